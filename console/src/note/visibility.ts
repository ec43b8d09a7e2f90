import { useCallback } from 'react';
import { noteVisibilities } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { useNoteFamily } from './family';

/** A note visibility's words in the reader's language, naming the circle as the note's family draws it. */
export const useVisibilityLabel = () => {
  const { t } = useTranslation('notes');
  const { visibilityTexts } = useNoteFamily();
  return useCallback(
    (id: number) => {
      const known = noteVisibilities.find((entry) => entry.id === id);
      return known === undefined ? t('visibility.unknown', { id }) : t(`${visibilityTexts}.${known.key}`);
    },
    [t, visibilityTexts],
  );
};
