/**
 * The file types of animation uploads ("Image upload: one at a time, jpg, png or jpeg, at most 10 MB";
 * "zip, pag or mp4 for animation uploads"; streams/contracts/animations.ts UPLOAD_RULES): a file is accepted only
 * when its name's extension is one the kind allows AND its first bytes are that format's signature, so a renamed
 * file (an .exe called car.png) is refused. Also the content types the files are served with. Pure.
 *
 * Signatures: JPEG `FF D8 FF`; PNG `89 50 4E 47 0D 0A 1A 0A`; MP4 (ISO base media) a box of type `ftyp` at offset 4;
 * ZIP a local file header `PK 03 04` (an empty archive `PK 05 06` is refused: nothing to play); PAG (Tencent libpag)
 * `PAG`, a version byte 1 to 3, a 4-byte body length and a compression byte (libpag src/codec/Codec.cpp
 * ReadBodyBytes: files shorter than 11 bytes are refused).
 */
import { UPLOAD_RULES, type UploadKind } from '../../../streams/contracts/animations';

/** Every extension an upload may have. */
export type UploadExtension = (typeof UPLOAD_RULES)[UploadKind]['extensions'][number];

/** How many first bytes {@link hasSignature} needs to decide. */
export const SIGNATURE_BYTES = 12;

/** Content type of each stored extension (what `GET /files/animations/<name>` answers with). */
export const CONTENT_TYPES: Readonly<Record<UploadExtension, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  zip: 'application/zip',
  // libpag's files have no registered type; octet-stream keeps browsers from guessing.
  pag: 'application/octet-stream',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The lower-case extension of an uploaded file name if `kind` allows it, else null.
 * @param name the name the browser sent (any path part is ignored).
 */
export function allowedExtension(kind: UploadKind, name: string): UploadExtension | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = base.slice(dot + 1).toLowerCase();
  const allowed: readonly string[] = UPLOAD_RULES[kind].extensions;
  return allowed.includes(extension) ? (extension as UploadExtension) : null;
}

/** Whether `head` (the file's first bytes, at least {@link SIGNATURE_BYTES} when the file is that long) is a file of `extension`. */
export function hasSignature(extension: UploadExtension, head: Uint8Array): boolean {
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'mp4':
      return startsWith(head, ascii('ftyp'), 4);
    case 'zip':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'pag': {
      const version = head[3] ?? 0;
      return head.length >= 11 && startsWith(head, ascii('PAG')) && version >= 1 && version <= 3;
    }
  }
}

/** The extension of a stored file name (`<random>.<ext>`), when it is one this module stores. */
export function storedExtension(name: string): UploadExtension | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? (extension as UploadExtension) : null;
}
