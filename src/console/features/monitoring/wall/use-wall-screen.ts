/**
 * How much of the screen the wall takes:
 * - in the console, it fills the content area down to the window's bottom edge (no page scroll);
 * - in wall mode it covers the console's sidebar, navbar and tabs (Esc shows them again);
 * - full screen (the Fullscreen API on the wall's own element) it fills the screen.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { notifyWarning } from '@shared/ui/toaster';

/** The wall is never shorter than this in the console, px (a small window scrolls rather than squashing tiles). */
export const MIN_WALL_HEIGHT = 480;
/** The space the console keeps under its content area (the main area's bottom padding), px. */
const CONTENT_BOTTOM_PX = 20;

/**
 * The height that makes `element` end at the window's bottom edge, kept up to date on resize; undefined when
 * `enabled` is false (wall mode and full screen size the element with CSS instead).
 */
export function useFillHeight(element: HTMLElement | null, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!enabled || !element) {
      setHeight(undefined);
      return undefined;
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_WALL_HEIGHT, Math.floor(window.innerHeight - top - CONTENT_BOTTOM_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, enabled]);
  return height;
}

/** Whether `element` is the full-screen element, and a toggle (a warning where the browser cannot). */
export function useFullscreen(element: HTMLElement | null, unsupportedText: string): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(element !== null && document.fullscreenElement === element);
    onChange();
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = useCallback(() => {
    if (!element || !document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
      notifyWarning(unsupportedText);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else element.requestFullscreen().catch(() => notifyWarning(unsupportedText));
  }, [element, unsupportedText]);
  return { active, toggle };
}

/** Calls `leave` when Esc is pressed while `on` (and the browser is not full screen: there Esc leaves full screen). */
export function useEscapeToLeave(on: boolean, leave: () => void): void {
  useEffect(() => {
    if (!on) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement && !event.defaultPrevented) leave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, leave]);
}
