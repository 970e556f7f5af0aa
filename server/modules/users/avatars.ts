/**
 * Avatar files of the user center (jpg/png/jpeg, at most 10 MB; contract
 * streams/contracts/user-center.ts): an upload is one multipart file in field `avatar`, streamed to a temporary file
 * in the avatars folder while its size is counted and its first bytes kept; it is kept (renamed to `<32 hex>.<ext>`)
 * only when its name has an allowed extension, its first bytes are that format's signature (so a text file called
 * .png is refused), it is at most 10 MB and it was the only file. Anything refused leaves nothing behind.
 *
 * Files live in `<DATA_DIR>/uploads/avatars/` (a temporary folder when DATA_DIR is `memory://`) and are served at
 * `GET /files/avatars/<name>` by the animations module's file serving (same stored-name shape, same checks).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '../../../streams/contracts/user-center';
import { badRequest, HttpError } from '../../http/http-error';
import { fieldRefusal } from '../../../streams/contracts/refusals';
import { allowedExtension, hasSignature, SIGNATURE_BYTES, type UploadExtension } from '../animations/file-types';
import { STORED_NAME } from '../animations/uploads';

/** Where avatars are served. */
export const AVATAR_PREFIX = '/files/avatars/';

/** The avatars folder of a DATA_DIR; `memory://` keeps nothing past the process, so a temporary folder then. */
export async function avatarsDir(dataDir: string): Promise<{ dir: string; temporary: boolean }> {
  if (dataDir.startsWith('memory://')) return { dir: await mkdtemp(path.join(tmpdir(), 'livedesk-avatars-')), temporary: true };
  const dir = path.resolve(dataDir, 'uploads', 'avatars');
  await mkdir(dir, { recursive: true });
  return { dir, temporary: false };
}

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/** @fastify/multipart's "more than one file" limits. */
const TOO_MANY_PARTS: ReadonlySet<unknown> = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/** A body busboy could not read as multipart: plain Errors without a code (file system errors have one: a 500). */
const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && !(error instanceof HttpError) && error.constructor === Error && codeOf(error) === undefined && /multipart|boundary|part|form/i.test(error.message);

/**
 * Reads the avatar upload of `request` into `dir`. @fastify/multipart must be registered with `throwFileSizeLimit: false`.
 * @returns the stored file name (`<32 hex>.<jpg|jpeg|png>`).
 * @throws HttpError 400 AVATAR_NO_FILE, AVATAR_ONE_FILE, AVATAR_TYPE (extension or content), AVATAR_SIZE (> 10 MB).
 */
export async function receiveAvatar(request: FastifyRequest, dir: string): Promise<string> {
  if (!request.isMultipart()) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_NO_FILE'));
  // One byte over the limit is enough to know the file is too large; busboy stops reading there.
  const parts = request.parts({ limits: { files: 1, fileSize: AVATAR_MAX_BYTES + 1, fields: 10, parts: 12, fieldSize: 4_096 } });
  let temp: string | null = null;
  let extension: UploadExtension | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== AVATAR_FIELD) {
        part.file.resume();
        continue;
      }
      if (temp) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_ONE_FILE'));
      extension = allowedExtension('picture', part.filename);
      if (!extension) {
        part.file.resume();
        throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_TYPE'));
      }
      temp = path.join(dir, `.upload-${randomBytes(12).toString('hex')}.part`);
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const inspector = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (headLength < SIGNATURE_BYTES) {
            const piece = chunk.subarray(0, SIGNATURE_BYTES - headLength);
            head.push(piece);
            headLength += piece.length;
          }
          callback(null, chunk);
        },
      });
      await pipeline(part.file, inspector, createWriteStream(temp, { flags: 'wx' }));
      if (part.file.truncated || size > AVATAR_MAX_BYTES) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_SIZE'));
      if (size === 0 || !hasSignature(extension, Buffer.concat(head))) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_TYPE'));
    }
    if (!temp || !extension) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_NO_FILE'));
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await rename(temp, path.join(dir, name));
    temp = null;
    return name;
  } catch (error) {
    if (TOO_MANY_PARTS.has(codeOf(error))) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_ONE_FILE'));
    if (isMalformedMultipart(error)) throw badRequest(fieldRefusal(AVATAR_FIELD, 'AVATAR_NO_FILE'));
    throw error;
  } finally {
    if (temp) await rm(temp, { force: true });
  }
}

/** Removes a stored avatar file; names of another shape (or none) are ignored, so nothing outside the folder goes. */
export async function removeAvatar(dir: string, name: string | null): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return;
  await rm(path.join(dir, name), { force: true });
}
