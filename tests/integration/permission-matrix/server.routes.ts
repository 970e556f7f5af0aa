/** Permission matrix: Server, SQL and online users (api/monitor, api/sql, auth/online). See matrix.ts. */
import { createUser } from '../helpers/fixtures';
import { login } from '../helpers/session';
import type { MatrixRoute } from './matrix';

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/monitor', permission: 'server:list', request: async () => ({ url: '/api/monitor' }) },
  { method: 'GET', route: 'api/sql', permission: 'sql:list', request: async () => ({ url: '/api/sql?page=0&size=10&sort=mean,desc' }) },
  { method: 'DELETE', route: 'api/sql', permission: 'sql:list', request: async () => ({ url: '/api/sql' }) },
  { method: 'GET', route: 'auth/online', permission: 'online:list', request: async () => ({ url: '/auth/online?page=0&size=10&sort=loginTime,desc' }) },
  { method: 'GET', route: 'auth/online/download', permission: 'online:list', request: async () => ({ url: '/auth/online/download' }) },
  {
    method: 'DELETE',
    route: 'auth/online',
    permission: 'online:del',
    // A fresh user signs in; their session (found by user name) is the one kicked out.
    request: async (ctx) => {
      const user = await createUser(ctx.app);
      await login(ctx.app, user.username, user.password);
      const page = await ctx.asAdmin<{ content: Array<{ key: string }> }>('GET', `/auth/online?filter=${user.username}`);
      const victim = page.content[0];
      if (!victim) throw new Error(`no session of ${user.username} to kick`);
      return { url: '/auth/online', payload: [victim.key] };
    },
  },
];
