/**
 * The simulator's room, as a deterministic script of webcast timeline lines (`{ ts, type, data }`, the fixture
 * format of tests/fixtures/tiktok/README.md "Shapes"), so simulated rooms travel the very path real ones
 * do: source → webcast normalizer → exactly-once gift ledger → hub.
 *
 * It behaves like a real room where it matters for counting: streakable gifts arrive as streaks of frames with
 * a cumulative `repeatCount` and a final `repeatEnd` frame; some finishing frames are sent twice under a new
 * msgId; some streaks never get their end frame; some frames are replayed with the same msgId (a reconnect).
 * Likes carry a running total, viewers drift, people join, follow and share, and PK battles start, score
 * and end. Rates are per minute of stream time.
 *
 * `truth()` tallies what an exactly-once counter must count from the lines produced so far (each streak at its
 * highest repeatCount, each other gift once), computed from the script's own decisions, independently of the
 * ledger, so tests and the bench can check the whole pipeline against it.
 */
import { SIMULATED_GIFTS, type SimulatedGift } from './simulator-gifts';
import { exponential, pickWeighted, seededRandom, type Random } from './seeded-random';

/** Events per minute of stream time (defaults describe a busy but ordinary room). */
export interface SimulatorRates {
  /** Gift sends (a streak counts as one send). */
  gifts: number;
  likes: number;
  chats: number;
  joins: number;
  follows: number;
  shares: number;
  /** Viewer-count updates (WebcastRoomUserSeqMessage). */
  viewerUpdates: number;
  /** PK battles started per hour. */
  battlesPerHour: number;
}

export const DEFAULT_RATES: SimulatorRates = {
  gifts: 30,
  likes: 120,
  chats: 40,
  joins: 30,
  follows: 4,
  shares: 2,
  viewerUpdates: 12,
  battlesPerHour: 6,
};

/** How often the awkward cases happen (probabilities per streak / per gift frame). */
export interface SimulatorQuirks {
  /** A streak's finishing frame is sent again under a new msgId. */
  repeatedFinish: number;
  /** A streak ends without its repeatEnd frame. */
  missingEnd: number;
  /** A gift frame is delivered again with the same msgId (reconnect replay). */
  duplicateFrame: number;
}

export const DEFAULT_QUIRKS: SimulatorQuirks = { repeatedFinish: 0.1, missingEnd: 0.08, duplicateFrame: 0.02 };

export interface SimulatorScriptOptions {
  roomId: string;
  /** Seed of everything random in this room. */
  seed: number;
  /** Stream start, epoch ms (the `ts`/createTime of the first line). */
  startTime: number;
  rates?: Partial<SimulatorRates>;
  quirks?: Partial<SimulatorQuirks>;
  /** Size of the viewer population that gifts, likes and chats (default 200). */
  audience?: number;
}

/** One line of the script: a webcast message as the fixture timelines hold it. */
export interface TimelineLine {
  ts: number;
  type: string;
  data: Record<string, unknown>;
}

/** Ground truth of the gifts produced so far. */
export interface SimulatorTruth {
  /** Diamonds an exactly-once counter must count once every open streak is closed. */
  diamonds: number;
  /** Gift sends (streaks and single gifts). */
  sends: number;
  /** Streaks whose end frame was left out. */
  streaksWithoutEnd: number;
  /** Finishing frames sent twice under a new msgId. */
  repeatedFinishes: number;
  /** Frames replayed with the same msgId. */
  duplicateFrames: number;
}

export interface SimulatorScript {
  /** The next line (stream time never goes backwards). */
  next(): TimelineLine;
  /**
   * Ends the stream: the lines already scheduled (the rest of running streaks, battle updates, replays), in
   * order. After it, `truth()` describes exactly the lines produced.
   */
  drain(): TimelineLine[];
  /** What was sent, counting every started streak at its final count (so call `drain()` first to compare). */
  truth(): SimulatorTruth;
}

interface Viewer {
  id: string;
  uniqueId: string;
  nickname: string;
}

const NICKS = ['Mina', 'Omar', 'Jisoo', 'Lena', 'Ravi', 'Sofia', 'Hana', 'Yusuf', 'Chen', 'Aisha', 'Leo', 'Noor', 'Kai', 'Sara', 'Minho', 'Lina'];
const CHATS = ['hello!', 'love this', '🔥🔥🔥', 'go go go', 'where are you from?', 'PK time!', 'hi from Dubai', '안녕하세요', '加油', 'mashallah', 'so good', 'sing again please'];

