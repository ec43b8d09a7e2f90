import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { GraphPoint, ReportInterval } from '../api';
import { useReportFormatters } from './numbers';
import { alignSeries } from './series';

export interface TrendSeries {
  label: string;
  points: readonly GraphPoint[];
}

interface TrendChartProps {
  title: string;
  series: readonly TrendSeries[];
  interval: ReportInterval;
  /** The period's first and last day; null leaves that end to the data. */
  from: string | null;
  to: string | null;
  loading: boolean;
  height?: number;
}

/** Counts per day, week or month as bars, one colour per series, gaps between events shown as zero. */
export function TrendChart({ title, series, interval, from, to, loading, height = 300 }: TrendChartProps) {
  const { t } = useTranslation('reports');
  const format = useReportFormatters();
  const aligned = useMemo(() => alignSeries(series.map((entry) => entry.points), interval, from, to), [series, interval, from, to]);
  // A period of zeros is a quiet period: say so rather than draw an empty axis.
  const quiet = aligned.counts.every((counts) => counts.every((count) => count === 0));
  const labels = quiet ? [] : aligned.starts.map((start) => format.bucket(start, interval));

  return (
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <BarChart
        height={height}
        loading={loading}
        skipAnimation
        localeText={{ loading: t('graph.loading'), noData: t('graph.noData') }}
        xAxis={[{ scaleType: 'band', data: labels, label: t(`graph.axis.${interval}`) }]}
        yAxis={[{ label: t('graph.count'), tickMinStep: 1, valueFormatter: (value: number) => format.count(value) }]}
        series={series.map((entry, index) => ({ label: entry.label, data: quiet ? [] : (aligned.counts[index] ?? []), valueFormatter: (value) => (value === null ? '' : format.count(value)) }))}
        hideLegend={series.length < 2}
      />
    </Box>
  );
}
