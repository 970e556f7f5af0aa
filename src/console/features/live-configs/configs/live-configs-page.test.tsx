import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CONFIG_API_MESSAGES } from '../../../../../streams/contracts/live-configs';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { badRequest, configDetail, configRow, gameHandlers, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { LiveConfigsPage } from './live-configs-page';
import { expectReaderView, noContent, recordBody, recorded, recordQuery, openAddDrawer } from '../../../../test/crud-page';

let client: RealtimeClient | undefined;
const listQueries = recorded<URLSearchParams>();
const created = recorded();
const updated = recorded();
const deleted = recorded();
let createAnswer: () => Response = () => HttpResponse.json({ id: 8 }, { status: 201 });

beforeEach(() => {
  createAnswer = () => HttpResponse.json({ id: 8 }, { status: 201 });
  server.use(
    http.get('/api/liveConfigs', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        page([
          configRow(),
          configRow({ id: 9, name: 'Quiet night', state: 'ended', pluginStyle: 'default', overlayKey: 'key-9', overlays: ['pkProgress', 'flowerProgress', 'flowerPlayerList', 'pkScoreRanking', 'vehicleAnimation'] }),
        ]),
      );
    }),
    http.post('/api/liveConfigs', recordBody(created, () => createAnswer())),
    http.put('/api/liveConfigs', recordBody(updated, noContent)),
    http.delete('/api/liveConfigs', async ({ request }) => {
      const ids = (await request.json()) as number[];
      deleted.push(ids);
      return ids.includes(7) ? badRequest(LIVE_CONFIG_API_MESSAGES.deleteWhileCollecting) : new HttpResponse(null, { status: 200 });
    }),
    ...gameHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

const render = (roles?: string[]) => {
  client = renderGamePage(<LiveConfigsPage />, '/live/group/configs', roles).client;
};
const openForm = (user: ReturnType<typeof userEvent.setup>) => openAddDrawer(user, 'Friday battle', 'Add configuration');

describe('configurations list', () => {
  it('lists with state badges and rounds, searches by name, sorts, and links to the round control', async () => {
    const user = userEvent.setup();
    render();
    const row = (await screen.findByText('Friday battle')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Collecting')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Round control of Friday battle' })).toHaveAttribute('href', '/live/group/control?configId=7');
    expect(listQueries[0]?.get('sort')).toBe('createTime,desc');
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'night');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('blurry')).toBe('night');
      expect(listQueries.at(-1)?.get('sort')).toBe('name,asc');
    });
  });

  it('shows the six overlay links with the page origin', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Plugin links of Friday battle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plugin links of Friday battle' }));
    expect(dialog.getByRole('textbox', { name: 'PK progress' })).toHaveValue(`${window.location.origin}/pkProgress?key=key-7`);
    expect(dialog.getByRole('textbox', { name: 'Turntable' })).toHaveValue(`${window.location.origin}/pkTurntable?key=key-7`);
    expect(dialog.getAllByRole('button', { name: /^Copy .* link$/ })).toHaveLength(6);
    expect(dialog.getByRole('button', { name: 'Replace key' })).toBeInTheDocument();
  });

  it('offers no turntable link for a configuration without a turntable', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Plugin links of Quiet night' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plugin links of Quiet night' }));
    expect(dialog.getByRole('textbox', { name: 'PK progress' })).toHaveValue(`${window.location.origin}/pkProgress?key=key-9`);
    expect(dialog.queryByRole('textbox', { name: 'Turntable' })).toBeNull();
    expect(dialog.getAllByRole('button', { name: /^Copy .* link$/ })).toHaveLength(5);
  });

  it('asks before deleting, and shows the refusal of a configuration being collected', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Friday battle' }));
    expect(await screen.findByText('Are you sure you want to delete this data?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(LIVE_CONFIG_API_MESSAGES.deleteWhileCollecting)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Quiet night' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([[7], [9]]);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(await screen.findByText('Are you sure you want to delete the 2 selected items?')).toBeInTheDocument();
  });

  it('offers no add, edit or delete without the permissions', async () => {
    render(['liveConfig:list']);
    await expectReaderView('Friday battle', 'Add', 'Edit Friday battle', 'Delete Friday battle');
    expect(screen.getByRole('button', { name: 'Plugin links of Friday battle' })).toBeInTheDocument();
  });
});

