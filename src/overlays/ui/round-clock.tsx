/**
 * The round's state as a scoreboard shows it: the PK countdown while gifts score (round.pkEndsAt against server
 * time), "time's up" when it ran out before the host ended the round, "waiting to start" and "round over".
 */
import type { RoundView } from '../../../streams/contracts/game-topic';
import type { ServerClock } from '@shared/realtime/server-clock';
import { useText } from '../text/use-text';
import { Countdown, useServerNow } from './bits';

/** What a round shows at server time `now`. */
export type RoundDisplay = { kind: 'countdown'; endsAt: number } | { kind: 'notStarted' } | { kind: 'timeUp' } | { kind: 'ended' } | { kind: 'open' };

/** Pure: the display of `round` at server time `now`. */
export function roundDisplay(round: RoundView, now: number): RoundDisplay {
  if (round.status === 'notStarted') return { kind: 'notStarted' };
  if (round.status === 'ended') return { kind: 'ended' };
  if (round.pkEndsAt !== null && round.counting && now < round.pkEndsAt) return { kind: 'countdown', endsAt: round.pkEndsAt };
  if (round.pkEndsAt !== null) return { kind: 'timeUp' };
  // Collecting without a PK time: scoring until the host ends the round, nothing to count down.
  return { kind: 'open' };
}

/** The round's countdown or state label, ticking against server time while a countdown runs. */
export function RoundClock({ round, clock, className }: { round: RoundView; clock: ServerClock | undefined; className?: string }) {
  const text = useText();
  const ticking = round.status === 'collecting' && round.pkEndsAt !== null;
  const now = useServerNow(clock, ticking);
  const display = roundDisplay(round, now);
  switch (display.kind) {
    case 'countdown':
      return <Countdown endsAt={display.endsAt} now={now} className={className} />;
    case 'open':
      return null;
    default:
      return (
        <span className={`ov-round-state ${className ?? ''}`} data-state={display.kind}>
          {display.kind === 'notStarted' ? text.round.notStarted : display.kind === 'timeUp' ? text.round.timeUp : text.round.ended}
        </span>
      );
  }
}
