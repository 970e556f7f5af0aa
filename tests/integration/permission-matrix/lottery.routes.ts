/** Permission matrix: the streamers' lottery (api/lottery/*). See matrix.ts. The public api/h5/lottery routes need no permission. */
import { lotteryRecords } from '../../../server/db/schema/lottery';
import type { LotteryActivity, LotteryCode, LotteryPrize } from '../../../streams/contracts/lottery';
import type { MatrixContext, MatrixRoute } from './matrix';

const activity = (ctx: MatrixContext) => ctx.asAdmin<LotteryActivity>('POST', '/api/lottery/activities', { name: ctx.unique('act'), startDate: '2026-01-01', endDate: '2026-12-31' });
const prize = async (ctx: MatrixContext) => ctx.asAdmin<LotteryPrize>('POST', '/api/lottery/prizes', { activityId: (await activity(ctx)).id, name: 'Rose', value: 1, probability: 10 });
const code = async (ctx: MatrixContext) =>
  (await ctx.asAdmin<{ issued: LotteryCode[] }>('POST', '/api/lottery/codes/issue', { activityId: (await activity(ctx)).id, streamers: [{ uniqueId: ctx.unique('s') }] })).issued[0]!;

/** A drawn prize's record (written directly: a draw needs Dubai's evening hours, which the matrix's clock may not be in). */
async function record(ctx: MatrixContext) {
  const p = await prize(ctx);
  const c = (await ctx.asAdmin<{ issued: LotteryCode[] }>('POST', '/api/lottery/codes/issue', { activityId: p.activityId, streamers: [{ uniqueId: ctx.unique('s') }] })).issued[0]!;
  const [row] = await ctx.app.db
    .insert(lotteryRecords)
    .values({ activityId: p.activityId, codeId: c.id, uniqueId: c.uniqueId, prizeId: p.id, prizeName: p.name, valueCents: 100, sliceIndex: 0, lotteryDay: '2026-06-01' })
    .returning({ id: lotteryRecords.id });
  return row!.id;
}

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/lottery/activities', permission: 'lottery:list', request: async () => ({ url: '/api/lottery/activities' }) },
  { method: 'POST', route: 'api/lottery/activities', permission: 'lottery:add', request: async (ctx) => ({ url: '/api/lottery/activities', payload: { name: ctx.unique('act'), startDate: '2026-01-01', endDate: '2026-01-31' } }) },
  { method: 'PUT', route: 'api/lottery/activities', permission: 'lottery:edit', request: async (ctx) => ({ url: '/api/lottery/activities', payload: { id: (await activity(ctx)).id, name: ctx.unique('act'), startDate: '2026-02-01', endDate: '2026-02-28' } }) },
  { method: 'DELETE', route: 'api/lottery/activities', permission: 'lottery:del', request: async (ctx) => ({ url: '/api/lottery/activities', payload: [(await activity(ctx)).id] }) },
  { method: 'GET', route: 'api/lottery/prizes', permission: 'lottery:list', request: async () => ({ url: '/api/lottery/prizes' }) },
  { method: 'POST', route: 'api/lottery/prizes', permission: 'lottery:add', request: async (ctx) => ({ url: '/api/lottery/prizes', payload: { activityId: (await activity(ctx)).id, name: 'Car', value: 10.5, probability: 5, stock: 3 } }) },
  {
    method: 'PUT',
    route: 'api/lottery/prizes',
    permission: 'lottery:edit',
    request: async (ctx) => {
      const p = await prize(ctx);
      return { url: '/api/lottery/prizes', payload: { id: p.id, activityId: p.activityId, name: 'Rose bouquet', value: 2, probability: 20 } };
    },
  },
  { method: 'DELETE', route: 'api/lottery/prizes', permission: 'lottery:del', request: async (ctx) => ({ url: '/api/lottery/prizes', payload: [(await prize(ctx)).id] }) },
  { method: 'GET', route: 'api/lottery/codes', permission: 'lottery:list', request: async () => ({ url: '/api/lottery/codes' }) },
  { method: 'POST', route: 'api/lottery/codes/issue', permission: 'lottery:edit', okStatuses: [201], request: async (ctx) => ({ url: '/api/lottery/codes/issue', payload: { activityId: (await activity(ctx)).id, streamers: [{ uniqueId: ctx.unique('s') }] } }) },
  { method: 'PUT', route: 'api/lottery/codes/revoke', permission: 'lottery:edit', request: async (ctx) => ({ url: '/api/lottery/codes/revoke', payload: { ids: [(await code(ctx)).id] } }) },
  { method: 'DELETE', route: 'api/lottery/codes', permission: 'lottery:del', request: async (ctx) => ({ url: '/api/lottery/codes', payload: [(await code(ctx)).id] }) },
  { method: 'GET', route: 'api/lottery/records', permission: 'lottery:list', request: async () => ({ url: '/api/lottery/records?outcome=won' }) },
  { method: 'PUT', route: 'api/lottery/records/award', permission: 'lottery:edit', request: async (ctx) => ({ url: '/api/lottery/records/award', payload: { ids: [await record(ctx)] } }) },
  { method: 'GET', route: 'api/lottery/records/download', permission: 'lottery:list', request: async () => ({ url: '/api/lottery/records/download' }) },
];
