/**
 * Orders (component 'CrmOrders'): live starts handed to operators (an operator without anchor:allocate sees their
 * own), newest live start first, with the search, status, operator and live-start days as filters, sorting, paging
 * and export. An unconfirmed order shows the time left to take it (3 minutes from the live start) and the Take
 * button. New orders arrive over the websocket (the app shell's alert tells of them on every page) and refresh the list.
 */
import { Badge, Input } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ORDER_STATUSES, type OrderRow } from '../../../../../streams/contracts/anchors';
import { useCan } from '@shared/auth/can';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { FilterSelect } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { useOperators } from '../api/anchors-api';
import { ordersApi } from '../api/orders-api';
import { dayRange } from '../common/anchor-filters';
import { useAnchorLabels } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';
import { NotificationsButton } from './notifications-button';
import { orderDeadline } from './order-deadline';
import { TakeOrder } from './take-order';
import { useAnnouncedDeadlines } from './use-order-alerts';

const column = createColumnHelper<OrderRow>();
const FILTERS = { blurry: '', status: '', operatorId: '', from: '', to: '' };
const STATUS_PALETTE = { unconfirmed: 'orange', confirmed: 'green', expired: 'gray' } as const;

function useOrderColumns(deadlines: ReadonlyMap<number, number>, receivedAt: number) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  return useMemo(
    () => [
      column.accessor('nickname', { header: ft('orders.streamer'), cell: ({ row }) => <NameCell name={row.original.nickname || row.original.uniqueId} note={`@${row.original.uniqueId}`} /> }),
      column.accessor((row) => row.operator?.name ?? '', { id: 'operator', header: ft('fields.operator') }),
      column.accessor('status', {
        header: ft('orders.status'),
        enableSorting: true,
        cell: ({ getValue }) => <Badge colorPalette={STATUS_PALETTE[getValue()]}>{labels.label('orderStatus', getValue())}</Badge>,
      }),
      timeColumn('liveStartTime', ft('fields.liveStartTime'), (row: OrderRow) => row.liveStartTime),
      column.display({ id: 'take', header: ft('orders.takeShort'), cell: ({ row }) => <TakeOrder order={row.original} deadline={orderDeadline(row.original, deadlines, receivedAt)} /> }),
      timeColumn('receiveTime', ft('orders.receiveTime'), (row: OrderRow) => row.receiveTime),
      timeColumn('createTime', ft('fields.createTime'), (row: OrderRow) => row.createTime),
    ],
    [ft, labels, deadlines, receivedAt],
  );
}

/** The Orders page (see the module comment). */
export function OrdersPage() {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const texts = useSectionTexts(useCrmT, 'orders');
  const deadlines = useAnnouncedDeadlines();
  const mayAllocate = useCan('anchor:allocate');
  const operators = useOperators(mayAllocate);
  const list = useCrudList({
    api: ordersApi,
    filters: FILTERS,
    choices: { status: ['', ...ORDER_STATUSES] },
    toParams: ({ blurry, status, operatorId, from, to }) => ({ blurry, status, operatorId, liveStartTime: dayRange(from, to) }),
  });
  const columns = useOrderColumns(deadlines, list.query.dataUpdatedAt);
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={(row) => row.nickname || row.uniqueId}
      search={{
        text: 'blurry',
        children: ({ filters, apply, draft, edit }) => (
          <>
            <FilterSelect label={ft('orders.status')} value={filters.status} allText={`${ft('orders.status')}: ${ft('filters.all')}`} options={labels.options('orderStatus')} onChange={(value) => apply({ status: value })} />
            {operators.data ? (
              <FilterSelect
                label={ft('fields.operator')}
                value={filters.operatorId}
                allText={`${ft('fields.operator')}: ${ft('filters.all')}`}
                options={operators.data.map((operator) => ({ value: String(operator.id), label: operator.name }))}
                onChange={(value) => apply({ operatorId: value })}
              />
            ) : null}
            <Input type="date" size="sm" w="40" aria-label={ft('orders.from')} title={ft('orders.from')} value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
            <Input type="date" size="sm" w="40" aria-label={ft('orders.to')} title={ft('orders.to')} value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
          </>
        ),
      }}
      table={{ columns }}
      actions={<NotificationsButton />}
      drawer={() => null}
    />
  );
}
