/**
 * Wire fixtures of the group host pages' tests, typed by the shared contracts (streams/contracts/live-configs.ts,
 * game-topic.ts) so they follow the server's shapes. Test-only: no page imports this.
 */
import { HttpResponse, http } from 'msw';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { overlaysOf, pluginLinks, type LiveConfigDetail, type LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import type { Page } from '../../../../../streams/contracts/common';

export const page = <T>(content: T[], totalElements = content.length): Page<T> => ({ content, totalElements });

/** A 400 as server/plugins/errors.ts answers it. */
export const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2024-01-01 00:00:00' }, { status: 400 });

/** A two-streamer battle game, round 1 collecting with 4:00 left at `serverNow`. */
export function gameView(overrides: Partial<GameView> = {}): GameView {
  const serverNow = overrides.serverNow ?? 1_700_000_000_000;
  return {
    configId: 7,
    name: 'Friday battle',
    pluginStyle: 'battle',
    streamers: [
      { anchorId: 'luna', nickname: 'Luna', avatarUrl: null },
      { anchorId: 'sol', nickname: 'Sol', avatarUrl: null },
    ],
    round: { status: 'collecting', counting: true, round: 1, startedAt: serverNow - 60_000, pkEndsAt: serverNow + 240_000, autoEndAt: null, endedAt: null },
    board: [
      { streamerId: 'luna', score: 120, rank: 1 },
      { streamerId: 'sol', score: 80, rank: 2 },
    ],
    provisional: {},
    effects: [],
    contributors: {},
    flowerTarget: 1_000,
    pk: { runningPhaseId: null, phases: [] },
    turntable: null,
    hostRoom: { state: 'live', source: 'simulator', uniqueId: 'friday_host', roomId: 'sim-1', since: serverNow - 60_000 },
    giftArrivals: { status: 'arrived', seen: ['5655'] },
    serverNow,
    ...overrides,
  };
}

export function configRow(overrides: Partial<LiveConfigRow> = {}): LiveConfigRow {
  const overlayKey = overrides.overlayKey ?? 'key-7';
  return {
    id: 7,
    name: 'Friday battle',
    pluginStyle: 'battle',
    state: 'collecting',
    streamers: 2,
    round: 1,
    createTime: '2024-05-01 20:00:00',
    overlayKey,
    pluginLink: pluginLinks(overlayKey),
    // What the server offers a game with a turntable (streams/contracts/live-configs.ts overlaysOf).
    overlays: overlaysOf({ pluginStyle: overrides.pluginStyle ?? 'battle', turntable: { options: [] } }),
    ...overrides,
  };
}

/**
 * The streamers and gifts of an ice-and-fire configuration: Luna (Rose, triggered by Finger Heart) and Sol (TikTok,
 * triggered by `solTrigger`), with the three gifts' names and prices. Spread into configDetail.
 */
export function iceFirePair(solTrigger: string): Pick<LiveConfigDetail, 'streamers' | 'gifts'> {
  return {
    streamers: [
      { anchorId: 'luna', nickname: 'Luna', gifts: ['5655'], triggerGiftId: '5487' },
      { anchorId: 'sol', nickname: 'Sol', gifts: ['5269'], triggerGiftId: solTrigger },
    ],
    gifts: [
      { giftId: '5655', giftName: 'Rose', price: 1 },
      { giftId: '5269', giftName: 'TikTok', price: 1 },
      { giftId: '5487', giftName: 'Finger Heart', price: 5 },
    ],
  };
}

export function configDetail(overrides: Partial<LiveConfigDetail> = {}): LiveConfigDetail {
  return {
    id: 7,
    name: 'Friday battle',
    room: { source: 'simulator', uniqueId: 'friday_host' },
    streamers: [
      { anchorId: 'luna', nickname: 'Luna', gifts: ['5655'] },
      { anchorId: 'sol', nickname: 'Sol', gifts: ['5269'] },
    ],
    gifts: [
      { giftId: '5655', giftName: 'Rose', price: 1 },
      { giftId: '5269', giftName: 'TikTok', price: 1 },
    ],
    pkTime: { value: 5, unit: 'minutes' },
    autoEndSeconds: 0,
    pluginStyle: 'battle',
    attribution: 'gift',
    effectSeconds: 30,
    recordOnly: false,
    flowerTarget: 1_000,
    minGiftValue: 0,
    state: 'notStarted',
    overlayKey: 'key-7',
    pluginLink: pluginLinks('key-7'),
    createTime: '2024-05-01 20:00:00',
    updateTime: '2024-05-01 20:00:00',
    createBy: 'admin',
    followedRoom: { roomId: 'sim-1', running: true },
    view: gameView(),
    ...overrides,
  };
}

/** Default handlers: one configuration (7), its view, an empty ledger, a small catalogue, one running room. */
export function gameHandlers(view: GameView = gameView()) {
  return [
    http.get('/api/liveConfigs', () => HttpResponse.json(page([configRow()]))),
    http.get('/api/liveConfigs/:id/view', () => HttpResponse.json(view)),
    http.get('/api/liveConfigs/:id/entries', () => HttpResponse.json(page([]))),
    http.get('/api/liveConfigs/:id', () => HttpResponse.json(configDetail())),
    http.get('/api/gifts', () =>
      HttpResponse.json(
        page([
          { giftId: '5655', name: 'Rose', diamondCount: 1, type: 1, imageUrl: null },
          { giftId: '5269', name: 'TikTok', diamondCount: 1, type: 1, imageUrl: null },
          { giftId: '5487', name: 'Finger Heart', diamondCount: 5, type: 1, imageUrl: null },
        ]),
      ),
    ),
    http.get('/api/live/rooms', () =>
      HttpResponse.json(
        page([
          {
            roomId: 'sim-1',
            state: 'connected',
            giftDiamonds: 0,
            giftDiamondsProvisional: 0,
            giftCount: 0,
            likeTotal: 0,
            viewerCount: 0,
            memberCount: 0,
            chatCount: 0,
            followCount: 0,
            shareCount: 0,
            rejectedCount: 0,
            source: 'simulator',
            label: 'friday_host',
            uniqueId: 'friday_host',
            startedAt: 1_700_000_000_000,
            eventCount: 0,
          },
        ]),
      ),
    ),
  ];
}
