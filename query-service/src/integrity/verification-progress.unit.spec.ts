import { describe, expect, it } from 'vitest';
import { verificationProgress } from './integrity-verification.job';

const chain = (streamId: string) => ({ phase: 'chains' as const, chain: { streamId, streamVersion: 0, hash: 'h', broken: false }, anchorSequence: 0 });

describe('a verification\'s progress', () => {
  it('gives a run over every stream half for the chains and half for the anchors\' spans', () => {
    expect(verificationProgress({}, chain('patient-1'), 500, { events: 1_000 })).toBe(25);
    expect(verificationProgress({}, { phase: 'anchors', anchorSequence: 1 }, 1_000, { events: 1_000 }, { reached: 300, last: 600 })).toBe(75);
    expect(verificationProgress({}, { phase: 'done', anchorSequence: 2 }, 1_000, { events: 1_000 })).toBe(100);
  });

  it('stays below the end of the walk until the walk says it is done, however many events were written meanwhile', () => {
    expect(verificationProgress({}, chain('patient-1'), 1_200, { events: 1_000 })).toBe(49);
    expect(verificationProgress({ streamId: 'patient-1' }, chain('patient-1'), 30, { events: 10 })).toBe(99);
  });

  it('reads a category\'s progress from where its UUIDs have got to', () => {
    expect(verificationProgress({ category: 'patient' }, chain('patient-80000000-0000-4000-8000-000000000000'), 10, {})).toBe(50);
    expect(verificationProgress({ category: 'patient' }, { phase: 'chains', anchorSequence: 0 }, 0, {})).toBe(0);
  });
});
