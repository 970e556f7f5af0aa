/**
 * The weekly data at the size of a large guild (product targets: the week page `GET api/weekData` p95 < 50 ms, and
 * recomputing one week for every streamer < 30 s, at 5,000 monitored streamers × 52 weeks of sessions).
 *
 * The population is the dashboard bench's (dashboard/dashboard-bench.ts `seedScale`: 5,000 streamers, ~1.5 million
 * sessions over a year), plus what the week rows copy from the CRM: 4 streamers in 5 have a CRM row (operator, their
 * department, game / shopping / general, basic / senior / none), every 10th has only a monitoring staff member (the
 * manager), the rest nobody. Nothing of the seeding is measured.
 *
 * Rows:
 * - the `recomputeWeekData` timed task as the scheduler runs it, for last week (the newest whole week of sessions): first
 *   run (rows written) and again (rows updated), each checked against the sessions; then every other week of the year
 *   is recomputed (the page reads a table of 52 weeks, and its rows' previous week exists);
 * - the week page as the administrator, a manager (their department) and an operator (their own streamers), with
 *   each filter alone and three sorts, n calls each; the figure is the worst p95. Before a combination is timed its
 *   answer is checked against the generated population: the total, and the page's rows and order, computed here from
 *   the sessions themselves (not from `week_data`).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WeekDataRow } from '../../../streams/contracts/week-data';
import { queryRows } from '../../../server/db/database';
import { weekOf, weeksBefore, type WeekRange } from '../../../server/modules/week-data/week-range';
import { deptId } from '../../integration/helpers/fixtures';
import { auth, login } from '../../integration/helpers/session';
import { ADMIN_PASSWORD, buildTestApp } from '../../integration/helpers/test-app';
import { staff, type Staff } from '../../integration/anchors/crm-fixtures';
import { seedScale } from '../dashboard/dashboard-bench';
import { injectP95, percentile } from '../inject-timing';

export interface WeekBenchRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

const PAGE_BUDGET_MS = 50;
const RECOMPUTE_BUDGET_MS = 30_000;
const OPERATORS = 20;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** What the bench expects of one streamer's week: attributes from the generation rule, figures from its sessions. */
interface Expected {
  streamerId: number;
  uniqueId: string;
  nickname: string;
  groupId: number | null;
  managerId: number | null;
  streamerType: WeekDataRow['streamerType'];
  inviteType: WeekDataRow['inviteType'];
  liveCount: number;
  liveDurationMs: number;
  liveDays: number;
  pkCount: number;
  diamonds: number;
  likes: number;
  newFollowers: number;
}

/** The CRM side of the population: operator `g % 20` works streamer g (g % 5 ≠ 0); the manager staffs every 10th. */
async function seedAttributes(app: FastifyInstance, operators: Staff[], operatorDepts: number[], manager: Staff) {
  const ops = `array[${operators.map((o) => o.id).join(',')}]`;
  const depts = `array[${operatorDepts.join(',')}]`;
  await app.db.execute(
    sql.raw(`insert into anchors (anchor_id, unique_id, progress, operator_id, dept_id, game_streamer, shopping_streamer, invite_type, create_time)
      select 'scale_' || g, 'Scale_' || g, 'guildJoined', (${ops})[1 + g % ${OPERATORS}], (${depts})[1 + g % ${OPERATORS}], g % 3 = 0, g % 3 = 1,
             case g % 4 when 0 then 'senior' when 1 then 'basic' end, now() - interval '400 days'
        from generate_series(1, 5000) g where g % 5 <> 0`),
  );
  await app.db.execute(sql.raw(`update monitored_streamers set staff_id = ${manager.id} where unique_id like 'scale_%' and substr(unique_id, 7)::int % 10 = 0`));
  await app.db.execute(sql.raw('analyze'));
}

/**
 * Every streamer's expected row of `range`: attributes by the generation rule, figures summed here from the week's
 * sessions (a session belongs to the week of its start; live days = distinct local start dates; duration of the ended).
 */
