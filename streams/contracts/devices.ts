/**
 * Live game devices (the product's pages "Live game devices: devices, commands, command log, control
 * rules, gift messages"): the HTTP contract of server/modules/devices and the console pages under 'Live game devices',
 * the payload template language both sides render, and the device websocket protocol (`/device?key=`). Times on the
 * HTTP wire are `yyyy-MM-dd HH:mm:ss` in the server's zone (eladmin pages); durations are ms. Pure: zod only.
 *
 * Read `device:list`; write `device:add|edit|del`:
 * - `GET api/devices?page&size&sort&blurry&type&enabled` → Page<{@link DeviceRow}> (blurry: name or note)
 * - `POST api/devices` {@link deviceBodySchema} → 201 {@link CreatedDevice} (the key, shown this once)
 * - `PUT api/devices` `{ id, … }` → 204; `DELETE api/devices` `[id, …]` → 200, 400 {@link DEVICE_MESSAGES.deviceInUse}
 *   when a control rule uses one (nothing deleted). Disabling or deleting a device closes its connection.
 * - `POST api/devices/{id}/key` → {@link DeviceKey}: a new key; the old one stops working at once (`device:edit`)
 * - `POST api/devices/{id}/test` {@link deviceTestBodySchema} → {@link DeviceTestResult}: queues a test command
 *   (the chosen command rendered with {@link SAMPLE_TEMPLATE_CONTEXT}, or `{"test":true}`), logged without a rule
 *   (`device:edit`); 400 {@link DEVICE_MESSAGES.deviceDisabled} for a disabled device
 * - `GET api/devices/options` → {@link DeviceOption}[] (every device, by name) for the rule form
 * - `GET api/deviceCommands?page&size&sort&blurry` → Page<{@link DeviceCommandRow}>; `POST` → 201 `{ id }`; `PUT` → 204;
 *   `DELETE [ids]` → 200, 400 {@link DEVICE_MESSAGES.commandInUse}; `GET api/deviceCommands/options` → {@link CommandOption}[]
 * - `GET api/deviceRules?page&size&sort&blurry&deviceId&commandId&enabled` → Page<{@link DeviceRuleRow}>; `POST` → 201
 *   `{ id }`; `PUT` → 204; `DELETE [ids]` → 200 (their log rows stay, with the rule's name)
 * - `GET api/deviceRules/gifts?blurry` → {@link RuleGiftOption}[]: up to 50 gifts of the catalogue (name or id)
 * - `GET api/deviceCommandLog?page&size&sort&blurry&status&deviceId&ruleId` → Page<{@link CommandLogRow}>, newest first
 * - `GET api/deviceGiftMessages?uniqueId&page&size` → Page<{@link GiftMessageRow}>: the counted gifts of that streamer's
 *   rooms, newest first, with the rules each one fired. Gifts are recorded for the handles an enabled rule follows.
 * - `GET api/deviceGiftMessages/handles` → {@link FollowedHandle}[]: those handles, with the rooms followed now
 *
 * Names of devices and of commands are unique without case (400 `name: …` beside the field). Body validation answers
 * `field: message` with the messages of {@link DEVICE_MESSAGES}; unknown ids answer 404.
 *
 * Firing (server/modules/devices): a rule follows the rooms of its streamer (rooms started here for that @uniqueId,
 * and the monitored streamer's current room) and reads only `gift.counted` events, so a streak fires once, at its
 * final count. A counted gift fires a rule when the gift matches (its id, or any gift) and it reaches every minimum
 * that is set (count = the gift's repeatCount; diamonds = diamonds per gift × count). A rule fires once per gift, ever
 * (unique rule + room + gift msgId in the log). Inside the rule's cooldown a qualifying gift is logged `skipped` with
 * the reason and never sent.
 */
import { z } from 'zod';
import { idSchema, pastedTikTokId, PG_INT_MAX, queryIdSchema } from './common';
import { commonMessage } from './refusals/common';
import { deviceMessage } from './refusals/devices';

// ---- constants ----

