import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { normalizeRaw } from '../../ingest/normalize-raw';
import type { SourceSignal } from '../live-source';
import {
  ConnectorUnavailableError,
  createConnectorSource,
  loadConnectorModule,
  type ConnectorConnection,
  type ConnectorModule,
} from './connector-source';

/** Whether the optional package is installed here (it is after `npm install` on Node 20). */
const installed = (() => {
  try {
    createRequire(import.meta.url).resolve('tiktok-live-connector');
    return true;
  } catch {
    return false;
  }
})();

class UserOfflineError extends Error {}
class InvalidUniqueIdError extends Error {}
class SignatureRateLimitError extends Error {}

/**
 * A small fake of tiktok-live-connector 2.1.0's `TikTokLiveConnection`: an EventEmitter whose `connect()` the test
 * settles by hand, like the package's (which emits `decodedData` for the initial batch before it resolves).
 */
class FakeConnection extends EventEmitter implements ConnectorConnection {
  static last: FakeConnection | undefined;
  disconnects = 0;
  settle!: { resolve: () => void; reject: (error: unknown) => void };
  constructor(
    readonly uniqueId: string,
    readonly options?: Record<string, unknown>,
  ) {
    super();
    FakeConnection.last = this;
  }
  connect(): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.settle = { resolve: () => resolve({ roomId: '9100000000000000134' }), reject };
    });
  }
  disconnect(): Promise<void> {
    this.disconnects++;
    return Promise.resolve();
  }
}

const fakeModule: ConnectorModule = { TikTokLiveConnection: FakeConnection, UserOfflineError, InvalidUniqueIdError, SignatureRateLimitError };

/** A gift as 2.1.0 decodes it: `user.userId`, numeric `giftId`, `giftDetails.giftType`, int64 as strings. */
const decodedGift = {
  type: 'WebcastGiftMessage',
  data: {
    common: { method: 'WebcastGiftMessage', msgId: '7309142235386891015', roomId: '9100000000000000134', createTime: '1701792312202' },
    giftId: 5655,
    user: { userId: '9000000000000000634', uniqueId: 'viewer0634', nickname: 'viewer_0634' },
    repeatEnd: 0,
    groupId: '1701792311393',
    repeatCount: 3,
    giftDetails: { id: '5655', giftName: 'Rose', diamondCount: 1, giftType: 1 },
  },
};

