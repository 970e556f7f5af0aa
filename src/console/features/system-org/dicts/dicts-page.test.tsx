/**
 * The Dictionaries page over MSW: dictionaries on the left, the picked one's entries on the right, an entry added to
 * the picked dictionary, a dictionary delete asked first, and no write buttons for a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeDeletedMeanwhile } from '../../../../test/refusals';
import { renderPage } from '../test-kit';
import { DictsPage } from './dicts-page';
import { answerQuestion, expectReaderView, recordBody, recorded } from '../../../../test/crud-page';


const detailPosts = recorded();
let sorts: (string | null)[] = [];
const deletes = recorded();

beforeEach(() => {
  sorts = [];
  server.use(
    http.get('/api/dict', ({ request }) => {
      sorts.push(new URL(request.url).searchParams.get('sort'));
      return HttpResponse.json({
        content: [
          { id: 1, name: 'user_status', description: 'User status', createTime: '2026-01-01 09:00:00' },
          { id: 2, name: 'monitor_type', description: 'Live monitoring type', createTime: '2026-01-01 09:00:00' },
        ],
        totalElements: 2,
      });
    }),
    http.get('/api/dictDetail', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('dictName') === 'monitor_type'
          ? { content: [{ id: 5, label: 'Focus', value: 'focus', dictSort: 1 }], totalElements: 1 }
          : { content: [], totalElements: 0 },
      ),
    ),
    http.post('/api/dictDetail', recordBody(detailPosts, () => HttpResponse.json({ id: 6, label: 'PK', value: 'pk', dictSort: 3 }, { status: 201 }))),
    http.delete('/api/dict', recordBody(deletes)),
  );
});

describe('the Dictionaries page', () => {
  it("shows the picked dictionary's entries and adds one to it", async () => {
    const user = userEvent.setup();
    renderPage(<DictsPage />);
    expect(await screen.findByText('Pick a dictionary on the left to see its entries')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'monitor_type' }));
    const panel = within(await screen.findByRole('region', { name: 'Entries of monitor_type' }));
    expect(await panel.findByText('Focus')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Add entry' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Add entry' }));
    await user.type(drawer.getByRole('textbox', { name: 'Label' }), 'PK');
    await user.type(drawer.getByRole('textbox', { name: 'Value' }), 'pk');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(detailPosts).toEqual([{ label: 'PK', value: 'pk', dictSort: 999, dict: { id: 2 } }]));

    await user.click(screen.getByRole('button', { name: 'user_status' }));
    expect(await screen.findByText('This dictionary has no entries yet')).toBeInTheDocument();
  });

  it('sorts the dictionaries by a column header', async () => {
    const user = userEvent.setup();
    renderPage(<DictsPage />);
    await screen.findByText('user_status');
    expect(sorts.at(-1)).toBe('id,desc');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(sorts.at(-1)).toBe('name,asc'));
  });

  it('asks before deleting a dictionary with its entries', async () => {
    const user = userEvent.setup();
    renderPage(<DictsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete user_status' }));
    await answerQuestion(user, 'Delete the dictionary user_status and its entries?');
    await waitFor(() => expect(deletes).toEqual([[1]]));
  });

  it('shows a reader no write buttons', async () => {
    const user = userEvent.setup();
    renderPage(<DictsPage />, ['dict:list']);
    await user.click(await screen.findByRole('button', { name: 'monitor_type' }));
    await expectReaderView('Focus', 'Add', 'Add entry', 'Delete Focus');
  });
});

describeDeletedMeanwhile('the Dictionaries page (a dictionary someone else deleted)', {
  path: '/api/dict', gone: refusal('DICT_NOT_FOUND', { ids: ['1'] }), render: () => renderPage(<DictsPage />), row: () => 'user_status',
  texts: { zh: '字典 1 不存在', ko: '사전 1이(가) 없습니다', ar: 'القاموس 1 غير موجود' },
  expectSaid: async (text) => {
    expect(await screen.findByText(text)).toBeInTheDocument();
  },
});
