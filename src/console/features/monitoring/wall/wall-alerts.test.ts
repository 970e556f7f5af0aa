/** The alert rail's reducer: each alert once, the first answer's old alerts left out, the cursor, a restarted server. */
import { describe, expect, it } from 'vitest';
import { WALL_ALERT_LIMIT } from '../../../../../streams/contracts/monitor-wall';
import { alert, SERVER_NOW } from './testing/wall-fixtures';
import { alertsReducer, INITIAL_ALERTS, MAX_SHOWN_ALERTS, RECENT_ALERT_MS, type AlertsState } from './wall-alerts';

const answer = (state: AlertsState, alerts: ReturnType<typeof alert>[], lastAlertId?: number, serverTime = SERVER_NOW) =>
  alertsReducer(state, { type: 'answer', snapshot: { alerts, lastAlertId: lastAlertId ?? alerts.reduce((m, a) => Math.max(m, a.id), 0), serverTime } });

const shownIds = (state: AlertsState) => state.alerts.map((a) => a.id);

describe('alertsReducer', () => {
  it('shows only the recent alerts of the first answer, newest first, and asks after the last id next', () => {
    const old = alert(1, { at: SERVER_NOW - RECENT_ALERT_MS - 1_000 });
    const state = answer(INITIAL_ALERTS, [old, alert(2, { at: SERVER_NOW - 60_000 }), alert(3, { at: SERVER_NOW - 5_000 })], 3);
    expect(shownIds(state)).toEqual([3, 2]);
    expect(state.cursor).toBe(3);
    expect(state.first).toBe(false);
  });

  it('shows every alert of the answers after the first, even old ones, each once', () => {
    let state = answer(INITIAL_ALERTS, [], 10);
    state = answer(state, [alert(11, { at: SERVER_NOW - 3_600_000 }), alert(12)]);
    // A slower answer to the same question arrives after: nothing new.
    const again = answer(state, [alert(11), alert(12)], 12);
    expect(again).toBe(state);
    expect(shownIds(state)).toEqual([12, 11]);
    expect(state.cursor).toBe(12);
  });

  it('continues after the last alert received when an answer is full', () => {
    let state = answer(INITIAL_ALERTS, [], 0);
    const full = Array.from({ length: WALL_ALERT_LIMIT }, (_, i) => alert(i + 1, { at: SERVER_NOW + i }));
    state = answer(state, full, 250);
    expect(state.cursor).toBe(WALL_ALERT_LIMIT);
    state = answer(state, [alert(101, { at: SERVER_NOW + 500 })], 250);
    expect(state.cursor).toBe(250);
    expect(state.alerts[0]?.id).toBe(101);
  });

  it('keeps at most MAX_SHOWN_ALERTS, dropping the oldest', () => {
    let state = answer(INITIAL_ALERTS, [], 0);
    state = answer(
      state,
      Array.from({ length: MAX_SHOWN_ALERTS + 5 }, (_, i) => alert(i + 1, { at: SERVER_NOW + i })),
    );
    expect(state.alerts).toHaveLength(MAX_SHOWN_ALERTS);
    expect(state.alerts.at(-1)?.id).toBe(6);
  });

  it('dismisses one alert or all, and a dismissed alert does not come back', () => {
    let state = answer(INITIAL_ALERTS, [alert(1), alert(2)]);
    state = alertsReducer(state, { type: 'dismiss', key: state.alerts[0]!.key });
    expect(shownIds(state)).toEqual([1]);
    state = answer(state, [alert(2)], 2);
    expect(shownIds(state)).toEqual([1]);
    state = alertsReducer(state, { type: 'dismissAll' });
    expect(state.alerts).toEqual([]);
  });

  it('starts a new history when the server forgot its alerts (ids went backwards), keeping the rail', () => {
    let state = answer(INITIAL_ALERTS, [alert(40, { at: SERVER_NOW - 1_000 })], 40);
    state = answer(state, [], 3, SERVER_NOW + 60_000);
    expect(state.cursor).toBe(0);
    expect(state.first).toBe(true);
    // The next answer (asked from 0) holds the new history's alerts; id 40 of the old one stays on the rail.
    state = answer(state, [alert(1, { at: SERVER_NOW + 50_000, kind: 'offline', diamonds: null }), alert(3, { at: SERVER_NOW + 55_000, kind: 'pk', diamonds: null })], 3, SERVER_NOW + 60_000);
    expect(state.alerts.map((a) => [a.id, a.kind])).toEqual([
      [3, 'pk'],
      [1, 'offline'],
      [40, 'gift'],
    ]);
    expect(new Set(state.alerts.map((a) => a.key)).size).toBe(3);
  });
});
