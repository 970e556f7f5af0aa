/**
 * Korea group PK events (contract streams/contracts/korea-pk.ts): an event is a live configuration with
 * `pluginStyle: 'korea'`, stored, keyed and deleted by the live configurations' service, checked by the live
 * configuration's rules (the Korea rules included) on its live configuration body ({@link toLiveConfigInput}), so a
 * 400 names the event's own field paths. Every read and write of an event refuses another game's configuration with
 * `KOREA_NOT_AN_EVENT` (400): the event pages never touch the other games.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page } from '../../../streams/contracts/common';
import { koreaEventInputSchema, koreaLinks, toLiveConfigInput, type KoreaEntryRow, type KoreaEventInput, type KoreaEventRow } from '../../../streams/contracts/korea-pk';
import { refusal } from '../../../streams/contracts/refusals';
import { KOREA_STAGES, STAGE_ROUND, stageOfRound, type KoreaStage } from '../../../streams/games/korea-pk';
import { checkLiveConfigRules, liveConfigBodySchema, liveConfigFieldsSchema, type LiveConfigBody } from '../../../streams/games/live-config';
import { scoreCauseSchema } from '../../../streams/games/score-ledger';
import type { Db } from '../../db/database';
import { liveConfigs, liveGameStates, liveScoreEntries } from '../../db/schema/games';
import { badRequest } from '../../http/http-error';
import { orderByFrom, pageWindow } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { configFilter, countConfigs, styleFilter } from '../live-configs/repository';
import { CONFIG_SORT_FIELDS, requireConfig, rotateOverlayKey } from '../live-configs/service';

interface PageQuery {
  page: number;
  size: number;
}

/** The live configuration rules over an event's fields (paths as the event's body names them). */
function checkEventRules(input: z.output<typeof koreaEventInputSchema>, ctx: z.RefinementCtx): void {
  const fields = liveConfigFieldsSchema.safeParse(toLiveConfigInput(input));
  // The event's own fields passed already; the rest are the fixed values of toLiveConfigInput.
  if (fields.success) checkLiveConfigRules(fields.data, ctx);
}

/** Body of `POST api/koreaPk/events`: the event's fields and the live configuration's rules, Korea rules included. */
export const koreaEventBodySchema = koreaEventInputSchema.superRefine(checkEventRules);
/** Body of `PUT api/koreaPk/events`: `id` and the fields of {@link koreaEventBodySchema}. */
export const koreaEventUpdateBodySchema = koreaEventInputSchema.extend({ id: z.number().int().positive().max(2_147_483_647) }).superRefine((body, ctx) => checkEventRules(body, ctx));

/** The live configuration body of an event, as stored. */
export const eventBody = (input: KoreaEventInput): LiveConfigBody => liveConfigBodySchema.parse(toLiveConfigInput(input));

/** The stage running, from the stored stage machine snapshot (null while none runs or before the event ran). */
const runningSql = sql<string | null>`${liveGameStates.persisted} #>> '{korea,machine,context,running}'`;

const runningStage = (value: string | null): KoreaStage | null => (KOREA_STAGES as readonly string[]).includes(value ?? '') ? (value as KoreaStage) : null;

/** `GET api/koreaPk/events`: a page of events, newest first unless `sort` says otherwise (blurry: the name). */
export async function listEvents(db: Db, query: PageQuery & { sort?: string | string[] | undefined; blurry?: string | undefined }, zone: string): Promise<Page<KoreaEventRow>> {
  const where = and(styleFilter('korea'), configFilter(query.blurry));
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
        running: runningSql,
      })
      .from(liveConfigs)
      .leftJoin(liveGameStates, eq(liveGameStates.configId, liveConfigs.id))
      .where(where)
      .orderBy(...orderByFrom(query.sort, CONFIG_SORT_FIELDS, [desc(liveConfigs.id)]), desc(liveConfigs.id))
      .limit(limit)
      .offset(offset),
    countConfigs(db, where),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      streamers: row.body.streamers.length,
      teams: row.body.korea?.teams.length ?? 0,
      // A stage shows running only while the event collects (the state column is written with every stage change).
      running: row.state === 'collecting' ? runningStage(row.running) : null,
      createTime: formatWireDate(row.createTime, zone),
      overlayKey: row.overlayKey,
      links: koreaLinks(row.overlayKey),
    })),
    totalElements: total,
  };
}

/** The stored event. @throws 404 unknown id, 400 `KOREA_NOT_AN_EVENT` for another game's configuration. */
export async function requireEvent(db: Db, id: number) {
  const found = await requireConfig(db, id);
  if (found.config.pluginStyle !== 'korea' || !found.config.korea) throw badRequest(refusal('KOREA_NOT_AN_EVENT', { id }));
  return { row: found.row, config: found.config, korea: found.config.korea };
}

/**
 * `DELETE api/koreaPk/events [ids]`: checks they are all events (400 `KOREA_NOT_AN_EVENT` naming the first that is
 * not; unknown ids are the live configurations' 404). The delete itself is the live configurations'.
 */
export async function requireEvents(db: Db, ids: number[]): Promise<void> {
  const rows = await db.select({ id: liveConfigs.id }).from(liveConfigs).where(and(inArray(liveConfigs.id, [...new Set(ids)]), styleFilter('korea', true)));
  const other = rows[0];
  if (other) throw badRequest(refusal('KOREA_NOT_AN_EVENT', { id: other.id }));
}

/** `POST api/koreaPk/events/{id}/overlayKey`: a new key with the event's links. @throws 404, 400 not an event */
export async function rotateEventKey(db: Db, id: number, by: string): Promise<{ overlayKey: string; links: ReturnType<typeof koreaLinks> }> {
  await requireEvent(db, id);
  const { overlayKey } = await rotateOverlayKey(db, id, by);
  return { overlayKey, links: koreaLinks(overlayKey) };
}

/** `GET api/koreaPk/events/{id}/entries`: the event's ledger, newest first, optionally one stage. @throws 404, 400 */
export async function listStageEntries(db: Db, id: number, query: PageQuery & { stage?: KoreaStage | undefined }, zone: string): Promise<Page<KoreaEntryRow>> {
  await requireEvent(db, id);
  const rounds = query.stage ? [STAGE_ROUND[query.stage]] : KOREA_STAGES.map((stage) => STAGE_ROUND[stage]);
  const where = and(eq(liveScoreEntries.configId, id), inArray(liveScoreEntries.round, rounds));
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [counted]] = await Promise.all([
    db.select().from(liveScoreEntries).where(where).orderBy(desc(liveScoreEntries.seq)).limit(limit).offset(offset),
    db.select({ n: count() }).from(liveScoreEntries).where(where),
  ]);
  return {
    content: rows.map((row) => ({
      seq: row.seq,
      round: row.round,
      stage: stageOfRound(row.round) ?? 'double',
      streamerId: row.streamerId,
      delta: row.delta,
      at: row.at.getTime(),
      cause: scoreCauseSchema.parse(row.cause),
      time: formatWireDate(row.at, zone),
    })),
    totalElements: counted?.n ?? 0,
  };
}
