/**
 * An order's take cell: while it can be taken, the time left (mm:ss, ticking each second) and the Take button
 * (`PUT api/anchorOrders/confirm`); a refusal (expired, taken by another) is toasted in the user's language.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { OrderRow } from '../../../../../streams/contracts/anchors';
import { formatCountdown } from '@shared/realtime/server-clock';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { useConfirmOrder } from '../api/orders-api';
import { useCrmT } from '../i18n/use-crm-t';

/** The browser's clock, re-read every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Props of {@link TakeOrder}. */
export interface TakeOrderProps {
  order: OrderRow;
  /** Epoch ms (browser clock) after which it cannot be taken. */
  deadline: number;
}

/** The cell; nothing once the order is not unconfirmed or its time ran out. */
export function TakeOrder({ order, deadline }: TakeOrderProps) {
  const { ft, failure } = useCrmT();
  const now = useNow();
  const confirm = useConfirmOrder();
  const left = deadline - now;
  if (order.status !== 'unconfirmed' || !(left > 0)) return null;
  const name = order.nickname || order.uniqueId;
  const take = () =>
    confirm.mutateAsync(order.id).then(
      () => notifySuccess(ft('orders.taken')),
      (error: unknown) => notifyFailure(ft('orders.takeFailed'), failure(error)),
    );
  return (
    <HStack gap="2">
      <Text fontVariantNumeric="tabular-nums" color={left < 30_000 ? 'fg.error' : 'fg.muted'} role="timer" aria-live="off">
        {ft('orders.left', { time: formatCountdown(left) })}
      </Text>
      <Button size="xs" colorPalette="brand" loading={confirm.isPending} aria-label={ft('orders.take', { name })} onClick={() => void take()}>
        {ft('orders.takeShort')}
      </Button>
    </HStack>
  );
}
