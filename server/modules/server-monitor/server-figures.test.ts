import { describe, expect, it, vi } from 'vitest';
import type { ServerFigures } from '../../../streams/contracts/server-monitor';
import { capacity, createFiguresCache, fileSystemOf, rate, uptimeWords } from './server-figures';

describe('server figures', () => {
  it('derives used and the usage rate from total and available, within bounds', () => {
    expect(capacity(16, 4)).toEqual({ total: 16, available: 4, used: 12, usageRate: 75 });
    expect(capacity(0, 0)).toEqual({ total: 0, available: 0, used: 0, usageRate: 0 });
    // A reading where available exceeds total (racing counters) is clamped, never a negative use.
    expect(capacity(10, 12)).toEqual({ total: 10, available: 10, used: 0, usageRate: 0 });
    expect(rate(1, 3)).toBe(33.33);
  });

  it('words the uptime as eladmin does', () => {
    expect(uptimeWords(59)).toBe('0 minutes');
    expect(uptimeWords(3_660)).toBe('1 hour 1 minute');
    expect(uptimeWords(2 * 86_400 + 120)).toBe('2 days 0 hours 2 minutes');
  });

  it("takes the file system holding the server's directory", () => {
    const list = [{ mount: '/' }, { mount: '/srv' }, { mount: '/srv/data' }, { mount: '/srvx' }];
    expect(fileSystemOf(list, '/srv/data/livedesk')).toEqual({ mount: '/srv/data' });
    expect(fileSystemOf(list, '/srvx2')).toEqual({ mount: '/' });
    expect(fileSystemOf([{ mount: 'C:' }, { mount: 'D:' }], 'D:\\livedesk')).toEqual({ mount: 'D:' });
    expect(fileSystemOf([], '/')).toBeUndefined();
  });

  it('measures once per window, shares a measurement in flight, and does not keep a failure', async () => {
    let clock = 0;
    const figures = { time: 'x' } as ServerFigures;
    const measure = vi.fn<() => Promise<ServerFigures>>();
    measure.mockResolvedValue(figures);
    const cache = createFiguresCache(measure, 2_000, () => clock);
    await Promise.all([cache.get(), cache.get()]);
    expect(measure).toHaveBeenCalledTimes(1);
    clock = 1_999;
    await cache.get();
    expect(measure).toHaveBeenCalledTimes(1);
    clock = 2_000;
    await cache.get();
    expect(measure).toHaveBeenCalledTimes(2);

    measure.mockRejectedValueOnce(new Error('no /proc'));
    clock = 5_000;
    await expect(cache.get()).rejects.toThrow('no /proc');
    await expect(cache.get()).resolves.toBe(figures);
    expect(measure).toHaveBeenCalledTimes(4);
  });
});
