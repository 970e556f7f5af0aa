import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { countedEvent, gifter, liveHandlers, logEntry, page, roomRow, summary } from '../testing/live-fixtures';
import { renderLivePage } from '../testing/render-live-page';
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
