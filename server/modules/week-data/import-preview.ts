/**
 * `POST api/weekData/importPreview`: the header row of an agency export and the mapping the import would use for it,
 * so the user sees and corrects the mapping before anything is written. The file is read by the same `readTable` as
 * the import, so the headers shown are the ones the import will match. Each header is suggested, in order: what the
 * remembered mapping says for it, a target's own name (`impressions`, `uniqueId`), else `ignore`; headers compared as
 * the import compares them (`normalizeHeader`).
 */
import { IMPORT_PREVIEW_ROWS, IMPORT_TARGETS, type ImportMapping, type ImportPreview, type ImportTarget } from '../../../streams/contracts/week-data';
import { refusal } from '../../../streams/contracts/refusals';
import type { DbOrTx } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { normalizeHeader } from '../monitor/import';
import { readTable, type ImportFile } from '../monitor/import-file';
import { rememberedMapping } from './week-import';

/** Each header's suggested target from `remembered` (header → target), else a target's own name, else `ignore`. */
export function suggestMapping(headers: readonly string[], remembered: ImportMapping): ImportMapping {
  const known = new Map<string, ImportTarget>(Object.entries(remembered).map(([header, target]) => [normalizeHeader(header), target]));
  const byName = new Map<string, ImportTarget>(IMPORT_TARGETS.filter((target) => target !== 'ignore').map((target) => [normalizeHeader(target), target]));
  return Object.fromEntries(headers.map((header) => [header, known.get(normalizeHeader(header)) ?? byName.get(normalizeHeader(header)) ?? 'ignore']));
}

/**
 * The preview of `file`.
 * @throws HttpError 400 IMPORT_NO_ROWS when the file has no header row; the file's read refusals (readTable).
 */
export async function previewImport(db: DbOrTx, file: ImportFile): Promise<ImportPreview> {
  const table = await readTable(file);
  const headerIndex = table.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw badRequest(refusal('IMPORT_NO_ROWS'));
  // Blank header cells name no column the mapping could hold; their positions are left out of the sample too.
  const columns = table[headerIndex]!.map((cell, index) => ({ header: cell.trim(), index })).filter((column) => column.header !== '');
  const headers = [...new Set(columns.map((column) => column.header))];
  const body = table.slice(headerIndex + 1).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  return {
    headers,
    mapping: suggestMapping(headers, (await rememberedMapping(db))?.mapping ?? {}),
    sampleRows: body.slice(0, IMPORT_PREVIEW_ROWS).map((cells) => columns.map((column) => (cells[column.index] ?? '').trim())),
    rowCount: body.length,
  };
}
