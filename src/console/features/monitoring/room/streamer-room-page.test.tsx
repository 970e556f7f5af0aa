import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonitorRoomDetail } from '../../../../../streams/contracts/monitor-room';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { ROOM, armies, battle, chat, counted, detail, gifter, logEntry, member, page, provisional, roomRow, roomState, roomStats, session, summary } from './testing/room-fixtures';
import { renderRoomPage } from './testing/render-room-page';
import { recordQuery } from '../../../../test/crud-page';
import { SUMMARY_REFRESH_MS } from './api/get-live-room-summary';

let client: RealtimeClient | undefined;
let roomDetail: MonitorRoomDetail;
let hostQueries: URLSearchParams[];

const failure = () => HttpResponse.json({ status: 500, message: 'boom', timestamp: '' }, { status: 500 });

/** History answers by requested type, newest first. */
const history: Record<string, RoomTopicEvent[]> = {};
const typesOf = (request: StrictRequest<DefaultBodyType>) => new URL(request.url).searchParams.get('type') ?? '';

beforeEach(() => {
  hostQueries = [];
  roomDetail = detail();
  for (const key of Object.keys(history)) delete history[key];
  history['chat,member'] = [chat('c2', 2_000, 'second line'), member('j1', 1_500), chat('c1', 1_000, 'first line')];
  history['gift.counted'] = [counted('old-gift', { giftName: 'Galaxy', diamondCount: 1_000 })];
  history.roomStats = [roomStats('v2', 2_000, 300), roomStats('v1', 1_000, 280)];
  history.battle = [];
  history.armies = [];
  server.use(
    http.get('/api/monitor/rooms', recordQuery(hostQueries, () => HttpResponse.json(page([roomRow(), roomRow({ id: 8, uniqueId: 'mina_off', nickname: 'Mina Moon', status: 'offline', roomId: null, liveSince: null, type: 'regular' })])))),
    http.get('/api/monitor/rooms/:id', () => HttpResponse.json(roomDetail)),
    http.get('/api/monitor/streamers/:id/connection-log', () => HttpResponse.json(page([logEntry(), logEntry({ from: 'offline', to: 'connecting', reason: 'live: connecting' })], 2))),
    http.get<PathParams, DefaultBodyType>('/api/live/rooms/:roomId/events', ({ request }) => HttpResponse.json(page(history[typesOf(request)] ?? []))),
    http.get('/api/live/rooms/:roomId/summary', () => HttpResponse.json(summary())),
    http.get('/api/live/rooms/:roomId/top-gifters', () => HttpResponse.json([gifter(5, 900, 3), gifter(6, 100, 1)])),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
  vi.useRealTimers();
});

/** Opens the socket and acknowledges the room's subscription. */
async function connect(roomId = ROOM) {
  act(() => latestSocket().accept());
  await waitFor(() => expect(latestSocket().framesOf('subscribe').flatMap((f) => f.topics.map((t) => t.topic))).toContain(`room:${roomId}`));
  act(() => latestSocket().deliver({ type: 'subscribed', topic: `room:${roomId}`, headSeq: 0 }));
}

let seq = 0;
function deliver(...events: RoomTopicEvent[]) {
  for (const event of events) {
    seq += 1;
    act(() => latestSocket().deliver({ type: 'event', topic: `room:${ROOM}`, seq, event }));
  }
}

const chatLines = () => within(screen.getByRole('log', { name: 'Chat' })).queryAllByTestId('chat-line').map((line) => line.textContent ?? '');

describe('host list', () => {
  it('lists the streamers with their status, searches, narrows to live ones and opens a room in the URL', async () => {
    const user = userEvent.setup();
    const rendered = renderRoomPage();
    client = rendered.client;
    const list = await screen.findByRole('navigation', { name: 'Monitored streamers' });
    expect(await within(list).findByText('Luna Star')).toBeInTheDocument();
    expect(within(list).getByText('Mina Moon')).toBeInTheDocument();
    expect(within(list).getByText('Connected')).toBeInTheDocument();
    expect(within(list).getByText('Offline')).toBeInTheDocument();
    expect(screen.getByTestId('room-choose')).toHaveTextContent('Choose a streamer in the list to see their room.');

    await user.type(within(list).getByRole('searchbox', { name: 'Search streamers' }), '@mina');
    await waitFor(() => expect(hostQueries.at(-1)?.get('blurry')).toBe('@mina'));
    await user.click(within(list).getByRole('checkbox', { name: 'Live only' }));
    await waitFor(() => expect(hostQueries.at(-1)?.get('live')).toBe('true'));
    expect(hostQueries.at(-1)?.get('page')).toBe('0');

    await user.click(within(list).getByRole('button', { name: /Luna Star/ }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?streamer=7'));
    expect(within(list).getByRole('button', { name: /Luna Star/ })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByTestId('room-header')).toHaveTextContent('Luna Star');
  });

  it('says when the host list cannot be checked, and Retry reads it again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get('/api/monitor/rooms', () => {
        calls += 1;
        return calls === 1 ? failure() : HttpResponse.json(page([roomRow()]));
      }),
    );
    client = renderRoomPage().client;
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to check the host list');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Luna Star')).toBeInTheDocument();
    expect(screen.queryByText('Failed to check the host list')).not.toBeInTheDocument();
  });
});

