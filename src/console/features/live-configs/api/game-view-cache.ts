/**
 * Stores a game view that arrived outside the view query (a command's answer, a socket snapshot or event) in the
 * query cache, if it is newer than the one there, so every component reading the view shows the same one.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { newestView } from '../common/game-view-state';
import { serverClock } from '../common/console-server-clock';
import { liveConfigKeys } from './live-config-keys';

/** Keeps `view` for its configuration when it is the newest; notes its server time for the countdowns. */
export function storeGameView(queryClient: QueryClient, view: GameView): void {
  serverClock.observe(view.serverNow);
  queryClient.setQueryData<GameView>(liveConfigKeys.view(view.configId), (current) => newestView(current, view));
}
