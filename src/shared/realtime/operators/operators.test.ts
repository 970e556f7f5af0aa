import { mergeMap, range, type Observable } from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { RoomTopicEvent } from '../../../../streams/live/room-topic';
import type { TopicItem } from '../realtime-client';
import { bufferAnimationFrames, concatAnimationFrames } from './buffer-animation-frames';
import { countedGifts } from './counted-gifts';
import { eventRate } from './event-rate';
import { addGift, EMPTY_SCOREBOARD, rankScoreboard, ROOM_HOST, scoreboard, type ScoredGift } from './scoreboard';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const gift = (toUserId: string | null, diamonds: number): ScoredGift => ({ toUserId, diamonds });

describe('scoreboard', () => {
  it('adds counted gifts per receiving host, the room host under ROOM_HOST', () => {
    testScheduler().run(({ cold, expectObservable }) => {
      const gifts = { a: gift('h1', 5), b: gift('h2', 1), c: gift(null, 10), d: gift('h1', 30) };
      const boards = {
        A: { totals: { h1: 5 }, total: 5 },
        B: { totals: { h1: 5, h2: 1 }, total: 6 },
        C: { totals: { h1: 5, h2: 1, [ROOM_HOST]: 10 }, total: 16 },
        D: { totals: { h1: 35, h2: 1, [ROOM_HOST]: 10 }, total: 46 },
      };
      expectObservable(cold('a-b-c--d|', gifts).pipe(scoreboard())).toBe('A-B-C--D|', boards);
    });
  });

  it('continues from a seed (the snapshot loaded after a gap)', () => {
    testScheduler().run(({ cold, expectObservable }) => {
      const seed = { totals: { h1: 100 }, total: 100 };
      expectObservable(cold('a|', { a: gift('h1', 1) }).pipe(scoreboard(seed))).toBe('A|', {
        A: { totals: { h1: 101 }, total: 101 },
      });
    });
  });

  it('never mutates a board and ranks hosts by diamonds, ties by id', () => {
    const board = addGift(addGift(addGift(EMPTY_SCOREBOARD, gift('b', 7)), gift('a', 7)), gift('c', 9));
    expect(EMPTY_SCOREBOARD).toEqual({ totals: {}, total: 0 });
    expect(rankScoreboard(board)).toEqual([
      { hostUserId: 'c', diamonds: 9 },
      { hostUserId: 'a', diamonds: 7 },
      { hostUserId: 'b', diamonds: 7 },
    ]);
  });
});

/** Runs `build` in virtual time and records `[frame, value]` of each emission, `[frame, '|']` on complete. */
function recordRun<T>(build: (helpers: RunHelpers) => Observable<T>): Array<[number, T | '|']> {
  const scheduler = testScheduler();
  const out: Array<[number, T | '|']> = [];
  scheduler.run((helpers) => {
    build(helpers).subscribe({
      next: (value) => out.push([scheduler.now(), value]),
      complete: () => out.push([scheduler.now(), '|']),
    });
  });
  return out;
}

describe('eventRate', () => {
  it('reports events per second over a sliding window and decays to 0 as events leave it', () => {
    // a, b, c at 0, 100, 200 ms; d at 1 201 ms; complete at 3 202 ms. Window 1 s.
    const out = recordRun(({ cold }) => cold('a 99ms b 99ms c 1000ms d 2000ms |').pipe(eventRate(1_000)));
    expect(out).toEqual([
      [0, 0],
      [0, 1],
      [100, 2],
      [200, 3],
      [1_000, 2],
      [1_100, 1],
      [1_200, 0],
      [1_201, 1],
      [2_201, 0],
      [3_202, '|'],
    ]);
  });

  it('divides by the window length in seconds', () => {
    const out = recordRun(({ cold }) => cold('a 499ms b 4s |').pipe(eventRate(2_000)));
    expect(out).toEqual([
      [0, 0],
      [0, 0.5],
      [500, 1],
      [2_000, 0.5],
      [2_500, 0],
      [4_501, '|'],
    ]);
  });

  it('takes a burst of thousands of events in one millisecond with one pending timer', () => {
    const out = recordRun(({ cold }) =>
      cold('a 2s |').pipe(
        mergeMap(() => range(0, 5_000)),
        eventRate(1_000),
      ),
    );
    expect(out).toHaveLength(5_000 + 3);
    expect(out.at(-3)).toEqual([0, 5_000]);
    expect(out.slice(-2)).toEqual([
      [1_000, 0],
      [2_001, '|'],
    ]);
  });

  it('rejects a window that is not positive', () => {
    expect(() => eventRate(0)).toThrow(RangeError);
  });
});

