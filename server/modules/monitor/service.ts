/**
 * Monitored streamer use cases (contract streams/contracts/monitor.ts; eladmin CRUD conventions; the message 'the
 * streamer already exists'): a paged, sorted, filtered list; writes in one transaction each. A TikTok
 * ID is monitored once whatever its case: a pre-check answers the usual case beside the field, and the unique index
 * on `lower(unique_id)` answers the same when two adds race past the check.
 *
 * The scan state on the row (status, reason, room, last check, live since) is the scanner's; these writes only
 * reset it the way machines/monitor-connection.machine.ts would: disabling → `disabled` ('monitoring disabled'),
 * enabling → `unknown` ('monitoring enabled'), another TikTok ID → a streamer never checked. Each status change
 * they make is appended to the connection log, so the log says who stopped monitoring and when.
 */
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MonitorStatus } from '../../../machines/monitor-connection.machine';
import type { Page } from '../../../streams/contracts/common';
import {
  IMPORT_COLUMNS,
  uniqueIdKey,
  type MonitorStaffOption,
  type MonitorStreamerFilter,
  type MonitorStreamerRow,
  type MonitorStreamerSortField,
  type MonitorStreamerValues,
} from '../../../streams/contracts/monitor';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/database-error';
import { monitorConnectionLog, monitoredStreamers } from '../../db/schema/monitor';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { monitorReason } from '../../../streams/monitor/monitor-reasons';
import { defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { likePattern } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf as xlsxColumns, sheetXlsx } from '../../http/xlsx';
import {
  findStreamer,
  findStreamersByIds,
  selectWithStaff,
  staffAssignable,
  streamerFilter,
  UNIQUE_ID_INDEX,
  uniqueIdTaken,
  type StreamerWithStaff,
} from './repository';

/** Wire sort field → column (contract `MONITOR_STREAMER_SORTS`). */
export const STREAMER_SORT_FIELDS = {
  id: monitoredStreamers.id,
  uniqueId: monitoredStreamers.uniqueId,
  nickname: monitoredStreamers.nickname,
  type: monitoredStreamers.type,
  status: monitoredStreamers.status,
  enabled: monitoredStreamers.enabled,
  lastCheckedAt: monitoredStreamers.lastCheckedAt,
  createTime: monitoredStreamers.createTime,
  updateTime: monitoredStreamers.updateTime,
} satisfies Record<MonitorStreamerSortField, AnyPgColumn>;

/** Reasons the API writes when it changes a status (the machine's words for the same events). */
export const STATUS_REASONS = { disabled: monitorReason('disabled'), enabled: monitorReason('enabled') } as const;

/** The 400 of a TikTok ID already monitored, on the field it concerns. */
export const exists = () => badRequest(fieldRefusal('uniqueId', 'STREAMER_EXISTS'));

/** Runs a write, turning a unique violation of the TikTok ID (a concurrent add or edit) into {@link exists}. */
export async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_ID_INDEX)) throw exists();
    throw error;
  }
}

/** Optional text → stored value: blank is "none". */
const orNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

const toRow = ({ streamer, staffNickName }: StreamerWithStaff, zone: string): MonitorStreamerRow => ({
  id: streamer.id,
  uniqueId: streamer.uniqueId,
  nickname: streamer.nickname,
  avatarUrl: streamer.avatarUrl,
  type: streamer.type,
  roomId: streamer.roomId,
  staff: streamer.staffId !== null && staffNickName !== null ? { id: streamer.staffId, nickName: staffNickName } : null,
  notes: streamer.notes,
  enabled: streamer.enabled,
  status: streamer.status,
  statusReason: streamer.statusReason,
  lastCheckedAt: streamer.lastCheckedAt ? formatWireDate(streamer.lastCheckedAt, zone) : null,
  createTime: formatWireDate(streamer.createTime, zone),
  updateTime: formatWireDate(streamer.updateTime, zone),
});

/** The columns a body writes (the nickname defaults to the TikTok ID until a scan learns the real one). */
const columnsOf = (body: MonitorStreamerValues) => ({
  uniqueId: body.uniqueId,
  nickname: orNull(body.nickname) ?? body.uniqueId,
  avatarUrl: orNull(body.avatarUrl),
  type: body.type,
  staffId: body.staffId ?? null,
  notes: orNull(body.notes),
  enabled: body.enabled,
});

