import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { meIs, openPage, principal, recordRequests, refusal } from './testing/h5-fixtures';

// The socket is order-feed.test.ts's business; here it stays quiet.
vi.mock('./orders/order-feed', () => ({ connectOrderFeed: vi.fn(() => () => {}) }));

const WHAT_TO_DO = /Ask your manager for a new personal link/;

describe('the personal link key', () => {
  it('is sent in x-link-key on every call, with no staff token or cookie', async () => {
    Cookies.set('EL-ADMIN-TOEKN', 'Bearer staff-token');
    const sent = recordRequests();
    server.use(meIs(), http.get('/api/h5/orders', () => HttpResponse.json({ content: [], totalElements: 0 })));
    await openPage('tiktokOrder', '?key=%20k-123%20');
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/h5/me', '/api/h5/orders']);
    for (const request of sent) {
      expect(request.key).toBe('k-123');
      expect(request.authorization).toBeNull();
    }
  });

  it('a link without a key says what is missing and what to do, and asks nothing', async () => {
    const sent = recordRequests();
    await openPage('tiktokOrder', '');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('This page needs your personal link key: open the link you were given');
    expect(notice).toHaveTextContent(WHAT_TO_DO);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it.each([
    ['LINK_KEY_REVOKED', 'This link key was revoked: ask for a new link'],
    ['LINK_KEY_INVALID', 'This link key is not known: ask for a new link'],
    ['LINK_KEY_USER_DISABLED', 'The staff account of this link is disabled'],
  ])('a refused key (%s) shows its reason and what to do, never the page', async (code, message) => {
    server.use(http.get('/api/h5/me', () => refusal(401, code, message)));
    await openPage('ttOrderAnchorList', '?key=old');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveTextContent(WHAT_TO_DO);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('an expired key reads in the link language, with the expiry time', async () => {
    server.use(http.get('/api/h5/me', () => refusal(401, 'LINK_KEY_EXPIRED', 'This link key expired on 2026-11-01 10:00:00: ask for a new link', { time: '2026-11-01 10:00:00' })));
    await openPage('tiktokOrder', '?key=old&lang=zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('该链接密钥已于 2026-11-01 10:00:00 过期：请申请新链接');
  });

  it('a key revoked while the page is open shows the key notice instead of the list', async () => {
    server.use(meIs(principal()), http.get('/api/h5/orders', () => refusal(401, 'LINK_KEY_REVOKED', 'This link key was revoked: ask for a new link')));
    await openPage('tiktokOrder', '?key=k');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link key was revoked'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a server that cannot be reached offers to try again', async () => {
    server.use(http.get('/api/h5/me', () => HttpResponse.error()));
    await openPage('tiktokOrder', '?key=k');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
