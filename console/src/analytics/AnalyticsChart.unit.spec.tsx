import { fireEvent, waitFor } from '@testing-library/react';
import type { AnalyticsAnswer } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { layOut } from '../test/lay-out';
import { renderWithProviders } from '../test/render';
import AnalyticsChart, { type AnalyticsChartProps } from './AnalyticsChart';
import { figuresOf } from './figures';

const MONTHS = ['2019-01-01', '2019-02-01', '2019-03-01'];
const series = (key: string, label: string, values: number[]) => ({ key, label, points: MONTHS.map((at, index) => ({ at, value: values[index] ?? 0 })) });

const answer: AnalyticsAnswer = {
  measure: 'referral.entered',
  statistic: 'count',
  interval: 'month',
  currency: null,
  unit: 'records',
  from: '2019-01-01',
  to: '2019-03-31',
  series: [series('1', 'Open', [3, 2, 1]), series('2', 'On hold', [1, 4, 2])],
  total: 13,
  comparison: { compareTo: 'previousPeriod', from: '2018-10-01', to: '2018-12-31', total: 6, series: [series('1', 'Open', [1, 1, 1]), series('2', 'On hold', [1, 1, 1])] },
  asOf: null,
};

const draw = async (props: Partial<AnalyticsChartProps> = {}) => {
  const onDrill = vi.fn();
  const rendered = await renderWithProviders(
    <AnalyticsChart figures={figuresOf(answer)} statistic="count" currency={null} interval="month" chart="line" comparedLabel={(label) => `${label}, previous period`} onDrill={onDrill} {...props} />,
  );
  return { onDrill, rendered };
};

describe('the analytics chart', () => {
  it('draws a line per series, the compared period dashed, under the series’ names', async () => {
    layOut(800, 380);
    const { rendered } = await draw();
    await waitFor(() => expect(rendered.container.querySelectorAll('.recharts-line')).toHaveLength(4));
    const dashes = [...rendered.container.querySelectorAll('.recharts-line-curve')].map((curve) => curve.getAttribute('stroke-dasharray'));
    expect(dashes.filter((dash) => dash === '6 4')).toHaveLength(2);
    // The legend keeps the answer's order (largest first), as the table does, the compared period after.
    expect([...rendered.container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent)).toEqual(['Open', 'On hold', 'Open, previous period', 'On hold, previous period']);
    expect(rendered.container.querySelector('.recharts-brush')).not.toBeNull();
  });

  it('drills into the bar clicked', async () => {
    layOut(800, 380);
    const { onDrill, rendered } = await draw({ chart: 'bar' });
    await waitFor(() => expect(rendered.container.querySelector('[data-point="2|2019-02-01"]')).not.toBeNull());
    fireEvent.click(rendered.container.querySelector('[data-point="2|2019-02-01"] path')!);
    expect(onDrill).toHaveBeenCalledWith({ at: '2019-02-01', key: '2' });
  });
});
