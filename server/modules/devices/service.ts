/**
 * Use cases behind `api/devices`, `api/deviceCommands`, `api/deviceRules`, `api/deviceCommandLog` and
 * `api/deviceGiftMessages` (contract streams/contracts/devices.ts; eladmin CRUD conventions, docs/architecture.md
 * "HTTP API"): paged, sorted, filtered lists; writes in one transaction each. Names of devices and commands
 * are unique without case: a pre-check answers beside the field, and the unique index answers the same when two
 * saves race past it. A device or command a rule uses cannot be deleted (the rows are locked first, so a rule saved
 * at the same moment is either named in the refusal or finds its target gone).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '../../../streams/contracts/common';
import {
  COMMAND_TTL_MS,
  type CommandFilter,
  type CommandLogRow,
  type CommandOption,
  type CommandSortField,
  type DeviceCommandRow,
  type DeviceCommandValues,
  type DeviceFilter,
  type DeviceOption,
  type DeviceRow,
  type DeviceRuleRow,
  type DeviceRuleValues,
  type DeviceSortField,
  type DeviceValues,
  type GiftMessageRow,
  type LogFilter,
  type LogSortField,
  type RuleFilter,
  type RuleGiftOption,
  type RuleSortField,
} from '../../../streams/contracts/devices';
import type { Db, DbOrTx } from '../../db/database';
import { deviceCommandLog, deviceCommands, deviceGiftMessages, deviceRules, devices } from '../../db/schema/devices';
import { liveGiftCatalogue } from '../../db/schema/games';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal, shortList } from '../../../streams/contracts/refusals';
import { blurryOver, defineList, type ListQuery as PageQuery } from '../../http/list-query';
import { likePattern } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { isUniqueViolation } from '../../db/database-error';
import { enqueueTest, REASONS, WAITING } from './command-queue';
import { newDeviceKey } from './device-key';

/** Names listed at most in an in-use refusal (the rest are counted). */
const IN_USE_NAMED = 5;
const DEVICE_NAME_INDEX = 'devices_name_lower_unique';
const COMMAND_NAME_INDEX = 'device_commands_name_lower_unique';

/** List query: paging plus filters. */
type ListQuery<F> = F & PageQuery;

const orNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const wire = (date: Date | null, zone: string): string | null => (date ? formatWireDate(date, zone) : null);
/** The params `names`, `namesMore` of a list cut short ("a, b and 3 more"). */
const namesOf = (names: string[]) => {
  const { names: shown, more } = shortList(names, IN_USE_NAMED);
  return { names: shown, namesMore: more };
};

/** Runs a write, turning a unique violation of `index` into 400 `name: <message>`. */
async function refusingDuplicateNames<T>(index: string, code: 'DEVICE_EXISTS' | 'COMMAND_EXISTS', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw badRequest(fieldRefusal('name', code));
    throw error;
  }
}

async function nameTaken(db: DbOrTx, column: AnyPgColumn, idColumn: AnyPgColumn, name: string, exceptId: number | null): Promise<boolean> {
  const table = column.table;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(sql`lower(${column})`, name.toLowerCase()), exceptId === null ? undefined : ne(idColumn, exceptId)));
  return (row?.n ?? 0) > 0;
}

/** Which of `ids` exist (locked for the rest of the transaction), or 404 naming the missing ones. */
async function lockExisting(tx: DbOrTx, table: typeof devices | typeof deviceCommands | typeof deviceRules, ids: number[], code: 'DEVICE_NOT_FOUND' | 'COMMAND_NOT_FOUND' | 'RULE_NOT_FOUND') {
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids)).for('update');
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(refusal(code, { ids: missing.map(String) }));
}

// ---- devices ----

export const DEVICE_SORT_FIELDS = {
  id: devices.id,
  name: devices.name,
  type: devices.type,
  enabled: devices.enabled,
  lastSeenAt: devices.lastSeenAt,
  createTime: devices.createTime,
} satisfies Record<DeviceSortField, AnyPgColumn>;

/** Newest first by default. */
const deviceList = defineList({ table: devices, sorts: DEVICE_SORT_FIELDS, order: [desc(devices.id)], tieBreak: asc(devices.id) });

const deviceConditions = (filter: DeviceFilter) => [
  blurryOver(filter.blurry, devices.name, devices.note),
  filter.type ? eq(devices.type, filter.type) : undefined,
  filter.enabled === undefined ? undefined : eq(devices.enabled, filter.enabled),
];

