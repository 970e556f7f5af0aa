/**
 * Where each figure of the dashboard leads: the list behind it, filtered as the figure was counted, in the query
 * string the list pages read (src/shared/crud/use-list-url.ts):
 * - orders (dispatched / taken / expired / taking rate) → `/crm/orders?from&to[&status]` (live-start days);
 * - new streamers → `/crm/streamers?createFrom&createTo`; joined the guild and the pipeline → `/crm/streamers?progress=`;
 * - a top operator → their orders of the week, `/crm/orders?operatorId&from&to`;
 * - diamonds, live hours, PKs → the sessions of those days, `/monitoring/room-data?from&to`;
 * - live now → the monitoring wall; diamonds this hour → the running sessions; a top streamer → their room.
 */
import type { AnchorProgress, OrderStatus } from '../../../../streams/contracts/anchors';

const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** Days `from`–`to` (`yyyy-MM-dd`, both included). */
export interface DayRange {
  from: string;
  to: string;
}

export const figureLinks = {
  wall: () => '/monitoring/wall',
  runningSessions: () => withQuery('/monitoring/room-data', { live: 'true' }),
  sessions: ({ from, to }: DayRange) => withQuery('/monitoring/room-data', { from, to }),
  streamerRoom: (id: number) => withQuery('/monitoring/room', { streamer: id }),
  orders: ({ from, to }: DayRange, status?: OrderStatus, operatorId?: number) => withQuery('/crm/orders', { status, operatorId, from, to }),
  newStreamers: ({ from, to }: DayRange) => withQuery('/crm/streamers', { createFrom: from, createTo: to }),
  progress: (progress: AnchorProgress) => withQuery('/crm/streamers', { progress }),
};
