import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { countedEvent, fan, gifter, liveHandlers, logEntry, page, roomRow, summary } from '../testing/live-fixtures';
import { renderLivePage } from '../testing/render-live-page';
import { SUMMARY_POLL_MS } from '../api/get-room-summary';
import { StreamerInfoPage } from './streamer-info-page';

let client: RealtimeClient | undefined;
let summaries = 0;
let gifterCalls = 0;

beforeEach(() => {
  summaries = 0;
  gifterCalls = 0;
  server.use(
    http.get('/api/live/rooms/:roomId/summary', () => {
      summaries += 1;
      // The server's figures move on between two reads.
      return HttpResponse.json(summary({ chatCount: 22 + summaries }));
    }),
    http.get('/api/live/rooms/:roomId/top-gifters', () => {
      gifterCalls += 1;
      return HttpResponse.json(gifterCalls === 1 ? [gifter(1, 100, 10)] : [gifter(2, 500, 1), gifter(1, 100, 10)]);
    }),
    ...liveHandlers([roomRow(), roomRow({ roomId: 'sim-2', label: 'second-host' })]),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
  vi.useRealTimers();
});

const figure = (id: string) => screen.getByTestId(`figure-${id}`);

function deliver(seq: number, event: RoomTopicEvent) {
  act(() => latestSocket().deliver({ type: 'event', topic: 'room:sim-1', seq, event }));
}

describe('streamer info page', () => {
  it('shows the summary, then the exact running totals of the topic, and refreshes the REST data', async () => {
    client = renderLivePage(<StreamerInfoPage />, '/live/streamer?roomId=sim-1').client;
    await waitFor(() => expect(figure('diamonds')).toHaveTextContent('120'));
    expect(figure('viewers')).toHaveTextContent('87');
    expect(figure('likes')).toHaveTextContent('3.4K');
    expect(figure('provisional')).toHaveTextContent('5');
    expect(figure('state')).toHaveTextContent('Connected');
    expect(figure('chats')).toHaveTextContent('23');
    expect(await screen.findByText('Fan 1')).toBeInTheDocument();

    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toHaveLength(1));
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'room:sim-1', headSeq: 0 }));
    deliver(1, countedEvent({ msgId: 'g1', repeatCount: 1, diamondCount: 500, giftDiamonds: 620 }));
    deliver(2, { type: 'roomStats', roomId: 'sim-1', msgId: 'rs', createTime: 1, receivedAt: 1, viewerCount: 1_500 });
    await waitFor(() => expect(figure('diamonds')).toHaveTextContent('620'));
    expect(figure('viewers')).toHaveTextContent('1.5K');
    // Counters come from a refetched summary, never from adding events to the old one.
    await waitFor(() => expect(figure('chats')).toHaveTextContent(/2[4-9]/));
    // Counted gifts refresh the top gifters.
    expect(await screen.findByText('Fan 2')).toBeInTheDocument();

    deliver(3, { type: 'room.state', roomId: 'sim-1', status: 'reconnecting', reason: 'platform socket closed', at: Date.now() });
    await waitFor(() => expect(figure('state')).toHaveTextContent('Reconnecting'));
    expect(figure('state')).toHaveTextContent('platform socket closed');
  });

  it('follows the summary on the topic after its snapshot, reads it over REST no more, and polls REST while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    client = renderLivePage(<StreamerInfoPage />, '/live/streamer?roomId=sim-1').client;
    await waitFor(() => expect(figure('chats')).toHaveTextContent('23'));
    expect(summaries).toBe(1);

    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toHaveLength(1));
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'room:sim-1', headSeq: 10 }));
    // Exact at seq 12: events 11 and 12 were published while it was read, and are in it already.
    const state = { seq: 12, summary: summary({ chatCount: 50, giftDiamonds: 700, giftCount: 20, memberCount: 41 }) };
    act(() => latestSocket().deliver({ type: 'snapshot', topic: 'room:sim-1', seq: 10, state }));
    await waitFor(() => expect(figure('chats')).toHaveTextContent('50'));
    expect(figure('diamonds')).toHaveTextContent('700');

    deliver(11, { type: 'chat', roomId: 'sim-1', msgId: 'c11', createTime: 1, receivedAt: 1, user: fan(3), content: 'in the snapshot' });
    deliver(12, { type: 'chat', roomId: 'sim-1', msgId: 'c12', createTime: 1, receivedAt: 1, user: fan(3), content: 'in the snapshot' });
    deliver(13, { type: 'chat', roomId: 'sim-1', msgId: 'c13', createTime: 1, receivedAt: 1, user: fan(3), content: 'after it' });
    deliver(14, countedEvent({ msgId: 'g14', repeatCount: 3, diamondCount: 200, giftDiamonds: 1_300 }));
    deliver(15, { type: 'member', roomId: 'sim-1', msgId: 'm15', createTime: 1, receivedAt: 1, user: fan(4), memberCount: null });
    await waitFor(() => expect(figure('chats')).toHaveTextContent('51'));
    expect(figure('diamonds')).toHaveTextContent('1.3K');
    expect(figure('gifts')).toHaveTextContent('23');
    expect(figure('members')).toHaveTextContent('42');
    // The counted gift refreshed the top gifters; well past the summary's refresh throttle, no summary was read.
    expect(await screen.findByText('Fan 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3 * SUMMARY_POLL_MS));
    expect(summaries).toBe(1);

    // The socket drops: the summary is read over REST again, and polled until the socket is back.
    act(() => latestSocket().serverClose(1006));
    await waitFor(() => expect(summaries).toBe(2));
    await waitFor(() => expect(figure('chats')).toHaveTextContent('24'));
    act(() => vi.advanceTimersByTime(SUMMARY_POLL_MS));
    await waitFor(() => expect(summaries).toBe(3));
  });

  it('keeps to the REST summary when the snapshot cannot be followed exactly', async () => {
    client = renderLivePage(<StreamerInfoPage />, '/live/streamer?roomId=sim-1').client;
    await waitFor(() => expect(figure('chats')).toHaveTextContent('23'));
    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toHaveLength(1));
    act(() => latestSocket().deliver({ type: 'subscribed', topic: 'room:sim-1', headSeq: 10 }));
    // Exact at 8 only: events 9 and 10 will never be sent to this subscriber.
    act(() => latestSocket().deliver({ type: 'snapshot', topic: 'room:sim-1', seq: 10, state: { seq: 8, summary: summary({ chatCount: 50 }) } }));
    deliver(11, { type: 'chat', roomId: 'sim-1', msgId: 'c11', createTime: 1, receivedAt: 1, user: fan(3), content: 'hello' });
    await waitFor(() => expect(summaries).toBe(2));
    await waitFor(() => expect(figure('chats')).toHaveTextContent('24'));
  });

  it('switches rooms through the select and keeps the room in the URL', async () => {
    const user = userEvent.setup();
    const rendered = renderLivePage(<StreamerInfoPage />, '/live/streamer');
    client = rendered.client;
    // No room in the URL: the newest active room is chosen.
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?roomId=sim-1'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Live room' }), 'sim-2');
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?roomId=sim-2'));
  });

  it('opens the connection log on demand', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/live/rooms/:roomId/connection-log', () => HttpResponse.json(page([logEntry({ reason: 'simulator started' })]))));
    client = renderLivePage(<StreamerInfoPage />, '/live/streamer?roomId=sim-1').client;
    await user.click(await screen.findByRole('button', { name: 'Connection log' }));
    const table = await screen.findByRole('table', { name: 'Connection log' });
    expect(await within(table).findByText('simulator started')).toBeInTheDocument();
  });

  it('says when the figures or the gift list cannot be refreshed, and when the message server is disconnected', async () => {
    server.use(
      http.get('/api/live/rooms/:roomId/summary', () => HttpResponse.json({ status: 500, message: 'boom', timestamp: '' }, { status: 500 })),
      http.get('/api/live/rooms/:roomId/top-gifters', () => HttpResponse.json({ status: 500, message: 'boom', timestamp: '' }, { status: 500 })),
    );
    client = renderLivePage(<StreamerInfoPage />, '/live/streamer?roomId=sim-1').client;
    expect(await screen.findByText('Failed to refresh viewers')).toBeInTheDocument();
    expect(await screen.findByText('Failed to refresh gift list')).toBeInTheDocument();
    act(() => latestSocket().accept());
    act(() => latestSocket().serverClose(1006));
    expect(await screen.findByText('Message server connection is disconnected')).toBeInTheDocument();
  });
});
