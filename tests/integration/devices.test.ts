/**
 * Live game devices over the real app (contract streams/contracts/devices.ts; README
 * "Live game devices"): the CRUD of devices, commands and rules with their messages (names unique without case,
 * unknown placeholders named, in-use refusals); the `/device` websocket (unknown key 4401, hello, bad frames answered,
 * ack idempotent); rules firing exactly once per qualifying gift on a real replay room and on a simulator room, never
 * on non-qualifying gifts, never again for a gift the hub delivers twice, and once across two server instances; the
 * cooldown; a device offline when the gift arrives getting the queued command after it connects, exactly once, and
 * again after a reconnect only while unacknowledged; expired commands never delivered; the queue bound.
 * Runs on PGlite by default, on PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Page } from '../../streams/contracts/common';
import {
  DEVICE_MESSAGES,
  DEVICE_QUEUE_BOUND,
  DEVICE_WS_CLOSE,
  type CommandLogRow,
  type DeviceCommandBody,
  type DeviceRow,
  type DeviceRuleBody,
  type DeviceServerFrame,
  type FollowedHandle,
  type GiftMessageRow,
} from '../../streams/contracts/devices';
import type { RoomTopicEvent } from '../../streams/live/room-topic';
import { deviceCommandLog, deviceGiftMessages, devices } from '../../server/db/schema/devices';
import { monitoredStreamers } from '../../server/db/schema/monitor';
import type { Hub } from '../../server/live/hub/hub';
import { expireWaiting } from '../../server/modules/devices/command-queue';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, createTestHubs, createTestKv, type TestApp, type TestDatabase } from './helpers/test-app';

let database: TestDatabase;
let kv: Awaited<ReturnType<typeof createTestKv>>;
let hubs: ReturnType<typeof createTestHubs>;
let hub: Hub;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  kv = await createTestKv();
  hubs = createTestHubs();
  hub = await hubs.open();
  t = await buildTestApp({ database, kv: kv.kv, hub });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(async () => {
  await t?.close();
  await hubs?.dispose();
  await kv?.dispose();
  await database?.dispose();
});

type Json = Record<string, unknown> | unknown[];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, headers = admin, app: FastifyInstance = t.app) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function created(url: string, body: Json): Promise<{ id: number; key?: string }> {
  const res = await api('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; key?: string }>();
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}_${Math.random().toString(36).slice(2, 7)}`;

async function newDevice(name = unique('dev_')): Promise<{ id: number; key: string }> {
  const { id, key } = await created('/api/devices', { name, type: 'prop' });
  return { id, key: key! };
}
const newCommand = async (body: Partial<DeviceCommandBody> = {}) =>
  (await created('/api/deviceCommands', { name: unique('cmd_'), payloadTemplate: '{"user":"{{user.nickname}}","gift":"{{gift.name}}","count":{{gift.repeatCount}}}', ...body })).id;
const newRule = async (body: Partial<DeviceRuleBody> & { uniqueId: string; commandId: number; deviceId: number }) => (await created('/api/deviceRules', { name: unique('rule_'), ...body })).id;

/** A streamer's current room as the monitoring scanner records it (the engine reads it; the test writes it). */
async function monitoredRoom(handle: string, roomId: string): Promise<void> {
  // Disabled: the scanner leaves a disabled streamer alone, so the room id the test sets stays.
  await t.app.db.insert(monitoredStreamers).values({ uniqueId: handle, nickname: handle, type: 'regular', enabled: false, status: 'disabled', roomId });
  await t.app.devices.engine.refresh();
}

let gifts = 0;
/** A `gift.counted` event as the live core publishes it. */
function counted(roomId: string, gift: { giftId?: string; giftName?: string; repeatCount?: number; diamondCount?: number; msgId?: string; user?: string } = {}): RoomTopicEvent {
  const repeatCount = gift.repeatCount ?? 1;
  const diamondCount = gift.diamondCount ?? 1;
  const user = gift.user ?? 'viewer_1';
  return {
    type: 'gift.counted',
    roomId,
    gift: {
      roomId,
      msgId: gift.msgId ?? `msg-${++gifts}-${Math.random().toString(36).slice(2)}`,
      user: { userId: `9000${gifts}`, uniqueId: user, nickname: `Nick ${user}`, avatarUrl: null },
      toUserId: null,
      giftId: gift.giftId ?? '5655',
      giftName: gift.giftName ?? 'Rose',
      diamondCount,
      repeatCount,
      streakRepeatCount: repeatCount,
      diamonds: diamondCount * repeatCount,
      cause: 'end-frame',
      streakKey: null,
      countedAt: Date.now(),
    },
    giftDiamonds: 0,
  };
}
const msgOf = (event: RoomTopicEvent): string => (event.type === 'gift.counted' ? event.gift.msgId : '');
const publish = (event: RoomTopicEvent) => hub.publish(`room:${event.roomId}`, event);

