/**
 * Group host streamer config use cases (the product's message 'the streamer already exists'; eladmin CRUD
 * conventions, docs/architecture.md "HTTP API"): a paged, sorted, searchable list; writes in one transaction
 * each. A streamer ID is kept once: a pre-check answers the usual case with the message beside the field, and the
 * table's unique constraint answers the same when two adds of one ID race past the check.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type { GroupStreamerRow, GroupStreamerValues } from '../../../streams/contracts/group-streamers';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { groupStreamers } from '../../db/schema/group-streamers';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { defineList, type ListQuery } from '../../http/list-query';
import type { SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import {
  ANCHOR_UNIQUE_CONSTRAINT,
  anchorIdTaken,
  findStreamer,
  findStreamersByIds,
  streamerFilter,
  type GroupStreamerDbRow,
} from './repository';

/** Wire sort field → column (contract `GROUP_STREAMER_SORTS`). */
export const STREAMER_SORT_FIELDS: SortWhitelist = {
  id: groupStreamers.id,
  anchorId: groupStreamers.anchorId,
  nickname: groupStreamers.nickname,
  createTime: groupStreamers.createTime,
};

/** Kept streamers, newest first by default. */
const streamerList = defineList({ table: groupStreamers, sorts: STREAMER_SORT_FIELDS, order: [desc(groupStreamers.id)], tieBreak: asc(groupStreamers.id) });

/** The 400 of a streamer ID already kept, on the field it concerns. */
const exists = () => badRequest(fieldRefusal('anchorId', 'STREAMER_EXISTS'));

/** Runs a write, turning a unique violation of the streamer ID (a concurrent add or edit) into {@link exists}. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ANCHOR_UNIQUE_CONSTRAINT)) throw exists();
    throw error;
  }
}

/** Optional text → stored value: blank is "none". */
const orNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

const toRow = (row: GroupStreamerDbRow, zone: string): GroupStreamerRow => ({
  id: row.id,
  anchorId: row.anchorId,
  nickname: row.nickname,
  avatarUrl: row.avatarUrl,
  giftIds: row.giftIds,
  remark: row.remark,
  createBy: row.createBy,
  createTime: formatWireDate(row.createTime, zone),
  updateTime: formatWireDate(row.updateTime, zone),
});

/** The columns a body writes. */
const columnsOf = (body: GroupStreamerValues) => ({
  anchorId: body.anchorId,
  nickname: body.nickname,
  avatarUrl: orNull(body.avatarUrl),
  giftIds: body.giftIds,
  remark: orNull(body.remark),
});

/**
 * `GET api/groupStreamers`: a page of kept streamers, newest first unless `sort` says otherwise.
 * @throws 400 for a sort field outside {@link STREAMER_SORT_FIELDS}.
 */
export async function listStreamers(db: Db, query: ListQuery & { blurry?: string | undefined }, zone: string): Promise<Page<GroupStreamerRow>> {
  return streamerList.page(db, query, [streamerFilter(query.blurry)], (rows) => rows.map((row) => toRow(row, zone)));
}

/** `POST api/groupStreamers`. @returns the new id. @throws 400 `anchorId: The streamer already exists`. */
export async function createStreamer(db: Db, body: GroupStreamerValues, by: string): Promise<{ id: number }> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      if (await anchorIdTaken(tx, body.anchorId, null)) throw exists();
      const [row] = await tx
        .insert(groupStreamers)
        .values({ ...columnsOf(body), createBy: by, updateBy: by })
        .returning({ id: groupStreamers.id });
      return { id: row!.id };
    }),
  );
}

/** `PUT api/groupStreamers`. @throws 404 unknown id; 400 `anchorId: The streamer already exists` for another row's ID. */
export async function updateStreamer(db: Db, id: number, body: GroupStreamerValues, by: string): Promise<void> {
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      if (!(await findStreamer(tx, id))) throw notFound(refusal('STREAMER_NOT_FOUND', { ids: [String(id)] }));
      if (await anchorIdTaken(tx, body.anchorId, id)) throw exists();
      await tx
        .update(groupStreamers)
        .set({ ...columnsOf(body), updateBy: by, updateTime: new Date() })
        .where(eq(groupStreamers.id, id));
    }),
  );
}

/**
 * `DELETE api/groupStreamers [ids]`. Configurations keep their own copy of a streamer, so nothing else changes.
 * @throws 404 when an id is unknown (nothing is deleted then).
 */
export async function deleteStreamers(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await findStreamersByIds(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('STREAMER_NOT_FOUND', { ids: missing.map(String) }));
    await tx.delete(groupStreamers).where(inArray(groupStreamers.id, unique));
  });
}
