/**
 * The simulator's population of fake streamers who go live and offline on a seeded schedule, some with PK battles,
 * so a fresh install has a moving wall.
 *
 * Each streamer's time is cut into windows of its own length (90–180 min, offset by its own phase so windows do not
 * line up across streamers); in each window it is live at most once, for 20–100 min starting at a random point,
 * and skips about one window in five. Everything is derived by hashing (seed, streamer, window), so
 * {@link SimulatorPopulation.liveAt} is O(1), needs no state, and gives the same answer on every server and after a
 * restart; about 40% of the population is live at any time and live starts are spread evenly.
 *
 * A live session's simulator room is seeded from its {@link SimulatedSession.sessionId}, so a session's events are
 * the same wherever it is ingested. PK-heavy streamers (every fourth) battle several times an hour.
 * Plain data, no I/O.
 */
import { seededRandom, seedOf } from './seeded-random';

/** One fake streamer of the population. */
export interface SimulatedStreamer {
  uniqueId: string;
  nickname: string;
  /** A data-URI-free avatar: null, the console draws initials. */
  avatarUrl: string | null;
  /** PK battles per hour while live. */
  battlesPerHour: number;
}

/** A live session of a fake streamer. */
export interface SimulatedSession {
  /** `<uniqueId>-<startedAt>`: stable, seeds the session's room. */
  sessionId: string;
  startedAt: number;
  endsAt: number;
}

export interface SimulatorPopulation {
  readonly streamers: readonly SimulatedStreamer[];
  /** The streamer's live session at `at` (epoch ms), or null when offline (or not of this population). */
  liveAt(uniqueId: string, at: number): SimulatedSession | null;
}

const MINUTE = 60_000;
const FIRST = ['Luna', 'Mina', 'Sora', 'Yuna', 'Layla', 'Noor', 'Aria', 'Hana', 'Zara', 'Jin', 'Omar', 'Leo'];
const SECOND = ['Star', 'Moon', 'Rose', 'Sky', 'Pearl', 'Blossom', 'Wave', 'Light'];

/** The population of `size` streamers (`sim_001` …) for `seed`. */
export function createSimulatorPopulation(size: number, seed = 2026): SimulatorPopulation {
  const streamers: SimulatedStreamer[] = [];
  const shapes = new Map<string, { windowMs: number; phaseMs: number }>();
  for (let i = 0; i < size; i += 1) {
    const uniqueId = `sim_${String(i + 1).padStart(3, '0')}`;
    const random = seededRandom(seedOf(`${seed}:${uniqueId}`));
    const windowMs = Math.round(90 + random() * 90) * MINUTE;
    shapes.set(uniqueId, { windowMs, phaseMs: Math.floor(random() * windowMs) });
    streamers.push({
      uniqueId,
      nickname: `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}`,
      avatarUrl: null,
      battlesPerHour: i % 4 === 0 ? 8 : 2,
    });
  }

  const sessionOf = (uniqueId: string, windowIndex: number, windowStart: number, windowMs: number): SimulatedSession | null => {
    const random = seededRandom(seedOf(`${seed}:${uniqueId}:${windowIndex}`));
    if (random() < 0.2) return null;
    const duration = Math.round(20 + random() * 80) * MINUTE;
    const startedAt = windowStart + Math.floor(random() * (windowMs - duration));
    return { sessionId: `${uniqueId}-${startedAt}`, startedAt, endsAt: startedAt + duration };
  };

  return {
    streamers,
    liveAt(uniqueId, at) {
      const shape = shapes.get(uniqueId);
      if (!shape) return null;
      const windowIndex = Math.floor((at - shape.phaseMs) / shape.windowMs);
      const windowStart = windowIndex * shape.windowMs + shape.phaseMs;
      const session = sessionOf(uniqueId, windowIndex, windowStart, shape.windowMs);
      return session && session.startedAt <= at && at < session.endsAt ? session : null;
    },
  };
}
