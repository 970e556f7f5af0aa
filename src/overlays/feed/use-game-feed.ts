/**
 * `useGameFeed(params)`: the game an overlay page shows, from the server by its key or from the demo data, as a
 * {@link FeedSnapshot} that re-renders the page on every change, plus the feed itself (its server clock, and
 * `spinPlayed` for the turntable). The feed starts with the page and stops when it leaves.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OverlayParams } from '../overlay-params';
import { DemoFeed } from './demo-feed';
import { GameFeed, type FeedSnapshot, type FeedSource } from './game-feed';
import { INITIAL_FEED } from './feed-state';

const MISSING_KEY: FeedSnapshot = { status: 'invalidKey', state: INITIAL_FEED, connection: 'lost' };

/** A page's feed, `null` without a key outside demo mode (the page shows the missing-key note). */
export function createFeedSource(params: Pick<OverlayParams, 'key' | 'demo' | 'demoStyle'>): FeedSource | null {
  if (params.key) return new GameFeed({ overlayKey: params.key });
  if (params.demo) return new DemoFeed(params.demoStyle, params.demo);
  return null;
}

const noSubscription = () => () => undefined;

/** The game of this page; see the module comment. */
export function useGameFeed(params: Pick<OverlayParams, 'key' | 'demo' | 'demoStyle'>): { snapshot: FeedSnapshot; feed: FeedSource | null } {
  // One feed per page load: the parameters come from the URL and do not change while the page lives.
  const [feed] = useState(() => createFeedSource(params));
  useEffect(() => {
    if (!feed) return undefined;
    feed.start();
    return () => feed.stop();
  }, [feed]);
  const snapshot = useSyncExternalStore(feed?.subscribe ?? noSubscription, feed?.getSnapshot ?? (() => MISSING_KEY));
  return { snapshot, feed };
}
