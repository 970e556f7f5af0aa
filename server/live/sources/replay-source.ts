/**
 * `replay` source: plays a JSONL timeline in the fixture format (`{ ts, type, data }` per line,
 * tests/fixtures/tiktok/README.md "Shapes") as one live session of a room.
 *
 * Timing follows the capture times `ts`: a line is emitted `(ts − ts₀) / speed` ms after the start, so
 * `speed` 1 is real time and 10 ten times faster; `speed` 0 emits as fast as possible (yielding to the event
 * loop every {@link FAST_BATCH} lines so the server stays responsive). The end of the file is the end of
 * the stream (`ended`). Lines are passed on as they are: a line that is not JSON becomes a message whose
 * payload is the raw text, so the normalizer counts it as rejected with its reason instead of it vanishing.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveSource, SourceSignal } from './live-source';
import { fieldMessage } from '../../../streams/contracts/refusals';

/** Lines emitted between two yields to the event loop at speed 0. */
export const FAST_BATCH = 256;

export interface ReplaySourceOptions {
  /** Absolute path of a file already checked by {@link resolveReplayFile}. */
  file: string;
  /** 0 = as fast as possible; otherwise the speed factor (1 = real time). */
  speed: number;
  /** Clock, for tests (ms since the epoch). */
  now?: () => number;
  /** Waits `ms` unless `signal` aborts first; for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const realSleep = (ms: number, signal: AbortSignal): Promise<void> => sleep(ms, undefined, { signal }).catch(() => undefined);

/** A replay `file` refused: outside the allowed folders, missing, or not a .jsonl file. */
export class ReplayFileError extends Error {
  override readonly name = 'ReplayFileError';
}

/** Whether `path` lies strictly inside `root` (both absolute; compared as written, nothing is read). */
function isInside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !isAbsolute(rel) && !rel.split(sep).includes('..');
}

/**
 * Resolves a replay file named by a client to an absolute path inside one of `roots` (DATA_DIR, FIXTURES_DIR).
 * Relative names are tried against each root in order.
 *
 * The folder is checked before the file is touched: a name that points outside every root is refused with the
 * same answer whether such a file exists or not, so the API cannot be used to learn which files the server has.
 * Only then is the file looked up; symbolic links are resolved and checked again, so a link cannot lead outside.
 * @throws {ReplayFileError} with a message a person can act on: not a `.jsonl` name, outside the folders, or not found.
 */
export async function resolveReplayFile(file: string, roots: readonly string[]): Promise<string> {
  if (!file.endsWith('.jsonl')) throw new ReplayFileError(fieldMessage('file', 'REPLAY_NOT_JSONL', { file }));
  const outside = () => new ReplayFileError(fieldMessage('file', 'REPLAY_OUTSIDE', { file }));
  // A root may be written through a link (DATA_DIR=./data → /mnt/disk/data): accept names under either spelling.
  const folders = await Promise.all(roots.map(async (root) => ({ written: resolve(root), real: await realpath(root).catch(() => null) })));
  const insideWritten = (path: string) => folders.some(({ written, real }) => isInside(path, written) || (real !== null && isInside(path, real)));
  const insideReal = (path: string) => folders.some(({ real }) => real !== null && isInside(path, real));

  const candidates = (isAbsolute(file) ? [resolve(file)] : roots.map((root) => resolve(root, file))).filter(insideWritten);
  if (candidates.length === 0) throw outside();
  for (const candidate of candidates) {
    const real = await realpath(candidate).catch(() => null);
    if (!real) continue;
    if (!insideReal(real)) throw outside();
    if ((await stat(real)).isFile()) return real;
  }
  throw new ReplayFileError(fieldMessage('file', 'REPLAY_NOT_FOUND', { file }));
}

/** Capture time of a timeline line, or null when the line has none. */
function captureTime(payload: unknown): number | null {
  if (typeof payload === 'object' && payload !== null && 'ts' in payload) {
    const ts = Number((payload as { ts: unknown }).ts);
    return Number.isFinite(ts) ? ts : null;
  }
  return null;
}

/** Creates a replay source for one checked file. */
export function createReplaySource(options: ReplaySourceOptions): LiveSource {
  const timing: Timing = { speed: options.speed, now: options.now ?? Date.now, sleep: options.sleep ?? realSleep };
  return {
    kind: 'replay',
    open(emit: (signal: SourceSignal) => void, signal: AbortSignal) {
      void play(options.file, timing, emit, signal);
    },
  };
}

interface Timing {
  speed: number;
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

async function play(file: string, { speed, now, sleep: wait }: Timing, emit: (s: SourceSignal) => void, signal: AbortSignal) {
  const input = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  const stop = () => lines.close();
  signal.addEventListener('abort', stop, { once: true });
  try {
    emit({ type: 'connected' });
    let firstTs: number | null = null;
    const startedAt = now();
    let sinceYield = 0;
    for await (const line of lines) {
      if (signal.aborted) return;
      if (line.trim() === '') continue;
      let payload: unknown;
      try {
        payload = JSON.parse(line);
      } catch {
        payload = line;
      }
      const ts = captureTime(payload);
      if (speed > 0 && ts !== null) {
        firstTs ??= ts;
        const due = startedAt + (ts - firstTs) / speed;
        const delay = due - now();
        if (delay > 0) await wait(delay, signal);
        if (signal.aborted) return;
      } else if (++sinceYield >= FAST_BATCH) {
        sinceYield = 0;
        await new Promise((r) => setImmediate(r));
        if (signal.aborted) return;
      }
      emit({ type: 'message', message: { format: 'webcast', payload, receivedAt: now() } });
    }
    if (!signal.aborted) emit({ type: 'ended', reason: 'replay finished' });
  } catch (error) {
    if (!signal.aborted) emit({ type: 'disconnected', reason: `replay failed: ${(error as Error).message}`, retryable: false });
  } finally {
    signal.removeEventListener('abort', stop);
    input.destroy();
  }
}
