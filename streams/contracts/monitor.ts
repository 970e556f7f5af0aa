/**
 * HTTP contract of monitored streamers (live monitoring's streamer config; the product's "Monitoring streamer: monitor
 * type, room ID, connection log", its messages 'failure to add the streamer' and 'the streamer already exists', and
 * its scan intervals), shared by server/modules/monitor and the console page
 * 'MonitorStreamers'. Times on the wire are `yyyy-MM-dd HH:mm:ss` in the server's zone (eladmin pages). Pure: zod only.
 *
 * Read `monitor:list`; write `monitor:add|edit|del`:
 * - `GET api/monitor/streamers?page&size&sort&blurry&type&enabled&staffId&status` → Page<{@link MonitorStreamerRow}>
 *   (blurry: TikTok ID, nickname or notes, a leading `@` ignored; sort: {@link MONITOR_STREAMER_SORTS}; newest first)
 * - `POST api/monitor/streamers` {@link monitorStreamerBodySchema} → 201 `{ id }`;
 *   400 `uniqueId: The streamer already exists` ({@link MONITOR_MESSAGES.exists}) when the ID is monitored already,
 *   compared without case and without a leading `@` (also when two adds race: the table's unique index answers);
 *   400 `staffId: …` ({@link MONITOR_MESSAGES.unknownStaff}) for a staff id that is no user
 * - `PUT api/monitor/streamers` `{ id, … }` → 204 (same refusals; another TikTok ID resets the scan state); 404 unknown id
 * - `DELETE api/monitor/streamers` `[id, …]` → 200 (their connection log and live sessions go too); 404 when an id is
 *   unknown (nothing deleted)
 * - `PUT api/monitor/streamers/enabled` {@link monitorEnabledBodySchema} → 204 (`monitor:edit`); a disabled streamer is
 *   not scanned (status `disabled`), enabling it again starts from `unknown`; 404 when an id is unknown (nothing changed)
 * - `POST api/monitor/streamers/import?mode=strict|skip` multipart, one `.csv` or `.xlsx` file (≤ 5 MB,
 *   ≤ {@link IMPORT_MAX_ROWS} rows, `monitor:add`) → {@link MonitorImportResult}. See {@link IMPORT_COLUMNS} for the
 *   header row. Every row is checked before anything is written; when any row is refused the answer is 400
 *   {@link MonitorImportRefusal} (its `errors` list the first {@link IMPORT_MAX_ERRORS} problems with their
 *   spreadsheet row numbers) and nothing is written. A TikTok ID twice in the file is always refused (which row should
 *   win is not ours to guess). An ID already monitored is refused in mode `strict` (the default) and skipped, counted
 *   in `skipped`, in mode `skip`. A file that cannot be read answers 400 with {@link MONITOR_MESSAGES} and no `errors`.
 * - `GET api/monitor/streamers/download?blurry&type&enabled&staffId&status&sort` → xlsx of the matching rows
 *   (eladmin's export path; `…/export` answers the same). Its first six columns are the import's, so an exported
 *   file can be edited and imported again.
 * - `GET api/monitor/streamers/template` → a CSV with the import's header row (UTF-8 with a BOM, for Excel)
 * - `GET api/monitor/staff?blurry` → up to 50 enabled users `{ id, username, nickName }` to assign (`monitor:list`)
 *
 * Refusals name their field like validation messages (`uniqueId: …`), so the console shows them beside the field;
 * {@link MONITOR_MESSAGES.addFailed} is the page's text when an add fails for any other reason.
 */
import { z } from 'zod';
import { HTTP_URL_MESSAGE, httpUrl, idSchema, queryIdOrZeroSchema, refusalParamsSchema, fieldErrorSchema, pastedTikTokId } from './common';
import { commonMessage } from './refusals/common';
import { monitorMessage } from './refusals/monitor';
import type { MonitorStatus } from '../../machines/monitor-connection.machine';
import { MONITOR_TYPES, type MonitorType } from '../monitor/scan-schedule';

export { MONITOR_TYPES, type MonitorType };

/** Every {@link MonitorStatus} (machines/monitor-connection.machine.ts), as a list for zod. */
export const MONITOR_STATUSES = ['unknown', 'offline', 'connecting', 'connected', 'disconnected', 'tracked', 'disabled'] as const satisfies readonly MonitorStatus[];
/** A status on the wire (the same union as the machine's `MonitorStatus`). */
export type MonitorStatusName = (typeof MONITOR_STATUSES)[number];
/** `never` while the list holds every status of the machine; the line below then fails the typecheck. */
type MissingStatus = Exclude<MonitorStatus, (typeof MONITOR_STATUSES)[number]>;
export const MONITOR_STATUSES_COMPLETE: [MissingStatus] extends [never] ? true : MissingStatus = true;

