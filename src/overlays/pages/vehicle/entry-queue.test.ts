import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY_QUEUE, enqueueEntry, finishEntry, MAX_PENDING, mediaOf, type EntryAnimation } from './entry-queue';

const entry = (id: string, resourceUrl: string | null = 'https://cdn.example/car.mp4', pictureUrl: string | null = 'https://cdn.example/car.png'): EntryAnimation => ({
  id,
  nickname: `user ${id}`,
  name: 'Car',
  resourceUrl,
  pictureUrl,
});

describe('entry media', () => {
  it('plays .mp4 as video (query and case ignored)', () => {
    expect(mediaOf(entry('1', 'https://cdn.example/A.MP4?sig=1'))).toEqual({ kind: 'video', src: 'https://cdn.example/A.MP4?sig=1' });
  });

  it('shows the picture for .pag and .zip, nothing without a picture', () => {
    expect(mediaOf(entry('1', 'https://cdn.example/car.pag'))).toEqual({ kind: 'picture', src: 'https://cdn.example/car.png' });
    expect(mediaOf(entry('1', 'https://cdn.example/car.zip'))).toEqual({ kind: 'picture', src: 'https://cdn.example/car.png' });
    expect(mediaOf(entry('1', 'https://cdn.example/car.pag', null))).toEqual({ kind: 'none' });
  });
});

describe('entry queue', () => {
  it('plays one after another in arrival order', () => {
    let queue = [entry('1'), entry('2'), entry('3')].reduce(enqueueEntry, EMPTY_ENTRY_QUEUE);
    expect(queue.current?.id).toBe('1');
    expect(queue.pending.map((e) => e.id)).toEqual(['2', '3']);
    queue = finishEntry(queue, '1');
    expect(queue.current?.id).toBe('2');
    queue = finishEntry(finishEntry(queue, '2'), '3');
    expect(queue.current).toBeNull();
    expect(queue.pending).toEqual([]);
  });

  it('ignores a finish of an entry that is not playing (a late video end after the timeout)', () => {
    const queue = [entry('1'), entry('2')].reduce(enqueueEntry, EMPTY_ENTRY_QUEUE);
    expect(finishEntry(queue, '2')).toBe(queue);
  });

  it('plays a join once even if it is delivered again, also after it played', () => {
    let queue = enqueueEntry(EMPTY_ENTRY_QUEUE, entry('1'));
    queue = enqueueEntry(queue, entry('1'));
    expect(queue.pending).toEqual([]);
    queue = enqueueEntry(finishEntry(queue, '1'), entry('1'));
    expect(queue.current).toBeNull();
  });

  it('skips entries with nothing to show', () => {
    const queue = enqueueEntry(EMPTY_ENTRY_QUEUE, entry('1', null, null));
    expect(queue).toBe(EMPTY_ENTRY_QUEUE);
  });

  it(`keeps the newest ${MAX_PENDING} waiting entries`, () => {
    const entries = Array.from({ length: MAX_PENDING + 6 }, (_, i) => entry(String(i)));
    const queue = entries.reduce(enqueueEntry, EMPTY_ENTRY_QUEUE);
    expect(queue.current?.id).toBe('0');
    expect(queue.pending).toHaveLength(MAX_PENDING);
    expect(queue.pending[0]?.id).toBe('6');
  });
});
