/**
 * Keeps a scrolling list (the chat) at its newest line, the bottom, while the reader is there; once they scroll up to
 * read, new lines no longer move the list, and `unseen` says that newer lines wait below (with `jumpToLatest`).
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How close to the bottom (px) still counts as "at the newest line". */
export const AT_BOTTOM_PX = 24;

export interface FollowScroll<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onScroll: () => void;
  /** Newer lines arrived while the reader was scrolled up. */
  unseen: boolean;
  jumpToLatest: () => void;
}

/** @param content changes whenever lines are added (the list itself, for instance). */
export function useFollowScroll<T extends HTMLElement>(content: unknown): FollowScroll<T> {
  const ref = useRef<T | null>(null);
  const following = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
    if (following.current) setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (following.current) element.scrollTop = element.scrollHeight;
    else setUnseen(true);
  }, [content]);

  const jumpToLatest = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    following.current = true;
    element.scrollTop = element.scrollHeight;
    setUnseen(false);
  }, []);

  return { ref, onScroll, unseen, jumpToLatest };
}
