/**
 * Receiving and reading the monitored streamer import file (contract streams/contracts/monitor.ts, `IMPORT_*`):
 * one multipart file, `.csv` or `.xlsx` by its name, at most 5 MB (the multipart plugin of this module is registered
 * with that limit), read whole into memory (5 MB is small) and turned into a table of cell texts whose index + 1 is
 * the row number a spreadsheet program shows, so row errors point at the right line.
 *
 * - CSV: UTF-8 (a BOM is dropped), or UTF-16 with its BOM (Excel's "Unicode text"); the delimiter is the one of `,`
 *   `;` or tab found most in the first line (Excel writes `;` where the decimal mark is a comma); quoted fields may
 *   hold line breaks; `\r\n`, `\n` and `\r` all end a record, mixed or not.
 * - XLSX: the first worksheet, read with exceljs; each cell's displayed text (formulas by their result). A zip whose
 *   entries declare more than {@link XLSX_MAX_UNZIPPED_BYTES} unzipped is refused before exceljs inflates it.
 */
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_ROWS } from '../../../streams/contracts/monitor';
import { badRequest, HttpError } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';

export type ImportFileKind = 'csv' | 'xlsx';

/** An uploaded import file. */
export interface ImportFile {
  kind: ImportFileKind;
  /** The name as uploaded. */
  name: string;
  bytes: Buffer;
}

/** Unzipped bytes an xlsx may declare (a 5 MB xlsx of 10,000 rows unzips to a few MB; a zip bomb to gigabytes). */
export const XLSX_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** Columns read from a row (more are ignored: nobody's import has 100 columns, a broken file might). */
const MAX_COLUMNS = 100;

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/** The kind by file name, or null for another extension. */
export function kindOf(fileName: string): ImportFileKind | null {
  const extension = path.extname(fileName.replace(/\\/g, '/')).toLowerCase();
  return extension === '.csv' ? 'csv' : extension === '.xlsx' ? 'xlsx' : null;
}

/**
 * Reads the one file of a multipart request.
 * @throws HttpError 400 IMPORT_NO_FILE (no file, empty, or not multipart), IMPORT_ONE_FILE (a second file),
 *   IMPORT_FILE_TYPE (not .csv/.xlsx), IMPORT_FILE_SIZE (over 5 MB, the plugin's `fileSize` limit).
 */
export async function receiveImportFile(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw badRequest(refusal('IMPORT_NO_FILE'));
  let file: ImportFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw badRequest(refusal('IMPORT_ONE_FILE'));
      const kind = kindOf(part.filename);
      if (!kind) {
        part.file.resume();
        throw badRequest(refusal('IMPORT_FILE_TYPE'));
      }
      // Throws FST_REQ_FILE_TOO_LARGE past the plugin's fileSize limit.
      const bytes = await part.toBuffer();
      file = { kind, name: path.basename(part.filename.replace(/\\/g, '/')), bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(refusal('IMPORT_FILE_SIZE'));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(refusal('IMPORT_ONE_FILE'));
    // busboy's errors for a body that is not well-formed multipart are plain Errors without a code.
    if (error instanceof Error && error.constructor === Error && code === undefined) throw badRequest(refusal('IMPORT_NO_FILE'));
    throw error;
  }
  if (!file || file.bytes.length === 0) throw badRequest(refusal('IMPORT_NO_FILE'));
  return file;
}

/** Cell texts by row; `table[i]` is spreadsheet row `i + 1` (blank rows are empty arrays). */
export type CellTable = string[][];

/**
 * The file as a table of cell texts.
 * @throws HttpError 400 IMPORT_UNREADABLE, IMPORT_NOT_UTF8, IMPORT_CSV_BROKEN, IMPORT_TOO_MANY_ROWS.
 */
export async function readTable(file: ImportFile): Promise<CellTable> {
  const table = file.kind === 'csv' ? readCsv(file.bytes) : await readXlsx(file.bytes);
  // The header row plus the data rows; trailing blank rows do not count.
  let last = table.length;
  while (last > 0 && table[last - 1]!.every((cell) => cell.trim() === '')) last -= 1;
  if (last - 1 > IMPORT_MAX_ROWS) throw badRequest(refusal('IMPORT_TOO_MANY_ROWS'));
  return table.slice(0, last);
}

/** Decodes CSV bytes: UTF-16 LE/BE by their BOM, otherwise strict UTF-8 (its BOM dropped). */
function decodeCsv(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    // ignoreBOM false (the default) drops a leading UTF-8 BOM.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(refusal('IMPORT_NOT_UTF8'));
  }
}

/** `,`, `;` or tab: whichever the first line holds most of (`,` on a tie or none). */
export function sniffDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n/) === -1 ? undefined : text.search(/\r|\n/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, n: firstLine.split(delimiter).length - 1 }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).delimiter;
}

function readCsv(bytes: Buffer): CellTable {
  const text = decodeCsv(bytes);
  try {
    const records = parse(text, {
      delimiter: sniffDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted field (`5" tall`) is kept as text rather than failing the file.
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    }) as string[][];
    return records.map((record) => (record.length === 1 && record[0] === '' ? [] : record.slice(0, MAX_COLUMNS)));
  } catch (error) {
    // `records` read before the one that failed; blank lines are records too, so the failing one is row records + 1.
    const records = (error as { records?: unknown }).records;
    if (typeof records === 'number') throw badRequest(refusal('IMPORT_CSV_BROKEN', { row: records + 1 }));
    throw badRequest(refusal('IMPORT_UNREADABLE'));
  }
}

/**
 * Sum of the unzipped sizes a zip's central directory declares, or null when `bytes` is not a zip (or a ZIP64 one,
 * which an import file never needs to be). Reads only the directory at the end of the file.
 */
export function declaredUnzippedBytes(bytes: Buffer): number | null {
  // End of central directory: 22 bytes plus a comment of up to 65,535, at the very end.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || offset === 0xffffffff) return null;
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return total;
}

async function readXlsx(bytes: Buffer): Promise<CellTable> {
  const unzipped = declaredUnzippedBytes(bytes);
  if (unzipped === null || unzipped > XLSX_MAX_UNZIPPED_BYTES) throw badRequest(refusal('IMPORT_UNREADABLE'));
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings want its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(refusal('IMPORT_UNREADABLE'));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw badRequest(refusal('IMPORT_TOO_MANY_ROWS'));
  const columns = Math.min(sheet.columnCount, MAX_COLUMNS);
  const table: CellTable = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= columns; c += 1) cells.push(row.getCell(c).text ?? '');
    table[rowNumber - 1] = cells;
  });
  // eachRow skips empty rows: fill the holes so that an index still is a row number.
  return Array.from(table, (cells) => cells ?? []);
}