describe('configuration form', { timeout: 20_000 }, () => {
  it('shows the configuration rules’ messages beside their fields before sending anything', async () => {
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.selectOptions(form.getByRole('combobox', { name: 'Plugin style' }), 'iceFire');
    await user.click(form.getByRole('button', { name: 'Add streamer' }));
    await user.type(form.getByRole('textbox', { name: 'Minimum gift value' }), 'x');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter the configuration name')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Enter the host streamer @uniqueId')).toBeInTheDocument();
    expect(form.getByTestId('streamers-error')).toHaveTextContent('Battle and ice-fire styles take exactly 2 streamers');
    const first = within(form.getByRole('group', { name: 'Streamer 1' }));
    expect(first.getByText('Streamer ID is required')).toBeInTheDocument();
    expect(first.getByText('Every streamer needs its information and gifts configured')).toBeInTheDocument();
    expect(first.getByText('In ice-fire style every streamer needs a trigger gift')).toBeInTheDocument();
    expect(form.getByText('The minimum gift value must be a number')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('picks gifts from the catalogue, assigns them, and sends the body; a gift on two streamers and a repeated ID are named', async () => {
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Saturday battle');
    await user.selectOptions(form.getByRole('combobox', { name: 'Plugin style' }), 'battle');
    // A running room fills the host streamer; the room id itself is not kept.
    await waitFor(() => expect(form.getByRole('option', { name: '@friday_host · Simulator · sim-1' })).toBeInTheDocument());
    await user.selectOptions(form.getByRole('combobox', { name: 'Fill from a running room' }), 'sim-1');
    expect(form.getByRole('textbox', { name: 'Streamer @uniqueId' })).toHaveValue('friday_host');
    await user.click(await form.findByRole('button', { name: 'Add Rose, ID 5655, diamonds: 1' }));
    await user.click(form.getByRole('button', { name: 'Add TikTok, ID 5269, diamonds: 1' }));
    expect(form.getByRole('button', { name: 'Add Rose, ID 5655, diamonds: 1' })).toBeDisabled();
    await user.clear(form.getByRole('textbox', { name: 'Price of Rose (ID 5655)' }));
    await user.type(form.getByRole('textbox', { name: 'Price of Rose (ID 5655)' }), '2');
    const first = within(form.getByRole('group', { name: 'Streamer 1' }));
    const second = within(form.getByRole('group', { name: 'Streamer 2' }));
    await user.type(first.getByRole('textbox', { name: 'Streamer ID' }), 'luna');
    await user.type(first.getByRole('textbox', { name: 'Nickname' }), 'Luna');
    await user.click(first.getByRole('checkbox', { name: 'Rose' }));
    await user.type(second.getByRole('textbox', { name: 'Streamer ID' }), 'luna');
    await user.type(second.getByRole('textbox', { name: 'Nickname' }), 'Sol');
    await user.click(second.getByRole('checkbox', { name: 'Rose' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await second.findByText('A gift cannot be added twice')).toBeInTheDocument();
    expect(second.getByText('The streamer already exists')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(second.getByRole('textbox', { name: 'Streamer ID' }));
    await user.type(second.getByRole('textbox', { name: 'Streamer ID' }), 'sol');
    await user.click(second.getByRole('checkbox', { name: 'Rose' }));
    await user.click(second.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Saturday battle',
        room: { source: 'simulator', uniqueId: 'friday_host' },
        streamers: [
          { anchorId: 'luna', nickname: 'Luna', gifts: ['5655'] },
          { anchorId: 'sol', nickname: 'Sol', gifts: ['5269'] },
        ],
        gifts: [
          { giftId: '5655', giftName: 'Rose', price: 2 },
          { giftId: '5269', giftName: 'TikTok', price: 1 },
        ],
        pkTime: { value: 5, unit: 'minutes' },
        autoEndSeconds: 0,
        pluginStyle: 'battle',
        attribution: 'gift',
        effectSeconds: 30,
        recordOnly: false,
        flowerTarget: 1_000,
        minGiftValue: 0,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add configuration' })).toBeNull());
  });

  it('adds streamers from the streamer config: ID, nickname, avatar and usual gifts (missing ones selected at the catalogue price)', async () => {
    const user = userEvent.setup();
    const kept = (id: number, anchorId: string, nickname: string, giftIds: string[]) => ({
      id,
      anchorId,
      nickname,
      avatarUrl: `https://img.example/${anchorId}.png`,
      giftIds,
      remark: null,
      createBy: 'admin',
      createTime: '2024-05-01 20:00:00',
      updateTime: '2024-05-01 20:00:00',
    });
    const keptQueries: URLSearchParams[] = [];
    server.use(
      http.get('/api/groupStreamers', recordQuery(keptQueries, () => HttpResponse.json(page([kept(1, 'luna_k', 'Luna K', ['5655', '5487']), kept(2, 'sol_k', 'Sol K', ['5655'])])))),
    );
    render();
    const form = await openForm(user);
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Kept battle');
    await user.type(form.getByRole('textbox', { name: 'Streamer @uniqueId' }), '@kept_host');
    // Nothing is asked of the streamer config until the host opens it.
    expect(keptQueries).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Add from streamer config' }));
    await user.click(await form.findByRole('button', { name: 'Use Luna K (luna_k)' }));
    expect(await screen.findByText('Luna K added from the streamer config')).toBeInTheDocument();
    const first = within(form.getByRole('group', { name: 'Streamer 1' }));
    expect(first.getByRole('textbox', { name: 'Streamer ID' })).toHaveValue('luna_k');
    expect(first.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Luna K');
    expect(first.getByRole('textbox', { name: 'Avatar URL' })).toHaveValue('https://img.example/luna_k.png');
    expect(first.getByRole('checkbox', { name: 'Rose' })).toBeChecked();
    expect(first.getByRole('checkbox', { name: 'Finger Heart' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Price of Finger Heart (ID 5487)' })).toHaveValue('5');
    expect(form.getByRole('button', { name: 'Use Luna K (luna_k)' })).toBeDisabled();

    // Rose already scores for Luna K: Sol K gets the second row without it, and the host is told.
    await user.click(form.getByRole('button', { name: 'Use Sol K (sol_k)' }));
    expect(await screen.findByText('Rose already scores for Luna K, so it was not given to Sol K.')).toBeInTheDocument();
    const second = within(form.getByRole('group', { name: 'Streamer 2' }));
    expect(second.getByRole('textbox', { name: 'Streamer ID' })).toHaveValue('sol_k');
    expect(second.getByRole('checkbox', { name: 'Rose' })).not.toBeChecked();
    // The form's own rules still apply: Sol K has no gift yet.
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await second.findByText('Every streamer needs its information and gifts configured')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Add TikTok, ID 5269, diamonds: 1' }));
    await user.click(second.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        room: { source: 'simulator', uniqueId: 'kept_host' },
        streamers: [
          { anchorId: 'luna_k', nickname: 'Luna K', avatarUrl: 'https://img.example/luna_k.png', gifts: ['5655', '5487'] },
          { anchorId: 'sol_k', nickname: 'Sol K', avatarUrl: 'https://img.example/sol_k.png', gifts: ['5269'] },
        ],
        gifts: [
          { giftId: '5655', giftName: 'Rose', price: 1 },
          { giftId: '5487', giftName: 'Finger Heart', price: 5 },
          { giftId: '5269', giftName: 'TikTok', price: 1 },
        ],
      }),
    ]);
  });

  it("puts the server's 400 beside the field it names, and one naming no field above the form", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Friday battle' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit configuration' }));
    expect(await form.findByRole('textbox', { name: 'Name' })).toHaveValue('Friday battle');
    server.use(http.put('/api/liveConfigs', () => badRequest('streamers.1.nickname: Streamer nicknames must be unique')));
    await user.click(form.getByRole('button', { name: 'Save' }));
    const second = within(form.getByRole('group', { name: 'Streamer 2' }));
    expect(await second.findByText('Streamer nicknames must be unique')).toBeInTheDocument();
    expect(second.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-invalid', 'true');

    server.use(http.put('/api/liveConfigs', () => badRequest('Live configuration 7 does not exist')));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Live configuration 7 does not exist');
  });

  it('edits a stored configuration: adds turntable prizes with the "No prize" rest, and sends the id', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/liveConfigs/:id', () => HttpResponse.json(configDetail())));
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Friday battle' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit configuration' }));
    // The stored host streamer, not a room id.
    expect(await form.findByRole('textbox', { name: 'Streamer @uniqueId' })).toHaveValue('friday_host');
    expect(form.getByRole('combobox', { name: 'Source' })).toHaveValue('simulator');
    await user.click(await form.findByText('This configuration has a turntable'));
    await user.type(form.getByRole('textbox', { name: 'Prize 1' }), 'Ticket');
    await user.type(form.getByRole('textbox', { name: 'Probability 1 (%)' }), '101');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a number between 1 and 100.')).toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: 'Probability 1 (%)' }));
    await user.type(form.getByRole('textbox', { name: 'Probability 1 (%)' }), '70');
    expect(form.getByTestId('no-prize-percent')).toHaveTextContent('No prize: 30%');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited successfully')).toBeInTheDocument();
    expect(updated).toEqual([expect.objectContaining({ id: 7, name: 'Friday battle', turntable: { options: [{ content: 'Ticket', probability: 70 }], spinSeconds: 6 } })]);
  });
});
