import { filter, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { countGifts } from './count-gifts.operator';
import type { GiftEvent, LiveEvent } from './live-event';

const user = { userId: '1', uniqueId: 'u', nickname: 'U', avatarUrl: null };
const frame = (msgId: string, repeatCount: number, over: Partial<GiftEvent> = {}): GiftEvent => ({
  type: 'gift',
  roomId: 'r',
  msgId,
  createTime: 0,
  receivedAt: 0,
  user,
  giftId: '5655',
  giftName: 'Rose',
  diamondCount: 1,
  repeatCount,
  repeatEnd: false,
  groupId: 'g',
  streakable: true,
  toUserId: null,
  ...over,
});

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('countGifts (marbles, virtual time)', () => {
  it('commits on the end frame, closes an idle streak exactly idleMs after its last frame, and ends the rest on complete', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const values: Record<string, LiveEvent> = {
        a: frame('a', 1),
        b: frame('b', 3),
        e: frame('e', 3, { repeatEnd: true }),
        x: frame('x', 2, { groupId: 'g2' }),
        y: frame('y', 5, { groupId: 'g3', diamondCount: 2 }),
      };
      // a at 0, b at 1, e at 2 (end frame); x at 3 then silence: idle close at 3 + 10 = 13.
      // y at 20; the source completes at 25 → source-end.
      const source$ = cold<LiveEvent>('abex 16ms y 4ms |', values);
      const out$ = source$.pipe(
        countGifts({ idleMs: 10, scheduler }),
        filter((e) => e.type === 'counted'),
        map((e) => (e.type === 'counted' ? `${e.record.cause}:${e.record.diamonds}:${e.record.msgId}` : '')),
      );
      expectObservable(out$).toBe('--e 10ms i 11ms (s|)', {
        e: 'end-frame:3:e',
        i: 'idle:2:x',
        s: 'source-end:10:y',
      });
    });
  });

  it('does not close before idleMs when frames keep the streak alive, and drops duplicated msgIds', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const values: Record<string, LiveEvent> = { a: frame('a', 1), b: frame('b', 2), c: frame('c', 4) };
      // Frames at 0, 8, 16 (a duplicate of b at 20 is ignored and does not extend the streak): idle at 26.
      const source$ = cold<LiveEvent>('a 7ms b 7ms c 3ms b 20ms |', values);
      const out$ = source$.pipe(
        countGifts({ idleMs: 10, scheduler }),
        filter((e) => e.type === 'counted'),
        map((e) => (e.type === 'counted' ? `${e.record.cause}:${e.record.diamonds}` : '')),
      );
      expectObservable(out$).toBe('26ms i 14ms |', { i: 'idle:4' });
    });
  });

  it('closes open streaks on control "ended" and shows provisional values while a streak grows', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const ended: LiveEvent = { type: 'control', roomId: 'r', msgId: 'z', createTime: 0, receivedAt: 0, action: 'ended' };
      const source$ = cold<LiveEvent>('ab-z------|', { a: frame('a', 1), b: frame('b', 6), z: ended });
      const out$ = source$.pipe(
        countGifts({ idleMs: 10_000, scheduler }),
        map((e) => (e.type === 'counted' ? `counted ${e.record.cause} ${e.record.diamonds}` : `open ${e.view.provisionalDiamonds} total ${e.view.countedDiamonds}`)),
      );
      expectObservable(out$).toBe('ab-(cd)---|', {
        a: 'open 1 total 0',
        b: 'open 6 total 0',
        c: 'counted source-end 6',
        d: 'open 0 total 6',
      });
    });
  });

  it('ends open streaks before passing an error on', () => {
    const scheduler = newScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      const source$ = cold<LiveEvent>('a-#', { a: frame('a', 2) }, new Error('socket closed'));
      const out$ = source$.pipe(
        countGifts({ scheduler }),
        filter((e) => e.type === 'counted'),
        map((e) => (e.type === 'counted' ? e.record.cause : '')),
      );
      expectObservable(out$).toBe('--(s#)', { s: 'source-end' }, new Error('socket closed'));
    });
  });
});
