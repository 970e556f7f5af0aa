import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { LiveConfig } from '../../config';
import { liveRoomRequestSchema, type LiveRoomRequest } from '../../../streams/contracts/live-rooms';
import { LiveSourceRequestError, createLiveSource, type LiveSourceDeps } from './create-live-source';
import { TIKTOK_FIXTURES_DIR as FIXTURES } from '../../../tests/fixtures/fixtures-dir';

const installed = (() => {
  try {
    createRequire(import.meta.url).resolve('tiktok-live-connector');
    return true;
  } catch {
    return false;
  }
})();

const live: LiveConfig = {
  fixturesDir: FIXTURES,
  simulatorRooms: 0,
  streakIdleMs: 10_000,
  eulerWsUrl: 'wss://ws.eulerstream.com',
  eulerApiKey: undefined,
  tikfinityWsUrl: 'ws://localhost:21213/',
  connectorEnabled: false,
};
const deps = (overrides: Partial<LiveConfig> = {}, extra: Partial<LiveSourceDeps> = {}): LiveSourceDeps => ({
  live: { ...live, ...overrides },
  dataDir: 'memory://',
  ...extra,
});
const request = (body: unknown): LiveRoomRequest => liveRoomRequestSchema.parse(body);

describe('createLiveSource: platform sources', () => {
  it('euler needs EULER_API_KEY', async () => {
    const failure = createLiveSource('r1', request({ source: 'euler', uniqueId: 'host' }), deps());
    await expect(failure).rejects.toBeInstanceOf(LiveSourceRequestError);
    await expect(failure).rejects.toThrow('source: euler needs EULER_API_KEY');
  });

  it('euler with a key gives an euler source (nothing connects before open)', async () => {
    const source = await createLiveSource('r1', request({ source: 'euler', uniqueId: '@host' }), deps({ eulerApiKey: 'k' }));
    expect(source.kind).toBe('euler');
  });

  it('tikfinity is always available', async () => {
    const source = await createLiveSource('r1', request({ source: 'tikfinity', uniqueId: 'host' }), deps());
    expect(source.kind).toBe('tikfinity');
  });

  it('platform sources refuse a request without uniqueId from a caller that skipped the schema', async () => {
    for (const source of ['euler', 'tikfinity', 'connector'] as const) {
      await expect(createLiveSource('r1', { source }, deps({ eulerApiKey: 'k', connectorEnabled: true }))).rejects.toThrow(
        `uniqueId: required for a ${source} room`,
      );
    }
  });

  it('connector is refused with how to enable it while TIKTOK_CONNECTOR is off', async () => {
    const failure = createLiveSource('r1', request({ source: 'connector', uniqueId: 'host' }), deps());
    await expect(failure).rejects.toBeInstanceOf(LiveSourceRequestError);
    await expect(failure).rejects.toThrow(
      'source: connector is turned off: set TIKTOK_CONNECTOR=true and install the optional package (npm install tiktok-live-connector@2.1.0); read the README on its licence first',
    );
  });

  it('connector is refused with a clear message when the package cannot be loaded', async () => {
    const failure = createLiveSource(
      'r1',
      request({ source: 'connector', uniqueId: 'host' }),
      deps({ connectorEnabled: true }, { connectorPackage: 'tiktok-live-connector-not-installed' }),
    );
    await expect(failure).rejects.toBeInstanceOf(LiveSourceRequestError);
    await expect(failure).rejects.toThrow('source: connector needs the optional package tiktok-live-connector-not-installed, which could not be loaded');
  });

  it.skipIf(!installed)('connector gives a connector source when enabled and installed (nothing connects before open)', async () => {
    const source = await createLiveSource('r1', request({ source: 'connector', uniqueId: 'host' }), deps({ connectorEnabled: true }));
    expect(source.kind).toBe('connector');
  });
});

describe('createLiveSource: local sources', () => {
  it('simulator and replay still work', async () => {
    expect((await createLiveSource('r1', request({}), deps())).kind).toBe('simulator');
    expect((await createLiveSource('r1', request({ source: 'replay', file: 'link.timeline.jsonl' }), deps())).kind).toBe('replay');
    await expect(createLiveSource('r1', request({ source: 'replay', file: '/etc/passwd.jsonl' }), deps())).rejects.toBeInstanceOf(
      LiveSourceRequestError,
    );
  });
});
