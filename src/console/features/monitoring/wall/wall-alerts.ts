/**
 * The wall's alert rail, as a pure reducer over the answers of `GET api/monitor/wall` (streams/contracts/monitor-wall.ts).
 *
 * - The wall asks with `alertsAfter` = the highest alert id it knows ({@link AlertsState.cursor}); the server answers
 *   the alerts above it (oldest first, at most {@link WALL_ALERT_LIMIT}) and its own `lastAlertId`. A full answer may
 *   have left some out, so the cursor then moves only to the last alert received and the next poll fetches the rest.
 * - An alert is shown once: ids already received are skipped (an answer that crossed a slower one, a retried poll).
 * - The first answer after the page loads (`alertsAfter=0`) carries the latest {@link WALL_ALERT_LIMIT} alerts of the
 *   past; only those of the last {@link RECENT_ALERT_MS} are shown, so opening the wall does not replay an evening.
 * - A server whose `lastAlertId` is below the cursor has lost its alert history (an embedded server restarted): ids
 *   start again, so the cursor goes back to 0 and the next answer is treated as a first one. Alerts already on the
 *   rail stay; their keys carry the history's generation so a reused id is not mistaken for one already shown.
 * - Newest first; at most {@link MAX_SHOWN_ALERTS}; dismissing one hides it for good.
 */
import { WALL_ALERT_LIMIT, type WallAlert, type WallSnapshot } from '../../../../../streams/contracts/monitor-wall';

/** On the first answer, alerts older than this (server time) are not shown, ms. */
export const RECENT_ALERT_MS = 5 * 60_000;
/** Alerts kept on the rail. */
export const MAX_SHOWN_ALERTS = 50;
/** Received ids remembered for the duplicate check; older ones count as received by their id alone. */
const SEEN_IDS_KEPT = 1_000;

/** An alert on the rail. */
export interface ShownAlert extends WallAlert {
  /** Unique on the rail: `<generation>:<id>`. */
  key: string;
}

export interface AlertsState {
  /** `alertsAfter` of the next request. */
  cursor: number;
  /** The next answer is the first of this history (after the page load, or after the server lost its alerts). */
  first: boolean;
  /** Bumped when the server's alert ids start again. */
  generation: number;
  /** Ids received in this generation (shown, dismissed or too old), so none is shown twice. */
  seen: ReadonlySet<number>;
  /** Ids at or below this count as received (the oldest ids are dropped from `seen` to keep it small). */
  seenFloor: number;
  /** The rail, newest first. */
  alerts: readonly ShownAlert[];
}

export const INITIAL_ALERTS: AlertsState = { cursor: 0, first: true, generation: 0, seen: new Set(), seenFloor: 0, alerts: [] };

export type AlertsAction =
  | { type: 'answer'; snapshot: Pick<WallSnapshot, 'alerts' | 'lastAlertId' | 'serverTime'> }
  | { type: 'dismiss'; key: string }
  | { type: 'dismissAll' };

// By time first: after the server's ids start again, a new alert has a smaller id than the old ones on the rail.
const newestFirst = (a: ShownAlert, b: ShownAlert) => b.at - a.at || b.id - a.id;

/** The rail after `action`. Returns `state` itself when nothing changed (no re-render). */
export function alertsReducer(state: AlertsState, action: AlertsAction): AlertsState {
  switch (action.type) {
    case 'dismiss': {
      const alerts = state.alerts.filter((alert) => alert.key !== action.key);
      return alerts.length === state.alerts.length ? state : { ...state, alerts };
    }
    case 'dismissAll':
      return state.alerts.length === 0 ? state : { ...state, alerts: [] };
    case 'answer':
      return receive(state, action.snapshot);
  }
}

function receive(state: AlertsState, snapshot: Pick<WallSnapshot, 'alerts' | 'lastAlertId' | 'serverTime'>): AlertsState {
  if (snapshot.lastAlertId < state.cursor) {
    // The server's ids went backwards: a new history. Ask from 0 and take the next answer as a first one.
    return { ...state, cursor: 0, first: true, generation: state.generation + 1, seen: new Set(), seenFloor: 0 };
  }
  const fresh = snapshot.alerts.filter((alert) => alert.id > state.seenFloor && !state.seen.has(alert.id));
  // A full answer after the first may have left alerts out: continue after the last one received.
  const full = !state.first && snapshot.alerts.length >= WALL_ALERT_LIMIT;
  const reached = full ? Math.max(...snapshot.alerts.map((alert) => alert.id)) : snapshot.lastAlertId;
  const cursor = Math.max(state.cursor, reached);
  if (fresh.length === 0 && cursor === state.cursor && !state.first) return state;
  const { seen, seenFloor } = remember(state, fresh);
  const shown = state.first ? fresh.filter((alert) => snapshot.serverTime - alert.at <= RECENT_ALERT_MS) : fresh;
  const alerts =
    shown.length === 0
      ? state.alerts
      : [...shown.map((alert) => ({ ...alert, key: `${state.generation}:${alert.id}` })), ...state.alerts].sort(newestFirst).slice(0, MAX_SHOWN_ALERTS);
  return { ...state, cursor, first: false, seen, seenFloor, alerts };
}

/** `seen` with the fresh ids, its oldest ids folded into `seenFloor` beyond {@link SEEN_IDS_KEPT}. */
function remember(state: AlertsState, fresh: readonly WallAlert[]): { seen: Set<number>; seenFloor: number } {
  const seen = new Set(state.seen);
  for (const alert of fresh) seen.add(alert.id);
  if (seen.size <= SEEN_IDS_KEPT) return { seen, seenFloor: state.seenFloor };
  const ids = [...seen].sort((a, b) => b - a);
  const kept = ids.slice(0, SEEN_IDS_KEPT);
  return { seen: new Set(kept), seenFloor: Math.max(state.seenFloor, ids[SEEN_IDS_KEPT] ?? 0) };
}
