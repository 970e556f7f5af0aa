/** The Favourite streamers page over MSW: the favourites view; the star unstars at once. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { FavouritesPage } from './favourites-page';

let queries: URLSearchParams[] = [];
const stars = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1, { favourite: true })]))),
    http.put('/api/anchors/favourite', recordBody(stars, noContent)),
  );
});

describe('the favourite streamers', () => {
  it('lists the caller’s stars and unstars one', async () => {
    const user = userEvent.setup();
    renderCrmPage(<FavouritesPage />);
    await screen.findByText('Streamer 1');
    await expectLastQuery(queries, { view: 'favourites' });
    const star = screen.getByRole('button', { name: 'Unstar Streamer 1' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    await waitFor(() => expect(stars).toEqual([{ ids: [1], favourite: false }]));
  });
});