function open(options: { now?: () => number } = {}) {
  const controller = new AbortController();
  const signals: SourceSignal[] = [];
  const source = createConnectorSource({ uniqueId: '@viewer0193', module: fakeModule, ...options });
  source.open((s) => signals.push(s), controller.signal);
  const connection = FakeConnection.last as FakeConnection;
  return { source, signals, controller, connection };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('loading tiktok-live-connector', () => {
  it('answers with a clear error when the package cannot be imported (the dynamic import is real)', async () => {
    const failure = loadConnectorModule('tiktok-live-connector-not-installed');
    await expect(failure).rejects.toBeInstanceOf(ConnectorUnavailableError);
    await expect(failure).rejects.toThrow(
      /^source: connector needs the optional package tiktok-live-connector-not-installed, which could not be loaded \(.+\): set TIKTOK_CONNECTOR=true and install the optional package \(npm install tiktok-live-connector@2\.1\.0\); read the README on its licence first$/,
    );
  });

  it('refuses a module that has no TikTokLiveConnection class', async () => {
    await expect(loadConnectorModule('node:path')).rejects.toThrow('has no TikTokLiveConnection class (expected version 2.1.0)');
  });

  it.skipIf(!installed)('loads the installed 2.1.0 and finds what the source uses', async () => {
    const module = await loadConnectorModule();
    expect(typeof module.TikTokLiveConnection).toBe('function');
    expect(typeof module.UserOfflineError).toBe('function');
    expect(typeof module.InvalidUniqueIdError).toBe('function');
    expect(typeof module.SignatureRateLimitError).toBe('function');
  });
});

describe('connector source (with a fake of the package)', () => {
  it('creates the connection for the handle, holds the initial batch until connect resolves, then streams webcast messages', async () => {
    let clock = 1_701_792_330_000;
    const { signals, connection } = open({ now: () => clock++ });
    expect(connection.uniqueId).toBe('viewer0193');

    // The package emits the initial batch while connect() is still running.
    connection.emit('decodedData', 'WebcastGiftMessage', decodedGift, new Uint8Array());
    expect(signals).toEqual([]);
    connection.settle.resolve();
    await flush();
    connection.emit('decodedData', 'WebcastChatMessage', {
      type: 'WebcastChatMessage',
      data: { common: { method: 'WebcastChatMessage', msgId: 'c1', roomId: '9100000000000000134' }, user: { userId: 'u2' }, comment: 'hi' },
    });

    expect(signals.map((s) => s.type)).toEqual(['connected', 'message', 'message']);
    const [gift, chat] = signals.flatMap((s) => (s.type === 'message' ? [s.message] : []));
    expect(gift).toEqual({ format: 'webcast', payload: { ts: 1_701_792_330_000, type: 'WebcastGiftMessage', data: decodedGift.data }, receivedAt: 1_701_792_330_000 });

    // Through the real normalizer: 2.1.0's field family is the one the webcast normalizer reads for Euler.
    expect(normalizeRaw(gift!, 'room')).toEqual([
      {
        ok: true,
        messageType: 'WebcastGiftMessage',
        events: [
          {
            type: 'gift',
            roomId: '9100000000000000134',
            msgId: '7309142235386891015',
            createTime: 1701792312202,
            receivedAt: 1_701_792_330_000,
            user: { userId: '9000000000000000634', uniqueId: 'viewer0634', nickname: 'viewer_0634', avatarUrl: null },
            giftId: '5655',
            giftName: 'Rose',
            diamondCount: 1,
            repeatCount: 3,
            repeatEnd: false,
            groupId: '1701792311393',
            streakable: true,
            toUserId: null,
          },
        ],
      },
    ]);
    expect(normalizeRaw(chat!, 'room')).toMatchObject([{ ok: true, events: [{ type: 'chat', content: 'hi' }] }]);
  });

  it('passes a malformed decodedData item on for the normalizer to reject with its reason', async () => {
    const { signals, connection } = open();
    connection.settle.resolve();
    await flush();
    connection.emit('decodedData', 'WebcastGiftMessage', 'garbage');
    const message = signals.find((s) => s.type === 'message');
    expect(message?.type === 'message' ? normalizeRaw(message.message, 'room') : []).toMatchObject([{ ok: false }]);
  });

  it('maps the failures of connect(): offline → notLive, bad handle → fatal, rate limit and others → retryable', async () => {
    const cases: Array<[unknown, Partial<SourceSignal>]> = [
      [new UserOfflineError("The requested user isn't online :("), { type: 'notLive' }],
      [new InvalidUniqueIdError('Missing or invalid value for uniqueId'), { type: 'disconnected', retryable: false }],
      [new SignatureRateLimitError('[Rate Limited] Too many connections started'), { type: 'disconnected', retryable: true }],
      ['Websocket connection failed, Error: 403', { type: 'disconnected', retryable: true }],
      [new Error('Failed to retrieve Room ID from all sources.'), { type: 'disconnected', retryable: true }],
    ];
    for (const [error, expected] of cases) {
      const { signals, connection } = open();
      connection.settle.reject(error);
      await flush();
      expect(signals).toHaveLength(1);
      expect(signals[0]).toMatchObject(expected);
      expect(connection.disconnects).toBe(1);
    }
  });

  it('ends on streamEnd and ignores the disconnect the package sends after it', async () => {
    const { signals, connection } = open();
    connection.settle.resolve();
    await flush();
    connection.emit('streamEnd', { action: 3 });
    connection.emit('disconnected', { code: 1000, reason: '' });
    expect(signals).toEqual([{ type: 'connected' }, { type: 'ended', reason: 'the LIVE ended (streamEnd)' }]);
    await flush();
    expect(connection.disconnects).toBe(1);
  });

  it('reports a suspended LIVE as ended too', async () => {
    const { signals, connection } = open();
    connection.settle.resolve();
    await flush();
    connection.emit('streamEnd', { action: 4 });
    expect(signals.at(-1)).toEqual({ type: 'ended', reason: 'TikTok suspended the LIVE (streamEnd)' });
  });

  it('turns a dropped connection into a retryable disconnect with its code', async () => {
    const { signals, connection } = open();
    connection.settle.resolve();
    await flush();
    connection.emit('disconnected', { code: 1006, reason: 'socket hang up' });
    expect(signals.at(-1)).toEqual({ type: 'disconnected', reason: 'TikTok closed the connection with 1006: socket hang up', retryable: true });
  });

  it('stops on abort: disconnects and emits nothing more', async () => {
    const { signals, connection, controller } = open();
    connection.settle.resolve();
    await flush();
    controller.abort();
    connection.emit('decodedData', 'WebcastGiftMessage', decodedGift);
    connection.emit('streamEnd', { action: 3 });
    await flush();
    expect(signals).toEqual([{ type: 'connected' }]);
    expect(connection.disconnects).toBe(1);
  });

  it('closes a connection that finishes connecting after the abort, without emitting', async () => {
    const { signals, connection, controller } = open();
    connection.emit('decodedData', 'WebcastGiftMessage', decodedGift);
    controller.abort();
    connection.settle.resolve();
    await flush();
    expect(signals).toEqual([]);
    expect(connection.disconnects).toBe(2);
  });
});

describe('connector source with an Euler key', () => {
  it('passes the key as signApiKey and keeps it out of every reason', async () => {
    const key = 'euler_connector_key';
    const controller = new AbortController();
    const signals: SourceSignal[] = [];
    createConnectorSource({ uniqueId: 'host', module: fakeModule, signApiKey: key }).open((s) => signals.push(s), controller.signal);
    const connection = FakeConnection.last as FakeConnection;
    expect(connection.options).toEqual({ signApiKey: key });
    connection.settle.reject(new Error(`sign server said no to apiKey=${key}`));
    await flush();
    expect(signals).toEqual([{ type: 'disconnected', reason: 'tiktok-live-connector could not connect: sign server said no to apiKey=***', retryable: true }]);
  });
});
