/**
 * `tiktokOrder` (orders of the operator's target streamers) and `guildJoinedTiktokOrder` (of guild-joined ones): the
 * operator's orders, open ones first with their countdown and Take button, then taken, then expired. Live through the
 * socket, refetched every 30 s as well.
 */
import type { LinkKeyPrincipal } from '../../../../../streams/contracts/link-keys';
import { H5RequestError } from '../h5-api';
import type { H5Page } from '../h5-routes';
import { KeyGate } from '../key-gate';
import { useH5Texts } from '../text/h5-text';
import { Empty, ErrorState, Loading, PageShell } from '../ui';
import { useNow } from '../use-now';
import { OrderCard } from './order-card';
import { deadlineOf, orderState, sortOrders } from './order-logic';
import { useOrders } from './use-orders';

function OrderList({ principal, guildJoined }: { principal: LinkKeyPrincipal; guildJoined: boolean }) {
  const { ui } = useH5Texts();
  const { list, deadlines, live, takes, take } = useOrders(principal, guildJoined);
  const rows = list.data?.content ?? [];
  const anyOpen = rows.some((row) => row.status === 'unconfirmed');
  const now = useNow(anyOpen);
  if (list.status === 'loading') return <Loading />;
  // Nothing to show yet, or the key was refused on a refresh (revoked while open): the reason alone, no stale list.
  if (!list.data || (list.error instanceof H5RequestError && list.error.keyRefused)) return <ErrorState error={list.error} onRetry={list.reload} />;
  return (
    <>
      <p className="h5-live" data-live={live}>
        <span className="h5-live__dot" aria-hidden="true" />
        {live ? ui.order.live : ui.order.offline}
      </p>
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
      {rows.length === 0 ? (
        <Empty>{ui.order.empty}</Empty>
      ) : (
        <ul className="h5-list">
          {sortOrders(rows, deadlines, now).map((order) => {
            const deadline = deadlineOf(order, deadlines);
            return <OrderCard key={order.id} order={order} state={orderState(order, deadline, now)} deadline={deadline} now={now} take={takes.get(order.id)} onTake={take} />;
          })}
        </ul>
      )}
    </>
  );
}

/** The order list page of `page`. */
export function OrderListPage({ page }: { page: Extract<H5Page, 'tiktokOrder' | 'guildJoinedTiktokOrder'> }) {
  return (
    <PageShell page={page}>
      <KeyGate>{(principal) => <OrderList principal={principal} guildJoined={page === 'guildJoinedTiktokOrder'} />}</KeyGate>
    </PageShell>
  );
}
