/**
 * The measured half of the weekly data: one set-based statement per week that sets each streamer's measured figures
 * from the live sessions that STARTED in the week (APP_TIME_ZONE; a session belongs to the week of its start, so a
 * live crossing Sunday midnight counts once, in the week it began):
 * - live count = sessions started; live days = distinct local dates of those starts;
 * - live duration = summed `duration_ms` of the ended ones (a running session adds its duration once it closes and
 *   the week is recomputed);
 * - PK count, diamonds, likes, new followers = sums of the sessions' totals.
 * `INSERT … SELECT … GROUP BY … ON CONFLICT DO UPDATE` SETS the measured columns (never adds to them) and never
 * touches the imported ones, so recomputing is exactly-once however often it runs. The streamer's attributes are
 * copied in at the same time (see server/db/schema/week-data.ts):
 * - group = the CRM streamer's department (`anchors.dept_id`, joined by `lower(unique_id)`), else the manager's;
 * - manager = the CRM operator (`anchors.operator_id`), else the monitoring staff member (`monitored_streamers.staff_id`);
 * - streamer type = `game` when the CRM says game streamer, `shopping` when shopping streamer, `general` for a CRM
 *   streamer that is neither; null without a CRM row;
 * - invitation type = the CRM's `basic` → `regular`, `senior` → `elite` (the spec's weekly invitation types).
 * Rows are written for every monitored streamer that existed before the week ended, had a session in it, or already
 * has a row (an import); a streamer without sessions gets zeros with source `none`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import type { WeekRange } from './week-range';

/** Recomputes the measured figures of `range` for every streamer, or only `streamerIds`. @returns rows written. */
export async function recomputeWeek(db: DbOrTx, range: WeekRange, zone: string, now: Date, streamerIds?: readonly number[]): Promise<number> {
  if (streamerIds && streamerIds.length === 0) return 0;
  const only = (column: SQL): SQL => (streamerIds ? sql`and ${column} in (${sql.join(streamerIds.map((id) => sql`${id}`), sql`, `)})` : sql``);
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with s as (
      select streamer_id,
             count(*)::int as live_count,
             coalesce(sum(duration_ms) filter (where ended_at is not null), 0)::bigint as live_duration_ms,
             count(distinct (started_at at time zone ${zone})::date)::int as live_days,
             coalesce(sum(pk_count), 0)::int as pk_count,
             coalesce(sum(diamonds), 0)::bigint as diamonds,
             coalesce(sum(likes), 0)::bigint as likes,
             coalesce(sum(new_followers), 0)::int as new_followers
        from live_sessions
       where started_at >= ${start}::timestamptz and started_at < ${end}::timestamptz ${only(sql`streamer_id`)}
       group by streamer_id
    ), written as (
      insert into week_data as w (streamer_id, week_start, unique_id, nickname, group_id, group_name, manager_id, manager_name,
                                  streamer_type, invite_type, live_count, live_duration_ms, live_days, pk_count, diamonds, likes,
                                  new_followers, computed_at)
      select ms.id, ${range.week}::date, ms.unique_id, ms.nickname, g.id, g.name, u.id, u.nick_name,
             case when a.game_streamer then 'game' when a.shopping_streamer then 'shopping' when a.id is not null then 'general' end,
             case a.invite_type when 'basic' then 'regular' when 'senior' then 'elite' end,
             coalesce(s.live_count, 0), coalesce(s.live_duration_ms, 0), coalesce(s.live_days, 0), coalesce(s.pk_count, 0),
             coalesce(s.diamonds, 0), coalesce(s.likes, 0), coalesce(s.new_followers, 0), ${now.toISOString()}::timestamptz
        from monitored_streamers ms
        left join s on s.streamer_id = ms.id
        left join lateral (
          select id, operator_id, dept_id, game_streamer, shopping_streamer, invite_type
            from anchors where lower(anchors.unique_id) = lower(ms.unique_id) order by id limit 1
        ) a on true
        left join users u on u.id = coalesce(a.operator_id, ms.staff_id)
        left join depts g on g.id = coalesce(a.dept_id, u.dept_id)
       where (s.streamer_id is not null or ms.create_time < ${end}::timestamptz
              or exists (select 1 from week_data e where e.streamer_id = ms.id and e.week_start = ${range.week}::date))
             ${only(sql`ms.id`)}
      on conflict (streamer_id, week_start) do update set
        unique_id = excluded.unique_id, nickname = excluded.nickname, group_id = excluded.group_id, group_name = excluded.group_name,
        manager_id = excluded.manager_id, manager_name = excluded.manager_name, streamer_type = excluded.streamer_type,
        invite_type = excluded.invite_type, live_count = excluded.live_count, live_duration_ms = excluded.live_duration_ms,
        live_days = excluded.live_days, pk_count = excluded.pk_count, diamonds = excluded.diamonds, likes = excluded.likes,
        new_followers = excluded.new_followers, computed_at = excluded.computed_at
      returning 1
    )
    select count(*)::int as n from written`,
  );
  return Number(row?.n ?? 0);
}
