import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { liveRoomRequestSchema } from '../../../streams/contracts/live-rooms';
import type { LiveConfig } from '../../config';
import type { SourceSignal } from '../sources/live-source';
import { createSimulatorPopulation, type SimulatedSession } from '../sources/simulator/simulator-population';
import { TICK_MS } from '../sources/simulator/simulator-source';
import type { TimelineLine } from '../sources/simulator/simulator-script';
import { createLiveProbe, type ProbeOptions } from './live-probe';
import { TIKTOK_FIXTURES_DIR as FIXTURES } from '../../../tests/fixtures/fixtures-dir';

const MINUTE = 60_000;
const T_BASE = Date.UTC(2026, 2, 2, 6, 0, 0);

const live: LiveConfig = {
  fixturesDir: FIXTURES,
  simulatorRooms: 0,
  streakIdleMs: 3_000,
  eulerWsUrl: 'ws://127.0.0.1:9/',
  eulerApiKey: undefined,
  tikfinityWsUrl: 'ws://127.0.0.1:9/',
  connectorEnabled: false,
};
const options = (fields: Partial<ProbeOptions> & Pick<ProbeOptions, 'kind'>): ProbeOptions => ({ live, dataDir: 'memory://', ...fields });

afterEach(() => {
  vi.useRealTimers();
});

describe('simulator probe', () => {
  const population = createSimulatorPopulation(12, 7);
  const probe = createLiveProbe(options({ kind: 'simulator', population }));

  /** A streamer of the population, an instant two minutes before its session ends, and the session. */
  const liveMoment = (): { uniqueId: string; session: SimulatedSession; at: number } => {
    for (const { uniqueId } of population.streamers) {
      for (let at = T_BASE; at < T_BASE + 24 * 60 * MINUTE; at += MINUTE) {
        const session = population.liveAt(uniqueId, at);
        if (session) return { uniqueId, session, at: session.endsAt - 2 * MINUTE };
      }
    }
    throw new Error('nobody of the population went live in a day');
  };

  it("answers live exactly when the population's schedule has the streamer live", async () => {
    let liveAnswers = 0;
    let offlineAnswers = 0;
    for (const { uniqueId } of population.streamers) {
      for (let at = T_BASE; at < T_BASE + 3 * 24 * 60 * MINUTE; at += 7 * MINUTE + 13_000) {
        const result = await probe.probe(uniqueId, at);
        const session = population.liveAt(uniqueId, at);
        expect(result.live, `${uniqueId} at ${new Date(at).toISOString()}`).toBe(session !== null);
        if (result.live) liveAnswers += 1;
        else offlineAnswers += 1;
      }
    }
    // Both answers occur, so the comparison above is not vacuous.
    expect(liveAnswers).toBeGreaterThan(100);
    expect(offlineAnswers).toBeGreaterThan(100);
  });

  it('gives a live streamer the session start and a plausible audience, the same for the same instant', async () => {
    const { uniqueId, session, at } = liveMoment();
    for (const instant of [session.startedAt, session.startedAt + 90_000, at, session.endsAt - 1]) {
      const result = await probe.probe(uniqueId, instant);
      expect(result.live).toBe(true);
      expect(result.startedAt).toBe(session.startedAt);
      expect(Number.isInteger(result.viewers)).toBe(true);
      expect(result.viewers).toBeGreaterThan(0);
      expect(Number.isInteger(result.likes)).toBe(true);
      expect(result.likes).toBeGreaterThanOrEqual(0);
      // Another worker (another probe on the same population) asked at the same instant answers the same.
      const again = await createLiveProbe(options({ kind: 'simulator', population: createSimulatorPopulation(12, 7) })).probe(uniqueId, instant);
      expect(again).toEqual(result);
    }
    // Right after the session's end it is offline.
    expect((await probe.probe(uniqueId, session.endsAt)).live).toBe(false);
  });

  it('answers offline for a handle that is not in the population', async () => {
    expect(await probe.probe('nobody_here', T_BASE)).toEqual({ live: false });
    expect(probe.roomPlan('nobody_here', T_BASE)).toEqual({ request: { source: 'simulator', uniqueId: 'nobody_here', speed: 1 } });
  });

  it("joins a live streamer's room in progress: connected, only what is said from then on, ended when the session's time is over", () => {
    const { uniqueId, at } = liveMoment();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: at });
    const plan = probe.roomPlan(uniqueId, at);
    expect(liveRoomRequestSchema.parse(plan.request)).toEqual(plan.request);
    expect(plan.request).toMatchObject({ source: 'simulator', uniqueId });
    if (!plan.source) throw new Error('a live streamer must come with its room');

    const signals: SourceSignal[] = [];
    const controller = new AbortController();
    plan.source.open((signal) => signals.push(signal), controller.signal);
    expect(signals).toEqual([{ type: 'connected' }]);

    // One minute of the stream (stream time runs with the fake clock).
    vi.advanceTimersByTime(MINUTE);
    const firstMinute = signals.flatMap((s) => (s.type === 'message' ? [s.message.payload as TimelineLine] : []));
    expect(firstMinute.length).toBeGreaterThan(0);
    for (const line of firstMinute) {
      expect(line.ts).toBeGreaterThanOrEqual(at);
      expect(line.ts).toBeLessThanOrEqual(at + MINUTE);
    }
    expect(signals.some((s) => s.type === 'ended')).toBe(false);

    // The session's end (two minutes after joining) passes: the room ends, once, and says nothing after that.
    vi.advanceTimersByTime(2 * MINUTE);
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'simulated stream finished' });
    expect(signals.filter((s) => s.type === 'ended')).toHaveLength(1);
    expect(signals.filter((s) => s.type === 'connected')).toHaveLength(1);
    const count = signals.length;
    vi.advanceTimersByTime(10 * TICK_MS);
    expect(signals).toHaveLength(count);
    controller.abort();
  });

  it('shows every worker the same stream of a session', () => {
    const { uniqueId, at } = liveMoment();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: at });
    const other = createLiveProbe(options({ kind: 'simulator', population: createSimulatorPopulation(12, 7) }));
    const streams = [probe, other].map((p) => {
      const payloads: unknown[] = [];
      p.roomPlan(uniqueId, at).source?.open((s) => {
        if (s.type === 'message') payloads.push(s.message.payload);
      }, new AbortController().signal);
      return payloads;
    });
    vi.advanceTimersByTime(30_000);
    expect(streams[0]!.length).toBeGreaterThan(0);
    expect(streams[1]).toEqual(streams[0]);
  });
});

