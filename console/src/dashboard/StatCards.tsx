import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StatsKeyId } from '@careledger/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../api';
import { useReportFormatters, type ReportFormatters } from '../report/numbers';

/** The stats keys of SPEC.md section 9, grouped the way a coordinator reads them. */
export const STAT_GROUPS: readonly { id: 'patients' | 'care' | 'referrals' | 'payments'; keys: readonly StatsKeyId[] }[] = [
  { id: 'patients', keys: ['patientTrend', 'userPatient', 'partnerPatient'] },
  { id: 'care', keys: ['careCoordination', 'active', 'historical', 'postings', 'onHold'] },
  { id: 'referrals', keys: ['referral', 'sharedLiving', 'adultDayProgram', 'sharedLivingReferral'] },
  { id: 'payments', keys: ['allCardStats'] },
];

interface Figure {
  value: string;
  detail?: string;
}

const figureOf = (key: StatsKeyId, stats: Statistics, format: ReportFormatters, t: TFunction<'dashboard'>): Figure => {
  switch (key) {
    case 'patientTrend': {
      const { current, previous, changePercent } = stats.patientTrend;
      if (previous === null) return { value: format.count(current), detail: t('trend.noPrevious') };
      if (changePercent === null) return { value: format.count(current), detail: t('trend.fromNone', { previous: format.count(previous) }) };
      return { value: format.count(current), detail: t('trend.change', { change: format.change(changePercent), previous: format.count(previous) }) };
    }
    case 'allCardStats': {
      const { paid, paidCents, voided } = stats.allCardStats;
      return { value: format.count(paid), detail: t('cards.detail', { amount: format.amount(paidCents), voided: format.count(voided), count: voided }) };
    }
    case 'userPatient':
    case 'partnerPatient':
    case 'referral':
    case 'active':
    case 'careCoordination':
    case 'historical':
    case 'sharedLiving':
    case 'sharedLivingReferral':
    case 'adultDayProgram':
    case 'onHold':
    case 'postings':
      return { value: format.count(stats[key]) };
  }
};

interface StatCardsProps {
  stats: Statistics | undefined;
}

/** One card per statistic, in groups; skeletons until the first answer. */
export function StatCards({ stats }: StatCardsProps) {
  const { t } = useTranslation('dashboard');
  const format = useReportFormatters();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {STAT_GROUPS.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`stats-${group.id}`}>
          <Typography id={`stats-${group.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`groups.${group.id}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            {group.keys.map((key) => (
              <StatCard key={key} id={key} label={t(`stats.${key}.label`)} hint={t(`stats.${key}.hint`)} figure={stats === undefined ? undefined : figureOf(key, stats, format, t)} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function StatCard({ id, label, hint, figure }: { id: StatsKeyId; label: string; hint: string; figure: Figure | undefined }) {
  let value: ReactNode = <Skeleton width="40%" sx={{ fontSize: '2.125rem' }} />;
  if (figure !== undefined) {
    value = (
      <Typography variant="h4" component="p">
        {figure.value}
      </Typography>
    );
  }
  return (
    <Card variant="outlined" data-testid={`stat-${id}`} aria-busy={figure === undefined}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {label}
        </Typography>
        {value}
        {figure?.detail !== undefined && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {figure.detail}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}
