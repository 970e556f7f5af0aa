/**
 * `POST api/weekData/import`: the figures only the platform knows (impressions, taps, videos, conversion rate,
 * followers) for one week, from the agency's data export (.csv or .xlsx, read as the other imports read files:
 * server/modules/monitor/import-file.ts).
 *
 * - The file's columns are mapped by an {@link ImportMapping} (column header → `uniqueId` | a figure | `ignore`; headers
 *   compared without case, spaces, `_`, `.` and `-`): the one sent with the request, else the remembered one, else the
 *   figures' own names. A successful import remembers the mapping it used (`app_settings` key
 *   {@link MAPPING_SETTING}), so the user confirms it once.
 * - Every row is checked first (a TikTok ID of a monitored streamer, once in the file; whole numbers ≥ 0; a rate of
 *   0–100, `12.5` or `12.5%`; a blank cell is "not reported", null); nothing is written when one row is bad: 400
 *   `IMPORT_REFUSED` with the problems by spreadsheet row number.
 * - Writing replaces the week's imported figures in one transaction: every row of the week loses its imported
 *   figures, then the file's streamers get theirs; measured figures are not touched. A streamer without a row that
 *   week gets one, its measured figures computed at once (recompute.ts).
 * The import is not limited by data scope: the agency's export covers the whole guild (`weekData:import` is a
 * manager's or administrator's permission).
 */
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { commonMessage } from '../../../streams/contracts/refusals/common';
import { parseRefusal, refusal, refusalMessage } from '../../../streams/contracts/refusals';
import { IMPORTED_FIGURES, importMappingSchema, weekDateSchema, type ImportedFigure, type ImportMapping, type ImportTarget, type WeekImportResult } from '../../../streams/contracts/week-data';
import type { Db, DbOrTx } from '../../db/database';
import { appSettings } from '../../db/schema/app-settings';
import { monitoredStreamers } from '../../db/schema/monitor';
import { weekData } from '../../db/schema/week-data';
import { badRequest, HttpError } from '../../http/http-error';
import { formatWireDate } from '../../http/wire-date';
import { normalizeHeader } from '../monitor/import';
import { kindOf, readTable, type ImportFile } from '../monitor/import-file';
import { recomputeWeek } from './recompute';
import { weekStarting, type WeekRange } from './week-range';

/** The `app_settings` key of the remembered column mapping (JSON of {@link ImportMapping}). */
export const MAPPING_SETTING = 'weekData.importMapping';

/** One refused cell or row: spreadsheet row number (1 = the header), the column's target, the message and its code. */
export interface WeekImportProblem {
  row: number;
  field: ImportTarget | null;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

const MAX_LISTED = 100;

/** A refused import: 400 `IMPORT_REFUSED` with the problems (the route adds them to the error body). */
export class WeekImportRefusedError extends HttpError {
  readonly problems: WeekImportProblem[];

  constructor(
    problems: WeekImportProblem[],
    readonly problemCount: number,
  ) {
    const first = problems
      .slice(0, 3)
      .map((problem) => `Row ${problem.row}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`)
      .join('; ');
    super(400, `${refusalMessage('IMPORT_REFUSED', { count: problemCount })} ${first}${problemCount > 3 ? `; and ${problemCount - 3} more` : ''}`, {}, { code: 'IMPORT_REFUSED', params: { count: problemCount } });
    this.problems = problems.slice(0, MAX_LISTED).map((problem) => {
      const parsed = parseRefusal(problem.message);
      return parsed ? { ...problem, code: parsed.code, ...(Object.keys(parsed.params).length > 0 ? { params: parsed.params } : {}) } : problem;
    });
  }
}

/** The multipart form of an import: the file, the week and the mapping (when sent). */
export interface WeekImportForm {
  file: ImportFile;
  week: string;
  mapping: ImportMapping | null;
}

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Reads a multipart form's one `file` (.csv/.xlsx, ≤ 5 MB) and its text fields.
 * @throws HttpError 400 IMPORT_NO_FILE, IMPORT_ONE_FILE, IMPORT_FILE_TYPE, IMPORT_FILE_SIZE.
 */
export async function receiveImportParts(request: FastifyRequest): Promise<{ file: ImportFile; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw badRequest(refusal('IMPORT_NO_FILE'));
  let file: ImportFile | null = null;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (file) throw badRequest(refusal('IMPORT_ONE_FILE'));
      const kind = kindOf(part.filename);
      if (!kind) {
        part.file.resume();
        throw badRequest(refusal('IMPORT_FILE_TYPE'));
      }
      file = { kind, name: path.basename(part.filename.replace(/\\/g, '/')), bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(refusal('IMPORT_FILE_SIZE'));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(refusal('IMPORT_ONE_FILE'));
    if (error instanceof Error && error.constructor === Error && code === undefined) throw badRequest(refusal('IMPORT_NO_FILE'));
    throw error;
  }
  if (!file || file.bytes.length === 0) throw badRequest(refusal('IMPORT_NO_FILE'));
  return { file, fields };
}

/**
 * Reads the import's multipart form: one `file` ({@link receiveImportParts}), a `week` field and an optional `mapping`
 * field (JSON).
 * @throws HttpError 400 as {@link receiveImportParts}, and WEEK_REQUIRED, WEEK_IMPORT_MAPPING_INVALID.
 */
export async function receiveWeekImport(request: FastifyRequest): Promise<WeekImportForm> {
  const { file, fields } = await receiveImportParts(request);
  const week = fields.get('week')?.trim() ?? '';
  if (!weekDateSchema.safeParse(week).success) throw badRequest(refusal('WEEK_REQUIRED'));
  const text = fields.get('mapping')?.trim();
  let mapping: ImportMapping | null = null;
  if (text) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest(refusal('WEEK_IMPORT_MAPPING_INVALID'));
    }
    const parsed = importMappingSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(refusal('WEEK_IMPORT_MAPPING_INVALID'));
    mapping = parsed.data;
  }
  return { file, week, mapping };
}

