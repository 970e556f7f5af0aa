/** The SQL page over MSW: statements with their figures and source, sort and search sent to the server, reset after asking. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlStatement } from '../../../../../streams/contracts/server-monitor';
import { useSessionStore } from '@shared/auth/session-store';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { SqlMonitorPage } from './sql-monitor-page';
import { recorded, recordQuery } from '../../../../test/crud-page';


const statements: SqlStatement[] = [
  { sql: 'select "id" from "users" where "username" = $1', count: 120, mean: 0.5, max: 4.25, total: 60 },
  { sql: 'insert into "operation_logs" values ($1, $2)', count: 3, mean: 40, max: 90, total: 120 },
];
const queries = recorded<URLSearchParams>();
let resets = 0;

beforeEach(() => {
  resets = 0;
  server.use(
    http.get('/api/sql', recordQuery(queries, (params) => {
      const blurry = params.get('blurry')?.toLowerCase() ?? '';
      const content = resets > 0 ? [] : statements.filter((s) => s.sql.toLowerCase().includes(blurry));
      return HttpResponse.json({ content, totalElements: content.length, source: 'app', since: '2026-01-01 09:00:00' });
    })),
    http.delete('/api/sql', () => {
      resets += 1;
      return new HttpResponse(null, { status: 200 });
    }),
  );
  useSessionStore.setState({ token: 'Bearer t', roles: ['sql:list'] });
});

describe('the SQL page', () => {
  it('lists statements by total time with their figures and the source', async () => {
    renderWithProviders(<SqlMonitorPage />);
    const row = (await screen.findByText('select "id" from "users" where "username" = $1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(within(row).getByText('4.25')).toBeInTheDocument();
    expect(screen.getByTestId('sql-source')).toHaveTextContent("From Livedesk's own timings since");
    expect(screen.getByTestId('sql-source')).toHaveTextContent('2026-01-01 09:00:00');
    expect(queries[0]?.get('sort')).toBe('total,desc');
  });

  it('sorts by a column and searches on the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SqlMonitorPage />);
    await screen.findByText('insert into "operation_logs" values ($1, $2)');
    await user.click(screen.getByRole('button', { name: 'Sort by Mean (ms)' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('mean,desc'));
    await user.click(screen.getByRole('button', { name: 'Sort by Mean (ms)' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('mean,asc'));

    await user.type(screen.getByRole('textbox', { name: 'Search statements' }), 'operation_logs');
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(screen.queryByText('select "id" from "users" where "username" = $1')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('blurry')).toBe('operation_logs');
    await user.clear(screen.getByRole('textbox', { name: 'Search statements' }));
    await user.type(screen.getByRole('textbox', { name: 'Search statements' }), 'nothing-like-this');
    await user.click(screen.getByRole('button', { name: /^Search$/ }));
    expect(await screen.findByText('No statement matches this search.')).toBeInTheDocument();
  });

  it('resets the timings only after asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SqlMonitorPage />);
    await screen.findByText('insert into "operation_logs" values ($1, $2)');
    await user.click(screen.getByRole('button', { name: 'Reset timings' }));
    expect(await screen.findByText("Forget Livedesk's own SQL timings and start measuring again?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resets).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reset timings' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The SQL timings were reset')).toBeInTheDocument();
    expect(resets).toBe(1);
    expect(await screen.findByText('No statement recorded yet.')).toBeInTheDocument();
  });

  it('has no reset button without sql:list (a menu reached another way)', async () => {
    useSessionStore.setState({ token: 'Bearer t', roles: ['server:list'] });
    renderWithProviders(<SqlMonitorPage />);
    await screen.findByText('insert into "operation_logs" values ($1, $2)');
    expect(screen.queryByRole('button', { name: 'Reset timings' })).not.toBeInTheDocument();
  });
});
