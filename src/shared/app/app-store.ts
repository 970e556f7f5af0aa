/**
 * App state of the console shell: sidebar open flag (cookie `sidebarStatus`, '1' open / '0' closed), device
 * (mobile below 1300 px of body width), component size (cookie `size`, default 'small').
 * The language is read once per page load (switching language reloads the page) and lives in i18n.
 */
import { create } from 'zustand';
import { COOKIE, COOKIE_DAYS, readCookie, writeCookie } from '../cookies/cookies';

/** The device is mobile when the body is narrower than this, in px. */
export const MOBILE_BREAKPOINT_PX = 1300;

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'small';

/** Root font size per size: Chakra sizes in rem, so every component scales with it. */
export const ROOT_FONT_SIZE_PX: Record<Size, number> = { default: 16, medium: 15, small: 14, mini: 13 };

export type Device = 'desktop' | 'mobile';

export function isMobileWidth(bodyWidthPx: number): boolean {
  return bodyWidthPx < MOBILE_BREAKPOINT_PX;
}

function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  // eladmin: no cookie yet → open.
  sidebar: { opened: readCookie(COOKIE.sidebarStatus) !== '0', withoutAnimation: false },
  device: 'desktop',
  size: isSize(readCookie(COOKIE.size)) ? (readCookie(COOKIE.size) as Size) : DEFAULT_SIZE,
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    writeCookie(COOKIE.sidebarStatus, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    writeCookie(COOKIE.sidebarStatus, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    writeCookie(COOKIE.size, size, COOKIE_DAYS.preference);
    set({ size });
  },
}));
