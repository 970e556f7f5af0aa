import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { server } from '../../../../test/msw-server';
import { animationRow, badRequest, page, userAnimationRow } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { UserAnimationsPage } from './user-animations-page';
import { expectLastQuery, expectReaderView, noContent, openAddDrawer, recordBody, recorded, recordQuery } from '../../../../test/crud-page';

// Saves wait for the list to refresh before they report; on a busy machine that takes more than the default 1 s.
// Whole flows (type, upload, save, refresh) in jsdom take seconds when other suites share the CPU.

const listQueries = recorded<URLSearchParams>();
const optionQueries = recorded<URLSearchParams>();
const created = recorded();
const updated = recorded();
const deleted = recorded();

beforeEach(() => {
  server.use(
    http.get('/api/userEntryAnimations', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        page([userAnimationRow(), userAnimationRow({ id: 12, userId: 'viewer_2', anchorId: 'sol', animationId: 2, animationName: 'Rocket', animationPictureUrl: null, expired: true, expireTime: '2026-01-01 00:00:00' })]),
      );
    }),
    http.get('/api/vehicleAnimations', recordQuery(optionQueries, (params) => {
      const rows = [animationRow(), animationRow({ id: 3, name: 'Rocket ship', type: 'normal', pictureUrl: null })];
      const blurry = params.get('blurry')?.toLowerCase() ?? '';
      return HttpResponse.json(page(rows.filter((row) => row.name.toLowerCase().includes(blurry))));
    })),
    http.post('/api/userEntryAnimations', async ({ request }) => {
      const body = (await request.json()) as { userId: string };
      created.push(body);
      return body.userId === 'viewer_1' ? badRequest(ANIMATION_MESSAGES.duplicateUser) : HttpResponse.json({ id: 20 }, { status: 201 });
    }),
    http.put('/api/userEntryAnimations', recordBody(updated, noContent)),
    http.delete('/api/userEntryAnimations', recordBody(deleted)),
  );
});

const render = (roles?: string[]) => renderPage(<UserAnimationsPage />, '/animations/users', roles);

describe('user entry animations list', () => {
  it('shows the animation with its picture and the expiry tag; searches and filters on the server', async () => {
    const user = userEvent.setup();
    render();
    const row = (await screen.findByText('viewer_1')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Picture of Golden car' })).toHaveAttribute('src', '/files/animations/golden.png');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const expired = screen.getByText('viewer_2').closest('tr') as HTMLElement;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(listQueries[0]?.get('sort')).toBe('createTime,desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search by user ID or streamer ID' }), 'viewer');
    await user.type(screen.getByRole('textbox', { name: 'Streamer ID' }), '@luna');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry' }), 'true');
    await user.click(screen.getByRole('button', { name: 'Sort by Expires' }));
    await expectLastQuery(listQueries, { blurry: 'viewer', anchorId: 'luna', expired: 'true', sort: 'expireTime,desc' });
  });

  it('asks before deleting one or a selection', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete viewer_1 in luna’s room' }));
    expect(await screen.findByText('Are you sure you want to delete this data?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(await screen.findByText('Are you sure you want to delete the 2 selected items?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([[11, 12]]);
  });

  it('offers no add, edit or delete without the permissions', async () => {
    render(['animation:list']);
    await expectReaderView('viewer_1', 'Add', 'Edit viewer_1 in luna’s room', 'Delete viewer_1 in luna’s room');
  });
});

describe('user entry animation form', () => {
  it('shows the contract’s messages, picks an enabled animation by search, strips @ and shows the duplicate refusal beside the user', async () => {
    // Keys a few ms apart, as people type: the options arrive between keys.
    const user = userEvent.setup({ delay: 20 });
    render();
    const form = await openAddDrawer(user, 'viewer_1', 'Add user entry animation');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(ANIMATION_MESSAGES.userRequired)).toBeInTheDocument();
    expect(form.getByText(ANIMATION_MESSAGES.anchorRequired)).toBeInTheDocument();
    expect(form.getByText(ANIMATION_MESSAGES.animationRequired)).toBeInTheDocument();
    expect(form.getByText(ANIMATION_MESSAGES.expireRequired)).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: /^User ID/ }), '@viewer_1');
    await user.type(form.getByRole('textbox', { name: /^Streamer ID/ }), '@luna');
    const picker = form.getByRole('combobox', { name: /^Animation/ });
    await user.click(picker);
    await user.type(picker, 'rock');
    await user.click(await screen.findByRole('option', { name: /Rocket ship/ }));
    expect(picker).toHaveValue('Rocket ship');
    // Searched on the server (after the pick the list may be asked again without the search, so not necessarily last).
    await waitFor(() => expect(optionQueries.some((query) => query.get('blurry') === 'rock')).toBe(true));
    expect(optionQueries.every((q) => q.get('enabled') === 'true')).toBe(true);
    await user.type(form.getByLabelText(/^Expiry time/), '2031-02-03T04:05');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const userField = form.getByRole('textbox', { name: /^User ID/ });
    expect(await form.findByText(ANIMATION_MESSAGES.duplicateUser)).toBeInTheDocument();
    expect(userField).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([{ userId: 'viewer_1', anchorId: 'luna', animationId: 3, expireTime: '2031-02-03 04:05:00' }]);

    await user.clear(userField);
    await user.type(userField, 'viewer_9');
    await user.click(form.getByRole('button', { name: '+7 days' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(created).toHaveLength(2);
  });

  it('edits a row with its stored animation and expiry', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit viewer_1 in luna’s room' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit user entry animation' }));
    expect(form.getByRole('combobox', { name: /^Animation/ })).toHaveValue('Golden car');
    expect(form.getByLabelText(/^Expiry time/)).toHaveValue('2030-01-01T00:00');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited successfully')).toBeInTheDocument();
    expect(updated).toEqual([{ id: 11, userId: 'viewer_1', anchorId: 'luna', animationId: 1, expireTime: '2030-01-01 00:00:00' }]);
  });
});