export const DEVICE_TYPES = ['game-pc', 'prop', 'light', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * A command's state in the log:
 * - `queued`: stored, not sent yet (the device is offline, or it is on its way);
 * - `sent`: handed to the device's connection, not acknowledged yet (sent again after a reconnect);
 * - `acked` / `failed`: the device acknowledged it or refused it (`nack`), or the server gave up (queue full, deleted);
 * - `expired`: its expiry passed before an acknowledgement; never sent after that;
 * - `skipped`: the gift qualified inside the rule's cooldown (or the device is disabled): logged, never sent.
 */
export const COMMAND_STATUSES = ['queued', 'sent', 'acked', 'failed', 'expired', 'skipped'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Commands waiting (queued or sent, not acknowledged) per device; beyond it the oldest fails with 'queue full'. */
export const DEVICE_QUEUE_BOUND = 100;

/** A command's expiry (ms after it is queued): bounds and default. */
export const COMMAND_TTL_MS = { min: 1_000, max: 86_400_000, default: 60_000 } as const;
/** Longest cooldown of a rule, ms (24 h). */
export const COOLDOWN_MAX_MS = 86_400_000;
/** Longest payload template, characters. */
export const TEMPLATE_MAX_LENGTH = 4_000;
export const MIN_COUNT_MAX = 100_000;
export const MIN_DIAMONDS_MAX = 10_000_000;

/** TikTok's rule for a handle (as streams/contracts/monitor.ts). */
const HANDLE_PATTERN = /^[A-Za-z0-9._]{2,24}$/;

export const DEVICE_MESSAGES = {
  nameRequired: deviceMessage('DEVICE_NAME_REQUIRED'),
  nameLength: deviceMessage('DEVICE_NAME_LENGTH'),
  noteLength: deviceMessage('DEVICE_NOTE_LENGTH'),
  typeRequired: deviceMessage('DEVICE_TYPE_REQUIRED'),
  deviceExists: deviceMessage('DEVICE_EXISTS'),
  commandExists: deviceMessage('COMMAND_EXISTS'),
  templateRequired: deviceMessage('TEMPLATE_REQUIRED'),
  templateLength: deviceMessage('TEMPLATE_LENGTH'),
  /** The template uses placeholders that do not exist (`names`: as written, comma separated). */
  unknownPlaceholders: (names: string) => deviceMessage('TEMPLATE_UNKNOWN_PLACEHOLDERS', { names }),
  /** A JSON template (starting with `{` or `[`) must be JSON once filled in (`reason`: the parser's words). */
  invalidJson: (reason: string) => deviceMessage('TEMPLATE_INVALID_JSON', { reason }),
  ttlRange: deviceMessage('COMMAND_TTL_RANGE'),
  uniqueIdRequired: deviceMessage('RULE_STREAMER_REQUIRED'),
  uniqueIdFormat: commonMessage('TIKTOK_ID_FORMAT'),
  giftIdFormat: deviceMessage('GIFT_ID_FORMAT'),
  minCountRange: deviceMessage('MIN_COUNT_RANGE'),
  minDiamondsRange: deviceMessage('MIN_DIAMONDS_RANGE'),
  cooldownRange: deviceMessage('COOLDOWN_RANGE'),
  commandRequired: deviceMessage('COMMAND_REQUIRED'),
  deviceRequired: deviceMessage('DEVICE_REQUIRED'),
  unknownCommand: deviceMessage('COMMAND_UNKNOWN'),
  unknownDevice: deviceMessage('DEVICE_UNKNOWN'),
  /** DELETE refused: control rules use the device (`names`: their names). */
  deviceInUse: (names: string) => deviceMessage('DEVICE_IN_USE', { names }),
  commandInUse: (names: string) => deviceMessage('COMMAND_IN_USE', { names }),
  deviceDisabled: deviceMessage('DEVICE_DISABLED'),
} as const;

// ---- payload templates ----

/**
 * Placeholders of a payload template, `{{name}}` (spaces inside the braces allowed). Units: counts are gifts,
 * `diamondCount` is diamonds per gift, `diamonds` = diamondCount × repeatCount.
 */
export const TEMPLATE_PLACEHOLDERS = [
  'user.userId',
  'user.uniqueId',
  'user.nickname',
  'gift.id',
  'gift.name',
  'gift.repeatCount',
  'gift.diamondCount',
  'gift.diamonds',
  'room.id',
  'room.uniqueId',
  'rule.name',
  'device.name',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** What a template is filled in with: one counted gift and where it fired. */
export interface TemplateContext {
  user: { userId: string; uniqueId: string; nickname: string };
  gift: { id: string; name: string; repeatCount: number; diamondCount: number; diamonds: number };
  room: { id: string; uniqueId: string };
  rule: { name: string };
  device: { name: string };
}

/** The gift of previews and test commands: 5 Roses from a sample viewer. */
export const SAMPLE_TEMPLATE_CONTEXT: TemplateContext = {
  user: { userId: '7000000000000000001', uniqueId: 'sample_viewer', nickname: 'Sample "viewer"' },
  gift: { id: '5655', name: 'Rose', repeatCount: 5, diamondCount: 1, diamonds: 5 },
  room: { id: 'sample-room', uniqueId: 'sample_host' },
  rule: { name: 'Test' },
  device: { name: 'Device' },
};

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const valueOf = (context: TemplateContext, name: TemplatePlaceholder): string | number => {
  const [group, field] = name.split('.') as [keyof TemplateContext, string];
  return (context[group] as Record<string, string | number>)[field] ?? '';
};

/**
 * Whether a template is JSON (it starts with `[`, or with `{` that does not open a placeholder): its text values are
 * then escaped as JSON string content.
 */
export const isJsonTemplate = (template: string): boolean => /^\s*(?:\[|\{(?!\{))/.test(template);

/** The placeholders of `template` that do not exist, as written (trimmed), each once, in order. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  const unknown: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim();
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** Replaces every known placeholder; in a JSON template a text value is escaped so it can sit inside a JSON string. */
export function fillTemplate(template: string, context: TemplateContext): string {
  const json = isJsonTemplate(template);
  return template.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const value = valueOf(context, name as TemplatePlaceholder);
    if (typeof value === 'number' || !json) return String(value);
    return JSON.stringify(value).slice(1, -1);
  });
}

/**
 * The payload a device receives for `template` and `context`: the parsed JSON value for a JSON template, the filled
 * text otherwise.
 * @throws SyntaxError when a JSON template is not JSON once filled in (refused on save, see {@link templateProblem}).
 */
export function renderTemplate(template: string, context: TemplateContext): unknown {
  const filled = fillTemplate(template, context);
  return isJsonTemplate(template) ? (JSON.parse(filled) as unknown) : filled;
}

/** Why `template` cannot be saved (a {@link DEVICE_MESSAGES} text), or null when it can. */
export function templateProblem(template: string): string | null {
  const unknown = unknownPlaceholders(template);
  if (unknown.length > 0) return DEVICE_MESSAGES.unknownPlaceholders(unknown.map((name) => `{{${name}}}`).join(', '));
  if (!isJsonTemplate(template)) return null;
  try {
    renderTemplate(template, SAMPLE_TEMPLATE_CONTEXT);
    return null;
  } catch (error) {
    return DEVICE_MESSAGES.invalidJson(error instanceof Error ? error.message : String(error));
  }
}

// ---- shared field schemas ----

const name = z
  .string({ error: DEVICE_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: DEVICE_MESSAGES.nameRequired, abort: true })
  .max(64, DEVICE_MESSAGES.nameLength);
const note = z.string().trim().max(500, DEVICE_MESSAGES.noteLength).nullable().optional();
const id = idSchema;

/** `true`/`false` in a query string (absent: no filter). */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));
const blurry = z.string().trim().max(100).optional();

/** The key a device name, command name or TikTok ID is unique by. */
export const nameKey = (text: string): string => text.trim().replace(/^@/, '').toLowerCase();

// ---- devices ----

export const deviceBodySchema = z.object({
  name,
  type: z.enum(DEVICE_TYPES, { error: DEVICE_MESSAGES.typeRequired }),
  enabled: z.boolean().default(true),
  note,
});
export type DeviceBody = z.input<typeof deviceBodySchema>;
export type DeviceValues = z.output<typeof deviceBodySchema>;
export const deviceUpdateBodySchema = deviceBodySchema.extend({ id });

export const DEVICE_SORTS = ['id', 'name', 'type', 'enabled', 'lastSeenAt', 'createTime'] as const;
export type DeviceSortField = (typeof DEVICE_SORTS)[number];
export const deviceFilterSchema = z.object({ blurry, type: z.enum(DEVICE_TYPES).optional(), enabled: queryBoolean });
export type DeviceFilter = z.output<typeof deviceFilterSchema>;

export const deviceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  /** The key's first characters, to tell keys apart (the key itself is shown once, when made). */
  keyHint: z.string(),
  enabled: z.boolean(),
  /** Connected now (to this or another server instance). */
  online: z.boolean(),
  /** Last connection or heartbeat; null before the first connection. */
  lastSeenAt: z.string().nullable(),
  note: z.string().nullable(),
  /** Commands waiting for the device (queued, or sent and not acknowledged). */
  pending: z.number().int().nonnegative(),
  /** Control rules sending to it. */
  ruleCount: z.number().int().nonnegative(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeviceRow = z.infer<typeof deviceRowSchema>;

/** Answer of `POST api/devices`: the key is only ever shown here and after a regeneration. */
export const createdDeviceSchema = z.object({ id: z.number().int(), key: z.string() });
export type CreatedDevice = z.infer<typeof createdDeviceSchema>;
export const deviceKeySchema = z.object({ key: z.string() });
export type DeviceKey = z.infer<typeof deviceKeySchema>;

export const deviceTestBodySchema = z.object({ commandId: id.nullable().optional() });
export type DeviceTestBody = z.input<typeof deviceTestBodySchema>;
export const deviceTestResultSchema = z.object({
  /** The log row of the test command. */
  logId: z.number().int(),
  /** The device was connected when the command was queued (it is then sent at once). */
  online: z.boolean(),
});
export type DeviceTestResult = z.infer<typeof deviceTestResultSchema>;

export const deviceOptionSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(DEVICE_TYPES), enabled: z.boolean() });
export type DeviceOption = z.infer<typeof deviceOptionSchema>;

// ---- commands ----

export const deviceCommandBodySchema = z.object({
  name,
  payloadTemplate: z
    .string({ error: DEVICE_MESSAGES.templateRequired })
    .min(1, { message: DEVICE_MESSAGES.templateRequired, abort: true })
    .max(TEMPLATE_MAX_LENGTH, { message: DEVICE_MESSAGES.templateLength, abort: true })
    .refine((text) => text.trim() !== '', { message: DEVICE_MESSAGES.templateRequired, abort: true })
    .superRefine((text, ctx) => {
      const problem = templateProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** How long the command may wait for its device after it is queued, ms. */
  ttlMs: z
    .number({ error: DEVICE_MESSAGES.ttlRange })
    .int(DEVICE_MESSAGES.ttlRange)
    .min(COMMAND_TTL_MS.min, DEVICE_MESSAGES.ttlRange)
    .max(COMMAND_TTL_MS.max, DEVICE_MESSAGES.ttlRange)
    .default(COMMAND_TTL_MS.default),
  note,
});
export type DeviceCommandBody = z.input<typeof deviceCommandBodySchema>;
export type DeviceCommandValues = z.output<typeof deviceCommandBodySchema>;
export const deviceCommandUpdateBodySchema = deviceCommandBodySchema.extend({ id });

export const COMMAND_SORTS = ['id', 'name', 'ttlMs', 'createTime', 'updateTime'] as const;
export type CommandSortField = (typeof COMMAND_SORTS)[number];
export const commandFilterSchema = z.object({ blurry });
export type CommandFilter = z.output<typeof commandFilterSchema>;

export const deviceCommandRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  payloadTemplate: z.string(),
  ttlMs: z.number().int(),
  note: z.string().nullable(),
  ruleCount: z.number().int().nonnegative(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeviceCommandRow = z.infer<typeof deviceCommandRowSchema>;

export const commandOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CommandOption = z.infer<typeof commandOptionSchema>;

// ---- control rules ----

const optionalWhole = (max: number, message: string) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

/** The streamer a rule or a gift query names: a pasted TikTok ID, then TikTok's pattern. */
const deviceHandle = () =>
  pastedTikTokId(DEVICE_MESSAGES.uniqueIdRequired, z.string().min(1, { message: DEVICE_MESSAGES.uniqueIdRequired, abort: true }).regex(HANDLE_PATTERN, DEVICE_MESSAGES.uniqueIdFormat));

export const deviceRuleBodySchema = z.object({
  name,
  /** The streamer whose live rooms the rule follows (`@` dropped). */
  uniqueId: deviceHandle(),
  /** TikTok's gift id; null = any gift. */
  giftId: z.string().trim().regex(/^\d{1,32}$/, DEVICE_MESSAGES.giftIdFormat).nullable().optional(),
  /** The gift's name as shown (taken from the catalogue when left out). */
  giftName: z.string().trim().max(128).nullable().optional(),
  /** Least repeatCount of the counted gift; null = no minimum. */
  minCount: optionalWhole(MIN_COUNT_MAX, DEVICE_MESSAGES.minCountRange),
  /** Least diamonds of the counted gift (per gift × count); null = no minimum. */
  minDiamonds: optionalWhole(MIN_DIAMONDS_MAX, DEVICE_MESSAGES.minDiamondsRange),
  commandId: z.number({ error: DEVICE_MESSAGES.commandRequired }).int().positive(DEVICE_MESSAGES.commandRequired).max(PG_INT_MAX, DEVICE_MESSAGES.commandRequired),
  deviceId: z.number({ error: DEVICE_MESSAGES.deviceRequired }).int().positive(DEVICE_MESSAGES.deviceRequired).max(PG_INT_MAX, DEVICE_MESSAGES.deviceRequired),
  /** After a firing, qualifying gifts within this many ms are logged `skipped`. */
  cooldownMs: z.number({ error: DEVICE_MESSAGES.cooldownRange }).int(DEVICE_MESSAGES.cooldownRange).min(0, DEVICE_MESSAGES.cooldownRange).max(COOLDOWN_MAX_MS, DEVICE_MESSAGES.cooldownRange).default(0),
  enabled: z.boolean().default(true),
});
export type DeviceRuleBody = z.input<typeof deviceRuleBodySchema>;
export type DeviceRuleValues = z.output<typeof deviceRuleBodySchema>;
export const deviceRuleUpdateBodySchema = deviceRuleBodySchema.extend({ id });

export const RULE_SORTS = ['id', 'name', 'uniqueId', 'cooldownMs', 'enabled', 'createTime'] as const;
export type RuleSortField = (typeof RULE_SORTS)[number];
export const ruleFilterSchema = z.object({
  blurry,
  deviceId: queryIdSchema.optional(),
  commandId: queryIdSchema.optional(),
  enabled: queryBoolean,
});
export type RuleFilter = z.output<typeof ruleFilterSchema>;

export const deviceRuleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uniqueId: z.string(),
  giftId: z.string().nullable(),
  giftName: z.string().nullable(),
  minCount: z.number().int().nullable(),
  minDiamonds: z.number().int().nullable(),
  command: commandOptionSchema,
  device: deviceOptionSchema,
  cooldownMs: z.number().int(),
  enabled: z.boolean(),
  /** The last time it sent a command (not counting skipped gifts); null when never. */
  lastFiredAt: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeviceRuleRow = z.infer<typeof deviceRuleRowSchema>;

export const ruleGiftOptionSchema = z.object({ giftId: z.string(), name: z.string(), diamondCount: z.number().int(), imageUrl: z.string().nullable() });
export type RuleGiftOption = z.infer<typeof ruleGiftOptionSchema>;

// ---- command log ----

export const LOG_SORTS = ['id', 'createdAt', 'status', 'latencyMs'] as const;
export type LogSortField = (typeof LOG_SORTS)[number];
export const logFilterSchema = z.object({
  /** Rule, device or command name, or the gift's msgId. */
  blurry,
  status: z.enum(COMMAND_STATUSES).optional(),
  deviceId: queryIdSchema.optional(),
  ruleId: queryIdSchema.optional(),
});
export type LogFilter = z.output<typeof logFilterSchema>;

export const commandLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The rule that fired it (its name as it was then; id null once deleted); null for a test command. */
  rule: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  device: z.object({ id: z.number().int().nullable(), name: z.string() }),
  commandName: z.string(),
  roomId: z.string().nullable(),
  giftMsgId: z.string().nullable(),
  /** The gift in words, e.g. `Rose ×5 from @viewer` parts; null for a test command. */
  gift: z.object({ name: z.string(), repeatCount: z.number().int(), diamonds: z.number().int(), userUniqueId: z.string(), userNickname: z.string() }).nullable(),
  /** The payload as sent: JSON text, or the text itself for a text template. */
  payload: z.string(),
  status: z.enum(COMMAND_STATUSES),
  /** Why it failed, expired or was skipped. */
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
  ackedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** From queued to acknowledged, ms; null until acknowledged. */
  latencyMs: z.number().int().nullable(),
});
export type CommandLogRow = z.infer<typeof commandLogRowSchema>;

// ---- gift messages ----

export const giftMessagesQuerySchema = z.object({
  uniqueId: deviceHandle(),
});

export const giftMessageRowSchema = z.object({
  id: z.number().int(),
  roomId: z.string(),
  msgId: z.string(),
  user: z.object({ uniqueId: z.string(), nickname: z.string() }),
  giftId: z.string(),
  giftName: z.string(),
  repeatCount: z.number().int(),
  /** Diamonds of the counted gift (per gift × count). */
  diamonds: z.number().int(),
  countedAt: z.string(),
  /** The rules this gift fired (or that skipped it), with the command's status now. */
  fired: z.array(z.object({ logId: z.number().int(), ruleId: z.number().int().nullable(), ruleName: z.string(), status: z.enum(COMMAND_STATUSES) })),
});
export type GiftMessageRow = z.infer<typeof giftMessageRowSchema>;

export const followedHandleSchema = z.object({
  uniqueId: z.string(),
  /** Enabled rules following the handle. */
  rules: z.number().int(),
  /** Rooms of the handle followed now (none while the streamer is not live). */
  roomIds: z.array(z.string()),
});
export type FollowedHandle = z.infer<typeof followedHandleSchema>;

// ---- the device websocket protocol (`GET /device?key=<key>`) ----

/**
 * Close codes of `/device`. Others: 1001 the server is shutting down (reconnect), 1009 a frame over 64 KB.
 */
export const DEVICE_WS_CLOSE = {
  /** No key, an unknown key, or the key was regenerated or the device deleted: do not retry with this key. */
  unknownKey: 4401,
  /** The device is disabled in the console. */
  disabled: 4403,
  /** Another connection with the same key took over (the newest connection wins). */
  replaced: 4409,
} as const;

/** Server pings (websocket ping frames) every `intervalMs`; a device silent for `timeoutMs` is dropped. */
export const DEVICE_HEARTBEAT = { intervalMs: 15_000, timeoutMs: 45_000 } as const;

/** Frames the server sends (JSON text). */
export const deviceServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), deviceId: z.number().int(), name: z.string(), heartbeatMs: z.number().int() }),
  z.object({
    type: z.literal('command'),
    /** Acknowledge with this id. The same id may come again after a reconnect if its ack was lost: act once per id. */
    id: z.number().int(),
    commandName: z.string(),
    payload: z.unknown(),
    /** ISO 8601. */
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.enum(['bad_frame', 'unknown_command']), message: z.string() }),
]);
export type DeviceServerFrame = z.infer<typeof deviceServerFrameSchema>;

/** Frames a device sends (JSON text). */
export const deviceClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ack'), id: idSchema }),
  z.object({ type: z.literal('nack'), id: idSchema, reason: z.string().trim().max(500).optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type DeviceClientFrame = z.infer<typeof deviceClientFrameSchema>;
