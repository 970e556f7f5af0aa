/**
 * Weekly data (the product's "Week data: nickname, live duration, live days, live count, PK count, total diamonds,
 * impressions, taps (clicks), gift/conversion rate, followers, videos, likes, group, manager, streamer type,
 * invitation type"): one row per monitored streamer per ISO week, the week starting Monday 00:00 in APP_TIME_ZONE.
 *
 * Where each figure comes from ({@link FigureSource}):
 * - measured by the product from the stored live sessions ({@link MEASURED_FIGURES}): live duration, live days, live
 *   count, PK count, diamonds, likes, new followers — `measured` when the streamer had a session that week, `none`
 *   otherwise (the figure is then 0);
 * - imported from the agency's data export ({@link IMPORTED_FIGURES}): impressions, taps, videos, conversion rate,
 *   followers — `imported` when the week's import gave a value, `none` (the figure is null) otherwise.
 *
 * Routes (server/modules/week-data/routes.ts):
 * - `GET api/weekData` (`weekData:list`): a page of {@link WeekDataRow} with the previous week's figures; query
 *   {@link weekDataQuerySchema}; sort over every column of {@link WEEK_DATA_SORTS};
 * - `GET api/weekData/download` (`weekData:list`): the same rows as xlsx;
 * - `GET api/weekData/trend?streamerId=&weeks=12` (`weekData:list`): {@link WeekTrendPoint}s, oldest first;
 * - `POST api/weekData/import` (`weekData:import`): multipart `file` (.csv/.xlsx), `week` (yyyy-MM-dd, the Monday)
 *   and optionally `mapping` (JSON {@link ImportMapping}) → {@link WeekImportResult}; refused whole with 400
 *   `IMPORT_REFUSED` and row-numbered `errors` when any row is bad;
 * - `GET|PUT api/weekData/importMapping` (`weekData:import`): the remembered {@link ImportMapping};
 * - `POST api/weekData/importPreview` (`weekData:import`): a file's headers and suggested mapping ({@link importPreviewSchema});
 * - `GET api/weekData/choices` (`weekData:list`): the filters' groups and managers ({@link weekChoicesSchema}).
 * Pure: zod only.
 */
import { z } from 'zod';
import { pageQuerySchema, queryIdSchema } from './common';

/** Where a figure comes from. */
export const FIGURE_SOURCES = ['measured', 'imported', 'none'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** Figures the product measures from the stored live sessions. */
export const MEASURED_FIGURES = ['liveDurationMs', 'liveDays', 'liveCount', 'pkCount', 'diamonds', 'likes', 'newFollowers'] as const;
export type MeasuredFigure = (typeof MEASURED_FIGURES)[number];

/** Figures only the platform knows, imported from the agency's data export. */
export const IMPORTED_FIGURES = ['impressions', 'taps', 'videos', 'conversionRate', 'followers'] as const;
export type ImportedFigure = (typeof IMPORTED_FIGURES)[number];

/** Streamer types, from the CRM's game/shopping streamer flags (`general` when neither). */
export const STREAMER_TYPES = ['game', 'shopping', 'general'] as const;
export type StreamerType = (typeof STREAMER_TYPES)[number];

/** Weekly invitation types (the product's "weekly invitation types: regular, elite"; CRM basic → regular, senior → elite). */
export const WEEK_INVITE_TYPES = ['regular', 'elite'] as const;
export type WeekInviteType = (typeof WEEK_INVITE_TYPES)[number];

/** `yyyy-MM-dd` of a week's Monday (checked to be a Monday by the server, which knows no other calendar). */
export const weekDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'week: expected yyyy-MM-dd (the Monday of the week)');

