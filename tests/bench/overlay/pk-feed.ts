/**
 * The `/pkProgress` bench's feed (frame time of `/pkProgress` under 10,000 gift events/s):
 * the events a running battle game publishes on `config:<id>`, produced by the real game session
 * (server/live/games/game-session.ts) from `gift.counted` records at `countedPerSec` spread over both
 * streamers, with a `gift.provisional` every {@link PROVISIONAL_EVERY} counted gifts (open streaks growing and
 * closing), so every payload is what the server would publish, byte for byte (`JSON.stringify` of the event, as
 * the hub does), coalesced as the runtime publishes them (at most one score/provisional view per 50 ms).
 *
 * Why the ledger is compacted: the session derives every view from its whole ledger (`scoreboard` and
 * `topContributors` walk all entries), so the cost of one event grows with the entries of the round; feeding
 * ~100,000 gifts to one session would take hours (over 10 ms per event at 10,000 entries on the bench machine).
 * Both functions depend only on the sums per streamer and per (streamer, viewer), and the next entry's seq only
 * on the last one, so every {@link COMPACT_EVERY} gifts the session is restored (`restoreGameSession` with its
 * persisted machines) from a ledger holding one entry per (streamer, viewer) with that sum, the last of them
 * carrying the real last seq. Its views and entries are then the uncompacted session's; {@link buildPkFeed}
 * checks that on the first {@link VERIFIED_PREFIX} events against a session that is never compacted.
 *
 * The same fact is a server finding, reported by the bench: at 10,000 gifts/s one game's view costs more per
 * event than the rate allows within seconds of a round.
 */
import { restoreGameSession, type GameConfig, type GameOutput, type GameSession } from '../../../server/live/games/game-session';
import { createViewCoalescer } from '../../../server/live/games/view-coalescer';
import type { GameTopicEvent, GameView } from '../../../streams/contracts/game-topic';
import { liveConfigBodySchema, type LiveConfigInput } from '../../../streams/games/live-config';
import type { ScoreEntry } from '../../../streams/games/score-ledger';
import type { LiveUser } from '../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';

/** A counted gift is followed by a provisional-streaks event once per this many counted gifts. */
export const PROVISIONAL_EVERY = 40;
/** Counted gifts between two compactions of the ledger (see the module comment). */
const COMPACT_EVERY = 100;
/** Events compared with an uncompacted session (quadratic: a few hundred cost well under a second). */
const VERIFIED_PREFIX = 800;
/** Viewers sending gifts; each supports one side, as fans in a PK do. */
const VIEWERS = 60;
/** Gifts timed by {@link measureSessionCost}. */
const SESSION_COST_SAMPLE = 250;

/** The bench's configuration id (the topic is `config:<id>`). */
export const BENCH_CONFIG_ID = 4242;

/**
 * A battle PK between two streamers, gifts and prices from the gift catalogue
 * (tests/fixtures/tiktok/gifts.catalogue.json), parsed by the contract's schema so defaults apply.
 */
const CONFIG_INPUT: LiveConfigInput = {
  name: 'Friday night battle',
  room: { source: 'simulator', uniqueId: 'bench_host' },
  streamers: [
    { anchorId: 'anchor-luna', nickname: 'Luna', gifts: ['5655', '5487', '5659', '6369'] },
    { anchorId: 'anchor-kai', nickname: 'Kai', gifts: ['5269', '5480', '6007', '5587'] },
  ],
  gifts: [
    { giftId: '5655', giftName: 'Rose', price: 1 },
    { giftId: '5487', giftName: 'Finger Heart', price: 5 },
    { giftId: '5659', giftName: 'Paper Crane', price: 99 },
    { giftId: '6369', giftName: 'Lion', price: 29_999 },
    { giftId: '5269', giftName: 'TikTok', price: 1 },
    { giftId: '5480', giftName: 'Heart', price: 10 },
    { giftId: '6007', giftName: 'Boxing Gloves', price: 299 },
    { giftId: '5587', giftName: 'Gold Mine', price: 1_000 },
  ],
  pkTime: { value: 60, unit: 'minutes' },
  autoEndSeconds: 0,
  pluginStyle: 'battle',
};

