/**
 * HTTP and topic contract of the Korea group PK (streams/games/korea-pk.ts has the rules). An event is a live
 * configuration with `pluginStyle: 'korea'`: it runs as a group-live game (server-authoritative, its ledger stored,
 * published on `config:<id>`, restored after a restart, held by one instance's lease), and its view is the game view
 * with {@link koreaViewSchema} in `korea`. Scores are points (diamonds); times epoch ms in views, wire dates
 * `yyyy-MM-dd HH:mm:ss` in rows.
 *
 * Events (read `liveConfig:list`, write `liveConfig:add|edit|del`):
 * - `GET api/koreaPk/events?page&size&sort&blurry` → Page<{@link KoreaEventRow}> (blurry: name; sort: id, name, state, createTime)
 * - `GET api/koreaPk/events/{id}` → {@link KoreaEventDetail}; 400 `KOREA_NOT_AN_EVENT` for another game's configuration
 * - `POST api/koreaPk/events` {@link KoreaEventInput} → 201 `{ id }`; `PUT api/koreaPk/events` `{ id, …KoreaEventInput }` → 204;
 *   400 `field.path: message` (the live configuration's rules and the Korea rules)
 * - `DELETE api/koreaPk/events` `[id, …]` → 200; refused while a stage runs
 * - `POST api/koreaPk/events/{id}/overlayKey` → `{ overlayKey, links }` (the old key stops working at once)
 * Commands (`liveConfig:control`; each answers the new GameView; a refusal is 400 with its message; starting a stage
 * while another runs is 409 `{ …, needsConfirmation: true }` until resent with `confirmed: true`):
 * - `POST …/{id}/stages/{stage}/start` {@link stageStartBodySchema}; `POST …/{id}/stages/end`; `POST …/{id}/solo/next`
 * - `POST …/{id}/adjust` {@link koreaAdjustBodySchema}; `PUT …/{id}/weights` {@link koreaWeightsSchema}
 * Reads (`liveConfig:list`): `GET …/{id}/view` → GameView; `GET …/{id}/entries?stage&page&size` → Page<ScoreEntryRow>,
 * newest first.
 * Overlays (public, `?key=`): `GET api/overlay/view?key` answers the event's view like any game's.
 * Pure: zod only.
 */
import { z } from 'zod';
import { koreaSettingsSchema, koreaWeightsSchema } from '../games/korea-pk';
import { liveConfigFieldsSchema, type LiveConfigInput } from '../games/live-config';
import { scoreEntrySchema } from '../games/score-ledger';
import { gameViewSchema } from './game-topic';
import { koreaStageSchema } from './korea-view';
import { scoreAdjustmentSchema } from '../games/score-ledger';

export { koreaWeightsSchema };

export { koreaStageSchema, koreaViewSchema, type KoreaView } from './korea-view';

/** `POST …/stages/{stage}/start`. */
export const stageStartBodySchema = z.object({ confirmed: z.boolean().default(false) }).default({ confirmed: false });

/** `POST …/adjust`: a manual adjustment (1 to 100,000 points) of one streamer's points in one stage. */
export const koreaAdjustBodySchema = scoreAdjustmentSchema.extend({ stage: koreaStageSchema });
export type KoreaAdjustBody = z.output<typeof koreaAdjustBodySchema>;

/** The overlay links of an event's key: relative (`/koreaScoreRanking?key=…`); the console prefixes its origin. */
export const koreaLinksSchema = z.object({ koreaScoreRanking: z.string(), koreaGroupPk: z.string() });
export type KoreaLinks = z.infer<typeof koreaLinksSchema>;

/** The two public pages of an event. */
export const KOREA_OVERLAY_PATHS = { koreaScoreRanking: '/koreaScoreRanking', koreaGroupPk: '/whiteListPages/koreaGroupPk' } as const;

export function koreaLinks(overlayKey: string): KoreaLinks {
  const key = encodeURIComponent(overlayKey);
  return { koreaScoreRanking: `${KOREA_OVERLAY_PATHS.koreaScoreRanking}?key=${key}`, koreaGroupPk: `${KOREA_OVERLAY_PATHS.koreaGroupPk}?key=${key}` };
}

export { koreaSettingsSchema };

/** A row of `GET api/koreaPk/events`. */
export const koreaEventRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(['notStarted', 'collecting', 'ended']),
  streamers: z.number().int().nonnegative(),
  teams: z.number().int().nonnegative(),
  running: koreaStageSchema.nullable(),
  createTime: z.string(),
  overlayKey: z.string(),
  links: koreaLinksSchema,
});
export type KoreaEventRow = z.infer<typeof koreaEventRowSchema>;

/**
 * Body of `POST api/koreaPk/events` (with `id`, of `PUT`): the event's name, host streamer, streamers (with their
 * team), selected gifts, attribution and the Korea settings. The server stores it as a live configuration
 * ({@link toLiveConfigInput}) and checks it with the live configuration's rules, Korea rules included.
 */
export const koreaEventInputSchema = liveConfigFieldsSchema
  .pick({ name: true, room: true, streamers: true, gifts: true, attribution: true, minGiftValue: true })
  .extend({ korea: koreaSettingsSchema });
export type KoreaEventInput = z.input<typeof koreaEventInputSchema>;

/** The live configuration body of an event: the Korea style, and the round fields other games use left at rest. */
export function toLiveConfigInput(input: KoreaEventInput): LiveConfigInput {
  return { ...input, pluginStyle: 'korea', pkTime: { value: 60, unit: 'minutes' }, autoEndSeconds: 0, effectSeconds: 30, recordOnly: false, flowerTarget: 1_000 };
}

/** `GET api/koreaPk/events/{id}`: the event's fields (what PUT takes back), its state, key, links and game view. */
export const koreaEventDetailSchema = koreaEventInputSchema.extend({
  id: z.number().int(),
  state: z.enum(['notStarted', 'collecting', 'ended']),
  overlayKey: z.string(),
  links: koreaLinksSchema,
  createTime: z.string(),
  updateTime: z.string(),
  view: gameViewSchema,
});
export type KoreaEventDetail = z.infer<typeof koreaEventDetailSchema>;

/** A row of `GET …/{id}/entries`: a ledger entry with its wire time and stage. */
export const koreaEntryRowSchema = scoreEntrySchema.extend({ time: z.string(), stage: koreaStageSchema });
export type KoreaEntryRow = z.infer<typeof koreaEntryRowSchema>;
