/**
 * The texts of the wall that change every second, each its own small component subscribed to the wall clock
 * (wall-clock.ts), so the one-second tick re-renders these texts and nothing around them.
 */
import { formatCountdown } from '../../../../shared/realtime/server-clock';
import type { WallT } from './i18n/wall-locale';
import { useServerSecond } from './wall-clock';
import { formatElapsed } from './wall-format';

/** Time since `since` (server epoch ms) on the server's clock, `h:mm:ss`; `—` when the start is unknown. */
export function LiveDuration({ since }: { since: number | null }) {
  const now = useServerSecond();
  return <>{since === null ? '—' : formatElapsed(now - since)}</>;
}

/** "Ends in mm:ss" until `endsAt` (server epoch ms); `00:00` once due and the server has not said it ended. */
export function PkCountdown({ endsAt, wt }: { endsAt: number; wt: WallT }) {
  const now = useServerSecond();
  return <>{wt('tile.pkEndsIn', { time: formatCountdown(endsAt - now) })}</>;
}
