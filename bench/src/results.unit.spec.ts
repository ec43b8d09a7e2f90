import { describe, expect, it } from 'vitest';
import { measuredOn, replaceSection, stampSection } from './results';

const results = '# Benchmark results\n\n## Appends\n\nold appends\n\n## Latency at scale\n\nold latency\n\n## Console\n\nold console\n';

describe('one section of RESULTS.md at a time', () => {
  it('replaces only the section named, keeping the others and their order', () => {
    const updated = replaceSection(results, '## Latency', '## Latency at scale\n\nnew latency');
    expect(updated).toContain('old appends');
    expect(updated).toContain('new latency');
    expect(updated).not.toContain('old latency');
    expect(updated.indexOf('## Appends')).toBeLessThan(updated.indexOf('## Latency'));
    expect(updated.indexOf('## Latency')).toBeLessThan(updated.indexOf('## Console'));
  });

  it('replaces the last section up to the end', () => {
    expect(replaceSection(results, '## Console', '## Console\n\nnew console')).toMatch(/## Console\n\nnew console\n$/);
  });

  it('adds a section that is not there yet at the end', () => {
    expect(replaceSection(results, '## Faults', '## Faults\n\nfigures')).toMatch(/old console\n\n## Faults\n\nfigures\n$/);
  });

  it('stamps a section with the day and machine under its heading', () => {
    const stamp = measuredOn(new Date('2026-11-30T04:00:00Z'));
    expect(stamp).toMatch(/^_Measured on 2026-11-30: \d+ cores \(.+\), \d+ GiB, Node v\d+/);
    expect(stampSection('\n## Faults\n\nfigures\n', stamp)).toBe(`## Faults\n\n${stamp}\n\nfigures\n`);
    expect(stampSection('## Faults', stamp)).toBe(`## Faults\n\n${stamp}\n`);
  });
});