describe('bufferAnimationFrames', () => {
  it('emits one batch per animation frame, nothing on idle frames', () => {
    testScheduler().run(({ animate, cold, expectObservable }) => {
      animate('---x---x---x---x---x');
      // Frames at 3, 7, 11, 15…: a and b wait for frame 3, c for 7, d for 11; no frame work while idle.
      const source = cold('a-b-c----d---|');
      expectObservable(source.pipe(bufferAnimationFrames())).toBe('---x---y---z-|', {
        x: ['a', 'b'],
        y: ['c'],
        z: ['d'],
      });
    });
  });

  it('flushes the pending batch on complete and on error', () => {
    testScheduler().run(({ animate, cold, expectObservable }) => {
      animate('----------x');
      expectObservable(cold('ab|').pipe(bufferAnimationFrames())).toBe('--(x|)', { x: ['a', 'b'] });
      expectObservable(cold('ab#').pipe(bufferAnimationFrames())).toBe('--(x#)', { x: ['a', 'b'] });
    });
  });
});

describe('concatAnimationFrames', () => {
  it('joins the arrays of one animation frame (batched frames) into one batch, in order, nothing for empty ones', () => {
    testScheduler().run(({ animate, cold, expectObservable }) => {
      animate('---x---x---x');
      const source = cold('a-b-c-e---|', { a: [1, 2, 3], b: [4], c: [5, 6], e: [] as number[] });
      expectObservable(source.pipe(concatAnimationFrames())).toBe('---x---y--|', { x: [1, 2, 3, 4], y: [5, 6] });
    });
  });
});

describe('countedGifts', () => {
  const user = { userId: '7', uniqueId: 'fan', nickname: 'Fan', avatarUrl: null };
  const counted = (seq: number, toUserId: string | null, diamonds: number): TopicItem<RoomTopicEvent> => ({
    kind: 'event',
    topic: 'room:1',
    seq,
    event: {
      type: 'gift.counted',
      roomId: '1',
      giftDiamonds: diamonds,
      gift: {
        roomId: '1',
        msgId: `m${seq}`,
        user,
        toUserId,
        giftId: '5655',
        giftName: 'Rose',
        diamondCount: 1,
        repeatCount: diamonds,
        streakRepeatCount: diamonds,
        diamonds,
        cause: 'end-frame',
        streakKey: null,
        countedAt: 0,
      },
    },
  });

  it('feeds only counted gifts into the scoreboard, never raw gift frames', () => {
    testScheduler().run(({ cold, expectObservable }) => {
      const rawFrame: TopicItem<RoomTopicEvent> = {
        kind: 'event',
        topic: 'room:1',
        seq: 2,
        event: {
          type: 'gift',
          roomId: '1',
          msgId: 'raw',
          createTime: 0,
          receivedAt: 0,
          user,
          giftId: '5655',
          giftName: 'Rose',
          diamondCount: 1,
          repeatCount: 10,
          repeatEnd: true,
          groupId: '1',
          streakable: true,
          toUserId: 'h1',
        },
      };
      const items = {
        a: counted(1, 'h1', 10),
        b: rawFrame,
        g: { kind: 'gap', topic: 'room:1', fromSeq: 9, cause: 'server' } as const,
        c: counted(9, null, 3),
      };
      expectObservable(cold('abgc|', items).pipe(countedGifts(), scoreboard())).toBe('a--c|', {
        a: { totals: { h1: 10 }, total: 10 },
        c: { totals: { h1: 10, [ROOM_HOST]: 3 }, total: 13 },
      });
    });
  });
});
