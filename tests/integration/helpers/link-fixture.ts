/**
 * The `link` fixture (tests/fixtures/tiktok/README.md) split for the restart and crash tests: every gift of the
 * timeline at its catalogue price gives the exactly-once total {@link LINK_EXACTLY_ONCE_DIAMONDS}; the first part
 * feeds a game up to the moment three streaks are open, and the whole timeline replayed afterwards (as a platform
 * re-sends recent messages on a reconnect) must finish it to exactly that total.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { AppConfig } from '../../../server/config';

/** Diamonds of the `link` timeline, each record counted once: Rose 24 + Team Bracelet 12 + Heart Me 1. */
export const LINK_EXACTLY_ONCE_DIAMONDS = 37;
/** The file name of the first part written by {@link writeLinkPartOne}. */
export const LINK_PART_ONE_FILE = 'link-part-one.timeline.jsonl';

/** The fixtures folder the app reads replays from (FIXTURES_DIR, relative to the working directory). */
export const fixturesDir = (config: Pick<AppConfig, 'live'>): string =>
  isAbsolute(config.live.fixturesDir) ? config.live.fixturesDir : resolve(process.cwd(), config.live.fixturesDir);

/**
 * Writes {@link LINK_PART_ONE_FILE} into `dataDir`: the first 132 lines of `link.timeline.jsonl` (both streaks of
 * viewer 637 ended, so 2 diamonds counted; 634's Rose streak at 11, 231's at 7 and 521's at 1 still open, 19
 * provisional) with their capture times set equal, then a line timed an hour later. Played at speed 1 the 132 lines
 * arrive at once and the room then waits for the last line: it is still live, with three streaks open, for an hour
 * (the app needs STREAK_IDLE_MS raised so no streak goes idle meanwhile).
 * @param fixtures the folder holding `link.timeline.jsonl` ({@link fixturesDir}).
 */
export async function writeLinkPartOne(fixtures: string, dataDir: string): Promise<void> {
  const lines = (await readFile(join(fixtures, 'link.timeline.jsonl'), 'utf8')).split('\n').filter((line) => line.trim() !== '');
  const ts0 = (JSON.parse(lines[0]!) as { ts: number }).ts;
  const partOne = lines.slice(0, 132).map((line) => JSON.stringify({ ...(JSON.parse(line) as object), ts: ts0 }));
  const hold = JSON.stringify({ ...(JSON.parse(lines[0]!) as object), ts: ts0 + 3_600_000 });
  await writeFile(join(dataDir, LINK_PART_ONE_FILE), [...partOne, hold].join('\n') + '\n');
}
