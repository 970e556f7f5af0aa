/**
 * The client's check of a chosen file before it is sent ("Image upload: one at a time, jpg, png or jpeg, at
 * most 10 MB"; "zip, pag or mp4 for animation uploads"), with the contract's rules (`UPLOAD_RULES`) and messages
 * (`ANIMATION_MESSAGES`), so the staff member hears at once what the server would answer, in the same words.
 * The server checks again (type by content, not only by name).
 */
import { ANIMATION_MESSAGES, UPLOAD_RULES, type UploadKind } from '../../../streams/contracts/animations';

/** What the check reads of a file (a `File`, or a test's stand-in). */
export interface FileLike {
  name: string;
  size: number;
}

/** The extension of a file name or URL path, lower case, without the dot ('' when it has none). */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The contract's messages of a kind: wrong type, too large. */
const MESSAGES: Readonly<Record<UploadKind, { type: string; size: string }>> = {
  picture: { type: ANIMATION_MESSAGES.pictureType, size: ANIMATION_MESSAGES.pictureSize },
  resource: { type: ANIMATION_MESSAGES.resourceType, size: ANIMATION_MESSAGES.resourceSize },
};

/**
 * The contract message that refuses `files` for `kind`, or null when the one file may be sent. Checked in the order
 * the staff member can act on: none, more than one, wrong type, too large (an empty file is refused as none chosen).
 */
export function uploadRefusal(kind: UploadKind, files: ArrayLike<FileLike>): string | null {
  if (files.length === 0) return ANIMATION_MESSAGES.noFile;
  if (files.length > 1) return ANIMATION_MESSAGES.oneFile;
  const file = files[0];
  if (!file || file.size === 0) return ANIMATION_MESSAGES.noFile;
  const rules = UPLOAD_RULES[kind];
  if (!(rules.extensions as readonly string[]).includes(fileExtension(file.name))) return MESSAGES[kind].type;
  if (file.size > rules.maxBytes) return MESSAGES[kind].size;
  return null;
}

/** The `accept` attribute of a file input of `kind`: the extensions, so the picker shows the right files first. */
export function acceptOf(kind: UploadKind): string {
  return UPLOAD_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
}

/** A size in bytes for people: whole MB from 1 MB, else KB with one decimal, in the user's number format. */
export function formatBytes(bytes: number, language: string): string {
  const mb = 1024 * 1024;
  const format = (value: number, digits: number) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes >= mb) return `${format(bytes / mb, bytes % mb === 0 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024, 1)} KB`;
  return `${format(bytes, 0)} B`;
}
