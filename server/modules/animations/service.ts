/**
 * Entry-animation use cases (contract streams/contracts/animations.ts; eladmin CRUD conventions, docs/architecture.md
 * "HTTP API"): paged lists, every write in one transaction, the in-use refusal of a delete,
 * the duplicate-user and unknown-animation refusals of a user config. Refusals are 400s with the contract's message
 * (streams/contracts/refusals: ANIMATION_IN_USE, …), unknown ids 404s.
 */
import { TZDate } from '@date-fns/tz';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type AnimationTypeName,
  type UserEntryAnimationRow,
  type VehicleAnimationRow,
  type userEntryAnimationBodySchema,
  type vehicleAnimationBodySchema,
} from '../../../streams/contracts/animations';
import type { z } from 'zod';
import type { Page } from '../../../streams/contracts/common';
import type { Db, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { userEntryAnimations, vehicleAnimations } from '../../db/schema/animations';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, shortList } from '../../../streams/contracts/refusals';
import { defineList, type ListQuery } from '../../http/list-query';
import { type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import {
  animationFilter,
  configsUsing,
  findUserAnimation,
  findUserAnimationsByIds,
  lockAnimation,
  lockAnimations,
  userAnchorTaken,
  userAnimationFilter,
  type VehicleAnimationDbRow,
} from './repository';

export type VehicleAnimationInput = z.output<typeof vehicleAnimationBodySchema>;
export type UserEntryAnimationInput = z.output<typeof userEntryAnimationBodySchema>;

export const ANIMATION_SORT_FIELDS: SortWhitelist = {
  id: vehicleAnimations.id,
  name: vehicleAnimations.name,
  type: vehicleAnimations.type,
  category: vehicleAnimations.category,
  createTime: vehicleAnimations.createTime,
};

export const USER_ANIMATION_SORT_FIELDS: SortWhitelist = {
  id: userEntryAnimations.id,
  userId: userEntryAnimations.userId,
  anchorId: userEntryAnimations.anchorId,
  expireTime: userEntryAnimations.expireTime,
  createTime: userEntryAnimations.createTime,
};

/** Newest first by default. */
const animationList = defineList({ table: vehicleAnimations, sorts: ANIMATION_SORT_FIELDS, order: [desc(vehicleAnimations.id)], tieBreak: asc(vehicleAnimations.id) });

/** The user configs with their animation's name and picture; newest first by default. */
const userAnimationList = defineList({
  table: userEntryAnimations,
  sorts: USER_ANIMATION_SORT_FIELDS,
  order: [desc(userEntryAnimations.id)],
  tieBreak: asc(userEntryAnimations.id),
  select: (db) =>
    db
      .select({
        id: userEntryAnimations.id,
        userId: userEntryAnimations.userId,
        anchorId: userEntryAnimations.anchorId,
        animationId: userEntryAnimations.animationId,
        animationName: vehicleAnimations.name,
        animationPictureUrl: vehicleAnimations.pictureUrl,
        expireTime: userEntryAnimations.expireTime,
        createTime: userEntryAnimations.createTime,
      })
      .from(userEntryAnimations)
      .innerJoin(vehicleAnimations, eq(vehicleAnimations.id, userEntryAnimations.animationId)),
});

/** How many users an in-use refusal names before "and N more". */
const IN_USE_NAMED = 10;

/**
 * The instant of a wire date `yyyy-MM-dd HH:mm:ss` in IANA zone `zone`, or null when it names no real local time
 * (30 February, or an hour skipped by a daylight-saving change).
 */
export function parseWireDate(text: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, s, zone);
  if (Number.isNaN(date.getTime())) return null;
  const instant = new Date(date.getTime());
  return formatWireDate(instant, zone) === text ? instant : null;
}

const toAnimation = (row: VehicleAnimationDbRow, zone: string): VehicleAnimationRow => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  enabled: row.enabled,
  category: row.category,
  pictureUrl: row.pictureUrl,
  resourceUrl: row.resourceUrl,
  createTime: formatWireDate(row.createTime, zone),
  updateTime: formatWireDate(row.updateTime, zone),
});

/** Blank optional texts are stored as null, so "no category" is one value. */
const orNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);

const animationValues = (body: VehicleAnimationInput) => ({
  name: body.name,
  type: body.type,
  description: orNull(body.description),
  enabled: body.enabled,
  category: orNull(body.category),
  pictureUrl: orNull(body.pictureUrl),
  resourceUrl: orNull(body.resourceUrl),
});

/** `GET api/vehicleAnimations`: a page of the library, newest first unless `sort` says otherwise. */
export async function listAnimations(
  db: Db,
  query: ListQuery & { type?: AnimationTypeName | undefined; enabled?: boolean | undefined },
  zone: string,
): Promise<Page<VehicleAnimationRow>> {
  return animationList.page(db, query, [animationFilter(query)], (rows) => rows.map((row) => toAnimation(row, zone)));
}

/** `POST api/vehicleAnimations`. */
export async function createAnimation(db: Db, body: VehicleAnimationInput, by: string): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vehicleAnimations)
      .values({ ...animationValues(body), createBy: by, updateBy: by })
      .returning({ id: vehicleAnimations.id });
    return { id: row!.id };
  });
}

