/**
 * The operation and error log pages over MSW: rows with status and duration, the params opened under their row, the
 * search and time range sent to the server (and a half range refused beside the field), clear all only with log:del
 * and only after a confirmation, the stack of an error in a dialog, the error state with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogRow } from '../../../../../streams/contracts/logs';
import { useSessionStore } from '@shared/auth/session-store';
import { i18next } from '@shared/i18n/i18n';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { ErrorLogPage } from '../error-log/error-log-page';
import { OperationLogPage } from './operation-log-page';
import { recorded } from '../../../../test/crud-page';


const row = (over: Partial<LogRow> = {}): LogRow => ({
  id: 1,
  username: 'ann',
  description: 'Add a dictionary',
  method: 'POST api/dict',
  params: '{"name":"colours","password":"******"}',
  requestIp: '10.0.0.7',
  browser: 'Chrome 126.0.0.0',
  time: 42,
  status: 201,
  createTime: '2026-01-02 03:04:05',
  ...over,
});

const listUrls = recorded<URL>();
let cleared = 0;

beforeEach(() => {
  cleared = 0;
  server.use(
    http.get('/api/logs', ({ request }) => {
      listUrls.push(new URL(request.url));
      return HttpResponse.json({ content: [row(), row({ id: 2, username: 'bob', method: 'DELETE api/dict', description: 'Delete dictionaries', params: '{"body":[3]}', status: 403, time: 3 })], totalElements: 2 });
    }),
    http.delete('/api/logs/del/info', () => {
      cleared += 1;
      return new HttpResponse(null, { status: 200 });
    }),
    http.get('/api/logs/error', () => HttpResponse.json({ content: [row({ id: 9, method: 'GET api/dict', description: 'Dictionaries', status: 500, params: null })], totalElements: 1 })),
    http.get('/api/logs/error/9', () => HttpResponse.json({ exception: 'Error: relation "dicts" does not exist\n    at query (db.ts:1:1)' })),
  );
});

/** The page at a route: the list keeps its search, range, sort and page in the URL. */
function renderPage(page: ReactElement, roles: string[]) {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path: '/monitor/logs', element: page }], { initialEntries: ['/monitor/logs'] });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the Operation log page', () => {
  it('lists operations with status and duration, and opens the params under their row', async () => {
    renderPage(<OperationLogPage />, ['log:list']);
    const first = (await screen.findByText('POST api/dict')).closest('tr') as HTMLElement;
    expect(within(first).getByText('201')).toBeInTheDocument();
    expect(within(first).getByText('42 ms')).toBeInTheDocument();
    expect(within(first).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
    expect(screen.queryByTestId('log-params')).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Show the params of POST api/dict' }));
    expect(await screen.findByTestId('log-params')).toHaveTextContent('"password": "******"');
    await userEvent.click(within(first).getByRole('button', { name: 'Hide the params of POST api/dict' }));
    expect(screen.queryByTestId('log-params')).not.toBeInTheDocument();
    // A reader (log:list) may export but not clear.
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("says each action in the reader's language by its method; an action without words shows its stored text", async () => {
    server.use(
      http.get('/api/logs', () =>
        HttpResponse.json({
          content: [
            row({ id: 3, method: 'POST auth/login', description: 'Sign in' }),
            row({ id: 4, method: 'PUT api/roles', description: 'Update a role' }),
            row({ id: 5, method: 'POST api/someday', description: 'A future action' }),
          ],
          totalElements: 3,
        }),
      ),
    );
    await i18next.changeLanguage('zh');
    try {
      renderPage(<OperationLogPage />, ['log:list']);
      expect((await screen.findByText('登录')).closest('tr')).toHaveTextContent('POST auth/login');
      expect(screen.getByText('修改角色').closest('tr')).toHaveTextContent('PUT api/roles');
      expect(screen.getByText('A future action')).toBeInTheDocument();
      expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('sends the search and the time range; a half range is refused beside the field', async () => {
    renderPage(<OperationLogPage />, ['log:list']);
    await screen.findByText('POST api/dict');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'colours');
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-01-01T00:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Give both ends of the time range')).toBeInTheDocument();
    expect(listUrls.some((url) => url.searchParams.get('blurry') === 'colours')).toBe(false);
    await userEvent.type(screen.getByLabelText('To'), '2026-01-31T23:59:59');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('blurry')).toBe('colours'));
    expect(listUrls.at(-1)!.searchParams.getAll('createTime')).toEqual(['2026-01-01 00:00:00', '2026-01-31 23:59:59']);
    expect(screen.queryByText('Give both ends of the time range')).not.toBeInTheDocument();
  });

  it('sorts by a column header', async () => {
    renderPage(<OperationLogPage />, ['log:list']);
    await screen.findByText('POST api/dict');
    expect(listUrls.at(-1)!.searchParams.get('sort')).toBe('createTime,desc');
    await userEvent.click(screen.getByRole('button', { name: /Sort by Duration/ }));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('sort')).toBe('time,desc'));
  });

  it('clears all only with log:del, after asking', async () => {
    renderPage(<OperationLogPage />, ['log:list', 'log:del']);
    await screen.findByText('POST api/dict');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete every operation log entry? This cannot be undone.')).toBeInTheDocument();
    expect(cleared).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('The operation log was cleared')).toBeInTheDocument();
    expect(cleared).toBe(1);
  });

  it('shows the failure with a retry', async () => {
    server.use(http.get('/api/logs', () => HttpResponse.json({ status: 500, message: 'Internal server error (request x)', timestamp: '' }, { status: 500 })));
    renderPage(<OperationLogPage />, ['log:list']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The log could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    server.use(http.get('/api/logs', () => HttpResponse.json({ content: [], totalElements: 0 })));
    renderPage(<OperationLogPage />, ['log:list']);
    expect(await screen.findByText('No operations recorded yet')).toBeInTheDocument();
  });
});

describe('the Error log page', () => {
  it('opens the stack of an error in a dialog', async () => {
    renderPage(<ErrorLogPage />, ['admin']);
    const entry = (await screen.findByText('GET api/dict')).closest('tr') as HTMLElement;
    expect(within(entry).getByText('500')).toBeInTheDocument();
    await userEvent.click(within(entry).getByRole('button', { name: 'Show the stack of GET api/dict' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('error-stack')).toHaveTextContent('relation "dicts" does not exist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
