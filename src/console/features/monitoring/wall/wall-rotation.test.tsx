/** Page rotation: the timer turns pages, a new answer keeps the page, a new sort or filter goes back to the first. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampPage, nextPage, previousPage, useRotation, type RotationOptions } from './wall-rotation';

describe('page arithmetic', () => {
  it('wraps forward and back, and keeps a page that no longer exists on the last one', () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(2, 3)).toBe(0);
    expect(previousPage(0, 3)).toBe(2);
    expect(nextPage(0, 1)).toBe(0);
    expect(clampPage(4, 3)).toBe(2);
    expect(clampPage(1, 0)).toBe(0);
  });
});

describe('useRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (initial: RotationOptions) => renderHook((options: RotationOptions) => useRotation(options), { initialProps: initial });

  it('turns the page every interval while there is more than one', () => {
    const { result } = render({ pageCount: 3, intervalMs: 10_000, resetKey: 'diamonds' });
    expect(result.current.page).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.page).toBe(1);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.page).toBe(0);
  });

  it('stays put with one page, and while paused', () => {
    const { result, rerender } = render({ pageCount: 1, intervalMs: 10_000, resetKey: 'k' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.page).toBe(0);
    rerender({ pageCount: 2, intervalMs: 10_000, resetKey: 'k' });
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.page).toBe(0);
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.page).toBe(1);
  });

  it('keeps its page when rooms come and go, the last page when its page is gone', () => {
    const { result, rerender } = render({ pageCount: 3, intervalMs: 10_000, resetKey: 'k' });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.page).toBe(2);
    rerender({ pageCount: 4, intervalMs: 10_000, resetKey: 'k' });
    expect(result.current.page).toBe(2);
    rerender({ pageCount: 2, intervalMs: 10_000, resetKey: 'k' });
    expect(result.current.page).toBe(1);
  });

  it('goes back to the first page when the sort or filters change', () => {
    const { result, rerender } = render({ pageCount: 3, intervalMs: 10_000, resetKey: 'diamonds' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.page).toBe(1);
    rerender({ pageCount: 3, intervalMs: 10_000, resetKey: 'viewers' });
    expect(result.current.page).toBe(0);
  });

  it('gives a page turned by hand its full time', () => {
    const { result } = render({ pageCount: 3, intervalMs: 10_000, resetKey: 'k' });
    act(() => vi.advanceTimersByTime(9_000));
    act(() => result.current.previous());
    expect(result.current.page).toBe(2);
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current.page).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.page).toBe(0);
    act(() => result.current.next());
    expect(result.current.page).toBe(1);
  });
});
