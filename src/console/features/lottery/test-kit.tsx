/** What the lottery page tests share: the page in a router for a user with given permissions, and valid rows. */
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { LotteryActivity, LotteryCode, LotteryPrize, LotteryRecord } from '../../../../streams/contracts/lottery';
import { useSessionStore } from '@shared/auth/session-store';
import { renderWithProviders } from '../../../test/render';

/** Renders `page` at `/lottery/page` (`url` may add the list's search params) for a user holding `roles`; gives the router. */
export function renderPage(page: ReactElement, roles: string[] = ['admin'], url = '/lottery/page') {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter(
    [
      { path: '/lottery/page', element: page },
      { path: '/lottery/prizes', element: <p>Prizes page</p> },
      { path: '/lottery/codes', element: <p>Codes page</p> },
    ],
    { initialEntries: [url] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/** An activity of November 2026. */
export const activityRow = (overrides: Partial<LotteryActivity> = {}): LotteryActivity => ({
  id: 1,
  name: 'November week',
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  enabled: true,
  probabilityTotal: 40,
  prizeCount: 2,
  codeCount: 3,
  createTime: '2026-11-01 09:00:00',
  ...overrides,
});

/** A prize of activity 1. */
export const prizeRow = (overrides: Partial<LotteryPrize> = {}): LotteryPrize => ({
  id: 11,
  activityId: 1,
  activityName: 'November week',
  name: 'Rose',
  value: 1.5,
  picture: null,
  probability: 30,
  stock: null,
  drawn: 0,
  sort: 1,
  createTime: '2026-11-01 09:00:00',
  ...overrides,
});

/** A code of activity 1, never drawn. */
export const codeRow = (overrides: Partial<LotteryCode> = {}): LotteryCode => ({
  id: 21,
  activityId: 1,
  activityName: 'November week',
  code: 'ABCD234567',
  uniqueId: 'lily.live',
  nickname: 'Lily',
  revoked: false,
  lastDrawDay: null,
  draws: 0,
  createTime: '2026-11-01 09:00:00',
  ...overrides,
});

/** A record of a Rose drawn by lily.live, not awarded yet. */
export const recordRow = (overrides: Partial<LotteryRecord> = {}): LotteryRecord => ({
  id: 31,
  activityId: 1,
  activityName: 'November week',
  codeId: 21,
  uniqueId: 'lily.live',
  nickname: 'Lily',
  prizeId: 11,
  prizeName: 'Rose',
  value: 1.5,
  lotteryTime: '2026-11-25 19:00:00',
  lotteryDay: '2026-11-25',
  awardTime: null,
  awardedBy: null,
  ...overrides,
});
