/** Batched fan-out (`HubListener.events`) at the edges: batches overlapping a catch-up, and holes. */
import { describe, expect, it } from 'vitest';
import type { HubEntry, HubListener } from './hub';
import { LocalFanout, TopicSubscription, type TopicLog } from './topic-subscription';

const entry = (seq: number): HubEntry => ({ topic: 'room:t', seq, event: { seq }, json: `{"seq":${seq}}`, publishedAt: 0 });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const turn = () => new Promise((resolve) => setImmediate(resolve));
/** Lets promise callbacks run, but no timer or immediate (the turn's batch is still waiting). */
const microtasks = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};

/** A log holding `held` (what history has); reads answer from it at once. */
function logOf(held: HubEntry[]): TopicLog {
  return {
    read: async (_topic, afterSeq, limit) => ({
      entries: held.filter((e) => e.seq > afterSeq).slice(0, limit),
      headSeq: held.at(-1)?.seq ?? 0,
    }),
    headSeq: async () => held.at(-1)?.seq ?? 0,
  };
}

function batchedRecorder() {
  const seqs: number[] = [];
  const batches: number[][] = [];
  const listener: HubListener = {
    start: () => undefined,
    gap: (fromSeq) => seqs.push(-fromSeq),
    event: (e) => seqs.push(e.seq),
    events: (entries) => {
      batches.push(entries.map((e) => e.seq));
      for (const e of entries) seqs.push(e.seq);
    },
  };
  return { listener, seqs, batches };
}

describe('batched fan-out', () => {
  it('skips what a catch-up already delivered when the turn batch arrives after it', async () => {
    const held = range(1, 2).map(entry);
    const fanout = new LocalFanout();
    const r = batchedRecorder();
    new TopicSubscription('room:t', r.listener, logOf(held), fanout, 0);
    // 3 is published in this turn: the batch waits for the turn's end, the catch-up reads it from history.
    held.push(entry(3));
    fanout.push(held[2]!);
    await microtasks();
    expect(r.seqs).toEqual([1, 2, 3]);
    held.push(entry(4), entry(5));
    fanout.push(held[3]!);
    fanout.push(held[4]!);
    await turn();
    expect(r.seqs).toEqual(range(1, 5));
    expect(r.batches).toEqual([[4, 5]]);
  });

  it('reads a hole in a batch from history, then takes the following batches whole', async () => {
    const held = range(1, 3).map(entry);
    const fanout = new LocalFanout();
    const r = batchedRecorder();
    new TopicSubscription('room:t', r.listener, logOf(held), fanout, undefined);
    await turn();
    // 4 reached history but not this instance's fan-out (a Redis reader that skipped it): 5, 6 arrive.
    held.push(entry(4), entry(5), entry(6));
    fanout.push(entry(5));
    fanout.push(entry(6));
    await turn();
    await turn();
    expect(r.seqs).toEqual([4, 5, 6]);
    held.push(entry(7), entry(8));
    fanout.push(entry(7));
    fanout.push(entry(8));
    await turn();
    expect(r.seqs).toEqual([4, 5, 6, 7, 8]);
    expect(r.batches.at(-1)).toEqual([7, 8]);
  });

  it('a batch that is not consecutive seqs is delivered entry by entry', async () => {
    const held = range(1, 2).map(entry);
    const fanout = new LocalFanout();
    const r = batchedRecorder();
    new TopicSubscription('room:t', r.listener, logOf(held), fanout, undefined);
    await turn();
    held.push(entry(3), entry(4), entry(5));
    fanout.push(entry(3));
    fanout.push(entry(5)); // 4 skipped by this instance
    await turn();
    await turn();
    expect(r.seqs).toEqual([3, 4, 5]);
    expect(r.batches).toEqual([]);
  });
});
