import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MonitorType } from '../streams/monitor/scan-schedule';
import { connectionOf, LOG_LIMIT, monitorConnectionMachine, type MonitorConnectionEvent, type MonitorTransition } from './monitor-connection.machine';

const T = 1_800_000_000_000;

function start(type: MonitorType = 'focus') {
  const stored: MonitorTransition[] = [];
  const machine = monitorConnectionMachine.provide({
    actions: { persistTransition: ({ context }) => void (context.lastTransition && stored.push(context.lastTransition)) },
  });
  const actor = createActor(machine, { input: { type } }).start();
  const send = (...events: MonitorConnectionEvent[]) => {
    for (const e of events) actor.send(e);
    return actor.getSnapshot().context;
  };
  return { actor, send, stored, status: () => actor.getSnapshot().context.status };
}

describe('monitor connection: scans', () => {
  it('a focus streamer found live gets a live connection: unknown → connecting → connected', () => {
    const m = start('focus');
    expect(m.status()).toBe('unknown');
    m.send({ type: 'scan', at: T, live: true });
    expect(m.status()).toBe('connecting');
    const ctx = m.send({ type: 'room.connected', at: T + 2_000 });
    expect(ctx.status).toBe('connected');
    expect(ctx.liveSince).toBe(T);
    expect(connectionOf(ctx.status)).toBe('connected');
  });

  it('a PK streamer is connected like a focus streamer', () => {
    const m = start('pk');
    m.send({ type: 'scan', at: T, live: true });
    expect(m.status()).toBe('connecting');
  });

  it('a regular streamer found live is tracked per scan, without a connection, and shows as disconnected', () => {
    const m = start('regular');
    const ctx = m.send({ type: 'scan', at: T, live: true });
    expect(ctx.status).toBe('tracked');
    expect(ctx.reason).toMatch(/regular monitor/);
    expect(connectionOf(ctx.status)).toBe('disconnected');
    expect(m.send({ type: 'room.connected', at: T + 1 }).status).toBe('tracked');
  });

  it('a streamer not live is offline; a later scan that finds them live connects', () => {
    const m = start('focus');
    expect(m.send({ type: 'scan', at: T, live: false }).status).toBe('offline');
    expect(m.send({ type: 'scan', at: T + 60_000, live: false }).status).toBe('offline');
    expect(m.send({ type: 'scan', at: T + 120_000, live: true }).status).toBe('connecting');
  });

  it('an offline regular streamer found live is tracked', () => {
    const m = start('regular');
    m.send({ type: 'scan', at: T, live: false });
    expect(m.send({ type: 'scan', at: T + 300_000, live: true }).status).toBe('tracked');
  });

  it('a scan that finds a connected streamer offline ends the session; so does stream.ended', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 });
    const ctx = m.send({ type: 'scan', at: T + 60_000, live: false });
    expect(ctx.status).toBe('offline');
    expect(ctx.liveSince).toBeNull();
    m.send({ type: 'scan', at: T + 120_000, live: true }, { type: 'room.connected', at: T + 120_001 });
    const ended = m.send({ type: 'stream.ended', at: T + 180_000 });
    expect(ended).toMatchObject({ status: 'offline', reason: 'stream ended' });
    const tracked = start('regular');
    tracked.send({ type: 'scan', at: T, live: true });
    expect(tracked.send({ type: 'scan', at: T + 300_000, live: false }).status).toBe('offline');
  });

  it('a live scan while connected changes nothing', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 });
    const before = m.stored.length;
    expect(m.send({ type: 'scan', at: T + 60_000, live: true }).status).toBe('connected');
    expect(m.stored.length).toBe(before);
  });
});

describe('monitor connection: drops and reconnects', () => {
  it('a dropped connection is disconnected with the platform reason; the next live scan reconnects', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 });
    const lost = m.send({ type: 'room.lost', at: T + 5_000, reason: 'websocket closed (1006)' });
    expect(lost).toMatchObject({ status: 'disconnected', reason: 'websocket closed (1006)', liveSince: T });
    expect(connectionOf(lost.status)).toBe('disconnected');
    expect(m.send({ type: 'scan', at: T + 60_000, live: true }).status).toBe('connecting');
  });

  it('a connection that fails while connecting is disconnected', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true });
    expect(m.send({ type: 'room.lost', at: T + 1, reason: 'sign server refused' }).status).toBe('disconnected');
  });

  it('room.retry reconnects a dropped connection; the room reconnecting on its own is connected again', () => {
    const m = start('pk');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 }, { type: 'room.lost', at: T + 2, reason: 'x' });
    expect(m.send({ type: 'room.retry', at: T + 3 }).status).toBe('connecting');
    m.send({ type: 'room.lost', at: T + 4, reason: 'y' });
    expect(m.send({ type: 'room.connected', at: T + 5 }).status).toBe('connected');
  });

  it('a disconnected streamer found offline by a scan is offline', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.lost', at: T + 1, reason: 'x' });
    expect(m.send({ type: 'scan', at: T + 60_000, live: false }).status).toBe('offline');
  });
});

