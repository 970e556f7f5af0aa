/** Dictionary and dictionary-entry queries (eladmin `DictRepository`, `DictDetailRepository`). */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { dictDetails, dicts } from '../../db/schema/dicts';
import { likePattern } from '../../http/paging';

export type DictRow = typeof dicts.$inferSelect;
export type DictDetailRow = typeof dictDetails.$inferSelect;

/** Blurry search over name and description. */
export const dictFilter = (blurry: string | undefined): SQL | undefined =>
  blurry?.trim() ? or(ilike(dicts.name, likePattern(blurry.trim())), ilike(dicts.description, likePattern(blurry.trim()))) : undefined;

export async function countDicts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dicts).where(where);
  return row?.n ?? 0;
}

export const findDict = async (db: DbOrTx, id: number): Promise<DictRow | null> =>
  (await db.select().from(dicts).where(eq(dicts.id, id)))[0] ?? null;

export const findDictsByIds = (db: DbOrTx, ids: number[]): Promise<DictRow[]> =>
  db.select().from(dicts).where(inArray(dicts.id, ids));

export async function dictNameTaken(db: DbOrTx, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(dicts)
    .where(and(eq(dicts.name, name), exceptId === null ? undefined : sql`${dicts.id} <> ${exceptId}`));
  return (row?.n ?? 0) > 0;
}

/** Filter of the entries list: those of the dictionary named `dictName` (all when unset). */
export function detailFilter(dictName: string | undefined): SQL | undefined {
  return dictName ? inArray(dictDetails.dictId, sql`(select ${dicts.id} from ${dicts} where ${dicts.name} = ${dictName})`) : undefined;
}

export async function countDetails(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dictDetails).where(where);
  return row?.n ?? 0;
}

export const findDetail = async (db: DbOrTx, id: number): Promise<DictDetailRow | null> =>
  (await db.select().from(dictDetails).where(eq(dictDetails.id, id)))[0] ?? null;

/** Default order of entries: dictSort, then id. */
export const DETAIL_ORDER = [asc(dictDetails.dictSort), asc(dictDetails.id)];
