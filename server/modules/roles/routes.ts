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
import { idListSchema, pageQuerySchema, pageSchema, queryIdSchema } from '../../../streams/contracts/common';
import { roleCreateBodySchema, roleLevelSchema, roleMenuNodeSchema, roleMenusBodySchema, roleSchema, roleUpdateBodySchema } from '../../../streams/contracts/roles';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { callerLevel } from '../auth/caller-access';
import { actorOf } from '../system-users/access';
import { allRoles, createRole, deleteRoles, getRole, listRoles, menuTree, rolesXlsx, setMenus, updateRole } from './service';

const tags = ['roles'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/roles',
    {
      config: { permission: 'roles:list' },
      schema: {
        tags,
        summary: 'Roles (blurry over name and description), by level by default',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema }),
        response: { 200: pageSchema(roleSchema), ...errorResponses },
      },
    },
    async (request) => listRoles(app.db, request.query, zone()),
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

  app.get(
    '/api/roles/download',
    {
      config: { permission: 'roles:list' },
      schema: {
        tags,
        summary: 'The filtered roles as an xlsx workbook',
        querystring: z.object({ blurry: blurrySchema, sort: pageQuerySchema.shape.sort }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await rolesXlsx(app.db, request.query, zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="roles.xlsx"').send(file);
    },
  );

  app.get(
    '/api/roles/:id',
    {
      config: { permission: 'roles:list' },
      schema: { tags, summary: 'One role', params: z.object({ id: queryIdSchema }), response: { 200: roleSchema, ...errorResponses } },
    },
    async (request) => getRole(app.db, request.params.id, zone()),
  );

  app.post(
    '/api/roles',
    {
      config: { permission: 'roles:add' },
      schema: { tags, summary: 'Create a role', body: roleCreateBodySchema, response: { 201: z.object({ id: z.number().int() }), ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send(await createRole(app.db, request.body, await actorOf(app, request))),
  );

  app.put(
    '/api/roles',
    {
      config: { permission: 'roles:edit' },
      schema: { tags, summary: 'Edit a role', body: roleUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateRole(app.db, request.body, await actorOf(app, request));
      return reply.code(204).send();
    },
  );

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

  app.delete(
    '/api/roles',
    {
      config: { permission: 'roles:del' },
      schema: { tags, summary: 'Delete roles nobody holds', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteRoles(app.db, request.body, await actorOf(app, request));
      return reply.code(200).send();
    },
  );
};

export default roleRoutes;
