/**
 * `api/users` administration routes (eladmin `UserController`), permission `user:list|add|edit|del`:
 * - `GET api/users?page=&size=&sort=&blurry=&deptId=&enabled=&createTime=&createTime=` → `{content, totalElements}`
 *   of {@link systemUserSchema}, only users in the caller's data scope;
 * - `GET api/users/download` (same filters) → xlsx;
 * - `POST api/users` {@link userCreateBodySchema} → 201 `{id, password?}` (the generated password, shown once);
 * - `PUT api/users` {@link userUpdateBodySchema} → 204; `DELETE api/users [ids]` → 200;
 * - `PUT api/users/resetPwd [ids]` (user:edit) → 200 `[{id, username, password}]`, the users' sessions ended;
 * - `GET api/users/depts` (user:list or roles:list) → depts of the caller's scope for the pickers, flat;
 * - `GET api/users/jobs` (user:add or user:edit) → enabled jobs for the user form.
 * Errors: 400 `field: message` (validation, role levels, uniqueness, self-delete, last admin), 404 for a user that
 * does not exist or is outside the caller's data scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListSchema, pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import {
  createdUserSchema,
  pickerDeptSchema,
  pickerJobSchema,
  resetPasswordsSchema,
  systemUserSchema,
  userCreateBodySchema,
  userFilterSchema,
  userUpdateBodySchema,
} from '../../../streams/contracts/system-users';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { actorOf } from './access';
import { createUser, deleteUsers, listPickerDepts, listPickerJobs, listUsers, resetPasswords, updateUser, usersXlsx } from './service';

const tags = ['users'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A repeated query field arrives as an array; a single one as a string. */
const filterQuery = userFilterSchema.extend({
  createTime: z.preprocess((value) => (typeof value === 'string' ? value.split(',') : value), userFilterSchema.shape.createTime),
});

const systemUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;

  app.get(
    '/api/users',
    {
      config: { permission: 'user:list' },
      schema: {
        tags,
        summary: "Users in the caller's data scope (blurry over username, nickName, email, phone; deptId includes sub-depts)",
        querystring: pageQuerySchema.extend(filterQuery.shape),
        response: { 200: pageSchema(systemUserSchema), ...errorResponses },
      },
    },
    async (request) => listUsers(app.db, request.query, await actorOf(app, request), zone()),
  );

  app.get(
    '/api/users/download',
    {
      config: { permission: 'user:list' },
      schema: {
        tags,
        summary: 'The filtered users as an xlsx workbook',
        querystring: filterQuery.extend({ sort: pageQuerySchema.shape.sort }),
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await usersXlsx(app.db, request.query, await actorOf(app, request), zone());
      return reply.code(200).header('content-type', XLSX_TYPE).header('content-disposition', 'attachment; filename="users.xlsx"').send(file);
    },
  );

  app.get(
    '/api/users/depts',
    {
      config: { permission: ['user:list', 'roles:list'] },
      schema: { tags, summary: "Departments of the caller's data scope, flat (pickers)", response: { 200: z.array(pickerDeptSchema), ...errorResponses } },
    },
    async (request) => listPickerDepts(app.db, await actorOf(app, request)),
  );

  app.get(
    '/api/users/jobs',
    {
      config: { permission: ['user:add', 'user:edit'] },
      schema: { tags, summary: 'Enabled jobs (user form picker)', response: { 200: z.array(pickerJobSchema), ...errorResponses } },
    },
    async () => listPickerJobs(app.db),
  );

  app.post(
    '/api/users',
    {
      config: { permission: 'user:add' },
      schema: {
        tags,
        summary: 'Create a user; without a password one is generated and answered once',
        body: userCreateBodySchema,
        response: { 201: createdUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(app.db, request.body, await actorOf(app, request))),
  );

  app.put(
    '/api/users',
    {
      config: { permission: 'user:edit' },
      schema: { tags, summary: 'Edit a user (not the password)', body: userUpdateBodySchema, response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await updateUser(app.db, request.body, await actorOf(app, request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/users',
    {
      config: { permission: 'user:del' },
      schema: { tags, summary: 'Delete users', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteUsers(app.db, request.body, await actorOf(app, request));
      return reply.code(200).send();
    },
  );

  app.put(
    '/api/users/resetPwd',
    {
      config: { permission: 'user:edit' },
      schema: {
        tags,
        summary: 'Give users fresh generated passwords (answered once) and end their sessions',
        body: idListSchema,
        response: { 200: resetPasswordsSchema, ...errorResponses },
      },
    },
    async (request) => resetPasswords(app, request.body, await actorOf(app, request)),
  );
};

export default systemUserRoutes;
