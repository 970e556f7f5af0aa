/**
 * Layout settings (the settings drawer's choices and their defaults). The theme colour is kept in the
 * `theme` cookie for 365 days; the switches are kept in localStorage so a reload keeps them.
 */
import { create } from 'zustand';
import { COOKIE, COOKIE_DAYS, readCookie, writeCookie } from '../cookies/cookies';

/** Default theme colour. */
export const DEFAULT_THEME = '#1890ff';
/** The 8 preset theme colours; the first is the default. */
export const THEME_PRESETS = [
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#f5222d',
  '#fa8c16',
] as const;

export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
  /** The settings drawer is open. Not persisted. */
  showSettings: boolean;
  showFooter: boolean;
  footerTxt: string;
  caseNumber: string;
}

/** Defaults: tabs on, fixed header on, sidebar logo on, unique-opened on, footer hidden. */
export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: true,
  showSettings: false,
  showFooter: false,
  footerTxt: '',
  caseNumber: '',
};

const STORAGE_KEY = 'settings';
type Persisted = Omit<Settings, 'theme' | 'showSettings'>;
const PERSISTED_KEYS = ['tagsView', 'fixedHeader', 'sidebarLogo', 'uniqueOpened', 'showFooter', 'footerTxt', 'caseNumber'] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Reads stored settings over the defaults; anything malformed is ignored. */
export function loadSettings(): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const theme = readCookie(COOKIE.theme);
  if (theme && HEX_COLOUR.test(theme)) settings.theme = theme;
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<keyof Persisted, unknown>>;
    for (const key of PERSISTED_KEYS) {
      const value = stored[key];
      if (typeof value === typeof DEFAULT_SETTINGS[key]) (settings as unknown as Record<string, unknown>)[key] = value;
    }
  } catch {
    // Corrupt storage: defaults.
  }
  return settings;
}

function persist(settings: Settings): void {
  const persisted: Partial<Persisted> = {};
  for (const key of PERSISTED_KEYS) (persisted as Record<string, unknown>)[key] = settings[key];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or blocked: the setting still applies for this page load.
  }
}

export interface SettingsState extends Settings {
  /** Changes one setting; the theme also goes to its cookie for 365 days. */
  changeSetting: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...loadSettings(),
  changeSetting: (key, value) => {
    if (key === 'theme') writeCookie(COOKIE.theme, String(value), COOKIE_DAYS.theme);
    set({ [key]: value } as Partial<Settings>);
    if (key !== 'theme' && key !== 'showSettings') persist(get());
  },
}));
