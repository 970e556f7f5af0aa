/**
 * The browser bench page (the browser pipeline budget): the product's realtime pipeline as a console view
 * uses it, fed by a local websocket server speaking the real protocol (browser-bench.ts):
 * `createRealtimeClient` (real WebSocket, frame parsing and zod validation of every frame, seq tracking) →
 * `topic$(topic, roomTopicEventSchema)` (every event validated again, as the live pages do) → the operators
 * `countedGifts` + `scoreboard` and `eventRate`, each batched with `bufferAnimationFrames` → a small React
 * scoreboard (ranked hosts, totals, events/s, the latest gifts).
 *
 * Frame timing is exposed as `window.__livedeskBench` (page-protocol.ts) and, in a run, posted back to the
 * runner.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { map, scan, share, type Observable } from 'rxjs';
import { createRealtimeClient, type TopicItem, type WebSocketLike } from '../../../src/shared/realtime/realtime-client';
import { bufferAnimationFrames } from '../../../src/shared/realtime/operators/buffer-animation-frames';
import { countedGifts } from '../../../src/shared/realtime/operators/counted-gifts';
import { eventRate } from '../../../src/shared/realtime/operators/event-rate';
import { EMPTY_SCOREBOARD, rankScoreboard, scoreboard, type Scoreboard } from '../../../src/shared/realtime/operators/scoreboard';
import { roomTopicEventSchema, type RoomTopicEvent } from '../../../streams/live/room-topic';
import type { BenchPageApi, PageWindow } from './page-protocol';

declare global {
  interface Window {
    __livedeskBench?: BenchPageApi;
  }
}

const params = new URLSearchParams(location.search);
const topic = params.get('topic') ?? 'room:mix';
const feedRate = Number(params.get('rate') ?? 10_000);

/**
 * `?source=inpage`: instead of the network, a WebSocket stand-in in the page plays the server (same frames,
 * same rate, real `MessageEvent`s), so the cost of the browser's own WebSocket path can be told apart.
 */
class InPageSocket extends EventTarget implements WebSocketLike {
  readyState = 0;
  private timer: number | undefined;
  private events: string[] = [];

  constructor(_url: string) {
    super();
    void fetch(`/feed/${topic.slice(topic.indexOf(':') + 1)}.json`)
      .then((res) => res.json() as Promise<string[]>)
      .then((events) => {
        this.events = events;
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
      });
  }

  send(data: string): void {
    const frame = JSON.parse(data) as { type: string };
    if (frame.type === 'ping') this.deliver(JSON.stringify({ type: 'pong' }));
    if (frame.type !== 'subscribe') return;
    this.deliver(JSON.stringify({ type: 'subscribed', topic, headSeq: 0 }));
    const topicJson = JSON.stringify(topic);
    const startedAt = performance.now();
    let sent = 0;
    this.timer = window.setInterval(() => {
      const due = Math.floor(((performance.now() - startedAt) * feedRate) / 1_000);
      for (; sent < due; sent++) this.deliver(`{"type":"event","topic":${topicJson},"seq":${sent + 1},"event":${this.events[sent % this.events.length]}}`);
    }, 4);
  }

  close(): void {
    window.clearInterval(this.timer);
    this.readyState = 3;
  }

  private deliver(data: string): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

/**
 * `?source=batched`: an emulation of the batched-frame proposal (not the product's protocol). The server sends
 * one WebSocket message per burst holding the burst's event frames one per line; this wrapper hands each line
 * to the realtime client as its own `MessageEvent`. The client's work per event is unchanged; what goes away
 * is the browser's per-message cost (network service → renderer, one task per message).
 */
class BatchSplittingSocket extends EventTarget implements WebSocketLike {
  private readonly socket: WebSocket;

  constructor(url: string) {
    super();
    this.socket = new WebSocket(`${url}${url.includes('?') ? '&' : '?'}batched=1`);
    this.socket.addEventListener('open', () => this.dispatchEvent(new Event('open')));
    this.socket.addEventListener('close', (event) => this.dispatchEvent(new CloseEvent('close', { code: event.code, reason: event.reason })));
    this.socket.addEventListener('message', (event: MessageEvent<string>) => {
      for (const line of event.data.split('\n')) this.dispatchEvent(new MessageEvent('message', { data: line }));
    });
  }

  get readyState(): number {
    return this.socket.readyState;
  }

