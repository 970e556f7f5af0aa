/**
 * A monitored streamer's connection, connected or disconnected and why, written to its connection log (the product
 * rules: "Monitoring connection: connected or disconnected"; "Monitor types: focus, regular, PK").
 *
 * ```
 *            scan {live:false}                          scan {live:true}, type focus|pk
 * unknown ───────────────────▶ offline ◀──────┐  ┌──────────────────────────────▶ live.connecting
 *    │ scan {live:true}            │          │  │                                 │ room.connected
 *    └─────────────────────────────┴──────────┼──┤                                 ▼
 *                 scan {live:false} / stream.ended│  │ scan {live:true}, type regular   live.connected
 *                        (from any live state) ───┘  └──────────────────────────────▶ live.tracked
 * live.connecting | live.connected ─room.lost {reason}─▶ live.disconnected ─scan {live:true} / room.retry─▶ live.connecting
 * type.change: regular → focus|pk in live.tracked ▶ live.connecting;  focus|pk → regular in a connection state ▶ live.tracked
 * monitor.disable (any) ▶ disabled ─monitor.enable─▶ unknown
 * ```
 *
 * - Focus and PK streamers that are live get a live connection (an ingest room of the live core, which retries on
 *   its own; its `room.state` changes arrive here as `room.connected` / `room.lost`); regular streamers are only
 *   `tracked`: a stats snapshot per scan, no connection.
 * - What the wall shows as the product's two connection states: {@link connectionOf} is `connected` only in
 *   `live.connected`; every other state is `disconnected`, with {@link MonitorConnectionContext.reason} saying why
 *   (offline, regular monitor, connecting, the platform's reason of a drop…).
 * - A scan that finds the streamer offline while a connection is still up ends the session too: scans and the
 *   connection disagree only when the stream ended and the platform has not said so yet.
 * - Every change of state appends `{ at, from, to, reason }` to `context.log` (the last {@link LOG_LIMIT}) and
 *   runs the provided action `persistTransition`, so the server stores the streamer's connection log.
 *
 * Time comes in with the events (`at`), so a persisted snapshot restores exactly after a server restart. Pure.
 */
import { assign, setup } from 'xstate';
import { monitorReason } from '../streams/monitor/monitor-reasons';
import type { MonitorType } from '../streams/monitor/scan-schedule';

/** States as stored and shown (`live.*` flattened). */
export type MonitorStatus = 'unknown' | 'offline' | 'connecting' | 'connected' | 'disconnected' | 'tracked' | 'disabled';

/** One entry of a monitored streamer's connection log. */
export interface MonitorTransition {
  /** Epoch ms. */
  at: number;
  from: MonitorStatus;
  to: MonitorStatus;
  reason: string;
}

/** Entries kept in `context.log`. */
export const LOG_LIMIT = 50;

export interface MonitorConnectionContext {
  type: MonitorType;
  status: MonitorStatus;
  /** Why the streamer is in its state, in words for the wall and the log. */
  reason: string;
  /** Since when, epoch ms (null before the first event). */
  since: number | null;
  /** When the current live session was first seen, epoch ms (null when not live). */
  liveSince: number | null;
  log: MonitorTransition[];
  lastTransition: MonitorTransition | null;
}

export interface MonitorConnectionInput {
  type: MonitorType;
}

export type MonitorConnectionEvent =
  /** A scan's answer: is the streamer live now. */
  | { type: 'scan'; at: number; live: boolean; reason?: string }
  | { type: 'room.connected'; at: number }
  /** The live connection dropped (the platform's reason); the streamer may still be live. */
  | { type: 'room.lost'; at: number; reason: string }
  /** Reconnect now (staff action or the worker's own retry). */
  | { type: 'room.retry'; at: number }
  /** The platform said the stream ended. */
  | { type: 'stream.ended'; at: number; reason?: string }
  | { type: 'type.change'; at: number; monitorType: MonitorType }
  | { type: 'monitor.disable'; at: number }
  | { type: 'monitor.enable'; at: number };

const connects = (type: MonitorType) => type === 'focus' || type === 'pk';

function reasonFor(event: MonitorConnectionEvent, to: MonitorStatus): string {
  switch (event.type) {
    case 'scan':
      if (event.reason) return event.reason;
      if (!event.live) return monitorReason('notLive');
      return monitorReason(to === 'tracked' ? 'tracked' : 'connecting');
    case 'room.connected':
      return monitorReason('connected');
    case 'room.lost':
      return event.reason;
    case 'room.retry':
      return monitorReason('reconnecting');
    case 'stream.ended':
      return event.reason ?? monitorReason('streamEnded');
    case 'type.change':
      return monitorReason(to === 'tracked' ? 'typeTracked' : 'typeConnecting', { type: event.monitorType });
    case 'monitor.disable':
      return monitorReason('disabled');
    case 'monitor.enable':
      return monitorReason('enabled');
  }
}

