/** Dictionary and dictionary-entry queries (eladmin `DictRepository`, `DictDetailRepository`). */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { dictDetails, dicts } from '../../db/schema/dicts';
import { blurryOver } from '../../http/list-query';

export type DictRow = typeof dicts.$inferSelect;
export type DictDetailRow = typeof dictDetails.$inferSelect;

/** Blurry search over name and description. */
export const dictFilter = (blurry: string | undefined): SQL | undefined => blurryOver(blurry, dicts.name, dicts.description);

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

export const findDetail = async (db: DbOrTx, id: number): Promise<DictDetailRow | null> =>
  (await db.select().from(dictDetails).where(eq(dictDetails.id, id)))[0] ?? null;

/** Default order of entries: dictSort, then id. */
export const DETAIL_ORDER = [asc(dictDetails.dictSort), asc(dictDetails.id)];
