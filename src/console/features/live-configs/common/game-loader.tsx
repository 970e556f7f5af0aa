/**
 * Loads the game view of the page's configuration and renders `children(view, now)` once it is there; while it
 * loads a skeleton, and when it fails the page's failure message ('Failed to update … data').
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useGameView } from './use-game-view';
import { useServerNow } from './use-server-now';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Props of {@link GameLoader}. */
export interface GameLoaderProps {
  configId: number;
  /** The failure message of this page (already translated). */
  failedText: string;
  children: (view: GameView, now: number) => ReactNode;
}

/** The view, live, with a ticking server time for the countdowns. */
export function GameLoader({ configId, failedText, children }: GameLoaderProps) {
  const view = useGameView(configId);
  const now = useServerNow();
  if (view.isError && !view.data) {
    return (
      <InlineAlert text={failedText} />
    );
  }
  if (!view.data) {
    return (
      <Stack gap="3">
        <Skeleton height="8" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return <>{children(view.data, now)}</>;
}
