import { describe, expect, it } from 'vitest';
import { configDetail, gameView, iceFirePair } from '../testing/game-fixtures';
import { fireShare, iceFireSides } from './ice-fire-sides';

const T = 1_700_000_000_000;
const config = configDetail({
  pluginStyle: 'iceFire',
  ...iceFirePair('gone'),
});

describe('iceFireSides', () => {
  it('puts the first streamer on fire and the second on ice, whatever the ranks, with scores, open streaks and trigger gifts', () => {
    const view = gameView({
      serverNow: T,
      pluginStyle: 'iceFire',
      board: [
        { streamerId: 'sol', score: 300, rank: 1 },
        { streamerId: 'luna', score: 100, rank: 2 },
      ],
      provisional: { luna: 25 },
    });
    const [fire, ice] = iceFireSides(view, config, T);
    expect(fire).toMatchObject({ side: 'fire', streamerId: 'luna', score: 100, provisional: 25, trigger: { giftId: '5487', giftName: 'Finger Heart', price: 5 }, effect: null });
    // A trigger gift missing from the selected gifts shows by its id, without a price.
    expect(ice).toMatchObject({ side: 'ice', streamerId: 'sol', score: 300, provisional: 0, trigger: { giftId: 'gone', giftName: 'gone', price: null } });
  });

  it('has no trigger gift while the configuration loads (undefined) or when none is set (null)', () => {
    const view = gameView({ serverNow: T });
    expect(iceFireSides(view, undefined, T).map((s) => s.trigger)).toEqual([undefined, undefined]);
    expect(iceFireSides(view, configDetail(), T).map((s) => s.trigger)).toEqual([null, null]);
  });

  it('counts an effect down against server time, ending exactly at endsAt; both sides may run one', () => {
    const view = gameView({
      serverNow: T,
      effects: [
        { streamerId: 'luna', effect: 'fire', startedAt: T - 10_000, endsAt: T + 20_000 },
        { streamerId: 'sol', effect: 'ice', startedAt: T - 29_000, endsAt: T + 1_000 },
      ],
    });
    const [fire, ice] = iceFireSides(view, config, T);
    expect(fire!.effect).toEqual({ endsAt: T + 20_000, remainingMs: 20_000, fraction: 2 / 3 });
    expect(ice!.effect).toMatchObject({ remainingMs: 1_000 });
    const later = iceFireSides(view, config, T + 1_000);
    expect(later[0]!.effect?.remainingMs).toBe(19_000);
    expect(later[1]!.effect).toBeNull();
    expect(iceFireSides(view, config, T + 20_000)[0]!.effect).toBeNull();
  });

  it('shows only the first two streamers', () => {
    const view = gameView({ streamers: [...gameView().streamers, { anchorId: 'star', nickname: 'Star', avatarUrl: null }] });
    expect(iceFireSides(view, undefined, T).map((s) => s.streamerId)).toEqual(['luna', 'sol']);
  });
});

describe('fireShare', () => {
  it("is fire's share of the committed points, even before anyone scored", () => {
    const sides = (fire: number, ice: number) =>
      iceFireSides(gameView({ board: [{ streamerId: 'luna', score: fire, rank: 1 }, { streamerId: 'sol', score: ice, rank: 2 }] }), undefined, T);
    expect(fireShare(sides(0, 0))).toBe(0.5);
    expect(fireShare(sides(30, 10))).toBe(0.75);
    expect(fireShare(sides(0, 10))).toBe(0);
  });
});