/** The figures of one week; measured ones are never null, imported ones are null when not imported. */
export const weekFiguresSchema = z.object({
  /** Summed duration of the week's ended sessions, ms. */
  liveDurationMs: z.number().int(),
  /** Distinct local dates (APP_TIME_ZONE) on which a session started. */
  liveDays: z.number().int(),
  /** Sessions started in the week. */
  liveCount: z.number().int(),
  pkCount: z.number().int(),
  /** Counted diamonds of the week's sessions. */
  diamonds: z.number().int(),
  likes: z.number().int(),
  /** New followers the sessions saw. */
  newFollowers: z.number().int(),
  impressions: z.number().int().nullable(),
  /** Taps (clicks) on the live. */
  taps: z.number().int().nullable(),
  videos: z.number().int().nullable(),
  /** Gift/conversion rate in percent (0–100). */
  conversionRate: z.number().nullable(),
  /** Followers as the platform reports them for the week. */
  followers: z.number().int().nullable(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

/** The source of each figure. */
const source = z.enum(FIGURE_SOURCES);
export const figureSourcesSchema = z.object({
  liveDurationMs: source,
  liveDays: source,
  liveCount: source,
  pkCount: source,
  diamonds: source,
  likes: source,
  newFollowers: source,
  impressions: source,
  taps: source,
  videos: source,
  conversionRate: source,
  followers: source,
});
export type FigureSources = z.infer<typeof figureSourcesSchema>;

/** One streamer's week. */
export const weekDataRowSchema = weekFiguresSchema.extend({
  id: z.number().int(),
  /** The monitored streamer's id. */
  streamerId: z.number().int(),
  uniqueId: z.string(),
  nickname: z.string(),
  /** `yyyy-MM-dd` of the week's Monday. */
  week: z.string(),
  /** Department of the streamer (the CRM row's, else the manager's). */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** The staff member working the streamer (CRM operator, else the monitoring staff). */
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  streamerType: z.enum(STREAMER_TYPES).nullable(),
  inviteType: z.enum(WEEK_INVITE_TYPES).nullable(),
  sources: figureSourcesSchema,
  /** The previous week's figures of the streamer (null when there is no row for it): the page shows the change. */
  previous: weekFiguresSchema.nullable(),
  /** `yyyy-MM-dd HH:mm:ss` of the last measurement / import; null when never. */
  computedAt: z.string().nullable(),
  importedAt: z.string().nullable(),
});
export type WeekDataRow = z.infer<typeof weekDataRowSchema>;

/** Sort fields of the list (every column). */
export const WEEK_DATA_SORTS = [
  'uniqueId',
  'nickname',
  ...MEASURED_FIGURES,
  ...IMPORTED_FIGURES,
  'groupName',
  'managerName',
  'streamerType',
  'inviteType',
] as const;

/** Filters of the list and export. `week` defaults to the current week. */
export const weekDataFilterSchema = z.object({
  week: weekDateSchema.optional(),
  groupId: queryIdSchema.optional(),
  managerId: queryIdSchema.optional(),
  streamerType: z.enum(STREAMER_TYPES).optional(),
  inviteType: z.enum(WEEK_INVITE_TYPES).optional(),
  /** TikTok ID or nickname contains (case-insensitive). */
  blurry: z.string().max(100).optional(),
});
export type WeekDataFilter = z.infer<typeof weekDataFilterSchema>;

/** `GET api/weekData` query. */
export const weekDataQuerySchema = pageQuerySchema.extend(weekDataFilterSchema.shape);

/** `GET api/weekData/trend` query: the streamer and how many weeks back from `week` (default the current), at most 52. */
export const weekTrendQuerySchema = z.object({
  streamerId: queryIdSchema,
  weeks: z.coerce.number().int().min(1).max(52).default(12),
  week: weekDateSchema.optional(),
});

/** One week of a streamer's trend; weeks without a row carry zero measured and null imported figures. */
export const weekTrendPointSchema = weekFiguresSchema.extend({ week: z.string(), sources: figureSourcesSchema });
export type WeekTrendPoint = z.infer<typeof weekTrendPointSchema>;

/** What an import column may be mapped to: the streamer's TikTok ID, an imported figure, or nothing. */
export const IMPORT_TARGETS = ['uniqueId', ...IMPORTED_FIGURES, 'ignore'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** Column header (as in the file, compared without case and spacing) → what it holds. */
export const importMappingSchema = z.record(z.string().trim().min(1).max(100), z.enum(IMPORT_TARGETS)).refine((mapping) => Object.keys(mapping).length <= 100, 'mapping: at most 100 columns');
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** `GET api/weekData/importMapping`: the remembered mapping (empty when none yet). */
export const importMappingAnswerSchema = z.object({ mapping: importMappingSchema, updatedAt: z.string().nullable() });

/** `POST api/weekData/import` answer. */
export const weekImportResultSchema = z.object({
  week: z.string(),
  /** Streamers whose figures were written. */
  imported: z.number().int(),
  /** Streamers of the week whose earlier imported figures were cleared (not in this file). */
  cleared: z.number().int(),
});
export type WeekImportResult = z.infer<typeof weekImportResultSchema>;

/**
 * `POST api/weekData/importPreview` (`weekData:import`, multipart `file`) answer: what the import dialog shows before
 * anything is written — the file's header row (blank headers left out), the mapping suggested for each header (the
 * remembered one, else a figure's own name, else `ignore`) and the first rows under it.
 */
export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  /** Up to {@link IMPORT_PREVIEW_ROWS} rows after the header, cells in the order of `headers`. */
  sampleRows: z.array(z.array(z.string())),
  /** Non-blank rows after the header. */
  rowCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** Rows a preview shows. */
export const IMPORT_PREVIEW_ROWS = 3;

/** One department or manager the week page's filters offer. */
const weekChoiceSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * `GET api/weekData/choices` (`weekData:list`): the groups and managers of the week rows the caller reaches (any week),
 * by name — the filters' options, for callers who may not list departments or users.
 */
export const weekChoicesSchema = z.object({ groups: z.array(weekChoiceSchema), managers: z.array(weekChoiceSchema) });
export type WeekChoices = z.infer<typeof weekChoicesSchema>;
