/**
 * The dashboard's contracts.
 * - `GET api/dashboard/summary`: the administration figures (users, roles, departments, online sessions, server time).
 * - `GET api/dashboard/figures?range=7|30`: the guild's figures, the console's landing page (issue "The guild's
 *   figures"): live now, today vs yesterday and this week vs last, the pipeline by progress, top streamers and top
 *   operators, and a per-day history. Monitoring figures (`monitor`) need `monitor:list` and cover every monitored
 *   streamer (monitoring has no data scope); CRM figures (`crm`) need `anchor:list` and cover the caller's CRM scope
 *   (all, team or own, server/modules/anchors/crm-caller.ts). A part the caller may not see is `null`.
 * Days are `yyyy-MM-dd` in APP_TIME_ZONE, weeks start on Monday. Durations are milliseconds.
 */
import { z } from 'zod';
import { ANCHOR_PROGRESSES } from './anchors';

export const dashboardSummarySchema = z.object({
  /** Users visible to the caller's data scope. */
  users: z.number().int().min(0),
  enabledUsers: z.number().int().min(0),
  roles: z.number().int().min(0),
  depts: z.number().int().min(0),
  /** Signed-in sessions right now (all instances when Redis is used). */
  onlineSessions: z.number().int().min(0),
  /** Server time, ISO 8601 with offset. */
  serverTime: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The history ranges, in days (today included). */
export const DASHBOARD_RANGES = ['7', '30'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const dashboardFiguresQuerySchema = z.object({
  /** Days of history (7 or 30, today included); 7 when left out. */
  range: z.enum(DASHBOARD_RANGES).default('7'),
});
export type DashboardFiguresQuery = z.infer<typeof dashboardFiguresQuerySchema>;

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Live now: open live sessions of monitored streamers. */
export const liveNowSchema = z.object({
  /** Monitored streamers with an open live session. */
  streamersLive: count,
  /** Sum over the open sessions of the latest viewer count of each. */
  viewers: count,
  /** Diamonds of the minutes since the start of the current hour (APP_TIME_ZONE), all sessions. */
  diamondsThisHour: count,
  /** Enabled monitored streamers. */
  monitored: count,
});
export type LiveNow = z.infer<typeof liveNowSchema>;

/** Monitoring figures of a period: the live sessions that started in it. */
export const monitorPeriodSchema = z.object({
  diamonds: count,
  /** Summed session length, ms (a session still running counts up to now). */
  liveMs: count,
  /** PK battles. */
  pks: count,
});
export type MonitorPeriod = z.infer<typeof monitorPeriodSchema>;

/** CRM figures of a period, in the caller's CRM scope. */
export const crmPeriodSchema = z.object({
  /** Streamers added to the CRM (created) in the period. */
  newTargets: count,
  /** Orders whose live start falls in the period. */
  ordersDispatched: count,
  /** …of which taken (confirmed). */
  ordersTaken: count,
  /** …of which expired (stored, or unconfirmed past the taking window). */
  ordersExpired: count,
  /** taken ÷ (taken + expired); null when neither. */
  takingRate: z.number().min(0).max(1).nullable(),
  /** Streamers moved to progress `guildJoined` in the period. */
  guildJoined: count,
});
export type CrmPeriod = z.infer<typeof crmPeriodSchema>;

/** One period: its days (both included) and its figures. */
export const dashboardPeriodSchema = z.object({
  from: day,
  to: day,
  monitor: monitorPeriodSchema.nullable(),
  crm: crmPeriodSchema.nullable(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const pipelineEntrySchema = z.object({ progress: z.enum(ANCHOR_PROGRESSES), count });
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

/** A top streamer of this week (by diamonds). `id` is the monitored streamer's. */
export const topStreamerSchema = z.object({
  id: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  diamonds: count,
  liveMs: count,
  pks: count,
});
export type TopStreamer = z.infer<typeof topStreamerSchema>;

/** A top operator of this week (by orders taken, then taking rate, then guild joins). */
export const topOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  ordersDispatched: count,
  ordersTaken: count,
  takingRate: z.number().min(0).max(1).nullable(),
  guildJoined: count,
});
export type TopOperator = z.infer<typeof topOperatorSchema>;

/** One day of the history; a part the caller may not see is null. */
export const historyDaySchema = z.object({
  day,
  diamonds: count.nullable(),
  liveMs: count.nullable(),
  pks: count.nullable(),
  ordersTaken: count.nullable(),
});
export type HistoryDay = z.infer<typeof historyDaySchema>;

export const dashboardFiguresSchema = z.object({
  /** Server time, ISO 8601 with offset. */
  serverTime: z.string(),
  /** Which parts the caller sees: monitoring (`monitor:list`), CRM (`anchor:list`). */
  sections: z.object({ monitor: z.boolean(), crm: z.boolean() }),
  live: liveNowSchema.nullable(),
  periods: z.object({
    today: dashboardPeriodSchema,
    yesterday: dashboardPeriodSchema,
    thisWeek: dashboardPeriodSchema,
    lastWeek: dashboardPeriodSchema,
  }),
  /** Streamers of the CRM scope by progress, every progress listed (0 included), in pipeline order. */
  pipeline: z.array(pipelineEntrySchema).nullable(),
  /** Up to 10, most diamonds this week first. */
  topStreamers: z.array(topStreamerSchema).nullable(),
  /** Up to 10 operators of the CRM scope. */
  topOperators: z.array(topOperatorSchema).nullable(),
  /** Oldest day first, `range` days ending today. */
  history: z.array(historyDaySchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
