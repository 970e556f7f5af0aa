/**
 * The figures of one monitored live session (start, end, duration, peak and average viewers, diamonds counted
 * exactly once, likes, new followers, shares, PK count, and per-minute series), built from what a session
 * sees: the events of its ingest room (focus and PK monitors) or the stats snapshot of each scan (regular monitors).
 *
 * - Diamonds come only from `gift.counted` (the room's exactly-once ledger, streams/live/gift-streak.ts), never from
 *   gift frames, so a streak is in the session once, at its final count.
 * - A session can outlive one room (a worker restarts or hands the streamer over): the new holder starts from the
 *   stored row ({@link SessionBase}) and adds what its own room counts; likes are the platform's running room total,
 *   so they take the larger of the two instead of adding.
 * - Also keeps what the wall shows and the stored row does not: the viewer series (one point per
 *   {@link VIEWER_SAMPLE_MS}), the current PK with both sides' scores.
 * - Keeps every PK the room showed, once per battle id, with its start and end as seen ({@link SessionPk}), for the
 *   weekly advice rules (first PK after the start, gap between PKs, PKs in prime time) read from live_session_pks.
 *
 * Plain data, no I/O.
 */
import { VIEWER_SAMPLE_MS, VIEWER_SERIES_POINTS, type WallPk } from '../../../streams/contracts/monitor-wall';
import type { LiveEvent } from '../../../streams/live/live-event';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { CountedGift } from '../../../streams/live/gift-streak';
import { OPPONENT_NAME } from '../../../streams/monitor/monitor-reasons';
import { createRoomFigures, type RoomMinute } from '../ingest/room-figures';

/** What the stored session already holds when this process takes it over (zeros for a new session). */
export interface SessionBase {
  peakViewers: number;
  diamonds: number;
  likes: number;
  newFollowers: number;
  shares: number;
  pkCount: number;
}

export const EMPTY_BASE: SessionBase = { peakViewers: 0, diamonds: 0, likes: 0, newFollowers: 0, shares: 0, pkCount: 0 };

/** The session's totals now (base + this process's share). */
export interface SessionTotals extends SessionBase {
  /** Latest viewer count (null before the first one). */
  viewers: number | null;
}

/** One minute of a session as stored (live_session_minutes). */
export interface SessionMinute {
  /** Start of the minute, epoch ms. */
  minute: number;
  /** Last viewer count seen in the minute (null when none). */
  viewers: number | null;
  diamonds: number;
  /** Likes added during the minute (the increase of the room's like total; the first minute seen starts at 0). */
  likes: number;
  newFollowers: number;
  shares: number;
}

/**
 * A PK (link-mic battle) of the session as this process saw it; one per platform battle id.
 *
 * The platform says a battle started (webcast `WebcastLinkMicBattle` status 1) and, once its ~300 s are over, that it
 * ended (status 3, a distinct message: live-event.ts `battlePhaseSchema`); score messages (`armies`) come in between.
 * Nothing is inferred: a start or end that was not seen stays null.
 */
export interface SessionPk {
  battleId: string;
  /**
   * Battle start, epoch ms: the start message's start time (else that message's time). Null when no start message was
   * seen (the room was joined during the battle, which then showed up first by its scores or its end), even if a later
   * message names a start time: a non-null start means the monitoring saw the PK begin, as `pkCount` counts it.
   */
  startedAt: number | null;
  /**
   * Time of the first end message, epoch ms. Null while the battle runs, and when no end was seen: a PK still running
   * when the session ends, or when the room dropped, keeps a null end (its end is not guessed from the session's).
   */
  endedAt: number | null;
}

/** Something the wall should alert on, as seen in the room's events. */
export type SessionSignal = { kind: 'pk'; battleId: string; at: number } | { kind: 'gift'; gift: CountedGift };

export interface SessionFigures {
  /** Applies an event of the session's room; returns the alert-worthy things it saw. */
  addEvent(event: RoomTopicEvent): SessionSignal[];
  /** A regular monitor's scan: the platform's viewer count and like total at `at` (either may be unknown). */
  addSnapshot(at: number, viewers: number | null, likes: number | null): void;
  totals(): SessionTotals;
  /**
   * The minutes closed since the last call and the one being filled, oldest first, for an upsert by minute (the one
   * being filled comes again, grown, on the next call).
   */
  takeMinutes(): SessionMinute[];
  /** Viewer counts, oldest first, one per {@link VIEWER_SAMPLE_MS}, at most {@link VIEWER_SERIES_POINTS}. */
  viewerSeries(): number[];
  /** The PK in progress or last ended (null before the first). */
  pk(): WallPk | null;
  /**
   * The PKs that appeared or changed (start or end seen) since the last call, each in its current state, for an
   * upsert by battle id; a battle's repeated frames do not hand it out again. Empty when nothing changed.
   */
  takePks(): SessionPk[];
  /** Hands PKs taken by {@link takePks} out again on its next call (their store failed). */
  restorePks(taken: readonly SessionPk[]): void;
  /**
   * Sets what the stored session held before this process (its row arrives after the room may already have counted
   * gifts: events are never held back waiting for the database). `startedPks`: the battle ids whose start the stored
   * session already counted in `pkCount`, so a start message repeated to this process's room is not counted twice.
   */
  setBase(stored: SessionBase, startedPks?: readonly string[]): void;
}