async function expectedWeek(app: FastifyInstance, range: WeekRange, zone: string, operators: Staff[], operatorDepts: number[], manager: Staff, managerDept: number): Promise<Map<number, Expected>> {
  const streamers = await queryRows<{ id: number; unique_id: string; nickname: string }>(app.db, sql`select id, unique_id, nickname from monitored_streamers where unique_id like 'scale_%'`);
  const byId = new Map<number, Expected & { days: Set<string> }>();
  for (const s of streamers) {
    const g = Number(s.unique_id.slice('scale_'.length));
    const crm = g % 5 !== 0;
    byId.set(s.id, {
      streamerId: s.id,
      uniqueId: s.unique_id,
      nickname: s.nickname,
      groupId: crm ? operatorDepts[g % OPERATORS]! : g % 10 === 0 ? managerDept : null,
      managerId: crm ? operators[g % OPERATORS]!.id : g % 10 === 0 ? manager.id : null,
      streamerType: crm ? (g % 3 === 0 ? 'game' : g % 3 === 1 ? 'shopping' : 'general') : null,
      inviteType: crm ? (g % 4 === 0 ? 'elite' : g % 4 === 1 ? 'regular' : null) : null,
      liveCount: 0,
      liveDurationMs: 0,
      liveDays: 0,
      pkCount: 0,
      diamonds: 0,
      likes: 0,
      newFollowers: 0,
      days: new Set(),
    });
  }
  const sessions = await queryRows<{ streamer_id: number; started_at: string | Date; ended_at: string | Date | null; duration_ms: string | number | null; pk_count: number; diamonds: string | number; likes: string | number; new_followers: number }>(
    app.db,
    sql`select streamer_id, started_at, ended_at, duration_ms, pk_count, diamonds, likes, new_followers from live_sessions
         where started_at >= ${range.start.toISOString()}::timestamptz and started_at < ${range.end.toISOString()}::timestamptz`,
  );
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const s of sessions) {
    const e = byId.get(s.streamer_id);
    if (!e) continue;
    e.liveCount += 1;
    if (s.ended_at !== null) e.liveDurationMs += Number(s.duration_ms ?? 0);
    e.days.add(localDate.format(new Date(s.started_at)));
    e.pkCount += s.pk_count;
    e.diamonds += Number(s.diamonds);
    e.likes += Number(s.likes);
    e.newFollowers += s.new_followers;
  }
  const expected = new Map<number, Expected>();
  for (const [id, { days, ...e }] of byId) expected.set(id, { ...e, liveDays: days.size });
  return expected;
}

const FIGURES = ['liveCount', 'liveDurationMs', 'liveDays', 'pkCount', 'diamonds', 'likes', 'newFollowers'] as const;
const ATTRIBUTES = ['uniqueId', 'groupId', 'managerId', 'streamerType', 'inviteType'] as const;

/** The stored week rows of `week` that differ from `expected` (at most 3 described), or a missing/extra count. */
async function weekRowProblems(app: FastifyInstance, week: string, expected: Map<number, Expected>): Promise<string[]> {
  const stored = await queryRows<Record<string, unknown> & { streamer_id: number }>(
    app.db,
    sql`select streamer_id, unique_id as "uniqueId", group_id as "groupId", manager_id as "managerId", streamer_type as "streamerType", invite_type as "inviteType",
               live_count as "liveCount", live_duration_ms::float8 as "liveDurationMs", live_days as "liveDays", pk_count as "pkCount",
               diamonds::float8 as diamonds, likes::float8 as likes, new_followers as "newFollowers"
          from week_data where week_start = ${week}::date`,
  );
  const problems: string[] = [];
  if (stored.length !== expected.size) problems.push(`${stored.length} rows, expected ${expected.size}`);
  for (const row of stored) {
    const e = expected.get(row.streamer_id);
    if (!e) {
      problems.push(`unexpected streamer ${row.streamer_id}`);
      continue;
    }
    const off = [...FIGURES, ...ATTRIBUTES].filter((key) => row[key] !== e[key]);
    if (off.length > 0) problems.push(`${e.uniqueId}: ${off.map((key) => `${key} ${String(row[key])} ≠ ${String(e[key])}`).join(', ')}`);
  }
  return problems.slice(0, 3);
}

/** A page query of the bench: the filter (URL form) and how it selects among expected rows. */
interface Filter {
  query: string;
  keep: (e: Expected) => boolean;
}

