import { describe, expect, it } from 'vitest';
import { chartSvg } from './chart-image';
import { analyticsFileName } from './csv';

/** A drawing as recharts leaves it: the surface, a series path, the brush and the hover cursor. */
const drawing = (): SVGSVGElement => {
  const host = document.createElement('div');
  host.innerHTML = `<svg class="recharts-surface" width="640" height="380" viewBox="0 0 640 380">
    <g class="recharts-layer recharts-line"><path d="M0,10L100,20" stroke="#0270b0" data-series="Open"></path></g>
    <g class="recharts-layer recharts-brush"><rect width="600" height="28"></rect></g>
    <path class="recharts-curve recharts-tooltip-cursor" d="M5,5"></path>
    <text class="recharts-text">Jan 2019</text>
  </svg>`;
  return host.querySelector('svg')!;
};

const parsed = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

describe('chartSvg', () => {
  it('writes the drawing as shown under its title and question, over a legend, without the brush or hover marks', () => {
    const image = chartSvg(drawing(), {
      title: 'Referrals entering a status',
      subtitle: 'From Jan 1, 2019 to Jun 30, 2019. As the records stood at log position 120.',
      legend: [
        { label: 'Open', colour: '#0270b0' },
        { label: 'Open (previous period)', colour: '#0270b0', dashed: true },
      ],
    });
    expect(image.svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    const root = parsed(image.svg.replace(/^<\?xml[^>]*>\n/, ''));
    expect([root.tagName, root.namespaceURI]).toEqual(['svg', 'http://www.w3.org/2000/svg']);
    expect(image.svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    // Title and question above the 380 px drawing, two legend rows of 22 px below it.
    expect([image.width, image.height]).toEqual([640, 64 + 380 + 2 * 22 + 8]);
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['640', String(image.height)]);
    expect(root.querySelector('title')?.textContent).toBe('Referrals entering a status');
    const texts = Array.from(root.querySelectorAll('text')).map((text) => text.textContent);
    expect(texts).toEqual([
      'Referrals entering a status',
      'From Jan 1, 2019 to Jun 30, 2019. As the records stood at log position 120.',
      'Jan 2019',
      'Open',
      'Open (previous period)',
    ]);
    expect(root.querySelector('[data-series="Open"]')?.getAttribute('stroke')).toBe('#0270b0');
    expect(root.querySelector('.recharts-brush, .recharts-tooltip-cursor')).toBeNull();
    // The compared series is a dashed line in the legend, as on the chart.
    expect(root.querySelector('line')?.getAttribute('stroke-dasharray')).toBe('4 3');
    // On a white ground, whatever the page behind it.
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('leaves the live chart as it was', () => {
    const live = drawing();
    chartSvg(live, { title: 't', subtitle: 's', legend: [] });
    expect(live.querySelector('.recharts-brush')).not.toBeNull();
    expect(live.querySelectorAll('*').length).toBe(6);
  });
});

describe('analyticsFileName', () => {
  it('names the file by the measure and what it holds', () => {
    expect(['csv', 'png', 'svg'].map((extension) => analyticsFileName('referral.entered', extension as 'csv'))).toEqual([
      'analytics-referral-entered.csv',
      'analytics-referral-entered.png',
      'analytics-referral-entered.svg',
    ]);
  });
});
