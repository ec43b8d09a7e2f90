import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roleNameOf } from '../auth';

export const streamHistoryPath = (locale: string, streamId: string): string => `/user/${locale}/audit/streams/${encodeURIComponent(streamId)}`;

/** A role id as its name in the common texts, or the bare id for one this console does not know. */
export const useRoleLabel = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (roleId: number): string => {
      const name = roleNameOf(roleId);
      return name === undefined ? String(roleId) : t(`roles.${name}`);
    },
    [t],
  );
};