const logOf = (where: { ruleId?: number; deviceId?: number }) =>
  t.app.db
    .select()
    .from(deviceCommandLog)
    .where(and(where.ruleId === undefined ? undefined : eq(deviceCommandLog.ruleId, where.ruleId), where.deviceId === undefined ? undefined : eq(deviceCommandLog.deviceId, where.deviceId)))
    .orderBy(asc(deviceCommandLog.id));

/** Polls until `read()` satisfies `done` (the engine works asynchronously); fails after 15 s with the last value. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// ---- a device client over a real socket ----
// Over TCP, as devices connect: the server must notice a device leaving at once (injectWS streams never close).

interface DeviceClient {
  frames: DeviceServerFrame[];
  commands(): Extract<DeviceServerFrame, { type: 'command' }>[];
  send(frame: unknown): void;
  sendRaw(text: string): void;
  /** Waits for the next frame of `type` after those already returned. */
  next<T extends DeviceServerFrame['type']>(type: T): Promise<Extract<DeviceServerFrame, { type: T }>>;
  /** Sends a ping and waits for its pong: every frame the server meant to send before has arrived then. */
  settle(): Promise<void>;
  close(): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
}

/** `ws://…/device` of a listening app. */
const deviceUrl = (app: FastifyInstance) => {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/device`;
};

async function connectDevice(key: string | null, app: FastifyInstance = t.app): Promise<DeviceClient> {
  const frames: DeviceServerFrame[] = [];
  let cursor = 0;
  const ws = new WebSocket(key === null ? deviceUrl(app) : `${deviceUrl(app)}?key=${encodeURIComponent(key)}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as DeviceServerFrame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = async <T extends DeviceServerFrame['type']>(type: T) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      for (; cursor < frames.length; cursor++) {
        const frame = frames[cursor]!;
        if (frame.type === type) {
          cursor++;
          return frame as Extract<DeviceServerFrame, { type: T }>;
        }
      }
      if (Date.now() > deadline) throw new Error(`no ${type} frame; frames: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    frames,
    commands: () => frames.filter((frame): frame is Extract<DeviceServerFrame, { type: 'command' }> => frame.type === 'command'),
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    next,
    async settle() {
      ws.send(JSON.stringify({ type: 'ping' }));
      await next('pong');
    },
    async close() {
      ws.close(1000);
      await closed;
    },
    closed,
  };
}

// ---- CRUD ----

describe('devices, commands and rules', () => {
  it('adds a device with a key shown once, lists it offline with the key hint, refuses a name in use in any case', async () => {
    const name = unique('Stage Light ');
    const { id, key } = await created('/api/devices', { name, type: 'light', note: 'left of the stage' });
    expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.app.db.select().from(devices).where(eq(devices.id, id));
    expect(stored!.keyHash).not.toContain(key!);
    expect(JSON.stringify(stored)).not.toContain(key!.slice(3));

    const res = await api('GET', `/api/devices?blurry=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<DeviceRow>>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ id, name, type: 'light', keyHint: key!.slice(0, 7), enabled: true, online: false, lastSeenAt: null, pending: 0, ruleCount: 0, note: 'left of the stage' });
    expect(JSON.stringify(page)).not.toContain(key!);

    const dup = await api('POST', '/api/devices', { name: name.toUpperCase(), type: 'prop' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(`name: ${DEVICE_MESSAGES.deviceExists}`);
    const bad = await api('POST', '/api/devices', { name: '  ', type: 'toaster' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name: Please enter the name|type: Please choose the device type/);
  });

  it('refuses a template with unknown placeholders, naming them, and a JSON template that is not JSON once filled in', async () => {
    const unknown = await api('POST', '/api/deviceCommands', { name: unique('c'), payloadTemplate: 'fire {{gift.name}} for {{user.name}} x{{ gift.count }}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`payloadTemplate: ${DEVICE_MESSAGES.unknownPlaceholders('{{user.name}}, {{gift.count}}')}`);

    const broken = await api('POST', '/api/deviceCommands', { name: unique('c'), payloadTemplate: '{"user": {{user.nickname}}}' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^payloadTemplate: The template starts like JSON but is not valid JSON once filled in: /);

    const ttl = await api('POST', '/api/deviceCommands', { name: unique('c'), payloadTemplate: 'go', ttlMs: 500 });
    expect(ttl.statusCode).toBe(400);
    expect(ttl.json().message).toBe(`ttlMs: ${DEVICE_MESSAGES.ttlRange}`);

    const text = await newCommand({ payloadTemplate: 'confetti {{gift.name}} x{{gift.repeatCount}}', ttlMs: 30_000 });
    const list = await api('GET', `/api/deviceCommands?blurry=confetti`);
    expect(list.json<Page<{ id: number; ttlMs: number }>>().content).toContainEqual(expect.objectContaining({ id: text, ttlMs: 30_000 }));
  });

  it('keeps a device or command a rule uses, and names the rule in the refusal', async () => {
    const device = await newDevice();
    const command = await newCommand();
    const ruleName = unique('Big gifts ');
    const ruleId = await newRule({ name: ruleName, uniqueId: '@Some_Host', giftId: '5655', minCount: 10, commandId: command, deviceId: device.id, cooldownMs: 5_000 });

    const rules = await api('GET', `/api/deviceRules?blurry=${encodeURIComponent(ruleName)}`);
    expect(rules.json<Page<unknown>>().content[0]).toMatchObject({
      id: ruleId,
      uniqueId: 'Some_Host',
      giftId: '5655',
      giftName: 'Rose',
      minCount: 10,
      minDiamonds: null,
      command: { id: command },
      device: { id: device.id },
      cooldownMs: 5_000,
      enabled: true,
      lastFiredAt: null,
    });

    const delDevice = await api('DELETE', '/api/devices', [device.id]);
    expect(delDevice.statusCode).toBe(400);
    expect(delDevice.json().message).toBe(DEVICE_MESSAGES.deviceInUse(ruleName));
    const delCommand = await api('DELETE', '/api/deviceCommands', [command]);
    expect(delCommand.statusCode).toBe(400);
    expect(delCommand.json().message).toBe(DEVICE_MESSAGES.commandInUse(ruleName));

    const badRule = await api('POST', '/api/deviceRules', { name: 'x', uniqueId: 'bad handle!', minCount: 0, commandId: 999_999, deviceId: device.id });
    expect(badRule.statusCode).toBe(400);
    const unknownCommand = await api('POST', '/api/deviceRules', { name: 'x', uniqueId: 'host_ok', commandId: 999_999, deviceId: device.id });
    expect(unknownCommand.json().message).toBe(`commandId: ${DEVICE_MESSAGES.unknownCommand}`);

    expect((await api('DELETE', '/api/deviceRules', [ruleId])).statusCode).toBe(200);
    expect((await api('DELETE', '/api/devices', [device.id])).statusCode).toBe(200);
    expect((await api('DELETE', '/api/deviceCommands', [command])).statusCode).toBe(200);
    expect((await api('DELETE', '/api/devices', [device.id])).statusCode).toBe(404);
  });

  it('lets a reader list but not write', async () => {
    const reader = await createUser(t.app, { roles: [{ permissions: ['device:list'] }] });
    const headers = auth((await login(t.app, reader.username, reader.password)).token);
    expect((await api('GET', '/api/devices', undefined, headers)).statusCode).toBe(200);
    expect((await api('GET', '/api/deviceCommandLog', undefined, headers)).statusCode).toBe(200);
    const refused = await api('POST', '/api/devices', { name: 'nope', type: 'prop' }, headers);
    expect(refused.statusCode).toBe(403);
    expect((await api('GET', '/api/devices', undefined, {})).statusCode).toBe(401);
  });
});

// ---- the websocket ----

describe('the /device websocket', () => {
  it('closes an unknown or missing key with 4401 and a disabled device with 4403', async () => {
    expect(await (await connectDevice('dk_nope')).closed).toEqual({ code: DEVICE_WS_CLOSE.unknownKey, reason: 'unknown device key' });
    expect((await (await connectDevice(null)).closed).code).toBe(DEVICE_WS_CLOSE.unknownKey);
    const device = await newDevice();
    await api('PUT', '/api/devices', { id: device.id, name: unique('off_'), type: 'prop', enabled: false });
    expect(await (await connectDevice(device.key)).closed).toEqual({ code: DEVICE_WS_CLOSE.disabled, reason: 'device disabled' });
  });

  it('says hello, shows the device online, answers bad frames without closing, and closes on a new key', async () => {
    const device = await newDevice();
    const client = await connectDevice(device.key);
    expect(await client.next('hello')).toMatchObject({ type: 'hello', deviceId: device.id, heartbeatMs: 15_000 });
    const row = async () => (await api('GET', `/api/devices?size=100`)).json<Page<DeviceRow>>().content.find((d) => d.id === device.id)!;
    expect(await row()).toMatchObject({ online: true });
    expect((await row()).lastSeenAt).not.toBeNull();

    client.sendRaw('not json');
    expect(await client.next('error')).toMatchObject({ code: 'bad_frame' });
    client.send({ type: 'ack', id: 'x' });
    expect(await client.next('error')).toMatchObject({ code: 'bad_frame' });
    client.send({ type: 'ack', id: 987_654_321 });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'unknown_command', message: 'Command 987654321 was never sent to this device' });
    await client.settle();

    const regenerated = await api('POST', `/api/devices/${device.id}/key`);
    expect(regenerated.statusCode).toBe(200);
    expect(await client.closed).toEqual({ code: DEVICE_WS_CLOSE.unknownKey, reason: 'device key changed' });
    expect((await connectDevice(device.key).then((c) => c.closed)).code).toBe(DEVICE_WS_CLOSE.unknownKey);
    const fresh = await connectDevice(regenerated.json<{ key: string }>().key);
    await fresh.next('hello');
    await fresh.close();
    await until(row, (d) => !d.online);
  });

  it('a newer connection of the same device replaces the older one', async () => {
    const device = await newDevice();
    const first = await connectDevice(device.key);
    await first.next('hello');
    const second = await connectDevice(device.key);
    await second.next('hello');
    expect(await first.closed).toEqual({ code: DEVICE_WS_CLOSE.replaced, reason: 'replaced by a newer connection of this device' });
    await second.close();
  });

  it('delivers a test command at once to a connected device and records the ack with its latency', async () => {
    const device = await newDevice();
    const command = await newCommand({ payloadTemplate: '{"who":"{{user.nickname}}","n":{{gift.repeatCount}}}' });
    const client = await connectDevice(device.key);
    await client.next('hello');
    const res = await api('POST', `/api/devices/${device.id}/test`, { commandId: command });
    expect(res.statusCode, res.body).toBe(200);
    const { logId, online } = res.json<{ logId: number; online: boolean }>();
    expect(online).toBe(true);
    const frame = await client.next('command');
    expect(frame).toMatchObject({ id: logId, payload: { who: 'Sample "viewer"', n: 5 } });
    client.send({ type: 'ack', id: logId });
    const [row] = await until(() => logOf({ deviceId: device.id }), (rows) => rows[0]?.status === 'acked');
    expect(row!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(row!.ackedAt).not.toBeNull();
    await client.close();
  });
});

// ---- firing ----

describe('control rules firing', () => {
  it('fire once per counted gift of a replayed room (link fixture, 37 diamonds), and only on gift.counted', async () => {
    const handle = unique('replay_host_');
    const device = await newDevice();
    const command = await newCommand({ ttlMs: 3_600_000 });
    const ruleId = await newRule({ uniqueId: handle, commandId: command, deviceId: device.id });
    const started = await api('POST', '/api/live/rooms', { source: 'replay', file: 'link.timeline.jsonl', speed: 0 });
    expect(started.statusCode, started.body).toBe(201);
    const { roomId } = started.json<{ roomId: string }>();
    await monitoredRoom(handle, roomId);

    const countedGifts = await until(
      async () => {
        const res = await api('GET', `/api/live/rooms/${roomId}/events?type=gift.counted&size=1000`);
        return res.json<Page<Extract<RoomTopicEvent, { type: 'gift.counted' }>>>();
      },
      (page) => page.content.reduce((sum, event) => sum + event.gift.diamonds, 0) === 37,
    );
    const rows = await until(
      () => logOf({ ruleId }),
      (log) => log.length >= countedGifts.totalElements,
    );
    await t.app.devices.engine.idle();
    const again = await logOf({ ruleId });
    expect(again).toHaveLength(countedGifts.totalElements);
    expect(new Set(again.map((row) => row.giftMsgId))).toEqual(new Set(countedGifts.content.map((event) => event.gift.msgId)));
    expect(rows.reduce((sum, row) => sum + (row.gift?.diamonds ?? 0), 0)).toBe(37);
    expect(again.map((row) => [row.status, row.reason, row.roomId])).toEqual(again.map(() => ["queued", null, roomId]));

    // The gift messages page has the same gifts, each with the rule it fired.
    const messages = await api('GET', `/api/deviceGiftMessages?uniqueId=${handle.toUpperCase()}&size=100`);
    const page = messages.json<Page<GiftMessageRow>>();
    expect(page.totalElements).toBe(countedGifts.totalElements);
    expect(page.content.every((gift) => gift.fired.length === 1 && gift.fired[0]!.ruleId === ruleId)).toBe(true);
    const handles = (await api('GET', '/api/deviceGiftMessages/handles')).json<FollowedHandle[]>();
    expect(handles).toContainEqual({ uniqueId: handle, rules: 1, roomIds: [roomId] });
    await api('DELETE', '/api/live/rooms', [roomId]);
  });

  it('fire on a simulator room started for the handle, one log row per counted gift', async () => {
    const handle = unique('sim_host_');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand(), deviceId: device.id });
    const started = await api('POST', '/api/live/rooms', { source: 'simulator', uniqueId: handle, speed: 20, seed: 7 });
    const { roomId } = started.json<{ roomId: string }>();
    await t.app.devices.engine.refresh();
    await until(() => logOf({ ruleId }), (rows) => rows.length >= 3);
    await api('DELETE', '/api/live/rooms', [roomId]);
    await t.app.devices.engine.idle();
    const rows = await logOf({ ruleId });
    const keys = rows.map((row) => `${row.roomId}|${row.giftMsgId}`);
    expect(new Set(keys).size).toBe(rows.length);
    expect(rows.every((row) => row.roomId === roomId)).toBe(true);
  });

  it('fire only for the rule’s gift at its minimum count, and never twice for a gift delivered twice', async () => {
    const handle = unique('min_host_');
    const roomId = unique('min-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, giftId: '5655', minCount: 10, commandId: await newCommand(), deviceId: device.id });
    const diamondsRule = await newRule({ uniqueId: handle, minDiamonds: 100, commandId: await newCommand(), deviceId: device.id });
    await monitoredRoom(handle, roomId);

    const tenRoses = counted(roomId, { repeatCount: 10 });
    await publish(counted(roomId, { repeatCount: 9 }));
    await publish(counted(roomId, { giftId: '5269', giftName: 'TikTok', repeatCount: 50 }));
    await publish(tenRoses);
    // The hub hands the same counted gift over again (a replay after a reconnect): nothing new.
    await publish(tenRoses);
    const marker = counted(roomId, { repeatCount: 12 });
    await publish(marker);
    await until(() => logOf({ ruleId }), (log) => log.some((row) => row.giftMsgId === msgOf(marker)));
    await t.app.devices.engine.idle();
    const fired = await logOf({ ruleId });
    expect(fired.map((row) => [row.giftMsgId, row.status])).toEqual([
      [msgOf(tenRoses), 'queued'],
      [msgOf(marker), 'queued'],
    ]);
    expect(JSON.parse(fired[0]!.payload)).toEqual({ user: 'Nick viewer_1', gift: 'Rose', count: 10 });
    // 50 TikToks at 1 diamond reach 50 diamonds, not 100: the diamonds rule fired for nothing.
    expect(await logOf({ ruleId: diamondsRule })).toEqual([]);
    await publish(counted(roomId, { giftId: '7168', giftName: 'Money Gun', diamondCount: 500 }));
    await until(() => logOf({ ruleId: diamondsRule }), (log) => log.length === 1);
  });

  it('skip qualifying gifts inside the cooldown: logged with the reason, never sent', async () => {
    const handle = unique('cool_host_');
    const roomId = unique('cool-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand(), deviceId: device.id, cooldownMs: 3_600_000 });
    await monitoredRoom(handle, roomId);
    await publish(counted(roomId));
    await publish(counted(roomId));
    await publish(counted(roomId));
    const rows = await until(() => logOf({ ruleId }), (log) => log.length === 3);
    expect(rows.map((row) => row.status)).toEqual(['queued', 'skipped', 'skipped']);
    expect(rows[1]!.reason).toMatch(/^cooldown: the rule sent a command \d+(\.\d)? s before this gift \(cooldown 3600 s\)$/);

    const client = await connectDevice(device.key);
    await client.next('hello');
    await client.settle();
    expect(client.commands().map((frame) => frame.id)).toEqual([rows[0]!.id]);
    await client.close();
  });

  it('queue the command of an offline device and deliver it once it connects, exactly once, acked', async () => {
    const handle = unique('queue_host_');
    const roomId = unique('queue-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand(), deviceId: device.id });
    await monitoredRoom(handle, roomId);
    await publish(counted(roomId, { repeatCount: 3, user: 'fan_1' }));
    const [queued] = await until(() => logOf({ ruleId }), (log) => log.length === 1);
    expect(queued!.status).toBe('queued');
    const listed = (await api('GET', '/api/devices?size=100')).json<Page<DeviceRow>>().content.find((d) => d.id === device.id);
    expect(listed).toMatchObject({ online: false, pending: 1, ruleCount: 1 });

    // Connects: gets it, but the connection drops before the ack.
    const first = await connectDevice(device.key);
    await first.next('hello');
    expect(await first.next('command')).toMatchObject({ id: queued!.id, payload: { user: 'Nick fan_1', gift: 'Rose', count: 3 } });
    await first.close();
    expect((await logOf({ ruleId }))[0]!.status).toBe('sent');

    // Reconnects: the unacknowledged command comes again, and is acked.
    const second = await connectDevice(device.key);
    await second.next('hello');
    const again = await second.next('command');
    expect(again.id).toBe(queued!.id);
    second.send({ type: 'ack', id: again.id });
    second.send({ type: 'ack', id: again.id });
    await second.settle();
    expect(second.frames.filter((frame) => frame.type === 'error')).toEqual([]);
    const [acked] = await until(() => logOf({ ruleId }), (log) => log[0]!.status === 'acked');
    expect(acked!.latencyMs).toBeGreaterThanOrEqual(0);
    await second.close();

    // Once acked, never sent again.
    const third = await connectDevice(device.key);
    await third.next('hello');
    await third.settle();
    expect(third.commands()).toEqual([]);
    await third.close();
    const log = (await api('GET', `/api/deviceCommandLog?ruleId=${ruleId}`)).json<Page<CommandLogRow>>();
    expect(log.content).toEqual([
      expect.objectContaining({ id: queued!.id, status: 'acked', rule: { id: ruleId, name: expect.any(String) }, device: { id: device.id, name: expect.any(String) }, payload: '{"user":"Nick fan_1","gift":"Rose","count":3}' }),
    ]);
  });

  it('deliver commands fired while connected at once, and a nack fails the command with its reason', async () => {
    const handle = unique('live_host_');
    const roomId = unique('live-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand(), deviceId: device.id });
    await monitoredRoom(handle, roomId);
    const client = await connectDevice(device.key);
    await client.next('hello');
    await publish(counted(roomId));
    const frame = await client.next('command');
    client.send({ type: 'nack', id: frame.id, reason: 'smoke machine empty' });
    const [row] = await until(() => logOf({ ruleId }), (log) => log[0]?.status === 'failed');
    expect(row!.reason).toBe('refused by the device: smoke machine empty');
    await client.close();
  });

  it('never deliver an expired command', async () => {
    const handle = unique('exp_host_');
    const roomId = unique('exp-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand({ ttlMs: 1_000 }), deviceId: device.id });
    await monitoredRoom(handle, roomId);
    await publish(counted(roomId));
    const [row] = await until(() => logOf({ ruleId }), (log) => log.length === 1);
    // Its expiry passes while the device is offline.
    await t.app.db.update(deviceCommandLog).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(deviceCommandLog.id, row!.id));
    const client = await connectDevice(device.key);
    await client.next('hello');
    await client.settle();
    expect(client.commands()).toEqual([]);
    await expireWaiting(t.app.db, Date.now());
    expect((await logOf({ ruleId }))[0]).toMatchObject({ status: 'expired', reason: 'expired before the device connected' });
    await client.close();
  });

  it(`hold at most ${DEVICE_QUEUE_BOUND} waiting commands per device: the oldest fail with 'queue full'`, async () => {
    const handle = unique('bound_host_');
    const roomId = unique('bound-room-');
    const device = await newDevice();
    const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand({ ttlMs: 3_600_000 }), deviceId: device.id });
    await monitoredRoom(handle, roomId);
    const total = DEVICE_QUEUE_BOUND + 3;
    for (let i = 0; i < total; i++) await publish(counted(roomId));
    const rows = await until(() => logOf({ ruleId }), (log) => log.length === total);
    await t.app.devices.engine.idle();
    const statuses = (await logOf({ ruleId })).map((row) => row.status);
    expect(statuses.slice(0, 3)).toEqual(['failed', 'failed', 'failed']);
    expect(statuses.slice(3).every((status) => status === 'queued')).toBe(true);
    expect((await logOf({ ruleId }))[0]!.reason).toMatch(/^queue full/);

    const client = await connectDevice(device.key);
    await client.next('hello');
    await client.settle();
    expect(client.commands().map((frame) => frame.id)).toEqual(rows.slice(3).map((row) => row.id));
    await client.close();
  });
});

describe('two server instances', () => {
  it('fire a rule once per gift of a room both follow, and deliver it once to a device connected to either', async () => {
    const other = await buildTestApp({ database, kv: kv.kv, hub });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const handle = unique('two_host_');
      const roomId = unique('two-room-');
      const device = await newDevice();
      const ruleId = await newRule({ uniqueId: handle, commandId: await newCommand(), deviceId: device.id });
      await monitoredRoom(handle, roomId);
      await other.app.devices.engine.refresh();
      expect(other.app.devices.engine.followed()).toContainEqual({ uniqueId: handle, rules: 1, roomIds: [roomId] });

      // The device is connected to the other instance.
      const client = await connectDevice(device.key, other.app);
      await client.next('hello');
      const sent = [counted(roomId), counted(roomId), counted(roomId)];
      for (const event of sent) await publish(event);
      const rows = await until(() => logOf({ ruleId }), (log) => log.length === 3);
      await Promise.all([t.app.devices.engine.idle(), other.app.devices.engine.idle()]);
      expect(await logOf({ ruleId })).toHaveLength(3);
      const frames = await until(
        async () => client.commands(),
        (commands) => commands.length >= 3,
      );
      for (const frame of frames) client.send({ type: 'ack', id: frame.id });
      await client.settle();
      expect(client.commands().map((frame) => frame.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
      await until(() => logOf({ ruleId }), (log) => log.every((row) => row.status === 'acked'));
      // Both instances recorded the gifts once.
      const recorded = await t.app.db.select().from(deviceGiftMessages).where(eq(deviceGiftMessages.roomId, roomId));
      expect(recorded).toHaveLength(3);
      await client.close();
    } finally {
      await other.close();
    }
  });
});

describe('the log', () => {
  it('filters by status and device, newest first', async () => {
    const device = await newDevice();
    for (let i = 0; i < 3; i++) await api('POST', `/api/devices/${device.id}/test`, {});
    const res = await api('GET', `/api/deviceCommandLog?deviceId=${device.id}&status=queued`);
    const page = res.json<Page<CommandLogRow>>();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((row) => row.id)).toEqual([...page.content.map((row) => row.id)].sort((a, b) => b - a));
    expect(page.content[0]).toMatchObject({ rule: null, commandName: 'test', payload: '{"test":true}', gift: null });
    const ids = page.content.map((row) => row.id);
    expect((await t.app.db.select().from(deviceCommandLog).where(inArray(deviceCommandLog.id, ids))).every((row) => row.status === 'queued')).toBe(true);
    expect((await api('GET', '/api/deviceCommandLog?sort=nope,desc')).statusCode).toBe(400);
  });
});
