/**
 * `POST api/monitor/streamers/import`, from a CSV or XLSX file (contract
 * streams/contracts/monitor.ts `IMPORT_*`): all or nothing. Every row is checked first (its cells, a TikTok ID twice
 * in the file, the staff user names, the IDs already monitored), and only a file without a single problem is written,
 * in one transaction. A person fixes the listed rows and imports the same file again; nothing was half-imported.
 *
 * Modes: `strict` (default) refuses an ID already monitored, like the add form does; `skip` leaves those rows out and
 * counts them, so importing a grown list again adds only the new streamers. A TikTok ID twice in one file is refused
 * in both modes: its rows may disagree, and which one should win is not ours to guess.
 */
import { z } from 'zod';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ERRORS,
  MONITOR_MESSAGES,
  MONITOR_TYPES,
  uniqueIdKey,
  uniqueIdSchema,
  type ImportColumn,
  type ImportMode,
  type ImportRowError,
  type MonitorImportResult,
} from '../../../streams/contracts/monitor';
import type { Db } from '../../db/database';
import { monitoredStreamers } from '../../db/schema/monitor';
import { HttpError, badRequest } from '../../http/http-error';
import { parseRefusal } from '../../../streams/contracts/refusals';
import { refusal } from '../../../streams/contracts/refusals';
import { readTable, type CellTable, type ImportFile } from './import-file';
import { chunks, existingKeys, staffByUsername, type MonitoredStreamerInsert } from './repository';
import { freshScanState, refusingDuplicates } from './service';

/** Header name (lower case, without spaces, dashes, dots or underscores) → column. */
const HEADER_NAMES: Record<string, ImportColumn> = {
  uniqueid: 'uniqueId',
  tiktokid: 'uniqueId',
  nickname: 'nickname',
  type: 'type',
  monitortype: 'type',
  staff: 'staff',
  staffusername: 'staff',
  notes: 'notes',
  note: 'notes',
  remark: 'notes',
  enabled: 'enabled',
};

/** `Unique ID`, `unique_id`, `uniqueId` → `uniqueid`. */
export const normalizeHeader = (text: string): string => text.trim().toLowerCase().replace(/[\s_.-]+/g, '');

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/** One data row's cells, checked. Blank optional cells take their defaults. */
const rowSchema = z.object({
  uniqueId: uniqueIdSchema,
  nickname: z.string().trim().max(64, MONITOR_MESSAGES.nicknameLength),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || 'regular')
    .pipe(z.enum(MONITOR_TYPES, { error: MONITOR_MESSAGES.typeRequired })),
  staff: z.string().trim(),
  notes: z.string().trim().max(500, MONITOR_MESSAGES.notesLength),
  enabled: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value, ctx) => {
      if (value === '' || TRUE_WORDS.has(value)) return true;
      if (FALSE_WORDS.has(value)) return false;
      ctx.addIssue({ code: 'custom', message: MONITOR_MESSAGES.enabledFormat });
      return z.NEVER;
    }),
});
type ImportRow = z.output<typeof rowSchema>;

/** A refused import: 400 with the row problems (the route adds them to the error body). */
export class ImportRefusedError extends HttpError {
  /** The first {@link IMPORT_MAX_ERRORS} problems, by row and column, each with its code. */
  readonly errors: ImportRowError[];

  constructor(
    errors: ImportRowError[],
    /** How many problems there were in all. */
    readonly errorCount: number,
  ) {
    super(400, refusalMessage(errors, errorCount), {}, { code: 'IMPORT_REFUSED', params: { count: errorCount } });
    // Each row's message is one of the catalog's texts: its code and params let the console translate it.
    this.errors = errors.map((error) => {
      const parsed = parseRefusal(error.message);
      return parsed ? { ...error, code: parsed.code, ...(Object.keys(parsed.params).length > 0 ? { params: parsed.params } : {}) } : error;
    });
  }
}

/** `Nothing was imported: 3 problems in the file. Row 2, type: …; Row 5, uniqueId: …` (the first three). */
export function refusalMessage(errors: ImportRowError[], errorCount: number): string {
  const first = errors
    .slice(0, 3)
    .map((error) => `Row ${error.row}${error.field ? `, ${error.field}` : ''}: ${error.message}`)
    .join('; ');
  const more = errorCount > 3 ? `; and ${errorCount - 3} more` : '';
  return `Nothing was imported: ${errorCount} ${errorCount === 1 ? 'problem' : 'problems'} in the file. ${first}${more}`;
}

/** What an accepted file writes. */
export interface ImportPlan {
  rows: { row: number; values: ImportRow; staffId: number | null }[];
  /** Rows left out because their ID is monitored already (mode `skip`). */
  skipped: number;
}

