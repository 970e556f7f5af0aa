import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveRoomRow } from '../../../../../streams/contracts/live-rooms';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { liveHandlers, page, roomRow } from '../testing/live-fixtures';
import { renderLivePage } from '../testing/render-live-page';
import { LiveRoomsPage } from './live-rooms-page';
import { expectLastQuery, expectReaderView, recordBody, recorded, recordQuery } from '../../../../test/crud-page';

let client: RealtimeClient | undefined;
const listQueries = recorded<URLSearchParams>();
const started = recorded();
const stopped = recorded();

const rooms: LiveRoomRow[] = [
  roomRow({ roomId: 'sim-1', label: 'sim-host', giftDiamonds: 1_250, giftDiamondsProvisional: 12 }),
  roomRow({ roomId: 'replay-1', label: 'link.timeline.jsonl', source: 'replay', state: 'ended', giftDiamonds: 37, giftDiamondsProvisional: 0 }),
];

beforeEach(() => {
  // Earlier handlers win in MSW: the recording ones go before the defaults.
  server.use(
    http.get('/api/live/rooms', recordQuery(listQueries, () => HttpResponse.json(page(rooms)))),
    http.delete('/api/live/rooms', recordBody(stopped)),
    ...liveHandlers(rooms),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const render = (roles?: string[]) => {
  client = renderLivePage(<LiveRoomsPage />, '/live/rooms', roles).client;
};

describe('live rooms page', () => {
  it('lists the rooms with state badges, diamonds with open streaks, and links to the room pages', async () => {
    render();
    const row = (await screen.findByText('sim-host')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Connected')).toBeInTheDocument();
    expect(cells.getByText('1.2K')).toBeInTheDocument();
    expect(cells.getByText('+12 open')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: 'Streamer info of sim-host' })).toHaveAttribute('href', '/live/streamer?roomId=sim-1');
    expect(cells.getByRole('link', { name: 'Gift messages of sim-host' })).toHaveAttribute('href', '/live/gifts?roomId=sim-1');
    expect(within(screen.getByText('link.timeline.jsonl').closest('tr') as HTMLElement).getByText('Ended')).toBeInTheDocument();
    expect(listQueries[0]?.get('sort')).toBe('startedAt,desc');
  });

  it('sends search, filters and sorting to the server and starts again from page 0', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('sim-host');
    await user.type(screen.getByRole('textbox', { name: 'Search by label or room ID' }), 'link');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'replay');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'ended');
    await user.click(screen.getByRole('button', { name: 'Sort by Diamonds' }));
    await expectLastQuery(listQueries, { q: 'link', source: 'replay', state: 'ended', sort: 'giftDiamonds,desc', page: '0' });
    expect(screen.getByRole('columnheader', { name: /Diamonds/ })).toHaveAttribute('aria-sort', 'descending');
  }, 20_000);

  it('hides start and stop without live:edit', async () => {
    render(['live:list']);
    await expectReaderView('sim-host', 'Start room', 'Stop sim-host');
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
  });

  it('stops one room, and a selection, after confirmation', async () => {
    const user = userEvent.setup();
    render(['live:list', 'live:edit']);
    await screen.findByText('sim-host');
    await user.click(screen.getByRole('button', { name: 'Stop sim-host' }));
    expect(await screen.findByText('Are you sure you want to stop this live room?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Stopped successfully')).toBeInTheDocument();
    expect(stopped).toEqual([['sim-1']]);

    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: 'Stop selected (2)' }));
    expect(await screen.findByText('Are you sure you want to stop the 2 selected live rooms?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(stopped).toEqual([['sim-1'], ['sim-1', 'replay-1']]));
  });

  it("shows the server's refusal of a stop under 'Stop failed'", async () => {
    server.use(http.delete('/api/live/rooms', () => HttpResponse.json({ status: 400, message: 'Room sim-1 is not running', timestamp: '2024-01-01 00:00:00' }, { status: 400 })));
    const user = userEvent.setup();
    render(['live:list', 'live:edit']);
    await user.click(await screen.findByRole('button', { name: 'Stop sim-host' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Stop failed')).toBeInTheDocument();
    expect(screen.getByText('Room sim-1 is not running')).toBeInTheDocument();
  });
});

describe('start room dialog', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await screen.findByText('sim-host');
    await user.click(screen.getByRole('button', { name: 'Start room' }));
    return within(await screen.findByRole('dialog', { name: 'Start a live room' }));
  };

  beforeEach(() => {
    server.use(
      http.post('/api/live/rooms', async ({ request }) => {
        const body = (await request.json()) as { file?: string };
        started.push(body);
        if (body.file === 'missing.jsonl' || body.file === 'gone.timeline.jsonl') {
          return HttpResponse.json(
            { status: 400, message: `file: "${body.file}" was not found in the data folder or the fixtures`, timestamp: '2024-01-01 00:00:00' },
            { status: 400 },
          );
        }
        if ('source' in body && body.source === 'euler') {
          return HttpResponse.json({ status: 400, message: 'source: euler is not available yet', timestamp: '2024-01-01 00:00:00' }, { status: 400 });
        }
        return HttpResponse.json({ roomId: 'sim-9' }, { status: 201 });
      }),
    );
  });

  it('starts a simulator room with speed and seed and says so', async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.clear(dialog.getByRole('spinbutton', { name: 'Speed' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Speed' }), '5');
    await user.type(dialog.getByRole('spinbutton', { name: 'Seed' }), '42');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Room sim-9 started')).toBeInTheDocument();
    expect(started).toEqual([{ source: 'simulator', speed: 5, seed: 42 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start a live room' })).toBeNull());
  });

  it('offers the recordings the server lists, by folder, picks the first, and starts the one chosen', async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'replay');
    const picker = dialog.getByRole('combobox', { name: /Recording/ });
    await waitFor(() => expect(picker).toHaveValue('mine.timeline.jsonl'));
    expect(within(picker).getByRole('group', { name: 'Data folder' })).toHaveTextContent('mine.timeline.jsonl (0:03, 2 kB, messages: 3)');
    const shipped = within(within(picker).getByRole('group', { name: 'Shipped samples' })).getAllByRole('option');
    expect(shipped.map((option) => option.textContent)).toEqual(['huge.timeline.jsonl (90 MB)', 'link.timeline.jsonl (1:00, 434 kB, messages: 215)']);
    // Picked from the list, the path field is not needed.
    expect(dialog.queryByRole('textbox', { name: /Replay file/ })).toBeNull();

    await user.selectOptions(picker, 'link.timeline.jsonl (1:00, 434 kB, messages: 215)');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Speed' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Speed' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start a live room' })).toBeNull());
    expect(started).toEqual([{ source: 'replay', file: 'link.timeline.jsonl', speed: 0 }]);
  });

  it('shows the refusal of a picked recording (deleted meanwhile) beside the list', async () => {
    server.use(http.get('/api/live/replays', () => HttpResponse.json([{ file: 'gone.timeline.jsonl', folder: 'data', size: 10, messageCount: 1, durationMs: 0 }])));
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'replay');
    const picker = dialog.getByRole('combobox', { name: /Recording/ });
    await waitFor(() => expect(picker).toHaveValue('gone.timeline.jsonl'));
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    expect(await dialog.findByText('"gone.timeline.jsonl" was not found in the data folder or the fixtures')).toBeVisible();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a path be typed when the list cannot be had, and says so', async () => {
    server.use(http.get('/api/live/replays', () => HttpResponse.json({ status: 500, message: 'boom', timestamp: '2024-01-01 00:00:00' }, { status: 500 })));
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'replay');
    expect(await dialog.findByText('The recordings could not be listed; type the file path instead.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Replay file/ }), 'recordings/night.jsonl');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start a live room' })).toBeNull());
    expect(started).toEqual([{ source: 'replay', file: 'recordings/night.jsonl', speed: 1 }]);
  });

  it('validates with the contract before sending: a replay needs a file, speed at most 100', async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'replay');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Recording/ }), 'Another file: type its path');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Speed' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Speed' }), '500');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    expect(await dialog.findByText('A replay file is required')).toBeInTheDocument();
    expect(dialog.getByText('Speed must be between 0 and 100')).toBeInTheDocument();
    expect(started).toEqual([]);
  });

  it("shows the server's 400 message beside the field it names", async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'replay');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Recording/ }), 'Another file: type its path');
    await user.type(dialog.getByRole('textbox', { name: /Replay file/ }), 'missing.jsonl');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    const message = await dialog.findByText('"missing.jsonl" was not found in the data folder or the fixtures');
    expect(dialog.getByRole('textbox', { name: /Replay file/ })).toHaveAttribute('aria-invalid', 'true');
    expect(message).toBeVisible();
    expect(started).toEqual([{ source: 'replay', file: 'missing.jsonl', speed: 1 }]);
    // Shown once, in the dialog: no toast on top of it.
    expect(screen.queryByRole('dialog', { name: 'Start a live room' })).not.toBeNull();

    await user.selectOptions(dialog.getByRole('combobox', { name: /Source/ }), 'euler');
    await user.type(dialog.getByRole('textbox', { name: /uniqueId/ }), '@someone');
    await user.click(dialog.getByRole('button', { name: 'Start' }));
    expect(await dialog.findByText('euler is not available yet')).toBeInTheDocument();
    expect(started.at(-1)).toEqual({ source: 'euler', uniqueId: 'someone' });
  });
});
