/**
 * Live assistant configuration use cases (the product's validation rules; eladmin CRUD conventions,
 * docs/architecture.md "HTTP API"):
 * paged lists, writes in one transaction each, the delete-while-collecting refusal, the overlay key, the
 * ledger and turntable records, the gift catalogue and the PK score ranking. Games themselves run in the
 * game runtime (server/live/games/game-runtime.ts); this module reads what they stored.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '../../../streams/contracts/common';
import {
  overlaysOf,
  pluginLinks,
  type CatalogueGift,
  type LiveConfigRow,
  type RankingEntry,
  type RankingQuery,
  type ScoreEntryRow,
  type TurntableRecordRow,
} from '../../../streams/contracts/live-configs';
import type { LiveConfigBody } from '../../../streams/games/live-config';
import { scoreCauseSchema } from '../../../streams/games/score-ledger';
import type { Db } from '../../db/database';
import { liveConfigs, liveGameStates, liveGiftCatalogue, liveScoreEntries, liveTurntableRecords } from '../../db/schema/games';
import { badRequest, notFound } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';
import { orderByFrom, pageWindow, type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { parseStoredConfig } from '../../live/games/game-store';
import { rankingWindow } from './ranking-range';
import {
  configFilter,
  countConfigs,
  countEntries,
  countGifts,
  countRecords,
  entryFilter,
  findConfig,
  giftFilter,
  lockConfigs,
  recordFilter,
  roundNumberSql,
  scoresByStreamer,
  styleFilter,
  type TurntableRecordDbRow,
} from './repository';

export const CONFIG_SORT_FIELDS: SortWhitelist = { id: liveConfigs.id, name: liveConfigs.name, state: liveConfigs.state, createTime: liveConfigs.createTime };

interface PageQuery {
  page: number;
  size: number;
}

/** A new overlay key: 32 random bytes, base64url (43 URL-safe characters). */
export const newOverlayKey = (): string => randomBytes(32).toString('base64url');

/**
 * `GET api/liveConfigs`: a page of configurations, newest first unless `sort` says otherwise. Korea group PK events
 * are not among them: they have their own pages (`api/koreaPk/events`, server/modules/korea-pk).
 */
export async function listConfigs(db: Db, query: PageQuery & { sort?: string | string[] | undefined; blurry?: string | undefined }, zone: string): Promise<Page<LiveConfigRow>> {
  const where = and(styleFilter('korea', true), configFilter(query.blurry));
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: liveConfigs.id,
        name: liveConfigs.name,
        body: liveConfigs.body,
        state: liveConfigs.state,
        overlayKey: liveConfigs.overlayKey,
        createTime: liveConfigs.createTime,
        round: roundNumberSql,
      })
      .from(liveConfigs)
      .leftJoin(liveGameStates, eq(liveGameStates.configId, liveConfigs.id))
      .where(where)
      .orderBy(...orderByFrom(query.sort, CONFIG_SORT_FIELDS, [desc(liveConfigs.id)]), asc(liveConfigs.id))
      .limit(limit)
      .offset(offset),
    countConfigs(db, where),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      name: row.name,
      pluginStyle: row.body.pluginStyle,
      state: row.state,
      streamers: row.body.streamers.length,
      round: Number(row.round),
      createTime: formatWireDate(row.createTime, zone),
      overlayKey: row.overlayKey,
      pluginLink: pluginLinks(row.overlayKey),
      overlays: overlaysOf(row.body),
    })),
    totalElements: total,
  };
}

/** `POST api/liveConfigs`: stores a validated body with a new overlay key. */
export async function createConfig(db: Db, body: LiveConfigBody, by: string): Promise<{ id: number }> {
  const [row] = await db
    .insert(liveConfigs)
    .values({ name: body.name, body, overlayKey: newOverlayKey(), createBy: by, updateBy: by })
    .returning({ id: liveConfigs.id });
  return { id: row!.id };
}