/** The scanner's columns of a row, as the API resets them. */
export interface ScanState {
  status: MonitorStatus;
  statusReason: string | null;
  roomId?: null;
  lastCheckedAt?: null;
  liveSince?: null;
}

/** The scan state of a streamer never checked (enabled) or not monitored (disabled). */
export const freshScanState = (enabled: boolean): ScanState => ({
  status: enabled ? 'unknown' : 'disabled',
  statusReason: enabled ? null : STATUS_REASONS.disabled,
  roomId: null,
  lastCheckedAt: null,
  liveSince: null,
});

/** @throws 400 `staffId: …` when `staffId` is set and no enabled user has it. */
async function checkStaff(db: DbOrTx, staffId: number | null | undefined): Promise<void> {
  if (staffId !== null && staffId !== undefined && !(await staffAssignable(db, staffId))) throw badRequest(fieldRefusal('staffId', 'MONITOR_STAFF_UNKNOWN'));
}

/** List query: paging plus the filters. */
export type StreamerListQuery = MonitorStreamerFilter & ListQuery;

/** Monitored streamers with their staff, newest first by default. */
const streamerList = defineList({
  table: monitoredStreamers,
  select: selectWithStaff,
  sorts: STREAMER_SORT_FIELDS,
  order: [desc(monitoredStreamers.id)],
  tieBreak: asc(monitoredStreamers.id),
});

/**
 * `GET api/monitor/streamers`: a page of monitored streamers, newest first unless `sort` says otherwise.
 * @throws 400 for a sort field outside {@link STREAMER_SORT_FIELDS}.
 */
export async function listStreamers(db: Db, query: StreamerListQuery, zone: string): Promise<Page<MonitorStreamerRow>> {
  return streamerList.page(db, query, [streamerFilter(query)], (rows) => rows.map((row) => toRow(row, zone)));
}

/**
 * `POST api/monitor/streamers`. @returns the new id.
 * @throws 400 `uniqueId: The streamer already exists` (also for a concurrent add); 400 `staffId: …` for an unknown staff.
 */
export async function createStreamer(db: Db, body: MonitorStreamerValues, by: string): Promise<{ id: number }> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      if (await uniqueIdTaken(tx, body.uniqueId, null)) throw exists();
      await checkStaff(tx, body.staffId);
      const [row] = await tx
        .insert(monitoredStreamers)
        .values({ ...columnsOf(body), ...freshScanState(body.enabled), createBy: by, updateBy: by })
        .returning({ id: monitoredStreamers.id });
      return { id: row!.id };
    }),
  );
}

/** Appends the API's status changes to the connection log. */
async function logTransitions(tx: DbOrTx, entries: { streamerId: number; from: MonitorStatus; to: MonitorStatus; reason: string }[], at: Date) {
  const changed = entries.filter((entry) => entry.from !== entry.to);
  if (changed.length === 0) return;
  await tx.insert(monitorConnectionLog).values(changed.map((entry) => ({ streamerId: entry.streamerId, at, fromStatus: entry.from, toStatus: entry.to, reason: entry.reason })));
}

/**
 * `PUT api/monitor/streamers`. Another TikTok ID (not just another case of it) is another streamer: its scan state
 * starts over. Enabling or disabling moves the status like the batch switch.
 * @throws 404 unknown id; 400 `uniqueId: The streamer already exists` for another row's ID; 400 `staffId: …`.
 */
export async function updateStreamer(db: Db, id: number, body: MonitorStreamerValues, by: string): Promise<void> {
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const current = await findStreamer(tx, id);
      if (!current) throw notFound(refusal('STREAMER_NOT_FOUND', { ids: [String(id)] }));
      if (await uniqueIdTaken(tx, body.uniqueId, id)) throw exists();
      if (body.staffId !== current.staffId) await checkStaff(tx, body.staffId);
      const now = new Date();
      const otherStreamer = uniqueIdKey(body.uniqueId) !== uniqueIdKey(current.uniqueId);
      const scanState: Partial<ScanState> = otherStreamer ? freshScanState(body.enabled) : body.enabled !== current.enabled ? switchedState(body.enabled) : {};
      await tx
        .update(monitoredStreamers)
        .set({ ...columnsOf(body), ...scanState, updateBy: by, updateTime: now })
        .where(eq(monitoredStreamers.id, id));
      const to = scanState.status ?? current.status;
      const reason = otherStreamer ? monitorReason('idChanged', { from: current.uniqueId, to: body.uniqueId }) : body.enabled ? STATUS_REASONS.enabled : STATUS_REASONS.disabled;
      await logTransitions(tx, [{ streamerId: id, from: current.status, to, reason }], now);
    }),
  );
}

