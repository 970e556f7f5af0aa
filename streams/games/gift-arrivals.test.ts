import { describe, expect, it } from 'vitest';
import { emptyArrivals, giftArrivalsView, noteArrival, noteWatching } from './gift-arrivals';

const HEART_1 = { giftId: '6247', giftName: 'Heart' };
const ROSE = { giftId: '5655', giftName: 'Rose' };
const selected = new Set([HEART_1.giftId, ROSE.giftId]);

describe('selected gifts that never arrive', () => {
  it('warns, naming every selected gift, after 30 counted gifts of other ids in the round', () => {
    let arrivals = emptyArrivals(1);
    for (let i = 0; i < 29; i += 1) arrivals = noteArrival(arrivals, 1, '5480', selected);
    expect(giftArrivalsView(arrivals, 1, [HEART_1, ROSE])).toEqual({ status: 'watching', otherGifts: 29, watchedMs: 0 });
    arrivals = noteArrival(arrivals, 1, '5480', selected);
    expect(giftArrivalsView(arrivals, 1, [HEART_1, ROSE])).toEqual({ status: 'neverArrived', gifts: [HEART_1, ROSE], otherGifts: 30, watchedMs: 0 });
  });

  it('warns after 5 minutes of watching the live room; a late tick (a restart) adds at most 5 s', () => {
    let arrivals = emptyArrivals(1);
    arrivals = noteWatching(arrivals, 1, 3_600_000);
    expect(arrivals.watchedMs).toBe(5_000);
    for (let i = 0; i < 294; i += 1) arrivals = noteWatching(arrivals, 1, 1_000);
    expect(giftArrivalsView(arrivals, 1, [HEART_1])).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 299_000 });
    arrivals = noteWatching(arrivals, 1, 1_000);
    expect(giftArrivalsView(arrivals, 1, [HEART_1]).status).toBe('neverArrived');
  });

  it('one selected gift arriving ends the warning; a new round watches again', () => {
    let arrivals = emptyArrivals(1);
    for (let i = 0; i < 40; i += 1) arrivals = noteArrival(arrivals, 1, '5480', selected);
    arrivals = noteArrival(arrivals, 1, ROSE.giftId, selected);
    arrivals = noteArrival(arrivals, 1, ROSE.giftId, selected);
    expect(giftArrivalsView(arrivals, 1, [HEART_1, ROSE])).toEqual({ status: 'arrived', seen: [ROSE.giftId] });
    expect(giftArrivalsView(arrivals, 2, [HEART_1, ROSE])).toEqual({ status: 'watching', otherGifts: 0, watchedMs: 0 });
    expect(noteArrival(arrivals, 2, '5480', selected)).toEqual({ round: 2, seen: [], otherGifts: 1, watchedMs: 0 });
  });

  it('says nothing before the first round or without selected gifts', () => {
    expect(giftArrivalsView(emptyArrivals(0), 0, [HEART_1])).toEqual({ status: 'idle' });
    expect(giftArrivalsView({ round: 1, seen: [], otherGifts: 99, watchedMs: 0 }, 1, [])).toEqual({ status: 'idle' });
  });
});
