/**
 * `useLocalList`: the rows the server sent whole, filtered by the URL's filters and paged in the browser; a page past
 * the end shows the last page; applying filters goes back to the first page; the total counts the matching rows.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../test/render';
import { useLocalList } from './use-local-list';

type Row = { id: string; colour: string };
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, colour: i % 5 === 0 ? 'red' : 'blue' }));

function setup(url: string) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () =>
      useLocalList<Row, { colour: string }>({
        queryKey: ['rows'],
        queryFn: () => Promise.resolve(ROWS),
        filters: { colour: '' },
        choices: { colour: ['', 'red', 'blue'] },
        match: (row, { colour }) => colour === '' || row.colour === colour,
      }),
    { wrapper },
  );
}

describe('useLocalList', () => {
  it('pages the matching rows in the browser, reading the page and filters from the URL', async () => {
    const { result } = setup('/?page=3');
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r20', 'r21', 'r22', 'r23', 'r24']));
    expect(result.current.total).toBe(25);
    expect(result.current.query.data?.totalElements).toBe(25);
    expect(result.current.filtered).toBe(false);

    act(() => result.current.applyFilters({ colour: 'red' }));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r0', 'r5', 'r10', 'r15', 'r20']));
    expect(result.current.page).toBe(0);
    expect(result.current.total).toBe(5);
    expect(result.current.filtered).toBe(true);
    expect(result.current.all).toHaveLength(25);
  });

  it('shows the last page for a page past the end', async () => {
    const { result } = setup('/?page=9&colour=red');
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    expect(result.current.page).toBe(0);
  });
});
