/** MSW handlers for a signed-in admin session on the seeded server (tests add or override per case). */
import { HttpResponse, http } from 'msw';
import { dashboardFiguresFixture } from './dashboard-fixture';
import { adminInfo, captcha, seededMenus } from './fixtures';

export const sessionHandlers = [
  http.get('/auth/info', () => HttpResponse.json(adminInfo)),
  http.get('/api/menus/build', () => HttpResponse.json(seededMenus)),
  http.get('/auth/code', () => HttpResponse.json(captcha())),
  http.delete('/auth/logout', () => new HttpResponse(null, { status: 200 })),
  http.get('/api/dashboard/figures', ({ request }) => HttpResponse.json(dashboardFiguresFixture(new URL(request.url).searchParams.get('range') === '30' ? '30' : '7'))),
  http.get('/api/dashboard/summary', () =>
    HttpResponse.json({ users: 1234, enabledUsers: 987, roles: 3, depts: 7, onlineSessions: 2, serverTime: '2024-01-02T03:04:05+00:00' }),
  ),
  http.get('/auth/online', () =>
    HttpResponse.json({
      content: [
        { key: 'k1', userName: 'admin', nickName: 'Administrator', dept: 'Operations', ip: '10.0.0.1', address: null, browser: 'Chrome 120', loginTime: '2024-01-02 03:04:05' },
      ],
      totalElements: 1,
    }),
  ),
];
