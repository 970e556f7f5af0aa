import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryPlayer } from './vehicle-animation';
import { PICTURE_MS, VIDEO_MAX_MS, type EntryAnimation } from './entry-queue';

const entry = (resourceUrl: string): EntryAnimation => ({ id: 'e1', nickname: 'Sofia', name: 'Racer', resourceUrl, pictureUrl: 'https://cdn.example/racer.png' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entry player', () => {
  it('plays an .mp4 as a muted video and finishes when it ends', () => {
    const onDone = vi.fn();
    const { container } = render(<EntryPlayer entry={entry('https://cdn.example/racer.mp4')} onDone={onDone} />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'https://cdn.example/racer.mp4');
    expect(video.muted).toBe(true);
    expect(screen.getByText('Sofia has arrived')).toBeInTheDocument();
    fireEvent.ended(video);
    expect(onDone).toHaveBeenCalledWith('e1');
  });

  it('gives up on a video that never ends', () => {
    const onDone = vi.fn();
    render(<EntryPlayer entry={entry('https://cdn.example/racer.mp4')} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(VIDEO_MAX_MS));
    expect(onDone).toHaveBeenCalledWith('e1');
  });

  it('shows the picture of a .pag animation for a fixed time', () => {
    const onDone = vi.fn();
    render(<EntryPlayer entry={entry('https://cdn.example/racer.pag')} onDone={onDone} />);
    expect(screen.getByRole('img', { name: 'Racer' })).toHaveAttribute('src', 'https://cdn.example/racer.png');
    act(() => vi.advanceTimersByTime(PICTURE_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledWith('e1');
  });
});
