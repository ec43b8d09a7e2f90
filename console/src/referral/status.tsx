import { useCallback } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { referralStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

type ReferralStatusName = (typeof referralStatuses)[number]['key'];

const colors: Record<ReferralStatusName, NonNullable<ChipProps['color']>> = {
  OPEN: 'success',
  HOLD: 'warning',
  CLOSED: 'default',
};

const nameOf = (status: number): ReferralStatusName | undefined => referralStatuses.find((entry) => entry.id === status)?.key;

export const useReferralStatusLabel = () => {
  const { t } = useTranslation('referrals');
  return useCallback(
    (status: number): string => {
      const name = nameOf(status);
      return name === undefined ? t('status.unknown', { id: status }) : t(`status.${name}`);
    },
    [t],
  );
};

interface ReferralStatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: number;
}

export function ReferralStatusChip({ status, ...chipProps }: ReferralStatusChipProps) {
  const label = useReferralStatusLabel();
  const name = nameOf(status);
  return <Chip size="small" {...chipProps} label={label(status)} color={name === undefined ? 'default' : colors[name]} />;
}
