/**
 * The CRM's small writes on streamers: progress moves (machines/streamer-progress.machine.ts decides), allocation,
 * favourites, availability marking, the review and the invited mark. Each runs in one transaction with its timeline
 * entries; a refused write changes nothing.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { AnchorRow, ProgressMoveBody, ReviewValues } from '../../../streams/contracts/anchors';
import type { AvailabilityBody, FavouriteBody, InvitedBody } from '../../../streams/contracts/anchor-lists';
import type { Operator } from '../../../streams/contracts/anchors';
import { refusal } from '../../../streams/contracts/refusals';
import { progressMove } from '../../../machines/streamer-progress.machine';
import type { Db, DbOrTx } from '../../db/database';
import { anchorFavourites, anchors } from '../../db/schema/anchors';
import { users } from '../../db/schema/users';
import { badRequest } from '../../http/http-error';
import { recordEvents } from './anchor-events';
import { followInMonitoring, reachable, refuseMissing } from './anchor-records';
import { findAnchorRow, toAnchorRow } from './anchor-rows';
import type { CrmCaller } from './crm-caller';

type StoredAnchor = typeof anchors.$inferSelect;

/**
 * Moves one stored streamer (in the caller's transaction): the machine's writes, a guild streamer status of
 * "continue follow-up" on joining, and the timeline entry. @throws 400 with the machine's refusal.
 */
export async function moveProgress(tx: DbOrTx, current: StoredAnchor, to: StoredAnchor['progress'], reason: string | null | undefined, by: string, now: Date): Promise<void> {
  const move = progressMove(current.progress, to, { reason, now: now.getTime() });
  if (!move.ok) throw badRequest(move);
  const { writes } = move;
  await tx
    .update(anchors)
    .set({
      progress: writes.progress,
      ...(writes.progressNotes === undefined ? {} : { progressNotes: writes.progressNotes }),
      ...(writes.giveUpReason === undefined ? {} : { giveUpReason: writes.giveUpReason }),
      ...(writes.giveUpTime === undefined ? {} : { giveUpTime: writes.giveUpTime === null ? null : new Date(writes.giveUpTime) }),
      ...(to === 'guildJoined' && current.status === null ? { status: 'continueFollowUp' as const } : {}),
      updateBy: by,
      updateTime: now,
    })
    .where(eq(anchors.id, current.id));
  await recordEvents(tx, [{ anchorRowId: current.id, kind: 'progress', by, at: now, detail: { from: current.progress, to, reason: reason?.trim() || null } }]);
  if (current.progress === 'givenUp' || current.progress === 'invalid') await followInMonitoring(tx, [{ ...current, progress: to }], by);
}

/** The row after a write, as the caller reads it. */
async function rowAfter(db: DbOrTx, who: CrmCaller, id: number, zone: string): Promise<AnchorRow> {
  return toAnchorRow((await findAnchorRow(db, who, id))!, zone);
}

/** `PUT api/anchors/progress`. @returns the row after the move. @throws 404 not reachable; 400 the machine's refusal. */
export async function changeProgress(db: Db, who: CrmCaller, body: ProgressMoveBody, zone: string, now: Date): Promise<AnchorRow> {
  return db.transaction(async (tx) => {
    const [current] = await reachable(tx, who, [body.id]);
    refuseMissing([body.id], current ? [current] : []);
    await moveProgress(tx, current!, body.to, body.reason, who.username, now);
    return rowAfter(tx, who, body.id, zone);
  });
}

/** Enabled users a caller may allocate to: everyone (scope all), the users of the team's departments, or themselves. */
export async function operatorsFor(db: DbOrTx, who: CrmCaller): Promise<Operator[]> {
  const scope = who.scope;
  const where =
    scope.kind === 'all' ? eq(users.enabled, true) : scope.kind === 'team' && scope.deptIds.length > 0 ? and(eq(users.enabled, true), or(inArray(users.deptId, scope.deptIds), eq(users.id, who.userId))) : eq(users.id, who.userId);
  const rows = await db.select({ id: users.id, name: users.username, deptId: users.deptId }).from(users).where(where).orderBy(users.username);
  return rows.map(({ id, name }) => ({ id, name }));
}

/**
 * `PUT api/anchors/allocate` (anchor:allocate): hands streamers to an operator of the caller's reach; sets the
 * allocated time and moves the rows to the operator's department. @throws 400 ANCHOR_OPERATOR_NOT_FOUND; 404.
 */
