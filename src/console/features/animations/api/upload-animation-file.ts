/**
 * `POST api/vehicleAnimations/upload?kind=picture|resource`, multipart with one file in field `file` →
 * {@link UploadedFile} (`animation:add|edit`; streams/contracts/animations.ts; one file at a time). The server answers
 * 400 with a contract message for a wrong type, a too-large file or more than one file; sent `silent` so the field
 * shows it beside itself. The request itself is the shared upload (src/shared/upload/upload-file.ts).
 */
import type { UploadKind, UploadedFile } from '../../../../../streams/contracts/animations';
import { uploadFile, type UploadRequest } from '@shared/upload/upload-file';

/** What {@link uploadAnimationFile} takes. */
export interface UploadInput extends UploadRequest {
  kind: UploadKind;
}

/** Sends one file of `kind`. @throws HttpRequestError (400 with the contract's message; `cancelled` when aborted). */
export function uploadAnimationFile({ kind, ...request }: UploadInput): Promise<UploadedFile> {
  return uploadFile('api/vehicleAnimations/upload', { kind }, request);
}

