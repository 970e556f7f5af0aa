/**
 * One-sheet xlsx workbooks for the `GET api/<resource>/download` exports of the system pages:
 * a bold, frozen header row and one row per record.
 */
import ExcelJS from 'exceljs';

/** The content type of an xlsx answer. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many rows are exported (a download is for people, not for backups). */
export const EXPORT_MAX_ROWS = 10_000;

/** A cell value: text, number or boolean. */
export type Cell = string | number | boolean;

/**
 * Builds the workbook.
 * @param title the sheet's (and workbook's) title.
 * @param columns header texts with their widths (characters).
 * @returns the file's bytes.
 */
export async function sheetXlsx(title: string, columns: readonly { header: string; width: number }[], rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  workbook.title = title;
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map((column, i) => ({ header: column.header, key: String(i), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `content-disposition` of a download named `name`.xlsx. */
export const attachment = (name: string) => `attachment; filename="${name}.xlsx"`;
