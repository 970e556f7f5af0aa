/**
 * Follow-up reminders: a service log's notice time says when to contact the streamer again. `GET api/anchors?due=true`
 * lists an operator's due streamers; `GET api/anchors/followUps` shows a manager who is behind: per operator of their
 * reach, the open streamers whose notice time has come, and those a day or more past it (FOLLOW_UP_OVERDUE_MS).
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, min, sql } from 'drizzle-orm';
import { FOLLOW_UP_OVERDUE_MS, type FollowUpRow } from '../../../streams/contracts/anchor-lists';
import { OPEN_PROGRESSES } from '../../../machines/streamer-progress.machine';
import type { Db } from '../../db/database';
import { anchors } from '../../db/schema/anchors';
import { users } from '../../db/schema/users';
import { formatWireDate } from '../../http/wire-date';
import { scopeCondition, type CrmCaller } from './crm-caller';

/** The due follow-ups per operator at `now`, most overdue first. */
export async function followUpsByOperator(db: Db, who: CrmCaller, zone: string, now: Date): Promise<FollowUpRow[]> {
  const overdueBefore = new Date(now.getTime() - FOLLOW_UP_OVERDUE_MS);
  const overdue = sql<number>`(count(*) filter (where ${anchors.noticeTime} <= ${overdueBefore}))::int`;
  const rows = await db
    .select({ id: users.id, name: users.username, due: sql<number>`count(*)::int`, overdue, oldest: min(anchors.noticeTime) })
    .from(anchors)
    .innerJoin(users, eq(users.id, anchors.operatorId))
    .where(and(scopeCondition(who), isNotNull(anchors.noticeTime), lte(anchors.noticeTime, now), inArray(anchors.progress, [...OPEN_PROGRESSES])))
    .groupBy(users.id, users.username)
    .orderBy(desc(overdue), desc(sql`count(*)`), asc(users.username));
  return rows.map((row) => ({ operator: { id: row.id, name: row.name }, due: row.due, overdue: row.overdue, oldestNoticeTime: row.oldest ? formatWireDate(row.oldest, zone) : null }));
}
