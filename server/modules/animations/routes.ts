/**
 * Entry animations: the vehicle animation library, its uploads and the user entry-animation configs;
 * contract streams/contracts/animations.ts (which lists every endpoint with its shapes). Permissions: `animation:list`
 * to read, `animation:add|edit|del` to write; an upload needs `animation:add` or `animation:edit` (both forms upload).
 * Refusals answer 400 with the contract's message. Every write invalidates the join matching's cache
 * (entry-animations-plugin.ts), so the next join sees it.
 *
 * Files: stored in `<DATA_DIR>/uploads/animations/` (a temporary folder, removed on close, when DATA_DIR is
 * `memory://`), served publicly at `GET /files/animations/<name>` (file-serving.ts); the timed task
 * `sweepAnimationUploads` removes those no animation uses once they are a day old (upload-sweep.ts).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANIMATION_TYPES,
  UPLOAD_RULES,
  uploadedFileSchema,
  userEntryAnimationBodySchema,
  userEntryAnimationRowSchema,
  vehicleAnimationBodySchema,
  vehicleAnimationRowSchema,
} from '../../../streams/contracts/animations';
import { apiErrorSchema, idListSchema, idSchema, pageQuerySchema, pageSchema } from '../../../streams/contracts/common';
import { blurrySchema, emptyResponse, errorResponses } from '../../http/route-schemas';
import { caller } from '../../plugins/auth';
import './entry-animations-plugin';
import { sendStoredFile } from './file-serving';
import {
  createAnimation,
  createUserAnimation,
  deleteAnimations,
  deleteUserAnimations,
  listAnimations,
  listUserAnimations,
  updateAnimation,
  updateUserAnimation,
} from './service';
import { uploadSweepTask } from './upload-sweep';
import { receiveUpload } from './uploads';

const tags = ['entry animations'];

/** `true`/`false` in a query string (absent: no filter). */
const queryBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

const idField = { id: idSchema };

/** The uploads folder of a DATA_DIR; `memory://` keeps nothing on disk past the process, so a temporary folder then. */
async function uploadsDir(dataDir: string): Promise<{ dir: string; temporary: boolean }> {
  if (dataDir.startsWith('memory://')) return { dir: await mkdtemp(path.join(tmpdir(), 'livedesk-animations-')), temporary: true };
  const dir = path.resolve(dataDir, 'uploads', 'animations');
  await mkdir(dir, { recursive: true });
  return { dir, temporary: false };
}

const animationRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = () => app.config.timeZone;
  const files = await uploadsDir(app.config.dataDir);
  if (files.temporary) app.addHook('onClose', async () => rm(files.dir, { recursive: true, force: true }));
  // The uploads folder is known here only (a temporary one under memory://), so its clean-up task is registered here.
  app.timing.registry.register(uploadSweepTask(files.dir));
  // Scoped to this plugin: multipart bodies are accepted by these routes only.
  await app.register(multipart, { throwFileSizeLimit: false });
  const written = () => app.entryAnimations.invalidate();

  // ---- the library ----

  app.get(
    '/api/vehicleAnimations',
    {
      config: { permission: 'animation:list' },
      schema: {
        tags,
        summary: 'The animation library (blurry over name, category, description; sort id, name, type, category, createTime)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema, type: z.enum(ANIMATION_TYPES).optional(), enabled: queryBoolean }),
        response: { 200: pageSchema(vehicleAnimationRowSchema), ...errorResponses },
      },
    },
    async (request) => listAnimations(app.db, request.query, zone()),
  );

  app.post(
    '/api/vehicleAnimations',
    {
      config: { permission: 'animation:add' },
      schema: { tags, summary: 'Add an animation', body: vehicleAnimationBodySchema, response: { 201: z.object({ id: z.number().int() }), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await createAnimation(app.db, request.body, caller(request).session.userName);
      written();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/vehicleAnimations',
    {
      config: { permission: 'animation:edit' },
      schema: { tags, summary: 'Edit an animation (a disabled one stops playing at once)', body: vehicleAnimationBodySchema.extend(idField), response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateAnimation(app.db, id, body, caller(request).session.userName);
      written();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/vehicleAnimations',
    {
      config: { permission: 'animation:del' },
      schema: { tags, summary: 'Delete animations (400 naming the users when a user config uses one; nothing deleted)', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteAnimations(app.db, request.body);
      written();
      return reply.code(200).send();
    },
  );

  app.post(
    '/api/vehicleAnimations/upload',
    {
      config: { permission: ['animation:add', 'animation:edit'] },
      schema: {
        tags,
        summary: `Upload one file in multipart field \`file\`: picture jpg/jpeg/png ≤ ${UPLOAD_RULES.picture.maxBytes / 1024 / 1024} MB, resource pag/mp4/zip ≤ ${UPLOAD_RULES.resource.maxBytes / 1024 / 1024} MB (extension and content checked)`,
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(['picture', 'resource']) }),
        response: { 200: uploadedFileSchema, ...errorResponses },
      },
    },
    async (request) => receiveUpload(request, request.query.kind, files.dir),
  );

  app.get(
    '/files/animations/:name',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'An uploaded animation file (public: OBS overlays load it without a session)',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.any().describe('the file'), 206: z.any().describe('a byte range of the file'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendStoredFile(reply, files.dir, request.params.name, request.headers.range),
  );

  // ---- user entry animations ----

  app.get(
    '/api/userEntryAnimations',
    {
      config: { permission: 'animation:list' },
      schema: {
        tags,
        summary: 'User entry-animation configs (blurry over user and streamer ID; sort id, userId, anchorId, expireTime, createTime)',
        querystring: pageQuerySchema.extend({ blurry: blurrySchema, anchorId: z.string().trim().max(64).optional(), expired: queryBoolean }),
        response: { 200: pageSchema(userEntryAnimationRowSchema), ...errorResponses },
      },
    },
    async (request) => listUserAnimations(app.db, request.query, zone(), new Date()),
  );

  app.post(
    '/api/userEntryAnimations',
    {
      config: { permission: 'animation:add' },
      schema: { tags, summary: 'Add a user entry-animation config', body: userEntryAnimationBodySchema, response: { 201: z.object({ id: z.number().int() }), ...errorResponses } },
    },
    async (request, reply) => {
      const created = await createUserAnimation(app.db, request.body, caller(request).session.userName, zone());
      written();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/userEntryAnimations',
    {
      config: { permission: 'animation:edit' },
      schema: { tags, summary: 'Edit a user entry-animation config', body: userEntryAnimationBodySchema.extend(idField), response: { 204: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { id, ...body } = request.body;
      await updateUserAnimation(app.db, id, body, caller(request).session.userName, zone());
      written();
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/userEntryAnimations',
    {
      config: { permission: 'animation:del' },
      schema: { tags, summary: 'Delete user entry-animation configs', body: idListSchema, response: { 200: emptyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteUserAnimations(app.db, request.body);
      written();
      return reply.code(200).send();
    },
  );
};

export default animationRoutes;
