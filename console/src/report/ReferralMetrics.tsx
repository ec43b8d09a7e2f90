import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { referralReportMetrics } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { ReferralMetric } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useReportFormatters } from './numbers';

interface ReferralMetricsProps {
  metrics: readonly ReferralMetric[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The six referral metrics of SPEC.md section 9: mean days between two milestones of the referrals opened in the period. */
export function ReferralMetrics({ metrics, loading, error, onRetry }: ReferralMetricsProps) {
  const { t } = useTranslation('reports');
  const format = useReportFormatters();
  if (error !== null && error !== undefined) return <ErrorAlert error={error} onRetry={onRetry} />;

  return (
    <Box component="section" aria-labelledby="referral-metrics-title">
      <Typography id="referral-metrics-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('metrics.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {referralReportMetrics.map((entry) => {
          const metric = metrics?.find((candidate) => candidate.id === entry.id);
          return (
            <Card key={entry.id} variant="outlined" data-testid={`referral-metric-${entry.id}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t(`metrics.${entry.key}`)}
                </Typography>
                {loading && metric === undefined ? (
                  <Skeleton width="50%" sx={{ fontSize: '2rem' }} />
                ) : (
                  <Typography variant="h5" component="p">
                    {metric?.averageDays === null || metric?.averageDays === undefined ? '—' : t('metrics.days', { days: format.decimal(metric.averageDays) })}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {metric === undefined || metric.referrals === 0 ? t('metrics.none') : t('metrics.over', { count: metric.referrals, referrals: format.count(metric.referrals) })}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
