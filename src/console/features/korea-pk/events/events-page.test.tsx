import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { KOREA_MESSAGES } from '../../../../../streams/games/korea-pk';
import { server } from '../../../../test/msw-server';
import { answerQuestion, expectNoButtons, recordBody, recorded, renderRoutedPage } from '../../../../test/crud-page';
import { badRequest, eventDetail, eventRow, page } from '../testing/korea-fixtures';
import { KoreaStreamerConfigPage } from './events-page';

const created = recorded<Record<string, unknown>>();
const updated = recorded<Record<string, unknown>>();
const deleted = recorded<number[]>();

beforeEach(() => {
  server.use(
    http.get('/api/koreaPk/events', () => HttpResponse.json(page([eventRow()]))),
    http.get('/api/koreaPk/events/:id', () => HttpResponse.json(eventDetail())),
    http.post(
      '/api/koreaPk/events',
      recordBody(created, () => badRequest('korea.double.pairs.0.b: A pair takes two different streamers of this event')),
    ),
    http.put('/api/koreaPk/events', recordBody(updated, () => new HttpResponse(null, { status: 204 }))),
    http.delete('/api/koreaPk/events', recordBody(deleted)),
  );
});

const PATH = '/korea-pk/streamer-config';

describe('Korea streamer config', () => {
  it('lists the events with their state, streamers, teams and running stage, and shows their overlay links', async () => {
    const user = userEvent.setup();
    renderRoutedPage(PATH, <KoreaStreamerConfigPage />);
    const row = (await screen.findByText('Seoul night')).closest('tr')!;
    expect(row).toHaveTextContent('Running');
    expect(row).toHaveTextContent('Double PK');
    await user.click(within(row).getByRole('button', { name: 'Overlay links: Seoul night' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Overlay links of Seoul night' }));
    expect(dialog.getByRole('textbox', { name: 'Total Score' })).toHaveValue(`${window.location.origin}/whiteListPages/koreaGroupPk?key=key-9`);
    expect(dialog.getByRole('textbox', { name: 'Score ranking' })).toHaveValue(`${window.location.origin}/koreaScoreRanking?key=key-9`);
  });

  it("checks a new event with the Korea rules, and puts the server's 400 beside the field it names", async () => {
    const user = userEvent.setup();
    renderRoutedPage(PATH, <KoreaStreamerConfigPage />);
    await screen.findByText('Seoul night');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add event' }));
    await user.type(drawer.getByRole('textbox', { name: 'Event name' }), 'Busan night');
    await user.type(drawer.getByRole('textbox', { name: 'Host @uniqueId' }), 'busan_host');
    for (const [index, [id, name]] of [['luna', 'Luna'], ['sol', 'Sol']].entries()) {
      await user.click(drawer.getByRole('button', { name: 'Add streamer' }));
      const streamer = within(drawer.getByRole('group', { name: `Streamers ${index + 1}` }));
      await user.type(streamer.getByRole('textbox', { name: 'TikTok ID' }), id!);
      await user.type(streamer.getByRole('textbox', { name: 'Nickname' }), name!);
    }
    const second = within(drawer.getByRole('group', { name: 'Streamers 2' }));
    await user.selectOptions(second.getByRole('combobox', { name: 'Team' }), '');
    await user.click(drawer.getByRole('button', { name: 'Add pair' }));
    const pair = within(drawer.getByRole('group', { name: 'Double PK pairs 1' }));
    await user.selectOptions(pair.getByRole('combobox', { name: 'Streamer A' }), 'luna');
    await user.selectOptions(pair.getByRole('combobox', { name: 'Streamer B' }), 'sol');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await second.findByText(KOREA_MESSAGES.streamerTeam)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.selectOptions(second.getByRole('combobox', { name: 'Team' }), 'blue');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await pair.findByText(KOREA_MESSAGES.pairStreamer)).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Busan night',
        room: { source: 'connector', uniqueId: 'busan_host' },
        streamers: [
          { anchorId: 'luna', nickname: 'Luna', teamId: 'red', gifts: [] },
          { anchorId: 'sol', nickname: 'Sol', teamId: 'blue', gifts: [] },
        ],
        korea: expect.objectContaining({ double: { pairs: [{ a: 'luna', b: 'sol' }], durationSeconds: 0 }, solo: { order: [], turnSeconds: 120 } }),
      }),
    ]);
  });

  it('edits an event from its detail', async () => {
    const user = userEvent.setup();
    renderRoutedPage(PATH, <KoreaStreamerConfigPage />);
    await screen.findByText('Seoul night');
    await user.click(screen.getByRole('button', { name: 'Edit Seoul night' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit event' }));
    await waitFor(() => expect(drawer.getByRole('textbox', { name: 'Event name' })).toHaveValue('Seoul night'));
    expect(drawer.getByRole('textbox', { name: 'Solo order (TikTok IDs, comma separated)' })).toHaveValue('luna, sol');
    const pair = within(drawer.getByRole('group', { name: 'Double PK pairs 1' }));
    expect(pair.getByRole('combobox', { name: 'Streamer A' })).toHaveValue('luna');
    expect(pair.getByRole('combobox', { name: 'Streamer B' })).toHaveValue('sol');
    expect(within(drawer.getByRole('group', { name: 'Streamers 2' })).getByRole('combobox', { name: 'Team' })).toHaveValue('red');
    const turn = drawer.getByRole('textbox', { name: 'Solo turn (s)' });
    await user.clear(turn);
    await user.type(turn, '90');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toEqual(expect.objectContaining({ id: 9, korea: expect.objectContaining({ solo: { order: ['luna', 'sol'], turnSeconds: 90 } }) }));
  });

  it('asks before deleting, and offers no writes without the permissions', async () => {
    const user = userEvent.setup();
    const first = renderRoutedPage(PATH, <KoreaStreamerConfigPage />);
    await screen.findByText('Seoul night');
    await user.click(screen.getByRole('button', { name: 'Delete Seoul night' }));
    await answerQuestion(user, 'Delete the event Seoul night? Its scores go with it.');
    await waitFor(() => expect(deleted).toEqual([[9]]));
    first.unmount();

    renderRoutedPage(PATH, <KoreaStreamerConfigPage />, ['liveConfig:list']);
    await screen.findByText('Seoul night');
    expectNoButtons('Add', 'Edit Seoul night', 'Delete Seoul night');
  });
});