  send(data: string): void {
    this.socket.send(data);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
}

const source = params.get('source');
// The bench server accepts any token; the client only needs one to connect.
const client = createRealtimeClient({
  url: '/websocket',
  token: 'bench',
  ...(source === 'inpage' ? { WebSocketImpl: InPageSocket } : source === 'batched' ? { WebSocketImpl: BatchSplittingSocket } : {}),
});
const items$: Observable<TopicItem<RoomTopicEvent>> = client.topic$(topic, roomTopicEventSchema).pipe(share());

const last = <T,>(batch: T[]): T => batch[batch.length - 1]!;

/** What the view shows, folded once per animation frame. */
const board$ = items$.pipe(countedGifts(), scoreboard(), bufferAnimationFrames(), map(last));
const rate$ = items$.pipe(eventRate(1_000), bufferAnimationFrames(), map(last));
interface FeedLine {
  key: string;
  text: string;
}
const feed$ = items$.pipe(
  bufferAnimationFrames(),
  scan((lines: FeedLine[], batch) => {
    const fresh: FeedLine[] = [];
    for (const item of batch) {
      if (item.kind !== 'event' || item.event.type !== 'gift.counted') continue;
      const { gift } = item.event;
      fresh.push({ key: `${item.seq}`, text: `${gift.user.nickname} → ${gift.toUserId ?? 'host'}: ${gift.giftName} × ${gift.repeatCount} (${gift.diamonds})` });
    }
    return fresh.length === 0 ? lines : [...fresh.reverse(), ...lines].slice(0, 20);
  }, []),
);

let events = 0;
let renders = 0;
let totalDiamonds = 0;
items$.subscribe(() => {
  events += 1;
});

function useLatest<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source$.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source$]);
  return value;
}

function ScoreboardView() {
  const board: Scoreboard = useLatest(board$, EMPTY_SCOREBOARD);
  const rate = useLatest(rate$, 0);
  const feed = useLatest<FeedLine[]>(feed$, []);
  useEffect(() => {
    renders += 1;
    totalDiamonds = board.total;
  });
  return (
    <main>
      <h1>
        {board.total} diamonds · {rate} events/s
      </h1>
      <table>
        <tbody>
          {rankScoreboard(board).map((row, rank) => (
            <tr key={row.hostUserId}>
              <td>{rank + 1}</td>
              <td>{row.hostUserId}</td>
              <td>{row.diamonds}</td>
              <td>
                <div style={{ inlineSize: `${board.total ? (100 * row.diamonds) / board.total : 0}%`, blockSize: 8, background: '#d33' }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol>
        {feed.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ol>
    </main>
  );
}

/** Frame timing: rAF timestamps (the frame's begin time), and long animation frames when supported. */
let measuring = false;
let frameDeltas: number[] = [];
let lastFrame: number | undefined;
const frame = (timestamp: number) => {
  if (measuring && lastFrame !== undefined) frameDeltas.push(timestamp - lastFrame);
  lastFrame = timestamp;
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);

const loafSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
let longFrames: PageWindow['longFrames'] = [];
if (loafSupported) {
  new PerformanceObserver((list) => {
    if (!measuring) return;
    for (const entry of list.getEntries()) {
      // `blockingDuration` is not in TypeScript's DOM types yet (LoAF API, Chromium 123+).
      const blocking = (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0;
      longFrames.push({ duration: entry.duration, blockingDuration: blocking });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
}

let startedAt = 0;
let eventsAtStart = 0;
let rendersAtStart = 0;
window.__livedeskBench = {
  state: () => ({ status: client.getConnection().status, events, totalDiamonds }),
  start() {
    frameDeltas = [];
    longFrames = [];
    lastFrame = undefined;
    startedAt = performance.now();
    eventsAtStart = events;
    rendersAtStart = renders;
    measuring = true;
  },
  stop() {
    measuring = false;
    return {
      frameDeltas,
      longFrames,
      loafSupported,
      events: events - eventsAtStart,
      elapsedMs: performance.now() - startedAt,
      renders: renders - rendersAtStart,
    };
  },
};

/**
 * `?run=<id>&warmup=<ms>&measure=<ms>`: the page measures by itself once events flow and POSTs
 * `{ window, state }` to `/results?run=<id>` — the runner attaches no DevTools session to the page, whose
 * instrumentation (every WebSocket frame reported over CDP) would cost more than what is measured.
 */
const run = params.get('run');
if (run) {
  const warmup = Number(params.get('warmup') ?? 1_500);
  const measure = Number(params.get('measure') ?? 6_000);
  const waitForEvents = window.setInterval(() => {
    if (events === 0) return;
    window.clearInterval(waitForEvents);
    window.setTimeout(() => {
      window.__livedeskBench!.start();
      window.setTimeout(() => {
        const measured = window.__livedeskBench!.stop();
        const body = JSON.stringify({ window: measured, state: window.__livedeskBench!.state() });
        void fetch(`/results?run=${encodeURIComponent(run)}`, { method: 'POST', body });
      }, measure);
    }, warmup);
  }, 50);
}

createRoot(document.getElementById('root')!).render(<ScoreboardView />);