describe('monitor connection: type changes and disabling', () => {
  it('regular → focus while live opens a connection; focus → regular closes it', () => {
    const m = start('regular');
    m.send({ type: 'scan', at: T, live: true });
    expect(m.send({ type: 'type.change', at: T + 1, monitorType: 'focus' })).toMatchObject({ status: 'connecting', type: 'focus' });
    m.send({ type: 'room.connected', at: T + 2 });
    expect(m.send({ type: 'type.change', at: T + 3, monitorType: 'regular' })).toMatchObject({ status: 'tracked', type: 'regular' });
  });

  it('focus → pk keeps the connection; a type change while offline only changes the type', () => {
    const m = start('focus');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 });
    expect(m.send({ type: 'type.change', at: T + 2, monitorType: 'pk' })).toMatchObject({ status: 'connected', type: 'pk' });
    const o = start('focus');
    o.send({ type: 'scan', at: T, live: false });
    expect(o.send({ type: 'type.change', at: T + 1, monitorType: 'regular' })).toMatchObject({ status: 'offline', type: 'regular' });
    expect(o.send({ type: 'scan', at: T + 2, live: true }).status).toBe('tracked');
  });

  it('type changes in connecting, disconnected, tracked (to another regular-like type) and unknown', () => {
    const a = start('focus');
    a.send({ type: 'scan', at: T, live: true });
    expect(a.send({ type: 'type.change', at: T + 1, monitorType: 'regular' }).status).toBe('tracked');
    const b = start('focus');
    b.send({ type: 'scan', at: T, live: true }, { type: 'room.lost', at: T + 1, reason: 'x' });
    expect(b.send({ type: 'type.change', at: T + 2, monitorType: 'regular' }).status).toBe('tracked');
    const c = start('focus');
    c.send({ type: 'scan', at: T, live: true }, { type: 'room.lost', at: T + 1, reason: 'x' });
    expect(c.send({ type: 'type.change', at: T + 2, monitorType: 'pk' })).toMatchObject({ status: 'disconnected', type: 'pk' });
    const d = start('focus');
    d.send({ type: 'scan', at: T, live: true });
    expect(d.send({ type: 'type.change', at: T + 1, monitorType: 'pk' })).toMatchObject({ status: 'connecting', type: 'pk' });
    const e = start('regular');
    e.send({ type: 'scan', at: T, live: true });
    expect(e.send({ type: 'type.change', at: T + 1, monitorType: 'regular' }).status).toBe('tracked');
    const f = start('focus');
    expect(f.send({ type: 'type.change', at: T, monitorType: 'regular' })).toMatchObject({ status: 'unknown', type: 'regular' });
  });

  it('disabling stops monitoring from any state; enabling starts over unchecked', () => {
    for (const setup of [[], [{ type: 'scan', at: T, live: false }], [{ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 }]] as MonitorConnectionEvent[][]) {
      const m = start('focus');
      m.send(...setup);
      expect(m.send({ type: 'monitor.disable', at: T + 10 })).toMatchObject({ status: 'disabled', liveSince: null });
      expect(m.send({ type: 'scan', at: T + 20, live: true }).status).toBe('disabled');
      expect(m.send({ type: 'monitor.disable', at: T + 21 }).lastTransition?.to).toBe('disabled');
      expect(m.send({ type: 'monitor.enable', at: T + 30 }).status).toBe('unknown');
      expect(m.send({ type: 'type.change', at: T + 31, monitorType: 'pk' }).type).toBe('pk');
    }
    const d = start('focus');
    d.send({ type: 'monitor.disable', at: T });
    expect(d.send({ type: 'type.change', at: T + 1, monitorType: 'regular' })).toMatchObject({ status: 'disabled', type: 'regular' });
  });
});

describe('monitor connection: the connection log', () => {
  it('stores every change once, with from, to, reason and time', () => {
    const m = start('focus');
    m.send(
      { type: 'scan', at: T, live: false },
      { type: 'scan', at: T + 60_000, live: true },
      { type: 'room.connected', at: T + 61_000 },
      { type: 'room.lost', at: T + 90_000, reason: 'network' },
      { type: 'stream.ended', at: T + 95_000, reason: 'host ended the live' },
    );
    expect(m.stored).toEqual([
      { at: T, from: 'unknown', to: 'offline', reason: 'not live' },
      { at: T + 60_000, from: 'offline', to: 'connecting', reason: 'live: connecting' },
      { at: T + 61_000, from: 'connecting', to: 'connected', reason: 'connected to the live room' },
      { at: T + 90_000, from: 'connected', to: 'disconnected', reason: 'network' },
      { at: T + 95_000, from: 'disconnected', to: 'offline', reason: 'host ended the live' },
    ]);
    expect(m.actor.getSnapshot().context.log).toEqual(m.stored);
  });

  it(`keeps the last ${LOG_LIMIT} entries in memory`, () => {
    const m = start('focus');
    for (let i = 0; i < LOG_LIMIT + 10; i += 1) m.send({ type: 'scan', at: T + i, live: i % 2 === 0 }, { type: 'stream.ended', at: T + i });
    const { log } = m.actor.getSnapshot().context;
    expect(log).toHaveLength(LOG_LIMIT);
    expect(m.stored.length).toBeGreaterThan(LOG_LIMIT);
    expect(log.at(-1)).toEqual(m.stored.at(-1));
  });

  it('a persisted snapshot restores the same state and log', () => {
    const m = start('pk');
    m.send({ type: 'scan', at: T, live: true }, { type: 'room.connected', at: T + 1 });
    const restored = createActor(monitorConnectionMachine, { snapshot: m.actor.getPersistedSnapshot(), input: { type: 'pk' } }).start();
    expect(restored.getSnapshot().context).toMatchObject({ status: 'connected', liveSince: T, type: 'pk' });
    restored.send({ type: 'room.lost', at: T + 2, reason: 'x' });
    expect(restored.getSnapshot().context.status).toBe('disconnected');
  });
});
