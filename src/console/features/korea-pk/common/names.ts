/** Who an id of the view is: a streamer's nickname and team, a team's name and colour; a countdown's text. */
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';

/** A streamer's nickname (the id when the view does not list them). */
export function nicknameOf(view: GameView, anchorId: string): string {
  return view.streamers.find((s) => s.anchorId === anchorId)?.nickname ?? anchorId;
}

/** A team of the event by id, or undefined. */
export function teamOf(korea: KoreaView, teamId: string | undefined) {
  return teamId === undefined ? undefined : korea.teams.find((team) => team.id === teamId);
}

/** `m:ss` (or `h:mm:ss`) of a remaining time in ms, never negative, rounded up so 0:00 shows only at the end. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