/** The scan state after enabling (`unknown`: the next scan decides) or disabling (`disabled`, not live any more). */
const switchedState = (enabled: boolean): ScanState & { statusReason: string } =>
  enabled ? { status: 'unknown', statusReason: STATUS_REASONS.enabled } : { status: 'disabled', statusReason: STATUS_REASONS.disabled, liveSince: null };

/**
 * `PUT api/monitor/streamers/enabled`: switches monitoring on or off for `ids`; rows already in that state are left
 * as they are (no log entry).
 * @throws 404 when an id is unknown (nothing changes then).
 */
export async function setStreamersEnabled(db: Db, ids: number[], enabled: boolean, by: string): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await findStreamersByIds(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('STREAMER_NOT_FOUND', { ids: missing.map(String) }));
    const changing = found.filter((row) => row.enabled !== enabled);
    if (changing.length === 0) return;
    const now = new Date();
    const state = switchedState(enabled);
    await tx
      .update(monitoredStreamers)
      .set({ enabled, ...state, updateBy: by, updateTime: now })
      .where(inArray(monitoredStreamers.id, changing.map((row) => row.id)));
    await logTransitions(tx, changing.map((row) => ({ streamerId: row.id, from: row.status, to: state.status, reason: state.statusReason })), now);
  });
}

/**
 * `DELETE api/monitor/streamers [ids]`; their connection log and live sessions go with them (cascade).
 * @throws 404 when an id is unknown (nothing is deleted then).
 */
export async function deleteStreamers(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await findStreamersByIds(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('STREAMER_NOT_FOUND', { ids: missing.map(String) }));
    await tx.delete(monitoredStreamers).where(inArray(monitoredStreamers.id, unique));
  });
}

/** Rows an export holds at most (a spreadsheet, not a backup). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * Export headers: the first six are the import's columns (header names match loosely, see `IMPORT_COLUMNS`), so an
 * exported file can be edited and imported again; the rest are the scanner's and are ignored by the import.
 */
export const EXPORT_HEADERS = ['Unique ID', 'Nickname', 'Type', 'Staff', 'Notes', 'Enabled', 'Room ID', 'Status', 'Status reason', 'Last checked', 'Created'] as const;

/**
 * `GET api/monitor/streamers/download`: the rows matching the list's filters and sort as an xlsx workbook (at most
 * {@link EXPORT_MAX_ROWS}). The staff column holds the user name, which the import resolves.
 * @returns the file's bytes. @throws 400 for an unknown sort field.
 */
export async function streamersXlsx(db: Db, query: MonitorStreamerFilter & SortQuery, zone: string): Promise<Buffer> {
  const rows = await streamerList.rows(db, query.sort, [streamerFilter(query)], EXPORT_MAX_ROWS);
  const widths = [22, 24, 10, 18, 40, 9, 22, 14, 40, 20, 20];
  return sheetXlsx(
    'Monitored streamers',
    xlsxColumns(EXPORT_HEADERS, widths),
    rows.map(({ streamer, staffUsername }) => [
      streamer.uniqueId,
      streamer.nickname,
      streamer.type,
      staffUsername ?? '',
      streamer.notes ?? '',
      streamer.enabled,
      streamer.roomId ?? '',
      streamer.status,
      streamer.statusReason ?? '',
      streamer.lastCheckedAt ? formatWireDate(streamer.lastCheckedAt, zone) : '',
      formatWireDate(streamer.createTime, zone),
    ]),
  );
}

/** `GET api/monitor/streamers/template`: the import's header row as CSV, UTF-8 with a BOM so Excel reads it as UTF-8. */
export function importTemplateCsv(): string {
  return `\uFEFF${IMPORT_COLUMNS.join(',')}\r\n`;
}

/** `GET api/monitor/staff?blurry`: up to 50 enabled users to assign, by user name (blurry: user name or nickname). */
export async function listStaffOptions(db: Db, blurry: string | undefined): Promise<MonitorStaffOption[]> {
  const text = blurry?.trim();
  const pattern = text ? likePattern(text) : undefined;
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.enabled, true), pattern ? or(ilike(users.username, pattern), ilike(users.nickName, pattern)) : undefined))
    .orderBy(asc(users.username))
    .limit(50);
}
