/**
 * The texts of the wall that change every second, each its own small component subscribed to the wall clock
 * (wall-clock.ts), so the one-second tick re-renders these texts and nothing around them. The changing digits sit in
 * a fixed-size, fully contained box (`.wall-clock-text`): the browser then lays out that box alone each second, not
 * the 48 tiles around it (a measurable share of a 4K wall's frame budget).
 */
import { useMemo } from 'react';
import { formatCountdown } from '@shared/realtime/server-clock';
import type { WallT } from './i18n/wall-locale';
import { useServerSecond } from './wall-clock';
import { formatElapsed } from './wall-format';

/** Time since `since` (server epoch ms) on the server's clock, `h:mm:ss`; `—` when the start is unknown. */
export function LiveDuration({ since }: { since: number | null }) {
  const now = useServerSecond();
  const text = since === null ? '—' : formatElapsed(now - since);
  return (
    <span className="wall-clock-text wall-clock-text--elapsed" data-long={text.length > 7 ? '' : undefined}>
      {text}
    </span>
  );
}

/** A marker no translation contains, to find where `{{time}}` goes in the translated sentence. */
const TIME_MARK = '\u2063';

/** The countdown's digits; re-rendered every second. */
function CountdownDigits({ endsAt }: { endsAt: number }) {
  const now = useServerSecond();
  const text = formatCountdown(endsAt - now);
  return (
    <span className="wall-clock-text wall-clock-text--countdown" data-hours={text.length > 5 ? '' : undefined}>
      {text}
    </span>
  );
}

/** "Ends in mm:ss" until `endsAt` (server epoch ms); `00:00` once due and the server has not said it ended. */
export function PkCountdown({ endsAt, wt }: { endsAt: number; wt: WallT }) {
  // The sentence around the digits is the language's ("Ends in 04:57", "04:57 后结束"), translated once.
  const [before = '', after = ''] = useMemo(() => wt('tile.pkEndsIn', { time: TIME_MARK }).split(TIME_MARK), [wt]);
  return (
    <>
      {before}
      <CountdownDigits endsAt={endsAt} />
      {after}
    </>
  );
}
