/**
 * The dashboard over MSW: live now, the comparisons with the period before and the change, the pipeline and top lists,
 * each figure a link to the list behind it with the figure's filters; the 30-day range; the parts a caller may not see
 * left out; loading failure with Retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@shared/auth/session-store';
import { dashboardFiguresFixture } from '../../../test/dashboard-fixture';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderDashboard(path = '/dashboard') {
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

beforeEach(() => {
  server.use(http.get('/api/dashboard/figures', ({ request }) => HttpResponse.json(dashboardFiguresFixture(new URL(request.url).searchParams.get('range') === '30' ? '30' : '7'))));
});

const tile = (testId: string) => within(screen.getByTestId(testId));

describe('the dashboard', () => {
  it('shows live now and the comparisons, each figure linking to its list', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(tile('figure-streamersLive').getByRole('link', { name: 'Streamers live: 7. Open the list' })).toHaveAttribute('href', '/monitoring/wall');
    expect(tile('figure-streamersLive').getByText('of 40 monitored')).toBeInTheDocument();
    expect(tile('figure-viewers').getByRole('link')).toHaveTextContent('1.2K');
    expect(tile('figure-diamondsThisHour').getByRole('link')).toHaveAttribute('href', '/monitoring/room-data?live=true');

    // Today vs yesterday: 8 taken of 10 dispatched against 10 of 20; expired 2 against 10 is good news.
    const taken = tile('compare-day-ordersTaken');
    expect(taken.getByRole('link', { name: 'Orders taken: 8. Open the list' })).toHaveAttribute('href', '/crm/orders?status=confirmed&from=2024-01-03&to=2024-01-03');
    expect(taken.getByText('Yesterday: 10')).toBeInTheDocument();
    expect(taken.getByText('-20%')).toBeInTheDocument();
    expect(tile('compare-day-ordersExpired').getByText('-80%')).toBeInTheDocument();
    expect(tile('compare-day-takingRate').getByRole('link')).toHaveTextContent('80%');
    expect(tile('compare-day-takingRate').getByText('+30%')).toBeInTheDocument();
    expect(tile('compare-day-liveHours').getByRole('link')).toHaveTextContent('10');
    expect(tile('compare-day-liveHours').getByRole('link')).toHaveAttribute('href', '/monitoring/room-data?from=2024-01-03&to=2024-01-03');
    expect(tile('compare-day-newTargets').getByRole('link')).toHaveAttribute('href', '/crm/streamers?createFrom=2024-01-03&createTo=2024-01-03');
    expect(tile('compare-day-guildJoined').getByRole('link')).toHaveAttribute('href', '/crm/streamers?progress=guildJoined');
    expect(tile('compare-week-ordersDispatched').getByRole('link')).toHaveAttribute('href', '/crm/orders?from=2024-01-01&to=2024-01-03');
    expect(tile('compare-week-ordersDispatched').getByText('Last week: 70')).toBeInTheDocument();
  });

  it('lists the pipeline and the top streamers and operators, each a link', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const pipeline = within(await screen.findByTestId('pipeline'));
    expect(pipeline.getByRole('link', { name: 'Guild joined: 9. Open the list' })).toHaveAttribute('href', '/crm/streamers?progress=guildJoined');
    const streamers = within(screen.getByRole('table', { name: 'Top streamers this week' }));
    expect(streamers.getByRole('link', { name: 'Luna' })).toHaveAttribute('href', '/monitoring/room?streamer=11');
    expect(streamers.getAllByRole('row')[1]).toHaveTextContent(/1Luna9,000/);
    const operators = within(screen.getByRole('table', { name: 'Top operators this week' }));
    expect(operators.getByRole('link', { name: 'operator_amy' })).toHaveAttribute('href', '/crm/orders?operatorId=5&from=2024-01-01&to=2024-01-03');
    expect(operators.getByText('91%')).toBeInTheDocument();

    await user.click(pipeline.getByRole('link', { name: 'New: 12. Open the list' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/crm/streamers?progress=new');
  });

  it('draws 7 days of history, and 30 on request', async () => {
    const user = userEvent.setup();
    const ranges: string[] = [];
    server.use(
      http.get('/api/dashboard/figures', ({ request }) => {
        const range = new URL(request.url).searchParams.get('range') ?? '';
        ranges.push(range);
        return HttpResponse.json(dashboardFiguresFixture(range === '30' ? '30' : '7'));
      }),
    );
    const { router } = renderDashboard();
    const history = within(await screen.findByTestId('history'));
    expect(history.getByRole('img', { name: /^Diamonds per day, 2023-12-28 to 2024-01-03: 1,000, 2,000/ })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-testid="history"] svg')[0]?.querySelectorAll('rect[data-day]')).toHaveLength(7);
    expect(history.getByText('Total: 28,000')).toBeInTheDocument();

    await user.click(history.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(document.querySelectorAll('[data-testid="history"] svg')[0]?.querySelectorAll('rect[data-day]')).toHaveLength(30));
    expect(ranges).toEqual(['7', '30']);
    expect(router.state.location.search).toBe('?range=30');
    expect(history.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves out what the caller may not see', async () => {
    const figures = dashboardFiguresFixture();
    const noMonitor = {
      ...figures,
      sections: { monitor: false, crm: true },
      live: null,
      topStreamers: null,
      periods: Object.fromEntries(Object.entries(figures.periods).map(([key, period]) => [key, { ...period, monitor: null }])),
      history: figures.history.map((day) => ({ ...day, diamonds: null, liveMs: null, pks: null })),
    };
    server.use(http.get('/api/dashboard/figures', () => HttpResponse.json(noMonitor)));
    renderDashboard();
    expect(await screen.findByTestId('compare-day-ordersTaken')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live now' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('compare-day-diamonds')).not.toBeInTheDocument();
    expect(screen.queryByTestId('top-streamers')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('history')).getAllByRole('img')).toHaveLength(1);
  });

  it('says so when the roles show nothing', async () => {
    const figures = dashboardFiguresFixture();
    server.use(
      http.get('/api/dashboard/figures', () =>
        HttpResponse.json({ ...figures, sections: { monitor: false, crm: false }, live: null, pipeline: null, topStreamers: null, topOperators: null }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText(/Your roles show no figures here/)).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('/api/dashboard/figures', () =>
        fail ? HttpResponse.json({ status: 500, message: 'boom', timestamp: '2024-01-03 10:00:00' }, { status: 500 }) : HttpResponse.json(dashboardFiguresFixture()),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('The figures could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
  });

  it('fills the screen for a wall display', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await screen.findByRole('heading', { name: 'Live now' });
    await user.click(screen.getByRole('button', { name: 'Wall display' }));
    expect(router.state.location.search).toBe('?wall=1');
    expect(screen.getByTestId('dashboard')).toHaveAttribute('data-wall', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("The guild's figures");
  });
});