/** Gifts by side, with how often each is sent (cheap gifts dominate, as in a real room). */
const GIFT_MIX: readonly { giftId: string; giftName: string; diamonds: number; weight: number }[][] = [
  [
    { giftId: '5655', giftName: 'Rose', diamonds: 1, weight: 70 },
    { giftId: '5487', giftName: 'Finger Heart', diamonds: 5, weight: 20 },
    { giftId: '5659', giftName: 'Paper Crane', diamonds: 99, weight: 9.9 },
    { giftId: '6369', giftName: 'Lion', diamonds: 29_999, weight: 0.1 },
  ],
  [
    { giftId: '5269', giftName: 'TikTok', diamonds: 1, weight: 65 },
    { giftId: '5480', giftName: 'Heart', diamonds: 10, weight: 25 },
    { giftId: '6007', giftName: 'Boxing Gloves', diamonds: 299, weight: 9.5 },
    { giftId: '5587', giftName: 'Gold Mine', diamonds: 1_000, weight: 0.5 },
  ],
];

/** One event to publish: its JSON (as the hub holds it) and when to send it, ms after the feed starts. */
export interface FeedEvent {
  atMs: number;
  json: string;
  kind: GameTopicEvent['kind'];
}

/** What {@link buildPkFeed} makes. */
export interface PkFeed {
  config: GameConfig;
  /** The view of `GET api/overlay/view` and of the snapshot frame: the round just started, no gift yet. */
  initialView: GameView;
  /** The events in publish order (seq 1, 2, …). */
  events: FeedEvent[];
  countedGifts: number;
  provisionalEvents: number;
  /** The view after the last event: what the overlay must show at the end. */
  finalView: GameView;
  /** Wall time spent generating, ms. */
  buildMs: number;
}

/** A small seeded generator (mulberry32), so every run feeds the same gifts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T extends { weight: number }>(items: readonly T[], r: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let rest = r * total;
  for (const item of items) {
    rest -= item.weight;
    if (rest < 0) return item;
  }
  return items[items.length - 1]!;
}

const viewer = (index: number): LiveUser => ({
  userId: `7${String(100_000_000 + index)}`,
  uniqueId: `fan_${index}`,
  nickname: `Fan ${index}`,
  avatarUrl: null,
});

/** One entry per (round, streamer, viewer) with the sum of its gift points; the last one keeps the real last seq. */
function compact(entries: readonly ScoreEntry[]): ScoreEntry[] {
  const sums = new Map<string, ScoreEntry>();
  for (const entry of entries) {
    if (entry.cause.kind !== 'gift') throw new Error(`the bench's ledger holds only gifts, not ${entry.cause.kind}`);
    const key = `${entry.round}|${entry.streamerId}|${entry.cause.user.userId}`;
    const sum = sums.get(key);
    if (sum) sums.set(key, { ...sum, delta: sum.delta + entry.delta });
    else sums.set(key, { ...entry, cause: { ...entry.cause, key: `compacted|${key}` } });
  }
  const lastSeq = entries[entries.length - 1]?.seq ?? 0;
  const compacted = [...sums.values()];
  return compacted.map((entry, index) => ({ ...entry, seq: Math.max(1, lastSeq - compacted.length + 1 + index) }));
}

/**
 * The room events fed to the game, in order, with their time (ms after the round start at `startedAt`): counted gifts at
 * `countedPerSec`, and every {@link PROVISIONAL_EVERY} of them the open streaks (one or two growing streaks,
 * and now and then none: a streak closed).
 */
