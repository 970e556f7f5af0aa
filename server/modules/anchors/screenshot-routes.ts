/**
 * The CRM's screenshots (the target form's contact and WhatsApp screenshots, a service log's screenshot after the
 * message): the product rule "Image upload: one at a time, jpg, png or jpeg, at most 10 MB", checked like the
 * animation library's pictures (server/modules/animations/uploads.ts: extension and content signature).
 * - `POST api/anchors/upload?kind=picture` (anchor:add or anchor:edit; multipart field `file`) → `{url, name, size}`;
 * - `GET /files/anchors/<name>` serves a stored screenshot. Public, like the animation files, so an `<img>` shows it
 *   without a session header; the names are 128 random bits, so a screenshot is reached only through its streamer.
 * Files live in `<DATA_DIR>/uploads/anchors/` (a temporary folder under `memory://`, removed on close).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFileSchema } from '../../../streams/contracts/animations';
import { apiErrorSchema } from '../../../streams/contracts/common';
import { errorResponses } from '../../http/route-schemas';
import { sendStoredFile } from '../animations/file-serving';
import { receiveUpload } from '../animations/uploads';

/** Where stored screenshots are served. */
export const SCREENSHOTS_PREFIX = '/files/anchors/';

const screenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const memory = app.config.dataDir.startsWith('memory://');
  const dir = memory ? await mkdtemp(path.join(tmpdir(), 'livedesk-screenshots-')) : path.resolve(app.config.dataDir, 'uploads', 'anchors');
  if (memory) app.addHook('onClose', async () => rm(dir, { recursive: true, force: true }));
  else await mkdir(dir, { recursive: true });
  // Scoped to this plugin; the size is judged by receiveUpload with the contract's message.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    '/api/anchors/upload',
    {
      config: { permission: ['anchor:add', 'anchor:edit'] },
      schema: {
        tags: ['anchors'],
        summary: 'Upload one screenshot in multipart field `file`: jpg/jpeg/png ≤ 10 MB (extension and content checked)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.literal('picture') }),
        response: { 200: uploadedFileSchema, ...errorResponses },
      },
    },
    async (request) => receiveUpload(request, 'picture', dir, SCREENSHOTS_PREFIX),
  );
  app.get(
    '/files/anchors/:name',
    {
      config: { public: true },
      schema: { tags: ['anchors'], summary: 'A stored screenshot', params: z.object({ name: z.string().max(64) }), response: { 200: z.any(), 206: z.any(), 404: apiErrorSchema } },
    },
    async (request, reply) => sendStoredFile(reply, dir, request.params.name, request.headers.range),
  );
};

export default screenshotRoutes;
