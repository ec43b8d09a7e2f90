import Chip, { type ChipProps } from '@mui/material/Chip';
import { assessmentStatuses, type AssessmentStatusName } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { AssessmentStatusEntry } from '../api';

const colors: Record<AssessmentStatusName, NonNullable<ChipProps['color']>> = {
  REQUESTED: 'default',
  PENDING: 'warning',
  SCHEDULED: 'info',
  APPROVED: 'primary',
  ACTIVE: 'success',
  COMPLETED: 'secondary',
  CANCELLED: 'error',
};

const isStatusName = (key: string): key is AssessmentStatusName => key in colors;

/**
 * The catalog of DESIGN.md is the fallback; the server's list (`/api/assessment-statuses`)
 * wins, so a status added there still shows with its own label.
 */
const entryOf = (status: number, served: readonly AssessmentStatusEntry[] | undefined): AssessmentStatusEntry | undefined =>
  served?.find((entry) => entry.id === status) ?? assessmentStatuses.find((entry) => entry.id === status);

export const useStatusLabel = (served?: readonly AssessmentStatusEntry[]) => {
  const { t } = useTranslation('assessments');
  return (status: number): string => {
    const entry = entryOf(status, served);
    if (entry === undefined) return t('status.unknown', { id: status });
    return isStatusName(entry.key) ? t(`status.${entry.key}`) : entry.label;
  };
};

interface StatusChipProps extends Omit<ChipProps, 'label' | 'color'> {
  status: number;
  statuses?: readonly AssessmentStatusEntry[] | undefined;
}

export function StatusChip({ status, statuses, ...chipProps }: StatusChipProps) {
  const label = useStatusLabel(statuses);
  const key = entryOf(status, statuses)?.key;
  return <Chip size="small" {...chipProps} label={label(status)} color={key !== undefined && isStatusName(key) ? colors[key] : 'default'} />;
}
