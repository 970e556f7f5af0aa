/** The dashboard's administration figures (streams/contracts/dashboard.ts). */
import { count, inArray } from 'drizzle-orm';
import type { DashboardSummary } from '../../../streams/contracts/dashboard';
import type { Db } from '../../db/database';
import { depts } from '../../db/schema/depts';
import { roles } from '../../db/schema/users';
import { formatIsoWithOffset } from '../../http/wire-date';
import type { SessionStore } from '../auth/session-store';
import { dataScopeOf } from '../auth/user-access';
import { countUsers, findProfile, findRoles } from '../users/repository';

/** Users and depts within the caller's data scope, all roles, live sessions, server time. */
export async function dashboardSummary(db: Db, sessions: SessionStore, userId: number, timeZone: string): Promise<DashboardSummary> {
  const [profile, userRoles] = await Promise.all([findProfile(db, userId), findRoles(db, userId)]);
  const scope = await dataScopeOf(db, profile?.deptId ?? null, userRoles);
  const deptIds = scope.kind === 'all' ? null : scope.deptIds;
  const [users, enabledUsers, roleRows, deptRows, online] = await Promise.all([
    countUsers(db, { deptIds, enabledOnly: false }),
    countUsers(db, { deptIds, enabledOnly: true }),
    db.select({ n: count() }).from(roles),
    deptIds === null
      ? db.select({ n: count() }).from(depts)
      : deptIds.length === 0
        ? Promise.resolve([{ n: 0 }])
        : db.select({ n: count() }).from(depts).where(inArray(depts.id, deptIds)),
    sessions.list(),
  ]);
  return {
    users,
    enabledUsers,
    roles: roleRows[0]?.n ?? 0,
    depts: deptRows[0]?.n ?? 0,
    onlineSessions: online.length,
    serverTime: formatIsoWithOffset(Date.now(), timeZone),
  };
}
