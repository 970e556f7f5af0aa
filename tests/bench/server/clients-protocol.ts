/** Messages between the websocket benchmark's orchestrator (server-bench.ts) and its client worker. */

/** `workerData` of ws-clients.worker.ts. */
export interface ClientsConfig {
  port: number;
  /** Request path of the websocket (the product: `/websocket?token=…`; the bare `ws` anchor: `/`). */
  path: string;
  clients: number;
  /**
   * Subscribe with `batch: true` and accept permessage-deflate (without server context takeover, so every
   * message inflates on its own); otherwise single `event` frames, no extension.
   */
  batch: boolean;
  /** Also connect one client that stops reading once subscribed (not counted in the figures). */
  stalledClient: boolean;
}

/** `subscribe` once every client is connected (`connected`); the window opens after `subscribed`. */
export type ClientsCommand = { type: 'subscribe'; topics: string[] } | { type: 'windowStart' } | { type: 'windowEnd' } | { type: 'close' };

/** Latency histogram resolution and range: 0.1 ms buckets up to 60 s (beyond: the last bucket). */
export const LATENCY_BUCKET_MS = 0.1;
export const LATENCY_BUCKETS = 600_000;

export interface WindowResult {
  /** Event frames each client received inside the window. */
  perClientEvents: number[];
  /** Bytes received by all clients inside the window (websocket frames, headers included). */
  bytes: number;
  /** Websocket messages carrying events received by all clients inside the window, and how many were compressed. */
  eventMessages: number;
  compressedMessages: number;
  /** Latency histogram (count per {@link LATENCY_BUCKET_MS} bucket), over every event (publish stamp → read). */
  latencyHistogram: Uint32Array;
  latencySamples: number;
  /** Since the start: seq jumps / repeated seqs seen by any client (must be 0). */
  gaps: number;
  duplicates: number;
  /** Since the start: close codes received (e.g. 4408 = dropped as too slow), and sockets still open. */
  closes: Record<string, number>;
  open: number;
}

export type ClientsMessage =
  | { type: 'connected'; clients: number }
  | { type: 'subscribed'; clients: number } | { type: 'window'; result: WindowResult } | { type: 'error'; message: string };

