import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_FEED, reduceFeed, type FeedState } from '../../feed/feed-state';
import { gameView, spinEvent, spinView } from '../../testing/game-view-fixture';
import { PkTurntable } from './pk-turntable';
import { landingJitter, mod360, restingAngle, wheelSlices } from './wheel';

const slices = wheelSlices(gameView().turntable!.options, 'No prize');
const wheel = () => document.querySelector('.ov-wheel') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderWheel(state: FeedState, onSpinPlayed = vi.fn()) {
  const props = { view: state.view!, state, clock: undefined, layout: 'landscape' as const, onSpinPlayed };
  const result = render(<PkTurntable {...props} />);
  return { ...result, onSpinPlayed, update: (next: FeedState) => result.rerender(<PkTurntable {...props} view={next.view!} state={next} />) };
}

describe('turntable', () => {
  it('a reload mid-spin shows the current result at rest, without turning', () => {
    const spin = spinView(4, 8_000, 1);
    const view = gameView({ serverNow: 10_000, turntable: { ...gameView().turntable!, current: spin } });
    const state = reduceFeed(INITIAL_FEED, { type: 'view', view, source: 'rest' }, 10_000);
    renderWheel(state);
    expect(wheel()).not.toHaveAttribute('data-turning');
    expect(Number(wheel().dataset.angle)).toBe(Math.round(restingAngle(slices, 1, landingJitter(4))));
    expect(screen.getByRole('status')).toHaveTextContent('Host won Lion');
  });

  it('turns on a spin event for its duration, then reports it played and shows the result', () => {
    const base = gameView({ serverNow: 10_000 });
    let state = reduceFeed(INITIAL_FEED, { type: 'view', view: base, source: 'rest' }, 10_000);
    const { update, onSpinPlayed } = renderWheel(state);
    state = reduceFeed(state, { type: 'event', event: spinEvent(base, spinView(1, 11_000, -1)) }, 11_000);
    update(state);
    expect(wheel()).toHaveAttribute('data-turning');
    expect(screen.getByRole('status')).toHaveTextContent('Host spins the wheel');
    expect(Number(wheel().dataset.angle)).toBe(Math.round(mod360(restingAngle(slices, -1, landingJitter(1)))));
    act(() => vi.advanceTimersByTime(5_999));
    expect(onSpinPlayed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSpinPlayed).toHaveBeenCalledWith(1);
    expect(wheel()).not.toHaveAttribute('data-turning');
    expect(screen.getByRole('status')).toHaveTextContent('Host: no prize this time');
  });

  it('plays queued spins one after another', () => {
    const base = gameView({ serverNow: 10_000 });
    let state = reduceFeed(INITIAL_FEED, { type: 'view', view: base, source: 'rest' }, 10_000);
    state = reduceFeed(state, { type: 'event', event: spinEvent(base, spinView(1, 11_000, 0)) }, 11_000);
    state = reduceFeed(state, { type: 'event', event: spinEvent(base, spinView(2, 11_500, 1)) }, 11_500);
    const played: number[] = [];
    const { update } = renderWheel(state, vi.fn((spinNo: number) => played.push(spinNo)));
    expect(wheel().dataset.spin).toBe('1');
    act(() => vi.advanceTimersByTime(6_000));
    state = reduceFeed(state, { type: 'spinPlayed', spinNo: 1 }, 17_000);
    update(state);
    expect(wheel().dataset.spin).toBe('2');
    expect(wheel()).toHaveAttribute('data-turning');
    act(() => vi.advanceTimersByTime(6_000));
    expect(played).toEqual([1, 2]);
  });
});
