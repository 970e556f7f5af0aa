/** Queries of the vehicle animation library and the user entry-animation configs. */
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnimationTypeName } from '../../../streams/contracts/animations';
import type { DbOrTx } from '../../db/database';
import { userEntryAnimations, vehicleAnimations } from '../../db/schema/animations';
import { blurryOver } from '../../http/list-query';
import { entryKey, type AnchorEntryConfigs, type EntryAnimationConfig } from '../../live/games/entry-animations';

export type VehicleAnimationDbRow = typeof vehicleAnimations.$inferSelect;
export type UserEntryAnimationDbRow = typeof userEntryAnimations.$inferSelect;

/** Filter of the library list: `blurry` over name, category and description; type; status. */
export function animationFilter(query: { blurry?: string | undefined; type?: AnimationTypeName | undefined; enabled?: boolean | undefined }): SQL | undefined {
  return and(
    blurryOver(query.blurry, vehicleAnimations.name, vehicleAnimations.category, vehicleAnimations.description),
    query.type === undefined ? undefined : eq(vehicleAnimations.type, query.type),
    query.enabled === undefined ? undefined : eq(vehicleAnimations.enabled, query.enabled),
  );
}

/**
 * The animation `id`, locked until the transaction ends: `share` while a user config is written to point at it (a
 * delete waits, then sees the config), `update` while it is deleted.
 */
export const lockAnimation = async (db: DbOrTx, id: number, mode: 'share' | 'update'): Promise<VehicleAnimationDbRow | null> =>
  (await db.select().from(vehicleAnimations).where(eq(vehicleAnimations.id, id)).for(mode))[0] ?? null;

/** The animations of `ids` that exist, locked for a delete. */
export const lockAnimations = (db: DbOrTx, ids: number[]) =>
  db.select({ id: vehicleAnimations.id }).from(vehicleAnimations).where(inArray(vehicleAnimations.id, ids)).for('update');

/** User IDs (with their streamer) of the configs that use one of the animations `ids`, for the in-use refusal. */
export const configsUsing = (db: DbOrTx, ids: number[]) =>
  db
    .select({ userId: userEntryAnimations.userId, anchorId: userEntryAnimations.anchorId })
    .from(userEntryAnimations)
    .where(inArray(userEntryAnimations.animationId, ids))
    .orderBy(userEntryAnimations.userId, userEntryAnimations.anchorId);

/** `lower(text)`, how user and streamer IDs are compared (entry-animations.ts `entryKey`). */
const lower = (column: typeof userEntryAnimations.userId | typeof userEntryAnimations.anchorId) => sql<string>`lower(${column})`;

/**
 * Filter of the user config list: `blurry` over user ID and streamer ID, the streamer ID (exact, any case), expired
 * or not at `now`.
 */
export function userAnimationFilter(query: { blurry?: string | undefined; anchorId?: string | undefined; expired?: boolean | undefined }, now: Date): SQL | undefined {
  const anchor = query.anchorId?.trim().replace(/^@/, '');
  return and(
    blurryOver(query.blurry, userEntryAnimations.userId, userEntryAnimations.anchorId),
    anchor ? eq(lower(userEntryAnimations.anchorId), anchor.toLowerCase()) : undefined,
    query.expired === undefined ? undefined : query.expired ? lt(userEntryAnimations.expireTime, now) : gte(userEntryAnimations.expireTime, now),
  );
}

export const findUserAnimation = async (db: DbOrTx, id: number): Promise<UserEntryAnimationDbRow | null> =>
  (await db.select().from(userEntryAnimations).where(eq(userEntryAnimations.id, id)))[0] ?? null;

export const findUserAnimationsByIds = (db: DbOrTx, ids: number[]) =>
  db.select({ id: userEntryAnimations.id }).from(userEntryAnimations).where(inArray(userEntryAnimations.id, ids));

/** Whether another config (not `exceptId`) has this user for this streamer, compared case-insensitively. */
export async function userAnchorTaken(db: DbOrTx, userId: string, anchorId: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userEntryAnimations)
    .where(
      and(
        eq(lower(userEntryAnimations.userId), userId.toLowerCase()),
        eq(lower(userEntryAnimations.anchorId), anchorId.toLowerCase()),
        exceptId === null ? undefined : sql`${userEntryAnimations.id} <> ${exceptId}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The configs of one streamer (`anchorKey` lower case) with their animation, keyed by the lower-cased user ID, for the
 * join matching (entry-cache.ts). Expired configs are left out as of now; later expiry is checked at match time.
 */
export async function entryConfigsOf(db: DbOrTx, anchorKey: string, now: Date): Promise<AnchorEntryConfigs> {
  const rows = await db
    .select({
      userId: userEntryAnimations.userId,
      expireTime: userEntryAnimations.expireTime,
      enabled: vehicleAnimations.enabled,
      name: vehicleAnimations.name,
      resourceUrl: vehicleAnimations.resourceUrl,
      pictureUrl: vehicleAnimations.pictureUrl,
    })
    .from(userEntryAnimations)
    .innerJoin(vehicleAnimations, eq(vehicleAnimations.id, userEntryAnimations.animationId))
    .where(and(eq(lower(userEntryAnimations.anchorId), anchorKey), gte(userEntryAnimations.expireTime, now)));
  const configs = new Map<string, EntryAnimationConfig>();
  for (const row of rows) {
    configs.set(entryKey(row.userId), {
      expireAt: row.expireTime.getTime(),
      enabled: row.enabled,
      name: row.name,
      resourceUrl: row.resourceUrl,
      pictureUrl: row.pictureUrl,
    });
  }
  return configs;
}
