/**
 * Delivery of queued commands to the devices connected to THIS instance (devices connect to `/device?key=` over
 * websocket and acknowledge commands; protocol in streams/contracts/devices.ts):
 * - a device has at most one connection here: a newer one replaces the older (closed 4409). Across instances the
 *   newest connection wins too: each connection writes its id under the device's online key in the KV store (Redis
 *   when scaled out) and a connection that finds another id there at its heartbeat closes itself (4409).
 * - online = that key exists; it lives one heartbeat timeout and every heartbeat renews it, so a device connected
 *   to any instance shows online, and one whose instance died shows offline within 45 s.
 * - what reaches a device: on connect, every unexpired waiting command ({@link takeWaiting}); then the queued ones,
 *   claimed at once when a rule fires on this instance ({@link DeviceDelivery.deliver}) and by a short poll of the
 *   queue (every `pollMs`, default 1 s) for commands queued by other instances. The poll is the cross-instance
 *   channel: no pub/sub to lose messages, and a claim is atomic (`FOR UPDATE SKIP LOCKED`), so a command is handed
 *   to one connection once; only a reconnect hands an unacknowledged one over again.
 * - every `sweepMs` (default 5 s) waiting commands past their expiry become `expired` (never sent), and gift messages
 *   older than 7 days are dropped (hourly).
 * All database work of this instance's delivery runs through one serial queue, so a device receives its commands
 * in queue order.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { DEVICE_HEARTBEAT, DEVICE_WS_CLOSE, type DeviceServerFrame } from '../../../streams/contracts/devices';
import type { Db } from '../../db/database';
import { deviceGiftMessages, devices } from '../../db/schema/devices';
import type { KvStore } from '../../kv/kv-store';
import { createSerialQueue } from '../../live/games/serial-queue';
import { claimQueued, expireWaiting, payloadValue, takeWaiting, type LogRow } from './command-queue';

/** One open device connection, as delivery sees it. */
export interface DeviceLink {
  readonly deviceId: number;
  readonly keyHash: string;
  /** Unique per connection (the value of the device's online key). */
  readonly connectionId: string;
  /** Sends a frame; false when the socket is no longer open. */
  send(frame: DeviceServerFrame): boolean;
  close(code: number, reason: string): void;
}

/** The logger calls delivery makes (pino's shape). */
export interface DeliveryLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeviceDeliveryDeps {
  db: Db;
  kv: KvStore;
  log: DeliveryLog;
  now?: () => number;
  pollMs?: number;
  sweepMs?: number;
  /** Life of the online key, ms (default the heartbeat timeout). */
  onlineTtlMs?: number;
}

/** What a heartbeat found: keep going, or close with the code and reason. */
export type HeartbeatVerdict = { ok: true } | { ok: false; code: number; reason: string };

export interface DeviceDelivery {
  /** A connection opened: it replaces an older one of the device here, shows online, and gets every waiting command. */
  attach(link: DeviceLink): Promise<void>;
  /** A connection closed. */
  detach(link: DeviceLink): Promise<void>;
  /** Sends the commands queued now for these devices, if they are connected here. */
  deliver(deviceIds: readonly number[]): void;
  /** Renews the online key and `last_seen_at`; says whether the connection may go on (not replaced, key valid, enabled). */
  heartbeat(link: DeviceLink): Promise<HeartbeatVerdict>;
  /** Closes the device's connection on this instance, if any (key regenerated, disabled, deleted). */
  disconnect(deviceId: number, code: number, reason: string): void;
  /** Which of `ids` are connected now, to any instance. */
  onlineIds(ids: readonly number[]): Promise<Set<number>>;
  /** Resolves when the delivery work queued so far has run (tests). */
  idle(): Promise<void>;
  start(): void;
  close(): Promise<void>;
}

/** The KV key holding the connection id of a connected device. */
export const onlineKey = (deviceId: number) => `devices:online:${deviceId}`;

