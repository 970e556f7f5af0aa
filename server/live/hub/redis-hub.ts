/**
 * Redis Streams {@link Hub} for scale-out: one stream per topic, entry id = resume cursor, bounded by MAXLEN.
 * Keys, under the app's key prefix:
 * - `<prefix>hub:seq:<topic>`    the topic's counter (head seq);
 * - `<prefix>hub:stream:<topic>` the stream; entry id `<seq>-0`, fields `e` (event JSON), `t` (publishedAt ms);
 * - `<prefix>hub:wake:<uuid>`    one per instance, written to wake its blocked reader when topics change.
 *
 * Publishing runs one Lua script (INCR + XADD with the explicit id), atomic in Redis, so publishers on any
 * number of instances get unique, gapless seqs and stream ids always grow — an explicit id lower than the
 * last one can never be attempted. Each instance runs ONE reader loop on a dedicated connection: XREAD BLOCK
 * over every topic that has local subscribers (plus its wake stream), fanning entries out in process.
 * Not for Redis Cluster: the reader reads many keys in one XREAD.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { assertTopic, DEFAULT_HUB_OPTIONS, serializeEvent, stripUndefined, type Hub, type HubEntry, type HubOptions } from './hub';
import { LocalFanout, TopicSubscription, type TopicLog } from './topic-subscription';

/**
 * KEYS: counter, stream. ARGV: event JSON, MAXLEN, retention ms, publishedAt ms. Returns the seq.
 * The fallback covers a counter lost while its stream survived (eviction, manual DEL): XADD would refuse the
 * smaller id, so the counter jumps past the stream's last id instead of the publish failing forever.
 */
const PUBLISH_LUA = `
local seq = redis.call('INCR', KEYS[1])
local added = redis.pcall('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], seq .. '-0', 'e', ARGV[1], 't', ARGV[4])
if type(added) == 'table' and added.err then
  local info = redis.call('XINFO', 'STREAM', KEYS[2])
  local lastId = '0-0'
  for i = 1, #info, 2 do
    if info[i] == 'last-generated-id' then lastId = info[i + 1] end
  end
  seq = tonumber(string.match(lastId, '^(%d+)')) + 1
  redis.call('SET', KEYS[1], seq)
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], seq .. '-0', 'e', ARGV[1], 't', ARGV[4])
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return seq
`;

interface PublishingRedis extends Redis {
  hubPublish(counterKey: string, streamKey: string, json: string, maxLen: number, retentionMs: number, publishedAt: number): Promise<number>;
}

/** A stream entry as ioredis returns it: `[id, [field, value, …]]`. */
type RawEntry = [id: string, fields: string[]];

/** Entries per XREAD reply per topic. */
const READ_COUNT = 1_000;
/** XREAD BLOCK timeout (ms); topic changes wake the reader earlier through the wake stream. */
const BLOCK_MS = 5_000;

export interface RedisHub extends Hub {
  /** Deletes every hub key under this prefix (tests clean up with it). */
  clear(): Promise<void>;
}

export interface RedisHubOptions extends Partial<Omit<HubOptions, 'historyMaxAgeMs'>> {
  /** Hears connection and reader-loop errors (default: ignored; ioredis reconnects by itself). */
  onError?: (error: Error) => void;
}

const seqOf = (id: string): number => Number(id.slice(0, id.indexOf('-')));

/** A hub entry whose event is parsed from JSON only if a local subscriber asks for it. */
function entryFrom(topic: string, [id, fields]: RawEntry): HubEntry {
  let json = 'null';
  let publishedAt = 0;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'e') json = fields[i + 1]!;
    else if (fields[i] === 't') publishedAt = Number(fields[i + 1]);
  }
  let parsed: { value: unknown } | undefined;
  return {
    topic,
    seq: seqOf(id),
    json,
    publishedAt,
    get event() {
      parsed ??= { value: JSON.parse(json) as unknown };
      return parsed.value;
    },
  };
}

/**
 * Connects two clients (commands, and the blocking reader) and starts the reader loop.
 * @param prefix the app's key prefix (`config.kvPrefix`; tests pass a unique one).
 * @throws when Redis cannot be reached.
 */
