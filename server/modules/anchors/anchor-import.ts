/**
 * `POST api/anchors/import`: streamers from one .csv or .xlsx file (read as the monitored streamers' import reads
 * it: server/modules/monitor/import-file.ts). The header row names the columns (streams/contracts/anchor-lists.ts
 * `IMPORT_COLUMNS`, any order, case and spacing ignored); `anchorId` is required. Every row is checked first and
 * nothing is written when any row is refused: 400 `IMPORT_REFUSED` listing the problems by row (a TikTok ID twice
 * in the file, or already stored, is a problem). Accepted rows are written in one transaction, owned like streamers
 * added by hand (see anchor-records.ts), each with an `imported` timeline entry.
 */
import { z } from 'zod';
import { GENDERS } from '../../../streams/contracts/anchors';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn } from '../../../streams/contracts/anchor-lists';
import { pastedTikTokId } from '../../../streams/contracts/common';
import { commonMessage } from '../../../streams/contracts/refusals/common';
import { parseRefusal, refusal, refusalMessage as catalogMessage } from '../../../streams/contracts/refusals';
import type { Db } from '../../db/database';
import { anchors } from '../../db/schema/anchors';
import { badRequest, HttpError } from '../../http/http-error';
import { normalizeHeader } from '../monitor/import';
import { readTable, type ImportFile } from '../monitor/import-file';
import { recordEvents } from './anchor-events';
import { duplicateSafe, followInMonitoring, storedAnchorIds } from './anchor-records';
import { canAllocate, type CrmCaller } from './crm-caller';

/** One refused cell or row: the sheet's row number (1 = the header), the column, the message and its code. */
export interface AnchorImportProblem {
  row: number;
  field: ImportColumn | null;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** Problems listed in the answer (the count says how many there were). */
const MAX_LISTED = 100;

/** `Nothing was imported: 3 problems in the file. Row 2, fans: …` (the first three), as the monitored streamers' import says it. */
function summary(problems: readonly AnchorImportProblem[], total: number): string {
  const first = problems
    .slice(0, 3)
    .map((problem) => `Row ${problem.row}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`)
    .join('; ');
  return `${catalogMessage('IMPORT_REFUSED', { count: total })} ${first}${total > 3 ? `; and ${total - 3} more` : ''}`;
}

/** A refused import: 400 `IMPORT_REFUSED` with the problems (the route adds them to the error body). */
export class AnchorImportRefusedError extends HttpError {
  readonly problems: AnchorImportProblem[];

  constructor(
    problems: AnchorImportProblem[],
    readonly problemCount: number,
  ) {
    super(400, summary(problems, problemCount), {}, { code: 'IMPORT_REFUSED', params: { count: problemCount } });
    this.problems = problems.map((problem) => {
      const parsed = parseRefusal(problem.message);
      return parsed ? { ...problem, code: parsed.code, ...(Object.keys(parsed.params).length > 0 ? { params: parsed.params } : {}) } : problem;
    });
  }
}

/** A whole number cell: blank is 0; thousands separators are dropped. */
const count = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const digits = value.replace(/[,\s]/g, '');
    if (digits === '') return 0;
    const number = Number(digits);
    if (!Number.isInteger(number) || number < 0 || number > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: commonMessage('WHOLE_NUMBER_MIN_ZERO') });
      return z.NEVER;
    }
    return number;
  });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, commonMessage('TEXT_TOO_LONG', { maximum: max }))
    .transform((value) => value || null);

/** One data row's cells, checked. */
const rowSchema = z.object({
  anchorId: pastedTikTokId(commonMessage('ANCHOR_ID_REQUIRED'), z.string().min(1, commonMessage('ANCHOR_ID_REQUIRED')).max(64, commonMessage('TEXT_TOO_LONG', { maximum: 64 }))),
  uniqueId: optional(64),
  nickname: optional(64),
  fans: count,
  highestDiamonds: count,
  gender: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || null)
    .pipe(z.enum(GENDERS, { error: commonMessage('INVALID_CHOICE', { values: GENDERS.join(', ') }) }).nullable()),
  systemCountry: optional(64),
  remarkCountry: optional(64),
  whatsAppNumber: optional(32),
  insAccount: optional(64),
  customLabels: z
    .string()
    .transform((value) =>
      value
        .split(/[,;]/)
        .map((label) => label.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(32)).max(20)),
  note: optional(500),
});
type ImportRow = z.output<typeof rowSchema>;