function* roomEvents(countedGifts: number, countedPerSec: number, startedAt: number): Generator<{ atMs: number; event: RoomTopicEvent }> {
  const next = random(20_260_404);
  let streakNo = 0;
  let streakRepeat = 0;
  /** The streaks the last provisional update left open (a provisional carries only what changed; a count closes one). */
  let open: { streakKey: string; user: LiveUser; giftId: string; giftName: string; diamondCount: number; repeatCount: number }[] = [];
  for (let i = 0; i < countedGifts; i += 1) {
    const atMs = (i * 1_000) / countedPerSec;
    const fan = Math.floor(next() ** 2 * VIEWERS); // a few fans send most gifts
    const side = fan % 2;
    const gift = pick(GIFT_MIX[side]!, next());
    const repeatCount = gift.diamonds >= 1_000 ? 1 : 1 + Math.floor(next() * 3);
    yield {
      atMs,
      event: {
        type: 'gift.counted',
        roomId: 'bench-room',
        giftDiamonds: gift.diamonds * repeatCount,
        gift: {
          roomId: 'bench-room',
          msgId: `7${String(400_000_000_000 + i)}`,
          user: viewer(fan),
          toUserId: null,
          giftId: gift.giftId,
          giftName: gift.giftName,
          diamondCount: gift.diamonds,
          repeatCount,
          streakRepeatCount: repeatCount,
          diamonds: gift.diamonds * repeatCount,
          cause: repeatCount > 1 ? 'end-frame' : 'single',
          streakKey: repeatCount > 1 ? `bench-streak-${i}` : null,
          countedAt: startedAt + Math.floor(atMs),
        },
      },
    };
    if ((i + 1) % PROVISIONAL_EVERY !== 0) continue;
    // Every fourth update the streak closes (no open streak); otherwise it grows, with a second one at times.
    const closed = streakNo % 4 === 3;
    streakRepeat = closed ? 0 : streakRepeat + 1 + Math.floor(next() * 5);
    streakNo += 1;
    const streak = (side: number, repeat: number) => {
      const g = GIFT_MIX[side]![0]!;
      return {
        streakKey: `bench-open-${side}-${Math.floor(streakNo / 4)}`,
        user: viewer(side),
        toUserId: null,
        giftId: g.giftId,
        giftName: g.giftName,
        diamondCount: g.diamonds,
        repeatCount: repeat,
        runningDiamonds: g.diamonds * repeat,
      };
    };
    const streaks = closed ? [] : streakNo % 2 === 0 ? [streak(0, streakRepeat)] : [streak(0, streakRepeat), streak(1, 2 * streakRepeat)];
    // Streaks that end are counted, as the ingest does: the count closes them for every reader of the topic.
    for (const [n, ended] of open.filter((o) => !streaks.some((s) => s.streakKey === o.streakKey)).entries()) {
      yield {
        atMs,
        event: {
          type: 'gift.counted',
          roomId: 'bench-room',
          giftDiamonds: ended.diamondCount * ended.repeatCount,
          gift: {
            roomId: 'bench-room',
            msgId: `8${String(400_000_000_000 + i)}${n}`,
            user: ended.user,
            toUserId: null,
            giftId: ended.giftId,
            giftName: ended.giftName,
            diamondCount: ended.diamondCount,
            repeatCount: ended.repeatCount,
            streakRepeatCount: ended.repeatCount,
            diamonds: ended.diamondCount * ended.repeatCount,
            cause: 'idle',
            streakKey: ended.streakKey,
            countedAt: startedAt + Math.floor(atMs),
          },
        },
      };
    }
    open = streaks.map((s) => ({ streakKey: s.streakKey, user: s.user, giftId: s.giftId, giftName: s.giftName, diamondCount: s.diamondCount, repeatCount: s.repeatCount }));
    yield {
      atMs,
      event: {
        type: 'gift.provisional',
        roomId: 'bench-room',
        provisionalDiamonds: streaks.reduce((sum, s) => sum + s.runningDiamonds, 0),
        streaks,
      },
    };
  }
}

/**
 * Runs the battle game over `countedGifts` counted gifts at `countedPerSec` (plus the provisional updates)
 * and returns what it publishes. `startedAt` is the round's start (epoch ms); event `atMs` are relative to it.
 * @throws when the compacted session's output differs from an uncompacted one's on the verified prefix.
 */