describe('a live room', () => {
  it('shows the history, then the chat, gifts with streaks, joins, viewers and PK move with the topic', async () => {
    client = renderRoomPage('?streamer=7').client;
    const header = await screen.findByTestId('room-header');
    expect(header).toHaveTextContent('@luna_live');
    expect(header).toHaveTextContent('connected to the live room');
    // Live time from the streamer's liveSince (1:02:03 ago in the fixture).
    expect(within(header).getByTestId('figure-live-time')).toHaveTextContent(/1:02:0\d/);
    await waitFor(() => expect(chatLines()).toEqual([expect.stringContaining('first line'), expect.stringContaining('second line')]));
    expect(within(header).getByTestId('figure-diamonds')).toHaveTextContent('1.2K');
    expect(screen.getByTestId('viewers-now')).toHaveTextContent('300');
    expect(within(screen.getByTestId('joins-panel')).getByText('Fan 2')).toBeInTheDocument();
    expect(within(screen.getByTestId('gifts-panel')).getByText('Galaxy')).toBeInTheDocument();
    expect(await within(screen.getByTestId('top-gifters-panel')).findByText('Fan 5')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Connection log' })).findByText('live: connecting')).toBeInTheDocument();
    expect(screen.getByTestId('pk-panel')).toHaveTextContent('No PK in this room yet.');

    await connect();
    deliver(chat('c3', 3_000, 'third line', { userId: 'u9', uniqueId: 'nora', nickname: 'Nora', avatarUrl: null }));
    await waitFor(() => expect(chatLines().at(-1)).toContain('third line'));
    expect(chatLines().at(-1)).toContain('Nora');

    deliver(provisional('s1', 3, { giftName: 'Rose' }));
    const gifts = screen.getByTestId('gifts-panel');
    await waitFor(() => expect(within(gifts).getAllByTestId('gift-row')[0]).toHaveTextContent('Streak running'));
    expect(within(gifts).getAllByTestId('gift-row')[0]).toHaveTextContent('×3');
    deliver(provisional('s1', 9, { giftName: 'Rose' }), counted('g9', { streakKey: 's1', repeatCount: 9, giftDiamonds: 2_000 }));
    await waitFor(() => expect(within(gifts).getAllByTestId('gift-row')[0]).toHaveTextContent('Final'));
    expect(within(gifts).getAllByTestId('gift-row')[0]).toHaveTextContent('×9');
    // One row for the streak, and the old gift below it: the streak is not listed twice.
    expect(within(gifts).getAllByTestId('gift-row')).toHaveLength(2);
    await waitFor(() => expect(within(header).getByTestId('figure-diamonds')).toHaveTextContent('2K'));

    deliver(roomStats('v3', 3_000, 1_520, 9_000));
    await waitFor(() => expect(screen.getByTestId('viewers-now')).toHaveTextContent('1.5K'));
    expect(within(header).getByTestId('figure-viewers')).toHaveTextContent('1.5K');
    expect(within(header).getByTestId('figure-likes')).toHaveTextContent('9K');
    expect(screen.getByRole('img', { name: 'Viewers from 280 to 1.5K (lowest 280, highest 1.5K)' })).toBeInTheDocument();

    const start = Date.now();
    deliver(battle('b1', start, 'started'), armies('b1', start + 2_000, { h1: 120, h2: 45 }));
    const pk = screen.getByTestId('pk-panel');
    await waitFor(() => expect(within(pk).getByTestId('pk-phase')).toHaveTextContent('Running'));
    const teams = within(pk).getAllByTestId('pk-team');
    expect(teams[0]).toHaveTextContent('Team 1');
    expect(teams[0]).toHaveTextContent('120');
    expect(teams[0]).toHaveTextContent('Leading');
    expect(teams[1]).toHaveTextContent('45');
    expect(within(pk).getByTestId('pk-countdown')).toHaveTextContent(/Ends in [45]:\d\d/);
  });

  it("takes the room's figures from the topic's snapshot and stops polling the summary; polls it again while the socket is down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let summaries = 0;
    server.use(
      http.get('/api/live/rooms/:roomId/summary', () => {
        summaries += 1;
        return HttpResponse.json(summary());
      }),
    );
    client = renderRoomPage('?streamer=7').client;
    const header = await screen.findByTestId('room-header');
    await waitFor(() => expect(within(header).getByTestId('figure-likes')).toHaveTextContent('5.6K'));
    expect(summaries).toBe(1);

    await connect();
    act(() => latestSocket().deliver({ type: 'snapshot', topic: `room:${ROOM}`, seq: 0, state: { seq: 0, summary: summary({ likeTotal: 7_700, giftDiamonds: 2_500, viewerCount: 640 }) } }));
    await waitFor(() => expect(within(header).getByTestId('figure-likes')).toHaveTextContent('7.7K'));
    expect(within(header).getByTestId('figure-diamonds')).toHaveTextContent('2.5K');
    expect(within(header).getByTestId('figure-viewers')).toHaveTextContent('640');
    seq = 0;
    deliver(roomStats('v3', 3_000, 700, 8_800));
    await waitFor(() => expect(within(header).getByTestId('figure-likes')).toHaveTextContent('8.8K'));
    expect(within(header).getByTestId('figure-viewers')).toHaveTextContent('700');
    act(() => vi.advanceTimersByTime(3 * SUMMARY_REFRESH_MS));
    expect(summaries).toBe(1);

    act(() => latestSocket().serverClose(1006));
    await waitFor(() => expect(summaries).toBe(2));
    act(() => vi.advanceTimersByTime(SUMMARY_REFRESH_MS));
    await waitFor(() => expect(summaries).toBe(3));
  });

  it('shows a PK that began before the page opened, with its countdown and the latest tally', async () => {
    const start = Date.now() - 30_000;
    history.battle = [battle('b0', start, 'started', [['h1'], ['h2']], 300_000)];
    history.armies = [armies('b0', start + 28_000, { h1: 10, h2: 700 }), armies('b0', start + 26_000, { h1: 5, h2: 600 })];
    client = renderRoomPage('?streamer=7').client;
    const pk = await screen.findByTestId('pk-panel');
    await waitFor(() => expect(within(pk).getByTestId('pk-phase')).toHaveTextContent('Running'));
    expect(within(pk).getByTestId('pk-countdown')).toHaveTextContent(/Ends in 4:\d\d/);
    await waitFor(() => expect(within(pk).getAllByTestId('pk-team')[1]).toHaveTextContent('700'));
    expect(within(pk).getAllByTestId('pk-team')[1]).toHaveTextContent('Leading');
    expect(within(pk).getAllByTestId('pk-team')[0]).toHaveTextContent('10');
  });

  it('follows the new room when the stream ends and another starts', async () => {
    client = renderRoomPage('?streamer=7').client;
    await screen.findByTestId('room-header');
    await connect();
    roomDetail = detail(roomRow({ roomId: 'room-2' }));
    // The old room says it ended: the page resolves the streamer again and subscribes to the new room.
    deliver(roomState('reconnecting', Date.now(), 'stream ended'));
    await waitFor(() => expect(latestSocket().framesOf('subscribe').flatMap((f) => f.topics.map((t) => t.topic))).toContain('room:room-2'));
    await waitFor(() => expect(latestSocket().framesOf('unsubscribe').flatMap((f) => f.topics)).toContain(`room:${ROOM}`));
    expect(await screen.findByTestId('room-connection')).toHaveTextContent('room-2');
  });

  it('says which part failed, in the spec’s words, and Retry reads it again', async () => {
    const user = userEvent.setup();
    const calls: Record<string, number> = {};
    const failOnce = (name: string, ok: () => Response) => () => {
      calls[name] = (calls[name] ?? 0) + 1;
      return calls[name] === 1 ? failure() : ok();
    };
    server.use(
      http.get<PathParams, DefaultBodyType>('/api/live/rooms/:roomId/events', ({ request }) => {
        const types = typesOf(request);
        return types === 'chat,member' ? failOnce('chat', () => HttpResponse.json(page(history[types] ?? [])))() : HttpResponse.json(page(history[types] ?? []));
      }),
      http.get('/api/live/rooms/:roomId/summary', () => failure()),
      http.get('/api/live/rooms/:roomId/top-gifters', () => failure()),
      http.get('/api/monitor/streamers/:id/connection-log', failOnce('log', () => HttpResponse.json(page([logEntry({ reason: 'back again' })])))),
    );
    client = renderRoomPage('?streamer=7').client;
    const chatPanel = await screen.findByTestId('chat-panel');
    expect(await within(chatPanel).findByText('Failed to check chat messages')).toBeInTheDocument();
    expect(await within(screen.getByTestId('viewers-panel')).findByText('Failed to check the viewer count')).toBeInTheDocument();
    expect(await within(screen.getByTestId('top-gifters-panel')).findByText('Failed to refresh the gift list')).toBeInTheDocument();
    const logPanel = screen.getByTestId('connection-log-panel');
    expect(await within(logPanel).findByText('Failed to check connection logs')).toBeInTheDocument();

    await user.click(within(chatPanel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chatLines()).toHaveLength(2));
    expect(within(chatPanel).queryByText('Failed to check chat messages')).not.toBeInTheDocument();
    await user.click(within(logPanel).getByRole('button', { name: 'Retry' }));
    expect(await within(logPanel).findByText('back again')).toBeInTheDocument();
  });

  it('says when the room cannot be resolved, and when the streamer is not monitored any more', async () => {
    server.use(http.get('/api/monitor/rooms/:id', () => failure()));
    client = renderRoomPage('?streamer=7').client;
    expect(await screen.findByText('Failed to check the room list')).toBeInTheDocument();
    client.close();

    server.use(http.get('/api/monitor/rooms/:id', () => HttpResponse.json({ status: 404, message: 'Monitored streamer 9 does not exist', timestamp: '' }, { status: 404 })));
    client = renderRoomPage('?streamer=9').client;
    expect(await screen.findByText('This streamer is not monitored any more. Choose another one in the list.')).toBeInTheDocument();
  });
});

