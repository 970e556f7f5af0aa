/**
 * Weekly reports at the size of a large guild (issue budget: generating 5,000 reports < 60 s): 5,000 monitored
 * streamers with 6 lives in one week and 6 PKs a live (30,000 sessions, 180,000 PKs), generated in SQL (the seeding is
 * not measured). `POST api/weeklyReports/generate` is timed as the administrator, first (all new reports) and again
 * (all drafts regenerated); each answer is checked (5,000 reports written) before it counts.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { GenerateReportsResult } from '../../../streams/contracts/weekly-reports';
import { auth, login } from '../../integration/helpers/session';
import { ADMIN_PASSWORD, buildTestApp } from '../../integration/helpers/test-app';

export interface ReportsBenchRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

/** The week generated: Monday 2026-03-02 in the test app's zone. */
const WEEK = '2026-03-02';
const STREAMERS = 5000;
const BUDGET_MS = 60_000;

export async function runReportsBench(): Promise<{ rows: ReportsBenchRow[]; notes: string[] }> {
  const t = await buildTestApp({ env: { SAMPLE_DATA: 'false', LOGIN_CAPTCHA: 'false' }, crm: { sweepMs: 0 } });
  try {
    const db = t.app.db;
    await db.execute(sql`insert into monitored_streamers (unique_id, nickname, type) select 'rep_' || g, 'Rep ' || g, 'regular' from generate_series(1, ${STREAMERS}) g`);
    // Six lives a streamer, Monday to Saturday from 12:00 UTC (well inside the week in any zone), 6 hours each.
    await db.execute(sql`insert into live_sessions (streamer_id, started_at, ended_at, duration_ms, monitored_from, pk_count)
      select s.id, timestamptz '2026-03-02 12:00Z' + d * interval '1 day', timestamptz '2026-03-02 18:00Z' + d * interval '1 day', 21600000,
             timestamptz '2026-03-02 12:01Z' + d * interval '1 day', 6
        from monitored_streamers s, generate_series(0, 5) d where s.unique_id like 'rep_%'`);
    // Six 10-minute PKs a live, the first (30 + id % 90) minutes in, 50 minutes apart.
    await db.execute(sql`insert into live_session_pks (session_id, battle_id, started_at, ended_at)
      select l.id, 'b' || l.id || '_' || k, l.started_at + ((30 + l.id % 90) + k * 50) * interval '1 minute', l.started_at + ((40 + l.id % 90) + k * 50) * interval '1 minute'
        from live_sessions l, generate_series(0, 5) k`);
    await db.execute(sql`analyze`);
    const headers = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const timed = async (label: string): Promise<ReportsBenchRow> => {
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/weeklyReports/generate', headers, payload: { week: WEEK } });
      const ms = performance.now() - started;
      if (res.statusCode !== 201) throw new Error(`generate → ${res.statusCode} ${res.body}`);
      const body = res.json<GenerateReportsResult>();
      if (body.generated !== STREAMERS) throw new Error(`generate wrote ${body.generated} reports, expected ${STREAMERS}`);
      return { metric: `weekly reports: generate ${STREAMERS.toLocaleString('en-US')} (${label})`, figure: `${(ms / 1000).toFixed(1)} s`, target: `< ${BUDGET_MS / 1000} s`, pass: ms < BUDGET_MS };
    };
    const rows = [await timed('new'), await timed('drafts regenerated')];
    return { rows, notes: [`weekly reports: ${STREAMERS} streamers × 6 lives × 6 PKs on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`] };
  } finally {
    await t.close();
  }
}
