/**
 * The Orders page over MSW: the filters in the query, an unconfirmed order's countdown to expiry (3 minutes from its
 * live start) and the Take button sending confirm, an expired order refused (translated), and a new order announced
 * on `orders:<userId>`: a toast and the list refreshed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Subject } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal } from '../../../../../streams/contracts/refusals';
import type { OrderTopicEvent } from '../../../../../streams/contracts/anchor-orders';
import { adminInfo } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { useSessionStore } from '@shared/auth/session-store';
import type { RealtimeClient, TopicItem } from '@shared/realtime/realtime-client';
import { RealtimeProvider } from '@shared/realtime/realtime-context';
import { orderRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { OrderAlerts } from './order-alerts';
import { OrdersPage } from './orders-page';

let queries: URLSearchParams[] = [];
const confirms = recorded();
let topics: string[] = [];
/** Follow-ups the server says are due. */
let dueCount = 0;
let items = new Subject<TopicItem>();

/** A realtime client whose topics are the test's subject. */
const fakeClient = {
  topic$: (topic: string) => {
    topics.push(topic);
    return items.asObservable();
  },
} as unknown as RealtimeClient;

/** A wire time (`yyyy-MM-dd HH:mm:ss`, browser clock) `ago` ms before now. */
function wireAgo(ago: number): string {
  const at = new Date(Date.now() - ago);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

const renderOrders = (roles?: string[]) => {
  const shown = renderCrmPage(
    <RealtimeProvider client={fakeClient}>
      <OrdersPage />
      {/* The app shell mounts the alert on every page. */}
      <OrderAlerts />
    </RealtimeProvider>,
    roles,
  );
  useSessionStore.setState({ user: adminInfo.user });
  return shown;
};

beforeEach(() => {
  queries = [];
  topics = [];
  dueCount = 0;
  items = new Subject<TopicItem>();
  server.use(
    http.get('/api/anchorOrders', recordQuery(queries, () => pageOf([orderRow(1, { liveStartTime: wireAgo(60_000) }), orderRow(2, { status: 'expired', liveStartTime: wireAgo(600_000) })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([{ id: 1, name: 'admin' }])),
    http.get('/api/anchors', ({ request }) => (new URL(request.url).searchParams.get('due') === 'true' ? HttpResponse.json({ content: [], totalElements: dueCount }) : HttpResponse.json({ content: [], totalElements: 0 }))),
    http.put('/api/anchorOrders/confirm', recordBody(confirms, () => HttpResponse.json(orderRow(1, { status: 'confirmed', receiveTime: wireAgo(0) })))),
  );
});

describe('the Orders page', () => {
  it('sends its filters', async () => {
    const user = userEvent.setup();
    renderOrders();
    await screen.findAllByText('Streamer 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unconfirmed');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), '1');
    fireEvent.change(screen.getByLabelText('Live start from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Live start to'), { target: { value: '2026-11-26' } });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'luna');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLastQuery(queries, { status: 'unconfirmed', operatorId: '1', blurry: 'luna', sort: 'liveStartTime,desc' });
    expect(queries.at(-1)?.getAll('liveStartTime')).toEqual(['2026-11-01 00:00:00', '2026-11-26 23:59:59']);
  });

  it('shows the time left to take an open order, and Take sends confirm', async () => {
    const user = userEvent.setup();
    renderOrders();
    expect(await screen.findByText(/^0[12]:\d\d left$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take order of Streamer 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take order of Streamer 1' }));
    await waitFor(() => expect(confirms).toEqual([{ id: 1 }]));
    expect(await screen.findByText('Order taken')).toBeInTheDocument();
  });

  it('announces a dispatched order from the websocket and refreshes the list', async () => {
    renderOrders();
    await screen.findAllByText('Streamer 1');
    await waitFor(() => expect(topics).toEqual(['orders:1', 'orders:1']));
    const before = queries.length;
    const event: OrderTopicEvent = { type: 'order.dispatched', order: orderRow(3, { nickname: 'Luna' }), remainingMs: 170_000 };
    items.next({ kind: 'event', topic: 'orders:1', seq: 1, event });
    expect(await screen.findByText('New order: Luna went live')).toBeInTheDocument();
    // One toast, though the page and the shell both follow the topic.
    expect(screen.getAllByText('New order: Luna went live')).toHaveLength(1);
    expect(screen.getByText('Take it within 02:50')).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
  });
});

describe('the follow-up reminder', () => {
  it('says when follow-ups are due, on whatever page is open', async () => {
    dueCount = 3;
    renderOrders();
    expect(await screen.findByText('3 follow-ups are due')).toBeInTheDocument();
    expect(screen.getByText('Open the streamers list with "Due only" to see them')).toBeInTheDocument();
  });

  it('stays quiet while none is due', async () => {
    renderOrders();
    await screen.findAllByText('Streamer 1');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(screen.queryByText(/follow-ups are due/)).toBeNull();
  });
});

const EXPIRED: InEachLanguage = {
  zh: '订单已过期：必须在开播后 3 分钟内接单',
  ko: '주문이 만료되었습니다: 방송 시작 후 3분 안에 받아야 합니다',
  ar: 'انتهت صلاحية الطلب: كان يجب قبوله خلال 3 دقائق من بدء البث',
};

describeTranslatedRefusals('taking an order (expired)', async (user, language) => {
  server.use(http.put('/api/anchorOrders/confirm', () => refusalAnswer(refusal('ORDER_EXPIRED'))));
  renderOrders();
  await user.click(await screen.findByRole('button', { name: label('crm.orders.take', { name: 'Streamer 1' }) }));
  expect(await screen.findByText(EXPIRED[language])).toBeInTheDocument();
});
