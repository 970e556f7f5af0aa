/**
 * `/vehicleAnimation`: entry animations, played one after another from {@link EntryQueue} (entry-queue.ts).
 * A `.mp4` resource plays as a muted inline video until it ends (at most {@link VIDEO_MAX_MS}); other resources
 * show the animation's picture driving in for {@link PICTURE_MS} (entry-queue.ts says why .pag is not played).
 *
 * The feed of joins (a configured user entering a streamer's room) is not served yet: with a key the page checks
 * the key (a wrong one shows only the small error) and plays what is added to its queue (`useVehicleEntries().add`,
 * for the data source to call); the demo adds sample entries every few seconds.
 */
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useCallback, useEffect, useEffectEvent, useReducer, useState } from 'react';
import type { FeedStatus } from '../../feed/game-feed';
import { fetchOverlayView, OverlayKeyError } from '../../feed/overlay-api';
import type { PluginStyle } from '../../../../streams/games/live-config';
import type { OverlayParams } from '../../overlay-params';
import { interpolate } from '../../text/overlay-messages';
import { useText } from '../../text/use-text';
import { Crescent, Flame, Snowflake } from '../../ui/ornaments';
import { EMPTY_ENTRY_QUEUE, enqueueEntry, finishEntry, mediaOf, PICTURE_MS, VIDEO_MAX_MS, type EntryAnimation, type EntryQueue } from './entry-queue';

type QueueAction = { type: 'add'; entries: readonly EntryAnimation[] } | { type: 'finish'; id: string };

function queueReducer(queue: EntryQueue, action: QueueAction): EntryQueue {
  return action.type === 'add' ? action.entries.reduce(enqueueEntry, queue) : finishEntry(queue, action.id);
}

/** One entry on screen; calls `onDone` once when it has played, failed or run out of time. */
export function EntryPlayer({ entry, onDone, style = 'default' }: { entry: EntryAnimation; onDone: (id: string) => void; style?: PluginStyle }) {
  const text = useText();
  const media = mediaOf(entry);
  const done = useEffectEvent(() => onDone(entry.id));
  useEffect(() => {
    const timer = setTimeout(() => done(), media.kind === 'video' ? VIDEO_MAX_MS : PICTURE_MS);
    return () => clearTimeout(timer);
  }, [entry.id, media.kind]);
  return (
    <m.figure
      className="ov-entry"
      data-media={media.kind}
      initial={{ x: media.kind === 'picture' ? -900 : 0, opacity: 0 }}
      animate={{ x: 0, opacity: 1 }}
      exit={{ x: media.kind === 'picture' ? 900 : 0, opacity: 0 }}
      transition={{ type: 'spring', stiffness: 120, damping: 20 }}
    >
      {media.kind === 'video' ? (
        <video className="ov-entry__video" src={media.src} autoPlay muted playsInline onEnded={() => onDone(entry.id)} onError={() => onDone(entry.id)} />
      ) : media.kind === 'picture' ? (
        <img className="ov-entry__picture" src={media.src} alt={entry.name} onError={() => onDone(entry.id)} />
      ) : null}
      <figcaption className="ov-entry__caption">
        {style === 'ramadan' && <Crescent size={36} />}
        {style === 'iceFire' && <Flame size={36} />}
        <span>{interpolate(text.entry, { name: entry.nickname })}</span>
        {style === 'iceFire' && <Snowflake size={32} />}
      </figcaption>
    </m.figure>
  );
}

/** The key check of a page without a game feed: `invalidKey` for a wrong or replaced key; the configuration's style. */
function useKeyStatus(key: string | null, demo: OverlayParams['demo']): { status: FeedStatus; style: PluginStyle | null } {
  const [checked, setChecked] = useState<{ status: FeedStatus; style: PluginStyle | null }>({ status: key ? 'loading' : demo ? 'ready' : 'invalidKey', style: null });
  useEffect(() => {
    if (!key) return undefined;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () =>
      fetchOverlayView(key, abort.signal).then(
        ({ view }) => setChecked({ status: 'ready', style: view.pluginStyle }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          if (error instanceof OverlayKeyError) setChecked({ status: 'invalidKey', style: null });
          else {
            setChecked((c) => (c.status === 'ready' ? c : { ...c, status: 'unreachable' }));
            timer = setTimeout(() => void check(), 10_000);
          }
        },
      );
    void check();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [key]);
  return checked;
}

/** Time between two demo batches, ms. */
const DEMO_EVERY_MS = 3 * PICTURE_MS + 2_000;

/** The player: the queue's current entry, with its exit played before the next one enters. */
export function VehicleAnimation({ queue, onFinish, style }: { queue: EntryQueue; onFinish: (id: string) => void; style: PluginStyle }) {
  const current = queue.current;
  return (
    <section className="ov-entries" data-pending={queue.pending.length}>
      <AnimatePresence mode="wait">{current && <EntryPlayer key={current.id} entry={current} onDone={onFinish} style={style} />}</AnimatePresence>
    </section>
  );
}

/**
 * The page's entries: the key check, the queue, and what fills it (the demo's sample entries; a game's joins
 * once they are served, through `add`).
 */
export function useVehicleEntries(params: Pick<OverlayParams, 'key' | 'demo'>): {
  status: FeedStatus;
  /** The configuration's plugin style once the key is checked (`null` before, and in demo mode). */
  style: PluginStyle | null;
  queue: EntryQueue;
  add: (entries: readonly EntryAnimation[]) => void;
  finish: (id: string) => void;
} {
  const { status, style } = useKeyStatus(params.key, params.demo);
  const demo = params.demo !== null && params.key === null;
  const [queue, dispatch] = useReducer(queueReducer, EMPTY_ENTRY_QUEUE);
  useEffect(() => {
    if (!demo) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    // Demo data is its own chunk: a real overlay never downloads it.
    void import('../../feed/demo-data').then(({ demoEntries }) => {
      if (!live) return;
      let round = 0;
      dispatch({ type: 'add', entries: demoEntries(round) });
      timer = setInterval(() => dispatch({ type: 'add', entries: demoEntries(++round) }), DEMO_EVERY_MS);
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [demo]);
  const add = useCallback((entries: readonly EntryAnimation[]) => dispatch({ type: 'add', entries }), []);
  const finish = useCallback((id: string) => dispatch({ type: 'finish', id }), []);
  return { status, style, queue, add, finish };
}
