import { useCallback } from 'react';
import { noteVisibilities } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

/** A note visibility's words in the reader's language. */
export const useVisibilityLabel = () => {
  const { t } = useTranslation('notes');
  return useCallback(
    (id: number) => {
      const known = noteVisibilities.find((entry) => entry.id === id);
      return known === undefined ? t('visibility.unknown', { id }) : t(`visibility.${known.key}`);
    },
    [t],
  );
};