export async function createRedisHub(url: string, prefix: string, options: RedisHubOptions = {}): Promise<RedisHub> {
  const { historyLength, idleTopicTtlMs } = { ...DEFAULT_HUB_OPTIONS, ...stripUndefined(options) };
  const onError = options.onError ?? (() => undefined);
  const command = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 }) as PublishingRedis;
  // The reader waits through reconnects instead of failing its XREAD: its cursors stay valid.
  const reader = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  command.on('error', onError);
  reader.on('error', onError);
  command.defineCommand('hubPublish', { numberOfKeys: 2, lua: PUBLISH_LUA });
  try {
    await Promise.all([command.connect(), reader.connect()]);
  } catch (error) {
    command.disconnect();
    reader.disconnect();
    throw error;
  }

  const counterKey = (topic: string) => `${prefix}hub:seq:${topic}`;
  const streamKey = (topic: string) => `${prefix}hub:stream:${topic}`;
  const wakeKey = `${prefix}hub:wake:${randomUUID()}`;
  const fanout = new LocalFanout();
  /** Topics the reader follows → the last seq it handed to fan-out (undefined while the start is fetched). */
  const cursors = new Map<string, number | undefined>();
  let closed = false;

  const log: TopicLog = {
    async read(topic, afterSeq, limit) {
      // GET before XRANGE in one pipeline: the head is never newer than the entries (TopicLog contract).
      const results = await command
        .pipeline()
        .get(counterKey(topic))
        .xrange(streamKey(topic), String(afterSeq + 1), '+', 'COUNT', limit)
        .exec();
      if (!results) throw new Error('redis pipeline aborted');
      const [[headError, head], [rangeError, range]] = results as [[Error | null, string | null], [Error | null, RawEntry[]]];
      if (headError) throw headError;
      if (rangeError) throw rangeError;
      return { entries: range.map((raw) => entryFrom(topic, raw)), headSeq: Number(head ?? 0) };
    },
    async headSeq(topic) {
      return Number((await command.get(counterKey(topic))) ?? 0);
    },
  };

  const wake = async () => {
    await command.multi().xadd(wakeKey, 'MAXLEN', '1', '*', 'w', '1').pexpire(wakeKey, 60_000).exec();
  };

  /** Starts following `topic` from its current head; history before that is read by the subscriptions. */
  const follow = (topic: string) => {
    if (cursors.has(topic)) return;
    cursors.set(topic, undefined);
    void log
      .headSeq(topic)
      .then((head) => {
        if (cursors.has(topic) && cursors.get(topic) === undefined) cursors.set(topic, head);
        return wake();
      })
      .catch((error: unknown) => {
        cursors.delete(topic);
        onError(error instanceof Error ? error : new Error(String(error)));
      });
  };

  let wakeCursor = '0-0';
  const readLoop = async () => {
    while (!closed) {
      for (const topic of cursors.keys()) if (!fanout.has(topic)) cursors.delete(topic);
      for (const topic of fanout.topics()) follow(topic);
      const followed = [...cursors].filter((pair): pair is [string, number] => pair[1] !== undefined);
      const keys = [wakeKey, ...followed.map(([topic]) => streamKey(topic))];
      const ids = [wakeCursor, ...followed.map(([, seq]) => `${seq}-0`)];
      try {
        const reply = (await reader.xread('COUNT', READ_COUNT, 'BLOCK', BLOCK_MS, 'STREAMS', ...keys, ...ids)) as [string, RawEntry[]][] | null;
        for (const [key, raws] of reply ?? []) {
          if (key === wakeKey) {
            wakeCursor = raws.at(-1)?.[0] ?? wakeCursor;
            continue;
          }
          const topic = key.slice(streamKey('').length);
          let cursor = cursors.get(topic);
          if (cursor === undefined) continue;
          for (const raw of raws) {
            const seq = seqOf(raw[0]);
            if (seq <= cursor) continue;
            cursor = seq;
            cursors.set(topic, seq);
            fanout.push(entryFrom(topic, raw));
          }
        }
      } catch (error) {
        if (closed) return;
        onError(error instanceof Error ? error : new Error(String(error)));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  const loopDone = readLoop();

  return {
    kind: 'redis',
    async publish(topic, event) {
      assertTopic(topic);
      const json = serializeEvent(event);
      const seq = await command.hubPublish(counterKey(topic), streamKey(topic), json, historyLength, idleTopicTtlMs, Date.now());
      return Number(seq);
    },
    subscribe(topic, sinceSeq, listener) {
      assertTopic(topic);
      const subscription = new TopicSubscription(topic, listener, log, fanout, sinceSeq);
      follow(topic);
      return subscription;
    },
    headSeq: (topic) => log.headSeq(topic),
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await command.scan(cursor, 'MATCH', `${prefix.replace(/[*?[\]\\]/g, '\\$&')}hub:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await command.del(...keys);
      } while (cursor !== '0');
    },
    async close() {
      if (closed) return;
      closed = true;
      fanout.closeAll();
      reader.disconnect();
      await loopDone;
      await command.del(wakeKey).catch(() => undefined);
      await command.quit().catch(() => undefined);
    },
  };
}