/** `PUT api/liveConfigs`. @throws 404 unknown id. */
export async function updateConfig(db: Db, id: number, body: LiveConfigBody, by: string): Promise<void> {
  // A Korea group PK event stays one and no other game becomes one: its ledger rounds are stages, another game's are
  // rounds, so a switch would show one's points as the other's. Checked in the same statement as the write.
  const updated = await db
    .update(liveConfigs)
    .set({ name: body.name, body, updateBy: by, updateTime: new Date() })
    .where(and(eq(liveConfigs.id, id), styleFilter('korea', body.pluginStyle !== 'korea')))
    .returning({ id: liveConfigs.id });
  if (updated.length > 0) return;
  if (await findConfig(db, id)) throw badRequest(refusal('KOREA_STYLE_CHANGE'));
  throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(id)] }));
}

/**
 * `DELETE api/liveConfigs [ids]`: the configurations with their ledgers, game states and turntable records, in one
 * transaction. The rows are locked first, so a game storing a round start at the same moment either finishes
 * before (and the delete sees it collecting) or finds its configuration gone.
 * @throws 404 when an id is unknown, 400 when one is being collected ("a config being collected cannot be deleted
 *   until stopped"); nothing is deleted then.
 */
export async function deleteConfigs(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await lockConfigs(tx, unique);
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: missing.map(String) }));
    if (found.some((row) => row.state === 'collecting')) throw badRequest(refusal('DELETE_WHILE_COLLECTING'));
    // Explicit rather than relying on the FK cascades alone, so the intent is visible here.
    await tx.delete(liveScoreEntries).where(inArray(liveScoreEntries.configId, unique));
    await tx.delete(liveTurntableRecords).where(inArray(liveTurntableRecords.configId, unique));
    await tx.delete(liveGameStates).where(inArray(liveGameStates.configId, unique));
    await tx.delete(liveConfigs).where(inArray(liveConfigs.id, unique));
  });
}

/** `POST api/liveConfigs/{id}/overlayKey`: a new key; the old one stops working at once. @throws 404 */
export async function rotateOverlayKey(db: Db, id: number, by: string) {
  const overlayKey = newOverlayKey();
  const updated = await db
    .update(liveConfigs)
    .set({ overlayKey, updateBy: by, updateTime: new Date() })
    .where(eq(liveConfigs.id, id))
    .returning({ id: liveConfigs.id });
  if (updated.length === 0) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(id)] }));
  return { overlayKey, pluginLink: pluginLinks(overlayKey) };
}

/** The stored configuration (body checked), or 404. */
export async function requireConfig(db: Db, id: number) {
  const row = await findConfig(db, id);
  if (!row) throw notFound(refusal('LIVE_CONFIG_NOT_FOUND', { ids: [String(id)] }));
  return { row, config: parseStoredConfig(row.id, row.body) };
}

/** `GET …/{id}/entries`: the ledger, newest first. @throws 404 */
export async function listEntries(db: Db, id: number, query: PageQuery & { round?: number | undefined }, zone: string): Promise<Page<ScoreEntryRow>> {
  await requireConfig(db, id);
  const where = entryFilter(id, query.round);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db.select().from(liveScoreEntries).where(where).orderBy(desc(liveScoreEntries.seq)).limit(limit).offset(offset),
    countEntries(db, where),
  ]);
  return {
    content: rows.map((row) => ({
      seq: row.seq,
      round: row.round,
      streamerId: row.streamerId,
      delta: row.delta,
      at: row.at.getTime(),
      cause: scoreCauseSchema.parse(row.cause),
      time: formatWireDate(row.at, zone),
    })),
    totalElements: total,
  };
}

const toRecord = (row: TurntableRecordDbRow, zone: string): TurntableRecordRow => ({
  id: row.id,
  spinNo: row.spinNo,
  requestId: row.requestId,
  trigger: row.trigger,
  byUserId: row.byUserId,
  byNickname: row.byNickname,
  optionIndex: row.optionIndex,
  content: row.content,
  startedAt: formatWireDate(row.startedAt, zone),
});

