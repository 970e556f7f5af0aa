/**
 * HTTP contract of the live sessions read side (the live monitoring pages "line chart, room data, room data ranking";
 * the product rule "History charts 7 and 30 days"),
 * shared by server/modules/monitor-sessions and the console pages 'MonitorLineChart', 'MonitorRoomData' and
 * 'MonitorRoomRanking'. The rows are written by the scanner (tables `live_sessions` and `live_session_minutes`,
 * server/db/schema/monitor.ts); this contract only reads them. Pure: zod only.
 *
 * Units: times in the room data rows are `yyyy-MM-dd HH:mm:ss` in the server's zone (an eladmin page); times in the
 * series are epoch ms; durations ms; money diamonds; viewers people. A session still running (no end yet) counts with
 * its running figures and its duration is now − start.
 *
 * Everything needs `monitor:list`:
 * - `GET api/monitor/sessions?page&size&sort&streamerId&blurry&type&live&from&to&tz` → Page<{@link LiveSessionRow}>:
 *   the sessions overlapping [from, to) (a session overlaps when it started before `to` and ended, or runs still,
 *   after `from`), newest first unless `sort` ({@link SESSION_SORTS}) says otherwise. `blurry`: TikTok ID or
 *   nickname; `type`: the streamer's monitor type; `live=true`: running sessions only, `false`: ended ones only.
 * - `GET api/monitor/sessions/download?…the same filters and sort` → xlsx of the matching sessions (at most
 *   100,000), header row with units ('Duration (minutes)', 'Diamonds'); `…/export` answers the same.
 * - `GET api/monitor/series?streamerIds=1,2,3&range=today|7d|30d&tz=Europe/Berlin&day=yyyy-MM-dd` →
 *   {@link SeriesAnswer}: per streamer, the points of the buckets that hold at least one minute of a session (an
 *   empty bucket has no point: the streamer was not live, and the chart breaks its line there). Buckets are
 *   {@link SERIES_BUCKET_MINUTES} long, aligned on the zone's midnight: 5 minutes over one day (`today`), 1 hour over
 *   7 days, 1 day over 30 days; the range ends with the day `day` (default: today in `tz`). At most
 *   {@link SERIES_MAX_STREAMERS} streamers; unknown ids are left out of the answer.
 * - `GET api/monitor/ranking?metric=diamonds|viewers|liveTime&from&to&tz&type&page&size` → {@link RankingPage}: the
 *   streamers with a session overlapping the range, ranked by the metric (ties share a rank). What counts is what
 *   happened inside the range: a session wholly inside counts with its totals; one crossing an edge of the range
 *   counts with its minutes inside it; live time is the part of each session inside the range. `viewers` is the
 *   highest viewer count seen in the range (peak, not average). Without `from`/`to`: the 30 days before now.
 *
 * `from` / `to`: epoch ms, an ISO date (`2024-05-01`, read in `tz`: `from` is that day's start, `to` its end, so
 * `from=2024-05-01&to=2024-05-01` is the whole day), or an ISO date-time (`2024-05-01T20:00`, read in `tz` without an
 * offset; `2024-05-01T20:00:00+02:00` as given). `tz`: an IANA zone, default the server's.
 *
 * Refusals are 400 with the field first (`to: …`, see {@link SESSION_MESSAGES}): a time in another format, `to` not
 * after `from`, a range over {@link MAX_RANGE_DAYS} days, an unknown zone, streamer ids missing or too many.
 */
import { z } from 'zod';
import { MAX_PAGE, PG_INT_MAX } from './common';
import { monitorMessage } from './refusals/monitor';
import { MONITOR_TYPES } from '../monitor/scan-schedule';

export { MONITOR_TYPES };

/** Longest range a list, export or ranking may cover, days (a year and a leap day). */
export const MAX_RANGE_DAYS = 366;
/** Streamers one series request may ask for (one chart stays readable; each costs a query). */
export const SERIES_MAX_STREAMERS = 10;

export const SESSION_MESSAGES = {
  timeFormat: monitorMessage('SESSION_TIME_FORMAT'),
  rangeOrder: monitorMessage('SESSION_RANGE_ORDER'),
  rangeTooLong: monitorMessage('SESSION_RANGE_TOO_LONG', { days: MAX_RANGE_DAYS }),
  timeZone: monitorMessage('SESSION_TIME_ZONE'),
  streamerIdsRequired: monitorMessage('SESSION_STREAMERS_REQUIRED'),
  streamerIdsFormat: monitorMessage('SESSION_STREAMER_IDS_FORMAT'),
  tooManyStreamers: monitorMessage('SESSION_TOO_MANY_STREAMERS', { maximum: SERIES_MAX_STREAMERS }),
  rangeChoice: monitorMessage('SESSION_RANGE_CHOICE'),
  metricChoice: monitorMessage('SESSION_METRIC_CHOICE'),
  typeChoice: monitorMessage('SESSION_TYPE_CHOICE'),
  streamerId: monitorMessage('SESSION_STREAMER_ID'),
  dayFormat: monitorMessage('SESSION_DAY_FORMAT'),
} as const;