/**
 * `GET api/devices`: a page of devices, newest first unless sorted, with online state (`online(ids)`), waiting
 * commands and rule counts.
 * @throws 400 for an unknown sort field.
 */
export async function listDevices(db: Db, query: ListQuery<DeviceFilter>, zone: string, online: (ids: number[]) => Promise<Set<number>>): Promise<Page<DeviceRow>> {
  return deviceList.page(db, query, deviceConditions(query), (rows) => toDeviceRows(db, rows, zone, online));
}

/** The list's rows with online state, waiting commands and rule counts. */
async function toDeviceRows(db: Db, rows: (typeof devices.$inferSelect)[], zone: string, online: (ids: number[]) => Promise<Set<number>>): Promise<DeviceRow[]> {
  const ids = rows.map((row) => row.id);
  const [connected, pending, rules] = await Promise.all([
    online(ids),
    ids.length === 0
      ? []
      : db
          .select({ id: deviceCommandLog.deviceId, n: count() })
          .from(deviceCommandLog)
          .where(and(inArray(deviceCommandLog.deviceId, ids), inArray(deviceCommandLog.status, [...WAITING])))
          .groupBy(deviceCommandLog.deviceId),
    ids.length === 0 ? [] : db.select({ id: deviceRules.deviceId, n: count() }).from(deviceRules).where(inArray(deviceRules.deviceId, ids)).groupBy(deviceRules.deviceId),
  ]);
  const countOf = (list: { id: number | null; n: number }[], id: number) => list.find((row) => row.id === id)?.n ?? 0;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    keyHint: row.keyHint,
    enabled: row.enabled,
    online: row.enabled && connected.has(row.id),
    lastSeenAt: wire(row.lastSeenAt, zone),
    note: row.note,
    pending: countOf(pending, row.id),
    ruleCount: countOf(rules, row.id),
    createTime: formatWireDate(row.createTime, zone),
    updateTime: formatWireDate(row.updateTime, zone),
  }));
}

/** `POST api/devices`. @returns the id and the key (shown this once). @throws 400 `name: …` for a name in use. */
export async function createDevice(db: Db, body: DeviceValues, by: string): Promise<{ id: number; key: string }> {
  const key = newDeviceKey();
  return refusingDuplicateNames(DEVICE_NAME_INDEX, 'DEVICE_EXISTS', () =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, devices.name, devices.id, body.name, null)) throw badRequest(fieldRefusal('name', 'DEVICE_EXISTS'));
      const [row] = await tx
        .insert(devices)
        .values({ name: body.name, type: body.type, enabled: body.enabled, note: orNull(body.note), keyHash: key.hash, keyHint: key.hint, createBy: by, updateBy: by })
        .returning({ id: devices.id });
      return { id: row!.id, key: key.key };
    }),
  );
}

/**
 * `PUT api/devices`. @returns whether the device was switched off by this edit (its connection must close).
 * @throws 404 unknown id; 400 `name: …` for another device's name.
 */
export async function updateDevice(db: Db, id: number, body: DeviceValues, by: string): Promise<{ disabled: boolean }> {
  return refusingDuplicateNames(DEVICE_NAME_INDEX, 'DEVICE_EXISTS', () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ enabled: devices.enabled }).from(devices).where(eq(devices.id, id)).for('update');
      if (!current) throw notFound(refusal('DEVICE_NOT_FOUND', { ids: [String(id)] }));
      if (await nameTaken(tx, devices.name, devices.id, body.name, id)) throw badRequest(fieldRefusal('name', 'DEVICE_EXISTS'));
      await tx
        .update(devices)
        .set({ name: body.name, type: body.type, enabled: body.enabled, note: orNull(body.note), updateBy: by, updateTime: new Date() })
        .where(eq(devices.id, id));
      return { disabled: current.enabled && !body.enabled };
    }),
  );
}

/**
 * `DELETE api/devices [ids]`: their waiting commands fail ('the device was deleted'); the log keeps its rows.
 * @throws 404 when an id is unknown; 400 DEVICE_IN_USE when a rule uses one. Nothing is deleted then.
 */
