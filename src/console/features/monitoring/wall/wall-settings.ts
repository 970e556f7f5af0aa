/**
 * The wall's own settings (sort, filters, rotation, big-gift threshold, alert rail, wall mode), kept in localStorage
 * so a wall display that reloads comes back as it was left. Read through zod field by field: a value that is missing
 * or malformed (an older version, a hand edit) falls back to its default without losing the others.
 */
import { z } from 'zod';
import { MONITOR_TYPES, type MonitorType } from '../../../../../streams/contracts/monitor';
import { MIN_GIFT_ALERT_DIAMONDS } from '../../../../../streams/contracts/monitor-wall';

/** What the tiles can be sorted by (all descending: the biggest room first). */
export const WALL_SORTS = ['diamonds', 'viewers', 'liveTime', 'type'] as const;
export type WallSort = (typeof WALL_SORTS)[number];

/** Offered rotation intervals, seconds. */
export const ROTATION_SECONDS = [10, 15, 30, 60] as const;
export type RotationSeconds = (typeof ROTATION_SECONDS)[number];

/** The contract's default big-gift threshold (streams/contracts/monitor-wall.ts `wallQuerySchema`), diamonds. */
export const DEFAULT_GIFT_ALERT_DIAMONDS = 1_000;

/** `all`, `none` (rooms without staff) or one staff member's user id. */
export type StaffFilter = 'all' | 'none' | number;

/** localStorage key. */
export const WALL_SETTINGS_KEY = 'monitorWall.settings';

export const wallSettingsSchema = z.object({
  sort: z.enum(WALL_SORTS).catch('diamonds'),
  /** Types shown; empty = every type. */
  types: z
    .array(z.enum(MONITOR_TYPES))
    .transform((types) => MONITOR_TYPES.filter((type) => types.includes(type)))
    .catch([]),
  staff: z.union([z.literal('all'), z.literal('none'), z.number().int().nonnegative()]).catch('all'),
  /** The chosen staff member's name, shown while none of their rooms is live. */
  staffName: z.string().max(100).nullable().catch(null),
  rotationSeconds: z
    .number()
    .refine((n): n is RotationSeconds => (ROTATION_SECONDS as readonly number[]).includes(n))
    .catch(15),
  /** Diamonds; big-gift alerts from this value (the server keeps none below MIN_GIFT_ALERT_DIAMONDS). */
  giftAlertDiamonds: z.number().int().min(MIN_GIFT_ALERT_DIAMONDS).max(100_000_000).catch(DEFAULT_GIFT_ALERT_DIAMONDS),
  showAlerts: z.boolean().catch(true),
  /** The wall covers the console's chrome (sidebar, navbar, tabs). */
  wallMode: z.boolean().catch(false),
});

/** The settings as the page holds them. */
export interface WallSettings {
  sort: WallSort;
  types: MonitorType[];
  staff: StaffFilter;
  staffName: string | null;
  rotationSeconds: RotationSeconds;
  giftAlertDiamonds: number;
  showAlerts: boolean;
  wallMode: boolean;
}

/** Settings of a wall never configured. */
export const DEFAULT_WALL_SETTINGS: WallSettings = wallSettingsSchema.parse({}) as WallSettings;

/** Reads the stored settings over the defaults; anything unreadable is a default. */
export function loadWallSettings(storage: Pick<Storage, 'getItem'> = localStorage): WallSettings {
  try {
    const raw: unknown = JSON.parse(storage.getItem(WALL_SETTINGS_KEY) ?? '{}');
    return wallSettingsSchema.parse(typeof raw === 'object' && raw !== null ? raw : {}) as WallSettings;
  } catch {
    // Corrupt JSON or storage blocked: defaults.
    return { ...DEFAULT_WALL_SETTINGS };
  }
}

/** Stores the settings (ignored when storage is full or blocked: they still apply to this page load). */
export function saveWallSettings(settings: WallSettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(WALL_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Nothing to do: the wall works without persistence.
  }
}

/**
 * The big-gift threshold as typed: a whole number of diamonds, at least MIN_GIFT_ALERT_DIAMONDS (thousands
 * separators and spaces allowed). @returns the number, or null when the text is not acceptable.
 */
export function parseGiftThreshold(text: string): number | null {
  const cleaned = text.replace(/[\s,_]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= MIN_GIFT_ALERT_DIAMONDS ? value : null;
}
