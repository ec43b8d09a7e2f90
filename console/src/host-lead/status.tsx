import { useCallback } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { hostLeadStatuses, leadLocations, type HostLeadStatusId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<HostLeadStatusId, NonNullable<ChipProps['color']>> = {
  NEW: 'info',
  QUALIFIED: 'primary',
  CONVERTED: 'success',
  REJECTED: 'default',
};

const isStatus = (status: string): status is HostLeadStatusId => hostLeadStatuses.some((entry) => entry.id === status);

export const useHostLeadStatusLabel = () => {
  const { t } = useTranslation('hostLeads');
  return useCallback((status: string): string => (isStatus(status) ? t(`status.${status}`) : t('status.unknown', { id: status })), [t]);
};

/** Which landing form the lead came through, in the reader's language. */
export const useLeadLocationLabel = () => {
  const { t } = useTranslation('hostLeads');
  return useCallback(
    (id: string): string => {
      const entry = leadLocations.find((location) => location.id === id);
      return entry === undefined ? t('leadLocations.unknown', { id }) : t(`leadLocations.${entry.id}`);
    },
    [t],
  );
};

interface HostLeadStatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: string;
}

export function HostLeadStatusChip({ status, ...chipProps }: HostLeadStatusChipProps) {
  const label = useHostLeadStatusLabel();
  return <Chip size="small" {...chipProps} label={label(status)} color={isStatus(status) ? colors[status] : 'default'} />;
}
