/**
 * Operation and error log use cases (eladmin `LogServiceImpl`; contract streams/contracts/logs.ts):
 * paged lists with blurry search and a time range, the caller's own log, an error's stack, clearing, xlsx export.
 */
import { asc, desc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '../../../streams/contracts/common';
import type { LogRow } from '../../../streams/contracts/logs';
import type { Db } from '../../db/database';
import { operationLogs, type LogType } from '../../db/schema/system-logs';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { orderByFrom, pageWindow, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { parseWireDate } from '../animations/service';
import { countLogs, deleteLogs, findErrorDetail, logWhere, type LogDbRow, type LogFilter } from './repository';

export const LOG_SORT_FIELDS: SortWhitelist = {
  id: operationLogs.id,
  username: operationLogs.username,
  description: operationLogs.description,
  method: operationLogs.method,
  requestIp: operationLogs.requestIp,
  time: operationLogs.time,
  status: operationLogs.status,
  createTime: operationLogs.createTime,
};

/** Most rows an export holds. */
export const LOG_EXPORT_MAX_ROWS = 50_000;

/** The parsed list query (logQuerySchema's output). */
export interface LogListQuery {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  blurry?: string | undefined;
  createTime?: string[] | undefined;
}

const toRow = (row: LogDbRow, zone: string): LogRow => ({
  id: row.id,
  username: row.username,
  description: row.description,
  method: row.method,
  params: row.params,
  requestIp: row.requestIp,
  browser: row.browser,
  time: row.time,
  status: row.status,
  createTime: formatWireDate(row.createTime, zone),
});

/**
 * The filter of a list query. The `to` date includes its whole second.
 * @throws 400 when a date names no real time or the range is reversed.
 */
function filterOf(query: LogListQuery, logType: LogType, zone: string, username?: string): LogFilter {
  let from: Date | undefined;
  let to: Date | undefined;
  if (query.createTime) {
    const [start, end] = query.createTime.map((text) => parseWireDate(text, zone));
    if (!start || !end) throw badRequest(fieldRefusal('createTime', 'LOG_DATE_RANGE'));
    if (start > end) throw badRequest(fieldRefusal('createTime', 'RANGE_START_AFTER_END'));
    from = start;
    to = new Date(end.getTime() + 999);
  }
  return { logType, username, blurry: query.blurry, from, to };
}

/** A page of rows of `logType` (newest first unless `sort` says otherwise); `username` limits it to one user's. */
export async function listLogs(db: Db, query: LogListQuery, logType: LogType, zone: string, username?: string): Promise<Page<LogRow>> {
  const where = logWhere(filterOf(query, logType, zone, username));
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(...orderByFrom(query.sort, LOG_SORT_FIELDS, [desc(operationLogs.createTime)]), desc(operationLogs.id))
      .limit(limit)
      .offset(offset),
    countLogs(db, where),
  ]);
  return { content: rows.map((row) => toRow(row, zone)), totalElements: total };
}

/** `GET api/logs/error/{id}`. @throws 404 when there is no such ERROR row. */
export async function errorDetail(db: Db, id: number): Promise<{ exception: string }> {
  const detail = await findErrorDetail(db, id);
  if (detail === null) throw notFound(refusal('LOG_NOT_FOUND'));
  return { exception: detail };
}

/** `DELETE api/logs/del/info|error`: every row of the kind, in one statement. */
export async function clearLogs(db: Db, logType: LogType): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteLogs(tx, logType);
  });
}

const HEADERS: Record<LogType, string[]> = {
  INFO: ['User', 'Description', 'Method', 'Params', 'IP', 'Browser', 'Duration (ms)', 'Status', 'Time'],
  ERROR: ['User', 'Description', 'Method', 'Params', 'IP', 'Browser', 'Status', 'Time', 'Exception'],
};

/** `GET api/logs/download`, `GET api/logs/error/download`: the rows matching the list filters (at most {@link LOG_EXPORT_MAX_ROWS}). */
export async function logsXlsx(db: Db, query: Omit<LogListQuery, 'page' | 'size'>, logType: LogType, zone: string): Promise<Buffer> {
  const rows = await db
    .select()
    .from(operationLogs)
    .where(logWhere(filterOf({ ...query, page: 0, size: 1 }, logType, zone)))
    .orderBy(...orderByFrom(query.sort, LOG_SORT_FIELDS, [desc(operationLogs.createTime)]), asc(operationLogs.id))
    .limit(LOG_EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  const title = logType === 'INFO' ? 'Operation log' : 'Error log';
  workbook.title = title;
  const sheet = workbook.addWorksheet(title);
  const widths = logType === 'INFO' ? [16, 30, 36, 60, 16, 20, 14, 8, 20] : [16, 30, 36, 60, 16, 20, 8, 20, 80];
  sheet.columns = HEADERS[logType].map((header, i) => ({ header, key: String(i), width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const common = [row.username ?? '', row.description ?? '', row.method ?? '', row.params ?? '', row.requestIp ?? '', row.browser ?? ''];
    const time = formatWireDate(row.createTime, zone);
    sheet.addRow(logType === 'INFO' ? [...common, row.time ?? '', row.status ?? '', time] : [...common, row.status ?? '', time, row.exceptionDetail ?? '']);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
