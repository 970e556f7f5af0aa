/**
 * Seeds the tables behind the big lists of the console at `rows` rows each, set-based (`INSERT … SELECT
 * generate_series`), so seeding 100,000 rows per table takes seconds even on PGlite. Streamers and their service logs
 * come from the CRM bench's seeding (crm/crm-bench.ts `seed`); the rest are written here:
 * users, operation logs, monitored streamers (every 20th live, with its room), live sessions (one per monitored
 * streamer, the live ones still running), streamer orders, timed-task runs, device command log entries, and a lottery
 * activity's codes and draws.
 * Everything is `VACUUM ANALYZE`d at the end, as autovacuum leaves tables a little after a bulk load.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../../server/db/database';
import { seed as seedCrm } from '../crm/crm-bench';

/** Operators the streamers and orders are spread over (seeded users). */
const OPERATORS = 50;

const run = (app: FastifyInstance, text: string) => app.db.execute(sql.raw(text));

async function firstId(app: FastifyInstance, table: string, where: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(app.db, sql.raw(`select min(id)::int as id from ${table} where ${where}`));
  if (row?.id === undefined || row.id === null) throw new Error(`seeding ${table} wrote no rows`);
  return row.id;
}

/** Seeds `rows` rows in each list's table. @returns how long it took (ms). */
export async function seedLists(app: FastifyInstance, rows: number): Promise<number> {
  const started = performance.now();
  const depts = await queryRows<{ id: number }>(app.db, sql.raw('select id from depts order by id'));
  const deptArray = `(array[${depts.map((d) => d.id).join(',')}])`;
  // Users: the admin's password hash (nobody signs in as them), spread over every department.
  await run(
    app,
    `insert into users (dept_id, username, nick_name, gender, phone, email, password, enabled, create_by, update_by, create_time, update_time)
    select ${deptArray}[1 + g % ${depts.length}], 'lb_user_' || g, 'List user ' || g, case when g % 2 = 0 then 'male' else 'female' end,
      '1' || lpad(g::text, 10, '0'), 'lb_user_' || g || '@bench.test', (select password from users where username = 'admin'), g % 13 <> 0,
      'bench', 'bench', now() - (g % 100000) * interval '1 minute', now()
    from generate_series(1, ${rows}) g`,
  );
  const firstUser = await firstId(app, 'users', `username like 'lb_user_%'`);
  const operatorIds = Array.from({ length: OPERATORS }, (_, i) => firstUser + i);
  const operators = `(array[${operatorIds.join(',')}])`;

  await run(
    app,
    `insert into operation_logs (log_type, description, method, params, request_ip, browser, username, time, status, create_time)
    select 'INFO', 'Edit a streamer', 'PUT api/anchors', '{"id":' || g || ',"nickname":"Bench ' || g || '"}', '10.0.' || (g % 250) || '.' || (g % 200),
      'Chrome 130', 'lb_user_' || (1 + g % ${OPERATORS}), g % 90, 204, now() - (g % 200000) * interval '30 seconds'
    from generate_series(1, ${rows}) g`,
  );

  // Monitored streamers: every 20th live (connected, a room, live since up to 5 h ago), the others offline.
  await run(
    app,
    `insert into monitored_streamers (unique_id, nickname, type, room_id, staff_id, enabled, status, last_checked_at, live_since, create_by, update_by, create_time, update_time)
    select 'lb_ms_' || g, 'Monitored ' || g, (array['regular','regular','regular','focus','pk'])[1 + g % 5],
      case when g % 20 = 0 then '7' || lpad(g::text, 18, '0') else null end, ${operators}[1 + g % ${OPERATORS}], true,
      case when g % 20 = 0 then 'connected' else 'offline' end, now() - (g % 600) * interval '1 second',
      case when g % 20 = 0 then now() - (g % 300) * interval '1 minute' else null end, 'bench', 'bench', now() - g * interval '1 minute', now()
    from generate_series(1, ${rows}) g`,
  );
  const firstStreamer = await firstId(app, 'monitored_streamers', `unique_id like 'lb_ms_%'`);
  // One session per streamer (the partial unique index allows one running session each): the live ones still running.
  await run(
    app,
    `insert into live_sessions (streamer_id, room_id, started_at, ended_at, duration_ms, peak_viewers, avg_viewers, diamonds, likes, new_followers, shares, pk_count, monitored_from)
    select s.id, coalesce(s.room_id, '7' || lpad(s.id::text, 18, '0')), t.started, case when s.status = 'connected' then null else t.started + interval '2 hours' end,
      case when s.status = 'connected' then null else 7200000 end, 50 + s.id % 900, 20 + s.id % 400, (s.id::bigint * 7919) % 200000, s.id % 50000, s.id % 300, s.id % 80, s.id % 4, t.started
    from monitored_streamers s, lateral (select coalesce(s.live_since, now() - (s.id % 100000) * interval '7 minutes' - interval '3 hours') as started) t
    where s.id >= ${firstStreamer}`,
  );

  await run(
    app,
    `insert into timed_task_logs (task_id, job_name, task_name, params, cron_expression, scheduled_at, is_success, exception_detail, time, create_time)
    select null, 'Weekly data', 'weekData.recompute', null, '0 0 * * * *', null, g % 40 <> 0, case when g % 40 = 0 then 'Error: timeout' else null end,
      g % 5000, now() - g * interval '1 minute'
    from generate_series(1, ${rows}) g`,
  );

  await run(
    app,
    `insert into device_command_log (device_name, command_name, room_id, gift_msg_id, gift, gift_at, payload, payload_is_json, status, reason, created_at, sent_at, acked_at, expires_at, latency_ms)
    select 'Device ' || (g % 20), 'Confetti', '7' || lpad((g % 500)::text, 18, '0'), 'msg_' || g,
      jsonb_build_object('name', 'Rose', 'repeatCount', 1 + g % 10, 'diamonds', 1 + g % 10, 'userUniqueId', 'viewer_' || (g % 9000), 'userNickname', 'Viewer ' || (g % 9000)),
      now() - g * interval '5 seconds', '{"effect":"confetti"}', true, (array['acked','acked','acked','expired','skipped'])[1 + g % 5], null,
      now() - g * interval '5 seconds', now() - g * interval '5 seconds', now() - g * interval '5 seconds' + interval '40 milliseconds', now() - g * interval '5 seconds' + interval '30 seconds', 40
    from generate_series(1, ${rows}) g`,
  );

  // The lottery: one activity with a code per streamer, each drawn once (a prize every 4th draw).
  await run(app, `insert into lottery_activities (name, start_date, end_date, create_by, update_by) values ('lb_activity', current_date - 30, current_date + 30, 'bench', 'bench')`);
  const activity = await firstId(app, 'lottery_activities', `name = 'lb_activity'`);
  await run(
    app,
    `insert into lottery_codes (activity_id, code, unique_id, nickname, last_draw_day, draws, create_by, update_by, create_time, update_time)
    select ${activity}, 'LB' || lpad(g::text, 8, '0'), 'lb_drawer_' || g, 'Drawer ' || g, current_date - (g % 30), 1, 'bench', 'bench', now() - g * interval '1 minute', now()
    from generate_series(1, ${rows}) g`,
  );
  await run(
    app,
    `insert into lottery_records (activity_id, code_id, unique_id, nickname, prize_id, prize_name, value_cents, slice_index, lottery_time, lottery_day)
    select c.activity_id, c.id, c.unique_id, c.nickname, null, case when c.id % 4 = 0 then 'Rose pack' else null end, case when c.id % 4 = 0 then 500 else null end,
      (c.id % 8)::int, now() - (c.id % 43200) * interval '1 minute', c.last_draw_day
    from lottery_codes c where c.activity_id = ${activity}`,
  );

  // Streamers and service logs as the CRM bench writes them (it ends with VACUUM ANALYZE), in two departments.
  await seedCrm(app, rows, rows, operatorIds, depts.slice(0, 2).map((d) => d.id));
  const firstAnchor = await firstId(app, 'anchors', `anchor_id like 'bench_%'`);
  // Orders: one per live start, each streamer's starts a day apart.
  await run(
    app,
    `insert into anchor_orders (anchor_row_id, operator_id, live_start_time, live_session_id, status, create_time, receive_time, expired_time)
    select ${firstAnchor} + (g % ${rows}), ${operators}[1 + g % ${OPERATORS}], t.start, null,
      (array['confirmed','expired','confirmed','unconfirmed'])[1 + g % 4], t.start, case when g % 4 in (0, 2) then t.start + interval '3 minutes' else null end,
      case when g % 4 = 1 then t.start + interval '30 minutes' else null end
    from generate_series(1, ${rows}) g, lateral (select now() - (g / ${rows}) * interval '1 day' - (g % ${rows}) * interval '1 second' as start) t`,
  );
  await run(app, 'vacuum analyze');
  return performance.now() - started;
}
