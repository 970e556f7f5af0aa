/**
 * Generating a week's reports (issue "Weekly reports with advice"; the rules in streams/reports/weekly-advice.ts): for
 * every monitored streamer in the caller's reach with at least one live session STARTED in the week (APP_TIME_ZONE,
 * as the weekly data counts it), the week's sessions and PKs are read in two set-based statements (the streamers,
 * then all their sessions joined with their PKs), each streamer's `AdviceWeek` is built in memory, judged and worded
 * (`buildWeeklyReport`) with the texts in use, and the reports are upserted in batches. 5,000 streamers is a handful
 * of statements, not 5,000 round trips.
 *
 * - A report already `reviewed` or `sent` is kept as it is (the upsert's `where state = 'draft'`): what a manager
 *   checked or the streamer received is not rewritten. A draft is regenerated, and its manager's edited lines are
 *   kept (they are theirs to clear).
 * - Language: the streamer's own (`streamer_report_langs`), else the request's `lang`, else `en`.
 * - Zone: APP_TIME_ZONE (monitored streamers have no zone of their own yet; `reportZone` takes it when they do).
 * - From stored rows to the pure model: a session without `monitored_from` (rows older than the column, which also
 *   predate the stored PKs) counts as watched from its start; a PK whose start was not seen (`started_at` null) is
 *   given the moment monitoring joined, so the rules treat its start as unknown; instants are clamped into the live
 *   (a PK stamped a little before the live's start by the platform's clock starts with the live) so the model's
 *   invariants hold without a per-row parse.
 * - Private messages: omitted (no per-contact data of the streamer's own messages is stored; the CRM's service logs
 *   count the staff's messages to the streamer), so that rule says `noData` and shows no line.
 * - Data scope as the weekly data's (server/modules/week-data/week-rows.ts), applied to the group and manager the
 *   generation copies in.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GenerateReportsResult } from '../../../streams/contracts/weekly-reports';
import type { AdviceLang, AdviceTexts } from '../../../streams/reports/advice-texts';
import type { AdviceWeek, WeekSession } from '../../../streams/reports/weekly-advice';
import { buildWeeklyReport } from '../../../streams/reports/weekly-report';
import { queryRows, type DbOrTx } from '../../db/database';
import { weeklyReports } from '../../db/schema/weekly-reports';
import type { CrmCaller } from '../anchors/crm-caller';
import type { WeekRange } from '../week-data/week-range';

/** Reports upserted per statement (24 columns each: well inside the 65,535 parameters of one statement). */
const BATCH = 500;

/** One streamer to report on, with what the generation copies in. */
interface Candidate {
  id: number;
  unique_id: string;
  nickname: string;
  group_id: number | null;
  manager_id: number | null;
  lang: AdviceLang | null;
}

/** One session × PK row (a session without PKs has null PK columns); instants epoch ms. */
export interface SessionPkRow {
  session_id: string | number;
  streamer_id: number;
  started_at: number;
  ended_at: number | null;
  monitored_from: number | null;
  pk_started_at: number | null;
  pk_ended_at: number | null;
  pk_id: string | number | null;
}

/** The scope condition over the candidates' computed group and manager (true: all). */
function scopeOver(who: CrmCaller): SQL {
  switch (who.scope.kind) {
    case 'all':
      return sql`true`;
    case 'team':
      return who.scope.deptIds.length === 0
        ? sql`c.manager_id = ${who.userId}`
        : sql`(c.group_id in (${sql.join(who.scope.deptIds.map((id) => sql`${id}`), sql`, `)}) or c.manager_id = ${who.userId})`;
    case 'own':
      return sql`c.manager_id = ${who.userId}`;
  }
}

