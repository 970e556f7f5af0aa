/**
 * What the scoreboard overlays derive from a GameView: one row per streamer with its committed score, rank and
 * open-streak (provisional) points, in rank order or in the configuration's order (two-sided styles keep their
 * sides whoever leads). Pure.
 */
import type { GameView } from '../../../streams/contracts/game-topic';
import { formatCount } from '@shared/utils/format-count';

/** One streamer on a scoreboard. */
export interface ScoreRow {
  id: string;
  nickname: string;
  avatarUrl: string | null;
  /** Committed points (the board): what the game counts. */
  score: number;
  /** Open streaks' running points: shown as a lighter segment, never added to `score`. */
  provisional: number;
  rank: number;
}

/** Rows in the configuration's order (streamers missing from the board score 0 and rank last). */
export function rowsInConfigOrder(view: GameView): ScoreRow[] {
  const lines = new Map(view.board.map((line) => [line.streamerId, line]));
  const lastRank = view.board.reduce((max, line) => Math.max(max, line.rank), 0) + 1;
  return view.streamers.map((streamer) => {
    const line = lines.get(streamer.anchorId);
    return {
      id: streamer.anchorId,
      nickname: streamer.nickname,
      avatarUrl: streamer.avatarUrl,
      score: line?.score ?? 0,
      provisional: Math.max(0, view.provisional[streamer.anchorId] ?? 0),
      rank: line?.rank ?? lastRank,
    };
  });
}

/** Rows by rank (ties keep the configuration's order). */
export function rowsByRank(view: GameView): ScoreRow[] {
  return rowsInConfigOrder(view)
    .map((row, order) => ({ row, order }))
    .sort((a, b) => a.row.rank - b.row.rank || a.order - b.order)
    .map(({ row }) => row);
}

/** The bar scale of a board: the largest committed + provisional total, at least 1. */
export function barScale(rows: readonly ScoreRow[]): number {
  return Math.max(1, ...rows.map((row) => row.score + row.provisional));
}

/**
 * The four segments of a two-sided tug-of-war bar, as percentages of its width (summing to 100): side A's
 * committed and provisional points, then side B's provisional and committed. An empty board splits evenly.
 */
export function tugOfWar(a: Pick<ScoreRow, 'score' | 'provisional'>, b: Pick<ScoreRow, 'score' | 'provisional'>): [number, number, number, number] {
  const parts = [Math.max(0, a.score), a.provisional, b.provisional, Math.max(0, b.score)];
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (total <= 0) return [50, 0, 0, 50];
  return parts.map((part) => (part / total) * 100) as [number, number, number, number];
}

/** A score as overlays print it (K from 1,000, M from 1,000,000; two decimals below 100K). */
export function formatScore(value: number): string {
  return formatCount(value, Math.abs(value) >= 100_000 ? 1 : 2);
}