const GIFT_MESSAGES_KEPT_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** The `command` frame of a log row. */
export function commandFrame(row: LogRow): DeviceServerFrame {
  return { type: 'command', id: row.id, commandName: row.commandName, payload: payloadValue(row), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

/** A new connection id. */
export const newConnectionId = (): string => randomUUID();

export function createDeviceDelivery(deps: DeviceDeliveryDeps): DeviceDelivery {
  const now = deps.now ?? Date.now;
  const pollMs = deps.pollMs ?? 1_000;
  const sweepMs = deps.sweepMs ?? 5_000;
  const onlineTtlMs = deps.onlineTtlMs ?? DEVICE_HEARTBEAT.timeoutMs;
  const links = new Map<number, DeviceLink>();
  const queue = createSerialQueue();
  const timers: NodeJS.Timeout[] = [];
  let polling = false;
  let closed = false;
  let lastPrune = 0;

  const send = (rows: readonly LogRow[]) => {
    for (const row of rows) {
      const link = row.deviceId === null ? undefined : links.get(row.deviceId);
      // Not connected here any more: the row stays `sent` and goes again when the device reconnects.
      link?.send(commandFrame(row));
    }
  };

  const run = (what: string, task: () => Promise<void>) =>
    queue.push(task).catch((error: unknown) => {
      if (!closed) deps.log.error({ err: error }, `device delivery failed: ${what}`);
    });

  const claim = (deviceIds: readonly number[]) =>
    run('claiming queued commands', async () => {
      const local = deviceIds.filter((id) => links.has(id));
      if (local.length === 0) return;
      send(await claimQueued(deps.db, local, now()));
    });

  const markOnline = (link: DeviceLink) => deps.kv.set(onlineKey(link.deviceId), link.connectionId, onlineTtlMs);

  return {
    async attach(link) {
      const older = links.get(link.deviceId);
      links.set(link.deviceId, link);
      if (older && older !== link) older.close(DEVICE_WS_CLOSE.replaced, 'replaced by a newer connection of this device');
      await markOnline(link);
      await run('sending waiting commands', async () => {
        if (links.get(link.deviceId) !== link) return;
        send(await takeWaiting(deps.db, link.deviceId, now()));
      });
    },
    async detach(link) {
      if (links.get(link.deviceId) !== link) return;
      links.delete(link.deviceId);
      const key = onlineKey(link.deviceId);
      // Another connection (here or elsewhere) may own the key by now: leave it alone then.
      if ((await deps.kv.get(key)) === link.connectionId) await deps.kv.del(key);
    },
    deliver(deviceIds) {
      if (deviceIds.some((id) => links.has(id))) void claim(deviceIds);
    },
    async heartbeat(link) {
      const owner = await deps.kv.get(onlineKey(link.deviceId));
      if (owner !== null && owner !== link.connectionId) return { ok: false, code: DEVICE_WS_CLOSE.replaced, reason: 'replaced by a newer connection of this device' };
      const [row] = await deps.db
        .update(devices)
        .set({ lastSeenAt: new Date(now()) })
        .where(eq(devices.id, link.deviceId))
        .returning({ keyHash: devices.keyHash, enabled: devices.enabled });
      if (!row || row.keyHash !== link.keyHash) return { ok: false, code: DEVICE_WS_CLOSE.unknownKey, reason: 'device key changed or device deleted' };
      if (!row.enabled) return { ok: false, code: DEVICE_WS_CLOSE.disabled, reason: 'device disabled' };
      await markOnline(link);
      return { ok: true };
    },
    disconnect(deviceId, code, reason) {
      links.get(deviceId)?.close(code, reason);
    },
    async onlineIds(ids) {
      if (ids.length === 0) return new Set();
      const values = await deps.kv.getMany(ids.map(onlineKey));
      return new Set(ids.filter((_, i) => values[i] !== null));
    },
    idle: () => queue.idle(),
    start() {
      timers.push(
        setInterval(() => {
          if (polling || links.size === 0) return;
          polling = true;
          void claim([...links.keys()]).finally(() => {
            polling = false;
          });
        }, pollMs),
        setInterval(() => {
          void run('expiring commands', async () => {
            await expireWaiting(deps.db, now());
            if (now() - lastPrune >= PRUNE_EVERY_MS) {
              lastPrune = now();
              await deps.db.delete(deviceGiftMessages).where(and(lt(deviceGiftMessages.countedAt, new Date(now() - GIFT_MESSAGES_KEPT_MS))));
            }
          });
        }, sweepMs),
      );
      for (const timer of timers) timer.unref();
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      for (const link of links.values()) link.close(1001, 'server shutting down');
      await Promise.race([queue.idle(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}
