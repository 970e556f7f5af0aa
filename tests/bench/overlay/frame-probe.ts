/**
 * The frame probe of the `/pkProgress` bench: a classic script the bench server inlines at the top of the
 * production `overlay.html` (so it runs before the overlay's module scripts), active only with `?benchRun=<id>`.
 * The overlay itself is the production build, unchanged.
 *
 * - Frame time: `requestAnimationFrame` timestamps, as in the realtime bench page (bench-page.tsx); long
 *   animation frames where the browser reports them.
 * - Events handled: `WebSocket` is replaced by a subclass that counts `message` events. Its listener runs in
 *   the same task as the realtime client's (parse, validate, reduce), so a message counted is one the overlay
 *   has taken in; a backlog stays uncounted until it is dispatched. Constructed sockets are otherwise the real
 *   ones.
 * - The window is decided by the server (long polls, probe-protocol.ts); at its end the probe waits until the DOM
 *   shows the final board the server expects and reports how long that took.
 *
 * No DevTools session is attached (see browser-bench.ts `runPage`): the page posts its report itself.
 */
import type { ProbeControl, ProbeReport, SideText } from './probe-protocol';

/** How long the page may take to show the final board after the feed ended, ms. */
const CATCH_UP_TIMEOUT_MS = 30_000;

const run = new URLSearchParams(location.search).get('benchRun');
if (run) startProbe(run);

function startProbe(runId: string): void {
  let messages = 0;
  const NativeWebSocket = window.WebSocket;
  class CountingWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', () => {
        messages += 1;
      });
    }
  }
  window.WebSocket = CountingWebSocket;

  const errors: string[] = [];
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));

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
  const longFrames: ProbeReport['longFrames'] = [];
  if (loafSupported) {
    new PerformanceObserver((list) => {
      if (!measuring) return;
      for (const entry of list.getEntries()) {
        // `blockingDuration` is not in TypeScript's DOM types yet (LoAF API, Chromium 123+).
        longFrames.push({ duration: entry.duration, blockingDuration: (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration ?? 0 });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  }

  const control = async (phase: ProbeControl['phase']): Promise<ProbeControl> => {
    const response = await fetch(`/bench/control?run=${encodeURIComponent(runId)}&phase=${phase}`, { cache: 'no-store' });
    return (await response.json()) as ProbeControl;
  };
  const readSides = (): SideText[] =>
    [...document.querySelectorAll('.ov-side')].map((side) => ({
      nickname: side.querySelector('.ov-name')?.textContent ?? '',
      score: side.querySelector('.ov-side__score')?.textContent ?? '',
    }));
  const sameBoard = (a: SideText[], b: SideText[]) => a.length === b.length && a.every((side, i) => side.nickname === b[i]!.nickname && side.score === b[i]!.score);

  void (async () => {
    await control('measure');
    const startedAt = performance.now();
    const messagesAtStart = messages;
    frameDeltas = [];
    lastFrame = undefined;
    measuring = true;
    const stop = await control('stop');
    measuring = false;
    const stoppedAt = performance.now();
    const window_ = { frameDeltas, messages: messages - messagesAtStart, elapsedMs: stoppedAt - startedAt, messagesAtStop: messages };
    const expected = stop.phase === 'stop' ? stop.expected : [];
    let shown = readSides();
    let catchUpMs: number | null = null;
    while (performance.now() - stoppedAt < CATCH_UP_TIMEOUT_MS) {
      shown = readSides();
      if (sameBoard(shown, expected)) {
        catchUpMs = performance.now() - stoppedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const report: ProbeReport = {
      ...window_,
      longFrames,
      loafSupported,
      sentFramesAtStop: stop.sentFrames,
      shown,
      matched: catchUpMs !== null,
      catchUpMs,
      dot: document.querySelector('.ov-dot')?.getAttribute('data-status') ?? null,
      errors,
    };
    await fetch(`/bench/report?run=${encodeURIComponent(runId)}`, { method: 'POST', body: JSON.stringify(report) });
  })().catch((error: unknown) => {
    void fetch(`/bench/report?run=${encodeURIComponent(runId)}`, { method: 'POST', body: JSON.stringify({ failed: String(error) }) });
  });
}