/** The streamers of the week in the caller's reach, as a subquery `c` (group and manager as the weekly data copies them). */
function candidates(range: WeekRange, who: CrmCaller, only?: number): SQL {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return sql`select * from (
      select ms.id, ms.unique_id, ms.nickname, g.id as group_id, u.id as manager_id, l.lang
        from monitored_streamers ms
        left join lateral (
          select operator_id, dept_id from anchors where lower(anchors.unique_id) = lower(ms.unique_id) order by id limit 1
        ) a on true
        left join users u on u.id = coalesce(a.operator_id, ms.staff_id)
        left join depts g on g.id = coalesce(a.dept_id, u.dept_id)
        left join streamer_report_langs l on l.streamer_id = ms.id
       where exists (select 1 from live_sessions s
                      where s.streamer_id = ms.id and s.started_at >= ${start}::timestamptz and s.started_at < ${end}::timestamptz)
         ${only === undefined ? sql`` : sql`and ms.id = ${only}`}
    ) c where ${scopeOver(who)}`;
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The week's sessions of the candidates with their PKs, one row per PK (or per session without one). */
async function sessionRows(db: DbOrTx, range: WeekRange, who: CrmCaller, only?: number): Promise<SessionPkRow[]> {
  return queryRows<SessionPkRow>(
    db,
    sql`select s.id as session_id, s.streamer_id, ${ms(sql`s.started_at`)} as started_at, ${ms(sql`s.ended_at`)} as ended_at,
               ${ms(sql`s.monitored_from`)} as monitored_from, p.id as pk_id,
               ${ms(sql`p.started_at`)} as pk_started_at, ${ms(sql`p.ended_at`)} as pk_ended_at
          from live_sessions s
          left join live_session_pks p on p.session_id = s.id
         where s.started_at >= ${range.start.toISOString()}::timestamptz and s.started_at < ${range.end.toISOString()}::timestamptz
           and s.streamer_id in (select id from (${candidates(range, who, only)}) cs)
         order by s.streamer_id, s.started_at, s.id`,
  );
}

/**
 * The weeks of the rows, by streamer: stored rows turned into the pure model (see the module's notes on unseen
 * starts and clamping). `weekStart` is the range's start, epoch ms.
 */
export function weeksOf(rows: readonly SessionPkRow[], range: WeekRange, zone: string): Map<number, AdviceWeek> {
  // The guild's zone: monitored streamers have no zone of their own (weekly-advice.ts `reportZone` picks theirs once they do).
  const weeks = new Map<number, AdviceWeek>();
  let current: WeekSession | null = null;
  let currentId: string | null = null;
  for (const row of rows) {
    const id = String(row.session_id);
    if (id !== currentId) {
      const startedAt = row.started_at;
      const endedAt = row.ended_at === null ? null : Math.max(row.ended_at, startedAt);
      const joined = Math.max(row.monitored_from ?? startedAt, startedAt);
      current = { startedAt, endedAt, monitoredFrom: endedAt === null ? joined : Math.min(joined, endedAt), pks: [] };
      currentId = id;
      let week = weeks.get(row.streamer_id);
      if (!week) weeks.set(row.streamer_id, (week = { weekStart: range.start.getTime(), zone, sessions: [] }));
      week.sessions.push(current);
    }
    if (row.pk_id === null || current === null) continue;
    const latest = current.endedAt ?? Number.MAX_SAFE_INTEGER;
    const pkStart = Math.min(Math.max(row.pk_started_at ?? current.monitoredFrom, current.startedAt), latest);
    current.pks.push({ startedAt: pkStart, endedAt: row.pk_ended_at === null ? null : Math.max(row.pk_ended_at, pkStart) });
  }
  return weeks;
}

/** Who generates, with what defaults. */
export interface GenerateOptions {
  who: CrmCaller;
  by: string;
  range: WeekRange;
  /** APP_TIME_ZONE. */
  zone: string;
  /** Language of streamers without their own; `en` when absent. */
  lang?: AdviceLang | undefined;
  texts: AdviceTexts;
  now: Date;
  /** Only this streamer (still within the caller's reach). */
  streamerId?: number;
}

/** Generates (or regenerates the drafts of) the week's reports. @returns counts and the time taken, ms. */
export async function generateReports(db: DbOrTx, options: GenerateOptions): Promise<GenerateReportsResult> {
  const started = Date.now();
  const { who, range, zone, texts, now, by } = options;
  const [streamers, rows] = await Promise.all([
    queryRows<Candidate>(db, sql`select * from (${candidates(range, who, options.streamerId)}) c2`),
    sessionRows(db, range, who, options.streamerId),
  ]);
  const weeks = weeksOf(rows, range, zone);
  const values: (typeof weeklyReports.$inferInsert)[] = [];
  for (const streamer of streamers) {
    const week = weeks.get(streamer.id);
    if (!week) continue;
    const lang = streamer.lang ?? options.lang ?? 'en';
    const report = buildWeeklyReport(week, texts, lang);
    values.push({
      streamerId: streamer.id, weekStart: range.week, zone, lang, state: 'draft',
      uniqueId: streamer.unique_id, nickname: streamer.nickname, groupId: streamer.group_id, managerId: streamer.manager_id,
      figures: report.figures, findings: report.findings, summary: report.summary, advice: report.advice,
      generatedAt: now, createBy: by, updateBy: by, createTime: now, updateTime: now,
    });
  }
  let generated = 0;
  for (let i = 0; i < values.length; i += BATCH) {
    const written = await db
      .insert(weeklyReports)
      .values(values.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [weeklyReports.streamerId, weeklyReports.weekStart],
        set: {
          zone: sql`excluded.zone`, lang: sql`excluded.lang`, uniqueId: sql`excluded.unique_id`, nickname: sql`excluded.nickname`,
          groupId: sql`excluded.group_id`, managerId: sql`excluded.manager_id`, figures: sql`excluded.figures`,
          findings: sql`excluded.findings`, summary: sql`excluded.summary`, advice: sql`excluded.advice`,
          generatedAt: sql`excluded.generated_at`, updateBy: sql`excluded.update_by`, updateTime: sql`excluded.update_time`,
        },
        setWhere: sql`${weeklyReports.state} = 'draft'`,
      })
      .returning({ id: weeklyReports.id });
    generated += written.length;
  }
  return { week: range.week, generated, kept: values.length - generated, tookMs: Date.now() - started };
}