describe('streamers without a live room', () => {
  it('a regular monitor: the figures of the last check and why there is no live connection', async () => {
    const streamer = roomRow({ id: 8, type: 'regular', status: 'tracked', statusReason: 'live (regular monitor: stats per scan, no live connection)', roomId: null });
    const minutes = [0, 1, 2].map((n) => ({ minute: Date.now() - (3 - n) * 60_000, viewers: 50 + n * 10, diamonds: 0, likes: 0 }));
    roomDetail = detail(streamer, { minutes });
    client = renderRoomPage('?streamer=8').client;
    expect(await screen.findByText('Regular monitor: no live connection')).toBeInTheDocument();
    expect(screen.getByTestId('room-header')).toHaveTextContent('Live (figures only)');
    expect(within(screen.getByTestId('room-header')).getByTestId('figure-viewers')).toHaveTextContent('70');
    // Its checks see no gifts: no diamond figure rather than a misleading 0.
    expect(within(screen.getByTestId('room-header')).getByTestId('figure-diamonds')).toHaveTextContent('—');
    expect(screen.getByTestId('last-session-panel')).toHaveTextContent('Figures from the last check');
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    // No websocket subscription for a room that does not exist.
    act(() => latestSocket().accept());
    expect(latestSocket().framesOf('subscribe')).toEqual([]);
  });

  it('an offline streamer: the last session and the connection log', async () => {
    const streamer = roomRow({ id: 8, status: 'offline', statusReason: 'not live', roomId: null, liveSince: null });
    const last = session({ id: 4, roomId: 'room-old', startedAt: Date.now() - 7_200_000, endedAt: Date.now() - 3_600_000, durationMs: 3_600_000, peakViewers: 777, diamonds: 4_321 });
    roomDetail = detail(streamer, { sessions: [last], current: null });
    client = renderRoomPage('?streamer=8').client;
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    const header = screen.getByTestId('room-header');
    expect(within(header).getByTestId('figure-live-time')).toHaveTextContent('Not live');
    const lastSession = screen.getByTestId('last-session-panel');
    expect(lastSession).toHaveTextContent('Last session');
    expect(lastSession).toHaveTextContent('1:00:00');
    expect(lastSession).toHaveTextContent('777');
    expect(lastSession).toHaveTextContent('4.3K');
    expect(await within(screen.getByRole('table', { name: 'Connection log' })).findByText('live: connecting')).toBeInTheDocument();
  });
});
