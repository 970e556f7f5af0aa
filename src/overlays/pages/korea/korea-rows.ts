/**
 * What the Korea group PK overlays derive from a game view (`view.korea`, streams/contracts/korea-view.ts, plus the
 * streamers' nicknames and avatars): the total ranking's rows, the teams' lines, the stage a board shows and the solo
 * turn. Ranks are the server's (equal scores share a rank, 1, 2, 2, 4); nothing is re-scored here. Pure.
 */
import type { GameView } from '../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../streams/contracts/korea-view';
import type { KoreaStage, KoreaTeam } from '../../../../streams/games/korea-pk';

/** The stages in the order the event runs them (streams/games/korea-pk.ts `KOREA_STAGES`, repeated to keep zod out). */
export const STAGES = ['double', 'solo', 'team'] as const satisfies readonly KoreaStage[];

/** A streamer as the Korea boards show them. */
export interface KoreaPerson {
  id: string;
  nickname: string;
  avatarUrl: string | null;
  /** The streamer's team, or null when the event names none for them. */
  team: KoreaTeam | null;
}

/** One line of the total ranking: the three stages' points as scored and the weighted total. */
export interface TotalRow extends KoreaPerson {
  rank: number;
  total: number;
  stages: Readonly<Record<KoreaStage, number>>;
}

/** One streamer's line on a stage's board; `provisional` only while that stage runs (open combos, not counted). */
export interface StageRow extends KoreaPerson {
  rank: number;
  score: number;
  provisional: number;
}

/** One team's line (a team total, or the team show stage's team score). */
export interface TeamRow extends KoreaTeam {
  rank: number;
  score: number;
}

/** The streamers of `view` by id, with their teams. A streamer the view does not name shows by their id. */
export function peopleOf(view: GameView, korea: KoreaView): (id: string) => KoreaPerson {
  const streamers = new Map(view.streamers.map((s) => [s.anchorId, s]));
  const teams = new Map(korea.teams.map((team) => [team.id, team]));
  return (id) => {
    const streamer = streamers.get(id);
    const teamId = korea.teamOf[id];
    return { id, nickname: streamer?.nickname ?? id, avatarUrl: streamer?.avatarUrl ?? null, team: (teamId !== undefined && teams.get(teamId)) || null };
  };
}

/** The total ranking, best first (the order of `korea.totals`). */
export function totalRows(view: GameView, korea: KoreaView): TotalRow[] {
  const person = peopleOf(view, korea);
  return korea.totals.map((line) => ({ ...person(line.streamerId), rank: line.rank, total: line.total, stages: line.stages }));
}

/** A stage's board, best first (the order of `korea.boards[stage]`). */
export function stageRows(view: GameView, korea: KoreaView, stage: KoreaStage): StageRow[] {
  const person = peopleOf(view, korea);
  const open = korea.running === stage;
  return korea.boards[stage].map((line) => ({ ...person(line.id), rank: line.rank, score: line.score, provisional: open ? Math.max(0, korea.provisional[line.id] ?? 0) : 0 }));
}

/** Team lines (`korea.teamTotals` or `korea.teamScores`) with each team's name and colour; unknown teams are left out. */
export function teamRows(korea: KoreaView, lines: KoreaView['teamTotals']): TeamRow[] {
  const teams = new Map(korea.teams.map((team) => [team.id, team]));
  return lines.flatMap((line) => {
    const team = teams.get(line.id);
    return team ? [{ ...team, rank: line.rank, score: line.score }] : [];
  });
}

/**
 * The stage a board shows: the running one, else the one that ended last, else `null` (no stage has run: the page
 * shows the total ranking).
 */
export function shownStage(korea: KoreaView): KoreaStage | null {
  if (korea.running) return korea.running;
  let last: KoreaStage | null = null;
  for (const stage of STAGES) {
    const run = korea.stages[stage];
    if (run.status !== 'ended') continue;
    if (last === null || (run.endedAt ?? 0) >= (korea.stages[last].endedAt ?? 0)) last = stage;
  }
  return last;
}

/** The solo turn under way: who performs, their place in the order (1-based) of how many, and when the turn ends. */
export interface SoloTurn {
  performer: KoreaPerson;
  number: number;
  count: number;
  endsAt: number;
}

/** The solo turn under way, or `null` outside the solo show stage. */
export function soloTurn(view: GameView, korea: KoreaView): SoloTurn | null {
  const turn = korea.solo.turn;
  if (korea.running !== 'solo' || !turn) return null;
  return { performer: peopleOf(view, korea)(turn.streamerId), number: turn.index + 1, count: korea.solo.order.length, endsAt: turn.endsAt };
}

/** The solo order with each performer's points so far and whether they performed, perform now, or are still to come. */
export function soloOrder(view: GameView, korea: KoreaView): Array<KoreaPerson & { score: number; state: 'done' | 'now' | 'next' }> {
  const person = peopleOf(view, korea);
  const scores = new Map(korea.boards.solo.map((line) => [line.id, line.score]));
  const current = korea.running === 'solo' ? (korea.solo.turn?.index ?? -1) : korea.stages.solo.status === 'ended' ? korea.solo.order.length : -1;
  return korea.solo.order.map((id, index) => ({ ...person(id), score: scores.get(id) ?? 0, state: index < current ? 'done' : index === current ? 'now' : 'next' }));
}

/** Points as the Korea overlays print them: whole diamonds with thousands separators (the console shows the same). */
export function formatPoints(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}
