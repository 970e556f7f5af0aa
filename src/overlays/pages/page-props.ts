/** What a game overlay page receives from the shell (game-overlay.tsx) once its view is there. */
import type { GameView } from '../../../streams/contracts/game-topic';
import type { FeedState } from '../feed/feed-state';
import type { ServerClock } from '@shared/realtime/server-clock';
import type { Layout } from '../overlay-params';

/** Props of every game overlay page (pkProgress, pkTurntable, flowerProgress, flowerPlayerList). */
export interface GamePageProps {
  view: GameView;
  /** The reconciled feed: flashes and the spin queue. */
  state: FeedState;
  clock: ServerClock | undefined;
  layout: Layout;
  /** The turntable finished animating spin `spinNo`. */
  onSpinPlayed(spinNo: number): void;
}
