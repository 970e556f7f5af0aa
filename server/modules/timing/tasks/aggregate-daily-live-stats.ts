/**
 * `aggregateDailyLiveStats {date?}`: sums one day's monitored live sessions per streamer (the daily live
 * statistics). The day is `date` (`yyyy-MM-dd`) or, by default, yesterday, in the server's zone; a session counts on the
 * day it started. The result is stored in the KV store under {@link dailyLiveStatsKey} for {@link DAILY_STATS_TTL_MS}
 * (a later page reads it without scanning the sessions again) and returned as a summary.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { and, asc, count, eq, gte, lt, max, sum } from 'drizzle-orm';
import { z } from 'zod';
import { liveSessions, monitoredStreamers } from '../../../db/schema/monitor';
import { defineTask } from '../task-registry';

/** KV key of a day's figures. */
export const dailyLiveStatsKey = (date: string) => `live-stats:daily:${date}`;
/** How long a day's figures are kept: 400 days (a year back plus room). */
export const DAILY_STATS_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/** One streamer's figures of the day. */
export interface StreamerDayStats {
  streamerId: number;
  uniqueId: string;
  nickname: string;
  sessions: number;
  /** Summed duration of the day's ended sessions, ms. */
  durationMs: number;
  diamonds: number;
  likes: number;
  newFollowers: number;
  shares: number;
  pkCount: number;
  peakViewers: number;
}

/** What is stored under {@link dailyLiveStatsKey}. */
export interface DailyLiveStats {
  date: string;
  zone: string;
  computedAt: string;
  streamers: StreamerDayStats[];
}

export const aggregateDailyLiveStats = defineTask({
  name: 'aggregateDailyLiveStats',
  description: "Sums yesterday's monitored live sessions per streamer (or a given day's) and keeps the result for a year.",
  params: z
    .object({
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'date: expected yyyy-MM-dd')
        .refine((text) => !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime()), 'date: not a calendar date')
        .optional(),
    })
    .strict(),
  paramsHint: '{"date":"2025-01-31"}',
  async run({ db, kv, zone, now }, { date }) {
    const day = date ?? format(addDays(new TZDate(now.getTime(), zone), -1), 'yyyy-MM-dd');
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const start = new TZDate(y, m - 1, d, zone);
    const end = addDays(start, 1);
    const n = (value: unknown) => Number(value ?? 0);
    const rows = await db
      .select({
        streamerId: liveSessions.streamerId,
        uniqueId: monitoredStreamers.uniqueId,
        nickname: monitoredStreamers.nickname,
        sessions: count(),
        durationMs: sum(liveSessions.durationMs),
        diamonds: sum(liveSessions.diamonds),
        likes: sum(liveSessions.likes),
        newFollowers: sum(liveSessions.newFollowers),
        shares: sum(liveSessions.shares),
        pkCount: sum(liveSessions.pkCount),
        peakViewers: max(liveSessions.peakViewers),
      })
      .from(liveSessions)
      .innerJoin(monitoredStreamers, eq(monitoredStreamers.id, liveSessions.streamerId))
      .where(and(gte(liveSessions.startedAt, new Date(start.getTime())), lt(liveSessions.startedAt, new Date(end.getTime()))))
      .groupBy(liveSessions.streamerId, monitoredStreamers.uniqueId, monitoredStreamers.nickname)
      .orderBy(asc(monitoredStreamers.uniqueId));
    const streamers: StreamerDayStats[] = rows.map((row) => ({
      streamerId: row.streamerId,
      uniqueId: row.uniqueId,
      nickname: row.nickname,
      sessions: n(row.sessions),
      durationMs: n(row.durationMs),
      diamonds: n(row.diamonds),
      likes: n(row.likes),
      newFollowers: n(row.newFollowers),
      shares: n(row.shares),
      pkCount: n(row.pkCount),
      peakViewers: n(row.peakViewers),
    }));
    const stats: DailyLiveStats = { date: day, zone, computedAt: now.toISOString(), streamers };
    await kv.set(dailyLiveStatsKey(day), JSON.stringify(stats), DAILY_STATS_TTL_MS);
    return {
      date: day,
      streamers: streamers.length,
      sessions: streamers.reduce((total, s) => total + s.sessions, 0),
      diamonds: streamers.reduce((total, s) => total + s.diamonds, 0),
    };
  },
});
