/** Permission matrix: the streamer CRM (api/anchors*, api/anchorServiceLogs, api/anchorOrders, api/anchorChecks, api/linkKeys). See matrix.ts. */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { anchors, linkKeys } from '../../../server/db/schema/anchors';
import { users } from '../../../server/db/schema/users';
import type { MatrixContext, MatrixRoute } from './matrix';

type Row = { id: number; anchorId: string; uniqueId: string };

/** A fresh streamer allocated to the admin (so orders and logs have someone to belong to). */
async function streamer(ctx: MatrixContext, values: Partial<typeof anchors.$inferInsert> = {}): Promise<Row> {
  const row = await ctx.asAdmin<Row>('POST', '/api/anchors', { anchorId: ctx.unique('mx') });
  const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  await ctx.app.db
    .update(anchors)
    .set({ operatorId: admin!.id, ...values })
    .where(eq(anchors.id, row.id));
  return row;
}

/** An unconfirmed order of a fresh streamer that went live just now. */
async function order(ctx: MatrixContext): Promise<number> {
  const row = await streamer(ctx);
  const [dispatched] = await ctx.app.crm.dispatch({ uniqueId: row.uniqueId, startedAt: ctx.app.crm.now().getTime(), sessionId: null });
  return dispatched!.order.id;
}