// ---- query pieces ----

const EPOCH_MS = /^\d{1,15}$/;
/** `yyyy-MM-dd`. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `yyyy-MM-ddTHH:mm[:ss[.SSS]][Z|±HH:mm]` (a space instead of `T` too: the eladmin wire format). */
export const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A query value that is absent when blank (a cleared filter field sends `from=`). */
const blankless = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A `from` / `to` value: epoch ms, ISO date or ISO date-time (resolved in `tz` by the server). */
export const timeParamSchema = z.preprocess(
  blankless,
  z
    .string()
    .trim()
    .refine((v) => EPOCH_MS.test(v) || ISO_DATE.test(v) || ISO_DATE_TIME.test(v), SESSION_MESSAGES.timeFormat)
    .optional(),
);

/** `tz`: an IANA zone (absent: the server's zone). */
export const timeZoneParamSchema = z.preprocess(blankless, z.string().trim().max(64).refine(isTimeZone, SESSION_MESSAGES.timeZone).optional());

const typeParam = z.preprocess(blankless, z.enum(MONITOR_TYPES, { error: SESSION_MESSAGES.typeChoice }).optional());

/** `true`/`false` in a query string (absent: no filter). */
const queryBoolean = z.preprocess(
  blankless,
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** The range of a request: `from`, `to` and the zone that reads dates without an offset. */
export const rangeQuerySchema = z.object({ from: timeParamSchema, to: timeParamSchema, tz: timeZoneParamSchema });

// ---- sessions (room data) ----

/** Sortable columns of the sessions list (`sort=field,asc|desc`); `streamer` sorts by nickname. */
export const SESSION_SORTS = ['startedAt', 'endedAt', 'duration', 'peakViewers', 'avgViewers', 'diamonds', 'likes', 'newFollowers', 'shares', 'pkCount', 'streamer'] as const;
export type SessionSortField = (typeof SESSION_SORTS)[number];

/** Filters of the sessions list and of its export (besides paging and sort). */
export const sessionFilterSchema = rangeQuerySchema.extend({
  streamerId: z.preprocess(blankless, z.coerce.number({ error: SESSION_MESSAGES.streamerId }).int(SESSION_MESSAGES.streamerId).positive(SESSION_MESSAGES.streamerId).max(PG_INT_MAX, SESSION_MESSAGES.streamerId).optional()),
  blurry: z.preprocess(blankless, z.string().trim().max(100).optional()),
  type: typeParam,
  live: queryBoolean,
});
export type SessionFilter = z.output<typeof sessionFilterSchema>;

/** The streamer of a session, a series or a ranking row. */
export const sessionStreamerSchema = z.object({
  id: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  type: z.enum(MONITOR_TYPES),
});
export type SessionStreamer = z.infer<typeof sessionStreamerSchema>;

/** One live session (a stream from its start to its end) with its totals. */
export const liveSessionRowSchema = z.object({
  id: z.number().int(),
  streamer: sessionStreamerSchema,
  /** The platform's room (null when the scan saw the stream without it). */
  roomId: z.string().nullable(),
  /** `yyyy-MM-dd HH:mm:ss`, server zone. */
  startedAt: z.string(),
  /** Null while the session runs. */
  endedAt: z.string().nullable(),
  /** The session runs still. */
  live: z.boolean(),
  /** ms; for a running session, now − start. */
  durationMs: z.number().int().nonnegative(),
  /** Highest viewer count seen. */
  peakViewers: z.number().int().nonnegative(),
  /** Mean of the minutes' viewer counts; null before the first minute. */
  avgViewers: z.number().int().nonnegative().nullable(),
  /** Diamonds received, each gift counted once. */
  diamonds: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  newFollowers: z.number().int().nonnegative(),
  shares: z.number().int().nonnegative(),
  /** PK battles in the session. */
  pkCount: z.number().int().nonnegative(),
});
export type LiveSessionRow = z.infer<typeof liveSessionRowSchema>;

/** Columns of the sessions export, in order (units in the header). */
export const SESSION_EXPORT_HEADERS = [
  'TikTok ID',
  'Nickname',
  'Type',
  'Room ID',
  'Start',
  'End',
  'Live',
  'Duration (minutes)',
  'Peak viewers',
  'Average viewers',
  'Diamonds',
  'Likes',
  'New followers',
  'Shares',
  'PK battles',
] as const;

// ---- series (line chart) ----

export const SERIES_RANGES = ['today', '7d', '30d'] as const;
export type SeriesRange = (typeof SERIES_RANGES)[number];
/** Bucket length per range, minutes (a day bucket is a calendar day of the zone: 23 or 25 hours on a DST change). */
export const SERIES_BUCKET_MINUTES: Readonly<Record<SeriesRange, number>> = { today: 5, '7d': 60, '30d': 1_440 };
/** Days each range covers, ending with its last day. */
export const SERIES_RANGE_DAYS: Readonly<Record<SeriesRange, number>> = { today: 1, '7d': 7, '30d': 30 };

/** `streamerIds=1,2,3` (or the parameter repeated) → distinct ids, in the order given. */
const streamerIdsParam = z
  .union([z.string(), z.array(z.string())], { error: SESSION_MESSAGES.streamerIdsRequired })
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).trim())
  .pipe(
    z
      .string()
      .min(1, { message: SESSION_MESSAGES.streamerIdsRequired, abort: true })
      .regex(/^\d{1,9}(?:\s*,\s*\d{1,9})*\s*,?$/, SESSION_MESSAGES.streamerIdsFormat),
  )
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()).filter((part) => part !== '').map(Number))])
  .pipe(
    z
      .array(z.number())
      .refine((ids) => ids.every((id) => id > 0), SESSION_MESSAGES.streamerIdsFormat)
      .refine((ids) => ids.length <= SERIES_MAX_STREAMERS, SESSION_MESSAGES.tooManyStreamers),
  );

