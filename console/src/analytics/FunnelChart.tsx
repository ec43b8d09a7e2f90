import Box from '@mui/material/Box';
import { Bar, BarChart, CartesianGrid, LabelList, Rectangle, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { useElementSize } from '../map/useElementSize';

/** A stage as drawn: its name, its count, its colour and the words beside its bar. */
export interface FunnelBar {
  key: string;
  label: string;
  count: number;
  colour: string;
  text: string;
}

const ROW_HEIGHT = 56;
const AXIS_HEIGHT = 40;

function StageBar(props: BarShapeProps) {
  const bar = props.payload as FunnelBar | undefined;
  return (
    <g data-stage={bar?.key}>
      <Rectangle {...props} fill={bar?.colour} />
    </g>
  );
}

/** One horizontal bar per stage, the pipeline's first at the top; its own chunk, as the other charts. */
export default function FunnelChart({ bars }: { bars: readonly FunnelBar[] }) {
  const [measure, size] = useElementSize({ width: 0, height: 0 });
  const height = bars.length * ROW_HEIGHT + AXIS_HEIGHT;
  return (
    <Box ref={measure} sx={{ width: '100%', height }}>
      {size.width > 0 && (
        <BarChart layout="vertical" width={size.width} height={height} data={[...bars]} margin={{ top: 8, right: 112, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} domain={[0, 'auto']} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={128} tick={{ fontSize: 12 }} />
          <Bar dataKey="count" isAnimationActive={false} shape={StageBar}>
            <LabelList dataKey="text" position="right" style={{ fontSize: 12 }} />
          </Bar>
        </BarChart>
      )}
    </Box>
  );
}
