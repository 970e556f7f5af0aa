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
import { idListSchema, pageQuerySchema } from '../../../streams/contracts/common';
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
import { resourceRoutes } from '../../http/crud-routes';
import { errorResponses } from '../../http/route-schemas';
import { actorOf } from './access';
import { createUser, deleteUsers, listPickerDepts, listPickerJobs, listUsers, resetPasswords, updateUser, usersXlsx } from './service';

const tags = ['users'];

/** A repeated query field arrives as an array; a single one as a string. */
const filterQuery = userFilterSchema.extend({
  createTime: z.preprocess((value) => (typeof value === 'string' ? value.split(',') : value), userFilterSchema.shape.createTime),
});

const systemUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a user changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite());
  const zone = () => app.config.timeZone;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app, request);
  const routes = resourceRoutes(app, {
    url: '/api/users',
    tags,
    permissions: { list: 'user:list', add: 'user:add', edit: 'user:edit', del: 'user:del' },
  });

  routes.list(
    {
      summary: "Users in the caller's data scope (blurry over username, nickName, email, phone; deptId includes sub-depts)",
      querystring: pageQuerySchema.extend(filterQuery.shape),
      item: systemUserSchema,
    },
    async (query, request) => listUsers(app.db, query, await actor(request), zone()),
  );
  routes.download(
    { summary: 'The filtered users as an xlsx workbook', querystring: filterQuery.extend({ sort: pageQuerySchema.shape.sort }), fileName: 'users' },
    async (query, request) => usersXlsx(app.db, query, await actor(request), zone()),
  );

  app.get(
    '/api/users/depts',
    {
      config: { permission: ['user:list', 'roles:list'] },
      schema: { tags, summary: "Departments of the caller's data scope, flat (pickers)", response: { 200: z.array(pickerDeptSchema), ...errorResponses } },
    },
    async (request) => listPickerDepts(app.db, await actor(request)),
  );

  app.get(
    '/api/users/jobs',
    {
      config: { permission: ['user:add', 'user:edit'] },
      schema: { tags, summary: 'Enabled jobs (user form picker)', response: { 200: z.array(pickerJobSchema), ...errorResponses } },
    },
    async () => listPickerJobs(app.db),
  );

  routes.create(
    { summary: 'Create a user; without a password one is generated and answered once', body: userCreateBodySchema, response: createdUserSchema },
    async (body, { request }) => createUser(app.db, body, await actor(request)),
  );
  routes.update({ summary: 'Edit a user (not the password)', body: userUpdateBodySchema }, async (body, { request }) => updateUser(app.db, body, await actor(request)));
  routes.deleteByIds({ summary: 'Delete users' }, async (ids, { request }) => deleteUsers(app.db, ids, await actor(request)));

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
    async (request) => resetPasswords(app, request.body, await actor(request)),
  );
};

export default systemUserRoutes;
