/**
 * One device connection on `GET /device?key=<key>` (protocol in streams/contracts/devices.ts, described for
 * device makers in the README "Live game devices"):
 * - the key is checked first: none or unknown → close 4401, disabled device → close 4403;
 * - then `hello`, then every waiting command (server/modules/devices/device-delivery.ts);
 * - frames from the device are handled in arrival order: `ack` / `nack` answer a command (idempotent; a command
 *   of another device or no command at all gets an `error` frame `unknown_command`), `ping` gets `pong`; anything
 *   else (not JSON, not a known frame) gets an `error` frame `bad_frame` and the connection stays open;
 * - heartbeat: a websocket ping every interval; a device silent (no pong, no frame) past the timeout is dropped;
 *   each beat also renews the online key and re-checks the key and the switch (a regenerated key, a deleted or
 *   disabled device closes the connection within one interval on every instance).
 */
import { eq } from 'drizzle-orm';
import { DEVICE_HEARTBEAT, DEVICE_WS_CLOSE, deviceClientFrameSchema, type DeviceServerFrame } from '../../../streams/contracts/devices';
import type { Db } from '../../db/database';
import { devices } from '../../db/schema/devices';
import { ackCommand, nackCommand } from './command-queue';
import { hashDeviceKey } from './device-key';
import { newConnectionId, type DeviceDelivery, type DeviceLink } from './device-delivery';

/** The part of a `ws` WebSocket a device connection uses (tests can fake it). */
export interface DeviceSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

export interface DeviceSocketContext {
  db: Db;
  delivery: DeviceDelivery;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => number;
  heartbeat?: { intervalMs: number; timeoutMs: number };
}

const OPEN = 1;

/** Text of a websocket message (text frames only). */
function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Serves one device socket until it closes. Call right after the upgrade, before any await, so no frame is missed. */
export function serveDevice(context: DeviceSocketContext, socket: DeviceSocket, key: string | null): void {
  const now = context.now ?? Date.now;
  const heartbeat = context.heartbeat ?? DEVICE_HEARTBEAT;
  let link: DeviceLink | null = null;
  let closed = false;
  let lastHeard = now();
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const send = (frame: DeviceServerFrame): boolean => {
    if (closed || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };
  const shut = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    socket.close(code, reason);
  };
  const enqueue = (task: () => Promise<void> | void) => {
    chain = chain
      .then(() => (closed ? undefined : task()))
      .catch((error: unknown) => {
        context.log.warn({ err: error, deviceId: link?.deviceId }, 'device frame handling failed');
        shut(1011, 'internal error');
      });
  };

  const handle = async (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (!link) return;
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsed = JSON.parse(textOf(data));
    } catch {
      send({ type: 'error', code: 'bad_frame', message: 'Expected a JSON text frame' });
      return;
    }
    const result = deviceClientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      send({ type: 'error', code: 'bad_frame', message: `${where}${issue?.message ?? 'invalid frame'} (expected {"type":"ack","id":…}, {"type":"nack","id":…,"reason":…} or {"type":"ping"})` });
      return;
    }
    const frame = result.data;
    if (frame.type === 'ping') {
      send({ type: 'pong' });
      return;
    }
    const outcome = frame.type === 'ack' ? await ackCommand(context.db, link.deviceId, frame.id, now()) : await nackCommand(context.db, link.deviceId, frame.id, frame.reason, now());
    if (outcome === 'unknown') send({ type: 'error', code: 'unknown_command', message: `Command ${frame.id} was never sent to this device` });
  };

  socket.on('message', (data, isBinary) => {
    lastHeard = now();
    enqueue(() => handle(data, isBinary));
  });
  socket.on('pong', () => {
    lastHeard = now();
  });
  socket.on('close', () => {
    closed = true;
    if (timer) clearInterval(timer);
    const gone = link;
    if (gone) {
      context.delivery.detach(gone).catch((error: unknown) => context.log.warn({ err: error, deviceId: gone.deviceId }, 'device disconnect bookkeeping failed'));
      context.log.info({ deviceId: gone.deviceId }, 'device disconnected');
    }
  });

  enqueue(async () => {
    const found = key ? (await context.db.select().from(devices).where(eq(devices.keyHash, hashDeviceKey(key))))[0] : undefined;
    if (!found) {
      shut(DEVICE_WS_CLOSE.unknownKey, 'unknown device key');
      return;
    }
    if (!found.enabled) {
      shut(DEVICE_WS_CLOSE.disabled, 'device disabled');
      return;
    }
    if (closed) return;
    link = {
      deviceId: found.id,
      keyHash: found.keyHash,
      connectionId: newConnectionId(),
      send,
      close: shut,
    };
    await context.db.update(devices).set({ lastSeenAt: new Date(now()) }).where(eq(devices.id, found.id));
    send({ type: 'hello', deviceId: found.id, name: found.name, heartbeatMs: heartbeat.intervalMs });
    context.log.info({ deviceId: found.id }, 'device connected');
    await context.delivery.attach(link);
    if (closed) {
      // Closed while attaching: the close handler found the link not attached yet.
      await context.delivery.detach(link);
      return;
    }
    timer = setInterval(() => {
      if (closed) return;
      if (now() - lastHeard > heartbeat.timeoutMs) {
        closed = true;
        socket.terminate();
        return;
      }
      if (socket.readyState === OPEN) socket.ping();
      const current = link;
      if (!current) return;
      context.delivery
        .heartbeat(current)
        .then((verdict) => {
          if (!verdict.ok) shut(verdict.code, verdict.reason);
        })
        .catch((error: unknown) => context.log.warn({ err: error, deviceId: current.deviceId }, 'device heartbeat bookkeeping failed'));
    }, heartbeat.intervalMs);
    timer.unref();
  });
}
