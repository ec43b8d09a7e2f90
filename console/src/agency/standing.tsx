import { useMemo } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { agencyStandings } from '@careledger/domain';
import { useTranslation } from 'react-i18next';

type StandingName = (typeof agencyStandings)[number]['key'];

const colors: Record<StandingName, NonNullable<ChipProps['color']>> = {
  GOOD: 'success',
  REQUIRES_REVIEW: 'info',
  PROBATIONARY: 'warning',
  TERMINATED: 'error',
};

const nameOf = (level: number): StandingName | undefined => agencyStandings.find((entry) => entry.id === level)?.key;

export const useStandingLabel = () => {
  const { t } = useTranslation('agencies');
  return useMemo(
    () => (level: number) => {
      const name = nameOf(level);
      return name === undefined ? t('standing.unknown', { id: level }) : t(`standing.${name}`);
    },
    [t],
  );
};

export function StandingChip({ level }: { level: number }) {
  const label = useStandingLabel();
  const name = nameOf(level);
  return <Chip size="small" label={label(level)} color={name === undefined ? 'default' : colors[name]} />;
}