export function buildPkFeed(countedGifts: number, countedPerSec: number, startedAt: number): PkFeed {
  const began = performance.now();
  const config: GameConfig = { ...liveConfigBodySchema.parse(CONFIG_INPUT), id: BENCH_CONFIG_ID };
  const seed = 1;
  let session: GameSession = restoreGameSession({ config, seed });
  const reference: GameSession = restoreGameSession({ config, seed });
  const startOut = session.command({ type: 'round.start' }, startedAt);
  reference.command({ type: 'round.start' }, startedAt);
  const initialView = startOut.events.at(-1)?.view ?? session.view(startedAt);

  const events: FeedEvent[] = [];
  // What the topic carries: the session's events through the server's view coalescer (view-coalescer.ts), on the
  // feed's own clock, so the overlay gets what the runtime would publish.
  let clockMs = 0;
  let due: { run: () => void; atMs: number } | null = null;
  const coalescer = createViewCoalescer({
    send: (event) => events.push({ atMs: clockMs, json: JSON.stringify(event), kind: event.kind }),
    now: () => clockMs,
    setTimer: (run, ms) => (due = { run, atMs: clockMs + ms }),
    clearTimer: () => (due = null),
  });
  const advanceTo = (atMs: number) => {
    const pending: { run: () => void; atMs: number } | null = due;
    if (pending !== null && pending.atMs <= atMs) {
      clockMs = pending.atMs;
      due = null;
      pending.run();
    }
    clockMs = atMs;
  };
  let published = 0;
  let ledger: ScoreEntry[] = [];
  let counted = 0;
  let provisional = 0;
  let lastView = initialView;
  // Open streaks live in the session's memory only (not persisted): the last update is fed again after a restore.
  let lastStreaks: RoomTopicEvent | undefined;
  const take = (out: GameOutput, atMs: number): string[] => {
    ledger.push(...out.entries);
    advanceTo(atMs);
    coalescer.push(out.events);
    published += out.events.length;
    for (const event of out.events) lastView = event.view;
    return published <= VERIFIED_PREFIX ? out.events.map((e) => JSON.stringify(e)) : [];
  };
  for (const { atMs, event } of roomEvents(countedGifts, countedPerSec, startedAt)) {
    const now = startedAt + Math.floor(atMs);
    const before = published;
    const got = take(session.onRoomEvent(event, now), atMs);
    if (event.type === 'gift.counted') counted += 1;
    else {
      provisional += published - before;
      lastStreaks = event;
    }
    if (published <= VERIFIED_PREFIX) {
      const expected = reference.onRoomEvent(event, now).events.map((e) => JSON.stringify(e));
      if (expected.join('\n') !== got.join('\n')) {
        throw new Error(`the compacted game session published something else than the real one at event ${before + 1}`);
      }
    }
    if (event.type === 'gift.counted' && counted % COMPACT_EVERY === 0) {
      ledger = compact(ledger);
      const persisted = session.persisted();
      session.stop();
      session = restoreGameSession({ config, seed, entries: ledger, persisted });
      if (lastStreaks) session.onRoomEvent(lastStreaks, now);
    }
  }
  coalescer.flush();
  session.stop();
  reference.stop();
  return { config, initialView, events, countedGifts: counted, provisionalEvents: provisional, finalView: lastView, buildMs: performance.now() - began };
}

/** The real session's cost per counted gift once a round holds `entries` gifts, uncompacted (see the module comment). */
export interface SessionCost {
  entries: number;
  msPerGift: number;
}

/**
 * Feeds `entries` counted gifts to a plain game session (no compaction, as the server runs it) and times the
 * last {@link SESSION_COST_SAMPLE} of them: the CPU one game spends per gift at that point of a busy round.
 */
export function measureSessionCost(entries = 2_000): SessionCost {
  const config: GameConfig = { ...liveConfigBodySchema.parse(CONFIG_INPUT), id: BENCH_CONFIG_ID };
  const session = restoreGameSession({ config, seed: 1 });
  const startedAt = Date.now();
  session.command({ type: 'round.start' }, startedAt);
  let counted = 0;
  let timedFrom = 0;
  for (const { atMs, event } of roomEvents(entries, 10_000, startedAt)) {
    if (event.type !== 'gift.counted') continue;
    if (counted === entries - SESSION_COST_SAMPLE) timedFrom = performance.now();
    // Serialized as the hub does at publish: part of what one gift costs the server.
    for (const out of session.onRoomEvent(event, startedAt + Math.floor(atMs)).events) JSON.stringify(out);
    counted += 1;
  }
  const msPerGift = (performance.now() - timedFrom) / SESSION_COST_SAMPLE;
  session.stop();
  return { entries, msPerGift };
}
