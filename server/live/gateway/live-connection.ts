/**
 * One websocket client of `/websocket` (protocol in streams/contracts/realtime.ts):
 * authenticates, then handles `subscribe` / `unsubscribe` / `ping` frames in arrival order, forwards hub
 * deliveries as `subscribed` / `gap` / `event` frames (or `events` frames for topics subscribed with
 * `batch: true`: what the socket is owed on the topic, one frame per flush, events-frames.ts), keeps a
 * heartbeat, re-checks the session, and drops itself (4408) when its send buffer overflows so one slow client
 * never holds anybody else back.
 */
import { clientFrameSchema, HEARTBEAT, WS_CLOSE, type ServerFrame } from '../../../streams/contracts/realtime';
import type { Hub, HubEntry, HubListener, HubSubscription } from '../hub/hub';
import { batchFrames, eventFrame, FrameBatch, framePayload, textFrame } from './event-frames';
import { endTurn, eventsFrame, sharedDeflateAllowed, type DeflateParams } from './events-frames';
import { canRead, type Credentials, type Principal } from './principal';

/** The part of a `ws` WebSocket the gateway uses (the package ships no types here; tests can fake it). */
export interface GatewaySocket {
  readonly readyState: number;
  /** Bytes queued for sending and not yet handed to the OS. */
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary?: boolean; compress?: boolean }): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close', listener: () => void): unknown;
  /** Negotiated extensions (ws: `permessage-deflate` or '' when none). */
  readonly extensions?: string;
  /**
   * ws 8's (undocumented) underlying stream. When present and no extension other than permessage-deflate was
   * negotiated, every frame is pre-encoded and written to it directly, event frames batched per turn
   * (event-frames.ts); otherwise (fakes, a future ws) every frame goes through `send`, uncompressed.
   */
  readonly _socket?: RawStream | null;
  /** ws 8's (undocumented) negotiated extensions; the permessage-deflate parameters decide shared compression. */
  readonly _extensions?: Readonly<Record<string, { readonly params?: DeflateParams } | undefined>>;
}

/** What the gateway needs of ws' underlying stream. */
export interface RawStream {
  write(chunk: Buffer): boolean;
  readonly destroyed: boolean;
}

const OPEN = 1;

/** Tunables of the gateway; defaults from the wire contract. */
export interface GatewayOptions {
  /** Server websocket ping interval (ms, default HEARTBEAT.intervalMs). */
  heartbeatIntervalMs: number;
  /** Silence (no pong, no frame) after which the socket is terminated (ms, default HEARTBEAT.timeoutMs). */
  heartbeatTimeoutMs: number;
  /** How often the session behind a staff token is re-checked (ms, default 30 s; also on every subscribe). */
  sessionCheckMs: number;
  /** Send-buffer bytes beyond which a client is too slow: close 4408 (default 4 MiB). */
  maxBufferedBytes: number;
  /** After a 4408 close, terminate if the close handshake has not finished (ms, default 5 s). */
  closeGraceMs: number;
  /** Topics one socket may hold (default 200); beyond → `error` frame `too_many_topics`. */
  maxTopics: number;
}

export const DEFAULT_GATEWAY_OPTIONS: GatewayOptions = {
  heartbeatIntervalMs: HEARTBEAT.intervalMs,
  heartbeatTimeoutMs: HEARTBEAT.timeoutMs,
  sessionCheckMs: 30_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  closeGraceMs: 5_000,
  maxTopics: 200,
};

/** What a connection needs from the app. */
export interface GatewayContext {
  hub: Hub;
  options: GatewayOptions;
  authenticate(credentials: Credentials): Promise<Principal | null>;
  recheck(principal: Principal, renew: boolean): Promise<Principal | null>;
  /** The current state of a topic that publishes snapshots, or null (room topics: none). */
  snapshot?(topic: string): Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}

/** Counters of this process, for the benchmark and diagnostics (monotonic but `connections`). */
export const gatewayStats = {
  connections: 0,
  /** Event frames handed to sockets (all clients). */
  eventFramesSent: 0,
  /** Writes of batched event frames to sockets (each is one or more frames). */
  eventWrites: 0,
  tooSlowCloses: 0,
};

/** Serves one socket until it closes. Call right after the upgrade, before any await, so no frame is missed. */
export function serveConnection(context: GatewayContext, socket: GatewaySocket, credentials: Credentials): void {
  new LiveConnection(context, socket).start(credentials);
}