export async function allocate(db: Db, who: CrmCaller, ids: number[], operatorId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const allowed = await operatorsFor(tx, who);
    if (!allowed.some((operator) => operator.id === operatorId)) throw badRequest(refusal('ANCHOR_OPERATOR_NOT_FOUND', { id: operatorId }));
    const found = await reachable(tx, who, ids);
    refuseMissing(ids, found);
    const [operator] = await tx.select({ deptId: users.deptId, username: users.username }).from(users).where(eq(users.id, operatorId));
    await tx
      .update(anchors)
      .set({ operatorId, deptId: operator!.deptId, allocatedTime: now, updateBy: who.username, updateTime: now })
      .where(inArray(anchors.id, ids));
    await recordEvents(
      tx,
      found.map((row) => ({ anchorRowId: row.id, kind: 'allocated' as const, by: who.username, at: now, detail: { operator: operator!.username, previous: row.operatorId } })),
    );
    await followInMonitoring(tx, found.map((row) => ({ ...row, operatorId })), who.username);
  });
}

/** `PUT api/anchors/favourite`: stars or unstars for the caller only. @throws 404 when one is not reachable. */
export async function setFavourite(db: Db, who: CrmCaller, body: FavouriteBody): Promise<void> {
  await db.transaction(async (tx) => {
    refuseMissing(body.ids, await reachable(tx, who, body.ids));
    if (body.favourite) {
      await tx
        .insert(anchorFavourites)
        .values(body.ids.map((anchorRowId) => ({ userId: who.userId, anchorRowId })))
        .onConflictDoNothing();
    } else {
      await tx.delete(anchorFavourites).where(and(eq(anchorFavourites.userId, who.userId), inArray(anchorFavourites.anchorRowId, body.ids)));
    }
  });
}

/** `PUT api/anchors/availability`: the marking queue. @throws 404 when one is not reachable. */
export async function markAvailability(db: Db, who: CrmCaller, body: AvailabilityBody, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await reachable(tx, who, body.ids);
    refuseMissing(body.ids, found);
    await tx.update(anchors).set({ availability: body.availability, updateBy: who.username, updateTime: now }).where(inArray(anchors.id, body.ids));
    await recordEvents(
      tx,
      found.filter((row) => row.availability !== body.availability).map((row) => ({ anchorRowId: row.id, kind: 'availability' as const, by: who.username, at: now, detail: { from: row.availability, to: body.availability } })),
    );
  });
}

/**
 * `PUT api/anchorChecks/review` (anchor:check): decides a streamer waiting for review (or one left pending): approved
 * (with an invite type when given), not approved with a reject reason, or pending (waiting for the platform).
 * @throws 404 not reachable; 400 ANCHOR_NOT_PENDING_REVIEW when nobody asked for a review.
 */
export async function review(db: Db, who: CrmCaller, body: ReviewValues, zone: string, now: Date): Promise<AnchorRow> {
  return db.transaction(async (tx) => {
    const [current] = await reachable(tx, who, [body.id]);
    refuseMissing([body.id], current ? [current] : []);
    if (current!.checkResult !== 'pendingReview' && current!.checkResult !== 'pending') throw badRequest(refusal('ANCHOR_NOT_PENDING_REVIEW', { anchorId: current!.anchorId }));
    await tx
      .update(anchors)
      .set({
        checkResult: body.result,
        rejectReason: body.rejectReason,
        ...(body.inviteType ? { inviteType: body.inviteType } : {}),
        updateBy: who.username,
        updateTime: now,
      })
      .where(eq(anchors.id, body.id));
    await recordEvents(tx, [{ anchorRowId: body.id, kind: 'review', by: who.username, at: now, detail: { result: body.result, rejectReason: body.rejectReason, inviteType: body.inviteType } }]);
    return rowAfter(tx, who, body.id, zone);
  });
}

/** `PUT api/anchors/invited` (anchor:check): only approved streamers may be marked invited. @throws 400 ANCHOR_NOT_APPROVED; 404. */
export async function markInvited(db: Db, who: CrmCaller, body: InvitedBody, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await reachable(tx, who, body.ids);
    refuseMissing(body.ids, found);
    const unapproved = found.find((row) => body.invited && row.checkResult !== 'approved');
    if (unapproved) throw badRequest(refusal('ANCHOR_NOT_APPROVED', { anchorId: unapproved.anchorId }));
    await tx
      .update(anchors)
      .set({ invited: body.invited, updateBy: who.username, updateTime: now })
      .where(and(inArray(anchors.id, body.ids), ne(anchors.invited, body.invited)));
    await recordEvents(
      tx,
      found.filter((row) => row.invited !== body.invited).map((row) => ({ anchorRowId: row.id, kind: 'invited' as const, by: who.username, at: now, detail: { invited: body.invited } })),
    );
  });
}
