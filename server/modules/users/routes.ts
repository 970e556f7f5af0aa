/**
 * User-center routes (streams/contracts/user-center.ts), any signed-in user, own record only:
 * - `PUT api/users/center` `{nickName, gender, phone}` → 204 (an `id` other than the caller's → 400);
 * - `POST api/users/updatePass` `{oldPass, newPass}` → 200; the user's other sessions end, the caller's goes on;
 * - `POST api/users/updateEmail` `{email, pass}` → 200;
 * - `POST api/users/updateAvatar` multipart field `avatar` (jpg/jpeg/png by content, ≤ 10 MB) → 200 `{avatar}`
 *   (avatars.ts); the image is public at `GET /files/avatars/<name>` (an `<img>` sends no token).
 */
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idSchema } from '../../../streams/contracts/common';
import { avatarAnswerSchema, updateEmailBodySchema, updatePasswordBodySchema, updateProfileBodySchema } from '../../../streams/contracts/user-center';
import { badRequest } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';
import { emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import { sendStoredFile } from '../animations/file-serving';
import { avatarsDir, receiveAvatar } from './avatars';
import { changeOwnAvatar, changeOwnEmail, changeOwnPassword, updateOwnProfile } from './service';

const tags = ['user center'];

const userCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write to a profile (auth/info shows it) changes what signed-in users hold: drop the cached principals on every instance.
  app.addHook('onSend', app.principals.invalidateOnWrite());
  const avatars = await avatarsDir(app.config.dataDir);
  if (avatars.temporary) app.addHook('onClose', async () => rm(avatars.dir, { recursive: true, force: true }));
  // Scoped to this plugin: of the user-center routes only the avatar upload reads multipart.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.put(
    '/api/users/center',
    {
      schema: {
        tags,
        summary: "Update the caller's profile",
        // The console may send the whole user back (eladmin does); only an id of someone else is refused.
        body: updateProfileBodySchema.extend({ id: idSchema.optional() }),
        response: { 204: emptyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, session } = caller(request);
      if (request.body.id !== undefined && request.body.id !== userId) throw badRequest(refusal('OWN_PROFILE_ONLY'));
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
      // The old password may be known to someone else: every other session of the user ends, this one goes on.
      await app.sessions.endUser(userId, session.key);
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

  app.post(
    '/api/users/updateAvatar',
    {
      schema: {
        tags,
        summary: "Change the caller's avatar",
        description: 'multipart/form-data, one file in field `avatar`: jpg, jpeg or png (checked by content), at most 10 MB.',
        response: { 200: avatarAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, session } = caller(request);
      const name = await receiveAvatar(request, avatars.dir);
      return { avatar: await changeOwnAvatar(app.db, avatars.dir, userId, name, session.userName) };
    },
  );

  app.get(
    '/files/avatars/:name',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'An uploaded avatar (public: images are fetched without a token)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any().describe('the image'), 206: z.any(), 404: apiErrorSchema, 416: z.any() },
      },
    },
    async (request, reply) => sendStoredFile(reply, avatars.dir, request.params.name, request.headers.range),
  );
};

export default userCenterRoutes;
