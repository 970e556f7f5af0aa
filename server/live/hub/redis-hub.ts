/**
 * Redis Streams {@link Hub} for scale-out: one stream per topic, entry id = resume cursor, bounded by MAXLEN.
 * Keys, under the app's key prefix:
 * - `<prefix>hub:seq:<topic>`    the topic's counter (head seq);
 * - `<prefix>hub:stream:<topic>` the stream; entry id `<seq>-0`, fields `e` (event JSON), `t` (publishedAt ms),
 *                                `p` (`<publisher>:<n>`, which publish of which instance wrote it);
 * - `<prefix>hub:pub:<topic>`    per publishing instance the last publish applied (`<n>:<seq>`), so a publish that
 *                                ioredis sends again after a lost reply is not appended twice;
 * - `<prefix>hub:wake:<uuid>`    one per instance, written to wake its blocked reader when topics change.
 *
 * Publishing runs one Lua script (INCR + XADD with the explicit id), atomic in Redis, so publishers on any
 * number of instances get unique seqs and stream ids always grow — an explicit id lower than the
 * last one can never be attempted. Each instance runs ONE reader loop on a dedicated connection: XREAD BLOCK
 * over every topic that has local subscribers (plus its wake stream), fanning entries out in process.
 * Not for Redis Cluster: the reader reads many keys in one XREAD.
 *
 * A Redis that restarts and keeps nothing (the deployment's Redis keeps nothing on disk) loses every counter and
 * stream. Seqs still never go backwards: each instance remembers the highest seq it knows per topic (published,
 * read or delivered) and every publish carries it as a floor, so the counter continues above it; after a
 * reconnect the instance also writes what it knows back (a Lua max), for topics another instance publishes. A
 * subscriber whose next events were lost then meets a hole in the seqs and gets a `gap` (topic-subscription.ts),
 * never a reused seq — except for events this instance published itself: it keeps its last acknowledged
 * publishes per topic ({@link RETAINED_PER_TOPIC}) and, after a reconnect, fills in from them what Redis lost, so
 * its own subscribers (and resumes on it) miss nothing. If another instance, knowing less of a topic, published to it
 * after the restart before this one wrote its head back, its events got seqs this instance's subscribers have passed:
 * this instance finds them after reconnecting and gives those subscribers a `gap` to resync. While Redis is away, publishes wait in ioredis' offline queue, in call order, and go out
 * after the reconnect; beyond {@link RedisHubOptions.maxPendingPublishes} waiting, or when a publish fails, the
 * publisher's promise rejects and the topic's next seq skips one, so every subscriber sees a gap there instead of
 * silently missing the event.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { assertTopic, DEFAULT_HUB_OPTIONS, serializeEvent, stripUndefined, type Hub, type HubEntry, type HubOptions } from './hub';
import { LocalFanout, TopicSubscription, type TopicLog } from './topic-subscription';

/**
 * KEYS: counter, stream, publishers. ARGV: event JSON, MAXLEN, retention ms, publishedAt ms, floor (the highest
 * seq the publishing instance knows for the topic), skip (1 = leave one seq unused: a publish was lost before
 * it), publisher id, publish number (grows with every publish of that instance). Returns `{seq, raised}`,
 * raised = 1 when the counter was behind the floor (Redis lost it).
 * - floor: a counter lost with the rest of Redis (a restart) continues above what was handed out before;
 * - publish number: ioredis resends commands whose reply was lost to a dropped connection; one already applied
 *   returns the seq it got instead of appending the event again;
 * - the XADD fallback covers a counter lost while its stream survived (eviction, manual DEL): XADD would refuse
 *   the smaller id, so the counter jumps past the stream's last id instead of the publish failing forever.
 */
