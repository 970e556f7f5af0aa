/**
 * One order on the phone: who went live (a tap opens the streamer's card), and by its state
 * - open: the time left to take it, counting down, and one big Take button (one tap takes it);
 * - taken: a tick and when it was taken;
 * - expired: greyed out with "order expired".
 * A refused take (ORDER_EXPIRED, ORDER_ALREADY_TAKEN, …) shows the server's reason under the card.
 */
import type { OrderRow } from '../../../../../streams/contracts/anchors';
import { formatCountdown } from '@shared/realtime/server-clock';
import { h5Href } from '../h5-routes';
import { useH5Link } from '../page-context';
import { errorText } from '../refusal-text';
import { fill, useH5Texts } from '../text/h5-text';
import { Avatar } from '../ui';
import type { OrderState } from './order-logic';
import type { TakeState } from './use-orders';

/** The card of `order` in `state`, `deadline` and `now` in epoch ms. */
export function OrderCard({ order, state, deadline, now, take, onTake }: { order: OrderRow; state: OrderState; deadline: number; now: number; take: TakeState | undefined; onTake: (order: OrderRow) => void }) {
  const texts = useH5Texts();
  const { ui } = texts;
  const link = useH5Link();
  const pending = take?.pending === true;
  return (
    <li className="h5-card h5-order" data-state={state}>
      <a className="h5-who" href={h5Href('ttOrderAnchorInfo', link, { id: order.anchorRowId })}>
        <Avatar name={order.nickname} url={order.avatar} />
        <span className="h5-who__text">
          <span className="h5-who__name">{order.nickname}</span>
          <span className="h5-who__handle" dir="ltr">
            @{order.uniqueId}
          </span>
        </span>
      </a>
      <div className="h5-order__state">
        {state === 'open' && (
          <>
            <span className="h5-order__label">{ui.order.timeLeft}</span>
            <span className="h5-countdown" role="timer" aria-label={ui.order.timeLeft} dir="ltr">
              {formatCountdown(Math.max(0, deadline - now))}
            </span>
          </>
        )}
        {state === 'taken' && (
          <span className="h5-badge h5-badge--taken">
            <span aria-hidden="true">✓ </span>
            {order.receiveTime ? fill(ui.order.takenAt, { time: order.receiveTime }) : ui.order.taken}
          </span>
        )}
        {state === 'expired' && <span className="h5-badge h5-badge--expired">{ui.order.expired}</span>}
      </div>
      {state === 'open' && (
        <button type="button" className="h5-button h5-button--primary h5-take" disabled={pending} aria-busy={pending} onClick={() => onTake(order)}>
          {pending ? ui.order.taking : ui.order.take}
        </button>
      )}
      {take?.error !== undefined && (
        <p className="h5-card__error" role="alert">
          {errorText(texts, take.error)}
        </p>
      )}
    </li>
  );
}
