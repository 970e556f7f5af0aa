/**
 * The recorded timelines a replay room can play, for the start-room form's picker (`GET api/live/replays`): the
 * `*.jsonl` files at the top of each replay folder (DATA_DIR, then FIXTURES_DIR), with what can be learnt cheaply —
 * size, lines (one message each) and the capture time from the first line to the last.
 *
 * Only files a replay would accept are listed: each name goes through {@link resolveReplayFile} with every folder,
 * so a link leading outside is left out, and a name in both folders is listed once, as the one that plays (the
 * first folder's). Subfolders are not walked (DATA_DIR is also the embedded database's folder); a file in one can
 * still be started by typing its path.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import type { ReplayFile, ReplayFolder } from '../../../streams/contracts/live-rooms';
import { resolveReplayFile } from './replay-source';

/** A replay folder and the label the console shows for it. */
export interface ReplayFolderDir {
  folder: ReplayFolder;
  /** Absolute path of an existing folder. */
  dir: string;
}

/** Most files listed; a data folder full of recordings must not make the answer huge. */
export const REPLAY_LIST_LIMIT = 500;
/** Files up to this size are read through to count their lines; larger ones answer `messageCount: null`. */
const COUNT_LIMIT_BYTES = 64 * 1024 * 1024;
/** Bytes read at each end of a file to find its first and last line (recorded lines are a few KiB). */
const EDGE_BYTES = 256 * 1024;

/** Number of lines: newline bytes, plus a last line without one. */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length > 0) last = chunk[chunk.length - 1]!;
  }
  return last === 0x0a ? lines : lines + 1;
}

/** `ts` of a timeline line, or null when it is not a JSON object with a numeric `ts`. */
function captureTime(line: string | undefined): number | null {
  if (!line) return null;
  try {
    const ts = Number((JSON.parse(line) as { ts?: unknown }).ts);
    return Number.isFinite(ts) ? ts : null;
  } catch {
    return null;
  }
}

/** First to last capture time in ms, from the two ends of the file only. */
async function durationOf(file: string, size: number): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead).toString('utf8');
    };
    const head = await read(0, Math.min(size, EDGE_BYTES));
    const tailStart = Math.max(0, size - EDGE_BYTES);
    const tail = (await read(tailStart, size - tailStart)).trimEnd();
    const newline = tail.lastIndexOf('\n');
    // Without a newline in the tail window the last line started before it: unknown.
    const lastLine = newline === -1 ? (tailStart === 0 ? tail : undefined) : tail.slice(newline + 1);
    const first = captureTime(head.split('\n', 1)[0]?.trim());
    const last = captureTime(lastLine?.trim());
    return first !== null && last !== null && last >= first ? last - first : null;
  } finally {
    await handle.close();
  }
}

/**
 * Lists the timelines of `folders` (in that order, names sorted within each).
 * Files that vanish or cannot be read while listing are left out.
 */
export async function listReplayFiles(folders: readonly ReplayFolderDir[]): Promise<ReplayFile[]> {
  const roots = folders.map((entry) => entry.dir);
  const listed: ReplayFile[] = [];
  const seen = new Set<string>();
  for (const { folder, dir } of folders) {
    const names = (await readdir(dir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.name.endsWith('.jsonl') && (entry.isFile() || entry.isSymbolicLink()))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b));
    for (const name of names) {
      if (listed.length >= REPLAY_LIST_LIMIT) return listed;
      if (seen.has(name)) continue;
      seen.add(name);
      try {
        const real = await resolveReplayFile(name, roots);
        const { size } = await stat(real);
        const [messageCount, durationMs] = await Promise.all([size <= COUNT_LIMIT_BYTES ? countLines(real) : null, durationOf(real, size)]);
        listed.push({ file: name, folder, size, messageCount, durationMs });
      } catch {
        // Refused (a link leading outside) or gone in the meantime: not offered.
      }
    }
  }
  return listed;
}