const PUBLISH_LUA = `
local publisher = ARGV[7]
local tag = publisher .. ':' .. ARGV[8]
local mark = redis.call('HGET', KEYS[3], publisher)
if mark then
  local sep = string.find(mark, ':', 1, true)
  if tonumber(ARGV[8]) <= tonumber(string.sub(mark, 1, sep - 1)) then
    local recent = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1000)
    for _, item in ipairs(recent) do
      local fields = item[2]
      for i = 1, #fields, 2 do
        if fields[i] == 'p' and fields[i + 1] == tag then return {tonumber(string.match(item[1], '^(%d+)')), 0} end
      end
    end
    return {tonumber(string.sub(mark, sep + 1)), 0}
  end
end
local skip = tonumber(ARGV[6])
local floor = tonumber(ARGV[5])
local seq = redis.call('INCRBY', KEYS[1], 1 + skip)
local raised = 0
if seq <= floor then
  seq = floor + 1 + skip
  raised = 1
  redis.call('SET', KEYS[1], seq)
end
local added = redis.pcall('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], seq .. '-0', 'e', ARGV[1], 't', ARGV[4], 'p', tag)
if type(added) == 'table' and added.err then
  local info = redis.call('XINFO', 'STREAM', KEYS[2])
  local lastId = '0-0'
  for i = 1, #info, 2 do
    if info[i] == 'last-generated-id' then lastId = info[i + 1] end
  end
  seq = tonumber(string.match(lastId, '^(%d+)')) + 1
  redis.call('SET', KEYS[1], seq)
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[2], seq .. '-0', 'e', ARGV[1], 't', ARGV[4], 'p', tag)
end
if redis.call('HSET', KEYS[3], publisher, ARGV[8] .. ':' .. seq) == 1 then
  -- A new publisher: instances that stopped publishing are forgotten now and then (a lost mark only
  -- disables the resend check for that instance).
  if redis.call('HLEN', KEYS[3]) > 64 then
    redis.call('DEL', KEYS[3])
    redis.call('HSET', KEYS[3], publisher, ARGV[8] .. ':' .. seq)
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
return {seq, raised}
`;

