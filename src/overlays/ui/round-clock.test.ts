import { describe, expect, it } from 'vitest';
import { gameView } from '../testing/game-view-fixture';
import { roundDisplay } from './round-clock';

describe('round clock', () => {
  it('reads a round: countdown while counting, then time up, waiting and over', () => {
    const round = gameView().round; // collecting, pkEndsAt 301 000
    expect(roundDisplay(round, 300_000)).toEqual({ kind: 'countdown', endsAt: 301_000 });
    expect(roundDisplay(round, 301_000)).toEqual({ kind: 'timeUp' });
    expect(roundDisplay({ ...round, counting: false }, 100_000)).toEqual({ kind: 'timeUp' });
    expect(roundDisplay({ ...round, pkEndsAt: null }, 100_000)).toEqual({ kind: 'open' });
    expect(roundDisplay({ ...round, status: 'notStarted' }, 0)).toEqual({ kind: 'notStarted' });
    expect(roundDisplay({ ...round, status: 'ended' }, 0)).toEqual({ kind: 'ended' });
  });

});
