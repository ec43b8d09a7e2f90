import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { ageOf } from './age';
import { closeDeviceStore } from './device-store';
import { forgetSavedReads, readThrough } from './saved-reads';

const unreachable = () => Promise.reject(new ApiError('Network Error', { code: 'ERR_NETWORK' }));

afterEach(async () => {
  await forgetSavedReads();
  await closeDeviceStore();
});

describe("the day's reads kept on the device", () => {
  it('answers from the server while it is reachable, and from the last answer, with its time, once it is not', async () => {
    expect(await readThrough('k', async () => ({ data: [1] }), () => 1_000)).toEqual({ data: [1] });
    expect(await readThrough('k', async () => ({ data: [2] }), () => 2_000)).toEqual({ data: [2] });
    expect(await readThrough('k', unreachable)).toEqual({ data: [2], offlineSavedAt: 2_000 });
  });

  it('lets an unreachable server fail a read it never answered, and never covers up what the server said', async () => {
    await expect(readThrough('never', unreachable)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await readThrough('k', async () => ({ data: [1] }));
    await expect(readThrough('k', () => Promise.reject(new ApiError('Forbidden', { code: 'ERR_BAD_REQUEST', status: 403 })))).rejects.toMatchObject({ status: 403 });
  });

  it('forgets every answer when someone signs in or out', async () => {
    await readThrough('k', async () => ({ data: [1] }));
    await forgetSavedReads();
    await expect(readThrough('k', unreachable)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});

describe('the age of a saved answer', () => {
  const now = Date.UTC(2026, 5, 1, 12, 0);
  it('says it in minutes, hours or days, in English and Spanish', () => {
    expect(ageOf(now - 12 * 60_000, now, 'en-US')).toBe('12 minutes ago');
    expect(ageOf(now - 12 * 60_000, now, 'es-ES')).toBe('hace 12 minutos');
    expect(ageOf(now - 3 * 3_600_000, now, 'en-CA')).toBe('3 hours ago');
    expect(ageOf(now - 2 * 86_400_000, now, 'es-ES')).toBe('hace 2 días');
  });

  it('has no age to tell under a minute, nor for a clock set back', () => {
    expect(ageOf(now - 30_000, now, 'en-US')).toBeNull();
    expect(ageOf(now + 60_000, now, 'en-US')).toBeNull();
  });
});
