/**
 * Receiving and serving the animation library's files (pictures up to 10 MB, resources zip/pag/mp4; contract
 * streams/contracts/animations.ts `UPLOAD_RULES`):
 * - an upload is one multipart file, streamed to a temporary file in the uploads folder while its size is counted
 *   and its first bytes kept; it is kept (renamed to `<32 hex>.<ext>`) only when it has an allowed extension, the
 *   matching signature (file-types.ts), at most the kind's size, and was the only file. Anything refused leaves
 *   nothing behind: the temporary file is removed before the 400 is answered;
 * - the stored names are random, so a name cannot be guessed from the upload, and {@link STORED_NAME} is the only
 *   shape served: no path separators, no dot files, nothing outside the folder.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_RULES, type UploadedFile, type UploadKind } from '../../../streams/contracts/animations';
import { badRequest, HttpError } from '../../http/http-error';
import { refusal, type Refusal } from '../../../streams/contracts/refusals';
import { allowedExtension, hasSignature, SIGNATURE_BYTES, type UploadExtension } from './file-types';

/** Where uploaded files are served (`GET /files/animations/<name>`). */
export const FILES_PREFIX = '/files/animations/';

/** The only file names served: what {@link receiveUpload} stores. */
export const STORED_NAME = /^[0-9a-f]{32}\.(?:jpg|jpeg|png|mp4|zip|pag)$/;

const MESSAGES: Record<UploadKind, { type: Refusal; size: Refusal }> = {
  picture: { type: refusal('PICTURE_TYPE'), size: refusal('PICTURE_SIZE') },
  resource: { type: refusal('RESOURCE_TYPE'), size: refusal('RESOURCE_SIZE') },
};

/** Multipart errors of @fastify/multipart that mean "more than one file" (its `files`/`parts` limits). */
const TOO_MANY_PARTS: ReadonlySet<unknown> = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * A body busboy could not read as multipart (no boundary, a broken part header, cut short): plain `Error`s without a
 * code, unlike file system errors (`ENOSPC` …, a 500) and this module's HttpErrors.
 */
const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && !(error instanceof HttpError) && error.constructor === Error && codeOf(error) === undefined && /multipart|boundary|part|form/i.test(error.message);

/** Counts the bytes flowing through and keeps the first {@link SIGNATURE_BYTES}. */
function inspector() {
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (headLength < SIGNATURE_BYTES) {
        const part = chunk.subarray(0, SIGNATURE_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  return { stream, size: () => size, head: () => Buffer.concat(head) };
}

/**
 * Reads the multipart upload of `request` into `dir` (which must exist). @fastify/multipart must be registered with
 * `throwFileSizeLimit: false`.
 * @param kind picture (jpg/jpeg/png, 10 MB) or resource (pag/mp4/zip, 50 MB).
 * @param prefix the URL path the stored file is served under (default the animations').
 * @returns the stored file's public URL, the name as uploaded and its size in bytes.
 * @throws HttpError 400 UPLOAD_NO_FILE (no file, or not multipart), UPLOAD_ONE_FILE (a second file),
 *   PICTURE_TYPE/RESOURCE_TYPE (extension or signature), PICTURE_SIZE/RESOURCE_SIZE (too large). Nothing is stored then.
 */
export async function receiveUpload(request: FastifyRequest, kind: UploadKind, dir: string, prefix = FILES_PREFIX): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(refusal('UPLOAD_NO_FILE'));
  const rules = UPLOAD_RULES[kind];
  const messages = MESSAGES[kind];
  // One byte over the limit is enough to know the file is too large; busboy stops reading the file there (the plugin
  // is registered with throwFileSizeLimit: false, so the size is judged here, with the contract's message).
  const parts = request.parts({ limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 10, parts: 12, fieldSize: 4_096 } });
  let temp: string | null = null;
  let stored: UploadedFile | null = null;
  let extension: UploadExtension | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (stored || temp) throw badRequest(refusal('UPLOAD_ONE_FILE'));
      extension = allowedExtension(kind, part.filename);
      if (!extension) {
        part.file.resume();
        throw badRequest(messages.type);
      }
      temp = path.join(dir, `.upload-${randomBytes(12).toString('hex')}.part`);
      const seen = inspector();
      await pipeline(part.file, seen.stream, createWriteStream(temp, { flags: 'wx' }));
      if (part.file.truncated || seen.size() > rules.maxBytes) throw badRequest(messages.size);
      if (!hasSignature(extension, seen.head())) throw badRequest(messages.type);
      stored = { url: '', originalName: path.basename(part.filename.replace(/\\/g, '/')), size: seen.size() };
    }
    if (!stored || !temp || !extension) throw badRequest(refusal('UPLOAD_NO_FILE'));
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await rename(temp, path.join(dir, name));
    temp = null;
    return { ...stored, url: `${prefix}${name}` };
  } catch (error) {
    if (TOO_MANY_PARTS.has(codeOf(error))) throw badRequest(refusal('UPLOAD_ONE_FILE'));
    if (isMalformedMultipart(error)) throw badRequest(refusal('UPLOAD_NO_FILE'));
    throw error;
  } finally {
    if (temp) await rm(temp, { force: true });
  }
}