/** `GET …/{id}/turntable/records`: newest spin first. @throws 404 */
export async function listTurntableRecords(db: Db, id: number, query: PageQuery & { blurry?: string | undefined }, zone: string): Promise<Page<TurntableRecordRow>> {
  await requireConfig(db, id);
  const where = recordFilter(id, query.blurry);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db.select().from(liveTurntableRecords).where(where).orderBy(desc(liveTurntableRecords.spinNo)).limit(limit).offset(offset),
    countRecords(db, where),
  ]);
  return { content: rows.map((row) => toRecord(row, zone)), totalElements: total };
}

/** Rows an export holds at most (a spreadsheet, not a backup). */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * `GET …/{id}/turntable/records/download`: the records matching `blurry` as an xlsx workbook (newest first).
 * @returns the file's bytes. @throws 404
 */
export async function turntableRecordsXlsx(db: Db, id: number, blurry: string | undefined, zone: string): Promise<Buffer> {
  const { row } = await requireConfig(db, id);
  const rows = await db.select().from(liveTurntableRecords).where(recordFilter(id, blurry)).orderBy(desc(liveTurntableRecords.spinNo)).limit(EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Livedesk';
  const sheet = workbook.addWorksheet('Turntable records');
  sheet.columns = [
    { header: 'Spin', key: 'spinNo', width: 8 },
    { header: 'Time', key: 'startedAt', width: 20 },
    { header: 'Trigger', key: 'trigger', width: 10 },
    { header: 'User ID', key: 'byUserId', width: 22 },
    { header: 'Nickname', key: 'byNickname', width: 24 },
    { header: 'Prize', key: 'content', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const record of rows) sheet.addRow(toRecord(record, zone));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  workbook.title = `${row.name}: turntable records`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `GET api/gifts`: the catalogue, cheapest first (then by name). */
export async function listGifts(db: Db, query: PageQuery & { blurry?: string | undefined }): Promise<Page<CatalogueGift>> {
  const where = giftFilter(query.blurry);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(liveGiftCatalogue)
      .where(where)
      .orderBy(asc(liveGiftCatalogue.diamondCount), asc(liveGiftCatalogue.name), asc(liveGiftCatalogue.giftId))
      .limit(limit)
      .offset(offset),
    countGifts(db, where),
  ]);
  return { content: rows, totalElements: total };
}

/**
 * `GET api/liveConfigs/ranking`: streamers by the points of their ledger entries in the range's window (server
 * zone), highest first, equal scores sharing a rank. The host name and avatar are the streamer's in the most
 * recently edited configuration that has them.
 */
export async function ranking(db: Db, query: RankingQuery, zone: string, now: number): Promise<RankingEntry[]> {
  const window = rankingWindow(query.range, zone, now, { start: query.start, end: query.end });
  const scores = await scoresByStreamer(db, window.from, window.to, query.configId, query.size);
  if (scores.length === 0) return [];
  const configs = await db.select({ body: liveConfigs.body }).from(liveConfigs).orderBy(desc(liveConfigs.updateTime), desc(liveConfigs.id));
  const people = new Map<string, { nickname: string; avatarUrl: string | null }>();
  for (const { body } of configs) {
    for (const streamer of body.streamers) {
      if (!people.has(streamer.anchorId)) people.set(streamer.anchorId, { nickname: streamer.nickname, avatarUrl: streamer.avatarUrl ?? null });
    }
  }
  let rank = 0;
  return scores.map((line, index) => {
    const score = Number(line.score);
    if (index === 0 || score !== Number(scores[index - 1]!.score)) rank = index + 1;
    const person = people.get(line.streamerId);
    return { rank, anchorId: line.streamerId, nickname: person?.nickname ?? line.streamerId, score, avatarUrl: person?.avatarUrl ?? null };
  });
}
