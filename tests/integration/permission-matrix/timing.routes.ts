/** Permission matrix: Timed tasks (api/jobs). See matrix.ts. */
import type { TimedTask } from '../../../streams/contracts/timing';
import type { MatrixContext, MatrixRoute } from './matrix';

/** A paused task running the harmless session clean-up. */
const taskBody = (ctx: MatrixContext) => ({ jobName: ctx.unique('Matrix task '), taskName: 'cleanExpiredSessions', cronExpression: '0 0 * * *', isPause: true });
const freshTask = (ctx: MatrixContext) => ctx.asAdmin<TimedTask>('POST', '/api/jobs', taskBody(ctx));

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/jobs', permission: 'timing:list', request: async () => ({ url: '/api/jobs?page=0&size=10&sort=id,desc&blurry=clean' }) },
  { method: 'GET', route: 'api/jobs/tasks', permission: 'timing:list', request: async () => ({ url: '/api/jobs/tasks' }) },
  { method: 'GET', route: 'api/jobs/cron', permission: 'timing:list', request: async () => ({ url: `/api/jobs/cron?cronExpression=${encodeURIComponent('0 5 * * *')}` }) },
  { method: 'GET', route: 'api/jobs/download', permission: 'timing:list', request: async () => ({ url: '/api/jobs/download' }) },
  { method: 'GET', route: 'api/jobs/logs', permission: 'timing:list', request: async () => ({ url: '/api/jobs/logs?page=0&size=10&isSuccess=true' }) },
  { method: 'GET', route: 'api/jobs/logs/download', permission: 'timing:list', request: async () => ({ url: '/api/jobs/logs/download' }) },
  { method: 'POST', route: 'api/jobs', permission: 'timing:add', request: async (ctx) => ({ url: '/api/jobs', payload: taskBody(ctx) }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/jobs',
    permission: 'timing:edit',
    request: async (ctx) => {
      const task = await freshTask(ctx);
      return { url: '/api/jobs', payload: { ...taskBody(ctx), id: task.id, cronExpression: '0 1 * * *' } };
    },
    okStatuses: [204],
  },
  { method: 'PUT', route: 'api/jobs/{id}', permission: 'timing:edit', request: async (ctx) => ({ url: `/api/jobs/${(await freshTask(ctx)).id}` }), okStatuses: [204] },
  { method: 'PUT', route: 'api/jobs/exec/{id}', permission: 'timing:edit', request: async (ctx) => ({ url: `/api/jobs/exec/${(await freshTask(ctx)).id}` }), okStatuses: [204] },
  { method: 'DELETE', route: 'api/jobs', permission: 'timing:del', request: async (ctx) => ({ url: '/api/jobs', payload: [(await freshTask(ctx)).id] }), okStatuses: [200] },
  { method: 'DELETE', route: 'api/jobs/logs', permission: 'timing:del', request: async () => ({ url: '/api/jobs/logs' }), okStatuses: [200] },
];