/** The mapping used when none was sent nor remembered: each target's own name. */
export const DEFAULT_MAPPING: ImportMapping = Object.fromEntries((['uniqueId', ...IMPORTED_FIGURES] as const).map((target) => [target, target]));

/** The remembered mapping and when it was saved, or null. */
export async function rememberedMapping(db: DbOrTx): Promise<{ mapping: ImportMapping; updatedAt: Date } | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAPPING_SETTING));
  if (!row) return null;
  const parsed = importMappingSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? { mapping: parsed.data, updatedAt: row.updateTime } : null;
}

/** Saves the mapping to remember. */
export async function rememberMapping(db: DbOrTx, mapping: ImportMapping, now: Date): Promise<void> {
  const value = JSON.stringify(mapping);
  await db
    .insert(appSettings)
    .values({ key: MAPPING_SETTING, value, updateTime: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updateTime: now } });
}

/** The `GET api/weekData/importMapping` answer. */
export async function mappingAnswer(db: DbOrTx, zone: string): Promise<{ mapping: ImportMapping; updatedAt: string | null }> {
  const remembered = await rememberedMapping(db);
  return remembered ? { mapping: remembered.mapping, updatedAt: formatWireDate(remembered.updatedAt, zone) } : { mapping: {}, updatedAt: null };
}

type Figures = Record<ImportedFigure, number | null>;

/** A whole number ≥ 0 (thousands separators dropped), null for blank; a string message when bad. */
function wholeNumber(cell: string): number | null | string {
  const digits = cell.replace(/[,\s]/g, '');
  if (digits === '') return null;
  const number = Number(digits);
  return Number.isSafeInteger(number) && number >= 0 ? number : refusalMessage('WEEK_IMPORT_WHOLE_NUMBER');
}

/** A percentage 0–100 from `12.5` or `12.5%`, null for blank; a string message when bad. */
function rate(cell: string): number | null | string {
  const text = cell.replace(/\s/g, '').replace(/%$/, '');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : refusalMessage('WEEK_IMPORT_RATE');
}

/** A planned row: its streamer and figures. */
interface PlannedRow {
  streamerId: number;
  uniqueId: string;
  nickname: string;
  figures: Figures;
}

/**
 * Checks every row of `table` under `mapping`.
 * @throws WeekImportRefusedError when any row is bad; HttpError 400 for the file as a whole (no rows, no TikTok ID
 *   column, a mapped column missing, no figure mapped).
 */
