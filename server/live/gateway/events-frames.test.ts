/** Batched `events` frames (events-frames.ts): the payload of the contract, the shared compressed frame, who may take it. */
import { constants, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverFrameSchema } from '../../../streams/contracts/realtime';
import type { HubEntry } from '../hub/hub';
import { deflatedTextFrame, endTurn, eventsFrame, eventsPayload, sharedDeflateAllowed } from './events-frames';

const entry = (topic: string, seq: number, event: unknown = { n: seq }): HubEntry => ({ topic, seq, event, json: JSON.stringify(event), publishedAt: 0 });

/** The payload of one unmasked server frame, inflated when RSV1 is set (RFC 7692 7.2.2). */
function payloadOf(frame: Buffer): string {
  const marker = frame[1]!;
  expect(marker & 0x80).toBe(0);
  const header = marker < 126 ? 2 : marker === 126 ? 4 : 10;
  const length = marker < 126 ? marker : marker === 126 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
  expect(frame.length).toBe(header + length);
  const payload = frame.subarray(header);
  if ((frame[0]! & 0x40) === 0) return payload.toString('utf8');
  return inflateRawSync(Buffer.concat([payload, Buffer.from([0, 0, 0xff, 0xff])]), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
}

describe('eventsPayload', () => {
  it('is the contract frame: fromSeq of the first entry, the published JSON of each in order', () => {
    const entries = [entry('room:a', 7, { text: 'hé "quoted"' }), entry('room:a', 8), entry('room:a', 9)];
    const frame = serverFrameSchema.parse(JSON.parse(eventsPayload(entries)));
    expect(frame).toEqual({ type: 'events', topic: 'room:a', fromSeq: 7, events: [{ text: 'hé "quoted"' }, { n: 8 }, { n: 9 }] });
  });
});

describe('deflatedTextFrame', () => {
  it('is a final compressed text frame (RSV1) that inflates with a fresh context, in every length form', () => {
    for (const text of ['x', 'é'.repeat(100), JSON.stringify(Array.from({ length: 3_000 }, (_, i) => ({ i, s: Math.random().toString(36) })))]) {
      const frame = deflatedTextFrame(text);
      expect(frame[0]).toBe(0xc1);
      expect(payloadOf(frame)).toBe(text);
    }
  });
});

describe('eventsFrame', () => {
  it('builds a hub batch once per encoding, matches per-socket runs by first and last entry, plain below 4 KB', () => {
    const small = [entry('room:s', 1), entry('room:s', 2)];
    expect(eventsFrame(small, true, true)).toBe(eventsFrame(small, true, false));
    expect(payloadOf(eventsFrame(small, true, true))).toBe(eventsPayload(small));

    const big = Array.from({ length: 100 }, (_, i) => entry('room:b', i + 1, { i, text: 'a chat line of some length' }));
    const deflated = eventsFrame(big, true, true);
    expect(deflated[0]).toBe(0xc1);
    expect(eventsFrame(big, true, true)).toBe(deflated);
    expect(payloadOf(deflated)).toBe(eventsPayload(big));
    expect(deflated.length * 5).toBeLessThan(eventsFrame(big, true, false).length);

    // Runs gathered per socket: the same entries in another array are the same frame until the turn ends.
    const run = eventsFrame([...big], false, true);
    expect(eventsFrame([...big], false, true)).toBe(run);
    expect(eventsFrame(big.slice(0, 50), false, true)).not.toBe(run);
    endTurn();
    expect(eventsFrame([...big], false, true)).not.toBe(run);
  });
});

describe('sharedDeflateAllowed', () => {
  it('only without server context takeover and with the full 15-bit window', () => {
    expect(sharedDeflateAllowed({ server_no_context_takeover: true })).toBe(true);
    expect(sharedDeflateAllowed({ server_no_context_takeover: true, server_max_window_bits: 15 })).toBe(true);
    expect(sharedDeflateAllowed({ server_no_context_takeover: true, server_max_window_bits: 10 })).toBe(false);
    expect(sharedDeflateAllowed({})).toBe(false);
    expect(sharedDeflateAllowed(null)).toBe(false);
    expect(sharedDeflateAllowed(undefined)).toBe(false);
  });
});
