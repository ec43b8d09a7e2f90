import { describe, expect, it } from 'vitest';
import { projectionCheck, readiness, readyAnswer } from './readiness';

const never = () => new Promise<never>(() => undefined);

describe('the body of GET /health/ready', () => {
  it('is ready when every check passed, not_ready when any failed', () => {
    expect(readyAnswer({ database: { ok: true, ms: 2 } })).toEqual({ status: 'ready', checks: { database: { ok: true, ms: 2 } } });
    expect(readyAnswer({ database: { ok: true }, redis: { ok: false, error: 'connection refused' } }).status).toBe('not_ready');
    expect(readyAnswer({ database: { ok: true }, projections: { ok: false, lag: 12_000, behind: 'patients' } }).status).toBe('not_ready');
  });

  it('counts the read models ready up to the largest lag allowed, naming the slowest projector while it trails', () => {
    const found = (lag: number) => ({ result: { ok: true, ms: 3 }, value: { lag, behind: 'patients' } });
    expect(projectionCheck(found(0), 10)).toEqual({ ok: true, ms: 3, lag: 0 });
    expect(projectionCheck(found(10), 10)).toEqual({ ok: true, ms: 3, lag: 10, behind: 'patients' });
    expect(projectionCheck(found(11), 10)).toEqual({ ok: false, ms: 3, lag: 11, behind: 'patients' });
    expect(projectionCheck({ result: { ok: false, ms: 1, error: 'relation "checkpoints" does not exist' } }, 10)).toEqual({ ok: false, ms: 1, error: 'relation "checkpoints" does not exist' });
  });

  it('runs the checks the process supplies, failing one that throws (saying only "unreachable", never where) or does not answer in time', async () => {
    const checked = readiness(
      { database: async () => undefined, redis: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')), projections: never },
      { maxProjectionLag: 10_000, timeoutMs: 20 },
    );
    expect(await checked.answer()).toEqual({
      status: 'not_ready',
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        redis: { ok: false, ms: expect.any(Number), error: 'unreachable' },
        projections: { ok: false, ms: expect.any(Number), error: 'no answer within 20 ms' },
      },
    });
  });

  it('leaves out the checks a process does not make', async () => {
    const checked = readiness({ database: async () => undefined }, { maxProjectionLag: 10_000 });
    expect(await checked.answer()).toEqual({ status: 'ready', checks: { database: { ok: true, ms: expect.any(Number) } } });
  });

  it('says stopping, without checking, from the moment the process stops', async () => {
    let checks = 0;
    const checked = readiness({ database: async () => void (checks += 1) }, { maxProjectionLag: 10_000 });
    checked.stop();
    expect(checked.stopping).toBe(true);
    expect(await checked.answer()).toEqual({ status: 'stopping' });
    expect(checks).toBe(0);
  });
});
