/**
 * `simulator` source (the default, so a fresh install moves): plays a {@link createSimulatorScript}
 * room as a live stream.
 *
 * `speed` 1 plays in real time (a tick every {@link TICK_MS} emits the lines that fell due), 10 ten times
 * faster; `speed` 0 emits as fast as the process allows, in batches between event-loop turns (benchmarks).
 * `durationMs` (stream time) ends the stream after the scheduled rest of it (open streaks, replays) is out,
 * so the script's ground truth holds for what was emitted; without it the room runs until stopped.
 */
import type { LiveSource, SourceSignal } from '../live-source';
import { createSimulatorScript, type SimulatorScriptOptions, type TimelineLine } from './simulator-script';

/** Real-time tick: small enough that streak frames keep their rhythm. */
export const TICK_MS = 50;
/** Lines per event-loop turn at speed 0. */
export const FAST_BATCH = 500;

export interface SimulatorSourceOptions extends Omit<SimulatorScriptOptions, 'startTime'> {
  /** 0 = as fast as possible; otherwise the speed factor (1 = real time). Default 1. */
  speed?: number;
  /** Stream time after which the room ends (ms); unset = until stopped. */
  durationMs?: number;
  /**
   * When the stream began, epoch ms, for joining a stream in progress (a monitored streamer's session,
   * simulator-population.ts): the script starts at this time, the lines before the moment of `open` are skipped
   * unseen (as a platform connection sees nothing from before it joined; streaks running at that moment arrive with
   * their later frames), and `durationMs` counts from here. Real time only (`speed` 1). Unset: the stream starts at `open`.
   */
  streamStartedAt?: number;
  now?: () => number;
}

/** Creates a simulator source for one room. Each `open` starts the room's stream from the beginning. */
export function createSimulatorSource(options: SimulatorSourceOptions): LiveSource {
  const now = options.now ?? Date.now;
  const speed = options.speed ?? 1;
  return {
    kind: 'simulator',
    open(emit: (signal: SourceSignal) => void, signal: AbortSignal) {
      const openedAt = now();
      const startedAt = options.streamStartedAt ?? openedAt;
      const script = createSimulatorScript({ ...options, startTime: startedAt });
      const endAt = options.durationMs === undefined ? Infinity : startedAt + options.durationMs;
      const send = (line: TimelineLine) => emit({ type: 'message', message: { format: 'webcast', payload: line, receivedAt: now() } });
      let lookahead = script.next();
      // Joining in progress: what was said before we arrived is not ours to see.
      while (lookahead.ts < openedAt && lookahead.ts <= endAt) lookahead = script.next();
      let finished = false;

      /** Emits every line due by stream time `until`; true once the stream is over. */
      const emitUntil = (until: number, budget: number): boolean => {
        let sent = 0;
        while (!signal.aborted && lookahead.ts <= until && sent < budget) {
          if (lookahead.ts > endAt) {
            for (const line of script.drain()) send(line);
            return true;
          }
          send(lookahead);
          sent++;
          lookahead = script.next();
        }
        return false;
      };
      const end = () => {
        if (finished || signal.aborted) return;
        finished = true;
        emit({ type: 'ended', reason: 'simulated stream finished' });
      };

      emit({ type: 'connected' });
      if (speed === 0) {
        const pump = () => {
          if (signal.aborted || finished) return;
          if (emitUntil(Infinity, FAST_BATCH)) return end();
          setImmediate(pump);
        };
        setImmediate(pump);
        return;
      }
      const timer = setInterval(() => {
        const streamTime = startedAt + (now() - startedAt) * speed;
        if (emitUntil(streamTime, Number.POSITIVE_INFINITY)) {
          clearInterval(timer);
          end();
        }
      }, TICK_MS);
      signal.addEventListener('abort', () => clearInterval(timer), { once: true });
    },
  };
}
