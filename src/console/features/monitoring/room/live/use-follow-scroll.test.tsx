/** The chat's scrolling: it follows the newest line at the bottom until the reader scrolls up, then offers a jump. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFollowScroll } from './use-follow-scroll';

/** A 100 px high list whose content is `lines` × 20 px (jsdom has no layout: the sizes are given). */
function List({ lines }: { lines: number }) {
  const scroll = useFollowScroll<HTMLDivElement>(lines);
  return (
    <>
      <div
        data-testid="list"
        ref={(element) => {
          scroll.ref.current = element;
          if (element) {
            Object.defineProperty(element, 'clientHeight', { configurable: true, value: 100 });
            Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => lines * 20 });
          }
        }}
        onScroll={scroll.onScroll}
      />
      {scroll.unseen ? <button onClick={scroll.jumpToLatest}>newer</button> : null}
    </>
  );
}

describe('useFollowScroll', () => {
  it('keeps the newest line in view, stops when the reader scrolls up, and jumps back on request', () => {
    const { rerender } = render(<List lines={10} />);
    const list = screen.getByTestId('list');
    expect(list.scrollTop).toBe(200);

    rerender(<List lines={12} />);
    expect(list.scrollTop).toBe(240);
    expect(screen.queryByRole('button', { name: 'newer' })).not.toBeInTheDocument();

    // The reader scrolls up to read: new lines no longer move the list, and say that newer ones wait.
    act(() => {
      list.scrollTop = 40;
      list.dispatchEvent(new Event('scroll'));
    });
    rerender(<List lines={15} />);
    expect(list.scrollTop).toBe(40);
    act(() => screen.getByRole('button', { name: 'newer' }).click());
    expect(list.scrollTop).toBe(300);
    expect(screen.queryByRole('button', { name: 'newer' })).not.toBeInTheDocument();

    rerender(<List lines={16} />);
    expect(list.scrollTop).toBe(320);
  });
});
