import { describe, expect, it } from 'vitest';
import { credentialCache } from './credential-cache';

const LIFETIME = 5_000;
const active = (name: string) => ({ status: 'active' as const, name });
type Found = ReturnType<typeof active> | { status: 'none' };
const isActive = (found: Found) => found.status === 'active';

const counting = () => {
  let loads = 0;
  return { load: (found: Found) => async () => ((loads += 1), found), loads: () => loads };
};

describe('credentialCache', () => {
  it('answers a credential from memory until its lifetime ends, then reads it again', async () => {
    const cache = credentialCache<Found>(() => true, { lifetimeMs: LIFETIME });
    const { load, loads } = counting();
    await cache.lookup('a', load(active('a')), isActive, 0);
    await cache.lookup('a', load(active('a')), isActive, LIFETIME - 1);
    expect(loads()).toBe(1);
    await cache.lookup('a', load(active('a')), isActive, LIFETIME);
    expect(loads()).toBe(2);
  });

  it('drops the credentials nobody asks for again once they expired', async () => {
    const cache = credentialCache<Found>(() => true, { lifetimeMs: LIFETIME });
    for (let second = 0; second < 3_600; second += 1) {
      await cache.lookup(`session-${second}`, async () => active(`session-${second}`), isActive, second * 1_000);
    }
    // Only the sessions of the last five seconds are still fresh.
    expect(cache.size).toBe(LIFETIME / 1_000);
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const cache = credentialCache<Found>(() => true, { lifetimeMs: LIFETIME, maxEntries: 3 });
    const { load, loads } = counting();
    for (const key of ['a', 'b', 'c', 'd']) await cache.lookup(key, load(active(key)), isActive, 0);
    expect(cache.size).toBe(3);
    await cache.lookup('d', load(active('d')), isActive, 1);
    expect(loads()).toBe(4);
    await cache.lookup('a', load(active('a')), isActive, 1);
    expect(loads()).toBe(5);
  });

  it('keeps only what `keep` accepts, and nothing while notices cannot be heard', async () => {
    let listening = true;
    const cache = credentialCache<Found>(() => listening, { lifetimeMs: LIFETIME });
    await cache.lookup('gone', async () => ({ status: 'none' }), isActive, 0);
    expect(cache.size).toBe(0);
    listening = false;
    await cache.lookup('a', async () => active('a'), isActive, 0);
    expect(cache.size).toBe(0);
  });

  it('does not keep a lookup read before a notice that arrived while it was read', async () => {
    const cache = credentialCache<Found>(() => true, { lifetimeMs: LIFETIME });
    let finish: (found: Found) => void = () => undefined;
    const reading = cache.lookup('a', () => new Promise<Found>((resolve) => (finish = resolve)), isActive, 0);
    cache.forget((found) => found.status === 'active' && found.name === 'a');
    finish(active('a'));
    await reading;
    expect(cache.size).toBe(0);
  });

  it('forgets the entries a notice names, and everything on clear', async () => {
    const cache = credentialCache<Found>(() => true, { lifetimeMs: LIFETIME });
    for (const key of ['a', 'b', 'c']) await cache.lookup(key, async () => active(key), isActive, 0);
    cache.forget((found) => found.status === 'active' && found.name === 'a');
    cache.forgetKey('b');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
