/**
 * Small pieces every overlay uses: the connection dot, the error note, avatars, the countdown and the
 * server-time ticker behind countdowns.
 */
import { useEffect, useState } from 'react';
import type { GameView } from '../../../streams/contracts/game-topic';
import type { DotStatus } from '../feed/live-feed';
import { formatCountdown, remainingMs, type ServerClock } from '@shared/realtime/server-clock';
import { interpolate } from '../text/overlay-messages';
import { useText } from '../text/use-text';

/**
 * The discreet connection indicator: a small dot in a corner (green live, amber connecting, red pulsing when
 * lost, violet for demo data), named for screen readers and on hover. In OBS a healthy overlay must draw nothing of
 * its own, so the dot shows only while the connection is lost (and on demo data, which never goes to air), unless
 * `always` (the link's `dot=1`).
 */
export function ConnectionDot({ status, always = false }: { status: DotStatus | 'demo'; always?: boolean }) {
  const text = useText();
  if (!always && status !== 'lost' && status !== 'demo') return null;
  const label = status === 'open' ? text.connection.open : status === 'connecting' ? text.connection.connecting : status === 'demo' ? text.connection.demo : text.connection.lost;
  return <span className="ov-dot" data-status={status} role="status" aria-label={label} title={label} />;
}

/**
 * The unobtrusive notice that the game's host room is not live (or the configuration names no host streamer): a small
 * translucent pill in the bottom corner (the pages keep their boards at the top), so viewers see why scores stand still. Nothing while the room is live,
 * connecting or waiting for the round.
 */
export function HostRoomNotice({ view }: { view: GameView }) {
  const text = useText();
  const state = view.hostRoom.state;
  if (state !== 'notLive' && state !== 'unresolved') return null;
  return (
    <p className="ov-notice" role="status" data-state={state}>
      {state === 'notLive' ? text.hostRoom.notLive : text.hostRoom.unresolved}
    </p>
  );
}

/** The only thing a page shows when its key is wrong, replaced or missing, or the server is unreachable. */
export function ErrorNote({ children }: { children: string }) {
  return (
    <p className="ov-error" role="alert">
      {children}
    </p>
  );
}

/** A stable hue per id, so a streamer without a picture keeps one colour. */
export function hueOf(id: string): number {
  // FNV-1a, then the golden angle: ids that differ by one character still get far-apart hues.
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return Math.round((hash % 1_000) * 137.508) % 360;
}

/** A round avatar; the initial on a coloured disc when there is no picture or it fails to load. */
export function Avatar({ id, name, url, size, className }: { id: string; name: string; url: string | null; size: number; className?: string }) {
  const text = useText();
  const [failed, setFailed] = useState<string | null>(null);
  const label = interpolate(text.avatarOf, { name });
  const style = { width: size, height: size, fontSize: size * 0.44 };
  if (url && failed !== url) {
    return <img className={`ov-avatar ${className ?? ''}`} style={style} src={url} alt={label} referrerPolicy="no-referrer" onError={() => setFailed(url)} />;
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={`ov-avatar ov-avatar--initial ${className ?? ''}`} style={{ ...style, background: `hsl(${hueOf(id)} 55% 42%)` }} role="img" aria-label={label}>
      {initial}
    </span>
  );
}

/**
 * Server time, refreshed every `everyMs` while `active` (countdowns), frozen otherwise so an idle overlay does
 * not re-render.
 */
export function useServerNow(clock: ServerClock | undefined, active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => clock?.now() ?? Date.now());
  useEffect(() => {
    if (!active || !clock) return undefined;
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, active, everyMs]);
  return active && clock ? now : (clock?.now() ?? now);
}

/** `mm:ss` until `endsAt` at server time `now`; an urgent look in the last 10 seconds. */
export function Countdown({ endsAt, now, className }: { endsAt: number | null; now: number; className?: string }) {
  const text = useText();
  const left = remainingMs(endsAt, now);
  if (left === null) return null;
  return (
    <span className={`ov-countdown ${className ?? ''}`} data-urgent={left > 0 && left <= 10_000 ? '' : undefined} aria-label={text.round.timeLeft} role="timer">
      {formatCountdown(left)}
    </span>
  );
}
