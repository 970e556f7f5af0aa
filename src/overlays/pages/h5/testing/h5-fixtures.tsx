/**
 * Test fixtures of the phone-page tests (not used by the app): valid rows of the H5 API, MSW handlers that record
 * what the pages send, and a render of a page as a phone opens it.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AnchorRow, OrderRow } from '../../../../../streams/contracts/anchors';
import type { LinkKeyPrincipal } from '../../../../../streams/contracts/link-keys';
import { formatTime } from '@shared/utils/format-time';
import { server } from '../../../../test/msw-server';
import H5App from '../h5-app';
import type { H5Page } from '../h5-routes';

/** The key holder of most tests: an operator who may not review. */
export function principal(overrides: Partial<LinkKeyPrincipal> = {}): LinkKeyPrincipal {
  return { userId: 5, username: 'lina', nickName: 'Lina', permissions: ['anchor:list'], ...overrides };
}

/** A wire time (`yyyy-MM-dd HH:mm:ss`, local) `ms` from now. */
export const wireTimeIn = (ms: number): string => formatTime(Date.now() + ms);

/** An order of streamer 11, unconfirmed, live since 60 s ago. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 1,
    anchorRowId: 11,
    uniqueId: 'rosa.live',
    nickname: 'Rosa',
    avatar: null,
    guildJoined: false,
    operator: { id: 5, name: 'Lina' },
    status: 'unconfirmed',
    liveStartTime: wireTimeIn(-60_000),
    createTime: wireTimeIn(-59_000),
    receiveTime: null,
    remainingMs: 120_000,
    ...overrides,
  };
}

/** Streamer 11 with every field the card shows. */
export function anchorRow(overrides: Partial<AnchorRow> = {}): AnchorRow {
  return {
    id: 11,
    anchorId: '7000000000011',
    uniqueId: 'rosa.live',
    nickname: 'Rosa',
    avatar: null,
    fans: 12_345,
    highestDiamonds: 9_870,
    liveTag: null,
    gender: 'woman',
    note: null,
    systemCountry: 'SA',
    remarkCountry: null,
    invitationCode: null,
    whatsAppNumber: '+966 (50) 123-4567',
    liveStatus: 'living',
    progress: 'addedWhatsApp',
    progressNotes: null,
    checkResult: 'pendingReview',
    rejectReason: null,
    customLabels: [],
    showFace: true,
    favourite: false,
    job: null,
    age: 24,
    hobby: null,
    reason: 'Great voice',
    giveUpReason: null,
    giveUpTime: null,
    gameStreamer: false,
    shoppingStreamer: false,
    highLevel: true,
    insAccount: null,
    operator: { id: 5, name: 'Lina' },
    status: null,
    availability: 'available',
    inviteType: null,
    allocatedTime: null,
    invited: false,
    recruitmentStrategy: null,
    nextAction: null,
    liveStartTime: wireTimeIn(-60_000),
    noticeTime: null,
    orderAcceptanceTime: null,
    contactScreenshot: null,
    whatsAppScreenshot: null,
    createBy: 'admin',
    updateBy: null,
    createTime: '2026-11-01 10:00:00',
    updateTime: '2026-11-01 10:00:00',
    ...overrides,
  };
}

/** A request the pages sent, as a test checks it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  key: string | null;
  authorization: string | null;
  body: unknown;
}

/** Records every `api/h5/*` request (install before the handlers it should see; MSW passes them on). */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  // One recorder at a time: the one of the test before stops here.
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/h5/')) return;
    const copy = request.clone();
    const entry: SentRequest = { method: request.method, path: url.pathname, query: url.searchParams, key: request.headers.get('x-link-key'), authorization: request.headers.get('authorization'), body: undefined };
    sent.push(entry);
    if (request.method !== 'GET') void copy.text().then((text) => (entry.body = text ? (JSON.parse(text) as unknown) : undefined));
  });
  return sent;
}

/** `GET api/h5/me` answers `who`. */
export const meIs = (who: LinkKeyPrincipal = principal()) => http.get('/api/h5/me', () => HttpResponse.json(who));

/** A refusal body as the server writes it. */
export const refusal = (status: number, code: string, message: string, params?: Record<string, string | number>) =>
  HttpResponse.json({ status, code, message, ...(params ? { params } : {}), timestamp: '2026-11-26 08:00:00' }, { status });

/** Renders `page` as opened with `search`, and waits for its texts. */
export async function openPage(page: H5Page, search: string) {
  const view = render(<H5App page={page} search={search} />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}