/** KEYS: counter. ARGV: floor, retention ms. Raises the counter to the floor (a Redis that lost it after a restart). */
const RESEED_LUA = `
local head = tonumber(redis.call('GET', KEYS[1]) or '0')
if head < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

interface PublishingRedis extends Redis {
  hubPublish(
    counterKey: string,
    streamKey: string,
    publishersKey: string,
    json: string,
    maxLen: number,
    retentionMs: number,
    publishedAt: number,
    floor: number,
    skip: 0 | 1,
    publisher: string,
    publishNumber: number,
  ): Promise<[seq: number, raised: 0 | 1]>;
  hubReseed(counterKey: string, floor: number, retentionMs: number): Promise<number>;
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
  /**
   * Publishes waiting for Redis (unanswered) beyond which `publish` rejects at once (default 10,000): while
   * Redis is away they queue in memory, and this bounds that memory. The topic then shows a gap.
   */
  maxPendingPublishes?: number;
}

/** Thrown (rejected) by `publish` when the event was not appended; subscribers get a gap where it was. */
export class HubPublishError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HubPublishError';
  }
}

/** Default {@link RedisHubOptions.maxPendingPublishes}. */
const MAX_PENDING_PUBLISHES = 10_000;
/** How often known heads of topics idle past the retention are forgotten (ms). */
const KNOWN_SWEEP_MS = 60_000;
/**
 * Own acknowledged publishes kept per topic (at least this many, at most twice): a subscriber of this instance
 * that had not read them when Redis lost them still gets them (the last moments before a crash).
 */
const RETAINED_PER_TOPIC = 500;
/** Entries at or below a followed topic's cursor looked at after a Redis restart for seqs handed out again. */
const REUSE_CHECK_COUNT = 1_000;
/** Attempts of a catch-up read before the subscription fails (an aborted pipeline across a reconnect). */
const READ_ATTEMPTS = 3;

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
  const maxPending = options.maxPendingPublishes ?? MAX_PENDING_PUBLISHES;
  // Commands wait through reconnects in ioredis' offline queue (in order) instead of failing after a few
  // attempts: a publish that failed mid-outage would be an event lost between two that arrived.
  // `pending` bounds what waits.
  const command = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null }) as PublishingRedis;
  // The reader waits through reconnects instead of failing its XREAD: its cursors stay valid.
  const reader = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  command.on('error', onError);
  reader.on('error', onError);
  command.defineCommand('hubPublish', { numberOfKeys: 3, lua: PUBLISH_LUA });
  command.defineCommand('hubReseed', { numberOfKeys: 1, lua: RESEED_LUA });
  try {
    await Promise.all([command.connect(), reader.connect()]);
  } catch (error) {
    command.disconnect();
    reader.disconnect();
    throw error;
  }

  const counterKey = (topic: string) => `${prefix}hub:seq:${topic}`;
  const streamKey = (topic: string) => `${prefix}hub:stream:${topic}`;
  const publishersKey = (topic: string) => `${prefix}hub:pub:${topic}`;
  const wakeKey = `${prefix}hub:wake:${randomUUID()}`;
  /** This instance as a publisher (short: it is stored in every stream entry). */
  const publisher = randomUUID().slice(0, 8);
  let publishNumber = 0;
  const fanout = new LocalFanout();
  /** Topics the reader follows → the last seq it handed to fan-out (undefined while the start is fetched). */
  const cursors = new Map<string, number | undefined>();
  /**
   * Topic → the highest seq this instance knows was handed out (published, read, delivered), and when; and
   * `next`, the lowest seq its next publish can get: a publish sent before the previous one was answered gets a
   * higher seq than that one, so its floor must count it (after a restart both are sent again, in order).
   */
  const known = new Map<string, { seq: number; next: number; at: number }>();
  /** Topic → the highest seq handed out before Redis was found to have lost the topic (its retained publishes up to it may fill in). */
  const lost = new Map<string, number>();
  /** Topic → this instance's last acknowledged publishes (ascending), so a restart that lost them does not lose them here. */
  const retained = new Map<string, HubEntry[]>();
  /** Topics whose next publish must leave a seq unused: a publish of theirs was not appended. */
  const owed = new Set<string>();
  /** Publishes sent and not answered yet. */
  let pending = 0;
  let closed = false;

  const note = (topic: string, seq: number) => {
    const found = known.get(topic);
    if (!found) known.set(topic, { seq, next: seq + 1, at: Date.now() });
    else {
      if (seq > found.seq) found.seq = seq;
      if (seq >= found.next) found.next = seq + 1;
      found.at = Date.now();
    }
  };
  /** The floor of a publish about to be sent (its seq will be above it), counting the ones sent before it. */
  const claimFloor = (topic: string, skip: 0 | 1): number => {
    let found = known.get(topic);
    if (!found) known.set(topic, (found = { seq: 0, next: 1, at: Date.now() }));
    const floor = found.next - 1;
    found.next += 1 + skip;
    found.at = Date.now();
    return floor;
  };
  const retain = (entry: HubEntry) => {
    let held = retained.get(entry.topic);
    if (!held) retained.set(entry.topic, (held = []));
    // Answers come in send order, so seqs ascend; keep the tail only.
    held.push(entry);
    if (held.length > RETAINED_PER_TOPIC * 2) held.splice(0, held.length - RETAINED_PER_TOPIC);
  };
  /**
   * Redis' page merged with this instance's retained publishes after `afterSeq` (Redis' copy wins; the same seq
   * is the same event), first `limit` by seq: after a restart that lost the stream, a subscriber of this
   * instance still gets the events it published, instead of a gap.
   */
  const withRetained = (topic: string, afterSeq: number, limit: number, entries: HubEntry[]): HubEntry[] => {
    const held = retained.get(topic);
    const boundary = lost.get(topic) ?? 0;
    // Only what Redis lost: history it trimmed (MAXLEN) is gone on purpose, and subscribers get their gap.
    if (!held || held.length === 0 || boundary <= afterSeq || held[held.length - 1]!.seq <= afterSeq) return entries;
    const bySeq = new Map<number, HubEntry>();
    for (const entry of held) if (entry.seq > afterSeq && entry.seq <= boundary) bySeq.set(entry.seq, entry);
    for (const entry of entries) bySeq.set(entry.seq, entry);
    return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(0, limit);
  };
  /** Redis' head, or what this instance knows when Redis lost the topic (a restart): never lower than before. */
  const headOf = (topic: string, stored: string | null) => {
    const head = Math.max(Number(stored ?? 0), known.get(topic)?.seq ?? 0);
    if (head > 0) note(topic, head);
    return head;
  };

  const retrying = async <T>(read: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await read();
      } catch (error) {
        if (closed || attempt >= READ_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  };

  const log: TopicLog = {
    read(topic, afterSeq, limit) {
      return retrying(async () => {
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
        const entries = withRetained(topic, afterSeq, limit, range.map((raw) => entryFrom(topic, raw)));
        const last = entries.at(-1)?.seq ?? 0;
        return { entries, headSeq: Math.max(headOf(topic, head), last) };
      });
    },
    headSeq(topic) {
      return retrying(async () => headOf(topic, await command.get(counterKey(topic))));
    },
  };

  /**
   * After a reconnect: raises the counters of the topics this instance knows to what it knows, in case Redis
   * lost them and another instance (which knows less) publishes first. Publishes from here carry it anyway.
   * Resolves when every counter was written (failures go to `onError`).
   */
  const reseed = () =>
    Promise.all(
      [...known].map(([topic, { seq }]) =>
        seq === 0
          ? undefined
          : command.hubReseed(counterKey(topic), seq, idleTopicTtlMs).then(
              (raised) => {
                if (raised === 1) lost.set(topic, Math.max(lost.get(topic) ?? 0, seq));
              },
              (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
            ),
      ),
    );

  /** The id of the Redis process (`INFO server` run_id): a new one means a restart, which may have lost everything. */
  const readRunId = async (): Promise<string | null> => /^run_id:(\w+)/m.exec(await command.info('server'))?.[1] ?? null;
  let runId: string | null = null;

  /**
   * After a restart of Redis: another instance that knew less of a followed topic may have published to it before this
   * instance wrote its head back, and got seqs this instance's subscribers have already passed. Those events can
   * never reach them under their seqs, so they get a `gap` (and resync) instead of silently missing them. Found as
   * entries at or below the reader's cursor written by another instance since this one lost Redis (`t`, the
   * publisher's clock; a skew only makes a needless resync, or lets through an entry published right at the restart).
   */
  const findReusedSeqs = async (lostAt: number) => {
    const ownTag = `${publisher}:`;
    for (const [topic, cursor] of cursors) {
      if (cursor === undefined || cursor === 0) continue;
      const raws = (await command.xrange(streamKey(topic), '-', `${cursor}-0`, 'COUNT', REUSE_CHECK_COUNT)) as RawEntry[];
      const reused = raws.some(([, fields]) => {
        let tag = '';
        let at = 0;
        for (let i = 0; i + 1 < fields.length; i += 2) {
          if (fields[i] === 'p') tag = fields[i + 1]!;
          else if (fields[i] === 't') at = Number(fields[i + 1]);
        }
        return !tag.startsWith(ownTag) && at >= lostAt;
      });
      if (reused) fanout.resync(topic);
    }
  };

  let connectedOnce = false;
  /** When this instance lost Redis (the first close since it was last ready), epoch ms. */
  let lostAt: number | null = null;
  command.on('close', () => {
    lostAt ??= Date.now();
  });
  command.on('ready', () => {
    const since = lostAt ?? Date.now();
    lostAt = null;
    if (connectedOnce) {
      // Whatever this instance had published may be gone (a restart), whoever raises the counters first.
      for (const [topic, { seq }] of known) if (seq > 0) lost.set(topic, Math.max(lost.get(topic) ?? 0, seq));
      void (async () => {
        await reseed();
        const now = await readRunId();
        const restarted = now !== runId;
        runId = now;
        if (restarted) await findReusedSeqs(since);
      })().catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
    }
    connectedOnce = true;
  });
  connectedOnce = command.status === 'ready';
  if (connectedOnce) runId = await readRunId().catch(() => null);

  const sweep = setInterval(() => {
    const cutoff = Date.now() - idleTopicTtlMs;
    for (const [topic, { at }] of known) {
      if (at < cutoff && !cursors.has(topic)) {
        known.delete(topic);
        retained.delete(topic);
        lost.delete(topic);
      }
    }
  }, KNOWN_SWEEP_MS);
  sweep.unref();

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
            note(topic, seq);
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
      if (closed) throw new HubPublishError('the hub is closed');
      if (pending >= maxPending) {
        owed.add(topic);
        throw new HubPublishError(`hub store unavailable: ${pending} publishes already waiting for Redis`);
      }
      const skip = owed.delete(topic) ? 1 : 0;
      publishNumber += 1;
      pending += 1;
      const publishedAt = Date.now();
      try {
        // The floor and the number are fixed now, when the command is queued: a resend carries the same.
        const floor = claimFloor(topic, skip);
        const [seq, raised] = (
          await command.hubPublish(counterKey(topic), streamKey(topic), publishersKey(topic), json, historyLength, idleTopicTtlMs, publishedAt, floor, skip, publisher, publishNumber)
        ).map(Number) as [number, number];
        if (raised === 1) lost.set(topic, Math.max(lost.get(topic) ?? 0, floor));
        note(topic, seq);
        retain({ topic, seq, event, json, publishedAt });
        return seq;
      } catch (error) {
        owed.add(topic);
        throw new HubPublishError('publishing to the hub failed', { cause: error });
      } finally {
        pending -= 1;
      }
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
      known.clear();
      retained.clear();
      lost.clear();
      owed.clear();
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      fanout.closeAll();
      reader.disconnect();
      await loopDone;
      if (command.status !== 'ready') {
        // Redis is away: waiting publishes fail now (their callers hear it) instead of holding the shutdown.
        command.disconnect();
        return;
      }
      await command.del(wakeKey).catch(() => undefined);
      await command.quit().catch(() => undefined);
    },
  };
}
