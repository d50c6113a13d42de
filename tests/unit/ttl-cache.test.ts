import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from '@/lib/ttl-cache';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('shares one load between callers until the time to live passes', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(`t-${Math.random()}`, 1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets a deleted key and never keeps a failed load', async () => {
    const cache = ttlCache<string>(`t-${Math.random()}`, 60_000);
    await expect(
      cache.get('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    cache.delete('k');
    expect(await cache.get('k', async () => 'again')).toBe('again');
  });

  it('is one store per name across module copies (Next bundles routes and pages apart)', async () => {
    const name = `t-${Math.random()}`;
    await ttlCache<string>(name, 60_000).get('k', async () => 'first');
    expect(await ttlCache<string>(name, 60_000).get('k', async () => 'second')).toBe('first');
  });
});
