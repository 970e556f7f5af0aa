import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { anchorRow, meIs, openPage, recordRequests, refusal } from '../testing/h5-fixtures';
import { tiktokLiveUrl, whatsAppUrl } from './links';

describe('the streamer card', () => {
  it('shows who the streamer is and links to the TikTok live room and WhatsApp', async () => {
    const sent = recordRequests();
    server.use(meIs(), http.get('/api/h5/anchors/11', () => HttpResponse.json(anchorRow())));
    await openPage('ttOrderAnchorInfo', '?id=11&key=k');
    const card = await screen.findByRole('article', { name: 'Rosa' });
    expect(within(card).getByText('@rosa.live')).toBeInTheDocument();
    expect(within(card).getByText('12,345')).toBeInTheDocument();
    expect(within(card).getByText('9,870')).toBeInTheDocument();
    expect(within(card).getByText('SA')).toBeInTheDocument();
    expect(within(card).getByText('Added WhatsApp')).toBeInTheDocument();
    expect(within(card).getAllByText('Living').length).toBeGreaterThan(0);
    expect(within(card).getByText('+966 (50) 123-4567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open TikTok live room' })).toHaveAttribute('href', 'https://www.tiktok.com/@rosa.live/live');
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/966501234567');
    expect(sent.at(-1)).toMatchObject({ path: '/api/h5/anchors/11', key: 'k' });
  });

  it('has no WhatsApp button without a number', async () => {
    server.use(meIs(), http.get('/api/h5/anchors/11', () => HttpResponse.json(anchorRow({ whatsAppNumber: null }))));
    await openPage('ttOrderAnchorInfo', '?id=11&key=k');
    expect(await screen.findByText('No WhatsApp number')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).toBeNull();
  });

  it('a streamer that is not the key holder’s shows the server’s reason', async () => {
    server.use(meIs(), http.get('/api/h5/anchors/99', () => refusal(404, 'ANCHOR_NOT_FOUND', 'Streamer 99 does not exist or is not yours to see', { ids: '99' })));
    await openPage('ttOrderAnchorInfo', '?id=99&key=k&lang=ar');
    expect(await screen.findByRole('alert')).toHaveTextContent(/99/);
    expect(screen.queryByRole('button', { name: 'أعد المحاولة' })).toBeNull();
  });

  it('builds the links from the handle and the digits of the number', () => {
    expect(tiktokLiveUrl('@rosa.live ')).toBe('https://www.tiktok.com/@rosa.live/live');
    expect(whatsAppUrl('+1 (555) 010-9999')).toBe('https://wa.me/15550109999');
    expect(whatsAppUrl(' - ')).toBeNull();
  });
});

describe('the streamer list', () => {
  it('lists live streamers first, then the others, each opening its card; search asks both', async () => {
    const sent = recordRequests();
    server.use(
      meIs(),
      http.get('/api/h5/anchors', ({ request }) => {
        const living = new URL(request.url).searchParams.get('liveStatus') === 'living';
        const rows = living ? [anchorRow({ id: 11, nickname: 'Rosa' })] : [anchorRow({ id: 12, nickname: 'Mona', uniqueId: 'mona', liveStatus: 'notLiving' })];
        return HttpResponse.json({ content: rows, totalElements: rows.length });
      }),
    );
    await openPage('ttOrderAnchorList', '?key=k');
    const links = await screen.findAllByRole('link', { name: /Rosa|Mona/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/whiteListPages/ttOrderAnchorInfo?id=11&key=k', '/whiteListPages/ttOrderAnchorInfo?id=12&key=k']);
    expect(screen.getByRole('heading', { name: /Live now/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'mon{Enter}');
    await screen.findByText('Mona');
    const searches = sent.filter((request) => request.path === '/api/h5/anchors' && request.query.get('blurry') === 'mon');
    expect(searches.map((request) => request.query.get('liveStatus')).sort()).toEqual(['living', 'notLiving']);
  });

  it('says so when there are none', async () => {
    server.use(meIs(), http.get('/api/h5/anchors', () => HttpResponse.json({ content: [], totalElements: 0 })));
    await openPage('ttOrderAnchorList', '?key=k');
    expect(await screen.findByText('No streamers found.')).toBeInTheDocument();
  });

  it('loads more of the others on demand', async () => {
    server.use(
      meIs(),
      http.get('/api/h5/anchors', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('liveStatus') === 'living') return HttpResponse.json({ content: [], totalElements: 0 });
        const page = Number(query.get('page'));
        return HttpResponse.json({ content: [anchorRow({ id: 20 + page, nickname: `Page ${page}`, liveStatus: 'notLiving' })], totalElements: 2 });
      }),
    );
    await openPage('ttOrderAnchorList', '?key=k');
    await screen.findByText('Page 0');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
