/**
 * `api/monitor/*` over the real app (monitored streamers; contract streams/contracts/monitor.ts): CRUD with
 * eladmin paging, sorting, blurry search and filters; the contract's messages on their field; 'The streamer
 * already exists' without case and without `@`, on add, on an edit to another row's ID and on concurrent adds (the
 * unique index, not only the pre-check); the batch switch and its connection log; the CSV and XLSX import (all or
 * nothing, row numbers, duplicates in the file and in the table, mode skip, unreadable files); the xlsx export read
 * back and imported again; the CSV template; the staff options; the permissions; the embedded seed (PGlite only).
 * Runs on PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { eq, ilike, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../streams/contracts/common';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ERRORS,
  MONITOR_MESSAGES,
  type MonitorImportRefusal,
  type MonitorStreamerBody,
  type MonitorStreamerRow,
} from '../../streams/contracts/monitor';
import { appSettings } from '../../server/db/schema/app-settings';
import { monitorConnectionLog, monitoredStreamers } from '../../server/db/schema/monitor';
import { users } from '../../server/db/schema/users';
import { SEED_SETTING, SEEDED_STREAMERS, seedSimulatorStreamers, seededType } from '../../server/modules/monitor/embedded-seed';
import { declaredUnzippedBytes, sniffDelimiter } from '../../server/modules/monitor/import-file';
import { isUniqueViolation } from '../../server/db/database-error';
import { UNIQUE_ID_INDEX } from '../../server/modules/monitor/repository';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

type Json = Record<string, unknown> | unknown[];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const EXISTS = `uniqueId: ${MONITOR_MESSAGES.exists}`;
const WIRE_DATE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

async function add(body: MonitorStreamerBody): Promise<number> {
  const res = await api('POST', '/api/monitor/streamers', body as Json);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const rowOf = async (id: number) => (await t.app.db.select().from(monitoredStreamers).where(eq(monitoredStreamers.id, id)))[0];
const list = async (query: string) => {
  const res = await api('GET', `/api/monitor/streamers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<MonitorStreamerRow>>();
};
const idsOf = (prefix: string) => t.app.db.select({ uniqueId: monitoredStreamers.uniqueId }).from(monitoredStreamers).where(like(monitoredStreamers.uniqueId, `${prefix}%`));

// ---- files ----

function form(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----livedesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importFiles = (files: { name: string; bytes: Buffer }[], query = '', headers = admin) => {
  const body = form(files);
  return t.app.inject({ method: 'POST', url: `/api/monitor/streamers/import${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const importCsv = (text: string, query = '') => importFiles([{ name: 'streamers.csv', bytes: Buffer.from(text) }], query);

async function xlsxOf(rows: (string | number | boolean | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Streamers');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const out: string[][] = [];
  sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text)));
  return out;
}

function refusal(res: { statusCode: number; json: <T>() => T; body: string }): MonitorImportRefusal {
  expect(res.statusCode, res.body).toBe(400);
  return res.json<MonitorImportRefusal>();
}

describe('writes', () => {
  it('adds (201, trimmed, @ dropped, type any case, blank nickname → the ID, status unknown), edits (204), deletes (200)', async () => {
    const staff = await createUser(t.app);
    const id = await add({ uniqueId: '  @Crud_Luna ', nickname: ' ', type: ' Focus ', staffId: staff.id, notes: '  ', avatarUrl: '' });
    expect(await rowOf(id)).toMatchObject({
      uniqueId: 'Crud_Luna',
      nickname: 'Crud_Luna',
      type: 'focus',
      staffId: staff.id,
      notes: null,
      avatarUrl: null,
      enabled: true,
      status: 'unknown',
      statusReason: null,
      roomId: null,
      lastCheckedAt: null,
      createBy: 'admin',
      updateBy: 'admin',
    });
    const [row] = (await list('blurry=crud_luna')).content;
    expect(row).toEqual({
      id,
      uniqueId: 'Crud_Luna',
      nickname: 'Crud_Luna',
      avatarUrl: null,
      type: 'focus',
      roomId: null,
      staff: { id: staff.id, nickName: `Nick ${staff.username}` },
      notes: null,
      enabled: true,
      status: 'unknown',
      statusReason: null,
      lastCheckedAt: null,
      createTime: expect.stringMatching(WIRE_DATE),
      updateTime: expect.stringMatching(WIRE_DATE),
    });

    const put = await api('PUT', '/api/monitor/streamers', { id, uniqueId: 'crud_luna', nickname: 'Luna', type: 'pk', staffId: null, notes: 'Weekends', avatarUrl: 'https://example.com/l.png' });
    expect(put.statusCode, put.body).toBe(204);
    expect(await rowOf(id)).toMatchObject({ uniqueId: 'crud_luna', nickname: 'Luna', type: 'pk', staffId: null, notes: 'Weekends', avatarUrl: 'https://example.com/l.png' });

    const del = await api('DELETE', '/api/monitor/streamers', [id]);
    expect(del.statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it.each([
    [{ type: 'focus' }, `uniqueId: ${MONITOR_MESSAGES.uniqueIdRequired}`],
    [{ uniqueId: '  ', type: 'focus' }, `uniqueId: ${MONITOR_MESSAGES.uniqueIdRequired}`],
    [{ uniqueId: '@', type: 'focus' }, `uniqueId: ${MONITOR_MESSAGES.uniqueIdRequired}`],
    [{ uniqueId: 'bad id!', type: 'focus' }, `uniqueId: ${MONITOR_MESSAGES.uniqueIdFormat}`],
    [{ uniqueId: 'a'.repeat(25), type: 'focus' }, `uniqueId: ${MONITOR_MESSAGES.uniqueIdFormat}`],
    [{ uniqueId: 'msg_1' }, `type: ${MONITOR_MESSAGES.typeRequired}`],
    [{ uniqueId: 'msg_1', type: 'vip' }, `type: ${MONITOR_MESSAGES.typeRequired}`],
    [{ uniqueId: 'msg_1', type: 'pk', nickname: 'n'.repeat(65) }, `nickname: ${MONITOR_MESSAGES.nicknameLength}`],
    [{ uniqueId: 'msg_1', type: 'pk', notes: 'n'.repeat(501) }, `notes: ${MONITOR_MESSAGES.notesLength}`],
    [{ uniqueId: 'msg_1', type: 'pk', staffId: 999_999 }, `staffId: ${MONITOR_MESSAGES.unknownStaff}`],
  ])('refuses %j with 400 and the message on its field', async (payload, message) => {
    const res = await api('POST', '/api/monitor/streamers', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect(await idsOf('msg_')).toEqual([]);
  });

  it('refuses a disabled user as staff', async () => {
    const gone = await createUser(t.app, { enabled: false });
    const res = await api('POST', '/api/monitor/streamers', { uniqueId: 'staff_gone', type: 'regular', staffId: gone.id });
    expect(res.json()).toMatchObject({ status: 400, message: `staffId: ${MONITOR_MESSAGES.unknownStaff}` });
  });

  it("'The streamer already exists' without case and @, on add and on an edit to another row's ID; its own ID in another case is fine", async () => {
    const first = await add({ uniqueId: 'Dup_One', type: 'regular' });
    const second = await add({ uniqueId: 'dup_two', type: 'regular' });
    for (const uniqueId of ['dup_one', '@DUP_ONE', ' @dup_One ']) {
      const again = await api('POST', '/api/monitor/streamers', { uniqueId, type: 'focus' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 400, message: EXISTS });
    }
    const clash = await api('PUT', '/api/monitor/streamers', { id: second, uniqueId: '@dup_ONE', type: 'regular' });
    expect(clash.json()).toMatchObject({ status: 400, message: EXISTS });
    expect(await rowOf(second)).toMatchObject({ uniqueId: 'dup_two' });
    expect((await api('PUT', '/api/monitor/streamers', { id: first, uniqueId: 'DUP_ONE', type: 'regular' })).statusCode).toBe(204);
    expect((await list('blurry=dup_one')).content.map((r) => r.uniqueId)).toEqual(['DUP_ONE']);
  });

  it('concurrent adds of one ID (in different cases): exactly one is kept, the others get the same 400 (never a 500)', async () => {
    const answers = await Promise.all(
      ['race_id', 'RACE_ID', '@Race_Id', 'race_ID', '@race_id', 'Race_iD'].map((uniqueId) => api('POST', '/api/monitor/streamers', { uniqueId, type: 'pk' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) expect(res.json().message).toBe(EXISTS);
    expect((await list('blurry=race_id')).totalElements).toBe(1);
  });

  it('recognises the unique index violation the database raises for a second row with the same ID in another case', async () => {
    await add({ uniqueId: 'raw_dup', type: 'regular' });
    const error = await t.app.db
      .insert(monitoredStreamers)
      .values({ uniqueId: 'RAW_DUP', nickname: 'x', type: 'regular' })
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(error, UNIQUE_ID_INDEX)).toBe(true);
    expect(isUniqueViolation(error, 'another_constraint')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), UNIQUE_ID_INDEX)).toBe(false);
  });

  it('another TikTok ID on edit resets the scan state; a new case of the same ID keeps it', async () => {
    const id = await add({ uniqueId: 'scan_reset', type: 'focus' });
    const seen = { status: 'connected' as const, statusReason: 'connected to the live room', roomId: '7300000000000000001', lastCheckedAt: new Date(), liveSince: new Date() };
    await t.app.db.update(monitoredStreamers).set(seen).where(eq(monitoredStreamers.id, id));
    expect((await api('PUT', '/api/monitor/streamers', { id, uniqueId: 'SCAN_RESET', type: 'focus' })).statusCode).toBe(204);
    expect(await rowOf(id)).toMatchObject({ status: 'connected', roomId: '7300000000000000001' });
    const [listed] = (await list('blurry=scan_reset')).content;
    expect(listed).toMatchObject({ status: 'connected', statusReason: 'connected to the live room', roomId: '7300000000000000001', lastCheckedAt: expect.stringMatching(WIRE_DATE) });

    expect((await api('PUT', '/api/monitor/streamers', { id, uniqueId: 'scan_reset_2', type: 'focus' })).statusCode).toBe(204);
    expect(await rowOf(id)).toMatchObject({ status: 'unknown', statusReason: null, roomId: null, lastCheckedAt: null, liveSince: null });
    const log = await t.app.db.select().from(monitorConnectionLog).where(eq(monitorConnectionLog.streamerId, id));
    expect(log).toMatchObject([{ fromStatus: 'connected', toStatus: 'unknown', reason: 'TikTok ID changed from SCAN_RESET to scan_reset_2' }]);
  });

  it('answers 404 for an unknown id (edit, delete, switch: nothing changed), 400 for a bad id list', async () => {
    const id = await add({ uniqueId: 'keep_me', type: 'regular' });
    expect((await api('PUT', '/api/monitor/streamers', { id: 999_999, uniqueId: 'nobody', type: 'pk' })).statusCode).toBe(404);
    const partly = await api('DELETE', '/api/monitor/streamers', [id, 999_999]);
    expect(partly.statusCode).toBe(404);
    expect(partly.json().message).toBe('Streamer 999999 does not exist');
    expect(await rowOf(id)).toBeDefined();
    const switched = await api('PUT', '/api/monitor/streamers/enabled', { ids: [id, 999_998], enabled: false });
    expect(switched.statusCode).toBe(404);
    expect(await rowOf(id)).toMatchObject({ enabled: true });
    expect((await api('DELETE', '/api/monitor/streamers', [])).statusCode).toBe(400);
    expect((await api('PUT', '/api/monitor/streamers/enabled', { ids: [], enabled: true })).statusCode).toBe(400);
    expect((await api('PUT', '/api/monitor/streamers', { uniqueId: 'x1', type: 'pk' })).json().message).toMatch(/^id: /);
  });

  it('deleting a streamer deletes its connection log', async () => {
    const id = await add({ uniqueId: 'log_gone', type: 'regular' });
    expect((await api('PUT', '/api/monitor/streamers/enabled', { ids: [id], enabled: false })).statusCode).toBe(204);
    expect(await t.app.db.select().from(monitorConnectionLog).where(eq(monitorConnectionLog.streamerId, id))).toHaveLength(1);
    expect((await api('DELETE', '/api/monitor/streamers', [id])).statusCode).toBe(200);
    expect(await t.app.db.select().from(monitorConnectionLog).where(eq(monitorConnectionLog.streamerId, id))).toHaveLength(0);
  });
});

describe('enable and disable', () => {
  it('switches several at once: disabled → status disabled, enabled → unknown, each change logged once', async () => {
    const a = await add({ uniqueId: 'sw_a', type: 'focus' });
    const b = await add({ uniqueId: 'sw_b', type: 'regular' });
    const c = await add({ uniqueId: 'sw_c', type: 'pk', enabled: false });
    expect(await rowOf(c)).toMatchObject({ enabled: false, status: 'disabled', statusReason: 'monitoring disabled' });
    await t.app.db.update(monitoredStreamers).set({ status: 'tracked', liveSince: new Date() }).where(eq(monitoredStreamers.id, b));

    expect((await api('PUT', '/api/monitor/streamers/enabled', { ids: [a, b, c, a], enabled: false })).statusCode).toBe(204);
    for (const id of [a, b, c]) expect(await rowOf(id)).toMatchObject({ enabled: false, status: 'disabled', statusReason: 'monitoring disabled', liveSince: null });
    expect((await rowOf(a))!.updateBy).toBe('admin');
    expect((await list('blurry=sw_&enabled=false')).totalElements).toBe(3);

    expect((await api('PUT', '/api/monitor/streamers/enabled', { ids: [a, c], enabled: true })).statusCode).toBe(204);
    expect(await rowOf(a)).toMatchObject({ enabled: true, status: 'unknown', statusReason: 'monitoring enabled' });
    expect(await rowOf(b)).toMatchObject({ enabled: false, status: 'disabled' });

    const log = await t.app.db.select().from(monitorConnectionLog).where(inArray(monitorConnectionLog.streamerId, [a, b, c])).orderBy(monitorConnectionLog.id);
    expect(log.map((e) => [e.streamerId, e.fromStatus, e.toStatus, e.reason])).toEqual([
      [a, 'unknown', 'disabled', 'monitoring disabled'],
      [b, 'tracked', 'disabled', 'monitoring disabled'],
      [a, 'disabled', 'unknown', 'monitoring enabled'],
      [c, 'disabled', 'unknown', 'monitoring enabled'],
    ]);

    // The edit form's switch does the same.
    expect((await api('PUT', '/api/monitor/streamers', { id: b, uniqueId: 'sw_b', type: 'regular', enabled: true })).statusCode).toBe(204);
    expect(await rowOf(b)).toMatchObject({ enabled: true, status: 'unknown', statusReason: 'monitoring enabled' });
  });
});

describe('GET api/monitor/streamers', () => {
  it('pages newest first, sorts by the whitelisted fields, searches ID, nickname and notes (blurry, literal % and _), filters', async () => {
    const staff = await createUser(t.app);
    const ids: number[] = [];
    for (const [uniqueId, nickname, type, notes, staffId, enabled] of [
      ['pg_charlie', 'Charlie', 'regular', 'evening shows', staff.id, true],
      ['pg_alpha', 'Bravo 100%', 'focus', null, null, false],
      ['pg_bravo', 'Alpha_x', 'pk', 'PK night', staff.id, true],
    ] as const) {
      ids.push(await add({ uniqueId, nickname, type, notes, staffId, enabled }));
    }
    const newest = await list('blurry=pg_&size=2&page=0');
    expect(newest.totalElements).toBe(3);
    expect(newest.content.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await list('blurry=pg_&size=2&page=1')).content.map((r) => r.id)).toEqual([ids[0]]);

    expect((await list('blurry=pg_&sort=uniqueId,asc')).content.map((r) => r.uniqueId)).toEqual(['pg_alpha', 'pg_bravo', 'pg_charlie']);
    expect((await list('blurry=pg_&sort=nickname,desc')).content.map((r) => r.nickname)).toEqual(['Charlie', 'Bravo 100%', 'Alpha_x']);
    expect((await list('blurry=pg_&sort=type,asc')).content.map((r) => r.type)).toEqual(['focus', 'pk', 'regular']);
    expect((await list('blurry=pg_&sort=enabled,asc&sort=id,desc')).content.map((r) => r.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect((await list('blurry=pg_&sort=createTime,asc&sort=id,asc')).content.map((r) => r.id)).toEqual(ids);
    expect((await list('blurry=pg_&sort=status,asc&sort=id,asc')).content.map((r) => r.status)).toEqual(['disabled', 'unknown', 'unknown']);

    expect((await list('blurry=ALPHA')).content.map((r) => r.uniqueId).sort()).toEqual(['pg_alpha', 'pg_bravo']);
    expect((await list('blurry=evening')).content.map((r) => r.uniqueId)).toEqual(['pg_charlie']);
    expect((await list(`blurry=${encodeURIComponent('100%')}`)).content.map((r) => r.uniqueId)).toEqual(['pg_alpha']);
    expect((await list(`blurry=${encodeURIComponent('a_x')}`)).content.map((r) => r.uniqueId)).toEqual(['pg_bravo']);
    expect((await list(`blurry=${encodeURIComponent('o_1')}`)).totalElements).toBe(0);
    expect((await list(`blurry=${encodeURIComponent('@pg_charlie')}`)).content.map((r) => r.uniqueId)).toEqual(['pg_charlie']);

    expect((await list('blurry=pg_&type=pk')).content.map((r) => r.uniqueId)).toEqual(['pg_bravo']);
    expect((await list('blurry=pg_&enabled=false')).content.map((r) => r.uniqueId)).toEqual(['pg_alpha']);
    expect((await list('blurry=pg_&enabled=true&sort=id,asc')).content.map((r) => r.uniqueId)).toEqual(['pg_charlie', 'pg_bravo']);
    expect((await list(`staffId=${staff.id}&sort=id,asc`)).content.map((r) => r.uniqueId)).toEqual(['pg_charlie', 'pg_bravo']);
    expect((await list('blurry=pg_&staffId=0')).content.map((r) => r.uniqueId)).toEqual(['pg_alpha']);
    expect((await list('blurry=pg_&status=disabled')).content.map((r) => r.uniqueId)).toEqual(['pg_alpha']);
    expect((await list(`blurry=pg_&type=regular&staffId=${staff.id}&enabled=true&status=unknown`)).content.map((r) => r.uniqueId)).toEqual(['pg_charlie']);
    expect(await list('blurry=no-such-streamer')).toEqual({ content: [], totalElements: 0 });

    const badSort = await api('GET', '/api/monitor/streamers?sort=notes,asc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toMatch(/^sort: unknown field 'notes'/);
    for (const query of ['type=vip', 'enabled=maybe', 'status=sleeping', 'staffId=x', 'sort=nickname,up']) {
      expect((await api('GET', `/api/monitor/streamers?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('a deleted staff member leaves the streamer unassigned', async () => {
    const staff = await createUser(t.app);
    const id = await add({ uniqueId: 'orphan_one', type: 'regular', staffId: staff.id });
    await t.app.db.delete(users).where(eq(users.id, staff.id));
    expect((await list('blurry=orphan_one')).content[0]).toMatchObject({ staff: null });
    expect(await rowOf(id)).toMatchObject({ staffId: null });
  });
});

describe('import', () => {
  it('imports a CSV: header names matched loosely, blank cells take defaults, staff by user name, row count answered', async () => {
    const staff = await createUser(t.app);
    const csv = [
      'Unique ID,nick_name,Type,Staff,Notes,Enabled,Ignored column',
      `@csv_one,Csv One,PK,${staff.username.toUpperCase()},"Notes, with a comma",yes,x`,
      'csv_two,,,,,,',
      '',
      'CSV_Three,"Three ""quoted""",focus,,"two\nlines",0,',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 3, skipped: 0 });
    const rows = await t.app.db.select().from(monitoredStreamers).where(ilike(monitoredStreamers.uniqueId, 'csv\\_%')).orderBy(monitoredStreamers.id);
    expect(rows.map((r) => [r.uniqueId, r.nickname, r.type, r.staffId, r.notes, r.enabled, r.status, r.createBy])).toEqual([
      ['csv_one', 'Csv One', 'pk', staff.id, 'Notes, with a comma', true, 'unknown', 'admin'],
      ['csv_two', 'csv_two', 'regular', null, null, true, 'unknown', 'admin'],
      ['CSV_Three', 'Three "quoted"', 'focus', null, 'two\nlines', false, 'disabled', 'admin'],
    ]);
  });

  it('reads semicolon CSV with a BOM, tab-separated UTF-16 (Excel "Unicode text"), mixed line endings', async () => {
    expect(sniffDelimiter('uniqueId;nickname;type\n')).toBe(';');
    expect(sniffDelimiter('uniqueId\tnickname\n')).toBe('\t');
    expect(sniffDelimiter('uniqueId\n')).toBe(',');
    const semicolon = await importCsv('\uFEFFuniqueId;nickname;type\r\nsemi_one;Mina, Star;focus\nsemi_two;Noor;regular\r');
    expect(semicolon.json()).toEqual({ created: 2, skipped: 0 });
    expect((await list('blurry=semi_&sort=id,asc')).content.map((r) => [r.uniqueId, r.nickname, r.type])).toEqual([
      ['semi_one', 'Mina, Star', 'focus'],
      ['semi_two', 'Noor', 'regular'],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('uniqueId\tnickname\r\nutf_one\t달빛 ✨\r\n', 'utf16le')]);
    const res = await importFiles([{ name: 'export.CSV', bytes: utf16 }]);
    expect(res.json()).toEqual({ created: 1, skipped: 0 });
    expect((await list('blurry=utf_one')).content[0]!.nickname).toBe('달빛 ✨');
  });

  it('imports an XLSX (first sheet; numbers and booleans as cells; blank rows skipped)', async () => {
    const bytes = await xlsxOf([
      ['uniqueId', 'nickname', 'type', 'staff', 'notes', 'enabled'],
      ['xl_one', 'Excel One', 'Regular', null, 'from xlsx', true],
      [],
      ['xl_two', 12345, 'pk', null, null, false],
    ]);
    const res = await importFiles([{ name: 'streamers.xlsx', bytes }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, skipped: 0 });
    expect((await list('blurry=xl_&sort=id,asc')).content.map((r) => [r.uniqueId, r.nickname, r.type, r.notes, r.enabled])).toEqual([
      ['xl_one', 'Excel One', 'regular', 'from xlsx', true],
      ['xl_two', '12345', 'pk', null, false],
    ]);
  });

  it('refuses the whole file when any row is bad: 400 with row numbers, fields and messages; nothing written', async () => {
    await add({ uniqueId: 'bad_existing', type: 'regular' });
    const csv = [
      'uniqueId,nickname,type,staff,notes,enabled',
      'bad_ok_1,Fine,focus,,,', // row 2: fine
      'bad id,,,,,', // row 3: format
      ',No ID,pk,,,', // row 4: missing ID
      'bad_ok_2,,vip,nobody_here,,perhaps', // row 5: type, staff, enabled
      'BAD_OK_1,Again,,,,', // row 6: duplicate of row 2
      '@bad_existing,,,,,', // row 7: already monitored
      `bad_ok_3,${'n'.repeat(65)},,,${'x'.repeat(501)},`, // row 8: nickname, notes
    ].join('\n');
    const body = refusal(await importCsv(csv));
    expect(body.errorCount).toBe(9);
    expect(body.errors).toMatchObject([
      { row: 3, field: 'uniqueId', message: MONITOR_MESSAGES.uniqueIdFormat },
      { row: 4, field: 'uniqueId', message: MONITOR_MESSAGES.uniqueIdRequired },
      { row: 5, field: 'type', message: MONITOR_MESSAGES.typeRequired },
      { row: 5, field: 'staff', message: MONITOR_MESSAGES.unknownStaff },
      { row: 5, field: 'enabled', message: MONITOR_MESSAGES.enabledFormat },
      { row: 6, field: 'uniqueId', message: MONITOR_MESSAGES.duplicateInFile(2), otherRow: 2 },
      { row: 7, field: 'uniqueId', message: MONITOR_MESSAGES.exists },
      { row: 8, field: 'nickname', message: MONITOR_MESSAGES.nicknameLength },
      { row: 8, field: 'notes', message: MONITOR_MESSAGES.notesLength },
    ]);
    expect(body.message).toBe(
      `Nothing was imported: 9 problems in the file. Row 3, uniqueId: ${MONITOR_MESSAGES.uniqueIdFormat}; Row 4, uniqueId: ${MONITOR_MESSAGES.uniqueIdRequired}; Row 5, type: ${MONITOR_MESSAGES.typeRequired}; and 6 more`,
    );
    expect(body).toMatchObject({ status: 400, timestamp: expect.stringMatching(WIRE_DATE) });
    expect(await idsOf('bad_ok')).toEqual([]);
  });

  it('lists at most 20 problems and counts them all; XLSX rows are numbered like the sheet', async () => {
    const rows: (string | null)[][] = [['uniqueId', 'type']];
    for (let i = 0; i < 30; i += 1) rows.push([`many_${i}`, 'weekly']);
    const body = refusal(await importFiles([{ name: 'many.xlsx', bytes: await xlsxOf(rows) }]));
    expect(body.errorCount).toBe(30);
    expect(body.errors).toHaveLength(IMPORT_MAX_ERRORS);
    expect(body.errors!.map((e) => ('row' in e ? e.row : null))).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(await idsOf('many_')).toEqual([]);
  });

  it('mode skip leaves out the IDs monitored already (any case) and counts them; duplicates in the file are still refused', async () => {
    await add({ uniqueId: 'skip_old', type: 'regular', nickname: 'Old' });
    const res = await importCsv('uniqueId,nickname\nSKIP_OLD,Changed\nskip_new,New\n', '?mode=skip');
    expect(res.json()).toEqual({ created: 1, skipped: 1 });
    expect((await list('blurry=skip_&sort=uniqueId,asc')).content.map((r) => [r.uniqueId, r.nickname])).toEqual([
      ['skip_new', 'New'],
      ['skip_old', 'Old'],
    ]);
    const strict = refusal(await importCsv('uniqueId\nskip_old\nskip_newer\n'));
    expect(strict.errors).toMatchObject([{ row: 2, field: 'uniqueId', message: MONITOR_MESSAGES.exists }]);
    const twice = refusal(await importCsv('uniqueId\nskip_twice\n@Skip_Twice\n', '?mode=skip'));
    expect(twice.errors).toMatchObject([{ row: 3, field: 'uniqueId', message: MONITOR_MESSAGES.duplicateInFile(2), otherRow: 2 }]);
    expect(await idsOf('skip_newer')).toEqual([]);
    expect(await idsOf('skip_twice')).toEqual([]);
    expect((await importCsv('uniqueId\nskip_old\n', '?mode=skip')).json()).toEqual({ created: 0, skipped: 1 });
    expect((await importCsv('uniqueId\nx_mode\n', '?mode=merge')).statusCode).toBe(400);
  });

  it('refuses files it cannot take, with a message saying what to do', async () => {
    const cases: [{ name: string; bytes: Buffer }[], string][] = [
      [[], MONITOR_MESSAGES.noFile],
      [[{ name: 'empty.csv', bytes: Buffer.alloc(0) }], MONITOR_MESSAGES.noFile],
      [[{ name: 'streamers.txt', bytes: Buffer.from('uniqueId\nx\n') }], MONITOR_MESSAGES.fileType],
      [[{ name: 'streamers.xls', bytes: Buffer.from('uniqueId\nx\n') }], MONITOR_MESSAGES.fileType],
      [
        [
          { name: 'a.csv', bytes: Buffer.from('uniqueId\nfile_a\n') },
          { name: 'b.csv', bytes: Buffer.from('uniqueId\nfile_b\n') },
        ],
        MONITOR_MESSAGES.oneFile,
      ],
      [[{ name: 'big.csv', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') }], MONITOR_MESSAGES.fileSize],
      [[{ name: 'latin1.csv', bytes: Buffer.from('uniqueId,nickname\nlatin_one,Jos\xe9\n', 'latin1') }], MONITOR_MESSAGES.notUtf8],
      [[{ name: 'quotes.csv', bytes: Buffer.from('uniqueId,nickname\nq_one,"open\nq_two,x\n') }], MONITOR_MESSAGES.csvBroken(2)],
      [[{ name: 'fake.xlsx', bytes: Buffer.from('uniqueId\nfake_one\n') }], MONITOR_MESSAGES.unreadable],
      [[{ name: 'noheader.csv', bytes: Buffer.from('nickname,type\nNo Header,pk\n') }], MONITOR_MESSAGES.noHeader],
      [[{ name: 'header-only.csv', bytes: Buffer.from('uniqueId,nickname\r\n\r\n') }], MONITOR_MESSAGES.noRows],
      [[{ name: 'blank.csv', bytes: Buffer.from('\n\n') }], MONITOR_MESSAGES.noRows],
    ];
    for (const [files, message] of cases) {
      const res = await importFiles(files);
      expect(res.statusCode, `${files.map((f) => f.name).join()}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message });
      expect(res.json().errors).toBeUndefined();
    }
    const notMultipart = await api('POST', '/api/monitor/streamers/import', { uniqueId: 'json_one' });
    expect(notMultipart.json()).toMatchObject({ status: 400, message: MONITOR_MESSAGES.noFile });
    expect(await t.app.db.select().from(monitoredStreamers).where(inArray(monitoredStreamers.uniqueId, ['file_a', 'file_b', 'latin_one', 'q_one', 'fake_one', 'json_one']))).toEqual([]);
  });

  it('refuses more than 10,000 rows, and an xlsx declaring a huge unzipped size before unzipping it', async () => {
    const lines = ['uniqueId', ...Array.from({ length: 10_001 }, (_, i) => `row_${i}`)];
    expect(refusal(await importCsv(lines.join('\n'))).message).toBe(MONITOR_MESSAGES.tooManyRows);
    // Exactly 10,000 is fine.
    expect((await importCsv(lines.slice(0, -1).join('\n'))).json()).toEqual({ created: 10_000, skipped: 0 });
    await t.app.db.delete(monitoredStreamers).where(like(monitoredStreamers.uniqueId, 'row\\_%'));

    const bytes = await xlsxOf([['uniqueId'], ['zip_one']]);
    expect(declaredUnzippedBytes(bytes)).toBeGreaterThan(0);
    expect(declaredUnzippedBytes(Buffer.from('not a zip'))).toBeNull();
    // Claim 200 MB for the first entry in the central directory.
    const bomb = Buffer.from(bytes);
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(200 * 1024 * 1024, directory + 24);
    expect(refusal(await importFiles([{ name: 'bomb.xlsx', bytes: bomb }])).message).toBe(MONITOR_MESSAGES.unreadable);
  });

  it('a concurrent add of an imported ID after the check refuses the import as a whole (strict) with the same 400', async () => {
    // Two imports of one new ID race: one creates it, the other is refused (by the check or by the unique index).
    const answers = await Promise.all([importCsv('uniqueId\nrace_imp\n'), importCsv('uniqueId\nRACE_IMP\n'), importCsv('uniqueId\n@race_imp\n')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().message).toMatch(new RegExp(`(${MONITOR_MESSAGES.exists})`));
    }
    expect((await list('blurry=race_imp')).totalElements).toBe(1);
  });
});

describe('export and template', () => {
  it('exports the filtered rows as xlsx; the file reads back and imports again (mode skip: all skipped; elsewhere: all created)', async () => {
    const staff = await createUser(t.app);
    await add({ uniqueId: 'exp_one', nickname: 'Export One', type: 'pk', staffId: staff.id, notes: 'first' });
    await add({ uniqueId: 'exp_two', nickname: 'Export Two', type: 'regular', enabled: false });
    await add({ uniqueId: 'other_three', type: 'focus' });
    const res = await api('GET', '/api/monitor/streamers/download?blurry=exp_&sort=uniqueId,asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="monitored-streamers.xlsx"');
    const table = await readXlsx(res.rawPayload);
    expect(table[0]).toEqual(['Unique ID', 'Nickname', 'Type', 'Staff', 'Notes', 'Enabled', 'Room ID', 'Status', 'Status reason', 'Last checked', 'Created']);
    expect(table.slice(1).map((row) => row.slice(0, 9))).toEqual([
      ['exp_one', 'Export One', 'pk', staff.username, 'first', 'true', '', 'unknown', ''],
      ['exp_two', 'Export Two', 'regular', '', '', 'false', '', 'disabled', 'monitoring disabled'],
    ]);
    expect(table[1]![10]).toMatch(WIRE_DATE);

    // The same filters as the list; `export` is the same endpoint.
    const pkOnly = await api('GET', '/api/monitor/streamers/export?blurry=exp_&type=pk');
    expect((await readXlsx(pkOnly.rawPayload)).slice(1).map((row) => row[0])).toEqual(['exp_one']);
    expect((await api('GET', '/api/monitor/streamers/download?sort=notes,asc')).statusCode).toBe(400);

    // Import the export again: everything is there already.
    expect((await importFiles([{ name: 'monitored-streamers.xlsx', bytes: res.rawPayload }], '?mode=skip')).json()).toEqual({ created: 0, skipped: 2 });
    // … and into another installation it creates the same streamers.
    const other = await buildTestApp();
    try {
      await other.app.db.delete(monitoredStreamers);
      await other.app.db.insert(users).values({ username: staff.username, nickName: 'Same person', password: 'x' });
      const otherAdmin = auth((await login(other.app, 'admin', ADMIN_PASSWORD)).token);
      const body = form([{ name: 'monitored-streamers.xlsx', bytes: res.rawPayload }]);
      const imported = await other.app.inject({ method: 'POST', url: '/api/monitor/streamers/import', headers: { ...otherAdmin, ...body.headers }, payload: body.payload });
      expect(imported.json()).toEqual({ created: 2, skipped: 0 });
      const rows = await other.app.db.select().from(monitoredStreamers).orderBy(monitoredStreamers.uniqueId);
      expect(rows.map((r) => [r.uniqueId, r.nickname, r.type, r.notes, r.enabled, r.staffId !== null])).toEqual([
        ['exp_one', 'Export One', 'pk', 'first', true, true],
        ['exp_two', 'Export Two', 'regular', null, false, false],
      ]);
    } finally {
      await other.close();
    }
  });

  it('serves the CSV template: the import header row, UTF-8 with a BOM; importing it alone says it has no rows', async () => {
    const res = await api('GET', '/api/monitor/streamers/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="monitored-streamers-template.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(`\uFEFF${IMPORT_COLUMNS.join(',')}\r\n`);
    expect(refusal(await importFiles([{ name: 'template.csv', bytes: res.rawPayload }])).message).toBe(MONITOR_MESSAGES.noRows);
  });
});

describe('staff options', () => {
  it('lists enabled users by user name (blurry over user name and nickname)', async () => {
    const on = await createUser(t.app);
    const off = await createUser(t.app, { enabled: false });
    const res = await api('GET', `/api/monitor/staff?blurry=${on.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: on.id, username: on.username, nickName: `Nick ${on.username}` }]);
    expect((await api('GET', `/api/monitor/staff?blurry=${off.username}`)).json()).toEqual([]);
    expect((await api('GET', '/api/monitor/staff?blurry=administrator')).json()).toMatchObject([{ username: 'admin' }]);
  });
});

describe('permissions', () => {
  it('monitor:list reads (list, export, template, staff); add, edit, delete, switch and import need their own (403 naming it)', async () => {
    const id = await add({ uniqueId: 'perm_one', type: 'regular', nickname: 'Perm' });
    const reader = await createUser(t.app, { roles: [{ permissions: ['monitor:list'] }] });
    const readerAuth = auth((await login(t.app, reader.username, reader.password)).token);
    for (const url of ['/api/monitor/streamers', '/api/monitor/streamers/download', '/api/monitor/streamers/export', '/api/monitor/streamers/template', '/api/monitor/staff']) {
      expect((await api('GET', url, undefined, readerAuth)).statusCode, url).toBe(200);
    }
    for (const [method, url, payload, permission] of [
      ['POST', '/api/monitor/streamers', { uniqueId: 'perm_two', type: 'pk' }, 'monitor:add'],
      ['PUT', '/api/monitor/streamers', { id, uniqueId: 'perm_one', type: 'pk' }, 'monitor:edit'],
      ['PUT', '/api/monitor/streamers/enabled', { ids: [id], enabled: false }, 'monitor:edit'],
      ['DELETE', '/api/monitor/streamers', [id], 'monitor:del'],
    ] as const) {
      const res = await api(method, url, payload as Json, readerAuth);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(`Forbidden: you lack the permission ${permission}`);
    }
    const imported = await importFiles([{ name: 'p.csv', bytes: Buffer.from('uniqueId\nperm_imp\n') }], '', readerAuth);
    expect(imported.statusCode).toBe(403);
    expect(imported.json().message).toBe('Forbidden: you lack the permission monitor:add');
    expect(await rowOf(id)).toMatchObject({ type: 'regular', enabled: true });
    expect(await idsOf('perm_imp')).toEqual([]);

    const writer = await createUser(t.app, { roles: [{ permissions: ['monitor:add', 'monitor:edit', 'monitor:del'] }] });
    const writerAuth = auth((await login(t.app, writer.username, writer.password)).token);
    const made = await api('POST', '/api/monitor/streamers', { uniqueId: 'perm_three', type: 'pk' }, writerAuth);
    expect(made.statusCode).toBe(201);
    expect(await rowOf(made.json().id)).toMatchObject({ createBy: writer.username });
    expect((await importFiles([{ name: 'p.csv', bytes: Buffer.from('uniqueId\nperm_imp\n') }], '', writerAuth)).statusCode).toBe(200);
    expect(await t.app.db.select({ createBy: monitoredStreamers.createBy }).from(monitoredStreamers).where(eq(monitoredStreamers.uniqueId, 'perm_imp'))).toEqual([{ createBy: writer.username }]);
    expect((await api('PUT', '/api/monitor/streamers/enabled', { ids: [made.json().id], enabled: false }, writerAuth)).statusCode).toBe(204);
    expect((await api('DELETE', '/api/monitor/streamers', [made.json().id], writerAuth)).statusCode).toBe(200);
    expect((await api('GET', '/api/monitor/streamers', undefined, writerAuth)).statusCode).toBe(403);

    const nobody = await createUser(t.app);
    const nobodyAuth = auth((await login(t.app, nobody.username, nobody.password)).token);
    expect((await api('GET', '/api/monitor/streamers', undefined, nobodyAuth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/streamers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/monitor/streamers/import' })).statusCode).toBe(401);
  });
});

describe('embedded seed', () => {
  it('on PGlite a fresh app monitors the simulator population (24: 6 pk, 6 focus, 12 regular, the CRM sample’s followed ones raised to focus); PostgreSQL starts empty', async () => {
    const seeded = await t.app.db.select().from(monitoredStreamers).where(eq(monitoredStreamers.createBy, 'system')).orderBy(monitoredStreamers.uniqueId);
    if (t.db.driver === 'pglite') {
      expect(seeded).toHaveLength(SEEDED_STREAMERS);
      expect(seeded[0]).toMatchObject({ uniqueId: 'sim_001', nickname: 'Luna Star', type: 'pk', enabled: true, status: 'unknown', staffId: null });
      expect(seeded.map((r) => r.uniqueId)).toEqual(Array.from({ length: 24 }, (_, i) => `sim_${String(i + 1).padStart(3, '0')}`));
      const howMany = (type: string) => seeded.filter((r) => r.type === type).length;
      // The CRM's sample pipeline follows sim_001…sim_012 (allocated targets): those seeded regular are scanned as focus.
      const followed = (i: number) => i < 12;
      expect([howMany('pk'), howMany('focus'), howMany('regular')]).toEqual([6, 12, 6]);
      expect(seeded.map((r) => r.type)).toEqual(seeded.map((_, i) => (followed(i) && seededType(i) === 'regular' ? 'focus' : seededType(i))));
      expect((await list('blurry=sim_&type=pk')).totalElements).toBe(6);
    } else {
      expect(seeded).toEqual([]);
    }
  });

  it('seeds once per database: not again after the sample streamers are deleted, nor when the table already has rows', async () => {
    const db = await createTestDatabase();
    try {
      const first = await buildTestApp({ database: db });
      await first.close();
      // On PostgreSQL the app does not seed; the function is what the embedded start runs.
      if (db.driver === 'postgres') expect(await seedSimulatorStreamers(db.database.db)).toBe(SEEDED_STREAMERS);
      expect(await db.database.db.select().from(monitoredStreamers)).toHaveLength(SEEDED_STREAMERS);
      expect(await db.database.db.select().from(appSettings).where(eq(appSettings.key, SEED_SETTING))).toHaveLength(1);
      await db.database.db.delete(monitoredStreamers);
      const second = await buildTestApp({ database: db });
      await second.close();
      expect(await seedSimulatorStreamers(db.database.db)).toBe(0);
      expect(await db.database.db.select().from(monitoredStreamers)).toHaveLength(0);

      // A database that already monitors streamers is not given the samples (and is marked, so it never is).
      await db.database.db.delete(appSettings).where(eq(appSettings.key, SEED_SETTING));
      await db.database.db.insert(monitoredStreamers).values({ uniqueId: 'own_one', nickname: 'Own', type: 'focus' });
      expect(await seedSimulatorStreamers(db.database.db)).toBe(0);
      expect((await db.database.db.select().from(monitoredStreamers)).map((r) => r.uniqueId)).toEqual(['own_one']);
      expect(await db.database.db.select().from(appSettings).where(eq(appSettings.key, SEED_SETTING))).toHaveLength(1);
    } finally {
      await db.dispose();
    }
  });
});
