/**
 * `api/menus*` routes (the product's menu calls; eladmin `MenuController`):
 * - `GET api/menus/build` (signed in) → the user's router tree;
 * - `GET api/menus?blurry=&pid=&page=&size=&sort=` (menu:list) → page of one tree level, or search hits;
 * - `GET api/menus/lazy?pid=` (menu:list or roles:list) → children of pid (0 = top level);
 * - `GET api/menus/child?id=` (menu:list) → the id and all ids below it;
 * - `GET api/menus/tree` (menu:list) → every directory and page as a tree (the form's parent picker);
 * - `POST api/menus/superior [ids]` (menu:list) → parent-picker tree without those menus;
 * - `POST api/menus` (menu:add → 201 with the menu), `PUT api/menus` (menu:edit → 204),
 *   `DELETE api/menus [ids]` (menu:del → 200; children go too); a create or edit whose menu permission (new, or for an
 *   edit also current) the caller does not hold answers 400 `PERMISSION_NOT_HELD` naming it (admin holds all);
 * - `GET api/menus/download?blurry=` (menu:list) → xlsx of every menu (or the matches).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema, queryIdOrZeroSchema, queryIdSchema } from '../../../streams/contracts/common';
import { builtMenuSchema, menuCreateBodySchema, menuSchema, menuUpdateBodySchema } from '../../../streams/contracts/menus';
import { caller } from '../../plugins/auth';
import { sendSerialized, serializeOk } from '../auth/principal-cache';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { attachment, XLSX_TYPE } from '../../http/xlsx';
import { buildUserMenus, childIds, createMenu, deleteMenus, lazyMenus, listMenus, menusXlsx, parentTree, superiorTree, updateMenu, type MenuWriter } from './service';

const tags = ['menus'];

/** The caller as a menu writer: their name and the permissions they hold now. */
const writerOf = (request: FastifyRequest): MenuWriter => {
  const { session, permissions } = caller(request);
  return { username: session.userName, permissions };
};
const optionalId = queryIdOrZeroSchema.optional();

const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a menu changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite({ except: ['/api/menus/superior'] }));
  const zone = () => app.config.timeZone;

  app.get(
    '/api/menus/build',
    { schema: { tags, summary: "The signed-in user's menu tree (eladmin router shape)", response: { 200: z.array(builtMenuSchema), ...errorResponses } } },
    async (request, reply) => {
      const { userId } = caller(request);
      // Built and serialized once per principal generation (server/modules/auth/principal-cache.ts): a menu or role
      // write drops it on every instance.
      const body = await app.principals.derived(userId, 'api/menus/build', async () => {
        const principal = await app.principals.principal(userId);
        return serializeOk(reply, principal ? await buildUserMenus(app.db, userId, principal.permissions) : []);
      });
      return sendSerialized(reply, body);
    },
  );

  app.get(
    '/api/menus',
    {
      config: { permission: 'menu:list' },
      schema: {
        tags,
        summary: 'Menu list: one tree level (pid, top level by default) or a blurry search',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema, pid: optionalId }),
        response: { 200: pageSchema(menuSchema), ...errorResponses },
      },
    },
    async (request) => listMenus(app.db, request.query, zone()),
  );

  app.get(
    '/api/menus/lazy',
    {
      config: { permission: ['menu:list', 'roles:list'] },
      schema: { tags, summary: 'Children of a menu (pid 0 = top level)', querystring: z.object({ pid: optionalId }), response: { 200: z.array(menuSchema), ...errorResponses } },
    },
    async (request) => lazyMenus(app.db, request.query.pid, zone()),
  );

  app.get(
    '/api/menus/child',
    {
      config: { permission: 'menu:list' },
      schema: { tags, summary: 'A menu id and every id below it', querystring: z.object({ id: queryIdSchema }), response: { 200: z.array(z.number().int()), ...errorResponses } },
    },
    async (request) => childIds(app.db, request.query.id),
  );

  app.get(
    '/api/menus/tree',
    {
      config: { permission: 'menu:list' },
      schema: { tags, summary: 'Every directory and page as a tree (parent picker)', response: { 200: z.array(menuSchema), ...errorResponses } },
    },
    async () => parentTree(app.db, zone()),
  );

  app.post(
    '/api/menus/superior',
    {
      config: { permission: 'menu:list' },
      schema: {
        tags,
        summary: 'Parent-picker tree: siblings of the menus and of their ancestors, without the menus',
        body: z.array(queryIdSchema).max(1000),
        response: { 200: z.array(menuSchema), ...errorResponses },
      },
    },
    async (request) => superiorTree(app.db, request.body, zone()),
  );

  app.post(
    '/api/menus',
    {
      config: { permission: 'menu:add' },
      schema: { tags, summary: 'Create a menu', body: menuCreateBodySchema, response: { 201: menuSchema, ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createMenu(app.db, request.body, writerOf(request), zone())),
  );

  app.put(
    '/api/menus',
    {
      config: { permission: 'menu:edit' },
      schema: { tags, summary: 'Update a menu', body: menuUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateMenu(app.db, request.body, writerOf(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/menus',
    {
      config: { permission: 'menu:del' },
      schema: { tags, summary: 'Delete menus and everything below them', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteMenus(app.db, request.body);
      return reply.code(200).send();
    },
  );

  app.get(
    '/api/menus/download',
    {
      config: { permission: 'menu:list' },
      schema: {
        tags,
        summary: 'Every menu (or the blurry matches) as an xlsx workbook',
        querystring: z.object({ blurry: blurrySchema }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await menusXlsx(app.db, request.query.blurry, zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', attachment('menus')).send(file);
    },
  );
};

export default menuRoutes;
