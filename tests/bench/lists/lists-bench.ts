/**
 * Every big list of the console at 100,000 rows (issue "Speed at the limit, measured against bare anchors": every
 * list endpoint p95 < 30 ms at 100,000 rows), each beside its anchor: the bare SQL page of the same table — `SELECT *
 * … ORDER BY <the list's default order> LIMIT <the page size>`, with only the WHERE the list always has (the
 * operation log's `log_type`) — through the same driver (`app.db`: drizzle over PGlite, or over node-postgres when
 * DATABASE_URL is set). The ratio says what the endpoint costs above reading the page itself: the count, the joins,
 * permission and data scope, validation and serialization.
 *
 * The endpoints are called through `app.inject` as the administrator (scope all), sequentially, with the page size
 * and no sort (their default order); the anchors the same number of times, sequentially, after the same warm-up.
 * Tables are seeded by seed-lists.ts.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_ORDER } from '../../../streams/contracts/monitor-room';
import { buildTestApp, ADMIN_PASSWORD } from '../../integration/helpers/test-app';
import { auth, login } from '../../integration/helpers/session';
import { injectP95, percentile } from '../inject-timing';
import { seedLists } from './seed-lists';

export interface ListsBenchRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

export interface ListsBenchOptions {
  /** Rows seeded in each list's table. */
  rows: number;
  /** Timed calls per endpoint and per anchor (after 3 untimed ones). */
  samples: number;
}

/** The issue's target for a list page (ms). */
const MAX_P95_MS = 30;
/** The page size of the calls and of the anchors' LIMIT (the console's lists ask for 10 to 50). */
const PAGE_SIZE = 20;

/** The monitor room list's default order (server/modules/monitor-room/repository.ts `pageOfRooms`). */
const roomOrder = `case status ${LIVE_ORDER.map((status, i) => `when '${status}' then ${i}`).join(' ')} else ${LIVE_ORDER.length} end, live_since asc nulls last, nickname asc, id asc`;

/** Each list: its endpoint, and the bare page of its table in the list's default order (tie-break included). */
const LISTS: { url: string; anchor: string }[] = [
  { url: '/api/users', anchor: 'select * from users order by id desc, id asc' },
  { url: '/api/logs', anchor: `select * from operation_logs where log_type = 'INFO' order by create_time desc, id desc` },
  { url: '/api/monitor/streamers', anchor: 'select * from monitored_streamers order by id desc, id asc' },
  { url: '/api/monitor/rooms', anchor: `select * from monitored_streamers order by ${roomOrder}` },
  { url: '/api/monitor/sessions', anchor: 'select * from live_sessions order by started_at desc, id desc' },
  { url: '/api/anchors', anchor: 'select * from anchors order by create_time desc, id desc' },
  { url: '/api/anchorServiceLogs', anchor: 'select * from anchor_service_logs order by create_time desc, id desc' },
  { url: '/api/anchorOrders', anchor: 'select * from anchor_orders order by live_start_time desc, id desc' },
  { url: '/api/jobs/logs', anchor: 'select * from timed_task_logs order by id desc, id desc' },
  { url: '/api/deviceCommandLog', anchor: 'select * from device_command_log order by id desc, id desc' },
  { url: '/api/lottery/codes', anchor: 'select * from lottery_codes order by create_time desc, id desc' },
  { url: '/api/lottery/records', anchor: 'select * from lottery_records order by lottery_time desc, id desc' },
];

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** p95 (ms) of `n` runs of `query` through the app's database handle, after 3 untimed ones. @throws when it reads no row. */
async function queryP95(app: FastifyInstance, query: string, n: number): Promise<number> {
  const statement = sql.raw(query);
  for (let i = 0; i < 3; i++) await app.db.execute(statement);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const result = await app.db.execute(statement);
    times.push(performance.now() - start);
    // node-postgres answers a result with `rows`, PGlite too; an empty page would be a broken anchor, not a fast one.
    if ((result as { rows?: unknown[] }).rows?.length === 0) throw new Error(`anchor read no rows: ${query}`);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}

/** Seeds the lists' tables and measures each endpoint beside its anchor. */
export async function runListsBench(options: ListsBenchOptions): Promise<{ rows: ListsBenchRow[]; notes: string[] }> {
  const rows: ListsBenchRow[] = [];
  const notes: string[] = [];
  const t = await buildTestApp({ crm: { sweepMs: 0 } });
  try {
    const { app } = t;
    const headers = auth((await login(app, 'admin', ADMIN_PASSWORD)).token);
    const seedMs = await seedLists(app, options.rows);
    const backend = t.db.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';
    notes.push(`lists: seeded ${fmt(options.rows, 0)} rows in each list's table in ${fmt(seedMs / 1_000)} s (${backend}, INSERT … SELECT generate_series, then VACUUM ANALYZE).`);
    const totals: string[] = [];
    const offEstimates: string[] = [];
    for (const list of LISTS) {
      const url = `${list.url}?page=0&size=${PAGE_SIZE}`;
      // What the endpoint answers must be the seeded list, not an empty page that happens to be fast.
      const probe = await app.inject({ method: 'GET', url, headers });
      if (probe.statusCode !== 200) throw new Error(`${url} answered ${probe.statusCode}: ${probe.body.slice(0, 300)}`);
      const page = probe.json<{ content: unknown[]; totalElements: number; totalApproximate?: boolean }>();
      if (page.content.length < PAGE_SIZE) throw new Error(`${url} answered ${page.content.length} rows of ${fmt(page.totalElements, 0)}`);
      totals.push(`${list.url} ${page.totalApproximate ? '~' : ''}${fmt(page.totalElements, 0)}`);
      // An "about N" total is the planner's estimate; one far below the rows just seeded is a wrong figure on screen.
      if (page.totalApproximate && page.totalElements < options.rows / 2) offEstimates.push(`${list.url} says about ${fmt(page.totalElements, 0)}`);
      const endpoint = await injectP95(app, headers, url, options.samples);
      const anchor = await queryP95(app, `${list.anchor} limit ${PAGE_SIZE}`, options.samples);
      rows.push({
        metric: `Lists: GET ${list.url.slice(1)} (${fmt(options.rows, 0)} rows, ${backend}; app.inject, sequential, n=${options.samples}), p95 vs bare SQL page`,
        figure: `${fmt(endpoint, 2)} ms; bare ${fmt(anchor, 2)} ms (×${fmt(endpoint / anchor)})`,
        target: `< ${MAX_P95_MS} ms`,
        pass: endpoint < MAX_P95_MS,
      });
    }
    notes.push(
      `lists: admin (scope all), page 0 of ${PAGE_SIZE}, default sort; bare = \`SELECT * FROM <table> ORDER BY <default order, tie-break> LIMIT ${PAGE_SIZE}\` through app.db ` +
        `(no count, no join); totals answered: ${totals.join(', ')}.`,
    );
    if (offEstimates.length > 0) notes.push(`lists: approximate totals far below the ${fmt(options.rows, 0)} rows seeded: ${offEstimates.join('; ')}.`);
  } finally {
    await t.close();
  }
  return { rows, notes };
}
