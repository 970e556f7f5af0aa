import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_STREAMER_MESSAGES, type GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { badRequest, gameHandlers, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { GroupStreamersPage } from './group-streamers-page';
import { expectReaderView, noContent, recordBody, recorded, recordQuery, openAddDrawer } from '../../../../test/crud-page';

const row = (over: Partial<GroupStreamerRow>): GroupStreamerRow => ({
  id: 1,
  anchorId: 'luna_01',
  nickname: 'Luna',
  avatarUrl: null,
  giftIds: [],
  remark: null,
  createBy: 'admin',
  createTime: '2024-05-01 20:00:00',
  updateTime: '2024-05-01 20:00:00',
  ...over,
});
const rows = [row({ id: 2, anchorId: 'sol_02', nickname: 'Sol', giftIds: ['5269', '9999'], remark: 'Fridays' }), row({ id: 1, giftIds: ['5655', '5487'] })];

let client: RealtimeClient | undefined;
const queries = recorded<URLSearchParams>();
const created = recorded();
const updated = recorded();
const deleted = recorded();
let createAnswer: () => Response = () => HttpResponse.json({ id: 3 }, { status: 201 });

beforeEach(() => {
  createAnswer = () => HttpResponse.json({ id: 3 }, { status: 201 });
  server.use(
    http.get('/api/groupStreamers', recordQuery(queries, () => HttpResponse.json(page(rows, 12)))),
    http.post('/api/groupStreamers', recordBody(created, () => createAnswer())),
    http.put('/api/groupStreamers', recordBody(updated, noContent)),
    http.delete('/api/groupStreamers', recordBody(deleted)),
    ...gameHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const render = (roles?: string[]) => {
  client = renderGamePage(<GroupStreamersPage />, '/live/group/streamers', roles).client;
};
const openAdd = (user: ReturnType<typeof userEvent.setup>) => openAddDrawer(user, 'Sol', 'Add streamer');

describe('streamer config', { timeout: 20_000 }, () => {
  it('lists kept streamers with their usual gifts by name and diamonds, searches, sorts and pages', async () => {
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table', { name: 'Streamer config' });
    const luna = await within(table).findByText('luna_01');
    const lunaRow = luna.closest('tr')!;
    await waitFor(() => expect(lunaRow).toHaveTextContent('Rose · 1'));
    expect(lunaRow).toHaveTextContent('Finger Heart · 5');
    const solRow = within(table).getByText('sol_02').closest('tr')!;
    expect(solRow).toHaveTextContent('TikTok · 1');
    expect(solRow).toHaveTextContent('Gift 9999');
    expect(solRow).toHaveTextContent('Fridays');
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    expect(queries.at(-1)?.toString()).toBe('page=0&size=10&sort=createTime%2Cdesc');

    await user.type(screen.getByRole('textbox', { name: 'Search by streamer ID or nickname' }), 'lu');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('blurry')).toBe('lu'));
    await user.click(screen.getByRole('button', { name: 'Sort by Nickname' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('nickname,asc'));
    await user.click(screen.getByRole('button', { name: 'Sort by Nickname' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('nickname,desc'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('1'));
  });

  it('adds a streamer: messages beside the fields first, gifts from the catalogue, then the body sent', async () => {
    const user = userEvent.setup();
    render();
    const drawer = await openAdd(user);
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText(GROUP_STREAMER_MESSAGES.anchorRequired)).toBeInTheDocument();
    expect(drawer.getByText(GROUP_STREAMER_MESSAGES.nicknameRequired)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(drawer.getByLabelText(/Streamer ID/), '@star_03');
    await user.type(drawer.getByLabelText(/Nickname/), 'Star');
    await user.type(drawer.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }), 'Fin');
    await user.click(await drawer.findByRole('button', { name: 'Add Finger Heart, ID 5487, diamonds: 5' }));
    expect(await drawer.findByRole('button', { name: 'Remove Finger Heart' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Add Finger Heart, ID 5487, diamonds: 5' })).toBeDisabled();
    await user.type(drawer.getByLabelText('Remark'), 'New guest');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(created).toEqual([{ anchorId: 'star_03', nickname: 'Star', avatarUrl: '', giftIds: ['5487'], remark: 'New guest' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add streamer' })).toBeNull());
  });

  it("shows 'The streamer already exists' beside the streamer ID, and 'Failure to add the streamer' for any other failure", async () => {
    const user = userEvent.setup();
    createAnswer = () => badRequest(`anchorId: ${GROUP_STREAMER_MESSAGES.exists}`);
    render();
    const drawer = await openAdd(user);
    await user.type(drawer.getByLabelText(/Streamer ID/), 'luna_01');
    await user.type(drawer.getByLabelText(/Nickname/), 'Luna again');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    const message = await drawer.findByText('The streamer already exists');
    expect(message.closest('[data-part="root"]')).toHaveTextContent('Streamer ID');
    expect(drawer.getByLabelText(/Streamer ID/)).toHaveAttribute('aria-invalid', 'true');

    createAnswer = () => HttpResponse.json({ status: 500, message: 'Internal server error (request r1)', timestamp: '' }, { status: 500 });
    await user.clear(drawer.getByLabelText(/Streamer ID/));
    await user.type(drawer.getByLabelText(/Streamer ID/), 'moon_04');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    const alert = await drawer.findByRole('alert');
    expect(alert).toHaveTextContent('Failure to add the streamer');
    expect(alert).toHaveTextContent('Internal server error (request r1)');
    expect(created).toHaveLength(2);
  });

  it('edits a streamer (PUT with its id) and deletes one after asking', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Sol' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit streamer' }));
    expect(drawer.getByLabelText(/Streamer ID/)).toHaveValue('sol_02');
    await user.click(await drawer.findByRole('button', { name: 'Remove Gift 9999' }));
    await user.clear(drawer.getByLabelText(/Nickname/));
    await user.type(drawer.getByLabelText(/Nickname/), 'Sol Sun');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited successfully')).toBeInTheDocument();
    expect(updated).toEqual([{ id: 2, anchorId: 'sol_02', nickname: 'Sol Sun', avatarUrl: '', giftIds: ['5269'], remark: 'Fridays' }]);

    await user.click(screen.getByRole('button', { name: 'Delete Luna' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this data?');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([[1]]);
  });

  it('offers no add, edit or delete without the permissions', async () => {
    render(['liveConfig:list']);
    await expectReaderView('Sol', 'Add', 'Edit Sol', 'Delete Sol');
  });
});
