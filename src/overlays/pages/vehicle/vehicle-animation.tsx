/**
 * `/vehicleAnimation`: entry animations, played one after another from {@link EntryQueue}
 * (entry-queue.ts). A `.mp4` resource plays as a muted inline video until it ends (at most {@link VIDEO_MAX_MS});
 * other resources show the animation's picture driving in for {@link PICTURE_MS} (entry-queue.ts says why .pag is not
 * played).
 *
 * With `?key=` the page follows its configuration's game feed (`useGameFeed`: REST view, then the `config:<id>`
 * socket, resynced after a reload or a gap): the server publishes an `entry` event when a viewer with an entry
 * animation for the host room's streamer (or a streamer of the configuration) joins while the game runs, and the feed
 * keeps those newer than the page's first view and at most 60 s old (feed-state.ts), so a reload never replays old
 * arrivals. Each entry plays once (by the join's id). A wrong key shows only the small error; the demo adds sample
 * entries every few seconds.
 */
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useCallback, useEffect, useEffectEvent, useReducer } from 'react';
import type { EntryAnimationEvent } from '../../../../streams/contracts/animations';
import type { PluginStyle } from '../../../../streams/games/live-config';
import type { FeedSnapshot, FeedStatus } from '../../feed/game-feed';
import { useGameFeed } from '../../feed/use-game-feed';
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

/** An `entry` event's join as the player shows it: the viewer's nickname, else their handle or id. */
export function toEntryAnimation(entry: EntryAnimationEvent): EntryAnimation {
  return {
    id: entry.id,
    nickname: entry.nickname || entry.uniqueId || entry.userId,
    name: entry.name,
    resourceUrl: entry.resourceUrl,
    pictureUrl: entry.pictureUrl,
  };
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
 * The page's entries: the game feed (key check, status, style, connection), the queue, and what fills it (the feed's
 * entries; the demo's sample entries).
 */
export function useVehicleEntries(params: Pick<OverlayParams, 'key' | 'demo' | 'demoStyle'>): {
  status: FeedStatus;
  /** The configuration's plugin style once its view arrived (the demo's style in demo mode), `null` before. */
  style: PluginStyle | null;
  /** The connection dot. */
  connection: FeedSnapshot['connection'];
  queue: EntryQueue;
  add: (entries: readonly EntryAnimation[]) => void;
  finish: (id: string) => void;
} {
  const { snapshot } = useGameFeed(params);
  const demo = params.demo !== null && params.key === null;
  const [queue, dispatch] = useReducer(queueReducer, EMPTY_ENTRY_QUEUE);
  const fresh = snapshot.state.entries;
  useEffect(() => {
    // The feed keeps its recent entries; the queue ignores those it has already seen.
    if (fresh.length > 0) dispatch({ type: 'add', entries: fresh.map(toEntryAnimation) });
  }, [fresh]);
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
  return { status: snapshot.status, style: snapshot.state.view?.pluginStyle ?? null, connection: snapshot.connection, queue, add, finish };
}
