/**
 * Today's draw hours as the page shows them, on the server's clock: the wheel's answer carries the server's `now`
 * and today's `opensAt`/`closesAt` (Dubai 18:00 and 22:00, epoch ms), and the page runs that clock on by the time
 * passed since the answer came, so a phone set to the wrong time or zone still counts down right.
 */

/** Where today stands: before the opening, open, or closed for today. */
export type DrawPhase = { phase: 'before'; left: number } | { phase: 'open'; left: number } | { phase: 'closed' };

/** The server's time now: its `now` when the answer came (`receivedAt`, the phone's clock) plus the time since. */
export function serverNow(server: { now: number }, receivedAt: number, phoneNow: number): number {
  return server.now + Math.max(0, phoneNow - receivedAt);
}

/** Today's phase at `now` with the ms left to the next edge. */
export function drawPhase(hours: { opensAt: number; closesAt: number }, now: number): DrawPhase {
  if (now < hours.opensAt) return { phase: 'before', left: hours.opensAt - now };
  if (now < hours.closesAt) return { phase: 'open', left: hours.closesAt - now };
  return { phase: 'closed' };
}

/** `ms` as `h:mm:ss` (rounded up to the second, so it reads 0:00:00 only when the edge is reached). */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
