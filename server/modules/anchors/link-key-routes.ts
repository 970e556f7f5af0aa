/**
 * `api/linkKeys` (any signed-in staff member for their own keys; `user:edit` for everyone's), see link-keys.ts:
 * - `GET api/linkKeys?page=&size=&sort=` → a page of {@link LinkKeyRow} (never the key itself);
 * - `POST api/linkKeys` `{userId, days?, note?}` → 201 `{row, key}` (the key shown this once);
 * - `PUT api/linkKeys/revoke` `{id}` → 204; the key stops opening the H5 pages at once (their open websocket is closed
 *   at its next check).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '../../../streams/contracts/common';
import { issuedLinkKeySchema, linkKeyCreateBodySchema, linkKeyRowSchema, revokeLinkKeyBodySchema } from '../../../streams/contracts/link-keys';
import { resourceRoutes } from '../../http/crud-routes';
import { caller } from '../../plugins/auth';
import '../../plugins/fastify-types';
import { issueLinkKey, listLinkKeys, revokeLinkKey, type KeyManager } from './link-keys';

const linkKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const manager = (request: Parameters<typeof caller>[0]): KeyManager => {
    const auth = caller(request);
    return { userId: auth.userId, username: auth.session.userName, permissions: auth.permissions };
  };
  const routes = resourceRoutes(app, { url: '/api/linkKeys', tags: ['link keys'], permissions: { list: null, add: null, edit: null, del: null } });
  routes.list({ summary: 'Personal link keys (yours; everyone’s with user:edit)', querystring: pageQuerySchema, item: linkKeyRowSchema }, async (query, request) =>
    listLinkKeys(app.db, manager(request), query, app.config.timeZone),
  );
  routes.create({ summary: 'Issue a link key (shown once)', body: linkKeyCreateBodySchema, response: issuedLinkKeySchema }, async (body, { request }) =>
    issueLinkKey(app.db, manager(request), body, app.config.timeZone, app.crm.now()),
  );
  routes.update({ summary: 'Revoke a link key', url: '/api/linkKeys/revoke', body: revokeLinkKeyBodySchema }, async (body, { request }) => revokeLinkKey(app.db, manager(request), body.id, app.crm.now()));
};

export default linkKeyRoutes;
