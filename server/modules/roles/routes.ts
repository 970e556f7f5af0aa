/**
 * `api/roles` routes (eladmin `RoleController`), permission `roles:list|add|edit|del`:
 * - `GET api/roles?page=&size=&sort=&blurry=` → `{content, totalElements}` of {@link roleSchema};
 * - `GET api/roles/all` (roles:list, user:add or user:edit: the user form's picker) → every role;
 * - `GET api/roles/{id}` → one role (404 unknown);
 * - `GET api/roles/level` (any signed-in user) → `{level}`, the caller's most powerful level (null without roles);
 * - `GET api/roles/menu-tree` (roles:list) → every menu, flat, for the menu assignment tree;
 * - `GET api/roles/download` → xlsx of the filtered roles;
 * - `POST api/roles` → 201 `{id}`; `PUT api/roles` → 204; `DELETE api/roles [ids]` → 200;
 * - `PUT api/roles/menu` `{id, menus:[{id}]}` (roles:edit) → 204.
 * Errors: 400 `field: message` (validation, level, scope, name taken, role in use naming its holders), 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, queryIdSchema } from '../../../streams/contracts/common';
import { roleCreateBodySchema, roleLevelSchema, roleMenuNodeSchema, roleMenusBodySchema, roleSchema, roleUpdateBodySchema } from '../../../streams/contracts/roles';
import { resourceRoutes } from '../../http/crud-routes';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { callerLevel } from '../auth/caller-access';
import { actorOf } from '../system-users/access';
import { allRoles, createRole, deleteRoles, getRole, listRoles, menuTree, rolesXlsx, setMenus, updateRole } from './service';

const tags = ['roles'];

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a role changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite());
  const zone = () => app.config.timeZone;
  const routes = resourceRoutes(app, {
    url: '/api/roles',
    tags,
    permissions: { list: 'roles:list', add: 'roles:add', edit: 'roles:edit', del: 'roles:del' },
  });

  routes.list(
    { summary: 'Roles (blurry over name and description), by level by default', querystring: pageQuerySchema.extend({ blurry: blurrySchema }), item: roleSchema },
    async (query) => listRoles(app.db, query, zone()),
  );

  app.get(
    '/api/roles/all',
    {
      config: { permission: ['roles:list', 'user:add', 'user:edit'] },
      schema: { tags, summary: 'Every role (pickers)', response: { 200: z.array(roleSchema), ...errorResponses } },
    },
    async () => allRoles(app.db, zone()),
  );

  app.get(
    '/api/roles/level',
    { schema: { tags, summary: "The caller's most powerful role level (lower is more powerful)", response: { 200: roleLevelSchema, ...errorResponses } } },
    async (request) => {
      const level = await callerLevel(app, request);
      return { level: Number.isFinite(level) ? level : null };
    },
  );

  app.get(
    '/api/roles/menu-tree',
    {
      config: { permission: 'roles:list' },
      schema: { tags, summary: 'Every menu, flat (directories, pages, buttons) for menu assignment', response: { 200: z.array(roleMenuNodeSchema), ...errorResponses } },
    },
    async () => menuTree(app.db),
  );

  routes.download(
    { summary: 'The filtered roles as an xlsx workbook', querystring: z.object({ blurry: blurrySchema, sort: pageQuerySchema.shape.sort }), fileName: 'roles' },
    async (query) => rolesXlsx(app.db, query, zone()),
  );

  app.get(
    '/api/roles/:id',
    {
      config: { permission: 'roles:list' },
      schema: { tags, summary: 'One role', params: z.object({ id: queryIdSchema }), response: { 200: roleSchema, ...errorResponses } },
    },
    async (request) => getRole(app.db, request.params.id, zone()),
  );

  routes.create({ summary: 'Create a role', body: roleCreateBodySchema, response: z.object({ id: z.number().int() }) }, async (body, { request }) =>
    createRole(app.db, body, await actorOf(app, request)),
  );
  routes.update({ summary: 'Edit a role', body: roleUpdateBodySchema }, async (body, { request }) => updateRole(app.db, body, await actorOf(app, request)));

  app.put(
    '/api/roles/menu',
    {
      config: { permission: 'roles:edit' },
      schema: { tags, summary: "Set a role's menus", body: roleMenusBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await setMenus(app.db, request.body, await actorOf(app, request));
      return reply.code(204).send();
    },
  );

  routes.deleteByIds({ summary: 'Delete roles nobody holds' }, async (ids, { request }) => deleteRoles(app.db, ids, await actorOf(app, request)));
};

export default roleRoutes;