describe('replay probe', () => {
  it('is live for every streamer until its replay room ended, then offline with a reason (handles in any case)', async () => {
    const probe = createLiveProbe(options({ kind: 'replay', replayFile: 'link.timeline.jsonl', replaySpeed: 0 }));
    expect(probe.kind).toBe('replay');
    expect(await probe.probe('host_a', T_BASE)).toEqual({ live: true });
    expect(await probe.probe('host_b', T_BASE)).toEqual({ live: true });

    probe.roomEnded('Host_A');
    const after = await probe.probe('host_a', T_BASE + MINUTE);
    expect(after.live).toBe(false);
    expect(after.reason).toMatch(/replay/);
    expect((await probe.probe('HOST_A', T_BASE + 2 * MINUTE)).live).toBe(false);
    // Others are not affected.
    expect(await probe.probe('host_b', T_BASE + MINUTE)).toEqual({ live: true });
  });

  it('connects to the configured file at the configured speed', () => {
    const probe = createLiveProbe(options({ kind: 'replay', replayFile: 'web.timeline.jsonl', replaySpeed: 4 }));
    const plan = probe.roomPlan('host_a', T_BASE);
    expect(plan).toEqual({ request: { source: 'replay', uniqueId: 'host_a', file: 'web.timeline.jsonl', speed: 4 } });
    expect(liveRoomRequestSchema.parse(plan.request)).toEqual(plan.request);
  });

  it('defaults to the link capture played as recorded', () => {
    const plan = createLiveProbe(options({ kind: 'replay' })).roomPlan('host_a', T_BASE);
    expect(plan.request).toMatchObject({ file: 'link.timeline.jsonl', speed: 1 });
  });
});

