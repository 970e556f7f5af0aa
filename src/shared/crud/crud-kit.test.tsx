/**
 * The CRUD kit over MSW with a made-up resource (`api/thing`): batch delete of ticked rows, a step back when the last
 * row of a page goes, deletes by path, a refusal toasted, the export's busy button, and tree rows opening two levels
 * deep without re-rendering forever.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { useMemo, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../test/msw-server';
import { useSessionStore } from '../auth/session-store';
import { Toaster } from '../ui/toaster';
import { createColumnHelper } from './columns';
import { DeleteConfirm } from './confirm-dialogs';
import { DeleteButton } from './delete-button';
import { createResourceApi } from './create-resource-api';
import { ListActions } from './list-actions';
import { ResourceTable } from './resource-table';
import { RowActions } from './row-actions';
import { useCrudList } from './use-crud-list';


const thingSchema = z.object({ id: z.number(), name: z.string(), kids: z.number() });
type Thing = z.infer<typeof thingSchema>;
const thingsApi = createResourceApi({ path: 'api/thing', rowSchema: thingSchema, downloadName: 'things.xlsx', removeBy: 'path' });
const column = createColumnHelper<Thing>();
const ALL = { edit: true, del: true };

let cellRenders = 0;
function NameCell({ name }: { name: string }) {
  cellRenders += 1;
  return <span>{name}</span>;
}

function ThingsPage({ tree = false }: { tree?: boolean }) {
  const crud = useCrudList({ api: thingsApi, sorts: ['name'], defaultSort: { field: 'name', direction: 'asc' }, filters: { name: '' } });
  const columns = useMemo(() => [column.accessor('name', { header: 'Name', enableSorting: true, cell: ({ getValue }) => <NameCell name={getValue()} /> })], []);
  return (
    <>
      <ListActions list={crud} canAdd={false} />
      <button type="button" onClick={() => crud.remove.ask(crud.selection.on(crud.rows.map((row) => row.id)))}>
        Delete ticked
      </button>
      <ResourceTable
        label="Things"
        list={crud}
        columns={columns}
        emptyText="No things"
        selectable
        rowName={(thing) => thing.name}
        actions={(thing) => <RowActions name={thing.name} can={ALL} onEdit={() => undefined} onDelete={() => crud.remove.ask(thing)} />}
        tree={tree ? { enabled: true, hasChildren: (thing) => thing.kids > 0, useChildren: (thing) => useThingChildren(thing.id), name: (thing) => thing.name } : undefined}
      />
      <DeleteConfirm flow={crud.remove} />
    </>
  );
}

function useThingChildren(pid: number) {
  return useQuery({ queryKey: thingsApi.keys.part('children', pid), queryFn: ({ signal }) => thingsApi.list({ pid, size: 1000 }, signal), select: (page) => page.content });
}

function renderAt(page: ReactElement, url = '/things') {
  useSessionStore.setState({ token: 'Bearer t', roles: ['admin'] });
  const router = createMemoryRouter([{ path: '/things', element: page }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}

let rows: Thing[] = [];
let deleted: string[] = [];

beforeEach(() => {
  cellRenders = 0;
  deleted = [];
  rows = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `Thing ${String(i + 1).padStart(2, '0')}`, kids: 0 }));
  server.use(
    http.get('/api/thing', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const pid = params.get('pid');
      if (pid) return HttpResponse.json({ content: [{ id: Number(pid) * 10, name: `Child of ${pid}`, kids: pid === '1' ? 1 : 0 }], totalElements: 1 });
      const page = Number(params.get('page') ?? 0);
      return HttpResponse.json({ content: rows.slice(page * 10, page * 10 + 10), totalElements: rows.length });
    }),
    http.delete('/api/thing/:id', ({ params }) => {
      if (params.id === '3') return HttpResponse.json({ status: 400, message: 'Thing 03 is in use', timestamp: '2026-01-01 00:00:00' }, { status: 400 });
      deleted.push(String(params.id));
      rows = rows.filter((row) => String(row.id) !== params.id);
      return new HttpResponse(null, { status: 200 });
    }),
    http.get('/api/thing/download', async () => {
      await delay(300);
      return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-disposition': 'attachment; filename="things.xlsx"' } });
    }),
  );
});

describe('the CRUD kit', () => {
  it('deletes the ticked rows by path after asking how many', async () => {
    const user = userEvent.setup();
    renderAt(<ThingsPage />);
    await screen.findByText('Thing 01');
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Thing 02' }));
    await user.click(screen.getByRole('button', { name: 'Delete ticked' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Are you sure you want to delete the 2 selected items?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleted).toEqual(['1', '2']));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Thing 01')).not.toBeInTheDocument());
  });

  it("toasts the server's refusal under 'Delete failed'", async () => {
    const user = userEvent.setup();
    renderAt(<ThingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Thing 03' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Thing 03 is in use')).toBeInTheDocument();
  });

  it('steps back a page when the last row of a page is deleted', async () => {
    const user = userEvent.setup();
    const router = renderAt(<ThingsPage />, '/things?page=2');
    await user.click(await screen.findByRole('button', { name: 'Delete Thing 11' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Thing 10')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the export busy while the file downloads', async () => {
    const user = userEvent.setup();
    renderAt(<ThingsPage />);
    await screen.findByText('Thing 01');
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await user.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAttribute('data-loading'));
    expect(await screen.findByText('Exported successfully')).toBeInTheDocument();
    expect(exportButton).not.toHaveAttribute('data-loading');
  });

  it('opens tree rows two levels deep, rendering a bounded number of times', async () => {
    const user = userEvent.setup();
    rows = [{ id: 1, name: 'Root', kids: 1 }];
    renderAt(<ThingsPage tree />);
    await user.click(await screen.findByRole('button', { name: 'Show the sub-items of Root' }));
    await user.click(await screen.findByRole('button', { name: 'Show the sub-items of Child of 1' }));
    expect(await screen.findByText('Child of 10')).toBeInTheDocument();
    const settled = cellRenders;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cellRenders).toBe(settled);
    expect(cellRenders).toBeLessThan(40);
  });

  it('lets a delete button ask by itself where there is no list flow', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderAt(<DeleteButton label="Delete Gold" confirm={{ message: 'Delete the entry Gold?', onConfirm }} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Gold' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Delete the entry Gold?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
