import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { StatusDuration, StatusMachine } from '../api';
import { inUnit, unitFor, useDurationFormatters } from './durations';
import { useStatusLabel } from './status-labels';

interface DurationChartProps {
  title: string;
  machine: StatusMachine;
  statuses: readonly StatusDuration[];
  loading: boolean;
  height?: number;
}

const FIGURES = ['medianSeconds', 'meanSeconds', 'p90Seconds'] as const;

/** Median, mean and 90th percentile of each status that any stay ended in, in one unit that fits the longest. */
export function DurationChart({ title, machine, statuses, loading, height = 300 }: DurationChartProps) {
  const { t } = useTranslation('reports');
  const label = useStatusLabel();
  const durations = useDurationFormatters();
  const measured = statuses.filter((status) => status.count > 0);
  const unit = unitFor(Math.max(0, ...measured.map((status) => status.p90Seconds ?? 0)));

  return (
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <BarChart
        height={height}
        loading={loading}
        skipAnimation
        localeText={{ loading: t('timeInStatus.loading'), noData: t('timeInStatus.noData') }}
        xAxis={[{ scaleType: 'band', data: measured.map((status) => label(machine, status.key)), label: t('timeInStatus.status') }]}
        yAxis={[{ label: t(`timeInStatus.units.${unit}`) }]}
        series={FIGURES.map((figure) => ({
          label: t(`timeInStatus.figures.${figure}`),
          data: measured.map((status) => inUnit(status[figure] ?? 0, unit)),
          valueFormatter: (value: number | null) => (value === null ? '' : durations.inUnit(value, unit)),
        }))}
      />
    </Box>
  );
}