/** TikTok's rule for a handle (also streams/contracts/live-rooms.ts). */
export const UNIQUE_ID_PATTERN = /^[A-Za-z0-9._]{2,24}$/;

export const MONITOR_MESSAGES = {
  /** The product's user messages. */
  exists: commonMessage('STREAMER_EXISTS'),
  /** The product's user messages: the page's text when an add fails for any other reason. */
  addFailed: commonMessage('STREAMER_ADD_FAILED'),
  uniqueIdRequired: monitorMessage('MONITOR_ID_REQUIRED'),
  uniqueIdFormat: commonMessage('TIKTOK_ID_FORMAT'),
  nicknameLength: monitorMessage('MONITOR_NICKNAME_LENGTH'),
  typeRequired: monitorMessage('MONITOR_TYPE_REQUIRED'),
  unknownStaff: monitorMessage('MONITOR_STAFF_UNKNOWN'),
  notesLength: monitorMessage('MONITOR_NOTES_LENGTH'),
  enabledFormat: monitorMessage('MONITOR_ENABLED_FORMAT'),
  /** An avatar link that is not http(s) (`javascript:` would run when opened). */
  avatarUrl: HTTP_URL_MESSAGE,
  /** Import: the ID is on another row of the same file (the first row it is on). */
  duplicateInFile: (row: number) => monitorMessage('IMPORT_DUPLICATE_IN_FILE', { row }),
  noFile: monitorMessage('IMPORT_NO_FILE'),
  fileType: monitorMessage('IMPORT_FILE_TYPE'),
  fileSize: monitorMessage('IMPORT_FILE_SIZE'),
  oneFile: monitorMessage('IMPORT_ONE_FILE'),
  unreadable: monitorMessage('IMPORT_UNREADABLE'),
  notUtf8: monitorMessage('IMPORT_NOT_UTF8'),
  /** `row` as a spreadsheet numbers it (a quoted field may span several lines of the file). */
  csvBroken: (row: number) => monitorMessage('IMPORT_CSV_BROKEN', { row }),
  noHeader: monitorMessage('IMPORT_NO_HEADER'),
  noRows: monitorMessage('IMPORT_NO_ROWS'),
  tooManyRows: monitorMessage('IMPORT_TOO_MANY_ROWS'),
} as const;

/** A monitor type written by a person: `PK`, ` Focus ` … */
const monitorType = z
  .string({ error: MONITOR_MESSAGES.typeRequired })
  .trim()
  .toLowerCase()
  .pipe(z.enum(MONITOR_TYPES, { error: MONITOR_MESSAGES.typeRequired }));

/** A TikTok ID as staff paste it: spaces and one leading `@` dropped, then TikTok's rule. */
export const uniqueIdSchema = pastedTikTokId(
  MONITOR_MESSAGES.uniqueIdRequired,
  z.string().min(1, { message: MONITOR_MESSAGES.uniqueIdRequired, abort: true }).regex(UNIQUE_ID_PATTERN, MONITOR_MESSAGES.uniqueIdFormat),
);

/** The key a TikTok ID is unique by: handles are case-insensitive on TikTok. */
export const uniqueIdKey = (uniqueId: string): string => uniqueId.trim().replace(/^@/, '').toLowerCase();

/**
 * Body of `POST api/monitor/streamers`. A blank nickname becomes the TikTok ID (the scan fills in the real one later);
 * `staffId` null means nobody is assigned. The room ID and the status are the scanner's, not the form's.
 */
export const monitorStreamerBodySchema = z.object({
  uniqueId: uniqueIdSchema,
  nickname: z.string().trim().max(64, MONITOR_MESSAGES.nicknameLength).nullable().optional(),
  avatarUrl: httpUrl(500).nullable().optional(),
  type: monitorType,
  staffId: idSchema.nullable().optional(),
  notes: z.string().trim().max(500, MONITOR_MESSAGES.notesLength).nullable().optional(),
  enabled: z.boolean().default(true),
});
export type MonitorStreamerBody = z.input<typeof monitorStreamerBodySchema>;
/** The body after parsing (trimmed, `@` dropped, type lower case). */
export type MonitorStreamerValues = z.output<typeof monitorStreamerBodySchema>;

/** Body of `PUT api/monitor/streamers`. */
export const monitorStreamerUpdateBodySchema = monitorStreamerBodySchema.extend({ id: idSchema });
export type MonitorStreamerUpdateBody = z.input<typeof monitorStreamerUpdateBodySchema>;

/** Body of `PUT api/monitor/streamers/enabled`. */
export const monitorEnabledBodySchema = z.object({
  ids: z.array(idSchema).min(1, 'at least one id is required').max(10_000),
  enabled: z.boolean(),
});
export type MonitorEnabledBody = z.infer<typeof monitorEnabledBodySchema>;

