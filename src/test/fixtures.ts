/** Wire fixtures for the browser tests, typed by the shared contracts so they follow the server's shapes. */
import type { Captcha, LoginResult, UserInfo } from '../../streams/contracts/auth';
import type { BuiltMenu } from '../../streams/contracts/menus';

export const adminInfo: UserInfo = {
  user: {
    id: 1,
    username: 'admin',
    nickName: 'Administrator',
    email: 'admin@example.com',
    phone: null,
    gender: 'male',
    avatarPath: null,
    enabled: true,
    dept: { id: 2, name: 'Operations' },
    roles: [{ id: 1, name: 'Super admin', level: 1, dataScope: 'all' }],
    jobs: [],
    createTime: '2024-01-02 03:04:05',
  },
  roles: ['admin'],
  dataScopes: [],
};

export const loginResult: LoginResult = { token: 'Bearer test.jwt.token', user: adminInfo };

export const captcha = (n = 1): Captcha => ({
  img: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`)}`,
  uuid: `uuid-${n}`,
});

/** The tree the server seeds: Monitor → Online users. */
export const seededMenus: BuiltMenu[] = [
  {
    name: 'Monitor',
    path: '/monitor',
    component: 'Layout',
    hidden: false,
    alwaysShow: true,
    redirect: 'noredirect',
    meta: { title: 'x:monitor', icon: 'monitor', noCache: true },
    children: [
      { name: 'OnlineUser', path: 'online', component: 'OnlineUser', hidden: false, meta: { title: 'x:onlineUsers', icon: 'online', noCache: true } },
    ],
  },
];
