import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOut } from '../test/lay-out';
import { renderWithProviders } from '../test/render';
import DistributionChart from './DistributionChart';
import FunnelChart from './FunnelChart';

describe('the charts of a whole period', () => {
  it('draws a funnel as one horizontal bar per stage, in its colour, its count and share beside it', async () => {
    layOut(800, 300);
    const bars = [
      { key: '1', label: 'Open', count: 6, colour: '#0072B2', text: '6 (100%)' },
      { key: '2', label: 'On hold', count: 3, colour: '#E69F00', text: '3 (50%)' },
      { key: '3', label: 'Closed', count: 0, colour: '#009E73', text: '0 (0%)' },
    ];
    const { container } = await renderWithProviders(<FunnelChart bars={bars} />);
    await waitFor(() => expect(container.querySelectorAll('[data-stage]')).toHaveLength(3));
    const drawn = [...container.querySelectorAll('[data-stage]')].map((stage) => {
      return { stage: stage.getAttribute('data-stage'), fill: stage.querySelector('path')?.getAttribute('fill') };
    });
    // A stage of nothing has no bar to draw.
    expect(drawn.map(({ stage, fill }) => [stage, fill])).toEqual([
      ['1', '#0072B2'],
      ['2', '#E69F00'],
      ['3', undefined],
    ]);
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['Open', 'On hold', 'Closed']);
    expect([...container.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent)).toEqual(['6 (100%)', '3 (50%)', '0 (0%)']);
  });

  it('draws a distribution as one bar per bin, named by its range', async () => {
    layOut(800, 380);
    const bars = [
      { label: '0 to under 7 days', count: 6 },
      { label: '7 to under 14 days', count: 1 },
      { label: '14 days or more', count: 2 },
    ];
    const { container } = await renderWithProviders(<DistributionChart bars={bars} colour="#0072B2" xLabel="Days" yLabel="Records" />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
    expect([...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent)).toEqual(bars.map((bar) => bar.label));
    expect([...container.querySelectorAll('.recharts-bar-rectangle path')].every((path) => path.getAttribute('fill') === '#0072B2')).toBe(true);
  });
});
