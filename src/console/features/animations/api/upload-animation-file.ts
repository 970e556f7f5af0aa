/**
 * `POST api/vehicleAnimations/upload?kind=picture|resource`, multipart with one file in field `file` →
 * {@link UploadedFile} (`animation:add|edit`; streams/contracts/animations.ts; one file at a time). The server answers
 * 400 with a contract message for a wrong type, a too-large file or more than one file; sent `silent` so the field
 * shows it beside itself.
 *
 * This one request goes through the XHR adapter: the console's transport uses fetch, whose upload progress needs a
 * streamed request body, which Chromium only sends over HTTP/2; XHR reports `upload.onprogress` everywhere. The
 * instance's interceptors (token, duplicate guard, typed errors) apply as to every other request.
 */
import { useMutation } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { uploadedFileSchema, type UploadKind, type UploadedFile } from '../../../../../streams/contracts/animations';
import { http } from '@shared/http/http-client';

/** Uploads can take longer than the console's 30 s request timeout on a slow line: 10 minutes for 50 MB. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What {@link uploadAnimationFile} takes. */
export interface UploadInput {
  kind: UploadKind;
  file: File;
  /** Called with the share sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The share of an upload sent, 0..1 (0 while the size is unknown). */
export function progressFraction(event: Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>): number {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.min(1, Math.max(0, fraction));
}

/**
 * Sends one file.
 * @returns where it is served (`/files/animations/<name>`), its original name and size in bytes.
 * @throws HttpRequestError (400 with the contract's message; `cancelled` when `signal` aborts).
 */
export async function uploadAnimationFile({ kind, file, onProgress, signal }: UploadInput): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<unknown>('api/vehicleAnimations/upload', form, {
    params: { kind },
    adapter: 'xhr',
    // The instance's JSON content type would make axios serialise the FormData as JSON; multipart makes the adapter
    // leave the header to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    silent: true,
    signal,
    onUploadProgress: onProgress ? (event) => onProgress(progressFraction(event)) : undefined,
  });
  return uploadedFileSchema.parse(data);
}

/** Mutation uploading one file (nothing to invalidate: the file is only referenced once the form is saved). */
export function useUploadAnimationFile() {
  return useMutation({ mutationFn: uploadAnimationFile });
}
