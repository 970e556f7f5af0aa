/**
 * Which game view to show (streams/contracts/game-topic.ts: every REST answer, command answer, socket snapshot
 * and event carries the whole view). They race: a REST answer may be older than an event already shown, a replay
 * after a reconnect older than a command's answer. The newest by `serverNow` wins; on a tie the one already
 * shown stays, so nothing flickers between two views of the same instant. Pure.
 */
import type { GameView } from '../../../../../streams/contracts/game-topic';

/** The newer of the view shown and a candidate (src/shared/live/game-topic.ts). */
export { newestView } from '@shared/live/game-topic';

/** What the round shows: a discriminated union, so a page cannot show a countdown of a round that is not running. */
export type RoundPhase =
  | { kind: 'notStarted' }
  /** The PK countdown runs: gifts score. */
  | { kind: 'counting'; remainingMs: number }
  /** The PK time is up, the round still collecting: it ends by itself in `autoEndMs`, or when the host ends it (`null`). */
  | { kind: 'timeUp'; autoEndMs: number | null }
  | { kind: 'ended' };

/** The round's phase at server time `now`. */
export function roundPhase(view: GameView, now: number): RoundPhase {
  const { round } = view;
  if (round.status === 'notStarted') return { kind: 'notStarted' };
  if (round.status === 'ended') return { kind: 'ended' };
  const left = round.pkEndsAt === null ? null : Math.max(0, round.pkEndsAt - now);
  if (round.counting && (left === null || left > 0)) return { kind: 'counting', remainingMs: left ?? 0 };
  return { kind: 'timeUp', autoEndMs: round.autoEndAt === null ? null : Math.max(0, round.autoEndAt - now) };
}

/** A streamer as the scoreboards show one: the view's line joined with its name, open streaks and effect. */
export interface BoardRow {
  streamerId: string;
  nickname: string;
  avatarUrl: string | null;
  score: number;
  rank: number;
  /** Points of gift streaks still open (not in `score` yet). */
  provisional: number;
  /** The ice-fire effect running on this side at `now`, if any. */
  effect: 'fire' | 'ice' | null;
}

/** The board in rank order, with names (a streamer missing from the board counts 0). */
export function boardRows(view: GameView, now: number): BoardRow[] {
  const lines = new Map(view.board.map((line) => [line.streamerId, line]));
  const rows = view.streamers.map((streamer, order) => {
    const line = lines.get(streamer.anchorId);
    const effect = view.effects.find((e) => e.streamerId === streamer.anchorId && e.endsAt > now)?.effect ?? null;
    return {
      order,
      row: {
        streamerId: streamer.anchorId,
        nickname: streamer.nickname,
        avatarUrl: streamer.avatarUrl,
        score: line?.score ?? 0,
        rank: line?.rank ?? view.streamers.length,
        provisional: view.provisional[streamer.anchorId] ?? 0,
        effect,
      } satisfies BoardRow,
    };
  });
  rows.sort((a, b) => a.row.rank - b.row.rank || a.order - b.order);
  return rows.map((r) => r.row);
}
