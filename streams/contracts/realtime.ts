/**
 * The websocket protocol (`/websocket?token=…`; docs/architecture.md "Websocket protocol"): JSON text frames, one
 * message each.
 *
 * Topics: `room:<roomId>` (normalized live events of one platform room), `config:<id>` (a live config's game
 * state) and `orders:<userId>` (a staff user's orders, streams/contracts/anchor-orders.ts `ordersTopic`). Every topic has its own sequence: `seq` starts at 1 and grows by exactly 1 per
 * published event, the same on every server instance (Redis Streams when scaled out).
 *
 * Resume: a client that has seen up to `seq = n` subscribes with `sinceSeq: n` and receives every event with
 * seq > n still in history, in order, then live ones — each exactly once. Without `sinceSeq` it receives only
 * events published after the subscription. When events after `sinceSeq` are no longer held, the server sends
 * `gap` with `fromSeq` = the oldest seq it still holds (it then continues from there): the client must resync
 * its state from a snapshot or the REST API.
 *
 * Batched delivery: a `subscribe` with `batch: true` asks for that frame's topics to come as `events` frames
 * instead of one `event` frame per event: at each flush of the server (one per turn of its event loop) the socket
 * gets ONE frame per topic holding everything it is owed, `{type:'events', topic, fromSeq, events}`, where
 * `events[i]` has seq `fromSeq + i` (consecutive, never empty). Resume, `gap`, `snapshot`, ordering and
 * exactly-once are the same as for single frames; a client keeps dropping seqs at or below the last it has.
 * The choice holds per topic until the topic is subscribed again.
 *
 * Close codes: 4401 invalid or expired token (sign in again), 4403 topic not allowed, 4408 too slow (the
 * client fell too far behind and should reconnect with its last seq). Pure: zod only.
 */
import { z } from 'zod';

/**
 * `room:<id>`, `config:<id>`, `orders:<userId>` (a staff user's orders) or `monitor:wall` (the monitoring wall,
 * streams/contracts/monitor-wall.ts `WALL_TOPIC`); ids are 1–128 characters of letters, digits, `_`, `-`, `.`.
 */
export const topicSchema = z.string().regex(/^(room|config|orders|monitor):[A-Za-z0-9_.-]{1,128}$/, 'topic: expected room:<id>, config:<id>, orders:<userId> or monitor:wall');
export type Topic = z.infer<typeof topicSchema>;

/** A sequence number within one topic (1, 2, 3, …). */
export const seqSchema = z.number().int().min(0);

export const WS_CLOSE = {
  /** The token is missing, invalid, expired or its session was ended. */
  unauthorized: 4401,
  /** The credentials may not read that topic (an overlay key for another config). */
  forbidden: 4403,
  /** The client's send buffer overflowed: it was too slow; reconnect and resume with the last seq. */
  tooSlow: 4408,
} as const;

/** Client → server. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    topics: z.array(z.object({ topic: topicSchema, sinceSeq: seqSchema.optional() })).min(1).max(100),
    /** `true`: deliver these topics' events as `events` frames (several per frame), not one `event` frame each. */
    batch: z.boolean().optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(topicSchema).min(1).max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Server → client. `event` and `state` are typed by the topic's own schema (e.g. `LiveEvent` for rooms). */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event'), topic: topicSchema, seq: seqSchema, event: z.unknown() }),
  /**
   * Batched delivery (subscribed with `batch: true`): `events[i]` is the event of seq `fromSeq + i`. `fromSeq`
   * ≥ 1, at least one event (an empty batch is never sent).
   */
  z.object({ type: z.literal('events'), topic: topicSchema, fromSeq: seqSchema.min(1), events: z.array(z.unknown()).min(1) }),
  z.object({ type: z.literal('snapshot'), topic: topicSchema, seq: seqSchema, state: z.unknown() }),
  /** Acknowledges a subscription; `headSeq` is the topic's latest seq at that moment (0 = none yet). */
  z.object({ type: z.literal('subscribed'), topic: topicSchema, headSeq: seqSchema }),
  z.object({ type: z.literal('gap'), topic: topicSchema, fromSeq: seqSchema }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** How often each side sends a heartbeat (client `ping`, server websocket ping), and when silence means dead. */
export const HEARTBEAT = { intervalMs: 15_000, timeoutMs: 45_000 } as const;
