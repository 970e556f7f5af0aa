/**
 * The content-box size of an element, kept up to date with a ResizeObserver (the wall's grid area changes with the
 * window, wall mode, full screen, the toolbar wrapping and the alert rail). Whole pixels, so sub-pixel jitter does not
 * re-fit the grid.
 */
import { useEffect, useState } from 'react';
import type { Size } from './wall-fit';

const ZERO: Size = { width: 0, height: 0 };

/** The size of `element` (0 × 0 until it is there and measured). */
export function useElementSize(element: HTMLElement | null): Size {
  const [size, setSize] = useState<Size>(ZERO);

  useEffect(() => {
    if (!element) return undefined;
    const update = (width: number, height: number) => {
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    const rect = element.getBoundingClientRect();
    update(rect.width, rect.height);
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) update(box.width, box.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return size;
}