/** Connections with `events` owed from catch-up, written together at the end of the turn. */
let owing: LiveConnection[] = [];
let owingScheduled = false;

function flushOwing(): void {
  owingScheduled = false;
  const connections = owing;
  owing = [];
  for (const connection of connections) connection.flushOwed();
  endTurn();
}

/** Entries owed on one batched topic before they are written as one `events` frame (a catch-up page). */
const MAX_OWED_ENTRIES = 500;

class LiveConnection {
  private principal: Principal | null = null;
  private readonly subscriptions = new Map<string, HubSubscription>();
  /** Batched topics → entries delivered one by one (catch-up) and not written yet: consecutive seqs. */
  private readonly owed = new Map<string, HubEntry[]>();
  private owedQueued = false;
  /** Batched frames go out compressed once for all sockets (raw mode, deflate negotiated without context). */
  private readonly deflate: boolean;
  /** Frames are handled one after another (a subscribe re-checks the session asynchronously). */
  private queue: Promise<void> = Promise.resolve();
  private lastHeard = Date.now();
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  /** The raw stream event frames are written to, batched (null: every frame goes through `send`). */
  private readonly raw: RawStream | null;
  private readonly batch: FrameBatch | null;

  constructor(
    private readonly context: GatewayContext,
    private readonly socket: GatewaySocket,
  ) {
    gatewayStats.connections += 1;
    const raw = socket._socket;
    // Safe to interleave with ws' own writes (ping, pong, close): ws' sender queues only while it compresses a
    // message of `send`, and in raw mode the gateway never calls `send`, so ws writes each frame to this same
    // stream synchronously and frames keep the order of the calls. Negotiated permessage-deflate changes
    // nothing there: a frame without RSV1 is an uncompressed message (RFC 7692 section 6).
    const extensions = socket.extensions ?? '';
    this.raw = raw && typeof raw.write === 'function' && (extensions === '' || extensions === 'permessage-deflate') ? raw : null;
    this.deflate = this.raw !== null && extensions === 'permessage-deflate' && sharedDeflateAllowed(socket._extensions?.['permessage-deflate']?.params);
    this.batch = this.raw
      ? new FrameBatch((data, frames) => this.writeEvents(data, frames), Math.max(16 * 1024, Math.min(64 * 1024, context.options.maxBufferedBytes / 4)))
      : null;
    socket.on('message', (data, isBinary) => {
      this.lastHeard = Date.now();
      this.enqueue(() => this.handle(data, isBinary));
    });
    socket.on('pong', () => {
      this.lastHeard = Date.now();
    });
    socket.on('close', () => this.dispose());
  }

  start(credentials: Credentials): void {
    this.enqueue(async () => {
      this.principal = await this.context.authenticate(credentials);
      if (!this.principal) this.shut(WS_CLOSE.unauthorized, 'Unauthorized');
    });
    const { heartbeatIntervalMs, heartbeatTimeoutMs, sessionCheckMs } = this.context.options;
    this.timers.push(
      setInterval(() => {
        if (Date.now() - this.lastHeard > heartbeatTimeoutMs) this.terminate();
        else if (this.socket.readyState === OPEN) this.socket.ping();
      }, heartbeatIntervalMs),
      setInterval(
        () =>
          this.enqueue(async () => {
            await this.checkAccess(false);
          }),
        sessionCheckMs,
      ),
    );
    for (const timer of this.timers) timer.unref();
  }

  private enqueue(task: () => Promise<void> | void): void {
    this.queue = this.queue
      .then(() => (this.closed ? undefined : task()))
      .catch((error: unknown) => {
        this.context.log.warn({ err: error }, 'websocket frame handling failed');
        this.shut(1011, 'Internal error');
      });
  }

  private isWritable(): boolean {
    return !this.closed && this.socket.readyState === OPEN && !(this.raw?.destroyed ?? false);
  }

  /** Sends a non-event frame after the event frames already queued, so the order of frames is kept. */
  private send(frame: ServerFrame): void {
    if (!this.isWritable()) return;
    this.flushOwed();
    if (!this.isWritable()) return;
    if (this.raw) {
      this.batch!.flush();
      if (this.isWritable()) this.raw.write(textFrame(JSON.stringify(frame)));
      return;
    }
    this.socket.send(JSON.stringify(frame), { compress: false });
  }