export const monitorConnectionMachine = setup({
  types: {} as { context: MonitorConnectionContext; events: MonitorConnectionEvent; input: MonitorConnectionInput },
  guards: {
    isLive: ({ event }) => event.type === 'scan' && event.live,
    isOffline: ({ event }) => event.type === 'scan' && !event.live,
    connectsLive: ({ context, event }) => event.type === 'scan' && event.live && connects(context.type),
    toConnecting: ({ event }) => event.type === 'type.change' && connects(event.monitorType),
    toTracked: ({ event }) => event.type === 'type.change' && !connects(event.monitorType),
  },
  actions: {
    record: assign(({ context, event }, params: { to: MonitorStatus }) => {
      const entry: MonitorTransition = { at: event.at, from: context.status, to: params.to, reason: reasonFor(event, params.to) };
      const log = [...context.log, entry].slice(-LOG_LIMIT);
      const live = params.to === 'connecting' || params.to === 'connected' || params.to === 'disconnected' || params.to === 'tracked';
      return {
        status: params.to,
        reason: entry.reason,
        since: event.at,
        liveSince: live ? (context.liveSince ?? event.at) : null,
        log,
        lastTransition: entry,
      };
    }),
    setType: assign(({ context, event }) => ({ type: event.type === 'type.change' ? event.monitorType : context.type })),
    /** Provided by the server to store `context.lastTransition`; a no-op here. */
    persistTransition: () => undefined,
  },
}).createMachine({
  id: 'monitorConnection',
  context: ({ input }) => ({ type: input.type, status: 'unknown', reason: 'not checked yet', since: null, liveSince: null, log: [], lastTransition: null }),
  initial: 'unknown',
  on: {
    'monitor.disable': { target: '.disabled', actions: [{ type: 'record', params: { to: 'disabled' } }, 'persistTransition'] },
  },
  states: {
    unknown: {
      on: {
        scan: [
          { guard: 'connectsLive', target: 'live.connecting', actions: [{ type: 'record', params: { to: 'connecting' } }, 'persistTransition'] },
          { guard: 'isLive', target: 'live.tracked', actions: [{ type: 'record', params: { to: 'tracked' } }, 'persistTransition'] },
          { target: 'offline', actions: [{ type: 'record', params: { to: 'offline' } }, 'persistTransition'] },
        ],
        'type.change': { actions: 'setType' },
      },
    },
    offline: {
      on: {
        scan: [
          { guard: 'connectsLive', target: 'live.connecting', actions: [{ type: 'record', params: { to: 'connecting' } }, 'persistTransition'] },
          { guard: 'isLive', target: 'live.tracked', actions: [{ type: 'record', params: { to: 'tracked' } }, 'persistTransition'] },
        ],
        'type.change': { actions: 'setType' },
      },
    },
    live: {
      // Entered only through a transition naming its child; `connecting` is what a bare entry would mean.
      initial: 'connecting',
      on: {
        scan: { guard: 'isOffline', target: 'offline', actions: [{ type: 'record', params: { to: 'offline' } }, 'persistTransition'] },
        'stream.ended': { target: 'offline', actions: [{ type: 'record', params: { to: 'offline' } }, 'persistTransition'] },
      },
      states: {
        connecting: {
          on: {
            'room.connected': { target: 'connected', actions: [{ type: 'record', params: { to: 'connected' } }, 'persistTransition'] },
            'room.lost': { target: 'disconnected', actions: [{ type: 'record', params: { to: 'disconnected' } }, 'persistTransition'] },
            'type.change': [
              { guard: 'toTracked', target: 'tracked', actions: ['setType', { type: 'record', params: { to: 'tracked' } }, 'persistTransition'] },
              { actions: 'setType' },
            ],
          },
        },
        connected: {
          on: {
            'room.lost': { target: 'disconnected', actions: [{ type: 'record', params: { to: 'disconnected' } }, 'persistTransition'] },
            'type.change': [
              { guard: 'toTracked', target: 'tracked', actions: ['setType', { type: 'record', params: { to: 'tracked' } }, 'persistTransition'] },
              { actions: 'setType' },
            ],
          },
        },
        disconnected: {
          on: {
            scan: [
              { guard: 'isOffline', target: '#monitorConnection.offline', actions: [{ type: 'record', params: { to: 'offline' } }, 'persistTransition'] },
              { target: 'connecting', actions: [{ type: 'record', params: { to: 'connecting' } }, 'persistTransition'] },
            ],
            'room.retry': { target: 'connecting', actions: [{ type: 'record', params: { to: 'connecting' } }, 'persistTransition'] },
            'room.connected': { target: 'connected', actions: [{ type: 'record', params: { to: 'connected' } }, 'persistTransition'] },
            'type.change': [
              { guard: 'toTracked', target: 'tracked', actions: ['setType', { type: 'record', params: { to: 'tracked' } }, 'persistTransition'] },
              { actions: 'setType' },
            ],
          },
        },
        tracked: {
          on: {
            'type.change': [
              { guard: 'toConnecting', target: 'connecting', actions: ['setType', { type: 'record', params: { to: 'connecting' } }, 'persistTransition'] },
              { actions: 'setType' },
            ],
          },
        },
      },
    },
    disabled: {
      on: {
        'monitor.disable': {},
        'monitor.enable': { target: 'unknown', actions: [{ type: 'record', params: { to: 'unknown' } }, 'persistTransition'] },
        'type.change': { actions: 'setType' },
      },
    },
  },
});

/** The product's two connection states of a monitored streamer: connected or disconnected. */
export function connectionOf(status: MonitorStatus): 'connected' | 'disconnected' {
  return status === 'connected' ? 'connected' : 'disconnected';
}
