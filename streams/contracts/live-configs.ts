/**
 * HTTP contract of the live assistant configurations and their games, shared by the server routes
 * (server/modules/live-configs) and the console pages and overlays. Times: `createTime`/`updateTime`/`time`/
 * `startedAt` are wire dates `yyyy-MM-dd HH:mm:ss` in the server's zone (eladmin pages); game views and ledger
 * entries carry epoch ms. Scores are points (gift points = configured price in diamonds × count). Pure: zod only.
 *
 * Configurations (eladmin CRUD; read `liveConfig:list`, write `liveConfig:add|edit|del`):
 * - `GET api/liveConfigs?page&size&sort&blurry` → Page<{@link LiveConfigRow}> (blurry: name; sort: id, name, state, createTime)
 * - `GET api/liveConfigs/{id}` → {@link LiveConfigDetail}
 * - `POST api/liveConfigs` LiveConfigInput → 201 `{ id }`; `PUT api/liveConfigs` `{ id, …LiveConfigInput }` → 204;
 *   400 `field.path: message` with the product's validation messages (streams/games/live-config.ts)
 * - `DELETE api/liveConfigs` `[id, …]` → 200; 400 {@link LIVE_CONFIG_API_MESSAGES.deleteWhileCollecting} if one is collecting
 * - `POST api/liveConfigs/{id}/overlayKey` → `{ overlayKey, pluginLink }` (the old key stops working at once; liveConfig:edit)
 * Games (`liveConfig:control`; each answers the new GameView of streams/contracts/game-topic.ts; a refusal is 400
 * with its message, a PK switch that needs confirmation is 409 `{ …, needsConfirmation: true }`):
 * - `POST …/{id}/round/start`, `…/round/end`, `…/adjust` {@link adjustBodySchema}, `…/pk/initialize`
 *   {@link pkInitializeBodySchema}, `…/pk/phases/{phaseId}/start` {@link phaseStartBodySchema}, `…/pk/stop`,
 *   `…/turntable/spin` {@link spinBodySchema}
 * Reads (`liveConfig:list`):
 * - `GET …/{id}/view` → GameView; `GET …/{id}/entries?round&page&size` → Page<{@link ScoreEntryRow}>, newest first
 * - `GET …/{id}/turntable/records?page&size&blurry` → Page<{@link TurntableRecordRow}>, newest first (blurry: nickname,
 *   prize); `GET …/{id}/turntable/records/download?blurry` → xlsx
 * - `GET api/gifts?blurry&page&size` → Page<{@link CatalogueGift}> (blurry: name or gift id), cheapest first
 * - `GET api/liveConfigs/ranking?range&start&end&configId&size` → {@link RankingEntry}[]
 * Overlays (public, `?key=<overlay key>`; a wrong or revoked key answers 403 and nothing else):
 * - `GET api/overlay/view?key` → `{ configId, view }`; `GET api/overlay/ranking?key&range&start&end` → RankingEntry[]
 */
import { z } from 'zod';
import { gameViewSchema } from './game-topic';
import { apiErrorSchema, queryIdSchema } from './common';
import { PLUGIN_STYLES, storedLiveConfigSchema } from '../games/live-config';
import { scoreAdjustmentSchema, scoreEntrySchema } from '../games/score-ledger';
import { liveConfigMessage } from './refusals/live-configs';

export const LIVE_CONFIG_API_MESSAGES = {
  /** The product rule: "a config being collected cannot be deleted until stopped". */
  deleteWhileCollecting: liveConfigMessage('DELETE_WHILE_COLLECTING'),
  phaseIdsUnique: liveConfigMessage('PK_PHASE_IDS_UNIQUE'),
  atLeastOnePhase: liveConfigMessage('PK_AT_LEAST_ONE_PHASE'),
  phaseName: liveConfigMessage('PK_PHASE_NAME'),
  overlayKeyInvalid: liveConfigMessage('OVERLAY_KEY_INVALID'),
  startRequired: liveConfigMessage('RANKING_START_REQUIRED'),
  endRequired: liveConfigMessage('RANKING_END_REQUIRED'),
  endBeforeStart: liveConfigMessage('RANKING_END_BEFORE_START'),
  dateFormat: liveConfigMessage('RANKING_DATE_FORMAT'),
} as const;

export const liveConfigStateSchema = z.enum(['notStarted', 'collecting', 'ended']);
export type LiveConfigStateName = z.infer<typeof liveConfigStateSchema>;