const HEADERS = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((column) => [normalizeHeader(column), column]));
HEADERS.set('tiktokid', 'anchorId');
HEADERS.set('whatsapp', 'whatsAppNumber');
HEADERS.set('labels', 'customLabels');

/** Checks every row of the table. @returns the rows to write. @throws AnchorImportRefusedError; 400 for the file as a whole. */
export async function planAnchorImport(db: Db, table: string[][]): Promise<{ row: number; values: ImportRow }[]> {
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  const columns = new Map<ImportColumn, number>();
  table[headerIndex]!.forEach((cell, index) => {
    const column = HEADERS.get(normalizeHeader(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('anchorId')) throw badRequest(refusal('ANCHOR_IMPORT_NO_HEADER'));
  const problems: AnchorImportProblem[] = [];
  const accepted: { row: number; values: ImportRow }[] = [];
  const firstRowOf = new Map<string, number>();
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (accepted.length + problems.length >= IMPORT_MAX_ROWS + 1) throw badRequest(refusal('IMPORT_TOO_MANY_ROWS'));
    const row = index + 1;
    const result = rowSchema.safeParse(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cells[columns.get(column) ?? -1] ?? ''])));
    if (!result.success) {
      for (const issue of result.error.issues) problems.push({ row, field: issue.path[0] as ImportColumn, message: issue.message });
      continue;
    }
    const key = result.data.anchorId.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row, field: 'anchorId', message: catalogMessage('IMPORT_DUPLICATE_IN_FILE', { row: first }) });
      continue;
    }
    firstRowOf.set(key, row);
    accepted.push({ row, values: result.data });
  }
  if (accepted.length + problems.length === 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  if (accepted.length > IMPORT_MAX_ROWS) throw badRequest(refusal('IMPORT_TOO_MANY_ROWS'));
  const stored = await storedAnchorIds(db, accepted.map((entry) => entry.values.anchorId));
  for (const entry of accepted) {
    if (stored.has(entry.values.anchorId.toLowerCase())) problems.push({ row: entry.row, field: 'anchorId', message: catalogMessage('ANCHOR_EXISTS', { anchorId: entry.values.anchorId }) });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row || IMPORT_COLUMNS.indexOf(a.field ?? 'anchorId') - IMPORT_COLUMNS.indexOf(b.field ?? 'anchorId'));
    throw new AnchorImportRefusedError(problems.slice(0, MAX_LISTED), problems.length);
  }
  return accepted;
}

/** Rows per INSERT (about 20 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 1_000;

/** Reads, checks and writes an import file. @returns how many streamers were added. */
export async function importAnchors(db: Db, who: CrmCaller, file: ImportFile, now: Date): Promise<{ imported: number }> {
  const plan = await planAnchorImport(db, await readTable(file));
  const owner = canAllocate(who) ? { operatorId: null, allocatedTime: null } : { operatorId: who.userId, allocatedTime: now };
  const values = plan.map(({ values: v }) => ({ ...v, uniqueId: v.uniqueId ?? v.anchorId, nickname: v.nickname ?? '', ...owner, deptId: who.deptId, createBy: who.username, updateBy: who.username }));
  // A concurrent add of one of these IDs after the check is caught by the unique index: nothing is written then.
  await duplicateSafe(values[0]!.anchorId, () =>
    db.transaction(async (tx) => {
      for (let start = 0; start < values.length; start += CHUNK) {
        const chunk = values.slice(start, start + CHUNK);
        const ids = await tx.insert(anchors).values(chunk).returning({ id: anchors.id });
        await recordEvents(tx, ids.map(({ id }) => ({ anchorRowId: id, kind: 'imported' as const, by: who.username, at: now })));
        await followInMonitoring(tx, chunk, who.username);
      }
    }),
  );
  return { imported: values.length };
}