export async function deleteDevices(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockExisting(tx, devices, unique, 'DEVICE_NOT_FOUND');
    const using = await tx.select({ name: deviceRules.name }).from(deviceRules).where(inArray(deviceRules.deviceId, unique)).orderBy(asc(deviceRules.name));
    if (using.length > 0) throw badRequest(refusal('DEVICE_IN_USE', namesOf(using.map((row) => row.name))));
    await tx
      .update(deviceCommandLog)
      .set({ status: 'failed', reason: REASONS.deviceDeleted })
      .where(and(inArray(deviceCommandLog.deviceId, unique), inArray(deviceCommandLog.status, [...WAITING])));
    await tx.delete(devices).where(inArray(devices.id, unique));
  });
}

/** `POST api/devices/{id}/key`: a new key; the old one stops working. @throws 404 unknown id. */
export async function regenerateKey(db: Db, id: number, by: string): Promise<{ key: string }> {
  const key = newDeviceKey();
  const changed = await db.update(devices).set({ keyHash: key.hash, keyHint: key.hint, updateBy: by, updateTime: new Date() }).where(eq(devices.id, id)).returning({ id: devices.id });
  if (changed.length === 0) throw notFound(refusal('DEVICE_NOT_FOUND', { ids: [String(id)] }));
  return { key: key.key };
}

/**
 * `POST api/devices/{id}/test`: queues a test command (the chosen command with the sample gift, or `{"test":true}`).
 * @returns the log row's id.
 * @throws 404 unknown device; 400 DEVICE_DISABLED; 400 `commandId: …` for an unknown command.
 */
export async function testDevice(db: Db, id: number, commandId: number | null | undefined, now: number): Promise<number> {
  const [device] = await db.select({ id: devices.id, name: devices.name, enabled: devices.enabled }).from(devices).where(eq(devices.id, id));
  if (!device) throw notFound(refusal('DEVICE_NOT_FOUND', { ids: [String(id)] }));
  if (!device.enabled) throw badRequest(refusal('DEVICE_DISABLED'));
  let command: typeof deviceCommands.$inferSelect | null = null;
  if (commandId !== null && commandId !== undefined) {
    [command = null] = await db.select().from(deviceCommands).where(eq(deviceCommands.id, commandId));
    if (!command) throw badRequest(fieldRefusal('commandId', 'COMMAND_UNKNOWN'));
  }
  return enqueueTest(db, device, command, COMMAND_TTL_MS.default, now);
}

/** `GET api/devices/options`: every device by name. */
export async function deviceOptions(db: Db): Promise<DeviceOption[]> {
  return db.select({ id: devices.id, name: devices.name, type: devices.type, enabled: devices.enabled }).from(devices).orderBy(asc(devices.name), asc(devices.id));
}

// ---- commands ----

export const COMMAND_SORT_FIELDS = {
  id: deviceCommands.id,
  name: deviceCommands.name,
  ttlMs: deviceCommands.ttlMs,
  createTime: deviceCommands.createTime,
  updateTime: deviceCommands.updateTime,
} satisfies Record<CommandSortField, AnyPgColumn>;

/** Newest first by default. */
const commandList = defineList({ table: deviceCommands, sorts: COMMAND_SORT_FIELDS, order: [desc(deviceCommands.id)], tieBreak: asc(deviceCommands.id) });

/** `GET api/deviceCommands` (blurry: name, template or note). @throws 400 for an unknown sort field. */
export async function listCommands(db: Db, query: ListQuery<CommandFilter>, zone: string): Promise<Page<DeviceCommandRow>> {
  const conditions = [blurryOver(query.blurry, deviceCommands.name, deviceCommands.payloadTemplate, deviceCommands.note)];
  return commandList.page(db, query, conditions, async (rows) => {
    const ids = rows.map((row) => row.id);
    const rules = ids.length === 0 ? [] : await db.select({ id: deviceRules.commandId, n: count() }).from(deviceRules).where(inArray(deviceRules.commandId, ids)).groupBy(deviceRules.commandId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      payloadTemplate: row.payloadTemplate,
      ttlMs: row.ttlMs,
      note: row.note,
      ruleCount: rules.find((r) => r.id === row.id)?.n ?? 0,
      createTime: formatWireDate(row.createTime, zone),
      updateTime: formatWireDate(row.updateTime, zone),
    }));
  });
}

const commandColumns = (body: DeviceCommandValues) => ({ name: body.name, payloadTemplate: body.payloadTemplate, ttlMs: body.ttlMs, note: orNull(body.note) });

