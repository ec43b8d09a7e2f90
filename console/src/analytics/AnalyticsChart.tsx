import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Area, Bar, Brush, CartesianGrid, ComposedChart, Legend, Line, Rectangle, Tooltip, XAxis, YAxis, type ActiveDotProps, type BarShapeProps, type TooltipContentProps, type TooltipValueType } from 'recharts';
import type { AnalyticsInterval, AnalyticsPoint, AnalyticsStatistic } from '../api';
import { useElementSize } from '../map/useElementSize';
import { inUnit, unitFor, type DurationUnit } from '../report/durations';
import { chartRowsOf, largestValue, type ChartRow, type Figures } from './figures';
import { MINOR_UNITS, useAnalyticsFormatters } from './format';
import type { ChartType } from './params';

export interface AnalyticsChartProps {
  figures: Figures;
  statistic: AnalyticsStatistic;
  /** The currency of money figures; null for counts and durations. */
  currency: string | null;
  interval: AnalyticsInterval;
  chart: ChartType;
  /** A series' name in the compared period. */
  comparedLabel: (label: string) => string;
  onDrill: (point: AnalyticsPoint) => void;
  /** Pixels; the workbench's default, smaller on the dashboard. */
  height?: number;
  /** The brush zooms the workbench's chart; a dashboard's small one goes without. */
  brush?: boolean;
}

const HEIGHT = 380;
const COMPARED_DASH = '6 4';

const numberOr = (value: ChartRow[string] | undefined): number | null => (typeof value === 'number' ? value : null);

/**
 * The figures drawn with recharts, over time: a brush under the axis zooms and pans, a dashed line
 * is the same series in the compared period, and a click on a point (of either period) or a bar drills into it.
 * Its own chunk: the screen's controls and table come first.
 */
