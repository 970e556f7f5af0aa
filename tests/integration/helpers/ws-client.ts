/**
 * A websocket test client over `app.injectWS` (no port needed): records every server frame, waits for frames
 * and for the close, and exposes the `ws` controls the tests need (terminate to kill a socket mid-stream,
 * pause to play a slow consumer).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '../../../streams/contracts/realtime';

/** The part of the `ws` client the tests use (the package ships no types here). */
interface WsLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  pause(): void;
  resume(): void;
  pong(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'ping', listener: () => void): void;
}

export interface WsClient {
  ws: WsLike;
  /** Every frame received so far, parsed, in order. */
  frames: ServerFrame[];
  send(frame: unknown): void;
  sendRaw(text: string): void;
  /** Resolves with the first frame (received so far or later) after the last one returned that matches. */
  next<T extends ServerFrame['type']>(type: T, where?: (frame: Extract<ServerFrame, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ServerFrame, { type: T }>>;
  /** Resolves when `condition()` holds (checked on every frame and every 10 ms). */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  /** Seqs of the `event` frames (and of the events of `events` frames) of a topic, in arrival order. */
  seqs(topic: string): number[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed(): boolean;
}

/** Opens `/websocket?token=…` (the token URL-encoded as the console does; omit for none). */
export async function connectWs(app: FastifyInstance, token?: string): Promise<WsClient> {
  return connectWsPath(app, token === undefined ? '/websocket' : `/websocket?token=${encodeURIComponent(token)}`);
}

/** Opens `/websocket?key=…` as an OBS overlay does. */
export async function connectOverlayWs(app: FastifyInstance, key: string): Promise<WsClient> {
  return connectWsPath(app, `/websocket?key=${encodeURIComponent(key)}`);
}

/** Opens `/websocket?linkKey=…` as the operators' phone pages do. */
export async function connectLinkKeyWs(app: FastifyInstance, linkKey: string): Promise<WsClient> {
  return connectWsPath(app, `/websocket?linkKey=${encodeURIComponent(linkKey)}`);
}

async function connectWsPath(app: FastifyInstance, path: string): Promise<WsClient> {
  const frames: ServerFrame[] = [];
  let cursor = 0;
  let closeInfo: { code: number; reason: string } | null = null;
  let resolveClosed!: (info: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));
  const ws = (await app.injectWS(path, {}, {
    onInit(raw) {
      const socket = raw as unknown as WsLike;
      // injectWS builds its client without ws' autoPong (browsers always answer pings): answer like a browser.
      socket.on('ping', () => socket.pong());
      socket.on('message', (data) => frames.push(JSON.parse(data.toString('utf8')) as ServerFrame));
      socket.on('close', (code, reason) => {
        closeInfo = { code, reason: reason.toString('utf8') };
        resolveClosed(closeInfo);
      });
    },
  })) as unknown as WsLike;

  const until = async (condition: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out; frames so far: ${JSON.stringify(frames.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  return {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    async next(type, where, timeoutMs) {
      type F = Extract<ServerFrame, { type: typeof type }>;
      let found: F | undefined;
      await until(() => {
        for (; cursor < frames.length; cursor += 1) {
          const frame = frames[cursor]!;
          if (frame.type === type && (!where || where(frame as F))) {
            found = frame as F;
            cursor += 1;
            return true;
          }
        }
        return false;
      }, timeoutMs);
      return found!;
    },
    until,
    seqs: (topic) =>
      frames.flatMap((frame) => {
        if (frame.type === 'event' && frame.topic === topic) return [frame.seq];
        if (frame.type === 'events' && frame.topic === topic) return frame.events.map((_, i) => frame.fromSeq + i);
        return [];
      }),
    closed,
    isClosed: () => closeInfo !== null,
  };
}
