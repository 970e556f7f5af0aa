/**
 * Normalizer for Euler Stream WebSocket envelopes (`tests/fixtures/tiktok/euler-envelopes.json`, observed in
 * JalilK/SwiftUIEulerLiveKit's decoder tests; tests/fixtures/tiktok/README.md, "Euler envelopes" and "Shapes").
 *
 * Envelope kinds seen:
 * - `{ messages: [{ type: "<WebcastXxx>", data: {…} }, …], timestamp: <epoch ms> }`: a batch of webcast messages
 *   decoded with newer .proto names (`userId`, `uniqueId`, `comment`, `giftDetails`, `repeatEnd` as 0/1 or
 *   boolean). Each message goes through the webcast normalizer, which reads both naming families.
 * - `{ event: "room_info" | "worker_info", … }` and `{ type: "tiktok.connect", … }`: transport and room
 *   metadata, not live events: ignored.
 *
 * Euler messages often come without `common` (no msgId, roomId or createTime). The room comes from the
 * connection (`ctx.roomId`), createTime from the envelope `timestamp`, and the msgId is derived as
 * `euler:<timestamp>:<index>:<type>:<hash of the message data>`: the same envelope delivered twice dedupes,
 * while two different messages of one type in envelopes with the same timestamp (a follow and a share, two
 * gifts) keep different ids — without the hash the second would be dropped as a duplicate. Pure: zod only.
 */
import { z } from 'zod';
import { describeZodError, ignored, intLike, parseJson, rejected, type NormalizeContext, type NormalizeResult } from './normalize-result';
import { normalizeWebcastMessage } from './webcast';

/** 32-bit FNV-1a of a string, as 8 hex digits: a cheap, stable fingerprint (not a security hash). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** JSON with object keys sorted, so the same data always gives the same text whatever the key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const batchSchema = z.object({
  messages: z.array(z.object({ type: z.string().min(1), data: z.unknown() })),
  timestamp: intLike.optional(),
});

const metaSchema = z.union([
  z.object({ event: z.string().min(1) }),
  z.object({ type: z.string().min(1) }),
]);

/**
 * Normalizes one Euler envelope.
 * @param envelope the envelope as JSON text or parsed value.
 * @param ctx `receivedAt` (ms) and the connection's `roomId` (Euler messages often carry none).
 * @returns one result per inner message (in order); a single `ignored` result for metadata envelopes; a single
 *   reject for a malformed envelope. Never throws.
 */
export function normalizeEulerEnvelope(envelope: string | unknown, ctx: NormalizeContext): NormalizeResult[] {
  let value: unknown = envelope;
  if (typeof envelope === 'string') {
    const parsed = parseJson(envelope);
    if (!parsed.ok) return [rejected(`euler: ${parsed.reason}`)];
    value = parsed.value;
  }
  if (typeof value === 'object' && value !== null && 'messages' in value) {
    const batch = batchSchema.safeParse(value);
    if (!batch.success) return [rejected(`euler: ${describeZodError(batch.error)}`)];
    const timestamp = batch.data.timestamp;
    return batch.data.messages.map((message, index) =>
      normalizeWebcastMessage(message.type, message.data, {
        ...ctx,
        fallbackMsgId: `euler:${timestamp ?? ctx.receivedAt}:${index}:${message.type}:${fnv1a(stableJson(message.data))}`,
        ...(timestamp === undefined ? {} : { fallbackCreateTime: timestamp }),
      }),
    );
  }
  const meta = metaSchema.safeParse(value);
  if (meta.success) {
    const kind = 'event' in meta.data ? `event:${meta.data.event}` : `type:${meta.data.type}`;
    return [ignored(`euler ${kind}`, kind)];
  }
  return [rejected('euler: not an envelope (no messages, event or type)')];
}