/**
 * Checks every row of `table` (row 1, or the first non-blank row, is the header).
 * @throws ImportRefusedError listing the problems; HttpError 400 `noHeader` / `noRows` for a file without either.
 */
export async function planImport(db: Db, table: CellTable, mode: ImportMode): Promise<ImportPlan> {
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  const columns = new Map<ImportColumn, number>();
  table[headerIndex]!.forEach((cell, index) => {
    const column = HEADER_NAMES[normalizeHeader(cell)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('uniqueId')) throw badRequest(refusal('IMPORT_NO_HEADER'));

  // Each row is checked as a whole (its cells), and on its own ID and staff name even when another cell is wrong,
  // so one pass over the file shows every problem.
  const errors: ImportRowError[] = [];
  const entries: { row: number; key: string | null; staffName: string; values: ImportRow | null }[] = [];
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const row = index + 1;
    const raw = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cells[columns.get(column) ?? -1] ?? '']));
    const result = rowSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, field: issue.path[0] as ImportColumn, message: issue.message });
    }
    const id = uniqueIdSchema.safeParse(raw.uniqueId);
    entries.push({ row, key: id.success ? uniqueIdKey(id.data) : null, staffName: (raw.staff ?? '').trim(), values: result.success ? result.data : null });
  }
  if (entries.length === 0) throw badRequest(refusal('IMPORT_NO_ROWS'));

  const staffNames = [...new Set(entries.map((entry) => entry.staffName).filter((name) => name !== ''))];
  const staff = staffNames.length > 0 ? await staffByUsername(db, staffNames) : new Map<string, number>();
  const firstRowOf = new Map<string, number>();
  for (const entry of entries) if (entry.key !== null && !firstRowOf.has(entry.key)) firstRowOf.set(entry.key, entry.row);
  const existing = await existingKeys(db, [...firstRowOf.keys()]);

  const plan: ImportPlan = { rows: [], skipped: 0 };
  for (const entry of entries) {
    let ok = entry.values !== null;
    const staffId = entry.staffName === '' ? null : (staff.get(entry.staffName.toLowerCase()) ?? null);
    if (entry.staffName !== '' && staffId === null) {
      errors.push({ row: entry.row, field: 'staff', message: MONITOR_MESSAGES.unknownStaff });
      ok = false;
    }
    if (entry.key !== null) {
      // A TikTok ID twice in the file: every later row names the first.
      const first = firstRowOf.get(entry.key)!;
      if (first !== entry.row) {
        errors.push({ row: entry.row, field: 'uniqueId', message: MONITOR_MESSAGES.duplicateInFile(first), otherRow: first });
        continue;
      }
      if (existing.has(entry.key)) {
        if (mode === 'skip') {
          plan.skipped += 1;
          continue;
        }
        errors.push({ row: entry.row, field: 'uniqueId', message: MONITOR_MESSAGES.exists });
        ok = false;
      }
    }
    if (ok && entry.values) plan.rows.push({ row: entry.row, values: entry.values, staffId });
  }

  if (errors.length > 0) {
    const order = (field: ImportColumn | null) => (field === null ? -1 : IMPORT_COLUMNS.indexOf(field));
    errors.sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
    throw new ImportRefusedError(errors.slice(0, IMPORT_MAX_ERRORS), errors.length);
  }
  return plan;
}

/** Rows per INSERT (about 15 parameters each). */
const INSERT_CHUNK = 500;

/**
 * Reads, checks and writes an import file (one transaction).
 * @throws ImportRefusedError (400 with the row problems; nothing written); HttpError 400 for an unreadable file;
 *   400 `uniqueId: The streamer already exists` when a concurrent add took one of the IDs after the check (mode strict).
 */
export async function importStreamers(db: Db, file: ImportFile, mode: ImportMode, by: string): Promise<MonitorImportResult> {
  const plan = await planImport(db, await readTable(file), mode);
  const values: MonitoredStreamerInsert[] = plan.rows.map(({ values: v, staffId }) => ({
    uniqueId: v.uniqueId,
    nickname: v.nickname || v.uniqueId,
    type: v.type,
    staffId,
    notes: v.notes || null,
    enabled: v.enabled,
    ...freshScanState(v.enabled),
    createBy: by,
    updateBy: by,
  }));
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      let created = 0;
      for (const part of chunks(values, INSERT_CHUNK)) {
        const insert = tx.insert(monitoredStreamers).values(part);
        // Mode skip: an ID added since the check is skipped as well, not a failure.
        const rows = mode === 'skip' ? await insert.onConflictDoNothing().returning({ id: monitoredStreamers.id }) : await insert.returning({ id: monitoredStreamers.id });
        created += rows.length;
      }
      return { created, skipped: plan.skipped + values.length - created };
    }),
  );
}
