/**
 * The one xlsx writer of the `GET api/<resource>/download` exports: a one-sheet workbook with a bold, frozen header
 * row and one row per record (exceljs), and how a route answers with it. Seed-key texts (`seed:dept.guildHq`) are
 * written as their English text.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { seedTextEnglish } from '../../streams/contracts/seed-texts';

/** The content type of an xlsx answer. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many rows are exported unless a list says otherwise (a download is for people, not for backups). */
export const EXPORT_MAX_ROWS = 10_000;

/** A cell value: text, number or boolean. */
export type Cell = string | number | boolean;

/** A column: its header text and its width in characters. */
export interface XlsxColumn {
  header: string;
  width: number;
}

export interface SheetOptions {
  /** The workbook's title (document properties): the sheet's name by default; null leaves it unset. */
  title?: string | null;
}

/**
 * Builds the workbook.
 * @param sheetName the sheet's name (and by default the workbook's title).
 * @param columns header texts with their widths (characters).
 * @param rows one array of cells per row, in column order.
 * @returns the file's bytes.
 */
export async function sheetXlsx(sheetName: string, columns: readonly XlsxColumn[], rows: Iterable<readonly Cell[]>, options: SheetOptions = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  const title = options.title === undefined ? sheetName : options.title;
  if (title !== null) workbook.title = title;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, i) => ({ header: column.header, key: String(i), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  // Seeded names are stored as keys (seed-texts.ts); a file has no reader language, so it gets their English text.
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? seedTextEnglish(cell) : cell)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Columns from parallel lists of headers and widths (the shape several exports keep their headers in). */
export const columnsOf = (headers: readonly string[], widths: readonly number[]): XlsxColumn[] =>
  headers.map((header, i) => ({ header, width: widths[i] ?? 12 }));

/** `content-disposition` of a download named `name`.xlsx. */
export const attachment = (name: string) => `attachment; filename="${name}.xlsx"`;

/** Answers 200 with the workbook as the download `fileName`.xlsx. */
export const sendXlsx = (reply: FastifyReply, fileName: string, file: Buffer) =>
  reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', attachment(fileName)).send(file);
