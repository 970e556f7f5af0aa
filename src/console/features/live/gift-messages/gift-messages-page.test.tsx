import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { countedEvent, fan, liveHandlers, page, provisionalEvent, summary } from '../testing/live-fixtures';
import { renderLivePage } from '../testing/render-live-page';
import { GiftMessagesPage } from './gift-messages-page';

let client: RealtimeClient | undefined;
let seq = 0;

beforeEach(() => {
  seq = 0;
  server.use(
    http.get('/api/live/rooms/:roomId/events', ({ request }) => {
      expect(new URL(request.url).searchParams.get('type')).toBe('gift.counted');
      return HttpResponse.json(
        page<RoomTopicEvent>([
          countedEvent({ msgId: 'old-2', user: fan(7, 'Grace'), giftName: 'Galaxy', repeatCount: 1, diamondCount: 1000, giftDiamonds: 1002 }),
          countedEvent({ msgId: 'old-1', user: fan(8, 'Heidi'), giftName: 'Rose', repeatCount: 2, diamondCount: 1, giftDiamonds: 2 }),
        ]),
      );
    }),
    ...liveHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

/** Opens the socket and acknowledges the room topic, as the server does. */
async function connect() {
  const socket = latestSocket();
  act(() => socket.accept());
  await waitFor(() => expect(socket.framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'room:sim-1' }], batch: true }]));
  act(() => socket.deliver({ type: 'subscribed', topic: 'room:sim-1', headSeq: 0 }));
  return socket;
}

function deliver(...events: RoomTopicEvent[]) {
  const socket = latestSocket();
  act(() => {
    for (const event of events) {
      seq += 1;
      socket.deliver({ type: 'event', topic: 'room:sim-1', seq, event });
    }
  });
}

const feedRows = () => within(screen.getByRole('table', { name: 'Gift feed' })).getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('gift messages page', () => {
  it("takes the room's totals from the topic's snapshot and reads the summary over REST no more until the socket drops", async () => {
    let summaries = 0;
    server.use(
      http.get('/api/live/rooms/:roomId/summary', () => {
        summaries += 1;
        return HttpResponse.json(summary({ giftDiamonds: 120 + summaries, giftDiamondsProvisional: 5 }));
      }),
    );
    client = renderLivePage(<GiftMessagesPage />, '/live/gifts?roomId=sim-1').client;
    // First paint, before the socket is up: the REST summary (the recent page's 1,002 is larger).
    await waitFor(() => expect(screen.getByTestId('gifts-open-total')).toHaveTextContent('5'));
    const socket = await connect();
    act(() => socket.deliver({ type: 'snapshot', topic: 'room:sim-1', seq: 0, state: { seq: 0, summary: summary({ giftDiamonds: 1_200, giftDiamondsProvisional: 30 }) } }));
    await waitFor(() => expect(screen.getByTestId('gifts-counted-total')).toHaveTextContent('1.2K'));
    expect(screen.getByTestId('gifts-open-total')).toHaveTextContent('30');
    deliver(provisionalEvent([{ streakKey: 's1', repeatCount: 9, diamondCount: 5 }]));
    await waitFor(() => expect(screen.getByTestId('gifts-open-total')).toHaveTextContent('45'));
    deliver(countedEvent({ msgId: 'g1', repeatCount: 9, diamondCount: 5, streakKey: 's1', giftDiamonds: 1_245 }), provisionalEvent([]));
    await waitFor(() => expect(screen.getByTestId('gifts-open-total')).toHaveTextContent('0'));
    expect(screen.getByTestId('gifts-counted-total')).toHaveTextContent('1.2K');
    expect(summaries).toBe(1);

    act(() => socket.serverClose(1006));
    await waitFor(() => expect(summaries).toBe(2));
  });


  it('opens with the recent counted gifts, then shows a streak growing and counted once', async () => {
    client = renderLivePage(<GiftMessagesPage />, '/live/gifts?roomId=sim-1').client;
    expect(await screen.findByText('Grace')).toBeInTheDocument();
    expect(screen.getByTestId('gifts-counted-total')).toHaveTextContent('1K');
    await connect();

    const alice = fan(1, 'Alice');
    deliver(provisionalEvent([{ streakKey: 'k1', user: alice, repeatCount: 3, diamondCount: 5 }]));
    await waitFor(() => expect(within(rowOf('Alice')).getByText('Streak running')).toBeInTheDocument());
    expect(within(rowOf('Alice')).getByText('×3')).toBeInTheDocument();
    expect(within(rowOf('Alice')).getByText('15')).toBeInTheDocument();

    deliver(provisionalEvent([{ streakKey: 'k1', user: alice, repeatCount: 7, diamondCount: 5 }]));
    await waitFor(() => expect(within(rowOf('Alice')).getByText('×7')).toBeInTheDocument());
    expect(screen.getByTestId('gifts-open-total')).toHaveTextContent('35');

    const counted = countedEvent({ msgId: 'end-1', user: alice, streakKey: 'k1', repeatCount: 10, diamondCount: 5, giftDiamonds: 1052 });
    deliver(counted, provisionalEvent([]));
    await waitFor(() => expect(within(rowOf('Alice')).getByText('Counted')).toBeInTheDocument());
    expect(within(rowOf('Alice')).getByText('×10')).toBeInTheDocument();
    expect(within(rowOf('Alice')).getByText('50')).toBeInTheDocument();
    expect(feedRows()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 gifts')).toBeInTheDocument();
  });

  it('filters by user, gift, minimum diamonds and counted only', async () => {
    const user = userEvent.setup();
    client = renderLivePage(<GiftMessagesPage />, '/live/gifts?roomId=sim-1').client;
    await screen.findByText('Grace');
    await connect();
    deliver(provisionalEvent([{ streakKey: 'k1', user: fan(1, 'Alice'), repeatCount: 2, diamondCount: 5 }]));
    await screen.findByText('Alice');

    await user.type(screen.getByRole('searchbox', { name: 'User' }), 'gra');
    await waitFor(() => expect(feedRows()).toHaveLength(1));
    expect(screen.getByText('Grace')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'User' }));

    await user.type(screen.getByRole('searchbox', { name: 'Gift' }), 'rose');
    await waitFor(() => expect(feedRows()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Counted only' }));
    await waitFor(() => expect(feedRows()).toHaveLength(1));
    expect(screen.getByText('Heidi')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Min diamonds' }), '100');
    await waitFor(() => expect(screen.getByText('No gift matches the filters')).toBeInTheDocument());
  });

  it('pauses the feed and catches up on resume', async () => {
    const user = userEvent.setup();
    client = renderLivePage(<GiftMessagesPage />, '/live/gifts?roomId=sim-1').client;
    await screen.findByText('Grace');
    await connect();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    deliver(countedEvent({ msgId: 'new-1', user: fan(3, 'Ivan'), repeatCount: 1, giftDiamonds: 1003 }));
    expect(await screen.findByText('Paused: 1 new gifts are waiting')).toBeInTheDocument();
    expect(screen.queryByText('Ivan')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Ivan')).toBeInTheDocument();
    expect(feedRows()[0]).toHaveTextContent('Ivan');
  });

  it("says 'Message server connection failed' when the server refuses the socket", async () => {
    client = renderLivePage(<GiftMessagesPage />, '/live/gifts?roomId=sim-1').client;
    await screen.findByText('Grace');
    act(() => latestSocket().serverClose(4401, 'Unauthorized'));
    expect(await screen.findByText('Message server connection failed')).toBeInTheDocument();
  });
});
