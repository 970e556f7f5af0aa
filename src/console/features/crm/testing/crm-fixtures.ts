/** What the CRM page tests share: rows as the server sends them, a page answer, and the page at its route. */
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { ORDER_ACCEPT_MS, type AnchorRow, type OrderRow } from '../../../../../streams/contracts/anchors';
import { renderRoutedPage } from '../../../../test/crud-page';

/** A streamer row; `patch` sets what the test is about. */
export function anchorRow(id: number, patch: Partial<AnchorRow> = {}): AnchorRow {
  return {
    id,
    anchorId: `70000${id}`,
    uniqueId: `streamer_${id}`,
    nickname: `Streamer ${id}`,
    avatar: null,
    fans: 1000 * id,
    highestDiamonds: 10 * id,
    liveTag: null,
    gender: 'woman',
    note: null,
    systemCountry: 'KR',
    remarkCountry: null,
    invitationCode: null,
    whatsAppNumber: null,
    liveStatus: 'notLiving',
    progress: 'new',
    progressNotes: null,
    checkResult: null,
    rejectReason: null,
    customLabels: [],
    showFace: null,
    favourite: false,
    job: null,
    age: null,
    hobby: null,
    reason: null,
    giveUpReason: null,
    giveUpTime: null,
    gameStreamer: null,
    shoppingStreamer: null,
    highLevel: null,
    insAccount: null,
    operator: null,
    status: null,
    availability: null,
    inviteType: null,
    allocatedTime: null,
    invited: false,
    recruitmentStrategy: null,
    nextAction: null,
    liveStartTime: null,
    noticeTime: null,
    orderAcceptanceTime: null,
    contactScreenshot: null,
    whatsAppScreenshot: null,
    createBy: 'admin',
    updateBy: null,
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-20 10:00:00',
    ...patch,
  };
}

/** An order row; the time left is what the server would answer now for its live start and status. */
export function orderRow(id: number, patch: Partial<OrderRow> = {}): OrderRow {
  const liveStartTime = patch.liveStartTime ?? '2026-11-26 08:00:00';
  const open = (patch.status ?? 'unconfirmed') === 'unconfirmed';
  const remainingMs = open ? Math.max(0, new Date(liveStartTime.replace(' ', 'T')).getTime() + ORDER_ACCEPT_MS - Date.now()) : 0;
  return {
    id,
    anchorRowId: id,
    uniqueId: `streamer_${id}`,
    nickname: `Streamer ${id}`,
    avatar: null,
    guildJoined: false,
    operator: { id: 1, name: 'admin' },
    status: 'unconfirmed',
    liveStartTime,
    createTime: '2026-11-26 08:00:01',
    remainingMs,
    receiveTime: null,
    ...patch,
  };
}

/** The answer of a list: these rows, one page. */
export const pageOf = <T>(rows: readonly T[]) => HttpResponse.json({ content: rows, totalElements: rows.length });

/** Renders a CRM page at `/crm/page` for a user holding `roles` (admin unless told). */
export const renderCrmPage = (page: ReactElement, roles: string[] = ['admin']) => renderRoutedPage('/crm/page', page, roles);