export const seriesQuerySchema = z.object({
  streamerIds: streamerIdsParam,
  range: z.preprocess(blankless, z.enum(SERIES_RANGES, { error: SESSION_MESSAGES.rangeChoice }).default('today')),
  tz: timeZoneParamSchema,
  /** The last day of the range, `yyyy-MM-dd` in `tz` (default: today). */
  day: z.preprocess(blankless, z.string().trim().regex(ISO_DATE, SESSION_MESSAGES.dayFormat).optional()),
});
export type SeriesQuery = z.output<typeof seriesQuerySchema>;

/** One bucket of a streamer's series. */
export const seriesPointSchema = z.object({
  /** Start of the bucket, epoch ms. */
  t: z.number().int(),
  /** Mean of the bucket's minute viewer counts (the streamer's typical audience then); null when none arrived. */
  viewers: z.number().int().nonnegative().nullable(),
  /** Highest minute viewer count of the bucket; null when none arrived. */
  peakViewers: z.number().int().nonnegative().nullable(),
  /** Diamonds received in the bucket (sum of its minutes). */
  diamonds: z.number().int().nonnegative(),
  /**
   * Likes received in the bucket: the sum of its minutes, each minute's row holding the likes added during that minute
   * (the scanner's `SessionMinute.likes`, server/live/monitor/session-figures.ts), not a running total.
   */
  likes: z.number().int().nonnegative(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const streamerSeriesSchema = z.object({
  streamer: sessionStreamerSchema,
  /** Buckets with at least one minute of a session, in time order. */
  points: z.array(seriesPointSchema),
  /** Over the whole range: diamonds and likes summed, the highest viewer count (null: no count). */
  totals: z.object({ diamonds: z.number().int().nonnegative(), likes: z.number().int().nonnegative(), peakViewers: z.number().int().nonnegative().nullable() }),
});
export type StreamerSeries = z.infer<typeof streamerSeriesSchema>;

export const seriesAnswerSchema = z.object({
  range: z.enum(SERIES_RANGES),
  /** The zone the buckets are aligned in. */
  tz: z.string(),
  /** Start of the first bucket and end of the last, epoch ms. */
  from: z.number().int(),
  to: z.number().int(),
  /** Nominal bucket length, ms (day buckets follow the calendar; see `buckets`). */
  bucketMs: z.number().int().positive(),
  /** Start of every bucket of the range, epoch ms, in order: two points are neighbours when their buckets are. */
  buckets: z.array(z.number().int()),
  /** In the order of `streamerIds`; unknown ids left out. */
  series: z.array(streamerSeriesSchema),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;

// ---- ranking ----

export const RANKING_METRICS = ['diamonds', 'viewers', 'liveTime'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

export const rankingQuerySchema = rangeQuerySchema.extend({
  metric: z.preprocess(blankless, z.enum(RANKING_METRICS, { error: SESSION_MESSAGES.metricChoice }).default('diamonds')),
  type: typeParam,
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
  size: z.coerce.number().int().min(1).max(1_000).default(10),
});
export type RankingQuery = z.output<typeof rankingQuerySchema>;

export const rankingRowSchema = z.object({
  /** 1 for the first; streamers with the same value share a rank (1, 2, 2, 4). */
  rank: z.number().int().positive(),
  streamer: sessionStreamerSchema,
  /** The ranked metric: diamonds, peak viewers, or live time in ms. */
  value: z.number().int().nonnegative(),
  /** Sessions overlapping the range. */
  sessions: z.number().int().nonnegative(),
  diamonds: z.number().int().nonnegative(),
  /** Highest viewer count seen in the range. */
  peakViewers: z.number().int().nonnegative(),
  /** Live time inside the range, ms. */
  liveTimeMs: z.number().int().nonnegative(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = z.object({
  content: z.array(rankingRowSchema),
  totalElements: z.number().int().nonnegative(),
  /** The first streamer's value (0 when none), so any page can draw its bars against it. */
  topValue: z.number().int().nonnegative(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;