/** `POST api/deviceCommands`. @throws 400 `name: …` for a name in use (template problems are refused by the schema). */
export async function createCommand(db: Db, body: DeviceCommandValues, by: string): Promise<{ id: number }> {
  return refusingDuplicateNames(COMMAND_NAME_INDEX, 'COMMAND_EXISTS', () =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, deviceCommands.name, deviceCommands.id, body.name, null)) throw badRequest(fieldRefusal('name', 'COMMAND_EXISTS'));
      const [row] = await tx.insert(deviceCommands).values({ ...commandColumns(body), createBy: by, updateBy: by }).returning({ id: deviceCommands.id });
      return { id: row!.id };
    }),
  );
}

/** `PUT api/deviceCommands`: later firings use the new template; commands already queued keep their payload. @throws 404; 400 `name: …`. */
export async function updateCommand(db: Db, id: number, body: DeviceCommandValues, by: string): Promise<void> {
  await refusingDuplicateNames(COMMAND_NAME_INDEX, 'COMMAND_EXISTS', () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ id: deviceCommands.id }).from(deviceCommands).where(eq(deviceCommands.id, id)).for('update');
      if (!current) throw notFound(refusal('COMMAND_NOT_FOUND', { ids: [String(id)] }));
      if (await nameTaken(tx, deviceCommands.name, deviceCommands.id, body.name, id)) throw badRequest(fieldRefusal('name', 'COMMAND_EXISTS'));
      await tx
        .update(deviceCommands)
        .set({ ...commandColumns(body), updateBy: by, updateTime: new Date() })
        .where(eq(deviceCommands.id, id));
    }),
  );
}

/** `DELETE api/deviceCommands [ids]`. @throws 404 unknown id; 400 COMMAND_IN_USE. Nothing is deleted then. */
export async function deleteCommands(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockExisting(tx, deviceCommands, unique, 'COMMAND_NOT_FOUND');
    const using = await tx.select({ name: deviceRules.name }).from(deviceRules).where(inArray(deviceRules.commandId, unique)).orderBy(asc(deviceRules.name));
    if (using.length > 0) throw badRequest(refusal('COMMAND_IN_USE', namesOf(using.map((row) => row.name))));
    await tx.delete(deviceCommands).where(inArray(deviceCommands.id, unique));
  });
}

/** `GET api/deviceCommands/options`: every command by name. */
export async function commandOptions(db: Db): Promise<CommandOption[]> {
  return db.select({ id: deviceCommands.id, name: deviceCommands.name }).from(deviceCommands).orderBy(asc(deviceCommands.name), asc(deviceCommands.id));
}

// ---- rules ----

export const RULE_SORT_FIELDS = {
  id: deviceRules.id,
  name: deviceRules.name,
  uniqueId: deviceRules.uniqueId,
  cooldownMs: deviceRules.cooldownMs,
  enabled: deviceRules.enabled,
  createTime: deviceRules.createTime,
} satisfies Record<RuleSortField, AnyPgColumn>;

/** The rules with their command and device; newest first by default. */
const ruleList = defineList({
  table: deviceRules,
  sorts: RULE_SORT_FIELDS,
  order: [desc(deviceRules.id)],
  tieBreak: asc(deviceRules.id),
  select: (db) =>
    db
      .select({ rule: deviceRules, command: { id: deviceCommands.id, name: deviceCommands.name }, device: { id: devices.id, name: devices.name, type: devices.type, enabled: devices.enabled } })
      .from(deviceRules)
      .innerJoin(deviceCommands, eq(deviceCommands.id, deviceRules.commandId))
      .innerJoin(devices, eq(devices.id, deviceRules.deviceId)),
});

/** The blurry text (a TikTok ID may come with its `@`) in the name, TikTok ID or gift name, or the gift's id. */
const ruleConditions = (filter: RuleFilter) => {
  const text = filter.blurry?.trim().replace(/^@/, '');
  return [
    text ? or(blurryOver(text, deviceRules.name, deviceRules.uniqueId, deviceRules.giftName), eq(deviceRules.giftId, text)) : undefined,
    filter.deviceId === undefined ? undefined : eq(deviceRules.deviceId, filter.deviceId),
    filter.commandId === undefined ? undefined : eq(deviceRules.commandId, filter.commandId),
    filter.enabled === undefined ? undefined : eq(deviceRules.enabled, filter.enabled),
  ];
};

