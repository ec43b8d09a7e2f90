import { Suspense, lazy } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { analyticsComparisons, analyticsIntervals, findMeasure, isStatusMachine, type AnalyticsComparison, type AnalyticsDimension, type AnalyticsInterval, type AnalyticsMeasureAnswer, type AnalyticsStatistic } from '../api';
import { statusWordKey } from './status-labels';
import { AsOfField } from './AsOfField';
import { NO_SPLIT, asOfText, isWholePeriodChart, withMeasure, withStatistic, type AnalyticsParams } from './params';
import { PeriodFields } from './PeriodFields';
import { SpanFields, StatusChips } from './StatusFields';

interface QuestionFormProps {
  params: AnalyticsParams;
  /** The catalogue in the reader's language; undefined while it loads. */
  catalogue: readonly AnalyticsMeasureAnswer[] | undefined;
  /** Administrators choose an agency; everyone else is held to their own by the server. */
  choosesAgency: boolean;
  onChange: (params: AnalyticsParams) => void;
  /** The server's message for a field of the question it refused. */
  fieldError: (path: string) => string | undefined;
}

const NO_COMPARISON = 'none' as const;

// Only administrators choose an agency: the others do not load its search box.
const AgencyFilter = lazy(() => import('../report/AgencyFilter').then((module) => ({ default: module.AgencyFilter })));

/** Every part of the question, each change asked at once (and kept in the URL by the screen). */
export function QuestionForm({ params, catalogue, choosesAgency, onChange, fieldError }: QuestionFormProps) {
  const { t } = useTranslation('analytics');
  const { measure } = params;
  const update = (change: Partial<AnalyticsParams>) => onChange({ ...params, ...change });
  // Until the catalogue arrives, the chosen measure is the only option: a select must hold its value.
  const measures = catalogue ?? [{ key: measure.key, label: t('question.loadingMeasures') }];
  // A funnel or a distribution covers the whole period at once: nothing to split it by or compare it with.
  const wholePeriod = isWholePeriodChart(params.chart);
  const select = <Value extends string>(name: string, label: string, value: Value, options: readonly { value: Value; label: string }[], onSelect: (value: Value) => void, width = 170, disabled = false) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onSelect(event.target.value as Value)}
      error={fieldError(name) !== undefined}
      helperText={fieldError(name)}
      sx={{ minWidth: width }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper variant="outlined" component="section" aria-label={t('question.label')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
          {select(
            'measure',
            t('question.measure'),
            measure.key,
            measures.map((entry) => ({ value: entry.key, label: entry.label })),
            (key) => {
              const chosen = findMeasure(key);
              if (chosen !== undefined) onChange(withMeasure(params, chosen));
            },
            320,
          )}
          {select<AnalyticsStatistic>(
            'statistic',
            t('question.statistic'),
            params.statistic,
            measure.statistics.map((statistic) => ({ value: statistic, label: t(`statistics.${statistic}`) })),
            (statistic) => onChange(withStatistic(params, statistic)),
          )}
          {select<AnalyticsDimension | typeof NO_SPLIT>(
            'groupBy',
            t('question.groupBy'),
            params.groupBy ?? NO_SPLIT,
            ([NO_SPLIT, ...measure.dimensions] as const).map((dimension) => ({ value: dimension, label: t(dimension === 'status' ? statusWordKey(measure.machine) : `dimensions.${dimension}`) })),
            (groupBy) => update({ groupBy: groupBy === NO_SPLIT ? undefined : groupBy }),
            170,
            wholePeriod,
          )}
          {select<AnalyticsInterval>(
            'interval',
            t('question.interval'),
            params.interval,
            analyticsIntervals.map((interval) => ({ value: interval, label: t(`intervals.${interval}`) })),
            (interval) => update({ interval }),
            140,
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
          <PeriodFields from={params.from} to={params.to} onChange={(period) => update(period)} fieldError={fieldError} />
          {select<AnalyticsComparison | typeof NO_COMPARISON>(
            'compareTo',
            t('question.compareTo'),
            params.compareTo ?? NO_COMPARISON,
            ([NO_COMPARISON, ...analyticsComparisons] as const).map((comparison) => ({ value: comparison, label: t(`comparisons.${comparison}`) })),
            (compareTo) => update({ compareTo: compareTo === NO_COMPARISON ? undefined : compareTo }),
            190,
            wholePeriod,
          )}
          <AsOfField key={params.asOf === undefined ? '' : asOfText(params.asOf)} value={params.asOf} onChange={(asOf) => update({ asOf })} fieldError={fieldError('asOf')} />
        </Stack>
        {(measure.kind === 'span' || choosesAgency) && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
            {params.span !== undefined && isStatusMachine(measure.machine) && <SpanFields key={measure.key} machine={measure.machine} value={params.span} onChange={(span) => update({ span })} fieldError={fieldError} />}
            {choosesAgency && (
              <Suspense fallback={<Skeleton variant="rounded" width={240} height={40} />}>
                <AgencyFilter value={params.agencyId} onChange={(agencyId) => update({ agencyId })} />
              </Suspense>
            )}
          </Stack>
        )}
        {measure.dimensions.includes('status') && <StatusChips machine={measure.machine} value={params.statuses} onChange={(statuses) => update({ statuses })} fieldError={fieldError('status')} />}
      </Stack>
    </Paper>
  );
}
