/**
 * The data dashboard at the size of a large guild (issue budget: `GET api/dashboard/figures` p95 < 200 ms at 5,000
 * monitored streamers × 52 weeks of sessions): 5,000 streamers with 300 sessions each (~1.5 million), 294 of them live
 * with an hour of minutes, 20,000 CRM streamers with a year of orders (~260,000) and progress entries, generated in SQL
 * (the seeding is not measured) and `vacuum analyze`d. The figures are read as the administrator and as an operator,
 * 7 and 30 days of history; each answer is checked against the generated population before it is timed.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DashboardFigures } from '../../../streams/contracts/dashboard';
import { OPERATOR, staff } from '../../integration/anchors/crm-fixtures';
import { auth, login } from '../../integration/helpers/session';
import { ADMIN_PASSWORD, buildTestApp } from '../../integration/helpers/test-app';
import { percentile } from '../inject-timing';

export interface DashboardBenchRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

/**
 * The guild at scale, written in SQL and `vacuum analyze`d: 5,000 monitored streamers `scale_1` … `scale_5000` with 300
 * ended sessions each over the last 364 days (one every 29 hours, 1–3 hours long; diamonds `(streamer id × k) % 5000`,
 * `k % 4` PKs), one running session for every 17th streamer id, 20,000 CRM streamers `scale_a…` (every 50th allocated to
 * `operatorId`) with a year of orders and progress entries. Shared with the weekly data bench (week/week-bench.ts).
 */
export async function seedScale(app: FastifyInstance, operatorId: number) {
  const db = app.db;
  await db.execute(sql`insert into monitored_streamers (unique_id, nickname, type) select 'scale_' || g, 'Scale ' || g, case when g % 10 = 0 then 'focus' else 'regular' end from generate_series(1, 5000) g`);
  // 300 sessions a streamer over the last 364 days (~6 a week), 1–3 hours each.
  await db.execute(sql`insert into live_sessions (streamer_id, started_at, ended_at, duration_ms, diamonds, pk_count, peak_viewers)
    select s.id, now() - (k * interval '29 hours') - interval '3 hours', now() - (k * interval '29 hours') - interval '3 hours' + ((1 + (k % 3)) * interval '1 hour'),
           (1 + (k % 3)) * 3600000, (s.id * k) % 5000, k % 4, 100
    from monitored_streamers s, generate_series(1, 300) k`);
  await db.execute(sql`insert into live_sessions (streamer_id, started_at, diamonds, pk_count) select id, now() - interval '70 minutes', 100, 1 from monitored_streamers where id % 17 = 0`);
  await db.execute(sql`insert into live_session_minutes (session_id, minute, viewers, diamonds)
    select s.id, date_trunc('minute', now()) - (m * interval '1 minute'), 50 + m, m from live_sessions s, generate_series(0, 59) m where s.ended_at is null`);
  await db.execute(sql`insert into anchors (anchor_id, unique_id, progress, operator_id, create_time)
    select 'scale_a' || g, 'scale_a' || g, (array['new','contacted','enteredLiveRoom','addedWhatsApp','gotInvitationCode','guildJoined','invalid','givenUp'])[1 + g % 8],
           case when g % 50 = 0 then ${operatorId} when g % 3 = 0 then null else 1 end, now() - (g % 365) * interval '1 day'
    from generate_series(1, 20000) g`);
  await db.execute(sql`insert into anchor_orders (anchor_row_id, operator_id, live_start_time, status)
    select a.id, a.operator_id, now() - (w * interval '7 days') - (a.id % 7) * interval '1 day' - interval '1 hour', (array['confirmed','expired','confirmed'])[1 + (a.id + w) % 3]
    from anchors a, generate_series(0, 51) w where a.operator_id is not null and a.id % 2 = 0`);
  await db.execute(sql`insert into anchor_events (anchor_row_id, kind, at, detail)
    select a.id, 'progress', a.create_time + interval '1 day', jsonb_build_object('from', 'new', 'to', a.progress) from anchors a`);
  await db.execute(sql.raw('vacuum analyze'));
}

async function figures(app: FastifyInstance, headers: Record<string, string>, range: string): Promise<{ ms: number; body: DashboardFigures }> {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/dashboard/figures?range=${range}`, headers });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, body: res.json<DashboardFigures>() };
}

/** Rows for `npm run bench`, and notes (the first call of each caller and range, before the past days are cached). */
export async function runDashboardBench(samples = 30): Promise<{ rows: DashboardBenchRow[]; notes: string[] }> {
  const t = await buildTestApp({ env: { SAMPLE_DATA: 'false', LOGIN_CAPTCHA: 'false' }, crm: { sweepMs: 0 } });
  const notes: string[] = [];
  try {
    const admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
    const operator = await staff(t.app, OPERATOR);
    const seedStart = performance.now();
    await seedScale(t.app, operator.id);
    notes.push(`dashboard: seeded 5,000 streamers, ~1.5 million sessions, 20,000 CRM streamers and their orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${t.db.driver}).`);
    let worst = { p95: 0, who: '' };
    const firsts: string[] = [];
    for (const [who, headers] of [
      ['admin', admin],
      ['operator', operator.headers],
    ] as const) {
      for (const range of ['7', '30']) {
        const first = await figures(t.app, headers, range);
        firsts.push(`${who} ${range} days ${first.ms.toFixed(0)} ms`);
        // The answer is the generated population's before it is timed.
        const pipeline = first.body.pipeline?.reduce((sum, p) => sum + p.count, 0);
        if (first.body.history.length !== Number(range)) throw new Error(`history of ${first.body.history.length} days for range ${range}`);
        if (who === 'admin' && (first.body.live?.streamersLive !== 294 || pipeline !== 20_000 || first.body.topStreamers?.length !== 10)) throw new Error(`admin figures off: ${JSON.stringify({ live: first.body.live, pipeline })}`);
        if (who === 'operator' && pipeline !== 400) throw new Error(`operator pipeline ${pipeline}, expected 400`);
        const times: number[] = [];
        for (let i = 0; i < samples; i++) times.push((await figures(t.app, headers, range)).ms);
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        notes.push(`dashboard: ${who}, ${range} days: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms.`);
        if (p95 > worst.p95) worst = { p95, who: `${who}, ${range} days` };
      }
    }
    notes.push(`dashboard: first calls (past days not cached yet): ${firsts.join('; ')}.`);
    return {
      rows: [{ metric: `Dashboard: GET api/dashboard/figures, worst p95 (admin and operator, 7 and 30 days, n=${samples} each)`, figure: `${worst.p95.toFixed(1)} ms (${worst.who})`, target: '< 200 ms', pass: worst.p95 < 200 }],
      notes,
    };
  } finally {
    await t.close();
  }
}