/** `GET api/deviceRules` (blurry: name, TikTok ID, gift name or id). @throws 400 for an unknown sort field. */
export async function listRules(db: Db, query: ListQuery<RuleFilter>, zone: string): Promise<Page<DeviceRuleRow>> {
  return ruleList.page(db, query, ruleConditions(query), async (rows) => {
    const ids = rows.map((row) => row.rule.id);
    const fired =
      ids.length === 0
        ? []
        : await db
            .select({ id: deviceCommandLog.ruleId, at: max(deviceCommandLog.giftAt) })
            .from(deviceCommandLog)
            .where(and(inArray(deviceCommandLog.ruleId, ids), ne(deviceCommandLog.status, 'skipped')))
            .groupBy(deviceCommandLog.ruleId);
    return rows.map(({ rule, command, device }) => ({
      id: rule.id,
      name: rule.name,
      uniqueId: rule.uniqueId,
      giftId: rule.giftId,
      giftName: rule.giftName,
      minCount: rule.minCount,
      minDiamonds: rule.minDiamonds,
      command,
      device,
      cooldownMs: rule.cooldownMs,
      enabled: rule.enabled,
      lastFiredAt: wire(fired.find((row) => row.id === rule.id)?.at ?? null, zone),
      createTime: formatWireDate(rule.createTime, zone),
      updateTime: formatWireDate(rule.updateTime, zone),
    }));
  });
}

/** The rule's columns; the gift's name comes from the catalogue when the body leaves it out. @throws 400 for an unknown command or device. */
async function ruleColumns(tx: DbOrTx, body: DeviceRuleValues) {
  const [command] = await tx.select({ id: deviceCommands.id }).from(deviceCommands).where(eq(deviceCommands.id, body.commandId)).for('share');
  if (!command) throw badRequest(fieldRefusal('commandId', 'COMMAND_UNKNOWN'));
  const [device] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, body.deviceId)).for('share');
  if (!device) throw badRequest(fieldRefusal('deviceId', 'DEVICE_UNKNOWN'));
  const giftId = body.giftId ?? null;
  let giftName = giftId === null ? null : orNull(body.giftName);
  if (giftId !== null && giftName === null) {
    const [gift] = await tx.select({ name: liveGiftCatalogue.name }).from(liveGiftCatalogue).where(eq(liveGiftCatalogue.giftId, giftId));
    giftName = gift?.name ?? null;
  }
  return {
    name: body.name,
    uniqueId: body.uniqueId,
    giftId,
    giftName,
    minCount: body.minCount ?? null,
    minDiamonds: body.minDiamonds ?? null,
    commandId: body.commandId,
    deviceId: body.deviceId,
    cooldownMs: body.cooldownMs,
    enabled: body.enabled,
  };
}

/** `POST api/deviceRules`. @throws 400 `commandId: …` / `deviceId: …` for a command or device that does not exist. */
export async function createRule(db: Db, body: DeviceRuleValues, by: string): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deviceRules)
      .values({ ...(await ruleColumns(tx, body)), createBy: by, updateBy: by })
      .returning({ id: deviceRules.id });
    return { id: row!.id };
  });
}

/** `PUT api/deviceRules`: the new version judges gifts counted from now on. @throws 404 unknown id; 400 as {@link createRule}. */
export async function updateRule(db: Db, id: number, body: DeviceRuleValues, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockExisting(tx, deviceRules, [id], 'RULE_NOT_FOUND');
    await tx
      .update(deviceRules)
      .set({ ...(await ruleColumns(tx, body)), updateBy: by, updateTime: new Date() })
      .where(eq(deviceRules.id, id));
  });
}

/** `DELETE api/deviceRules [ids]`: their log rows stay, with the rule's name. @throws 404 when an id is unknown. */
export async function deleteRules(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockExisting(tx, deviceRules, unique, 'RULE_NOT_FOUND');
    await tx.delete(deviceRules).where(inArray(deviceRules.id, unique));
  });
}

/** `GET api/deviceRules/gifts?blurry`: up to 50 catalogue gifts, cheapest first (blurry: name or exact id). */
export async function ruleGiftOptions(db: Db, blurry: string | undefined): Promise<RuleGiftOption[]> {
  const text = blurry?.trim();
  return db
    .select({ giftId: liveGiftCatalogue.giftId, name: liveGiftCatalogue.name, diamondCount: liveGiftCatalogue.diamondCount, imageUrl: liveGiftCatalogue.imageUrl })
    .from(liveGiftCatalogue)
    .where(text ? or(ilike(liveGiftCatalogue.name, likePattern(text)), eq(liveGiftCatalogue.giftId, text)) : undefined)
    .orderBy(asc(liveGiftCatalogue.diamondCount), asc(liveGiftCatalogue.name), asc(liveGiftCatalogue.giftId))
    .limit(50);
}

