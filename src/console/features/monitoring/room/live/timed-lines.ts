/**
 * A capped list of a room's lines (chat messages, joins) kept in platform time order, oldest first. Lines come from
 * two places that overlap: the room's recent events over REST (newest first, possibly after the live ones) and the
 * websocket topic (arrival order, which is time order give or take a few ms). Placing every line by its platform
 * time, deduplicated by msgId, makes the two agree without knowing which came first. The cap drops the oldest.
 * Pure and immutable: a new array only when something changed.
 */

/** A line with what orders and identifies it. */
export interface TimedLine {
  /** The platform's msgId. */
  readonly key: string;
  /** Platform time, epoch ms. */
  readonly at: number;
}

/** Index where a line at `at` goes in `lines` (after lines of the same time, so arrival order breaks ties). */
function insertionIndex(lines: readonly TimedLine[], at: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((lines[mid]?.at ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * `lines` with `incoming` placed by time, at most `cap` (the oldest dropped). A key already present is skipped.
 * @returns `lines` itself when nothing was added.
 */
export function addTimedLines<L extends TimedLine>(lines: readonly L[], incoming: readonly L[], cap: number): readonly L[] {
  if (incoming.length === 0) return lines;
  let next: L[] | null = null;
  const keys = new Set(lines.map((line) => line.key));
  for (const line of incoming) {
    if (keys.has(line.key)) continue;
    keys.add(line.key);
    next ??= [...lines];
    const last = next[next.length - 1];
    // Live lines nearly always come last: skip the search.
    if (!last || last.at <= line.at) next.push(line);
    else next.splice(insertionIndex(next, line.at), 0, line);
  }
  if (!next) return lines;
  return next.length > cap ? next.slice(next.length - cap) : next;
}