/** Who the sides of a PK are, by the platform's host user id. */
export interface PkNames {
  /** The monitored streamer's nickname, for the side we cannot otherwise name (see {@link createSessionFigures}). */
  hostNickname: string;
}

/**
 * Empty figures on top of `base`.
 *
 * PK side names: the platform's battle message carries only user ids; the first team (the platform lists the room's
 * own host first in the captured battles) is named after the monitored streamer, the others 'Opponent'.
 */
export function createSessionFigures(initial: SessionBase, names: PkNames): SessionFigures {
  let base = initial;
  const figures = createRoomFigures();
  const closed: RoomMinute[] = [];
  const series: number[] = [];
  let lastSampleSlot: number | null = null;
  let viewers: number | null = null;
  let peak = initial.peakViewers;
  let likes = initial.likes;
  let snapshotMinute: RoomMinute | null = null;
  /** The like total at the end of the last closed minute (per-minute likes are increases over it). */
  let likeMark: number | null = null;
  /** Battles whose start this process saw (the PK count's share of this process, less {@link storedStarts}). */
  const battles = new Set<string>();
  /** Battles whose start the stored session already counted. */
  let storedStarts: ReadonlySet<string> = new Set();
  const pks = new Map<string, SessionPk>();
  const changedPks = new Set<string>();
  let pk: WallPk | null = null;

  /** Records that a battle was seen, and its start or end when the event tells it (the first one seen stays). */
  const notePk = (battleId: string, seen: { startedAt?: number; endedAt?: number }) => {
    let entry = pks.get(battleId);
    if (!entry) {
      entry = { battleId, startedAt: null, endedAt: null };
      pks.set(battleId, entry);
      changedPks.add(battleId);
    }
    if (seen.startedAt !== undefined && entry.startedAt === null) {
      entry.startedAt = seen.startedAt;
      changedPks.add(battleId);
    }
    if (seen.endedAt !== undefined && entry.endedAt === null) {
      entry.endedAt = seen.endedAt;
      changedPks.add(battleId);
    }
  };

  const sampleViewers = (at: number, count: number) => {
    viewers = count;
    peak = Math.max(peak, count);
    const slot = Math.floor(at / VIEWER_SAMPLE_MS);
    if (lastSampleSlot === slot && series.length > 0) series[series.length - 1] = count;
    else {
      series.push(count);
      if (series.length > VIEWER_SERIES_POINTS) series.splice(0, series.length - VIEWER_SERIES_POINTS);
    }
    lastSampleSlot = slot;
  };

  const onBattle = (event: Extract<LiveEvent, { type: 'battle' }>): SessionSignal[] => {
    const signals: SessionSignal[] = [];
    if (event.phase === 'started') notePk(event.battleId, { startedAt: event.startTime ?? event.createTime });
    else if (event.phase === 'ended') notePk(event.battleId, { endedAt: event.createTime });
    else notePk(event.battleId, {});
    // A start the stored session already counted (repeated to the room of a worker that took the session over) was
    // alerted by the worker that saw it first.
    if (event.phase === 'started' && !battles.has(event.battleId) && !storedStarts.has(event.battleId)) {
      battles.add(event.battleId);
      signals.push({ kind: 'pk', battleId: event.battleId, at: event.createTime });
    }
    const previous = pk?.battleId === event.battleId ? pk : null;
    const startedAt = event.startTime ?? previous?.startedAt ?? null;
    pk = {
      battleId: event.battleId,
      phase: event.phase,
      startedAt,
      endsAt: startedAt !== null && event.durationMs !== null ? startedAt + event.durationMs : (previous?.endsAt ?? null),
      // An end message may name no teams (the simulator's does): the sides and scores stay.
      teams: event.teams.length === 0 && previous ? previous.teams : event.teams.map((team, index) => ({
        hostUserId: team.hostUserIds[0] ?? team.teamId,
        nickname: index === 0 ? names.hostNickname : OPPONENT_NAME,
        score: previous?.teams.find((t) => t.hostUserId === (team.hostUserIds[0] ?? team.teamId))?.score ?? 0,
      })),
    };
    return signals;
  };

  const onArmies = (event: Extract<LiveEvent, { type: 'armies' }>) => {
    // Scores of a battle whose start we did not see (joined during it), or whose start named no teams: the score
    // lines name the sides, in the platform's order.
    notePk(event.battleId, {});
    if (!pk || pk.battleId !== event.battleId) pk = { battleId: event.battleId, phase: 'started', startedAt: null, endsAt: null, teams: [] };
    if (pk.teams.length === 0) {
      pk = {
        ...pk,
        teams: event.scores.map((line, index) => ({ hostUserId: line.hostUserId, nickname: index === 0 ? names.hostNickname : OPPONENT_NAME, score: line.points })),
      };
      return;
    }
    const teams = pk.teams.map((team) => {
      // A team's score is the sum of its hosts' points (1-v-1: the host's own).
      const lines = event.scores.filter((line) => line.hostUserId === team.hostUserId || (line.teamId !== null && line.teamId === team.hostUserId));
      return lines.length === 0 ? team : { ...team, score: lines.reduce((sum, line) => sum + line.points, 0) };
    });
    pk = { ...pk, teams };
  };

  return {
    addEvent(event) {
      if (event.type === 'gift.counted') {
        figures.addCounted(event.gift);
        return [{ kind: 'gift', gift: event.gift }];
      }
      if (event.type === 'gift.provisional' || event.type === 'room.state') return [];
      closed.push(...figures.addEvent(event));
      // The first like total seen is where the per-minute increases start (a room joined in progress has thousands).
      if (likeMark === null && (event.type === 'like' || (event.type === 'roomStats' && event.likeTotal !== undefined))) likeMark = figures.counts().likeTotal;
      switch (event.type) {
        case 'roomStats':
          sampleViewers(event.createTime, event.viewerCount);
          break;
        case 'battle':
          return onBattle(event);
        case 'armies':
          onArmies(event);
          break;
        default:
          break;
      }
      return [];
    },
    addSnapshot(at, count, likeTotal) {
      if (count !== null) sampleViewers(at, count);
      if (likeTotal !== null) {
        likes = Math.max(likes, likeTotal);
        likeMark ??= likeTotal;
      }
      const minute = Math.floor(at / 60_000) * 60_000;
      if (snapshotMinute && snapshotMinute.minute !== minute) closed.push(snapshotMinute);
      if (!snapshotMinute || snapshotMinute.minute !== minute) {
        snapshotMinute = { minute, viewers: null, likeTotal: null, diamonds: 0, gifts: 0, chats: 0, joins: 0, follows: 0, shares: 0 };
      }
      snapshotMinute.viewers = count ?? snapshotMinute.viewers;
      snapshotMinute.likeTotal = likeTotal ?? snapshotMinute.likeTotal;
    },
    totals() {
      const counts = figures.counts();
      return {
        viewers,
        peakViewers: peak,
        diamonds: base.diamonds + counts.giftDiamonds,
        likes: Math.max(likes, counts.likeTotal),
        newFollowers: base.newFollowers + counts.followCount,
        shares: base.shares + counts.shareCount,
        pkCount: base.pkCount + [...battles].filter((id) => !storedStarts.has(id)).length,
      };
    },
    takeMinutes() {
      const rows: SessionMinute[] = [];
      const toRow = (minute: RoomMinute, isClosed: boolean) => {
        // No like total known yet: nothing to measure an increase from (the baseline is the first real total).
        const total = minute.likeTotal;
        const likes = total === null || likeMark === null ? 0 : Math.max(0, total - likeMark);
        rows.push({ minute: minute.minute, viewers: minute.viewers, diamonds: minute.diamonds, likes, newFollowers: minute.follows, shares: minute.shares });
        if (isClosed && total !== null) likeMark = total;
      };
      for (const minute of closed.splice(0, closed.length)) toRow(minute, true);
      const current = figures.current() ?? (snapshotMinute ? { ...snapshotMinute } : null);
      if (current) toRow(current, false);
      return rows;
    },
    viewerSeries: () => [...series],
    takePks() {
      const taken = [...changedPks].map((id) => ({ ...pks.get(id)! }));
      changedPks.clear();
      return taken;
    },
    restorePks(taken) {
      for (const { battleId } of taken) if (pks.has(battleId)) changedPks.add(battleId);
    },
    setBase(stored, startedPks = []) {
      base = stored;
      storedStarts = new Set(startedPks);
      peak = Math.max(peak, stored.peakViewers);
      likes = Math.max(likes, stored.likes);
    },
    pk: () => pk,
  };
}
