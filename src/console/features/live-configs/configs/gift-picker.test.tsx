import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import type { RealtimeClient } from '@shared/realtime/realtime-client';
import { server } from '../../../../test/msw-server';
import { gameHandlers, page } from '../testing/game-fixtures';
import { renderGamePage } from '../testing/render-game-page';
import { LiveConfigsPage } from './live-configs-page';
import { recordBody, recorded, openAddDrawer } from '../../../../test/crud-page';

/** The catalogue's two "Heart" (10 and 1 diamonds), with CDN pictures, and a Rose. */
const CATALOGUE: CatalogueGift[] = [
  { giftId: '6247', name: 'Heart', diamondCount: 1, type: 1, imageUrl: 'https://p16-webcast.tiktokcdn.com/img/heart-1.webp' },
  { giftId: '5655', name: 'Rose', diamondCount: 1, type: 1, imageUrl: 'https://p16-webcast.tiktokcdn.com/img/rose.webp' },
  { giftId: '5480', name: 'Heart', diamondCount: 10, type: 1, imageUrl: 'https://p16-webcast.tiktokcdn.com/img/heart-10.webp' },
];

let client: RealtimeClient | undefined;
const searches = recorded<string>();
const created = recorded();

beforeEach(() => {
  server.use(
    // The server's search: by name, or the exact gift id.
    http.get('/api/gifts', ({ request }) => {
      const blurry = new URL(request.url).searchParams.get('blurry')?.trim() ?? '';
      searches.push(blurry);
      const found = CATALOGUE.filter((gift) => blurry === '' || gift.name.toLowerCase().includes(blurry.toLowerCase()) || gift.giftId === blurry);
      return HttpResponse.json(page(found));
    }),
    http.post('/api/liveConfigs', recordBody(created, () => HttpResponse.json({ id: 8 }, { status: 201 }))),
    ...gameHandlers(),
  );
});
afterEach(() => {
  client?.close();
  client = undefined;
});

function openForm(user: ReturnType<typeof userEvent.setup>) {
  client = renderGamePage(<LiveConfigsPage />, '/live/group/configs').client;
  return openAddDrawer(user, 'Friday battle', 'Add configuration');
}

describe('gift picker', { timeout: 20_000 }, () => {
  it('tells the two "Heart" apart by id, picture and diamonds, and takes both; searches by name or id', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    const search = form.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' });
    await user.type(search, 'heart');
    const results = within(form.getByRole('list', { name: 'Catalogue gifts' }));
    const cheap = await results.findByRole('button', { name: 'Add Heart, ID 6247, diamonds: 1' });
    const dear = results.getByRole('button', { name: 'Add Heart, ID 5480, diamonds: 10' });
    expect(results.queryByRole('button', { name: /^Add Rose/ })).toBeNull();
    expect(cheap).toHaveTextContent(/ID 6247 · 1$/);
    expect(dear).toHaveTextContent(/ID 5480 · 10$/);
    expect(cheap.querySelector('img')).toHaveAttribute('src', 'https://p16-webcast.tiktokcdn.com/img/heart-1.webp');
    expect(dear.querySelector('img')).toHaveAttribute('src', 'https://p16-webcast.tiktokcdn.com/img/heart-10.webp');

    await user.click(cheap);
    await user.click(dear);
    expect(cheap).toBeDisabled();
    expect(dear).toBeDisabled();
    const selected = within(form.getByRole('table', { name: 'Selected gifts' }));
    expect(selected.getByRole('textbox', { name: 'Price of Heart (ID 6247)' })).toHaveValue('1');
    expect(selected.getByRole('textbox', { name: 'Price of Heart (ID 5480)' })).toHaveValue('10');
    // Where only names are shown, the two keep their ids.
    const first = within(form.getByRole('group', { name: 'Streamer 1' }));
    expect(first.getByRole('checkbox', { name: 'Heart (ID 6247)' })).toBeInTheDocument();
    expect(first.getByRole('checkbox', { name: 'Heart (ID 5480)' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '5655');
    expect(await results.findByRole('button', { name: 'Add Rose, ID 5655, diamonds: 1' })).toBeEnabled();
    await waitFor(() => expect(results.queryByRole('button', { name: /^Add Heart/ })).toBeNull());
    expect(searches).toContain('5655');

    // Both Hearts reach the body, each with its own id and price.
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Hearts night');
    await user.type(form.getByRole('textbox', { name: 'Streamer @uniqueId' }), 'hearts_host');
    await user.type(first.getByRole('textbox', { name: 'Streamer ID' }), 'luna');
    await user.type(first.getByRole('textbox', { name: 'Nickname' }), 'Luna');
    await user.click(first.getByRole('checkbox', { name: 'Heart (ID 6247)' }));
    const second = within(form.getByRole('group', { name: 'Streamer 2' }));
    await user.type(second.getByRole('textbox', { name: 'Streamer ID' }), 'sol');
    await user.type(second.getByRole('textbox', { name: 'Nickname' }), 'Sol');
    await user.click(second.getByRole('checkbox', { name: 'Heart (ID 5480)' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      room: { source: 'simulator', uniqueId: 'hearts_host' },
      gifts: [
        { giftId: '6247', giftName: 'Heart', price: 1 },
        { giftId: '5480', giftName: 'Heart', price: 10 },
      ],
      streamers: [
        { anchorId: 'luna', gifts: ['6247'] },
        { anchorId: 'sol', gifts: ['5480'] },
      ],
    });
  });

  it('shows the name and diamonds instead of an empty square when a picture cannot be loaded from the CDN', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.type(form.getByRole('searchbox', { name: 'Search the gift catalogue by name or ID' }), 'heart');
    const cheap = await form.findByRole('button', { name: 'Add Heart, ID 6247, diamonds: 1' });
    const dear = form.getByRole('button', { name: 'Add Heart, ID 5480, diamonds: 10' });
    expect(within(cheap).queryByTestId('gift-picture-fallback')).toBeNull();

    // The CDN is out of reach for this picture.
    fireEvent.error(cheap.querySelector('img')!);
    const tile = await within(cheap).findByTestId('gift-picture-fallback');
    expect(within(tile).getByText('Heart')).toBeInTheDocument();
    expect(within(tile).getByText('1')).toBeInTheDocument();
    expect(cheap.querySelector('img')).toBeNull();
    // The other picture still shows.
    expect(dear.querySelector('img')).not.toBeNull();

    // A selected gift whose picture fails shows its name and the price it scores at.
    await user.click(dear);
    const row = within(form.getByRole('table', { name: 'Selected gifts' })).getByRole('row', { name: /ID 5480/ });
    fireEvent.error(row.querySelector('img')!);
    const rowTile = await within(row).findByTestId('gift-picture-fallback');
    expect(within(rowTile).getByText('Heart')).toBeInTheDocument();
    expect(within(rowTile).getByText('10')).toBeInTheDocument();
  });
});
