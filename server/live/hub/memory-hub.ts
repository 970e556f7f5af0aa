/**
 * In-process {@link Hub} for the embedded single-instance set-up: per topic a ring
 * buffer of the last `historyLength` entries (optionally also bounded by age) and a head seq. Publishing
 * fans out synchronously to this process's subscribers; nothing is awaited per subscriber.
 */
import { assertTopic, DEFAULT_HUB_OPTIONS, serializeEvent, stripUndefined, type Hub, type HubEntry, type HubOptions } from './hub';
import { LocalFanout, TopicSubscription, type TopicLog } from './topic-subscription';

interface TopicHistory {
  head: number;
  /** Entries held: seqs head - count + 1 … head. */
  count: number;
  /** Ring of `capacity` slots; seq s lives at (s - 1) % capacity. */
  ring: (HubEntry | undefined)[];
  lastPublishAt: number;
}

export interface MemoryHubOptions extends Partial<HubOptions> {
  /** Clock (ms), injectable for age tests. */
  now?: () => number;
}

/** Creates a memory hub. A sweep every minute forgets idle topics that nobody is subscribed to. */
export function createMemoryHub(options: MemoryHubOptions = {}): Hub {
  const { historyLength, historyMaxAgeMs, idleTopicTtlMs } = { ...DEFAULT_HUB_OPTIONS, ...stripUndefined(options) };
  const now = options.now ?? Date.now;
  const capacity = Math.max(1, historyLength);
  const topics = new Map<string, TopicHistory>();
  const fanout = new LocalFanout();

  const history = (topic: string): TopicHistory | undefined => {
    const found = topics.get(topic);
    if (found && historyMaxAgeMs !== undefined) {
      const cutoff = now() - historyMaxAgeMs;
      while (found.count > 0 && found.ring[(found.head - found.count) % capacity]!.publishedAt < cutoff) found.count -= 1;
    }
    return found;
  };

  const log: TopicLog = {
    async read(topic, afterSeq, limit) {
      const found = history(topic);
      if (!found) return { entries: [], headSeq: 0 };
      const oldest = found.head - found.count + 1;
      const entries: HubEntry[] = [];
      for (let seq = Math.max(afterSeq + 1, oldest); seq <= found.head && entries.length < limit; seq += 1) {
        entries.push(found.ring[(seq - 1) % capacity]!);
      }
      return { entries, headSeq: found.head };
    },
    async headSeq(topic) {
      return topics.get(topic)?.head ?? 0;
    },
  };

  const sweep = setInterval(() => {
    const cutoff = now() - idleTopicTtlMs;
    for (const [topic, found] of topics) if (found.lastPublishAt < cutoff && !fanout.has(topic)) topics.delete(topic);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async publish(topic, event) {
      assertTopic(topic);
      // Serialized once here: the gateway sends these bytes to every client, and bad input fails fast.
      const json = serializeEvent(event);
      let found = topics.get(topic);
      if (!found) topics.set(topic, (found = { head: 0, count: 0, ring: new Array<HubEntry | undefined>(capacity), lastPublishAt: 0 }));
      const publishedAt = now();
      const seq = found.head + 1;
      const entry: HubEntry = { topic, seq, event, json, publishedAt };
      found.ring[(seq - 1) % capacity] = entry;
      found.head = seq;
      found.count = Math.min(found.count + 1, capacity);
      found.lastPublishAt = publishedAt;
      fanout.push(entry);
      return seq;
    },
    subscribe(topic, sinceSeq, listener) {
      assertTopic(topic);
      return new TopicSubscription(topic, listener, log, fanout, sinceSeq);
    },
    headSeq: (topic) => log.headSeq(topic),
    async close() {
      clearInterval(sweep);
      fanout.closeAll();
    },
  };
}
