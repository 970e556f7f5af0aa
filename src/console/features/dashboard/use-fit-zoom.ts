/**
 * Zooms the dashboard's wall display so all of it fits the screen, with no scrolling: a wall display has nobody to
 * scroll it. Smaller than 1 when the figures are taller than the screen (a 1920×1080 wall), larger when they leave it
 * half empty (a 3840×2160 wall at 100 % scaling, where text would otherwise be tiny).
 *
 * How: the container (`frame`, the screen, not zoomed) holds the content (zoomed with CSS `zoom`, which lays the
 * content out again at the new scale: a larger zoom makes it narrower in CSS px, so taller). After each layout the
 * hook compares the content's height on screen with the frame's inner height and corrects the zoom in proportion, a
 * few rounds until it changes by less than {@link SETTLED}; it starts again when the frame's size or the content
 * change.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Zoom bounds: never unreadable, never absurd. */
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2.5;
/** A change of zoom smaller than this is not made (no endless relayout by a pixel). */
const SETTLED = 0.01;
/** Corrections per change of size or content. */
const MAX_ROUNDS = 6;
/** Left free at the bottom, a share of the height (rounding of zoomed layout). */
const MARGIN = 0.01;

/**
 * @param frame the container that fills the screen (its padding stays as it is)
 * @param inner the zoomed content inside it
 * @param enabled false: zoom 1, nothing measured (the dashboard in the console)
 * @param content changes whenever what is shown changes (new figures, another range or language)
 * @returns the zoom to give the content inside `frame` (1 when disabled)
 */
export function useFitZoom(frame: RefObject<HTMLElement | null>, inner: RefObject<HTMLElement | null>, enabled: boolean, content: unknown): number {
  const [zoom, setZoom] = useState(1);
  const [resized, setResized] = useState(0);
  const [rounds, setRounds] = useState(0);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setRounds(0);
      setResized((n) => n + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, enabled]);

  useLayoutEffect(() => {
    setRounds(0);
  }, [content]);

  useLayoutEffect(() => {
    const element = frame.current;
    const zoomed = inner.current;
    if (!enabled || !element || !zoomed || rounds >= MAX_ROUNDS) return;
    const style = getComputedStyle(element);
    const available = (element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) * (1 - MARGIN);
    // On screen, zoom included.
    const used = zoomed.getBoundingClientRect().height;
    if (available <= 0 || used <= 0) return;
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * (available / used)));
    if (Math.abs(next - zoom) < SETTLED) return;
    setZoom(next);
    setRounds((n) => n + 1);
  }, [frame, inner, enabled, zoom, rounds, resized, content]);

  return enabled ? zoom : 1;
}