describe('platform probes', () => {
  const wsServers: WebSocketServer[] = [];
  const tcpServers: Array<{ server: Server; sockets: Socket[] }> = [];
  afterEach(async () => {
    for (const server of wsServers.splice(0)) {
      for (const client of server.clients) client.terminate();
      await new Promise((done) => server.close(() => done(undefined)));
    }
    for (const { server, sockets } of tcpServers.splice(0)) {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(() => done(undefined)));
    }
  });

  const startWsServer = async (onConnection: (socket: WebSocket) => void) => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    wsServers.push(server);
    server.on('connection', onConnection);
    await once(server, 'listening');
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };
  /** A TCP server that accepts and never answers (a hung app): the WebSocket handshake never completes. */
  const startSilentServer = async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    tcpServers.push({ server, sockets });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };
  /** A local port nothing listens on. */
  const closedPortUrl = async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((done) => server.close(() => done(undefined)));
    return `ws://127.0.0.1:${port}/`;
  };

  it('rejects (the scan is skipped) when TikFinity is not running', async () => {
    const url = await closedPortUrl();
    const probe = createLiveProbe(options({ kind: 'tikfinity', live: { ...live, tikfinityWsUrl: url }, probeTimeoutMs: 5_000 }));
    expect(probe.kind).toBe('tikfinity');
    await expect(probe.probe('host_a', Date.now())).rejects.toThrow(/TikFinity is not running/);
  });

  it('rejects after probeTimeoutMs when the platform never answers', async () => {
    const url = await startSilentServer();
    const probe = createLiveProbe(options({ kind: 'tikfinity', live: { ...live, tikfinityWsUrl: url }, probeTimeoutMs: 100 }));
    await expect(probe.probe('host_a', Date.now())).rejects.toThrow('tikfinity did not answer within 100 ms');
  });

  it('rejects when the Euler key is not configured', async () => {
    const probe = createLiveProbe(options({ kind: 'euler', probeTimeoutMs: 100 }));
    await expect(probe.probe('host_a', Date.now())).rejects.toThrow(/EULER_API_KEY/);
  });

  it('answers live when Euler streams the room', async () => {
    const envelopes = (JSON.parse(readFileSync(resolve(FIXTURES, 'euler-envelopes.json'), 'utf8')) as Array<{ envelope: unknown }>).map((e) => e.envelope);
    let closed: Promise<unknown> | null = null;
    const url = await startWsServer((socket) => {
      closed = once(socket, 'close');
      socket.send(JSON.stringify(envelopes[0]));
    });
    const probe = createLiveProbe(options({ kind: 'euler', live: { ...live, eulerWsUrl: url, eulerApiKey: 'key-1' }, probeTimeoutMs: 5_000 }));
    expect(await probe.probe('host_a', Date.now())).toMatchObject({ live: true });
    // The probe hangs up once it has its answer: the paid connection slot is freed at once.
    expect(closed).not.toBeNull();
    await closed;
  });

  it('answers not live when Euler closes with 4404 NOT_LIVE', async () => {
    // Euler accepts the WebSocket, then closes it with 4404 when the streamer is not live (a close code needs an
    // open socket): the source emits `connected` first, then `notLive` (euler-source.test.ts).
    const url = await startWsServer((socket) => socket.close(4404, 'not live'));
    const probe = createLiveProbe(options({ kind: 'euler', live: { ...live, eulerWsUrl: url, eulerApiKey: 'key-1' }, probeTimeoutMs: 5_000 }));
    const result = await probe.probe('host_a', Date.now());
    expect(result.live).toBe(false);
    expect(result.reason).toMatch(/4404/);
  });

  it('connects platform rooms from the request alone', () => {
    const probe = createLiveProbe(options({ kind: 'euler' }));
    expect(probe.roomPlan('host_a', T_BASE)).toEqual({ request: { source: 'euler', uniqueId: 'host_a' } });
  });
});
