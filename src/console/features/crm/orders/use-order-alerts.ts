/**
 * The signed-in user's orders over the websocket topic `orders:<userId>` (streams/contracts/anchor-orders.ts): the
 * console-wide alert of a new order (toast, beep, browser notification), the announced deadlines of the Orders page's
 * countdowns, and the orders list refreshed on every event or gap.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ordersTopic, orderTopicEventSchema, type OrderTopicEvent } from '../../../../../streams/contracts/anchor-orders';
import { useSessionStore } from '@shared/auth/session-store';
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { formatCountdown } from '@shared/realtime/server-clock';
import { toaster } from '@shared/ui/toaster';
import { ordersApi } from '../api/orders-api';
import { useCrmT } from '../i18n/use-crm-t';

/** A short two-tone beep through Web Audio (no sound file to load); silent where audio is unavailable or blocked. */
export function beep(): void {
  const AudioContextImpl = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextImpl) return;
  try {
    const context = new AudioContextImpl();
    const gain = context.createGain();
    gain.gain.value = 0.1;
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, index) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + index * 0.15);
      tone.stop(context.currentTime + index * 0.15 + 0.12);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // The browser refused audio before any user gesture: the toast and notification still tell.
  }
}

/** A system notification, when the user allowed them. */
function notifySystem(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  new Notification(title, { body, tag: 'livedesk-order' });
}

/**
 * Follows the signed-in user's `orders:<userId>` topic while mounted and calls `onEvent` for each event; a gap (events
 * missed) refreshes the orders list. A refused topic (no permission) is left alone: lists still load over HTTP.
 */
function useOrderTopic(onEvent: (event: OrderTopicEvent) => void): void {
  const client = useRealtimeClient();
  const userId = useSessionStore((state) => state.user?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersApi.keys.all });
    const subscription = client.topic$(ordersTopic(userId), orderTopicEventSchema).subscribe({
      next: (item) => {
        if (item.kind === 'event') onEvent(item.event);
        refresh();
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, userId, queryClient, onEvent]);
}

/**
 * The console-wide alert of a new order, mounted by the app shell for staff who take orders, on every page: a toast,
 * a short beep and a browser notification (when the user granted them), so an operator hears of an order whatever page
 * is open (the product rule: the order must be taken within 3 minutes of the live start).
 */
export function useOrderAlerts(): void {
  const { ft } = useCrmT();
  const onEvent = useCallback(
    (event: OrderTopicEvent) => {
      if (event.type !== 'order.dispatched') return;
      const name = event.order.nickname || event.order.uniqueId;
      const title = ft('orders.dispatched', { name });
      const body = ft('orders.dispatchedBody', { time: formatCountdown(event.remainingMs) });
      toaster.create({ type: 'info', title, description: body, duration: 10_000 });
      beep();
      notifySystem(title, body);
    },
    [ft],
  );
  useOrderTopic(onEvent);
}

/** The deadlines announced while mounted (order id → epoch ms, browser clock), for the Orders page's countdowns. */
export function useAnnouncedDeadlines(): ReadonlyMap<number, number> {
  const [deadlines, setDeadlines] = useState<ReadonlyMap<number, number>>(new Map());
  const onEvent = useCallback((event: OrderTopicEvent) => {
    if (event.type === 'order.dispatched') setDeadlines((current) => new Map(current).set(event.order.id, Date.now() + event.remainingMs));
  }, []);
  useOrderTopic(onEvent);
  return deadlines;
}