  private async handle(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): Promise<void> {
    if (!this.principal) return;
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      parsed = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'));
    } catch {
      this.send({ type: 'error', code: 'bad_frame', message: 'Expected a JSON text frame' });
      return;
    }
    const result = clientFrameSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      this.send({ type: 'error', code: 'bad_frame', message: `${where}${issue?.message ?? 'invalid frame'}` });
      return;
    }
    const frame = result.data;
    switch (frame.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'unsubscribe':
        for (const topic of frame.topics) {
          this.subscriptions.get(topic)?.close();
          this.subscriptions.delete(topic);
          this.owed.delete(topic);
        }
        return;
      case 'subscribe': {
        if (!(await this.checkAccess(true))) return;
        const fresh = frame.topics.filter(({ topic }) => !this.subscriptions.has(topic)).length;
        if (this.subscriptions.size + fresh > this.context.options.maxTopics) {
          this.send({ type: 'error', code: 'too_many_topics', message: `At most ${this.context.options.maxTopics} topics per connection` });
          return;
        }
        const denied = frame.topics.find(({ topic }) => !canRead(this.principal!, topic));
        if (denied) {
          this.shut(WS_CLOSE.forbidden, `Topic not allowed: ${denied.topic}`);
          return;
        }
        for (const { topic, sinceSeq } of frame.topics) this.subscribe(topic, sinceSeq, frame.batch === true);
        return;
      }
    }
  }

  /**
   * (Re)subscribes: a second subscribe to a topic restarts it from the new `sinceSeq`, batched or not as it
   * says. What the old subscription owed is written first (the client drops what it already has).
   */
  private subscribe(topic: string, sinceSeq: number | undefined, batched: boolean): void {
    this.subscriptions.get(topic)?.close();
    this.flushOwed();
    const listener: HubListener = {
      start: (headSeq) => {
        this.send({ type: 'subscribed', topic, headSeq });
        if (sinceSeq === undefined) this.sendSnapshot(topic, headSeq);
      },
      gap: (fromSeq) => {
        this.send({ type: 'gap', topic, fromSeq });
        this.sendSnapshot(topic, fromSeq - 1);
      },
      event: batched ? (entry) => this.owe(entry) : (entry) => this.sendEvent(entry),
      drain: () => this.drained(),
      error: (error) => {
        this.context.log.warn({ err: error, topic }, 'hub subscription failed');
        this.shut(1011, 'Hub unavailable');
      },
    };
    // Live events a turn at a time: one call and one write per client per turn.
    if (batched) listener.events = (entries) => this.sendBatch(entries);
    else if (this.raw) listener.events = (entries) => this.sendEvents(entries);
    const subscription = this.context.hub.subscribe(topic, sinceSeq, listener);
    this.subscriptions.set(topic, subscription);
  }

  /**
   * Sends the topic's current state as a `snapshot` frame at `seq`, when the topic has one. The state is read
   * after `seq`; a client that already holds later events drops it as stale (realtime-client.ts), and game
   * views carry `serverNow`, so a reader keeps the newest whichever arrives first.
   */
  private sendSnapshot(topic: string, seq: number): void {
    const read = this.context.snapshot?.(topic);
    if (!read) return;
    read.then(
      (state) => {
        if (state !== null && state !== undefined && this.subscriptions.has(topic)) this.send({ type: 'snapshot', topic, seq: Math.max(0, seq), state });
      },
      (error: unknown) => this.context.log.warn({ err: error, topic }, 'snapshot read failed'),
    );
  }

  /**
   * Never awaits. Raw mode: queues the shared frame for this turn's write (event-frames.ts). Otherwise one
   * `send` per event. Either way a client whose send buffer overflowed is dropped with 4408.
   */
  private sendEvent(entry: HubEntry): void {
    if (this.batch) {
      if (!this.closed) this.batch.add(entry, eventFrame(entry));
      return;
    }
    if (!this.isWritable()) return;
    this.socket.send(framePayload(eventFrame(entry)), { binary: false, compress: false });
    gatewayStats.eventFramesSent += 1;
    this.checkBuffer();
  }

  /** A turn's live events from the hub (raw mode): after what is queued, their shared frames in one write. */
  private sendEvents(entries: readonly HubEntry[]): void {
    if (this.closed) return;
    this.batch!.flush();
    this.writeEvents(batchFrames(entries), entries.length);
  }

  /** A catch-up entry of a batched topic: owed until the end of the turn (or a full page), then one frame. */
  private owe(entry: HubEntry): void {
    if (this.closed) return;
    const owed = this.owed.get(entry.topic);
    if (owed) owed.push(entry);
    else this.owed.set(entry.topic, [entry]);
    if (owed && owed.length >= MAX_OWED_ENTRIES) {
      this.owed.delete(entry.topic);
      this.writeBatch(owed, false);
      return;
    }
    if (!this.owedQueued) {
      this.owedQueued = true;
      owing.push(this);
      if (!owingScheduled) {
        owingScheduled = true;
        setImmediate(flushOwing);
      }
    }
  }

  /** Writes every owed run as its `events` frame. Called at the end of the turn and before any other frame. */
  flushOwed(): void {
    this.owedQueued = false;
    if (this.owed.size === 0) return;
    const runs = [...this.owed.values()];
    this.owed.clear();
    for (const run of runs) this.writeBatch(run, false);
  }

  /**
   * A turn's live events of a batched topic from the hub: after what was owed of the topic, in one frame; the
   * hub's array is the same for every in-step socket, so its frame is built once.
   */
  private sendBatch(entries: readonly HubEntry[]): void {
    if (this.closed) return;
    const topic = entries[0]!.topic;
    const owed = this.owed.get(topic);
    if (owed) {
      this.owed.delete(topic);
      this.writeBatch([...owed, ...entries], false);
      return;
    }
    this.writeBatch(entries, true);
  }

  /** Writes one `events` frame for consecutive `entries` of one topic, after everything queued before. */
  private writeBatch(entries: readonly HubEntry[], fromHub: boolean): void {
    if (!this.isWritable()) return;
    if (this.raw) {
      this.batch!.flush();
      if (!this.isWritable()) return;
      this.raw.write(eventsFrame(entries, fromHub, this.deflate));
    } else {
      this.socket.send(framePayload(eventsFrame(entries, fromHub, false)), { binary: false, compress: false });
    }
    gatewayStats.eventFramesSent += entries.length;
    gatewayStats.eventWrites += 1;
    this.checkBuffer();
  }

  /** Writes a batch of event frames (raw mode). */
  private writeEvents(data: Buffer, frames: number): void {
    if (!this.isWritable()) return;
    this.raw!.write(data);
    gatewayStats.eventFramesSent += frames;
    gatewayStats.eventWrites += 1;
    this.checkBuffer();
  }

  private checkBuffer(): void {
    if (this.socket.bufferedAmount > this.context.options.maxBufferedBytes) {
      gatewayStats.tooSlowCloses += 1;
      this.shut(WS_CLOSE.tooSlow, 'Too slow: reconnect and resume with your last seq');
    }
  }

  /** Resolves once the send buffer is down to a quarter of the limit (or the socket is gone): paces replays. */
  private async drained(): Promise<void> {
    // A catch-up page was just queued: hand it to the socket so the buffer check below sees it.
    this.batch?.flush();
    this.flushOwed();
    const target = this.context.options.maxBufferedBytes / 4;
    while (!this.closed && this.socket.readyState === OPEN && this.socket.bufferedAmount > target) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Re-checks the session and topic rights; closes 4401 / 4403 when lost. `renew` on client activity only.
   * @returns whether the connection may go on.
   */
  private async checkAccess(renew: boolean): Promise<boolean> {
    if (!this.principal) return false;
    const principal = await this.context.recheck(this.principal, renew);
    if (this.closed) return false;
    if (!principal) {
      this.shut(WS_CLOSE.unauthorized, 'Session ended');
      return false;
    }
    this.principal = principal;
    const lost = [...this.subscriptions.keys()].find((topic) => !canRead(principal, topic));
    if (lost) {
      this.shut(WS_CLOSE.forbidden, `Topic no longer allowed: ${lost}`);
      return false;
    }
    return true;
  }

  /** Closes with a code; the socket is terminated if the handshake does not finish in time. */
  private shut(code: number, reason: string): void {
    if (this.closed) return;
    // Frames queued before the close go out first, except to a client that could not keep up anyway.
    if (code !== WS_CLOSE.tooSlow) {
      this.flushOwed();
      this.batch?.flush();
    }
    if (this.closed) return; // that flush overflowed the buffer: already closed with 4408
    this.dispose();
    this.socket.close(code, reason);
    setTimeout(() => this.socket.terminate(), this.context.options.closeGraceMs).unref();
  }

  private terminate(): void {
    this.dispose();
    this.socket.terminate();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    gatewayStats.connections -= 1;
    for (const timer of this.timers) clearInterval(timer);
    this.batch?.clear();
    this.owed.clear();
    for (const subscription of this.subscriptions.values()) subscription.close();
    this.subscriptions.clear();
  }
}
