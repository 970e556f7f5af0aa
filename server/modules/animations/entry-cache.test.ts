import { describe, expect, it, vi } from 'vitest';
import type { AnchorEntryConfigs } from '../../live/games/entry-animations';
import { createEntryConfigCache } from './entry-cache';

const configs = (name: string): AnchorEntryConfigs => new Map([['sofia', { expireAt: 1e13, enabled: true, name, resourceUrl: null, pictureUrl: null }]]);

function setup() {
  let clock = 1_000;
  let version = 1;
  const load = vi.fn(async (anchorKey: string) => configs(`${anchorKey} v${version}`));
  const cache = createEntryConfigCache({ load, ttlMs: 30_000, now: () => clock });
  return {
    cache,
    load,
    advance: (ms: number) => (clock += ms),
    edit: () => (version += 1),
  };
}

const nameOf = async (value: AnchorEntryConfigs | Promise<AnchorEntryConfigs>) => (await value).get('sofia')?.name;

describe('entry config cache', () => {
  it('loads a streamer once; later joins are answered from memory without a promise', async () => {
    const { cache, load } = setup();
    const [a, b] = [cache.get('host'), cache.get('host')];
    expect(await nameOf(a)).toBe('host v1');
    expect(await nameOf(b)).toBe('host v1');
    expect(load).toHaveBeenCalledTimes(1);
    const hit = cache.get('host');
    expect(hit).not.toBeInstanceOf(Promise);
    expect(await nameOf(cache.get('guest'))).toBe('guest v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a write (invalidate) makes the next join read again; a load started before it does not fill the cache', async () => {
    const { cache, load, edit } = setup();
    expect(await nameOf(cache.get('host'))).toBe('host v1');
    // A load in flight when the write lands: it read the old rows.
    let finish!: (value: AnchorEntryConfigs) => void;
    load.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    const inFlight = cache.get('host');
    edit();
    cache.invalidate();
    finish(configs('host v1 (read before the write)'));
    expect(await nameOf(inFlight)).toBe('host v1 (read before the write)');
    expect(await nameOf(cache.get('host'))).toBe('host v2');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads again after the time to live (edits made on another instance)', async () => {
    const { cache, load, advance, edit } = setup();
    await cache.get('host');
    edit();
    advance(29_999);
    expect(await nameOf(cache.get('host'))).toBe('host v1');
    advance(1);
    expect(await nameOf(cache.get('host'))).toBe('host v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load: the next join tries again', async () => {
    const { cache, load } = setup();
    load.mockRejectedValueOnce(new Error('database unreachable'));
    await expect(cache.get('host')).rejects.toThrow('database unreachable');
    expect(await nameOf(cache.get('host'))).toBe('host v1');
  });
});
