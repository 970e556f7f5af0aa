/** `GET auth/online/download`: the online sessions matching the page's search and sort as an xlsx workbook. */
import ExcelJS from 'exceljs';
import type { OnlineSession } from '../../../streams/contracts/auth';

/** More sessions than this are not exported (a guild has tens of staff; this only bounds a runaway). */
export const ONLINE_EXPORT_MAX_ROWS = 10_000;

export const ONLINE_EXPORT_HEADERS = ['User name', 'Nickname', 'Department', 'IP', 'Address', 'Browser', 'Login time'] as const;

/** The workbook's bytes: one sheet, a bold frozen header row, login times as the list shows them. */
export async function onlineUsersXlsx(rows: OnlineSession[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  workbook.title = 'Online users';
  const sheet = workbook.addWorksheet('Online users');
  const widths = [20, 22, 20, 18, 24, 24, 20];
  sheet.columns = ONLINE_EXPORT_HEADERS.map((header, i) => ({ header, key: String(i), width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([row.userName, row.nickName, row.dept ?? '', row.ip, row.address ?? '', row.browser, row.loginTime]);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