/** `PUT api/vehicleAnimations`. Disabling an animation in use is allowed: its users' joins stop playing it. @throws 404 */
export async function updateAnimation(db: Db, id: number, body: VehicleAnimationInput, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(vehicleAnimations)
      .set({ ...animationValues(body), updateBy: by, updateTime: new Date() })
      .where(eq(vehicleAnimations.id, id))
      .returning({ id: vehicleAnimations.id });
    if (updated.length === 0) throw notFound(refusal('ANIMATION_NOT_FOUND', { ids: [String(id)] }));
  });
}

/**
 * `DELETE api/vehicleAnimations [ids]`, in one transaction. The animations are locked first, so a user config being
 * saved with one of them at the same moment either commits before (and is named in the refusal) or finds it gone.
 * Uploaded files stay: another animation may use the same file.
 * @throws 404 when an id is unknown; 400 ANIMATION_IN_USE naming the users when a user config uses
 *   one. Nothing is deleted then.
 */
export async function deleteAnimations(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await lockAnimations(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('ANIMATION_NOT_FOUND', { ids: missing.map(String) }));
    const users = [...new Set((await configsUsing(tx, unique)).map((row) => row.userId))];
    if (users.length > 0) {
      const named = shortList(users, IN_USE_NAMED);
      throw badRequest(refusal('ANIMATION_IN_USE', { names: named.names, namesMore: named.more }));
    }
    await tx.delete(vehicleAnimations).where(inArray(vehicleAnimations.id, unique));
  });
}

/** `GET api/userEntryAnimations`: a page of user configs with their animation, newest first unless sorted. */
export async function listUserAnimations(
  db: Db,
  query: ListQuery & { anchorId?: string | undefined; expired?: boolean | undefined },
  zone: string,
  now: Date,
): Promise<Page<UserEntryAnimationRow>> {
  return userAnimationList.page(db, query, [userAnimationFilter(query, now)], (rows) =>
    rows.map((row) => ({
      ...row,
      expireTime: formatWireDate(row.expireTime, zone),
      expired: row.expireTime.getTime() < now.getTime(),
      createTime: formatWireDate(row.createTime, zone),
    })),
  );
}

/**
 * Checks a user config body against the store (inside the writing transaction).
 * @param current the stored config being edited (null for a new one): keeping its animation is allowed even if that
 *   animation has since been disabled, so the expiry of such a config can still be changed.
 * @returns the expiry instant.
 * @throws 400 duplicateUser, unknownAnimation, expireRequired (not a real local time in `zone`).
 */
async function checkUserAnimation(
  tx: Tx,
  body: UserEntryAnimationInput,
  zone: string,
  current: { id: number; animationId: number } | null,
): Promise<Date> {
  const expireTime = parseWireDate(body.expireTime, zone);
  if (!expireTime) throw badRequest(fieldRefusal('expireTime', 'EXPIRE_REQUIRED'));
  const animation = await lockAnimation(tx, body.animationId, 'share');
  if (!animation || (!animation.enabled && body.animationId !== current?.animationId)) throw badRequest(refusal('ANIMATION_UNKNOWN'));
  if (await userAnchorTaken(tx, body.userId, body.anchorId, current?.id ?? null)) throw badRequest(refusal('ANIMATION_DUPLICATE_USER'));
  return expireTime;
}

/** Runs a user config write; a concurrent duplicate caught by the unique index answers like the check. */
async function duplicateSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(refusal('ANIMATION_DUPLICATE_USER'));
    throw error;
  }
}

/** `POST api/userEntryAnimations`. @throws 400 (see checkUserAnimation) */
export async function createUserAnimation(db: Db, body: UserEntryAnimationInput, by: string, zone: string): Promise<{ id: number }> {
  return duplicateSafe(() =>
    db.transaction(async (tx) => {
      const expireTime = await checkUserAnimation(tx, body, zone, null);
      const [row] = await tx
        .insert(userEntryAnimations)
        .values({ userId: body.userId, anchorId: body.anchorId, animationId: body.animationId, expireTime, createBy: by, updateBy: by })
        .returning({ id: userEntryAnimations.id });
      return { id: row!.id };
    }),
  );
}

/** `PUT api/userEntryAnimations`. @throws 404 unknown id, 400 (see checkUserAnimation) */
export async function updateUserAnimation(db: Db, id: number, body: UserEntryAnimationInput, by: string, zone: string): Promise<void> {
  await duplicateSafe(() =>
    db.transaction(async (tx) => {
      const current = await findUserAnimation(tx, id);
      if (!current) throw notFound(refusal('USER_ANIMATION_NOT_FOUND', { ids: [String(id)] }));
      const expireTime = await checkUserAnimation(tx, body, zone, current);
      await tx
        .update(userEntryAnimations)
        .set({ userId: body.userId, anchorId: body.anchorId, animationId: body.animationId, expireTime, updateBy: by, updateTime: new Date() })
        .where(eq(userEntryAnimations.id, id));
    }),
  );
}

/** `DELETE api/userEntryAnimations [ids]`. @throws 404 when an id is unknown (nothing deleted). */
export async function deleteUserAnimations(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await findUserAnimationsByIds(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('USER_ANIMATION_NOT_FOUND', { ids: missing.map(String) }));
    await tx.delete(userEntryAnimations).where(inArray(userEntryAnimations.id, unique));
  });
}
