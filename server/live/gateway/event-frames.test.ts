/** The gateway's pre-encoded frames and per-turn batches (event-frames.ts): bytes, sharing and order. */
import { describe, expect, it } from 'vitest';
import type { HubEntry } from '../hub/hub';
import { eventFrame, FrameBatch, framePayload, textFrame } from './event-frames';

const entry = (topic: string, seq: number, event: unknown = { n: seq }): HubEntry => ({ topic, seq, event, json: JSON.stringify(event), publishedAt: 0 });

/** Splits concatenated server frames (unmasked, final, text) into their payload strings. */
function decode(data: Buffer): string[] {
  const texts: string[] = [];
  let off = 0;
  while (off < data.length) {
    expect(data[off]).toBe(0x81);
    const marker = data[off + 1]!;
    expect(marker & 0x80).toBe(0); // never masked
    let length = marker;
    let header = 2;
    if (marker === 126) {
      length = data.readUInt16BE(off + 2);
      header = 4;
    } else if (marker === 127) {
      length = Number(data.readBigUInt64BE(off + 2));
      header = 10;
    }
    texts.push(data.toString('utf8', off + header, off + header + length));
    off += header + length;
  }
  return texts;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('textFrame', () => {
  it('uses the 7-bit, 16-bit and 64-bit length forms and counts UTF-8 bytes', () => {
    for (const text of ['', 'é'.repeat(62), 'x'.repeat(126), 'ü'.repeat(40_000), 'y'.repeat(70_000)]) {
      const frame = textFrame(text);
      expect(decode(frame)).toEqual([text]);
      expect(framePayload(frame).toString('utf8')).toBe(text);
    }
    expect(textFrame('x'.repeat(125))[1]).toBe(125);
    expect(textFrame('x'.repeat(126))[1]).toBe(126);
    expect(textFrame('x'.repeat(65_536))[1]).toBe(127);
  });
});

describe('eventFrame', () => {
  it('is the contract event frame with the published JSON spliced in, built once per entry', () => {
    const a = entry('room:a', 7, { type: 'chat', text: 'hé "quoted"' });
    const frame = eventFrame(a);
    expect(JSON.parse(decode(frame)[0]!)).toEqual({ type: 'event', topic: 'room:a', seq: 7, event: a.event });
    const b = entry('room:b', 1);
    expect(JSON.parse(decode(eventFrame(b))[0]!)).toEqual({ type: 'event', topic: 'room:b', seq: 1, event: { n: 1 } });
    expect(eventFrame(a)).toBe(frame);
  });
});

describe('FrameBatch', () => {
  it('writes what one turn queued as one buffer, in order, and shares it between sockets with the same run', async () => {
    const writes: { socket: number; data: Buffer; frames: number }[] = [];
    const batches = [0, 1, 2].map((socket) => new FrameBatch((data, frames) => writes.push({ socket, data, frames }), 1 << 20));
    const entries = [1, 2, 3, 4].map((seq) => entry('room:run', seq));
    for (const e of entries) for (const batch of batches) batch.add(e, eventFrame(e));
    expect(writes).toEqual([]);
    expect(batches[0]!.pendingBytes).toBe(entries.reduce((sum, e) => sum + eventFrame(e).length, 0));
    await nextTurn();
    expect(writes.map((w) => [w.socket, w.frames])).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ]);
    expect(decode(writes[0]!.data).map((text) => (JSON.parse(text) as { seq: number }).seq)).toEqual([1, 2, 3, 4]);
    // The same run of entries: the very same bytes, copied once.
    expect(writes[1]!.data).toBe(writes[0]!.data);
    expect(writes[2]!.data).toBe(writes[0]!.data);
    expect(batches[0]!.pendingBytes).toBe(0);
  });

  it('concatenates a run that is not one topic in seq order privately', async () => {
    const writes: Buffer[] = [];
    const plain = new FrameBatch((data) => writes.push(data), 1 << 20);
    const mixed = new FrameBatch((data) => writes.push(data), 1 << 20);
    const [a1, b1, a2, a3] = [entry('room:a', 1), entry('room:b', 1), entry('room:a', 2), entry('room:a', 3)];
    // Same first and last entry and count as `plain`'s run, other content in between: must not be shared.
    plain.add(a1!, eventFrame(a1!));
    plain.add(a2!, eventFrame(a2!));
    plain.add(a3!, eventFrame(a3!));
    mixed.add(a1!, eventFrame(a1!));
    mixed.add(b1!, eventFrame(b1!));
    mixed.add(a3!, eventFrame(a3!));
    await nextTurn();
    expect(decode(writes[0]!).map((text) => (JSON.parse(text) as { seq: number }).seq)).toEqual([1, 2, 3]);
    expect(decode(writes[1]!).map((text) => JSON.parse(text) as { topic: string; seq: number })).toMatchObject([
      { topic: 'room:a', seq: 1 },
      { topic: 'room:b', seq: 1 },
      { topic: 'room:a', seq: 3 },
    ]);
  });

  it('writes at once beyond maxPendingBytes, on flush(), and never after clear()', async () => {
    const writes: number[] = [];
    const big = entry('room:big', 1, { pad: 'z'.repeat(600) });
    const small = entry('room:big', 2);
    const batch = new FrameBatch((_data, frames) => writes.push(frames), 500);
    batch.add(big, eventFrame(big));
    expect(writes).toEqual([1]);
    batch.add(small, eventFrame(small));
    batch.flush();
    expect(writes).toEqual([1, 1]);
    const dropped = entry('room:big', 3);
    batch.add(dropped, eventFrame(dropped));
    batch.clear();
    await nextTurn();
    expect(writes).toEqual([1, 1]);
  });
});
