import { Suspense, lazy, useMemo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import type { ReportPeriodId } from '@careledger/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reportsApi, type ReportFilter } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PeriodToggle } from '../report/PeriodToggle';
import { reportKeys, useStatistics } from '../report/queries';
import { usePeriodSummary } from '../report/summary';
import { StatCards } from './StatCards';
import { DEFAULT_PERIOD, TREND_TYPES, periodFrom, trendInterval } from './trends';

// The chart library is the heaviest part of the screen: the figures show first, the graph when it arrives.
const TrendChart = lazy(() => import('../report/TrendChart').then((module) => ({ default: module.TrendChart })));
// The questions an analyst pinned, each with its chart: their code and the workbench's arrive after the figures.
const PinnedQuestions = lazy(() => import('../analytics/PinnedQuestions'));
const CHART_HEIGHT = 300;

export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const filter: ReportFilter = useMemo(() => ({ period }), [period]);
  const interval = trendInterval(period);
  const statistics = useStatistics(filter);
  const trends = useQueries({
    queries: TREND_TYPES.map((type) => ({
      queryKey: reportKeys.graph(type, filter, interval),
      queryFn: ({ signal }: { signal: AbortSignal }) => reportsApi.graph(type, filter, interval, signal),
    })),
  });
  const summary = usePeriodSummary(statistics.data?.period ?? null);
  useDocumentTitle(t('title'));

  const choose = (next: ReportPeriodId) => {
    const params = new URLSearchParams(search);
    if (next === DEFAULT_PERIOD) params.delete('period');
    else params.set('period', next);
    setSearch(params, { replace: true });
  };
  const trendError = trends.find((trend) => trend.isError)?.error;
  const days = trends.find((trend) => trend.data !== undefined)?.data;

  return (
    <Stack spacing={3} sx={{ pb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-period">
            {summary}
          </Typography>
        </div>
        <PeriodToggle value={period} onChange={choose} />
      </Stack>

      {statistics.isError ? (
        <ErrorAlert error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : (
        <StatCards stats={statistics.data?.stats} />
      )}

      <Card variant="outlined">
        <CardContent>
          {trendError !== undefined ? (
            <ErrorAlert error={trendError} onRetry={() => trends.forEach((trend) => void (trend.isError ? trend.refetch() : undefined))} />
          ) : (
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <TrendChart
                title={t('trends.title')}
                series={TREND_TYPES.map((type, index) => ({ label: t(`trends.series.${type}`), points: trends[index]?.data?.data ?? [] }))}
                interval={interval}
                from={days?.from ?? null}
                to={days?.to ?? null}
                loading={trends.some((trend) => trend.isPending)}
                height={CHART_HEIGHT}
              />
            </Suspense>
          )}
        </CardContent>
      </Card>

      <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
        <PinnedQuestions />
      </Suspense>
    </Stack>
  );
}
