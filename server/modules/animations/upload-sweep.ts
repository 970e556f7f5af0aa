/**
 * The timed task `sweepAnimationUploads`: removes uploaded animation files that no animation uses. An upload is stored
 * the moment its file is picked in the animation form, before the form is saved; a form abandoned (or a file replaced
 * by another) leaves a file behind that nothing references and that would otherwise stay on disk forever.
 *
 * A file goes only when both hold:
 * - no animation row (enabled or not) references it: its stored name appears in no `picture_url` / `resource_url`
 *   (whatever the URL around it: `/files/animations/<name>`, an absolute URL, a query string);
 * - it was last modified more than a day before the run, so a form still being filled in keeps its files.
 * Only the names this module writes are looked at (`<32 hex>.<ext>` files and `.upload-*.part` leftovers of an upload
 * cut short by a crash); anything else in the folder is left alone.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { vehicleAnimations } from '../../db/schema/animations';
import { defineTask, type TaskDefinition } from '../timing/task-registry';
import { STORED_NAME } from './uploads';

/** How old (by modification time) an unreferenced file must be before it is removed: one day. */
export const UPLOAD_SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** The temporary file of an upload in progress (uploads.ts); one left over means the process died mid-upload. */
const PARTIAL_UPLOAD = /^\.upload-[0-9a-f]{24}\.part$/;

/** A stored file name anywhere in a URL. */
const STORED_NAME_IN_URL = /[0-9a-f]{32}\.(?:jpg|jpeg|png|mp4|zip|pag)(?![0-9a-z])/g;

/** The stored file names the animation rows reference (lower case, as stored). */
export async function referencedUploadNames(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ picture: vehicleAnimations.pictureUrl, resource: vehicleAnimations.resourceUrl }).from(vehicleAnimations);
  const names = new Set<string>();
  for (const row of rows) {
    for (const url of [row.picture, row.resource]) {
      for (const match of (url ?? '').toLowerCase().matchAll(STORED_NAME_IN_URL)) names.add(match[0]);
    }
  }
  return names;
}

/** What a sweep did: files removed, and files kept because referenced or younger than a day. */
export interface UploadSweepResult {
  removed: number;
  referenced: number;
  young: number;
}

/**
 * Removes from `dir` the files no animation references whose modification time is more than `minAgeMs` before `now`.
 * The folder is listed (and each file's age read) before the references are, so a file saved into an animation while
 * the sweep runs is seen as referenced. A missing folder is an empty one.
 */
export async function sweepAnimationUploads(options: { db: DbOrTx; dir: string; now: Date; minAgeMs?: number }): Promise<UploadSweepResult> {
  const { db, dir, now } = options;
  const cutoff = now.getTime() - (options.minAgeMs ?? UPLOAD_SWEEP_MIN_AGE_MS);
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { removed: 0, referenced: 0, young: 0 };
    throw error;
  }
  const candidates: { name: string; old: boolean }[] = [];
  for (const name of entries) {
    if (!STORED_NAME.test(name) && !PARTIAL_UPLOAD.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    candidates.push({ name, old: info.mtimeMs < cutoff });
  }
  const referenced = await referencedUploadNames(db);
  const result: UploadSweepResult = { removed: 0, referenced: 0, young: 0 };
  for (const { name, old } of candidates) {
    if (referenced.has(name)) result.referenced += 1;
    else if (!old) result.young += 1;
    else {
      await rm(path.join(dir, name), { force: true });
      result.removed += 1;
    }
  }
  return result;
}

/** The timed task over the uploads folder `dir` (registered by the animations routes, which own the folder). */
export function uploadSweepTask(dir: string): TaskDefinition {
  return defineTask({
    name: 'sweepAnimationUploads',
    description: 'Deletes uploaded animation files that no animation uses and that are older than a day.',
    params: z.object({}).strict(),
    paramsHint: '',
    async run({ db, log, now }) {
      const result = await sweepAnimationUploads({ db, dir, now });
      log.info({ ...result }, `removed ${result.removed} unused animation upload(s)`);
      return result;
    },
  });
}