export async function planWeekImport(db: DbOrTx, table: string[][], mapping: ImportMapping): Promise<PlannedRow[]> {
  const targets = new Map<string, ImportTarget>(Object.entries(mapping).map(([header, target]) => [normalizeHeader(header), target]));
  if (![...targets.values()].includes('uniqueId')) throw badRequest(refusal('WEEK_IMPORT_NO_ID_COLUMN'));
  if (!IMPORTED_FIGURES.some((figure) => [...targets.values()].includes(figure))) throw badRequest(refusal('WEEK_IMPORT_NO_FIGURES'));
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  const columns = new Map<ImportTarget, number>();
  const seen = new Set<string>();
  table[headerIndex]!.forEach((cell, index) => {
    const key = normalizeHeader(cell);
    const target = targets.get(key);
    seen.add(key);
    if (target && target !== 'ignore' && !columns.has(target)) columns.set(target, index);
  });
  for (const [header, target] of Object.entries(mapping)) {
    if (target !== 'ignore' && !seen.has(normalizeHeader(header))) throw badRequest(refusal('WEEK_IMPORT_COLUMN_MISSING', { column: header }));
  }
  const idColumn = columns.get('uniqueId')!;
  const problems: WeekImportProblem[] = [];
  const parsed: { row: number; uniqueId: string; figures: Figures }[] = [];
  const firstRowOf = new Map<string, number>();
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const row = index + 1;
    const uniqueId = (cells[idColumn] ?? '').trim().replace(/^@/, '');
    if (uniqueId === '') {
      problems.push({ row, field: 'uniqueId', message: commonMessage('REQUIRED') });
      continue;
    }
    const first = firstRowOf.get(uniqueId.toLowerCase());
    if (first !== undefined) {
      problems.push({ row, field: 'uniqueId', message: refusalMessage('IMPORT_DUPLICATE_IN_FILE', { row: first }) });
      continue;
    }
    firstRowOf.set(uniqueId.toLowerCase(), row);
    const figures = {} as Figures;
    let bad = false;
    for (const figure of IMPORTED_FIGURES) {
      const column = columns.get(figure);
      const value = column === undefined ? null : (figure === 'conversionRate' ? rate : wholeNumber)((cells[column] ?? '').trim());
      if (typeof value === 'string') {
        problems.push({ row, field: figure, message: value });
        bad = true;
      } else figures[figure] = value;
    }
    if (!bad) parsed.push({ row, uniqueId, figures });
  }
  if (parsed.length + problems.length === 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  const keys = parsed.map((entry) => entry.uniqueId.toLowerCase());
  const known = new Map<string, { id: number; uniqueId: string; nickname: string }>();
  for (let start = 0; start < keys.length; start += 1_000) {
    const chunk = keys.slice(start, start + 1_000);
    const rows = await db
      .select({ id: monitoredStreamers.id, uniqueId: monitoredStreamers.uniqueId, nickname: monitoredStreamers.nickname })
      .from(monitoredStreamers)
      .where(sql`lower(${monitoredStreamers.uniqueId}) in (${sql.join(chunk.map((key) => sql`${key}`), sql`, `)})`);
    for (const streamer of rows) known.set(streamer.uniqueId.toLowerCase(), streamer);
  }
  const planned: PlannedRow[] = [];
  for (const entry of parsed) {
    const streamer = known.get(entry.uniqueId.toLowerCase());
    if (!streamer) problems.push({ row: entry.row, field: 'uniqueId', message: refusalMessage('WEEK_IMPORT_UNKNOWN_STREAMER', { uniqueId: entry.uniqueId }) });
    else planned.push({ streamerId: streamer.id, uniqueId: streamer.uniqueId, nickname: streamer.nickname, figures: entry.figures });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    throw new WeekImportRefusedError(problems, problems.length);
  }
  return planned;
}

/** Rows per INSERT (8 parameters each). */
const CHUNK = 1_000;

/**
 * Reads, checks and writes an import (see the module comment), then remembers the mapping used.
 * @throws WeekImportRefusedError, HttpError 400 (WEEK_NOT_MONDAY and the file's refusals).
 */
export async function importWeek(db: Db, form: WeekImportForm, zone: string, now: Date): Promise<WeekImportResult> {
  const range: WeekRange = weekStarting(form.week, zone);
  const mapping = form.mapping ?? (await rememberedMapping(db))?.mapping ?? DEFAULT_MAPPING;
  const planned = await planWeekImport(db, await readTable(form.file), mapping);
  const inFile = new Set(planned.map((row) => row.streamerId));
  const cleared = await db.transaction(async (tx) => {
    const wiped = await tx
      .update(weekData)
      .set({ impressions: null, taps: null, videos: null, conversionRate: null, followers: null, importedAt: null })
      .where(and(eq(weekData.weekStart, range.week), isNotNull(weekData.importedAt)))
      .returning({ streamerId: weekData.streamerId });
    for (let start = 0; start < planned.length; start += CHUNK) {
      const chunk = planned.slice(start, start + CHUNK);
      await tx
        .insert(weekData)
        .values(chunk.map((row) => ({ streamerId: row.streamerId, weekStart: range.week, uniqueId: row.uniqueId, nickname: row.nickname, ...row.figures, importedAt: now })))
        .onConflictDoUpdate({
          target: [weekData.streamerId, weekData.weekStart],
          set: {
            impressions: sql`excluded.impressions`,
            taps: sql`excluded.taps`,
            videos: sql`excluded.videos`,
            conversionRate: sql`excluded.conversion_rate`,
            followers: sql`excluded.followers`,
            importedAt: sql`excluded.imported_at`,
          },
        });
    }
    // Rows the import created have no measured figures or attributes yet.
    const fresh = (await tx.select({ streamerId: weekData.streamerId }).from(weekData).where(and(eq(weekData.weekStart, range.week), sql`${weekData.computedAt} is null`))).map((row) => row.streamerId);
    await recomputeWeek(tx, range, zone, now, fresh);
    await rememberMapping(tx, mapping, now);
    return wiped.filter((row) => !inFile.has(row.streamerId)).length;
  });
  return { week: range.week, imported: planned.length, cleared };
}
