import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

interface HubActiveChipProps extends Omit<ChipProps, 'label' | 'color' | 'variant'> {
  active: boolean;
}

/** Whether the home takes people now; a deactivated one keeps its history. */
export function HubActiveChip({ active, ...chipProps }: HubActiveChipProps) {
  const { t } = useTranslation('hubs');
  return (
    <Chip
      size="small"
      {...chipProps}
      label={active ? t('state.active') : t('state.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