// ---- command log ----

export const LOG_SORT_FIELDS = {
  id: deviceCommandLog.id,
  createdAt: deviceCommandLog.createdAt,
  status: deviceCommandLog.status,
  latencyMs: deviceCommandLog.latencyMs,
} satisfies Record<LogSortField, AnyPgColumn>;

/** Newest first by default. */
const logList = defineList({ table: deviceCommandLog, sorts: LOG_SORT_FIELDS, order: [desc(deviceCommandLog.id)], tieBreak: desc(deviceCommandLog.id) });

/** The blurry text in the rule, device or command name, or the gift's msgId. */
const logConditions = (filter: LogFilter) => {
  const text = filter.blurry?.trim();
  return [
    text ? or(blurryOver(text, deviceCommandLog.ruleName, deviceCommandLog.deviceName, deviceCommandLog.commandName), eq(deviceCommandLog.giftMsgId, text)) : undefined,
    filter.status ? eq(deviceCommandLog.status, filter.status) : undefined,
    filter.deviceId === undefined ? undefined : eq(deviceCommandLog.deviceId, filter.deviceId),
    filter.ruleId === undefined ? undefined : eq(deviceCommandLog.ruleId, filter.ruleId),
  ];
};

/** `GET api/deviceCommandLog`: newest first unless sorted. @throws 400 for an unknown sort field. */
export async function listCommandLog(db: Db, query: ListQuery<LogFilter>, zone: string): Promise<Page<CommandLogRow>> {
  return logList.page(db, query, logConditions(query), (rows) =>
    rows.map((row) => ({
      id: row.id,
      createdAt: formatWireDate(row.createdAt, zone),
      rule: row.ruleName === null ? null : { id: row.ruleId, name: row.ruleName },
      device: { id: row.deviceId, name: row.deviceName },
      commandName: row.commandName,
      roomId: row.roomId,
      giftMsgId: row.giftMsgId,
      gift: row.gift,
      payload: row.payload,
      status: row.status,
      reason: row.reason,
      sentAt: wire(row.sentAt, zone),
      ackedAt: wire(row.ackedAt, zone),
      expiresAt: formatWireDate(row.expiresAt, zone),
      latencyMs: row.latencyMs,
    })),
  );
}

// ---- gift messages ----

/** Newest first; the list takes no `sort`. */
const giftMessageList = defineList({ table: deviceGiftMessages, sorts: {}, order: [desc(deviceGiftMessages.id)], tieBreak: desc(deviceGiftMessages.id) });

/** `GET api/deviceGiftMessages?uniqueId`: the handle's recorded counted gifts, newest first, with the rules each fired. */
export async function listGiftMessages(db: Db, query: { uniqueId: string; page: number; size: number }, zone: string): Promise<Page<GiftMessageRow>> {
  return giftMessageList.page(db, query, [eq(deviceGiftMessages.handle, query.uniqueId.toLowerCase())], (rows) => withFiredRules(db, rows, zone));
}

/** The gift messages with the rules each fired. */
async function withFiredRules(db: Db, rows: (typeof deviceGiftMessages.$inferSelect)[], zone: string): Promise<GiftMessageRow[]> {
  const msgIds = [...new Set(rows.map((row) => row.msgId))];
  const fired =
    msgIds.length === 0
      ? []
      : await db
          .select({ id: deviceCommandLog.id, ruleId: deviceCommandLog.ruleId, ruleName: deviceCommandLog.ruleName, status: deviceCommandLog.status, roomId: deviceCommandLog.roomId, msgId: deviceCommandLog.giftMsgId })
          .from(deviceCommandLog)
          .where(and(inArray(deviceCommandLog.giftMsgId, msgIds), isNotNull(deviceCommandLog.ruleName)))
          .orderBy(asc(deviceCommandLog.id));
  return rows.map((row) => ({
    id: row.id,
    roomId: row.roomId,
    msgId: row.msgId,
    user: { uniqueId: row.userUniqueId, nickname: row.userNickname },
    giftId: row.giftId,
    giftName: row.giftName,
    repeatCount: row.repeatCount,
    diamonds: row.diamonds,
    countedAt: formatWireDate(row.countedAt, zone),
    fired: fired
      .filter((log) => log.roomId === row.roomId && log.msgId === row.msgId)
      .map((log) => ({ logId: log.id, ruleId: log.ruleId, ruleName: log.ruleName ?? '', status: log.status })),
  }));
}