/** Overlay pages (public routes of src/overlays), each opened with `?key=<overlay key>`. */
export const OVERLAY_PATHS = {
  pkProgress: '/pkProgress',
  pkTurntable: '/pkTurntable',
  flowerProgress: '/flowerProgress',
  flowerPlayerList: '/flowerPlayerList',
  pkScoreRanking: '/pk-score-ranking',
  vehicleAnimation: '/vehicleAnimation',
  /** Korea group PK events only (streams/contracts/korea-pk.ts). */
  koreaScoreRanking: '/koreaScoreRanking',
  koreaGroupPk: '/whiteListPages/koreaGroupPk',
} as const;
export type OverlayName = keyof typeof OVERLAY_PATHS;
export const OVERLAY_NAMES = Object.keys(OVERLAY_PATHS) as [OverlayName, ...OverlayName[]];

/**
 * The overlays a configuration shows something on: every game runs for every configuration except the lottery
 * turntable, which exists only when the configuration has one, and the Korea group PK's pages, which only Korea events
 * have (and they have only those and the entry animations) (`turntable` of its body; the server refuses a spin
 * without it). In {@link OVERLAY_PATHS} order.
 */
export function overlaysOf(config: { turntable?: unknown; pluginStyle?: string }): OverlayName[] {
  if (config.pluginStyle === 'korea') return KOREA_OVERLAYS;
  return OVERLAY_NAMES.filter((name) => !KOREA_PAGES.includes(name) && (name !== 'pkTurntable' || config.turntable !== undefined));
}
/** The Korea group PK's own pages. */
const KOREA_PAGES: OverlayName[] = ['koreaScoreRanking', 'koreaGroupPk'];
/** The overlays of a Korea group PK event (its two pages and the entry animations of the host room). */
const KOREA_OVERLAYS: OverlayName[] = [...KOREA_PAGES, 'vehicleAnimation'];

export const pluginLinksSchema = z.object({
  pkProgress: z.string(),
  pkTurntable: z.string(),
  flowerProgress: z.string(),
  flowerPlayerList: z.string(),
  pkScoreRanking: z.string(),
  vehicleAnimation: z.string(),
  koreaScoreRanking: z.string(),
  koreaGroupPk: z.string(),
});
export type PluginLinks = z.infer<typeof pluginLinksSchema>;

/** The plugin links of an overlay key: relative links (`/pkProgress?key=…`) the console prefixes with its origin. */
export function pluginLinks(overlayKey: string): PluginLinks {
  const key = encodeURIComponent(overlayKey);
  const entries = Object.entries(OVERLAY_PATHS).map(([name, path]) => [name, `${path}?key=${key}`]);
  return Object.fromEntries(entries) as PluginLinks;
}

/** A row of `GET api/liveConfigs`. */
export const liveConfigRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pluginStyle: z.enum(PLUGIN_STYLES),
  state: liveConfigStateSchema,
  /** Number of streamers. */
  streamers: z.number().int().nonnegative(),
  /** The current (or last) round number; 0 before the first round. */
  round: z.number().int().nonnegative(),
  createTime: z.string(),
  overlayKey: z.string(),
  pluginLink: pluginLinksSchema,
  /** The overlays the configuration has ({@link overlaysOf}): the links the console offers. */
  overlays: z.array(z.enum(OVERLAY_NAMES)),
});
export type LiveConfigRow = z.infer<typeof liveConfigRowSchema>;

/**
 * `GET api/liveConfigs/{id}`: every field of the configuration (what PUT takes back, with `id`) plus its state,
 * overlay key, links, the room the game follows now and the game view. The fields are not re-checked against
 * the rules here (a stored configuration was valid when saved), and `room` may still be a legacy room id that the
 * start-up migration could not resolve (`{ roomId }`, see streams/games/live-config.ts): PUT needs the streamer.
 */
export const liveConfigDetailSchema = z.object({
  ...storedLiveConfigSchema.shape,
  id: z.number().int(),
  state: liveConfigStateSchema,
  overlayKey: z.string(),
  pluginLink: pluginLinksSchema,
  createTime: z.string(),
  updateTime: z.string(),
  createBy: z.string().nullable(),
  /** The room whose events score now (`null` before the game followed one) and whether it runs on this server. */
  followedRoom: z.object({ roomId: z.string().nullable(), running: z.boolean() }),
  view: gameViewSchema,
});
export type LiveConfigDetail = z.infer<typeof liveConfigDetailSchema>;

export const createdConfigSchema = z.object({ id: z.number().int() });

export const overlayKeySchema = z.object({ overlayKey: z.string(), pluginLink: pluginLinksSchema });

/** `POST …/adjust`: a score adjustment (1 to 100,000), plus `flower` for the flower game's bound of 200 per increase. */
export const adjustBodySchema = scoreAdjustmentSchema.extend({ flower: z.boolean().default(false) });
export type AdjustBody = z.infer<typeof adjustBodySchema>;

