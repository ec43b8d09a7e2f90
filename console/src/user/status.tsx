import { useCallback } from 'react';
import Chip from '@mui/material/Chip';
import { UserStatus, userStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

export const useUserStatusLabel = () => {
  const { t } = useTranslation('users');
  return useCallback(
    (status: number): string => {
      const entry = userStatuses.find((candidate) => candidate.id === status);
      return entry === undefined ? t('status.unknown', { id: status }) : t(`status.${entry.key}`);
    },
    [t],
  );
};

export function UserStatusChip({ status }: { status: number }) {
  const label = useUserStatusLabel();
  return <Chip size="small" label={label(status)} color={status === UserStatus.ACTIVE ? 'success' : 'default'} variant={status === UserStatus.ACTIVE ? 'filled' : 'outlined'} />;
}