type Sort = { query: string; key: 'diamonds' | 'liveDurationMs' | 'pkCount'; dir: 1 | -1 };

/** The first page of the expected rows a caller reaches, filtered and sorted as the list does (tie: streamer id asc). */
function expectedPage(rows: Expected[], reach: (e: Expected) => boolean, filter: Filter, sort: Sort, size: number) {
  const kept = rows.filter((e) => reach(e) && filter.keep(e));
  kept.sort((a, b) => sort.dir * (a[sort.key] - b[sort.key]) || a.streamerId - b.streamerId);
  return { total: kept.length, ids: kept.slice(0, size).map((e) => e.streamerId) };
}

/** Rows for `npm run bench` (`--only=week`) and notes. `samples` = timed calls per page combination. */
export async function runWeekBench(samples = 30): Promise<{ rows: WeekBenchRow[]; notes: string[] }> {
  const t = await buildTestApp({ env: { SAMPLE_DATA: 'false', LOGIN_CAPTCHA: 'false' }, crm: { sweepMs: 0 } });
  const notes: string[] = [];
  const rows: WeekBenchRow[] = [];
  try {
    const { app } = t;
    const zone = app.config.timeZone;
    const admin = auth((await login(app, 'admin', ADMIN_PASSWORD)).token);
    const alpha = await deptId(app, 'seed:dept.liveTeamAlpha');
    const beta = await deptId(app, 'seed:dept.liveTeamBeta');
    const operators: Staff[] = [];
    const operatorDepts: number[] = [];
    for (let i = 0; i < OPERATORS; i++) {
      operators.push(await staff(app, { permissions: ['weekData:list'], dataScope: 'own' }, i % 2 === 0 ? 'seed:dept.liveTeamAlpha' : 'seed:dept.liveTeamBeta'));
      operatorDepts.push(i % 2 === 0 ? alpha : beta);
    }
    const manager = await staff(app, { permissions: ['weekData:list', 'anchor:allocate'], dataScope: 'own' }, 'seed:dept.liveTeamAlpha');
    const seedStart = performance.now();
    await seedScale(app, operators[0]!.id);
    await seedAttributes(app, operators, operatorDepts, manager);
    const [sessions] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from live_sessions`);
    notes.push(`week: seeded 5,000 streamers and ${fmt(sessions!.n, 0)} sessions (dashboard/dashboard-bench.ts seedScale) with their CRM rows in ${fmt((performance.now() - seedStart) / 1000)} s (${t.db.driver}, zone ${zone}).`);

    // The recompute, as the scheduler runs the task, of last week: the newest week whose sessions are all generated.
    const task = app.timing.registry.get('recomputeWeekData');
    if (!task) throw new Error('the recomputeWeekData task is not registered');
    const week = weeksBefore(weekOf(new Date(), zone), 1, zone);
    const expected = await expectedWeek(app, week, zone, operators, operatorDepts, manager, alpha);
    const recompute = async (range: WeekRange) => {
      const started = performance.now();
      const written = (await task.run({ db: app.db, kv: app.kv, log: app.log, zone, now: new Date() }, { week: range.week })) as Record<string, number>;
      return { ms: performance.now() - started, written: written[range.week] ?? 0 };
    };
    for (const label of ['rows written', 'rows updated']) {
      const run = await recompute(week);
      const problems = await weekRowProblems(app, week.week, expected);
      if (run.written !== expected.size || problems.length > 0) throw new Error(`recompute of ${week.week} (${label}) wrote ${run.written} rows; ${problems.join('; ') || 'rows right'}`);
      rows.push({ metric: `Week data: recompute one week, all ${fmt(expected.size, 0)} streamers (recomputeWeekData {week}, ${label})`, figure: `${fmt(run.ms / 1000, 2)} s`, target: `< ${RECOMPUTE_BUDGET_MS / 1000} s`, pass: run.ms < RECOMPUTE_BUDGET_MS });
    }
    // The rest of the year, so the page reads a table of 52 weeks (and the previous week of every row exists).
    const others: number[] = [];
    for (let back = 1; back <= 52; back++) others.push((await recompute(weeksBefore(week, back, zone))).ms);
    const current = await recompute(weekOf(new Date(), zone));
    others.sort((a, b) => a - b);
    const [stored] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from week_data`);
    await app.db.execute(sql.raw('vacuum analyze week_data'));
    notes.push(
      `week: recomputed the 52 weeks before ${week.week} too (median ${fmt(percentile(others, 50) / 1000, 2)} s, slowest ${fmt(others.at(-1)! / 1000, 2)} s) and the current week ` +
        `(${fmt(current.ms / 1000, 2)} s, ${fmt(current.written, 0)} rows); week_data holds ${fmt(stored!.n, 0)} rows.`,
    );

    // The page: callers × filters × sorts, each answer checked before it is timed.
    const all = [...expected.values()];
    const someOperator = operators[0]!;
    const callers: [string, Record<string, string>, (e: Expected) => boolean][] = [
      ['admin', admin, () => true],
      ['manager', manager.headers, (e) => e.groupId === alpha || e.managerId === manager.id],
      ['operator', someOperator.headers, (e) => e.managerId === someOperator.id],
    ];
    const filters: Filter[] = [
      { query: '', keep: () => true },
      { query: `groupId=${alpha}`, keep: (e) => e.groupId === alpha },
      { query: `managerId=${someOperator.id}`, keep: (e) => e.managerId === someOperator.id },
      { query: 'streamerType=game', keep: (e) => e.streamerType === 'game' },
      { query: 'inviteType=elite', keep: (e) => e.inviteType === 'elite' },
      { query: 'blurry=424', keep: (e) => e.uniqueId.includes('424') || e.nickname.toLowerCase().includes('424') },
    ];
    const sorts: Sort[] = [
      { query: 'diamonds,desc', key: 'diamonds', dir: -1 },
      { query: 'liveDurationMs,asc', key: 'liveDurationMs', dir: 1 },
      { query: 'pkCount,desc', key: 'pkCount', dir: -1 },
    ];
    const size = 20;
    const timings: { p95: number; who: string; query: string }[] = [];
    for (const [who, headers, reach] of callers) {
      for (const filter of filters) {
        for (const sort of sorts) {
          const query = `week=${week.week}&page=0&size=${size}&sort=${sort.query}${filter.query ? `&${filter.query}` : ''}`;
          const url = `/api/weekData?${query}`;
          const res = await app.inject({ method: 'GET', url, headers });
          if (res.statusCode !== 200) throw new Error(`${who} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          const body = res.json<{ content: WeekDataRow[]; totalElements: number }>();
          const want = expectedPage(all, reach, filter, sort, size);
          const got = body.content.map((row) => row.streamerId);
          if (body.totalElements !== want.total || got.join() !== want.ids.join()) {
            throw new Error(`${who} ${query}: total ${body.totalElements} (expected ${want.total}), page ${got.slice(0, 5).join(',')}… (expected ${want.ids.slice(0, 5).join(',')}…)`);
          }
          if (body.content.some((row) => row.previous === null)) throw new Error(`${who} ${query}: a row without its previous week`);
          timings.push({ p95: await injectP95(app, headers, url, samples), who, query: query.replace(`week=${week.week}&page=0&size=${size}&`, '') });
        }
      }
    }
    timings.sort((a, b) => b.p95 - a.p95);
    const worst = timings[0]!;
    notes.push(
      `week: GET api/weekData: ${timings.length} combinations, median p95 ${fmt(timings[Math.floor(timings.length / 2)]!.p95, 2)} ms; slowest: ` +
        `${timings
          .slice(0, 4)
          .map((c) => `${fmt(c.p95)} ms ${c.who} ${c.query}`)
          .join('; ')}.`,
    );
    rows.unshift({
      metric: `Week data: GET api/weekData, worst p95 over callers × filters × sorts (n=${samples} each)`,
      figure: `${fmt(worst.p95, 2)} ms (${worst.who}: ${worst.query})`,
      target: `< ${PAGE_BUDGET_MS} ms`,
      pass: worst.p95 < PAGE_BUDGET_MS,
    });
    return { rows, notes };
  } finally {
    await t.close();
  }
}
