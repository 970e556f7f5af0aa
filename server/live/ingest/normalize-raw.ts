/** Routes a {@link RawLiveMessage} to the normalizer of its format (streams/live/normalize). Never throws. */
import type { NormalizeResult } from '../../../streams/live/normalize/normalize-result';
import { normalizeEulerEnvelope } from '../../../streams/live/normalize/euler';
import { normalizeTikfinityEvent } from '../../../streams/live/normalize/tikfinity';
import { normalizeWebcastLine, normalizeWebcastMessage } from '../../../streams/live/normalize/webcast';
import type { RawLiveMessage } from '../sources/live-source';

/** Whether a webcast payload is a timeline line `{ ts, type, data }` rather than a bare message. */
function isTimelineLine(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'type' in payload && 'data' in payload;
}

/**
 * The normalize results of one raw message. `roomId` is the platform room id to assume for messages that
 * carry none (Euler and TikFinity often omit it).
 */
export function normalizeRaw(raw: RawLiveMessage, roomId: string): readonly NormalizeResult[] {
  switch (raw.format) {
    case 'webcast': {
      if (typeof raw.payload === 'string' || isTimelineLine(raw.payload)) return [normalizeWebcastLine(raw.payload, { roomId })];
      const data = raw.payload as { common?: { method?: unknown } } | null;
      const method = typeof data?.common?.method === 'string' ? data.common.method : 'unknown';
      return [normalizeWebcastMessage(method, raw.payload, { receivedAt: raw.receivedAt, roomId })];
    }
    case 'euler':
      return normalizeEulerEnvelope(raw.payload, { receivedAt: raw.receivedAt, roomId });
    case 'tikfinity':
      return [normalizeTikfinityEvent(raw.payload, { receivedAt: raw.receivedAt, roomId })];
  }
}