/** A tiny csv import of one fresh streamer, as multipart. */
function importForm(ctx: MatrixContext) {
  const boundary = `----matrix${randomBytes(6).toString('hex')}`;
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nanchorId\n${ctx.unique('imp')}\n\r\n--${boundary}--\r\n`);
  return { url: '/api/anchors/import', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const target = (ctx: MatrixContext) => ({
  anchorId: ctx.unique('tg'),
  gender: 'woman',
  showFace: true,
  gameStreamer: false,
  shoppingStreamer: true,
  highLevel: false,
  age: 30,
  whatsAppNumber: '+971500000000',
  contactScreenshot: 'https://example.com/a.png',
  whatsAppScreenshot: 'https://example.com/b.png',
  reason: 'matrix',
});

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/anchors', permission: 'anchor:list', request: async () => ({ url: '/api/anchors?view=all&progress=new' }) },
  { method: 'GET', route: 'api/anchors/download', permission: 'anchor:list', request: async () => ({ url: '/api/anchors/download?view=targets' }) },
  { method: 'GET', route: 'api/anchors/{id}', permission: 'anchor:list', request: async (ctx) => ({ url: `/api/anchors/${(await streamer(ctx)).id}` }) },
  { method: 'GET', route: 'api/anchors/{id}/timeline', permission: 'anchor:list', request: async (ctx) => ({ url: `/api/anchors/${(await streamer(ctx)).id}/timeline` }) },
  { method: 'GET', route: 'api/anchors/{id}/dataLog', permission: 'anchor:list', request: async (ctx) => ({ url: `/api/anchors/${(await streamer(ctx)).id}/dataLog` }) },
  { method: 'GET', route: 'api/anchors/operators', permission: 'anchor:list', request: async () => ({ url: '/api/anchors/operators' }) },
  { method: 'GET', route: 'api/anchors/followUps', permission: 'anchor:allocate', request: async () => ({ url: '/api/anchors/followUps' }) },
  { method: 'POST', route: 'api/anchors', permission: 'anchor:add', request: async (ctx) => ({ url: '/api/anchors', payload: { anchorId: ctx.unique('new') } }) },
  { method: 'POST', route: 'api/anchors/target', permission: 'anchor:add', request: async (ctx) => ({ url: '/api/anchors/target', payload: target(ctx) }) },
  { method: 'POST', route: 'api/anchors/import', permission: 'anchor:add', request: async (ctx) => importForm(ctx) },
  { method: 'GET', route: 'api/anchors/import/template', permission: 'anchor:add', request: async () => ({ url: '/api/anchors/import/template' }) },
  {
    method: 'PUT',
    route: 'api/anchors',
    permission: 'anchor:edit',
    request: async (ctx) => {
      const row = await streamer(ctx);
      return { url: '/api/anchors', payload: { id: row.id, anchorId: row.anchorId, nickname: 'Edited', fans: 10 } };
    },
  },
  { method: 'DELETE', route: 'api/anchors', permission: 'anchor:del', request: async (ctx) => ({ url: '/api/anchors', payload: [(await streamer(ctx)).id] }) },
  { method: 'PUT', route: 'api/anchors/progress', permission: 'anchor:edit', request: async (ctx) => ({ url: '/api/anchors/progress', payload: { id: (await streamer(ctx)).id, to: 'contacted' } }) },
  {
    method: 'PUT',
    route: 'api/anchors/allocate',
    permission: 'anchor:allocate',
    request: async (ctx) => {
      const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
      return { url: '/api/anchors/allocate', payload: { ids: [(await streamer(ctx)).id], operatorId: admin!.id } };
    },
  },
  { method: 'PUT', route: 'api/anchors/favourite', permission: 'anchor:list', request: async (ctx) => ({ url: '/api/anchors/favourite', payload: { ids: [(await streamer(ctx)).id], favourite: true } }) },
  { method: 'PUT', route: 'api/anchors/availability', permission: 'anchor:edit', request: async (ctx) => ({ url: '/api/anchors/availability', payload: { ids: [(await streamer(ctx)).id], availability: 'available' } }) },
  { method: 'PUT', route: 'api/anchors/invited', permission: 'anchor:check', request: async (ctx) => ({ url: '/api/anchors/invited', payload: { ids: [(await streamer(ctx, { checkResult: 'approved' })).id], invited: true } }) },
  { method: 'GET', route: 'api/anchorServiceLogs', permission: 'anchor:list', request: async () => ({ url: '/api/anchorServiceLogs?nextAction=continueFollowUp' }) },
  { method: 'GET', route: 'api/anchorServiceLogs/download', permission: 'anchor:list', request: async () => ({ url: '/api/anchorServiceLogs/download' }) },
  {
    method: 'POST',
    route: 'api/anchorServiceLogs',
    permission: 'anchor:edit',
    request: async (ctx) => ({ url: '/api/anchorServiceLogs', payload: { anchorRowId: (await streamer(ctx)).id, follow: true, privateMessageCount: 1, nextAction: 'continueFollowUp' } }),
  },
  { method: 'GET', route: 'api/anchorOrders', permission: 'anchor:list', request: async () => ({ url: '/api/anchorOrders?status=unconfirmed' }) },
  { method: 'GET', route: 'api/anchorOrders/download', permission: 'anchor:list', request: async () => ({ url: '/api/anchorOrders/download' }) },
  { method: 'PUT', route: 'api/anchorOrders/confirm', permission: 'anchor:list', request: async (ctx) => ({ url: '/api/anchorOrders/confirm', payload: { id: await order(ctx) } }) },
  { method: 'GET', route: 'api/anchorChecks', permission: 'anchor:check', request: async () => ({ url: '/api/anchorChecks' }) },
  { method: 'GET', route: 'api/anchorChecks/download', permission: 'anchor:check', request: async () => ({ url: '/api/anchorChecks/download' }) },
  {
    method: 'PUT',
    route: 'api/anchorChecks/review',
    permission: 'anchor:check',
    request: async (ctx) => ({ url: '/api/anchorChecks/review', payload: { id: (await streamer(ctx, { checkResult: 'pendingReview' })).id, result: 'notApproved', rejectReason: 'man' } }),
  },
  { method: 'GET', route: 'api/anchorDispatchStats', permission: 'anchor:allocate', request: async () => ({ url: '/api/anchorDispatchStats?by=anchor' }) },
  { method: 'GET', route: 'api/linkKeys', permission: null, request: async () => ({ url: '/api/linkKeys' }) },
  { method: 'POST', route: 'api/linkKeys', permission: null, request: async () => ({ url: '/api/linkKeys', payload: { days: 7, note: 'phone' } }) },
  {
    method: 'PUT',
    route: 'api/linkKeys/revoke',
    permission: null,
    // A key of the newest user: the caller about to be signed in was created just before this runs (the admin may
    // revoke anyone's key).
    request: async (ctx) => {
      const [newest] = await ctx.app.db.select({ id: users.id }).from(users).orderBy(desc(users.id)).limit(1);
      const [key] = await ctx.app.db
        .insert(linkKeys)
        .values({ userId: newest!.id, keyHash: randomBytes(32).toString('hex'), prefix: 'matrix', expiresAt: new Date(Date.now() + 86_400_000) })
        .returning({ id: linkKeys.id });
      return { url: '/api/linkKeys/revoke', payload: { id: key!.id } };
    },
  },
];
