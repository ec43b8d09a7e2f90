import { describe, expect, it } from 'vitest';
import { caughtUp } from './caught-up';

describe('caughtUp', () => {
  it('answers true once the read models reach the log, asking until they do', async () => {
    const lags = [3, 1, 0];
    let asked = 0;
    const done = await caughtUp(async () => ({ lag: lags[asked++] ?? 0 }), 5_000, 1);
    expect(done).toBe(true);
    expect(asked).toBe(3);
  });

  it('answers false when a read model stays behind past the limit', async () => {
    const done = await caughtUp(async () => ({ lag: 2, behind: 'assessments' }), 30, 5);
    expect(done).toBe(false);
  });
});
