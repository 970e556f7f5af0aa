/**
 * The PK (link-mic battle) of a room as the room page shows it (PK state and scores): phase, the teams,
 * their scores from the platform's `armies` tallies (shown as the platform counts them, never re-added), and the
 * planned end for the countdown.
 *
 * - `battle` events give the battle's phase, start, duration and teams; `armies` events give each host's points, a
 *   full tally each time, so the newest tally replaces the previous one (an older tally, from the REST history or
 *   out of order, is ignored).
 * - A new battle id replaces the PK shown, unless its event is older than what is shown (history arriving late).
 * - `ended` is final for a battle: a late `started` of the same battle does not reopen it.
 * - Tallies can come without the battle's start (the REST history holds the last events only): the PK is then shown
 *   as running, with teams from the tally's `teamId` (one host per team in a 1-v-1 PK).
 * Pure and immutable.
 */
import type { ArmiesEvent, BattleEvent, BattlePhase } from '../../../../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../../../../streams/live/room-topic';

/** One host's points in the latest tally. */
export interface PkScore {
  readonly hostUserId: string;
  readonly teamId: string | null;
  readonly points: number;
}

/** The PK shown. */
export interface PkState {
  readonly battleId: string;
  readonly phase: BattlePhase;
  /** Battle start, epoch ms (platform clock); null when unknown. */
  readonly startTime: number | null;
  /** Planned end, epoch ms; null when the duration is unknown. */
  readonly endsAt: number | null;
  /** The sides as the battle event listed them (empty until a battle event arrives). */
  readonly teams: readonly { teamId: string; hostUserIds: readonly string[] }[];
  /** The latest tally. */
  readonly scores: readonly PkScore[];
  /** Platform time of the latest tally applied; null before the first. */
  readonly scoredAt: number | null;
  /** Platform time of the newest event applied. */
  readonly updatedAt: number;
}

/** A side with its points, for display. */
export interface PkTeamScore {
  readonly teamId: string;
  readonly hostUserIds: readonly string[];
  readonly points: number;
}

function fromBattle(event: BattleEvent): PkState {
  return {
    battleId: event.battleId,
    phase: event.phase,
    startTime: event.startTime,
    endsAt: event.startTime !== null && event.durationMs !== null ? event.startTime + event.durationMs : null,
    teams: event.teams,
    scores: [],
    scoredAt: null,
    updatedAt: event.createTime,
  };
}

function applyBattle(pk: PkState | null, event: BattleEvent): PkState | null {
  if (!pk || pk.battleId !== event.battleId) return pk && event.createTime < pk.updatedAt ? pk : fromBattle(event);
  const startTime = event.startTime ?? pk.startTime;
  const durationEnd = event.startTime !== null && event.durationMs !== null ? event.startTime + event.durationMs : null;
  return {
    ...pk,
    // Ended is final; otherwise the newest event's phase wins.
    phase: pk.phase === 'ended' ? 'ended' : event.createTime >= pk.updatedAt || event.phase === 'ended' ? event.phase : pk.phase,
    startTime,
    endsAt: durationEnd ?? pk.endsAt,
    teams: event.teams.length > 0 ? event.teams : pk.teams,
    updatedAt: Math.max(pk.updatedAt, event.createTime),
  };
}

function applyArmies(pk: PkState | null, event: ArmiesEvent): PkState | null {
  const scores = event.scores.map((s) => ({ hostUserId: s.hostUserId, teamId: s.teamId, points: s.points }));
  if (!pk || pk.battleId !== event.battleId) {
    if (pk && event.createTime < pk.updatedAt) return pk;
    return { battleId: event.battleId, phase: 'started', startTime: null, endsAt: null, teams: [], scores, scoredAt: event.createTime, updatedAt: event.createTime };
  }
  if (pk.scoredAt !== null && event.createTime < pk.scoredAt) return pk;
  return { ...pk, scores, scoredAt: event.createTime, updatedAt: Math.max(pk.updatedAt, event.createTime) };
}

/** Applies events (in time order); other event types are ignored. @returns `pk` itself when nothing changed. */
export function applyPkEvents(pk: PkState | null, events: readonly RoomTopicEvent[]): PkState | null {
  let next = pk;
  for (const event of events) {
    if (event.type === 'battle') next = applyBattle(next, event);
    else if (event.type === 'armies') next = applyArmies(next, event);
  }
  return next;
}

/**
 * The sides with their points: the battle's teams in the platform's order, each the sum of its hosts' points (a host
 * the tally names by team counts for that team); hosts of the tally in no listed team follow as their own side.
 */
export function pkTeamScores(pk: PkState): PkTeamScore[] {
  const teams: PkTeamScore[] = pk.teams.map((team) => ({ teamId: team.teamId, hostUserIds: team.hostUserIds, points: 0 }));
  for (const score of pk.scores) {
    const team = teams.find((t) => (score.teamId !== null && t.teamId === score.teamId) || t.hostUserIds.includes(score.hostUserId));
    if (team) {
      const i = teams.indexOf(team);
      teams[i] = { ...team, points: team.points + score.points, hostUserIds: team.hostUserIds.includes(score.hostUserId) ? team.hostUserIds : [...team.hostUserIds, score.hostUserId] };
    } else {
      teams.push({ teamId: score.teamId ?? score.hostUserId, hostUserIds: [score.hostUserId], points: score.points });
    }
  }
  return teams;
}

/** The leading side's id, or null on a tie (or before any point). */
export function pkLeader(teams: readonly PkTeamScore[]): string | null {
  const best = Math.max(0, ...teams.map((t) => t.points));
  const leaders = teams.filter((t) => t.points === best);
  return best > 0 && leaders.length === 1 ? (leaders[0]?.teamId ?? null) : null;
}
