import { useMemo } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { caregiverStatuses, certifications, competencyLevels, professions } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

type StatusName = (typeof caregiverStatuses)[number]['key'];

const colors: Record<StatusName, NonNullable<ChipProps['color']>> = {
  PENDING: 'info',
  HIRED: 'success',
  NOT_HIRED: 'default',
  OFF_BOARDED: 'warning',
};

const statusName = (status: number): StatusName | undefined => caregiverStatuses.find((entry) => entry.id === status)?.key;

/** The names of the caregiver catalogs (status, profession, certification, competency) in the reader's language. */
export const useCaregiverLabels = () => {
  const { t } = useTranslation('caregivers');
  return useMemo(
    () => ({
      status: (status: number) => {
        const name = statusName(status);
        return name === undefined ? t('status.unknown', { id: status }) : t(`status.${name}`);
      },
      profession: (id: string) => {
        const entry = professions.find((profession) => profession.id === id);
        return entry === undefined ? id : t(`professions.${entry.key}`);
      },
      certification: (id: string) => {
        const entry = certifications.find((certification) => certification.id === id);
        return entry === undefined ? id : t(`certifications.${entry.key}`);
      },
      competency: (id: number) => {
        const entry = competencyLevels.find((level) => level.id === id);
        return entry === undefined ? String(id) : t(`competency.${entry.key}`);
      },
    }),
    [t],
  );
};

export function CaregiverStatusChip({ status }: { status: number }) {
  const labels = useCaregiverLabels();
  const name = statusName(status);
  return <Chip size="small" label={labels.status(status)} color={name === undefined ? 'default' : colors[name]} />;
}
