/**
 * `POST api/users/updateAvatar`, multipart with one image in field `avatar` → `{avatar}` (any signed-in user, own
 * avatar; streams/contracts/user-center.ts). 400 with a contract message for a wrong type or a file over 10 MB; sent
 * `silent` so the page shows it beside the picker. On success the session user is re-read from `auth/info`, so every
 * place that shows the avatar follows.
 *
 * Through the XHR adapter, which reports upload progress everywhere (the console's fetch transport only does over
 * HTTP/2); the instance's interceptors apply as to every other request.
 */
import type { AxiosProgressEvent } from 'axios';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_EXTENSIONS,
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  avatarAnswerSchema,
  type AvatarAnswer,
} from '../../../../streams/contracts/user-center';
import { http } from '@shared/http/http-client';
import { useSessionMutation } from './session-mutation';

/** 10 MB on a slow line takes longer than the console's 30 s request timeout. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * What is wrong with a chosen file before it is sent, or null: the name and type must say jpg/jpeg/png, the size at
 * most 10 MB, and the first bytes must be a JPEG or PNG signature (the server checks the same).
 */
export async function avatarProblem(file: File): Promise<'type' | 'size' | 'fake' | null> {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const extensions: readonly string[] = AVATAR_EXTENSIONS;
  const types: readonly string[] = AVATAR_CONTENT_TYPES;
  if (!extensions.includes(extension) || (file.type !== '' && !types.includes(file.type))) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const jpeg = startsWith(head, [0xff, 0xd8, 0xff]);
  const png = startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return jpeg || png ? null : 'fake';
}

export interface AvatarUpload {
  file: File;
  /** Called with the share sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
}

const fractionOf = (event: AxiosProgressEvent) => Math.min(1, Math.max(0, event.progress ?? (event.total ? event.loaded / event.total : 0)));

/** Sends the image. @throws HttpRequestError (400 with the contract's message). */
export async function updateAvatar({ file, onProgress }: AvatarUpload): Promise<AvatarAnswer> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file, file.name);
  const { data } = await http.post<unknown>('api/users/updateAvatar', form, {
    adapter: 'xhr',
    // The instance's JSON content type would make axios serialise the FormData as JSON; multipart leaves the header
    // to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    silent: true,
    onUploadProgress: onProgress ? (event) => onProgress(fractionOf(event)) : undefined,
  });
  return avatarAnswerSchema.parse(data);
}

/** The save as a mutation; the session user is re-read after it. */
export function useUpdateAvatar() {
  return useSessionMutation(updateAvatar);
}
