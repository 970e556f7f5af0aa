/**
 * The signed-in user's order alerts over the websocket topic `orders:<userId>` (streams/contracts/anchor-orders.ts):
 * on `order.dispatched` a toast, a short beep and a browser notification (when the user granted it), the announced
 * deadline kept for the countdown, and the orders list refreshed; on `order.changed` (taken, expired) or a gap, the
 * list refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** Subscribes while mounted; gives the deadlines announced so far (order id → epoch ms, browser clock). */
export function useOrderAlerts(): ReadonlyMap<number, number> {
  const { ft } = useCrmT();
  const client = useRealtimeClient();
  const userId = useSessionStore((state) => state.user?.id);
  const queryClient = useQueryClient();
  const [deadlines, setDeadlines] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    if (userId === undefined) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersApi.keys.all });
    const onEvent = (event: OrderTopicEvent) => {
      if (event.type === 'order.dispatched') {
        const name = event.order.nickname || event.order.uniqueId;
        const title = ft('orders.dispatched', { name });
        const body = ft('orders.dispatchedBody', { time: formatCountdown(event.remainingMs) });
        setDeadlines((current) => new Map(current).set(event.order.id, Date.now() + event.remainingMs));
        toaster.create({ type: 'info', title, description: body, duration: 10_000 });
        beep();
        notifySystem(title, body);
      }
      refresh();
    };
    const subscription = client.topic$(ordersTopic(userId), orderTopicEventSchema).subscribe({
      next: (item) => (item.kind === 'event' ? onEvent(item.event) : refresh()),
      // A refused topic (no permission) leaves the page as it is: the list still loads over HTTP.
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, userId, queryClient, ft]);

  return deadlines;
}
