/**
 * `GET /files/animations/<name>`: the uploaded animation files, public because OBS browser sources fetch them
 * without a session. Only names of the stored shape are served (uploads.ts
 * `STORED_NAME`: 32 hex characters and a known extension), so no path can leave the folder; anything else is a 404.
 * Stored files never change (every upload gets a new random name), so they are cached for a year. Single byte ranges
 * are answered (206), because video elements read an mp4's index from its end before playing it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';
import { CONTENT_TYPES, storedExtension } from './file-types';
import { STORED_NAME } from './uploads';

/** The byte range `[start, end]` (inclusive) of a `Range: bytes=…` header for a file of `size` bytes; null = whole file; 'invalid' = 416. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges (multipart/byteranges) are not served: the whole file answers them, which the RFC allows.
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

/**
 * Sends the stored file `name` from `dir`.
 * @throws HttpError 404 for a name of another shape or a file that does not exist.
 */
export async function sendStoredFile(reply: FastifyReply, dir: string, name: string, rangeHeader: string | undefined): Promise<FastifyReply> {
  const extension = STORED_NAME.test(name) ? storedExtension(name) : null;
  if (!extension) throw notFound(refusal('FILE_NOT_FOUND'));
  const file = path.join(dir, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound(refusal('FILE_NOT_FOUND'));
  reply
    .header('content-type', CONTENT_TYPES[extension])
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes')
    .header('last-modified', info.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff');
  const range = byteRange(rangeHeader, info.size);
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  }
  return reply.code(200).header('content-length', info.size).send(createReadStream(file));
}
