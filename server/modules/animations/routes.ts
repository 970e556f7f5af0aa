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
import { apiErrorSchema, idSchema, pageQuerySchema } from '../../../streams/contracts/common';
import { resourceRoutes } from '../../http/crud-routes';
import { blurrySchema, errorResponses } from '../../http/route-schemas';
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
const createdSchema = z.object({ id: z.number().int() });
const permissions = { list: 'animation:list', add: 'animation:add', edit: 'animation:edit', del: 'animation:del' } as const;

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

  const library = resourceRoutes(app, { url: '/api/vehicleAnimations', tags, permissions });
  library.list(
    {
      summary: 'The animation library (blurry over name, category, description; sort id, name, type, category, createTime)',
      querystring: pageQuerySchema.extend({ blurry: blurrySchema, type: z.enum(ANIMATION_TYPES).optional(), enabled: queryBoolean }),
      item: vehicleAnimationRowSchema,
    },
    async (query) => listAnimations(app.db, query, zone()),
  );
  library.create({ summary: 'Add an animation', body: vehicleAnimationBodySchema, response: createdSchema }, async (body, { by }) => {
    const created = await createAnimation(app.db, body, by);
    written();
    return created;
  });
  library.update(
    { summary: 'Edit an animation (a disabled one stops playing at once)', body: vehicleAnimationBodySchema.extend(idField) },
    async ({ id, ...body }, { by }) => {
      await updateAnimation(app.db, id, body, by);
      written();
    },
  );
  library.deleteByIds({ summary: 'Delete animations (400 naming the users when a user config uses one; nothing deleted)' }, async (ids) => {
    await deleteAnimations(app.db, ids);
    written();
  });

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

  const userConfigs = resourceRoutes(app, { url: '/api/userEntryAnimations', tags, permissions });
  userConfigs.list(
    {
      summary: 'User entry-animation configs (blurry over user and streamer ID; sort id, userId, anchorId, expireTime, createTime)',
      querystring: pageQuerySchema.extend({ blurry: blurrySchema, anchorId: z.string().trim().max(64).optional(), expired: queryBoolean }),
      item: userEntryAnimationRowSchema,
    },
    async (query) => listUserAnimations(app.db, query, zone(), new Date()),
  );
  userConfigs.create({ summary: 'Add a user entry-animation config', body: userEntryAnimationBodySchema, response: createdSchema }, async (body, { by }) => {
    const created = await createUserAnimation(app.db, body, by, zone());
    written();
    return created;
  });
  userConfigs.update({ summary: 'Edit a user entry-animation config', body: userEntryAnimationBodySchema.extend(idField) }, async ({ id, ...body }, { by }) => {
    await updateUserAnimation(app.db, id, body, by, zone());
    written();
  });
  userConfigs.deleteByIds({ summary: 'Delete user entry-animation configs' }, async (ids) => {
    await deleteUserAnimations(app.db, ids);
    written();
  });
};

export default animationRoutes;
