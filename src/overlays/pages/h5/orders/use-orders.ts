/**
 * The state of an order list: the key holder's orders from REST, kept current by the `orders:<userId>` socket (loaded
 * after the first paint) and, as a fallback while the socket is down or refused, by a refetch every 30 s; the
 * deadlines learnt from events; and taking an order (one tap → `PUT api/h5/orders/confirm`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { OrderRow } from '../../../../../streams/contracts/anchors';
import type { LinkKeyPrincipal } from '../../../../../streams/contracts/link-keys';
import { H5RequestError } from '../h5-api';
import { useH5Link } from '../page-context';
import { useRequest } from '../use-request';
import { applyOrderEvent } from './order-logic';

/** Refetch period of the list, whatever the socket does (ms). */
export const ORDERS_REFETCH_MS = 30_000;
/** Orders fetched: the newest ones; older orders are long closed and have nothing to act on. */
const ORDERS_SIZE = 50;

/** What happened to a tap on Take. */
export interface TakeState {
  pending: boolean;
  error: unknown;
}

/** The order list of `principal` (`guildJoined`: the guild-joined streamers' list, else the target streamers'). */
export function useOrders(principal: LinkKeyPrincipal, guildJoined: boolean) {
  const link = useH5Link();
  const [deadlines, setDeadlines] = useState<ReadonlyMap<number, number>>(new Map());
  const list = useRequest(
    async (signal) => {
      const page = await link.api.orders({ guildJoined: guildJoined ? 'true' : 'false', size: ORDERS_SIZE }, signal);
      // Each answer says how long its open orders have left: a deadline from the answer's arrival needs neither the
      // phone's clock nor its time zone to agree with the server's.
      const arrivedAt = Date.now();
      setDeadlines((known) => {
        const next = new Map(known);
        for (const row of page.content) if (row.status === 'unconfirmed') next.set(row.id, arrivedAt + row.remainingMs);
        return next;
      });
      return page;
    },
    [link, guildJoined],
  );
  const [live, setLive] = useState(false);
  const [takes, setTakes] = useState<ReadonlyMap<number, TakeState>>(new Map());
  const { reload, setData } = list;

  useEffect(() => {
    const timer = setInterval(reload, ORDERS_REFETCH_MS);
    // A phone put away and taken out again has missed timers and maybe socket events: ask at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  const replaceRow = useCallback(
    (order: OrderRow) => setData((page) => (page ? { ...page, content: page.content.map((row) => (row.id === order.id ? order : row)) } : page)),
    [setData],
  );

  useEffect(() => {
    const key = link.key;
    if (key === null) return undefined;
    let close: (() => void) | undefined;
    let cancelled = false;
    import('./order-feed')
      .then(({ connectOrderFeed }) => {
        if (cancelled) return;
        close = connectOrderFeed({
          linkKey: key,
          userId: principal.userId,
          handlers: {
            onEvent(event, receivedAt) {
              setData((page) => (page ? { ...page, content: applyOrderEvent(page.content, event, guildJoined) } : page));
              if (event.type === 'order.dispatched') setDeadlines((known) => new Map(known).set(event.order.id, receivedAt + event.remainingMs));
            },
            onGap: reload,
            onLive: setLive,
          },
        });
      })
      // No socket (the chunk failed to load): the 30 s refetch keeps the list current.
      .catch(() => setLive(false));
    return () => {
      cancelled = true;
      close?.();
    };
  }, [link.key, principal.userId, guildJoined, setData, reload]);

  const take = useCallback(
    (order: OrderRow) => {
      setTakes((known) => new Map(known).set(order.id, { pending: true, error: undefined }));
      link.api.confirmOrder(order.id).then(
        (taken) => {
          replaceRow(taken);
          setTakes((known) => new Map(known).set(order.id, { pending: false, error: undefined }));
        },
        (error: unknown) => {
          setTakes((known) => new Map(known).set(order.id, { pending: false, error }));
          const code = error instanceof H5RequestError ? error.code : undefined;
          // The server's word is final: an expired order greys out now; one taken elsewhere shows its new state.
          if (code === 'ORDER_EXPIRED') replaceRow({ ...order, status: 'expired' });
          else if (code === 'ORDER_ALREADY_TAKEN') reload();
        },
      );
    },
    [link.api, replaceRow, reload],
  );

  return { list, deadlines, live, takes, take };
}
