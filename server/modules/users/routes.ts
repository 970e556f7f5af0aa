/**
 * User-center routes (issue 2; streams/contracts/user-center.ts), any signed-in user, own record only:
 * - `PUT api/users/center` `{nickName, gender, phone}` → 204 (an `id` other than the caller's → 400);
 * - `POST api/users/updatePass` `{oldPass, newPass}` → 200;
 * - `POST api/users/updateEmail` `{email, pass}` → 200.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateEmailBodySchema, updatePasswordBodySchema, updateProfileBodySchema } from '../../../streams/contracts/user-center';
import { badRequest } from '../../http/http-error';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { changeOwnEmail, changeOwnPassword, updateOwnProfile } from './service';

const tags = ['user center'];

const userCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/users/center',
    {
      schema: {
        tags,
        summary: "Update the caller's profile",
        // The console may send the whole user back (eladmin does); only an id of someone else is refused.
        body: updateProfileBodySchema.extend({ id: z.number().int().optional() }),
        response: { 204: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, session } = caller(request);
      if (request.body.id !== undefined && request.body.id !== userId) throw badRequest('You can only edit your own profile');
      await updateOwnProfile(app.db, userId, request.body, session.userName);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/users/updatePass',
    { schema: { tags, summary: "Change the caller's password", body: updatePasswordBodySchema, response: { 200: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const { userId, session } = caller(request);
      await changeOwnPassword(app.db, userId, request.body, session.userName);
      return reply.code(200).send();
    },
  );

  app.post(
    '/api/users/updateEmail',
    { schema: { tags, summary: "Change the caller's e-mail", body: updateEmailBodySchema, response: { 200: emptyResponse, ...errorResponses } } },
    async (request, reply) => {
      const { userId, session } = caller(request);
      await changeOwnEmail(app.db, userId, request.body, session.userName);
      return reply.code(200).send();
    },
  );
};

export default userCenterRoutes;
