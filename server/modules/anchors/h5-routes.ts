/**
 * The operators' phone pages' API (`api/h5/...`, streams/contracts/link-keys.ts): public routes (no session, no
 * cookie) opened by a personal link key in the `x-link-key` header. The key's user is the caller, with that user's
 * permissions and CRM scope read at each call; a missing, unknown, revoked or expired key, or a disabled user,
 * answers 401 with the reason's code (LINK_KEY_*), which the pages translate.
 *
 * - `GET api/h5/me` → whose key it is and what it opens
 * - `GET api/h5/orders` (anchor:list) → the key holder's orders; `PUT api/h5/orders/confirm` takes one
 * - `GET api/h5/anchors`, `GET api/h5/anchors/{id}` (anchor:list) → the key holder's streamers
 * - `GET api/h5/checks`, `PUT api/h5/checks/review` (anchor:check) → the review queue
 * - `GET api/h5/contact` (no key) → how streamers reach the guild (GUILD_* in the environment, server/config.ts)
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anchorRowSchema, orderRowSchema, reviewBodySchema } from '../../../streams/contracts/anchors';
import { confirmOrderBodySchema } from '../../../streams/contracts/anchor-orders';
import { pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { h5AnchorQuerySchema, h5ContactSchema, h5OrderQuerySchema, LINK_KEY_HEADER, linkKeyPrincipalSchema } from '../../../streams/contracts/link-keys';
import { can, type Permission } from '../../../streams/contracts/permissions';
import { refusal } from '../../../streams/contracts/refusals';
import { notFound, refuse } from '../../http/http-error';
import { errorResponses } from '../../http/route-schemas';
import type { ZodApp } from '../../http/crud-routes';
import '../../plugins/fastify-types';
import { review } from './anchor-moves';
import { anchorConditions, anchorList, findAnchorRow, toAnchorRow } from './anchor-rows';
import { crmCallerOf, type CrmCaller } from './crm-caller';
import { checkLinkKey, keyRefusal } from './link-keys';
import { confirmOrder, listOrders, toOrderRow } from './orders';
import { findProfile } from '../users/repository';

const tags = ['h5'];
const keyHeaders = z.object({ [LINK_KEY_HEADER]: z.string().max(200).optional() });

const h5Routes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const now = () => app.crm.now();
  const host = app as ZodApp;

  /** The key holder, or 401 with why; 403 when they lack `permission`. */
  const holder = async (request: FastifyRequest, permission?: Permission): Promise<CrmCaller> => {
    const header = request.headers[LINK_KEY_HEADER];
    const check = await checkLinkKey(app.db, typeof header === 'string' ? header.trim() : undefined, now());
    if (!check.ok) throw keyRefusal(check, zone());
    const who = await crmCallerOf(app.db, check.userId);
    if (!who) throw refuse(401, refusal('LINK_KEY_USER_DISABLED'));
    if (permission && !can(who.permissions, permission)) throw refuse(403, refusal('PERMISSION_DENIED', { permission }));
    return who;
  };
  const open = { public: true } as const;

  host.get('/api/h5/me', { config: open, schema: { tags, summary: 'Whose link key this is', headers: keyHeaders, response: { 200: linkKeyPrincipalSchema, ...errorResponses } } }, async (request) => {
    const who = await holder(request);
    const profile = await findProfile(app.db, who.userId);
    return { userId: who.userId, username: who.username, nickName: profile?.nickName ?? who.username, permissions: who.permissions };
  });

  host.get(
    '/api/h5/orders',
    { config: open, schema: { tags, summary: 'The key holder’s orders, newest live start first', headers: keyHeaders, querystring: h5OrderQuerySchema, response: { 200: pageSchema(orderRowSchema), ...errorResponses } } },
    async (request) => {
      const who = await holder(request, 'anchor:list');
      // The phone lists the holder's own orders whatever their reach in the console.
      return listOrders(app.db, { ...who, scope: { kind: 'own' } }, request.query, zone(), now());
    },
  );
  host.put(
    '/api/h5/orders/confirm',
    { config: open, schema: { tags, summary: 'Take an order (within 3 minutes of the live start)', headers: keyHeaders, body: confirmOrderBodySchema, response: { 200: orderRowSchema, ...errorResponses } } },
    async (request) => {
      const who = await holder(request, 'anchor:list');
      const taken = await confirmOrder(app.db, { ...who, scope: { kind: 'own' } }, request.body.id, zone(), now());
      await app.crm.tell([taken], 'order.changed');
      return toOrderRow(taken, zone(), now());
    },
  );

  const anchorPage = async (who: CrmCaller, query: z.output<typeof h5AnchorQuerySchema>, view: 'all' | 'pendingReview') =>
    anchorList(who.userId).page(app.db, { ...query, sort: ['liveStatus,asc', 'createTime,desc'] }, anchorConditions(app.db, who, { ...query, view }, zone(), now()), (rows) =>
      rows.map((row) => toAnchorRow(row, zone())),
    );
  host.get(
    '/api/h5/anchors',
    { config: open, schema: { tags, summary: 'The key holder’s streamers', headers: keyHeaders, querystring: h5AnchorQuerySchema, response: { 200: pageSchema(anchorRowSchema), ...errorResponses } } },
    async (request) => anchorPage(await holder(request, 'anchor:list'), request.query, 'all'),
  );
  host.get(
    '/api/h5/anchors/:id',
    { config: open, schema: { tags, summary: 'One of the key holder’s streamers', headers: keyHeaders, params: z.object({ id: queryIdSchema }), response: { 200: anchorRowSchema, ...errorResponses } } },
    async (request) => {
      const who = await holder(request);
      if (!can(who.permissions, ['anchor:list', 'anchor:check'])) throw refuse(403, refusal('PERMISSION_DENIED', { permission: 'anchor:list' }));
      const row = await findAnchorRow(app.db, who, request.params.id);
      if (!row) throw notFound(refusal('ANCHOR_NOT_FOUND', { ids: [String(request.params.id)] }));
      return toAnchorRow(row, zone());
    },
  );
  host.get(
    '/api/h5/checks',
    { config: open, schema: { tags, summary: 'The review queue', headers: keyHeaders, querystring: h5AnchorQuerySchema, response: { 200: pageSchema(anchorRowSchema), ...errorResponses } } },
    async (request) => anchorPage(await holder(request, 'anchor:check'), request.query, 'pendingReview'),
  );
  host.put(
    '/api/h5/checks/review',
    { config: open, schema: { tags, summary: 'Approve, reject with a reason, or leave pending', headers: keyHeaders, body: reviewBodySchema, response: { 200: anchorRowSchema, ...errorResponses } } },
    async (request) => review(app.db, await holder(request, 'anchor:check'), request.body, zone(), now()),
  );

  host.get('/api/h5/contact', { config: open, schema: { tags, summary: 'How streamers reach the guild', response: { 200: h5ContactSchema } } }, async () => app.config.contact);
};

export default h5Routes;