/** One PK phase as the PK page configures it (machines/pk-phase.machine.ts `PkPhase`). */
export const pkPhaseSchema = z.object({
  id: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, liveConfigMessage('PK_PHASE_ID_FORMAT')),
  name: z.string({ message: LIVE_CONFIG_API_MESSAGES.phaseName }).trim().min(1, LIVE_CONFIG_API_MESSAGES.phaseName).max(32, liveConfigMessage('PK_PHASE_NAME_TOO_LONG')),
  kind: z.enum(['double', 'group']),
  /** Group phases: the group host's streamer ID. */
  hostId: z.string().trim().min(1).max(64).nullable().default(null),
  streamerIds: z.array(z.string().trim().min(1).max(64)).max(20),
});

/**
 * `POST …/pk/initialize`: the phases. The server checks each with the product's PK messages of
 * machines/pk-phase.machine.ts `phaseConfigError`, reported on the field ('Select the group host first' on
 * `phases.<i>.hostId`, 'Select at least two anchors' / 'Double PK needs exactly two anchors' on
 * `phases.<i>.streamerIds`), and that every streamer is one of the configuration's.
 */
export const pkInitializeBodySchema = z.object({
  phases: z
    .array(pkPhaseSchema)
    .min(1, LIVE_CONFIG_API_MESSAGES.atLeastOnePhase)
    .max(20, liveConfigMessage('PK_TOO_MANY_PHASES'))
    .superRefine((phases, ctx) => {
      const ids = new Set<string>();
      phases.forEach((phase, index) => {
        if (ids.has(phase.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: LIVE_CONFIG_API_MESSAGES.phaseIdsUnique });
        ids.add(phase.id);
      });
    }),
});
export type PkInitializeBody = z.infer<typeof pkInitializeBodySchema>;

/** `POST …/pk/phases/{phaseId}/start`: `confirmed` after the host accepted stopping the running phase. */
export const phaseStartBodySchema = z.object({ confirmed: z.boolean().default(false) }).default({ confirmed: false });

/**
 * `POST …/turntable/spin`: `requestId` makes the button idempotent (a retried request with the same id spins
 * once); the server draws one when it is missing.
 */
export const spinBodySchema = z
  .object({ requestId: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, liveConfigMessage('SPIN_REQUEST_ID_FORMAT')).optional() })
  .default({});

/** 409 answer of a PK switch that needs the host's confirmation. */
export const needsConfirmationErrorSchema = apiErrorSchema.extend({ needsConfirmation: z.literal(true) });

/** A ledger entry as `…/entries` lists it: the entry plus its wire date. */
export const scoreEntryRowSchema = scoreEntrySchema.extend({ time: z.string() });
export type ScoreEntryRow = z.infer<typeof scoreEntryRowSchema>;

export const turntableRecordRowSchema = z.object({
  id: z.number().int(),
  spinNo: z.number().int(),
  requestId: z.string(),
  trigger: z.enum(['gift', 'host']),
  byUserId: z.string(),
  byNickname: z.string(),
  /** -1 = "no prize". */
  optionIndex: z.number().int(),
  content: z.string(),
  startedAt: z.string(),
});
export type TurntableRecordRow = z.infer<typeof turntableRecordRowSchema>;

export const catalogueGiftSchema = z.object({
  giftId: z.string(),
  name: z.string(),
  /** Diamonds per gift. */
  diamondCount: z.number().int(),
  /** 1 = streakable. */
  type: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type CatalogueGift = z.infer<typeof catalogueGiftSchema>;

/**
 * PK ranking ranges: today, yesterday, this week, last week, this month, last month, custom. Weeks start on Monday;
 * days are those of the server's zone.
 */
export const RANKING_RANGES = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type RankingRange = (typeof RANKING_RANGES)[number];

const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LIVE_CONFIG_API_MESSAGES.dateFormat);

/** Query of the ranking: `custom` needs `start` and `end` (days, both included; the end may not precede the start). */
export const rankingQuerySchema = z
  .object({
    range: z.enum(RANKING_RANGES).default('today'),
    start: wireDay.optional(),
    end: wireDay.optional(),
    /** Only this configuration's scores. */
    configId: queryIdSchema.optional(),
    size: z.coerce.number().int().min(1).max(500).default(100),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') return;
    if (!query.start) ctx.addIssue({ code: 'custom', path: ['start'], message: LIVE_CONFIG_API_MESSAGES.startRequired });
    if (!query.end) ctx.addIssue({ code: 'custom', path: ['end'], message: LIVE_CONFIG_API_MESSAGES.endRequired });
    if (query.start && query.end && query.end < query.start) ctx.addIssue({ code: 'custom', path: ['end'], message: LIVE_CONFIG_API_MESSAGES.endBeforeStart });
  });
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/** The product's "PK ranking entry: rank, host name, score, avatar". Equal scores share a rank (1, 2, 2, 4). */
export const rankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  anchorId: z.string(),
  nickname: z.string(),
  score: z.number().int(),
  avatarUrl: z.string().nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const overlayViewSchema = z.object({ configId: z.number().int(), view: gameViewSchema });
