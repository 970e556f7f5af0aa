/**
 * The streamer's timeline (`GET api/anchors/{id}/timeline`): every write of the CRM records what happened in the same
 * transaction as the write, so the timeline never shows a change that was rolled back, nor misses one that was kept.
 */
import { desc, eq } from 'drizzle-orm';
import type { AnchorEvent, AnchorEventKind } from '../../../streams/contracts/anchor-lists';
import type { DbOrTx } from '../../db/database';
import { anchorEvents, type AnchorEventDetail } from '../../db/schema/anchors';
import { formatWireDate } from '../../http/wire-date';

/** One event to record: the streamer, the kind, who (null: the system) and the details. */
export interface NewAnchorEvent {
  anchorRowId: number;
  kind: AnchorEventKind;
  by: string | null;
  detail?: AnchorEventDetail;
  at?: Date;
}

/** Records events (in the caller's transaction). */
export async function recordEvents(tx: DbOrTx, events: readonly NewAnchorEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(anchorEvents).values(events.map((event) => ({ anchorRowId: event.anchorRowId, kind: event.kind, by: event.by, detail: event.detail ?? {}, ...(event.at ? { at: event.at } : {}) })));
}

/** Entries a timeline answers at most (the newest). */
export const TIMELINE_MAX = 500;

/** The timeline of one streamer, newest first (the caller checked the streamer is in scope). */
export async function timelineOf(db: DbOrTx, anchorRowId: number, zone: string): Promise<AnchorEvent[]> {
  const rows = await db.select().from(anchorEvents).where(eq(anchorEvents.anchorRowId, anchorRowId)).orderBy(desc(anchorEvents.at), desc(anchorEvents.id)).limit(TIMELINE_MAX);
  return rows.map((row) => ({ id: row.id, kind: row.kind, by: row.by, time: formatWireDate(row.at, zone), detail: row.detail }));
}
