import { describe, expect, it } from 'vitest';
import { gameView } from '../testing/game-fixtures';
import { boardRows, newestView, roundPhase } from './game-view-state';
import { formatCountdown, remainingMs } from '@shared/realtime/server-clock';

describe('newest view by serverNow', () => {
  it('takes a newer view, keeps the shown one when the candidate is older or of the same instant', () => {
    const shown = gameView({ serverNow: 10_000 });
    const newer = gameView({ serverNow: 10_001 });
    expect(newestView(undefined, shown)).toBe(shown);
    expect(newestView(shown, newer)).toBe(newer);
    expect(newestView(newer, shown)).toBe(newer);
    expect(newestView(shown, gameView({ serverNow: 10_000 }))).toBe(shown);
  });
});

describe('round phase against server time', () => {
  const now = 1_700_000_000_000;
  it('counts down while gifts score, then says the time is up with or without an auto end', () => {
    const view = gameView({ serverNow: now });
    expect(roundPhase(view, now)).toEqual({ kind: 'counting', remainingMs: 240_000 });
    expect(roundPhase(view, now + 240_000)).toEqual({ kind: 'timeUp', autoEndMs: null });
    const auto = gameView({ round: { ...view.round, counting: false, autoEndAt: now + 250_000 } });
    expect(roundPhase(auto, now + 245_000)).toEqual({ kind: 'timeUp', autoEndMs: 5_000 });
  });

  it('names rounds not started and ended', () => {
    const view = gameView();
    expect(roundPhase({ ...view, round: { ...view.round, status: 'notStarted' } }, 0).kind).toBe('notStarted');
    expect(roundPhase({ ...view, round: { ...view.round, status: 'ended' } }, 0).kind).toBe('ended');
  });

  it('formats countdowns rounding seconds up', () => {
    expect(formatCountdown(240_000)).toBe('04:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(remainingMs(null, 5)).toBeNull();
    expect(remainingMs(4, 5)).toBe(0);
  });
});

describe('board rows', () => {
  it('joins names, open streaks and running effects, in rank order (a streamer missing from the board counts 0)', () => {
    const now = 1_700_000_000_000;
    const view = gameView({
      streamers: [
        { anchorId: 'luna', nickname: 'Luna', avatarUrl: null },
        { anchorId: 'sol', nickname: 'Sol', avatarUrl: 'https://example.com/sol.png' },
        { anchorId: 'mira', nickname: 'Mira', avatarUrl: null },
      ],
      board: [
        { streamerId: 'sol', score: 300, rank: 1 },
        { streamerId: 'luna', score: 120, rank: 2 },
      ],
      provisional: { luna: 15 },
      effects: [
        { streamerId: 'sol', effect: 'ice', startedAt: now - 1_000, endsAt: now + 1_000 },
        { streamerId: 'luna', effect: 'fire', startedAt: now - 9_000, endsAt: now - 1 },
      ],
    });
    expect(boardRows(view, now)).toEqual([
      { streamerId: 'sol', nickname: 'Sol', avatarUrl: 'https://example.com/sol.png', score: 300, rank: 1, provisional: 0, effect: 'ice' },
      { streamerId: 'luna', nickname: 'Luna', avatarUrl: null, score: 120, rank: 2, provisional: 15, effect: null },
      { streamerId: 'mira', nickname: 'Mira', avatarUrl: null, score: 0, rank: 3, provisional: 0, effect: null },
    ]);
  });
});
