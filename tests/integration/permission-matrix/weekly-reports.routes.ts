/** Permission matrix: the weekly reports and their advice texts (api/weeklyReports*, api/adviceTexts*). See matrix.ts. */
import { and, eq } from 'drizzle-orm';
import { liveSessions, monitoredStreamers } from '../../../server/db/schema/monitor';
import { weeklyReports } from '../../../server/db/schema/weekly-reports';
import type { MatrixContext, MatrixRoute } from './matrix';

/** The Monday the matrix's reports are generated for. */
const WEEK = '2026-03-02';

/** A fresh monitored streamer with one live in {@link WEEK} and its generated draft report; returns the ids. */
async function report(ctx: MatrixContext): Promise<{ id: number; streamerId: number }> {
  const uniqueId = ctx.unique('wr');
  const [streamer] = await ctx.app.db.insert(monitoredStreamers).values({ uniqueId, nickname: uniqueId, type: 'regular' }).returning({ id: monitoredStreamers.id });
  const start = new Date('2026-03-03T10:00:00Z');
  await ctx.app.db.insert(liveSessions).values({ streamerId: streamer!.id, startedAt: start, endedAt: new Date(start.getTime() + 3_600_000), durationMs: 3_600_000, monitoredFrom: start });
  await ctx.asAdmin('POST', '/api/weeklyReports/generate', { week: WEEK });
  const [row] = await ctx.app.db.select({ id: weeklyReports.id }).from(weeklyReports).where(and(eq(weeklyReports.streamerId, streamer!.id), eq(weeklyReports.weekStart, WEEK)));
  return { id: row!.id, streamerId: streamer!.id };
}

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/weeklyReports', permission: 'weeklyReport:list', request: async () => ({ url: `/api/weeklyReports?week=${WEEK}&sort=uniqueId,asc` }) },
  // The permitted caller of the matrix has data scope `all`, so it reaches the fresh report.
  { method: 'GET', route: 'api/weeklyReports/{id}', permission: 'weeklyReport:list', request: async (ctx) => ({ url: `/api/weeklyReports/${(await report(ctx)).id}` }) },
  { method: 'POST', route: 'api/weeklyReports/generate', permission: 'weeklyReport:edit', request: async () => ({ url: '/api/weeklyReports/generate', payload: { week: WEEK } }) },
  { method: 'PUT', route: 'api/weeklyReports', permission: 'weeklyReport:edit', request: async (ctx) => ({ url: '/api/weeklyReports', payload: { id: (await report(ctx)).id, state: 'reviewed', advice: ['Keep it up.'] } }) },
  { method: 'PUT', route: 'api/weeklyReports/lang', permission: 'weeklyReport:edit', request: async (ctx) => ({ url: '/api/weeklyReports/lang', payload: { streamerId: (await report(ctx)).streamerId, lang: 'ko' } }) },
  { method: 'POST', route: 'api/weeklyReports/{id}/key', permission: 'weeklyReport:edit', request: async (ctx) => ({ url: `/api/weeklyReports/${(await report(ctx)).id}/key` }) },
  {
    method: 'DELETE',
    route: 'api/weeklyReports/{id}/key',
    permission: 'weeklyReport:edit',
    request: async (ctx) => {
      const { id } = await report(ctx);
      await ctx.asAdmin('POST', `/api/weeklyReports/${id}/key`);
      return { url: `/api/weeklyReports/${id}/key` };
    },
  },
  { method: 'GET', route: 'api/adviceTexts', permission: 'adviceText:edit', request: async () => ({ url: '/api/adviceTexts' }) },
  { method: 'PUT', route: 'api/adviceTexts', permission: 'adviceText:edit', request: async () => ({ url: '/api/adviceTexts', payload: { key: 'pkGap.ok', lang: 'ko', text: '라이브 {lives}회 모두 PK 간격 {target}분 이상.' } }) },
  { method: 'DELETE', route: 'api/adviceTexts', permission: 'adviceText:edit', request: async () => ({ url: '/api/adviceTexts?key=pkGap.ok&lang=ko' }) },
  { method: 'GET', route: 'api/adviceTexts/preview', permission: 'adviceText:edit', request: async () => ({ url: '/api/adviceTexts/preview?lang=ar' }) },
];