/** Creates the script of one simulated room. Deterministic for a given `seed` and options. */
export function createSimulatorScript(options: SimulatorScriptOptions): SimulatorScript {
  const rates = { ...DEFAULT_RATES, ...options.rates };
  const quirks = { ...DEFAULT_QUIRKS, ...options.quirks };
  const random: Random = seededRandom(options.seed);
  const roomId = options.roomId;
  const hostId = `7${String(options.seed).padStart(18, '0')}`;
  const rivalId = `6${String(options.seed).padStart(18, '0')}`;
  const audience: Viewer[] = Array.from({ length: options.audience ?? 200 }, (_, i) => {
    const nick = `${NICKS[i % NICKS.length]}${Math.floor(i / NICKS.length) || ''}`;
    return { id: `8${String(options.seed % 1e9).padStart(9, '0')}${String(i).padStart(9, '0')}`, uniqueId: nick.toLowerCase(), nickname: nick };
  });

  let clock = options.startTime;
  let msgCounter = 0;
  let likeTotal = 0;
  let viewers = 50 + Math.floor(random() * 400);
  /** The room's usual audience, which the drift returns to. */
  const usualViewers = viewers;
  let members = 0;
  const truth: SimulatorTruth = { diamonds: 0, sends: 0, streaksWithoutEnd: 0, repeatedFinishes: 0, duplicateFrames: 0 };
  /** Lines scheduled for later (streak frames, battle updates), sorted by ts. */
  const pending: TimelineLine[] = [];
  let battle: { id: string; endsAt: number; hostPoints: number; rivalPoints: number } | null = null;

  const perMinute = (n: number) => n / 60_000;
  const kinds: { kind: string; weight: number }[] = [
    { kind: 'gift', weight: perMinute(rates.gifts) },
    { kind: 'like', weight: perMinute(rates.likes) },
    { kind: 'chat', weight: perMinute(rates.chats) },
    { kind: 'join', weight: perMinute(rates.joins) },
    { kind: 'follow', weight: perMinute(rates.follows) },
    { kind: 'share', weight: perMinute(rates.shares) },
    { kind: 'viewers', weight: perMinute(rates.viewerUpdates) },
    { kind: 'battle', weight: rates.battlesPerHour / 3_600_000 },
  ].filter((k) => k.weight > 0);
  const totalRate = kinds.reduce((sum, k) => sum + k.weight, 0);
  let nextRandomAt = totalRate > 0 ? clock + exponential(random, 1 / totalRate) : Infinity;

  const msgId = () => `${roomId}-${++msgCounter}`;
  const common = (method: string, ts: number) => ({ method, msgId: msgId(), roomId, createTime: String(Math.round(ts)) });
  const user = (v: Viewer) => ({
    id: v.id,
    nickname: v.nickname,
    displayId: v.uniqueId,
    avatarThumb: { urlList: [`/avatars/${v.uniqueId}.webp`] },
  });
  const viewer = () => audience[Math.floor(random() * audience.length)]!;
  const schedule = (line: TimelineLine) => {
    let i = pending.length;
    while (i > 0 && pending[i - 1]!.ts > line.ts) i--;
    pending.splice(i, 0, line);
  };

  const giftFrame = (ts: number, v: Viewer, gift: SimulatedGift, groupId: string, repeatCount: number, repeatEnd: boolean): TimelineLine => ({
    ts,
    type: 'WebcastGiftMessage',
    data: {
      common: common('WebcastGiftMessage', ts),
      giftId: gift.id,
      repeatCount,
      ...(repeatEnd ? { repeatEnd: 1 } : {}),
      groupId,
      user: user(v),
      gift: { id: gift.id, name: gift.name, diamondCount: gift.diamondCount, type: gift.type },
      userGiftReciever: { userId: battle && random() < 0.5 ? rivalId : hostId },
    },
  });

  /** Schedules a whole streak (or a single gift) starting at `ts` and records its truth. */
  const sendGift = (ts: number) => {
    const v = viewer();
    const gift = pickWeighted(random, SIMULATED_GIFTS);
    truth.sends++;
    const groupId = String(Math.round(ts));
    if (gift.type !== 1) {
      truth.diamonds += gift.diamondCount;
      const frame = giftFrame(ts, v, gift, groupId, 1, true);
      maybeDuplicate(frame);
      return frame;
    }
    // A streak: frames every 150–600 ms, the count rising by 1–3 (TikTok batches fast taps).
    const length = 1 + Math.floor(random() ** 2 * 25);
    let count = 0;
    let t = ts;
    const frames: TimelineLine[] = [];
    for (let i = 0; i < length; i++) {
      count += 1 + (random() < 0.2 ? Math.floor(random() * 3) : 0);
      frames.push(giftFrame(t, v, gift, groupId, count, false));
      t += 150 + random() * 450;
    }
    truth.diamonds += count * gift.diamondCount;
    if (random() < quirks.missingEnd) {
      truth.streaksWithoutEnd++;
    } else {
      frames.push(giftFrame(t, v, gift, groupId, count, true));
      if (random() < quirks.repeatedFinish) {
        truth.repeatedFinishes++;
        frames.push(giftFrame(t + 50 + random() * 500, v, gift, groupId, count, true));
      }
    }
    const [first, ...rest] = frames;
    for (const frame of rest) {
      schedule(frame);
      maybeDuplicate(frame);
    }
    return first!;
  };

  /** Replays a frame later under the same msgId, as TikTok does after a reconnect. */
  const maybeDuplicate = (frame: TimelineLine) => {
    if (random() >= quirks.duplicateFrame) return;
    truth.duplicateFrames++;
    schedule({ ts: frame.ts + 1000 + random() * 4000, type: frame.type, data: frame.data });
  };

  const startBattle = (ts: number): TimelineLine => {
    const id = `${roomId}-battle-${msgCounter}`;
    const durationS = 300;
    battle = { id, endsAt: ts + durationS * 1000, hostPoints: 0, rivalPoints: 0 };
    for (let t = ts + 2000; t < battle.endsAt; t += 2000) schedule({ ts: t, type: 'armies', data: {} });
    schedule({ ts: battle.endsAt, type: 'battle-end', data: {} });
    return {
      ts,
      type: 'WebcastLinkMicBattle',
      data: {
        common: common('WebcastLinkMicBattle', ts),
        battleId: id,
        battleSetting: { battleId: id, startTimeMs: String(Math.round(ts)), duration: String(durationS), status: 1 },
        anchorInfo: { [hostId]: {}, [rivalId]: {} },
      },
    };
  };

  /** Turns a placeholder scheduled by `startBattle` into the message it stands for, at its time. */
  const materialize = (line: TimelineLine): TimelineLine => {
    if (line.type === 'armies' && battle) {
      battle.hostPoints += Math.floor(random() * 60);
      battle.rivalPoints += Math.floor(random() * 60);
      return {
        ts: line.ts,
        type: 'WebcastLinkMicArmies',
        data: {
          common: common('WebcastLinkMicArmies', line.ts),
          battleId: battle.id,
          battleItems: { [hostId]: { hostScore: battle.hostPoints, userArmy: [] }, [rivalId]: { hostScore: battle.rivalPoints, userArmy: [] } },
        },
      };
    }
    if (line.type === 'battle-end' && battle) {
      const id = battle.id;
      battle = null;
      return {
        ts: line.ts,
        type: 'WebcastLinkMicBattle',
        data: { common: common('WebcastLinkMicBattle', line.ts), battleId: id, battleSetting: { battleId: id, duration: '300', status: 3 } },
      };
    }
    // A duplicate keeps its msgId: the data object is the original frame's.
    return line;
  };

  const randomLine = (ts: number): TimelineLine => {
    const { kind } = pickWeighted(random, kinds);
    switch (kind) {
      case 'gift':
        return sendGift(ts);
      case 'like': {
        const count = 1 + Math.floor(random() * 15);
        likeTotal += count;
        return { ts, type: 'WebcastLikeMessage', data: { common: common('WebcastLikeMessage', ts), count, total: String(likeTotal), user: user(viewer()) } };
      }
      case 'chat':
        return { ts, type: 'WebcastChatMessage', data: { common: common('WebcastChatMessage', ts), content: CHATS[Math.floor(random() * CHATS.length)]!, user: user(viewer()) } };
      case 'join':
        members++;
        return { ts, type: 'WebcastMemberMessage', data: { common: common('WebcastMemberMessage', ts), action: 'JOINED', memberCount: String(viewers + members), user: user(viewer()) } };
      case 'follow':
      case 'share':
        return { ts, type: 'WebcastSocialMessage', data: { common: common('WebcastSocialMessage', ts), action: kind === 'follow' ? '1' : '3', user: user(viewer()) } };
      case 'battle':
        if (!battle) return startBattle(ts);
        return randomLine(ts);
      default:
        // ±10% around the current count, pulled 5% back towards the usual audience: a walk whose mean step is above 1
        // grows without bound (about ×700 an hour at 12 updates a minute) and within hours no longer fits the
        // 32-bit viewer column of the per-minute statistics.
        viewers = Math.max(1, Math.round(viewers * (0.9 + random() * 0.2) + (usualViewers - viewers) * 0.05));
        return { ts, type: 'WebcastRoomUserSeqMessage', data: { common: common('WebcastRoomUserSeqMessage', ts), total: String(viewers) } };
    }
  };

  /** Lines carry whole milliseconds, as captures do (rounding keeps the order). */
  const whole = (line: TimelineLine): TimelineLine => ({ ...line, ts: Math.round(line.ts) });

  return {
    next() {
      const head = pending[0];
      if (head && head.ts <= nextRandomAt) {
        pending.shift();
        clock = Math.max(clock, head.ts);
        return whole(materialize(head));
      }
      clock = nextRandomAt;
      nextRandomAt = clock + exponential(random, 1 / totalRate);
      return whole(randomLine(clock));
    },
    drain() {
      const rest = pending.splice(0, pending.length).map((line) => whole(materialize(line)));
      nextRandomAt = Infinity;
      return rest;
    },
    truth: () => ({ ...truth }),
  };
}
