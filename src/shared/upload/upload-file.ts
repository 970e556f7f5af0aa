/**
 * Sends one file as multipart (field `file`) to an upload endpoint and reads back where it is served
 * ({@link UploadedFile}, streams/contracts/animations.ts): the animation library's uploads and the CRM's screenshots.
 *
 * This one request goes through the XHR adapter: the console's transport uses fetch, whose upload progress needs a
 * streamed request body, which Chromium only sends over HTTP/2; XHR reports `upload.onprogress` everywhere. The
 * instance's interceptors (token, duplicate guard, typed errors) apply as to every other request.
 */
import type { AxiosProgressEvent } from 'axios';
import { uploadedFileSchema, type UploadedFile } from '../../../streams/contracts/animations';
import { http } from '../http/http-client';

/** Uploads can take longer than the console's 30 s request timeout on a slow line: 10 minutes for 50 MB. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** What an upload field hands to its upload: the file, a progress callback and the signal that cancels it. */
export interface UploadRequest {
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
 * Sends `request.file` to `path` with the query `params`.
 * @returns where it is served, its original name and size in bytes.
 * @throws HttpRequestError (400 with the contract's message; `cancelled` when the signal aborts).
 */
export async function uploadFile(path: string, params: Readonly<Record<string, string>>, { file, onProgress, signal }: UploadRequest): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<unknown>(path, form, {
    params,
    adapter: 'xhr',
    // The instance's JSON content type would make axios serialise the FormData as JSON; multipart makes the adapter
    // leave the header to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    silent: true,
    // Two screenshots chosen one right after the other go to the same path: both are sent.
    concurrent: true,
    signal,
    onUploadProgress: onProgress ? (event) => onProgress(progressFraction(event)) : undefined,
  });
  return uploadedFileSchema.parse(data);
}
