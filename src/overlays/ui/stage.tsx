/**
 * The canvas every overlay draws on: 1920×1080 (landscape) or 1080×1920 (portrait) CSS pixels, scaled to fit
 * the browser source's viewport and centred, so a layout designed once looks the same in any OBS source size
 * and can never overflow into scrollbars. The layout follows `?layout=` or the viewport's aspect.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PluginStyle } from '../../../streams/games/live-config';
import { layoutFor, type Layout } from '../overlay-params';

/** Stage sizes in CSS pixels. */
export const STAGE_SIZE: Readonly<Record<Layout, { width: number; height: number }>> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The viewport size, following resizes. */
export function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(viewport);
  useEffect(() => {
    const onResize = () => setSize(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** The layout for this viewport, or the forced one. */
export function useLayout(forced: Layout | null): Layout {
  const { width, height } = useViewport();
  return layoutFor(width, height, forced);
}

/** Props of {@link Stage}. */
export interface StageProps {
  layout: Layout;
  /** The plugin style: selects the palette (`data-theme`). */
  theme: PluginStyle;
  children: ReactNode;
}

/** The scaled canvas; children position themselves in stage pixels. */
export function Stage({ layout, theme, children }: StageProps) {
  const { width, height } = useViewport();
  const size = STAGE_SIZE[layout];
  const scale = Math.min(width / size.width, height / size.height) || 1;
  const left = Math.max(0, (width - size.width * scale) / 2);
  const top = Math.max(0, (height - size.height * scale) / 2);
  return (
    <div className="ov-viewport">
      <div
        className="ov-stage"
        data-layout={layout}
        data-theme={theme}
        style={{ width: size.width, height: size.height, transform: `translate(${left}px, ${top}px) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
