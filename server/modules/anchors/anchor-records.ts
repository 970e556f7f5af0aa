/**
 * Writing streamers (`api/anchors`): create (plain or through the target form), edit, delete, and the follow-up in
 * monitoring. Every write runs in one transaction with its timeline entry; a TikTok ID is kept once whatever its case
 * (a concurrent duplicate caught by the unique index answers like the check).
 *
 * Ownership: a streamer created by a caller who may not allocate (an operator) is theirs (`operator_id` = the caller,
 * allocated now); a manager's new streamer is unallocated until they allocate it. The row's department is its
 * operator's, else its creator's (see crm-caller.ts for who sees what).
 *
 * Monitoring: the product rule "the monitoring scanner must scan every streamer the CRM follows, as focus": a streamer
 * with an operator whose progress is open or joined is added to the monitored streamers as `focus` (unless already
 * monitored), so its live starts reach the order dispatch.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnchorRow, TargetAnchorValues } from '../../../streams/contracts/anchors';
import type { AnchorCreateValues, AnchorUpdateValues } from '../../../streams/contracts/anchor-lists';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { anchors } from '../../db/schema/anchors';
import { monitoredStreamers } from '../../db/schema/monitor';
import { badRequest, notFound } from '../../http/http-error';
import { CLOSED_PROGRESSES } from '../../../machines/streamer-progress.machine';
import { recordEvents } from './anchor-events';
import { findAnchorRow, toAnchorRow } from './anchor-rows';
import { canAllocate, scopeCondition, type CrmCaller } from './crm-caller';

type NewAnchor = typeof anchors.$inferInsert;

/** The TikTok ID as the unique index compares it. */
const idKey = (anchorId: string) => anchorId.toLowerCase();

/** Runs a write; the unique index's refusal of a concurrent duplicate answers `ANCHOR_EXISTS`. */
export async function duplicateSafe<T>(anchorId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'anchors_anchor_id_lower_unique')) throw badRequest(refusal('ANCHOR_EXISTS', { anchorId }));
    throw error;
  }
}

/** The TikTok IDs of `ids` already stored (lower case), for duplicate checks before a write. */
export async function storedAnchorIds(tx: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ key: sql<string>`lower(${anchors.anchorId})` })
    .from(anchors)
    .where(inArray(sql`lower(${anchors.anchorId})`, ids.map(idKey)));
  return new Set(rows.map((row) => row.key));
}

/**
 * Adds the followed streamers among `rows` to monitoring as focus; one monitored already as regular is raised to
 * focus (pk keeps its type: it is scanned as often). A streamer is followed while it has an operator and its
 * progress is not closed.
 */
export async function followInMonitoring(tx: DbOrTx, rows: readonly Pick<NewAnchor, 'uniqueId' | 'nickname' | 'operatorId' | 'progress'>[], by: string): Promise<void> {
  const followed = rows.filter((row) => row.operatorId != null && !(CLOSED_PROGRESSES as readonly string[]).includes(row.progress ?? 'new'));
  if (followed.length === 0) return;
  await tx
    .insert(monitoredStreamers)
    .values(
      followed.map((row) => ({
        uniqueId: row.uniqueId,
        nickname: (row.nickname ?? '') || row.uniqueId,
        type: 'focus' as const,
        staffId: row.operatorId ?? null,
        notes: 'CRM',
        createBy: by,
        updateBy: by,
      })),
    )
    .onConflictDoNothing();
  // Monitored already as regular (scanned every 5 minutes): raised to focus, so a live start is seen within a minute.
  await tx
    .update(monitoredStreamers)
    .set({ type: 'focus', updateBy: by, updateTime: new Date() })
    .where(and(eq(monitoredStreamers.type, 'regular'), inArray(sql`lower(${monitoredStreamers.uniqueId})`, followed.map((row) => row.uniqueId.toLowerCase()))));
}

/** The owner of a new streamer: the caller when they may not allocate; unallocated otherwise. */
function ownership(who: CrmCaller, now: Date): Pick<NewAnchor, 'operatorId' | 'deptId' | 'allocatedTime'> {
  return canAllocate(who) ? { operatorId: null, deptId: who.deptId, allocatedTime: null } : { operatorId: who.userId, deptId: who.deptId, allocatedTime: now };
}

