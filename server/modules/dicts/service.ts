/**
 * Dictionary use cases (eladmin `DictServiceImpl`, `DictDetailServiceImpl`): paged lists, writes in
 * one transaction each; deleting a dictionary deletes its entries with it.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Page } from '../../../streams/contracts/common';
import type {
  Dict,
  DictCreateBody,
  DictDetail,
  DictDetailCreateBody,
  DictDetailUpdateBody,
  DictUpdateBody,
} from '../../../streams/contracts/dicts';
import type { Db } from '../../db/database';
import { dictDetails, dicts } from '../../db/schema/dicts';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { orderByFrom, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { EXPORT_MAX_ROWS, sheetXlsx } from '../../http/xlsx';
import {
  DETAIL_ORDER,
  detailFilter,
  dictFilter,
  dictNameTaken,
  findDetail,
  findDict,
  findDictsByIds,
  type DictDetailRow,
  type DictRow,
} from './repository';

export const DICT_SORT_FIELDS: SortWhitelist = { id: dicts.id, name: dicts.name, createTime: dicts.createTime };
export const DETAIL_SORT_FIELDS: SortWhitelist = {
  id: dictDetails.id,
  dictSort: dictDetails.dictSort,
  label: dictDetails.label,
  value: dictDetails.value,
};

/** Dictionaries, newest id first by default. */
const dictList = defineList({ table: dicts, sorts: DICT_SORT_FIELDS, order: [desc(dicts.id)], tieBreak: asc(dicts.id) });
/** Entries, by dictSort then id by default. */
const detailList = defineList({ table: dictDetails, sorts: DETAIL_SORT_FIELDS, order: DETAIL_ORDER, tieBreak: asc(dictDetails.id) });

const toDict = (row: DictRow, zone: string): Dict => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createTime: formatWireDate(row.createTime, zone),
});

const toDetail = (row: DictDetailRow): DictDetail => ({ id: row.id, label: row.label, value: row.value, dictSort: row.dictSort });

/** `GET api/dict`: page of dictionaries, newest id first by default. */
export async function listDicts(db: Db, query: ListQuery & { blurry?: string | undefined }, zone: string): Promise<Page<Dict>> {
  return dictList.page(db, query, [dictFilter(query.blurry)], (rows) => rows.map((row) => toDict(row, zone)));
}

/** `GET api/dict/all`: every dictionary by name. */
export async function allDicts(db: Db, zone: string): Promise<Dict[]> {
  return (await db.select().from(dicts).orderBy(asc(dicts.name))).map((row) => toDict(row, zone));
}

/** `POST api/dict`. @throws 400 when the name is taken. */
export async function createDict(db: Db, body: DictCreateBody, by: string, zone: string): Promise<Dict> {
  return db.transaction(async (tx) => {
    if (await dictNameTaken(tx, body.name, null)) throw badRequest(fieldRefusal('name', 'DICT_NAME_TAKEN', { name: body.name }));
    const [row] = await tx.insert(dicts).values({ ...body, createBy: by, updateBy: by }).returning();
    return toDict(row!, zone);
  });
}

/** `PUT api/dict`. @throws 404 unknown id, 400 name taken. */
export async function updateDict(db: Db, body: DictUpdateBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findDict(tx, body.id))) throw notFound(refusal('DICT_NOT_FOUND', { ids: [String(body.id)] }));
    if (await dictNameTaken(tx, body.name, body.id)) throw badRequest(fieldRefusal('name', 'DICT_NAME_TAKEN', { name: body.name }));
    await tx
      .update(dicts)
      .set({ name: body.name, description: body.description, updateBy: by, updateTime: new Date() })
      .where(eq(dicts.id, body.id));
  });
}

/** `DELETE api/dict [ids]`: the dictionaries and their entries. @throws 404 when an id is unknown (nothing deleted). */
export async function deleteDicts(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findDictsByIds(tx, ids);
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('DICT_NOT_FOUND', { ids: missing.map(String) }));
    // Explicit rather than relying on the FK cascade alone, so the intent is visible here.
    await tx.delete(dictDetails).where(inArray(dictDetails.dictId, ids));
    await tx.delete(dicts).where(inArray(dicts.id, ids));
  });
}

/** `GET api/dictDetail?dictName=`: entries, by dictSort then id unless `sort` says otherwise. */
export async function listDetails(db: Db, query: ListQuery & { dictName?: string | undefined }): Promise<Page<DictDetail>> {
  return detailList.page(db, query, [detailFilter(query.dictName)], (rows) => rows.map(toDetail));
}

/** `POST api/dictDetail`. @throws 400 when the dictionary does not exist. */
export async function createDetail(db: Db, body: DictDetailCreateBody, by: string): Promise<DictDetail> {
  return db.transaction(async (tx) => {
    if (!(await findDict(tx, body.dict.id))) throw badRequest(fieldRefusal('dict', 'DICT_MISSING', { id: body.dict.id }));
    const [row] = await tx
      .insert(dictDetails)
      .values({ dictId: body.dict.id, label: body.label, value: body.value, dictSort: body.dictSort, createBy: by, updateBy: by })
      .returning();
    return toDetail(row!);
  });
}

/** `PUT api/dictDetail`. @throws 404 unknown id. */
export async function updateDetail(db: Db, body: DictDetailUpdateBody, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findDetail(tx, body.id))) throw notFound(refusal('DICT_ENTRY_NOT_FOUND', { ids: [String(body.id)] }));
    await tx
      .update(dictDetails)
      .set({ label: body.label, value: body.value, dictSort: body.dictSort, updateBy: by, updateTime: new Date() })
      .where(eq(dictDetails.id, body.id));
  });
}

/** `DELETE api/dictDetail/{id}`. @throws 404 unknown id. */
export async function deleteDetail(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(dictDetails).where(eq(dictDetails.id, id)).returning({ id: dictDetails.id });
    if (deleted.length === 0) throw notFound(refusal('DICT_ENTRY_NOT_FOUND', { ids: [String(id)] }));
  });
}

/**
 * `GET api/dict/download?blurry=` (eladmin's export): one row per entry of each matching dictionary (a dictionary
 * without entries gets one row with empty entry cells), by dictionary name then dictSort, as xlsx.
 * @returns the file's bytes. @throws 400 bad sort.
 */
export async function dictsXlsx(db: Db, query: SortQuery & { blurry?: string | undefined }, zone: string): Promise<Buffer> {
  const rows = await db
    .select({ dict: dicts, detail: dictDetails })
    .from(dicts)
    .leftJoin(dictDetails, eq(dictDetails.dictId, dicts.id))
    .where(dictFilter(query.blurry))
    .orderBy(...orderByFrom(query.sort, DICT_SORT_FIELDS, [asc(dicts.name)]), asc(dicts.id), asc(dictDetails.dictSort), asc(dictDetails.id))
    .limit(EXPORT_MAX_ROWS);
  return sheetXlsx(
    'Dictionaries',
    [
      { header: 'Name', width: 24 },
      { header: 'Description', width: 30 },
      { header: 'Label', width: 20 },
      { header: 'Value', width: 20 },
      { header: 'Sort', width: 8 },
      { header: 'Created', width: 20 },
    ],
    rows.map(({ dict, detail }) => [
      dict.name,
      dict.description ?? '',
      detail?.label ?? '',
      detail?.value ?? '',
      detail?.dictSort ?? '',
      formatWireDate(dict.createTime, zone),
    ]),
  );
}