/** Sortable columns of the list (`sort=field,asc|desc`). */
export const MONITOR_STREAMER_SORTS = ['id', 'uniqueId', 'nickname', 'type', 'status', 'enabled', 'lastCheckedAt', 'createTime', 'updateTime'] as const;
export type MonitorStreamerSortField = (typeof MONITOR_STREAMER_SORTS)[number];

/** `true`/`false` in a query string (absent: no filter). */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/**
 * Filters of the list and of the export (besides paging): `staffId=0` means "nobody assigned".
 */
export const monitorStreamerFilterSchema = z.object({
  blurry: z.string().trim().max(100).optional(),
  type: z.enum(MONITOR_TYPES).optional(),
  enabled: queryBoolean,
  staffId: queryIdOrZeroSchema.optional(),
  status: z.enum(MONITOR_STATUSES).optional(),
});
export type MonitorStreamerFilter = z.output<typeof monitorStreamerFilterSchema>;

/** Answer of `POST api/monitor/streamers`. */
export const createdMonitorStreamerSchema = z.object({ id: z.number().int() });

export const monitorStaffSchema = z.object({ id: z.number().int(), nickName: z.string() });

export const monitorStreamerRowSchema = z.object({
  id: z.number().int(),
  /** As entered (case kept, no `@`). */
  uniqueId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  type: z.enum(MONITOR_TYPES),
  /** The live room's ID once a scan has seen the streamer live; null before. */
  roomId: z.string().nullable(),
  staff: monitorStaffSchema.nullable(),
  notes: z.string().nullable(),
  enabled: z.boolean(),
  /** Kept by the scanner (machines/monitor-connection.machine.ts); `unknown` until the first scan. */
  status: z.enum(MONITOR_STATUSES),
  /** Why the streamer is in its status, in words (null before the first scan). */
  statusReason: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type MonitorStreamerRow = z.infer<typeof monitorStreamerRowSchema>;

/** A user who can be assigned (`GET api/monitor/staff`). */
export const monitorStaffOptionSchema = z.object({ id: z.number().int(), username: z.string(), nickName: z.string() });
export type MonitorStaffOption = z.infer<typeof monitorStaffOptionSchema>;

// ---- import ----

/** Rows a file can hold (not counting the header). */
export const IMPORT_MAX_ROWS = 10_000;
/** Problems listed in a refusal (the count says how many there were). */
export const IMPORT_MAX_ERRORS = 20;
/** Largest file, bytes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The import's columns, in the template's order. Header names match without case, spaces, dashes or underscores
 * (`Unique ID`, `unique_id`, `uniqueId` are one column); other columns are ignored. Only `uniqueId` is required:
 * - `uniqueId`: the TikTok ID (`@` allowed)
 * - `nickname`: blank → the TikTok ID
 * - `type`: focus, regular or pk (any case); blank → regular
 * - `staff`: the user name of the staff member to assign (also `staffUsername`); blank → nobody
 * - `notes`: up to 500 characters
 * - `enabled`: true/false, yes/no, 1/0 (any case); blank → true
 */
export const IMPORT_COLUMNS = ['uniqueId', 'nickname', 'type', 'staff', 'notes', 'enabled'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** `mode` of the import: refuse IDs already monitored (`strict`, default) or skip them (`skip`). */
export const IMPORT_MODES = ['strict', 'skip'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Answer of a successful import. */
export const monitorImportResultSchema = z.object({
  /** Streamers added. */
  created: z.number().int(),
  /** Rows left out because their ID is monitored already (mode `skip`; 0 otherwise). */
  skipped: z.number().int(),
});
export type MonitorImportResult = z.infer<typeof monitorImportResultSchema>;

/** One refused row: its spreadsheet row number (the header is row 1), the column at fault (null: the whole row). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.enum(IMPORT_COLUMNS).nullable(),
  /** One of {@link MONITOR_MESSAGES} (for `duplicateInFile`, with {@link otherRow}). */
  message: z.string(),
  /** The message's code in the refusal catalog, and its params. */
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
  /** For a TikTok ID twice in the file: the first row it is on. */
  otherRow: z.number().int().optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The 400 of a refused import: the eladmin error body plus the problems (absent when the file itself is unreadable). */
export const monitorImportRefusalSchema = z.object({
  status: z.number().int(),
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
  message: z.string(),
  timestamp: z.string(),
  /**
   * The first {@link IMPORT_MAX_ERRORS} problems, by row; a request refused before the file was read (a bad `mode`)
   * lists its field errors instead, like every other 400.
   */
  errors: z.array(z.union([importRowErrorSchema, fieldErrorSchema])).optional(),
  /** How many problems there were in all. */
  errorCount: z.number().int().optional(),
});
export type MonitorImportRefusal = z.infer<typeof monitorImportRefusalSchema>;

/** Whether a refusal's error is a problem of one row of the file (not a field error of the request). */
export const isImportRowError = (error: NonNullable<MonitorImportRefusal['errors']>[number]): error is ImportRowError => 'row' in error;
