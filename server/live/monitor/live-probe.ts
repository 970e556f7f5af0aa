/**
 * "Is this streamer live?" for every platform source (each one answers it), and how to connect to a live streamer's
 * room (focus and PK monitors).
 *
 * - `simulator` (the default): the seeded population of fake streamers (simulator-population.ts) answers from its
 *   schedule; a live streamer's room is a simulator joining its session in progress, seeded by the session, so every
 *   worker sees the same stream, which ends when the schedule says. Regular monitors get a viewer count and like
 *   total drawn from the session and the minute.
 * - `replay`: MONITOR_REPLAY_FILE is one live session: every monitored streamer is live until its replay room has
 *   played the file to its end (once per process), then offline.
 * - `euler`, `tikfinity`, `connector`: the platform itself answers — the probe opens the streamer's source and waits
 *   for its first word: connected (live), not live, or a drop (the scan fails and is retried at the next interval;
 *   the streamer's status is left as it was).
 */
import type { LiveConfig } from '../../config';
import type { LiveRoomRequest, LiveSourceKind } from '../../../streams/contracts/live-rooms';
import { createLiveSource } from '../sources/create-live-source';
import type { LiveSource } from '../sources/live-source';
import { monitorReason } from '../../../streams/monitor/monitor-reasons';
import { seededRandom, seedOf } from '../sources/simulator/seeded-random';
import { createSimulatorPopulation, type SimulatorPopulation } from '../sources/simulator/simulator-population';
import { createSimulatorSource } from '../sources/simulator/simulator-source';

/** A scan's answer. */
export interface ProbeResult {
  live: boolean;
  /** Why, when not simply live/not live (the platform's words). */
  reason?: string;
  /** When the stream began, when the platform says (else the scanner uses the scan time). */
  startedAt?: number;
  /** A regular monitor's snapshot: viewers now and the room's like total (null when the platform gave none). */
  viewers?: number | null;
  likes?: number | null;
  /**
   * The streamer's follower count, when the platform gives it with its answer (null or absent: not reported; none of
   * the built-in probes reports it yet, a probe that learns it sets it and the CRM's data log follows).
   */
  followers?: number | null;
}

/** What connecting to a live streamer needs: the room request (for its label and clock) and, optionally, its source. */
export interface RoomPlan {
  request: LiveRoomRequest;
  /** A prepared source (the simulator joining a session in progress); otherwise built from `request`. */
  source?: LiveSource;
}

export interface LiveProbe {
  readonly kind: LiveSourceKind;
  /**
   * Is `uniqueId` live at `at` (epoch ms)?
   * @throws when the platform could not be asked (network, timeout); the scan is then skipped.
   */
  probe(uniqueId: string, at: number): Promise<ProbeResult>;
  /** How to connect to `uniqueId`'s live room now. */
  roomPlan(uniqueId: string, at: number): RoomPlan;
  /** The streamer's room ended on its own (the replay probe answers 'not live' from then on). */
  roomEnded(uniqueId: string): void;
}

export interface ProbeOptions {
  kind: LiveSourceKind;
  live: LiveConfig;
  dataDir: string;
  /** Replay source: the timeline file (under DATA_DIR or FIXTURES_DIR). */
  replayFile?: string;
  /** Replay source: playback speed (1 = as recorded, the default; 0 = as fast as possible, for tests). */
  replaySpeed?: number;
  /** Simulator source: the population (default: 1,000 streamers, seed 2026 — the embedded seed's). */
  population?: SimulatorPopulation;
  /** Platform sources: how long to wait for the first signal, ms (default 15 s). */
  probeTimeoutMs?: number;
}

/** The default population's size: the embedded seed monitors its first 24; imports may name more of them. */
export const SIMULATOR_POPULATION_SIZE = 1_000;

/** Builds the probe of the configured source. */
export function createLiveProbe(options: ProbeOptions): LiveProbe {
  switch (options.kind) {
    case 'simulator':
      return simulatorProbe(options.population ?? createSimulatorPopulation(SIMULATOR_POPULATION_SIZE));
    case 'replay':
      return replayProbe(options.replayFile ?? 'link.timeline.jsonl', options.replaySpeed ?? 1);
    default:
      return platformProbe(options);
  }
}

function simulatorProbe(population: SimulatorPopulation): LiveProbe {
  const battlesPerHour = new Map(population.streamers.map((s) => [s.uniqueId, s.battlesPerHour]));
  return {
    kind: 'simulator',
    async probe(uniqueId, at) {
      const session = population.liveAt(uniqueId, at);
      if (!session) return { live: false };
      // A plausible audience: a base per session, drifting minute by minute.
      const base = 300 + Math.floor(seededRandom(seedOf(session.sessionId))() * 4_700);
      const minutes = Math.floor((at - session.startedAt) / 60_000);
      const drift = seededRandom(seedOf(`${session.sessionId}:${minutes}`))();
      return { live: true, startedAt: session.startedAt, viewers: Math.round(base * (0.8 + drift * 0.4)), likes: minutes * 900 + Math.floor(drift * 900) };
    },
    roomPlan(uniqueId, at) {
      const session = population.liveAt(uniqueId, at);
      const request: LiveRoomRequest = { source: 'simulator', uniqueId, speed: 1 };
      if (!session) return { request };
      return {
        request,
        source: createSimulatorSource({
          roomId: session.sessionId,
          seed: seedOf(session.sessionId),
          speed: 1,
          streamStartedAt: session.startedAt,
          durationMs: session.endsAt - session.startedAt,
          rates: { battlesPerHour: battlesPerHour.get(uniqueId) ?? 2 },
        }),
      };
    },
    roomEnded: () => undefined,
  };
}

function replayProbe(file: string, speed: number): LiveProbe {
  const played = new Set<string>();
  return {
    kind: 'replay',
    probe: async (uniqueId) => (played.has(uniqueId.toLowerCase()) ? { live: false, reason: monitorReason('replayEnded') } : { live: true }),
    roomPlan: (uniqueId) => ({ request: { source: 'replay', uniqueId, file, speed } }),
    roomEnded: (uniqueId) => {
      played.add(uniqueId.toLowerCase());
    },
  };
}

function platformProbe(options: ProbeOptions): LiveProbe {
  const timeoutMs = options.probeTimeoutMs ?? 15_000;
  const requestOf = (uniqueId: string): LiveRoomRequest => ({ source: options.kind, uniqueId });
  return {
    kind: options.kind,
    async probe(uniqueId) {
      const source = await createLiveSource(`probe-${uniqueId}`, requestOf(uniqueId), { live: options.live, dataDir: options.dataDir });
      return new Promise<ProbeResult>((resolve, reject) => {
        const abort = new AbortController();
        const timer = setTimeout(() => finish(() => reject(new Error(`${options.kind} did not answer within ${timeoutMs} ms`))), timeoutMs);
        let done = false;
        const finish = (settle: () => void) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          abort.abort();
          settle();
        };
        source.open((signal) => {
          // Euler and TikFinity accept the socket before they know the room (Euler then closes with NOT_LIVE), so only
          // a message proves the stream; the connector connects only to a live room.
          if (signal.type === 'message' || (signal.type === 'connected' && options.kind === 'connector')) finish(() => resolve({ live: true }));
          else if (signal.type === 'connected') return;
          else if (signal.type === 'notLive' || signal.type === 'ended') finish(() => resolve({ live: false, reason: signal.reason }));
          else finish(() => reject(new Error(signal.reason)));
        }, abort.signal);
      });
    },
    roomPlan: (uniqueId) => ({ request: requestOf(uniqueId) }),
    roomEnded: () => undefined,
  };
}
