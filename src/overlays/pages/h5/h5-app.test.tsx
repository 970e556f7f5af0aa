import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { OverlayApp } from '../../overlay-app';
import { readOverlayParams } from '../../overlay-params';
import { overlayLanguage } from '../../text/use-text';
import { h5Href, h5PageOf } from './h5-routes';
import { meIs, openPage, principal, recordRequests } from './testing/h5-fixtures';

vi.mock('./orders/order-feed', () => ({ connectOrderFeed: vi.fn(() => () => {}) }));

afterEach(() => {
  document.documentElement.dir = '';
  document.documentElement.classList.remove('h5');
});

describe('routes and language', () => {
  it('knows the phone pages under /whiteListPages/ only', () => {
    expect(h5PageOf('/whiteListPages/tiktokOrder')).toBe('tiktokOrder');
    expect(h5PageOf('/whiteListPages/ttOrderAnchorInfo/')).toBe('ttOrderAnchorInfo');
    expect(h5PageOf('/whiteListPages/pkProgress')).toBeNull();
    expect(h5PageOf('/tiktokOrder')).toBeNull();
    expect(h5Href('ttOrderAnchorInfo', { key: 'a b', lang: 'ar' }, { id: 3 })).toBe('/whiteListPages/ttOrderAnchorInfo?id=3&key=a+b&lang=ar');
  });

  it('takes the language from the link’s lang, else the browser’s', () => {
    expect(overlayLanguage('?lang=ko')).toBe('ko');
    expect(overlayLanguage('?lang=AR-sa')).toBe('ar');
    expect(overlayLanguage('?lang=xx')).toBe('en');
  });

  it('the overlay shell opens a phone page lazily, as a normal page', async () => {
    server.use(http.get('/api/h5/contact', () => HttpResponse.json({ guildName: 'Nova', whatsApp: '', instagram: '', email: 'hi@nova.test', tiktok: '' })));
    render(<OverlayApp route={null} params={readOverlayParams('')} h5={{ page: 'tiktokConnectUs', search: '' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('h5');
    expect(screen.queryByText('Unknown overlay')).toBeNull();
  });
});

describe('Arabic', () => {
  it('renders right to left, in Arabic, with the CRM labels in Arabic', async () => {
    server.use(meIs(), http.get('/api/h5/orders', () => HttpResponse.json({ content: [], totalElements: 0 })));
    const { container } = await openPage('tiktokOrder', '?key=k&lang=ar');
    expect(container.querySelector('.h5-root')).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الطلبات');
    expect(await screen.findByText(/لا طلبات بعد/)).toBeInTheDocument();
  });

  it('a link without a key explains itself in Arabic', async () => {
    await openPage('ttOrderAnchorList', '?lang=ar');
    expect(screen.getByRole('alert')).toHaveTextContent('تحتاج هذه الصفحة إلى مفتاح الرابط الشخصي');
  });
});

describe('the contact page', () => {
  it('needs no key and links to each way in, leaving out empty ones', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/h5/contact', () => HttpResponse.json({ guildName: 'Nova Guild', whatsApp: '+971 50 111 2222', instagram: '@nova', email: '', tiktok: 'novaguild' })));
    await openPage('tiktokConnectUs', '');
    expect(await screen.findByText('Want to join Nova Guild? Reach us here:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971501112222');
    expect(screen.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@novaguild');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/nova/');
    expect(screen.queryByRole('link', { name: /E-mail/ })).toBeNull();
    expect(sent[0]?.key).toBeNull();
  });

  it('says so when nothing is published', async () => {
    server.use(http.get('/api/h5/contact', () => HttpResponse.json({ guildName: '', whatsApp: '', instagram: '', email: '', tiktok: '' })));
    await openPage('tiktokConnectUs', '');
    expect(await screen.findByText('No contact details have been published yet.')).toBeInTheDocument();
  });
});

describe('the landing page', () => {
  it('with a key: whose it is, and the pages it opens, keeping the key', async () => {
    server.use(meIs(principal({ permissions: ['anchor:check'] })));
    await openPage('openWeApp', '?key=k&lang=en');
    expect(await screen.findByText('Personal link of Lina (lina)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/whiteListPages/tiktokOrder?key=k&lang=en',
      '/whiteListPages/guildJoinedTiktokOrder?key=k&lang=en',
      '/whiteListPages/ttOrderAnchorList?key=k&lang=en',
      '/whiteListPages/ttCheckAnchorList?key=k&lang=en',
    ]);
  });

  it('an operator who may not review gets no review link', async () => {
    server.use(meIs(principal()));
    await openPage('openWeApp', '?key=k');
    await screen.findByText(/Personal link of Lina/);
    expect(screen.queryByRole('link', { name: 'Review queue' })).toBeNull();
  });

  it('without a key: explains that the personal link is needed', async () => {
    const sent = recordRequests();
    await openPage('openWeApp', '');
    expect(screen.getByRole('note')).toHaveTextContent('open the personal link your manager gave you');
    expect(screen.getByRole('link', { name: 'Streamers: contact us' })).toHaveAttribute('href', '/whiteListPages/tiktokConnectUs');
    expect(sent).toEqual([]);
  });
});
