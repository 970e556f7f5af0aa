import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameTopicEvent, GameView } from '../../../../../streams/contracts/game-topic';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { latestSocket } from '@shared/realtime/testing/fake-web-socket';
import { server } from '../../../../test/msw-server';
import { gameView } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { foldGameItems, useGameView } from './use-game-view';

const T = 1_700_000_000_000;
const withScores = (serverNow: number, luna: number, sol = 80): GameView =>
  gameView({
    serverNow,
    board: [
      { streamerId: 'luna', score: luna, rank: luna >= sol ? 1 : 2 },
      { streamerId: 'sol', score: sol, rank: luna >= sol ? 2 : 1 },
    ],
  });
const scoreEvent = (view: GameView): GameTopicEvent => ({ kind: 'score', view, entries: [] });

function Probe() {
  const view = useGameView(7);
  const luna = view.data?.board.find((line) => line.streamerId === 'luna')?.score;
  return <p data-testid="probe">{view.data ? `${view.data.serverNow - T}:${luna}` : 'loading'}</p>;
}

let client: RealtimeClient | undefined;
let restViews: GameView[] = [];
let restCalls = 0;

beforeEach(() => {
  restCalls = 0;
  restViews = [withScores(T + 10_000, 120)];
  server.use(
    http.get('/api/liveConfigs/:id/view', () => {
      restCalls += 1;
      return HttpResponse.json(restViews[Math.min(restCalls, restViews.length) - 1]);
    }),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const deliver = (frame: Parameters<ReturnType<typeof latestSocket>['deliver']>[0]) => act(() => latestSocket().deliver(frame));

describe('useGameView: REST first, then config:<id>, newest by serverNow', () => {
  it('keeps the newest view whatever the order REST, snapshot and events arrive in, and resyncs after a gap', async () => {
    client = renderGamePage(<Probe />, '/probe').client;
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('10000:120'));

    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toEqual([{ type: 'subscribe', topics: [{ topic: 'config:7' }], batch: true }]));
    deliver({ type: 'subscribed', topic: 'config:7', headSeq: 4 });
    // A snapshot older than the REST answer (made before it) changes nothing.
    deliver({ type: 'snapshot', topic: 'config:7', seq: 4, state: withScores(T + 9_000, 50) });
    deliver({ type: 'event', topic: 'config:7', seq: 5, event: scoreEvent(withScores(T + 11_000, 200)) });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('11000:200'));

    // A gap reloads by REST; an answer older than what the socket brought meanwhile is not shown.
    restViews = [withScores(T + 10_000, 120), withScores(T + 10_500, 150)];
    deliver({ type: 'gap', topic: 'config:7', fromSeq: 9 });
    await waitFor(() => expect(restCalls).toBe(2));
    expect(screen.getByTestId('probe')).toHaveTextContent('11000:200');

    // Events after the gap move it on; a burst in one frame shows its newest view.
    deliver({ type: 'event', topic: 'config:7', seq: 9, event: scoreEvent(withScores(T + 12_000, 210)) });
    deliver({ type: 'event', topic: 'config:7', seq: 10, event: scoreEvent(withScores(T + 12_500, 260)) });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('12500:260'));
  });

  it('takes a newer snapshot (a reconnect after the server moved on)', async () => {
    client = renderGamePage(<Probe />, '/probe').client;
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('10000:120'));
    act(() => latestSocket().accept());
    await waitFor(() => expect(latestSocket().framesOf('subscribe')).toHaveLength(1));
    deliver({ type: 'snapshot', topic: 'config:7', seq: 3, state: withScores(T + 20_000, 999) });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('20000:999'));
  });
});

describe('foldGameItems', () => {
  it('returns the newest view of a batch, skips snapshots that break the contract, and flags gaps', () => {
    const a = withScores(T + 1, 1);
    const b = withScores(T + 2, 2);
    const folded = foldGameItems([
      { kind: 'event', topic: 'config:7', seq: 2, event: { view: b } },
      { kind: 'snapshot', topic: 'config:7', seq: 1, state: a },
      { kind: 'snapshot', topic: 'config:7', seq: 3, state: { nonsense: true } },
      { kind: 'gap', topic: 'config:7', fromSeq: 5, cause: 'server' },
    ]);
    expect(folded).toEqual({ view: b, gap: true });
    expect(foldGameItems([])).toEqual({ view: null, gap: false });
  });
});