async function insertOne(db: Db, who: CrmCaller, values: NewAnchor, zone: string, now: Date): Promise<AnchorRow> {
  return duplicateSafe(values.anchorId, () =>
    db.transaction(async (tx) => {
      if ((await storedAnchorIds(tx, [values.anchorId])).size > 0) throw badRequest(refusal('ANCHOR_EXISTS', { anchorId: values.anchorId }));
      const [row] = await tx.insert(anchors).values(values).returning({ id: anchors.id });
      await recordEvents(tx, [{ anchorRowId: row!.id, kind: 'created', by: who.username, at: now, detail: { progress: values.progress ?? 'new' } }]);
      await followInMonitoring(tx, [values], who.username);
      const stored = await findAnchorRow(tx, { ...who, scope: { kind: 'all' } }, row!.id);
      return toAnchorRow(stored!, zone);
    }),
  );
}

/** `POST api/anchors`: a streamer without the target form's rules. @throws 400 ANCHOR_EXISTS. */
export function createAnchor(db: Db, who: CrmCaller, body: AnchorCreateValues, zone: string, now: Date): Promise<AnchorRow> {
  return insertOne(db, who, { ...body, uniqueId: body.uniqueId || body.anchorId, nickname: body.nickname ?? '', ...ownership(who, now), createBy: who.username, updateBy: who.username }, zone, now);
}

/**
 * `POST api/anchors/target`: a target streamer through the target form (its rules are the contract's). It starts
 * contacted (the form records a streamer the operator already reached: WhatsApp and a contact screenshot are
 * required). @throws 400 ANCHOR_EXISTS.
 */
export function createTargetAnchor(db: Db, who: CrmCaller, body: TargetAnchorValues, zone: string, now: Date): Promise<AnchorRow> {
  return insertOne(
    db,
    who,
    { ...body, uniqueId: body.anchorId, nickname: body.nickname ?? '', progress: 'contacted', ...ownership(who, now), createBy: who.username, updateBy: who.username },
    zone,
    now,
  );
}

/** The streamers with these ids that the caller reaches, locked for the write. */
export async function reachable(tx: DbOrTx, who: CrmCaller, ids: readonly number[]) {
  return tx
    .select()
    .from(anchors)
    .where(and(inArray(anchors.id, [...ids]), scopeCondition(who)))
    .for('update');
}

/** 404 naming the ids of `ids` missing from `found`. */
export function refuseMissing(ids: readonly number[], found: readonly { id: number }[]): void {
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(refusal('ANCHOR_NOT_FOUND', { ids: missing.map(String) }));
}

/** `PUT api/anchors`: every writable field. @throws 404 not reachable; 400 ANCHOR_EXISTS. */
export async function updateAnchor(db: Db, who: CrmCaller, body: AnchorUpdateValues): Promise<void> {
  await duplicateSafe(body.anchorId, () =>
    db.transaction(async (tx) => {
      const [current] = await reachable(tx, who, [body.id]);
      refuseMissing([body.id], current ? [current] : []);
      if (idKey(current!.anchorId) !== idKey(body.anchorId) && (await storedAnchorIds(tx, [body.anchorId])).size > 0) {
        throw badRequest(refusal('ANCHOR_EXISTS', { anchorId: body.anchorId }));
      }
      const { id, ...fields } = body;
      await tx
        .update(anchors)
        .set({ ...fields, uniqueId: fields.uniqueId || fields.anchorId, nickname: fields.nickname ?? '', updateBy: who.username, updateTime: new Date() })
        .where(eq(anchors.id, id));
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((key) => JSON.stringify(fields[key] ?? null) !== JSON.stringify(current![key as keyof typeof current] ?? null));
      if (changed.length > 0) await recordEvents(tx, [{ anchorRowId: id, kind: 'edited', by: who.username, detail: { fields: changed.join(', ') } }]);
    }),
  );
}

/** `DELETE api/anchors [ids]`: with their logs, orders and timeline. @throws 404 when one is not reachable (nothing deleted). */
export async function deleteAnchors(db: Db, who: CrmCaller, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    refuseMissing(ids, await reachable(tx, who, ids));
    await tx.delete(anchors).where(inArray(anchors.id, ids));
  });
}
