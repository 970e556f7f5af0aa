/**
 * The wall page against a scripted `GET api/monitor/wall` (MSW): tiles and what they show, updates between polls,
 * alerts once each, sort and filters remembered, pages, the stale banner through a lost server and its return, the
 * empty, no-match and failed states, the big-gift threshold, and a 401 handed to the session layer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpError } from '@shared/http/http-error';
import { httpErrors$ } from '@shared/http/http-client';
import { server } from '../../../../test/msw-server';
import { alert, pk, scriptedWall, SERVER_NOW, snapshot, tile } from './testing/wall-fixtures';
import { renderWall } from './testing/render-wall';
import { WALL_SETTINGS_KEY } from './wall-settings';

const article = (name: string) => screen.getByRole('article', { name });
/** The first answer on screen (generous: a loaded machine runs several test files at once). */
const SLOW = { timeout: 10_000 };
const firstTile = (name: string) => screen.findByRole('article', { name }, SLOW);
const tileNames = () => screen.queryAllByRole('article').map((el) => el.getAttribute('aria-label'));
const figure = (name: string, which: 'viewers' | 'diamonds' | 'live') => article(name).querySelector(`[data-figure="${which}"]`)?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

// Several answers per test, on a machine that may be running other suites: room beyond the 5 s default.
describe('monitoring wall', { timeout: 30_000 }, () => {
  it('shows each live room: figures, live time and PK countdown on server time, scores with the leader, connection, staff, stale marker', async () => {
    const wall = scriptedWall([
      snapshot({
        tiles: [
          tile(1, { staffId: 5, staffName: 'Mei Lin' }),
          tile(2, { type: 'pk', viewers: 12_345, diamonds: 250_000, pk: pk() }),
          tile(3, { type: 'regular', status: 'tracked', connection: 'disconnected', reason: 'figures from the scan', roomId: null, diamonds: 0 }),
          tile(4, { status: 'disconnected', connection: 'disconnected', reason: 'the platform closed the connection', updatedAt: SERVER_NOW - 20_000 }),
        ],
      }),
    ]);
    server.use(wall.handler);
    renderWall();

    expect(await firstTile('Streamer 1 (@streamer_1)')).toBeInTheDocument();
    expect(screen.getByTestId('wall-counts')).toHaveTextContent('4 live of 24 monitored');
    const one = within(article('Streamer 1 (@streamer_1)'));
    expect(one.getByText('Focus')).toBeInTheDocument();
    expect(one.getByText('Connected')).toBeInTheDocument();
    expect(one.getByText('Mei Lin')).toBeInTheDocument();
    expect(one.getByRole('link', { name: 'Streamer 1' })).toHaveAttribute('href', '/monitoring/room?streamer=1');
    expect(one.getByRole('img', { name: 'Viewers over the last 5 minutes' })).toBeInTheDocument();
    // Live for one hour on the server's clock (the fixtures' 2024 date is nowhere near the browser's).
    expect(figure('Streamer 1 (@streamer_1)', 'live')).toMatch(/^1:00:0\d$/);

    const two = within(article('Streamer 2 (@streamer_2)'));
    expect(figure('Streamer 2 (@streamer_2)', 'viewers')).toBe('12.3K');
    expect(figure('Streamer 2 (@streamer_2)', 'diamonds')).toBe('250K');
    expect(two.getAllByTestId('pk-score').map((el) => el.textContent)).toEqual(['1,200', '3,400']);
    const leader = two.getByText('Team Sora').closest('li');
    expect(leader).toHaveAttribute('data-leader');
    expect(within(leader as HTMLElement).getByText('Leading')).toBeInTheDocument();
    expect(two.getByTestId('pk-time').textContent).toMatch(/^Ends in 02:0[2-5]$/);
    expect(two.getByText('No staff')).toBeInTheDocument();

    expect(within(article('Streamer 3 (@streamer_3)')).getByText('Figures only')).toBeInTheDocument();
    const four = within(article('Streamer 4 (@streamer_4)'));
    expect(four.getByText('Disconnected')).toBeInTheDocument();
    expect(four.getByText('the platform closed the connection')).toBeInTheDocument();
    expect(four.getByText('Stale')).toHaveAttribute('title', 'Not updated for 20 s');
    expect(within(article('Streamer 1 (@streamer_1)')).queryByText('Stale')).toBeNull();
  });

  it('updates the figures with each answer and shows every alert once, newest first, asking after the last id', async () => {
    const user = userEvent.setup();
    const wall = scriptedWall([
      snapshot({ tiles: [tile(1)], alerts: [alert(1, { at: SERVER_NOW - 30_000 })] }),
      // A repeated alert (id 1) and a new one; the script repeats this answer from here on.
      snapshot({
        tiles: [tile(1, { diamonds: 5_500, pk: pk({ phase: 'ended' }) })],
        alerts: [alert(1), alert(2, { kind: 'offline', at: SERVER_NOW - 5_000, diamonds: null, streamerId: 2, uniqueId: 'streamer_2', nickname: 'Streamer 2', detail: 'the stream ended' })],
        lastAlertId: 2,
      }),
    ]);
    server.use(wall.handler);
    renderWall();

    expect(await within(await firstTile('Streamer 1 (@streamer_1)')).findByText('5.5K', {}, SLOW)).toBeInTheDocument();
    expect(within(article('Streamer 1 (@streamer_1)')).getByText('Ended')).toBeInTheDocument();
    const rail = screen.getByRole('complementary', { name: 'Alerts' });
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(2), SLOW);
    const [newest, older] = within(rail).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Went offline');
    expect(newest).toHaveTextContent('Streamer 2');
    expect(newest).toHaveTextContent('the stream ended');
    expect(older).toHaveTextContent('Big gift: 29,999 diamonds');
    await waitFor(() => expect(wall.queries.some((q) => q.get('alertsAfter') === '2')).toBe(true), SLOW);
    expect(wall.queries[0]?.get('alertsAfter')).toBe('0');
    expect(wall.queries[0]?.get('giftAlertDiamonds')).toBe('1000');
    // Polls go on; the repeated alerts never add a line.
    const polled = wall.queries.length;
    await waitFor(() => expect(wall.queries.length).toBeGreaterThan(polled + 2), SLOW);
    expect(within(rail).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(rail).getByRole('button', { name: 'Dismiss the alert about Streamer 2' }));
    expect(within(rail).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(rail).getByRole('button', { name: 'Dismiss all' }));
    expect(within(rail).getByText(/No alerts yet/)).toBeInTheDocument();
  });

  it('shows only the recent alerts of the first answer after the page loads', async () => {
    const wall = scriptedWall([snapshot({ tiles: [tile(1)], alerts: [alert(1, { at: SERVER_NOW - 3_600_000 }), alert(2, { at: SERVER_NOW - 60_000, detail: 'Rose × 999' })] })]);
    server.use(wall.handler);
    renderWall();
    const rail = await screen.findByRole('complementary', { name: 'Alerts' });
    await waitFor(() => expect(within(rail).getAllByRole('listitem')).toHaveLength(1), SLOW);
    expect(within(rail).getByRole('listitem')).toHaveTextContent('Rose × 999');
  });

  it('sorts and filters with the toolbar and remembers the choice after a reload', async () => {
    const user = userEvent.setup();
    const tiles = [tile(1, { viewers: 100, diamonds: 1_000 }), tile(2, { type: 'pk', viewers: 200, diamonds: 2_000 }), tile(3, { viewers: 900, diamonds: 10 })];
    server.use(scriptedWall([snapshot({ tiles })]).handler);
    const first = renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    expect(tileNames()).toEqual(['Streamer 2 (@streamer_2)', 'Streamer 1 (@streamer_1)', 'Streamer 3 (@streamer_3)']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'viewers');
    expect(tileNames()).toEqual(['Streamer 3 (@streamer_3)', 'Streamer 2 (@streamer_2)', 'Streamer 1 (@streamer_1)']);

    const types = screen.getByRole('group', { name: 'Monitor types' });
    await user.click(within(types).getByRole('button', { name: 'PK' }));
    expect(tileNames()).toEqual(['Streamer 2 (@streamer_2)']);
    expect(screen.getByTestId('wall-counts')).toHaveTextContent('3 live of 24 monitored · 1 shown');

    first.unmount();
    expect(JSON.parse(localStorage.getItem(WALL_SETTINGS_KEY) ?? '{}')).toMatchObject({ sort: 'viewers', types: ['pk'] });
    renderWall();
    await firstTile('Streamer 2 (@streamer_2)');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('viewers');
    expect(within(screen.getByRole('group', { name: 'Monitor types' })).getByRole('button', { name: 'PK' })).toHaveAttribute('aria-pressed', 'true');
    expect(tileNames()).toEqual(['Streamer 2 (@streamer_2)']);
  });

  it('filters by staff member, and says when nothing matches, with a way back to every room', async () => {
    const user = userEvent.setup();
    const tiles = [tile(1, { staffId: 5, staffName: 'Mei Lin' }), tile(2, { staffId: 6, staffName: 'Alice Chen' }), tile(3)];
    server.use(scriptedWall([snapshot({ tiles })]).handler);
    renderWall();
    await firstTile('Streamer 1 (@streamer_1)');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff' }), 'Mei Lin');
    expect(tileNames()).toEqual(['Streamer 1 (@streamer_1)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Staff' }), 'Unassigned');
    expect(tileNames()).toEqual(['Streamer 3 (@streamer_3)']);

    await user.click(within(screen.getByRole('group', { name: 'Monitor types' })).getByRole('button', { name: 'Regular' }));
    expect(screen.getByText('No live room matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all rooms' }));
    expect(tileNames()).toHaveLength(3);
  });

  it('shows the rooms page by page when more are live than fit', async () => {
    const user = userEvent.setup();
    // A 700 × 450 px grid area holds 2 × 2 tiles of the minimum size.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 700, height: 450 }));
    server.use(scriptedWall([snapshot({ tiles: [1, 2, 3, 4, 5, 6].map((n) => tile(n, { diamonds: 1_000 * (10 - n) })) })]).handler);
    renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    expect(screen.getByText('Page 1 / 2')).toBeInTheDocument();
    expect(tileNames()).toEqual(['Streamer 1 (@streamer_1)', 'Streamer 2 (@streamer_2)', 'Streamer 3 (@streamer_3)', 'Streamer 4 (@streamer_4)']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 / 2')).toBeInTheDocument();
    expect(tileNames()).toEqual(['Streamer 5 (@streamer_5)', 'Streamer 6 (@streamer_6)']);
    // The next answers (same rooms) leave the wall on its page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Page 2 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause the rotation' }));
    expect(screen.getByRole('button', { name: 'Resume the rotation' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the last tiles with a stale banner while the server is gone, and recovers by itself', async () => {
    const wall = scriptedWall([snapshot({ tiles: [tile(1)] }), 'network']);
    server.use(wall.handler);
    renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    expect(await screen.findByText(/^Data is stale — last update \d+s ago, retrying$/, {}, SLOW)).toBeInTheDocument();
    expect(article('Streamer 1 (@streamer_1)')).toBeInTheDocument();

    // The server restarted: answers again, with one more room.
    wall.set([snapshot({ tiles: [tile(1), tile(2)] })]);
    expect(await firstTile('Streamer 2 (@streamer_2)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Data is stale/)).toBeNull(), SLOW);
  });

  it('says when the first load fails, keeps trying, and shows the wall when the server answers', async () => {
    const user = userEvent.setup();
    const wall = scriptedWall([{ status: 500, message: 'Database unavailable' }]);
    server.use(wall.handler);
    renderWall();
    expect(await screen.findByText('The wall could not be loaded', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable/)).toBeInTheDocument();
    wall.set([snapshot({ tiles: [tile(1)] })]);
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await firstTile('Streamer 1 (@streamer_1)')).toBeInTheDocument();
  });

  it('says when nobody is live, with the monitored count and the way to the list', async () => {
    const user = userEvent.setup();
    server.use(scriptedWall([snapshot({ tiles: [], monitoredCount: 24 })]).handler);
    const { router } = renderWall();
    expect(await screen.findByText('No monitored streamer is live right now', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Monitored streamers: 24. Their rooms appear here when they go live.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Monitored streamers' }));
    expect(router.state.location.pathname).toBe('/monitoring/streamers');
  });

  it('refuses a big-gift threshold below the minimum and polls with an accepted one', async () => {
    const user = userEvent.setup();
    const wall = scriptedWall([snapshot({ tiles: [tile(1)] })]);
    server.use(wall.handler);
    renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    const input = screen.getByRole('textbox', { name: 'Big gift from' });
    await user.clear(input);
    await user.type(input, '50{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of at least 100 diamonds');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '5000{Enter}');
    await waitFor(() => expect(wall.queries.at(-1)?.get('giftAlertDiamonds')).toBe('5000'), SLOW);
    expect(input).toHaveValue('5,000');
    // The tiles stay while the new threshold's first answer comes.
    expect(article('Streamer 1 (@streamer_1)')).toBeInTheDocument();
  });

  it('hands a 401 to the session layer (as a request that was not silent)', async () => {
    const seen: HttpError[] = [];
    const subscription = httpErrors$.subscribe((error) => seen.push(error));
    server.use(scriptedWall([{ status: 401, message: 'Login expired' }]).handler);
    renderWall();
    await waitFor(() => expect(seen.some((error) => error.kind === 'http' && error.status === 401 && !error.request.silent)).toBe(true), SLOW);
    // Other failures stay with the page (no notification every poll).
    expect(seen.filter((error) => !error.request.silent).every((error) => error.kind === 'http' && error.status === 401)).toBe(true);
    subscription.unsubscribe();
  });

  it('asks the browser for full screen on the wall itself, and says so where the browser cannot', async () => {
    const user = userEvent.setup();
    server.use(scriptedWall([snapshot({ tiles: [tile(1)] })]).handler);
    const { container } = renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    // jsdom has no Fullscreen API: the warning.
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('This browser cannot show the wall full screen', {}, SLOW)).toBeInTheDocument();

    const requested: Element[] = [];
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value(this: HTMLElement) {
        requested.push(this);
        return Promise.resolve();
      },
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requested).toEqual([container.querySelector('.wall-root')]);
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
    }
  });

  it('covers the console in wall mode until Esc', async () => {
    const user = userEvent.setup();
    server.use(scriptedWall([snapshot({ tiles: [tile(1)] })]).handler);
    const { container } = renderWall();
    await firstTile('Streamer 1 (@streamer_1)');
    const root = container.querySelector('.wall-root');
    expect(root).not.toHaveAttribute('data-wall-mode');
    await user.click(screen.getByRole('button', { name: 'Wall mode' }));
    expect(root).toHaveAttribute('data-wall-mode');
    await user.keyboard('{Escape}');
    expect(root).not.toHaveAttribute('data-wall-mode');
  });
});