export default function AnalyticsChart({ figures, statistic, currency, interval, chart, comparedLabel, onDrill, height = HEIGHT, brush = true }: AnalyticsChartProps) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useTheme();
  const format = useAnalyticsFormatters();
  const [measure, size] = useElementSize({ width: 0, height: 0 });
  const money = statistic !== 'count' && currency !== null;
  const durationUnit: DurationUnit | undefined = statistic === 'count' || money ? undefined : unitFor(largestValue(figures));
  // Seconds in one unit of the axis: durations are drawn in hours or days, not in seconds; money in major units, not cents.
  const scale = money ? MINOR_UNITS : durationUnit === undefined ? 1 : 1 / inUnit(1, durationUnit);
  const rows = useMemo(() => chartRowsOf(figures, chart, (at) => format.interval(at, interval), scale), [figures, chart, format, interval, scale]);
  const compared = figures.comparedStarts !== undefined;
  const stacked = chart !== 'line';
  const axisNumber = useMemo(() => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }), [language]);

  const drillAt = (key: string, row: ChartRow | undefined, compared = false) => {
    const at = row === undefined ? undefined : compared ? row.comparedAt : row.at;
    if (typeof at === 'string') onDrill({ at, key });
  };
  const clickableDot = (key: string, compared = false) =>
    function ClickableDot(props: ActiveDotProps) {
      if (props.cx === undefined || props.cy === undefined) return null;
      const row = props.payload as ChartRow;
      return (
        <circle
          cx={props.cx}
          cy={props.cy}
          r={6}
          fill={props.fill}
          stroke={theme.palette.background.paper}
          strokeWidth={2}
          style={{ cursor: 'pointer' }}
          data-point={`${key}|${String(compared ? row.comparedAt : row.at)}`}
          onClick={() => drillAt(key, row, compared)}
        />
      );
    };
  const pointedBar = (key: string) =>
    function PointedBar(props: BarShapeProps) {
      return (
        <g data-point={`${key}|${(props.payload as ChartRow | undefined)?.at ?? ''}`} style={{ cursor: 'pointer' }}>
          <Rectangle {...props} />
        </g>
      );
    };

  const tick = (value: number) => (chart === 'percent' ? format.share(value) : money ? format.money(value, currency) : axisNumber.format(value));

  return (
    <Box ref={measure} sx={{ width: '100%', height }}>
      {size.width > 0 && (
        <ComposedChart width={size.width} height={height} data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* Bars keep their own gaps at the ends; a line's first and last points would sit on the axes. */}
          <XAxis dataKey="label" tick={{ fontSize: 12 }} padding={chart === 'line' || chart === 'area' ? { left: 24, right: 24 } : undefined} />
          <YAxis
            tickFormatter={tick}
            domain={chart === 'percent' ? [0, 1] : [0, 'auto']}
            allowDecimals={statistic !== 'count'}
            width={64}
            label={durationUnit === undefined ? undefined : { value: t(`chart.durationAxis.${durationUnit}`), angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } }}
            tick={{ fontSize: 12 }}
          />
          <Tooltip content={(props) => <ChartTooltip {...props} figures={figures} statistic={statistic} currency={currency} chart={chart} comparedLabel={comparedLabel} />} />
          {/* In the answer's order, largest series first, as the table has them. */}
          <Legend itemSorter={null} />
          {figures.series.map((series, index) => {
            const key = `s${index}`;
            const common = { dataKey: key, name: series.label, stroke: series.colour, isAnimationActive: false } as const;
            if (chart === 'line') return <Line key={key} {...common} type="linear" strokeWidth={2} dot={{ r: 3 }} connectNulls={false} activeDot={clickableDot(series.key)} />;
            if (chart === 'area') return <Area key={key} {...common} type="linear" stackId="current" fill={series.colour} fillOpacity={0.35} activeDot={clickableDot(series.key)} />;
            return (
              <Bar
                key={key}
                {...common}
                stackId="current"
                fill={series.colour}
                shape={pointedBar(series.key)}
                onClick={(item) => drillAt(series.key, item.payload as ChartRow | undefined)}
              />
            );
          })}
          {compared &&
            figures.series.map((series, index) => {
              const key = `c${index}`;
              const common = {
                dataKey: key,
                name: comparedLabel(series.label),
                stroke: series.colour,
                strokeDasharray: COMPARED_DASH,
                strokeWidth: 2,
                isAnimationActive: false,
                legendType: 'plainline',
              } as const;
              // Stacked, each dashed line is where that layer's top stood in the compared period.
              return stacked ? <Area key={key} {...common} type="linear" stackId="compared" fill="none" activeDot={false} /> : <Line key={key} {...common} type="linear" dot={false} activeDot={clickableDot(series.key, true)} />;
            })}
          {brush && rows.length > 2 && <Brush dataKey="label" height={28} stroke={theme.palette.primary.main} travellerWidth={10} />}
        </ComposedChart>
      )}
    </Box>
  );
}

type ChartTooltipProps = Pick<TooltipContentProps<TooltipValueType, number | string>, 'active' | 'payload' | 'label'> & {
  figures: Figures;
  statistic: AnalyticsStatistic;
  /** The currency of money figures; null for counts and durations. */
  currency: string | null;
  chart: ChartType;
  comparedLabel: (label: string) => string;
};

/** The interval's figures as the table writes them (a duration in its unit, a share beside its count). */
function ChartTooltip({ active, payload, label, figures, statistic, currency, chart, comparedLabel }: ChartTooltipProps) {
  const format = useAnalyticsFormatters();
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (active !== true || row === undefined) return null;
  const compared = figures.comparedStarts !== undefined;
  return (
    <Paper elevation={3} sx={{ p: 1.5, fontSize: 13 }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      {figures.series.map((series, index) => {
        const share = chart === 'percent' ? numberOr(row[`s${index}`]) : null;
        return (
          <Box key={series.key}>
            <Swatch colour={series.colour}>
              {series.label}: {format.figure(numberOr(row[`r${index}`]), statistic, currency)}
              {share === null ? '' : ` (${format.share(share)})`}
            </Swatch>
            {compared && (
              <Swatch colour={series.colour} dashed>
                {comparedLabel(series.label)}: {format.figure(numberOr(row[`rc${index}`]), statistic, currency)}
              </Swatch>
            )}
          </Box>
        );
      })}
    </Paper>
  );
}

function Swatch({ colour, dashed = false, children }: { colour: string; dashed?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Box component="span" sx={{ width: 12, height: 0, borderTop: `3px ${dashed ? 'dashed' : 'solid'} ${colour}`, flex: 'none' }} />
      <span>{children}</span>
    </Box>
  );
}
