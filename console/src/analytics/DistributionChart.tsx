import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementSize } from '../map/useElementSize';

/** A bin as drawn: its range in words and its count. */
export interface DistributionBar {
  label: string;
  count: number;
}

interface DistributionChartProps {
  bars: readonly DistributionBar[];
  colour: string;
  /** The names of the axes: the durations' unit, and what is counted. */
  xLabel: string;
  yLabel: string;
}

const HEIGHT = 380;

/** A histogram: the bins side by side along the durations, each as tall as its count. Its own chunk, as the other charts. */
export default function DistributionChart({ bars, colour, xLabel, yLabel }: DistributionChartProps) {
  const theme = useTheme();
  const [measure, size] = useElementSize({ width: 0, height: 0 });
  return (
    <Box ref={measure} sx={{ width: '100%', height: HEIGHT }}>
      {size.width > 0 && (
        <BarChart width={size.width} height={HEIGHT} data={[...bars]} margin={{ top: 8, right: 16, bottom: 24, left: 8 }} barCategoryGap={1} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} label={{ value: xLabel, position: 'insideBottom', offset: -16 }} />
          <YAxis allowDecimals={false} width={64} tick={{ fontSize: 12 }} label={{ value: yLabel, angle: -90, position: 'insideLeft', style: { textAnchor: 'middle' } }} />
          <Tooltip cursor={{ fill: theme.palette.action.hover }} />
          <Bar dataKey="count" name={yLabel} fill={colour} isAnimationActive={false} />
        </BarChart>
      )}
    </Box>
  );
}
