/**
 * What the Korea page tests share: wire fixtures typed by the contracts (an event of four streamers in two teams,
 * its game view with the `korea` part), default MSW handlers, and the page in a router with a realtime client on the
 * fake websocket for a user holding given permissions. Test-only: no page imports this.
 */
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Page } from '../../../../../streams/contracts/common';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { koreaLinks, type KoreaEventDetail, type KoreaEventRow } from '../../../../../streams/contracts/korea-pk';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { useSessionStore } from '@shared/auth/session-store';
import { createRealtimeClient, type RealtimeClient } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { FakeWebSocket } from '@shared/realtime/testing/fake-web-socket';
import { renderWithProviders } from '../../../../test/render';

export const T = 1_700_000_000_000;

export const page = <R,>(content: R[], totalElements = content.length): Page<R> => ({ content, totalElements });

/** A 400 as server/plugins/errors.ts answers it. */
export const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2024-01-01 00:00:00' }, { status: 400 });

const idle = { status: 'notStarted' as const, startedAt: null, endedAt: null, endsAt: null };

/** Red: Luna and Sol; Blue: Mira and Jun. Double PK running (Luna 300 beats Sol 120 by 180; Mira and Jun 50 each). */
export function koreaView(overrides: Partial<KoreaView> = {}): KoreaView {
  return {
    teams: [
      { id: 'red', name: 'Red', color: '#e53e3e' },
      { id: 'blue', name: 'Blue', color: '#3182ce' },
    ],
    teamOf: { luna: 'red', sol: 'red', mira: 'blue', jun: 'blue' },
    running: 'double',
    stages: { double: { status: 'running', startedAt: T - 60_000, endedAt: null, endsAt: T + 240_000 }, solo: idle, team: idle },
    solo: { order: ['luna', 'mira', 'sol'], turnSeconds: 60, turn: null },
    boards: {
      double: [
        { id: 'luna', score: 300, rank: 1 },
        { id: 'sol', score: 120, rank: 2 },
        { id: 'mira', score: 50, rank: 3 },
        { id: 'jun', score: 50, rank: 3 },
      ],
      solo: [],
      team: [],
    },
    pairs: [
      { a: 'luna', b: 'sol', aScore: 300, bScore: 120, winner: 'luna', margin: 180 },
      { a: 'mira', b: 'jun', aScore: 50, bScore: 50, winner: null, margin: 0 },
    ],
    teamScores: [
      { id: 'red', score: 0, rank: 1 },
      { id: 'blue', score: 0, rank: 1 },
    ],
    weights: { double: 100, solo: 100, team: 100 },
    totals: [
      { streamerId: 'luna', stages: { double: 300, solo: 0, team: 0 }, total: 300, rank: 1 },
      { streamerId: 'sol', stages: { double: 120, solo: 0, team: 0 }, total: 120, rank: 2 },
      { streamerId: 'mira', stages: { double: 50, solo: 0, team: 0 }, total: 50, rank: 3 },
      { streamerId: 'jun', stages: { double: 50, solo: 0, team: 0 }, total: 50, rank: 3 },
    ],
    teamTotals: [
      { id: 'red', score: 420, rank: 1 },
      { id: 'blue', score: 100, rank: 2 },
    ],
    provisional: {},
    ...overrides,
  };
}

/** Event 9's game view at `serverNow` (default T). */
export function gameView(korea: KoreaView = koreaView(), serverNow = T): GameView {
  return {
    configId: 9,
    name: 'Seoul night',
    pluginStyle: 'korea',
    streamers: [
      { anchorId: 'luna', nickname: 'Luna', avatarUrl: null },
      { anchorId: 'sol', nickname: 'Sol', avatarUrl: null },
      { anchorId: 'mira', nickname: 'Mira', avatarUrl: null },
      { anchorId: 'jun', nickname: 'Jun', avatarUrl: null },
    ],
    round: { status: 'collecting', counting: true, round: 1, startedAt: T - 60_000, pkEndsAt: null, autoEndAt: null, endedAt: null },
    board: [],
    provisional: {},
    effects: [],
    contributors: {},
    flowerTarget: 1_000,
    pk: { runningPhaseId: null, phases: [] },
    turntable: null,
    hostRoom: { state: 'live', source: 'simulator', uniqueId: 'seoul_host', roomId: 'sim-1', since: T - 60_000 },
    giftArrivals: { status: 'arrived', seen: ['5655'] },
    serverNow,
    korea,
  };
}

export function eventRow(overrides: Partial<KoreaEventRow> = {}): KoreaEventRow {
  return {
    id: 9,
    name: 'Seoul night',
    state: 'collecting',
    streamers: 4,
    teams: 2,
    running: 'double',
    createTime: '2026-11-20 20:00:00',
    overlayKey: 'key-9',
    links: koreaLinks('key-9'),
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<KoreaEventDetail> = {}): KoreaEventDetail {
  return {
    id: 9,
    name: 'Seoul night',
    room: { source: 'simulator', uniqueId: 'seoul_host' },
    streamers: [
      { anchorId: 'luna', nickname: 'Luna', gifts: ['5655'], teamId: 'red' },
      { anchorId: 'sol', nickname: 'Sol', gifts: ['5269'], teamId: 'red' },
    ],
    gifts: [
      { giftId: '5655', giftName: 'Rose', price: 1 },
      { giftId: '5269', giftName: 'TikTok', price: 1 },
    ],
    attribution: 'gift',
    minGiftValue: 0,
    korea: {
      teams: koreaView().teams,
      double: { pairs: [{ a: 'luna', b: 'sol' }], durationSeconds: 300 },
      solo: { order: ['luna', 'sol'], turnSeconds: 60 },
      team: { durationSeconds: 0 },
      weights: { double: 100, solo: 100, team: 100 },
    },
    state: 'collecting',
    overlayKey: 'key-9',
    links: koreaLinks('key-9'),
    createTime: '2026-11-20 20:00:00',
    updateTime: '2026-11-20 20:00:00',
    view: gameView(),
    ...overrides,
  };
}

/** Default handlers: one event (9), its view, detail and an empty ledger. */
export function koreaHandlers(view: GameView = gameView()) {
  return [
    http.get('/api/koreaPk/events', () => HttpResponse.json(page([eventRow()]))),
    http.get('/api/koreaPk/events/:id/view', () => HttpResponse.json(view)),
    http.get('/api/koreaPk/events/:id/entries', () => HttpResponse.json(page([]))),
    http.get('/api/koreaPk/events/:id', () => HttpResponse.json(eventDetail())),
  ];
}

/** Renders `element` at `path` (e.g. `/korea-pk/double-pk?eventId=9`) for a user holding `roles`, with a realtime client. */
export function renderKoreaPage(element: ReactElement, path: string, roles: string[] = ['admin']): { client: RealtimeClient; router: ReturnType<typeof createMemoryRouter> } {
  FakeWebSocket.instances = [];
  useSessionStore.setState({ token: 'Bearer t', roles });
  const client = createRealtimeClient({ url: '/websocket', token: 't', WebSocketImpl: FakeWebSocket, random: () => 0.5 });
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element: <RealtimeProvider client={client}>{element}</RealtimeProvider> },
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { client, router };
}
