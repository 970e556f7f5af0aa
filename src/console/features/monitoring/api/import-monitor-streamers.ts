/**
 * `POST api/monitor/streamers/import?mode=strict|skip`, multipart with one file in field `file` →
 * {@link MonitorImportResult} (`monitor:add`; streams/contracts/monitor.ts). A refused file answers 400 with the
 * problems by row ({@link MonitorImportRefusal}); that body is what the result dialog shows, so a 400 is read as an
 * answer here rather than thrown. Other failures (401, 403, 413, network) throw as usual.
 */
import {
  monitorImportRefusalSchema,
  monitorImportResultSchema,
  type ImportMode,
  type MonitorImportRefusal,
  type MonitorImportResult,
} from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import { monitorStreamersApi } from './monitor-streamers-api';

/** A 5 MB file on a slow line takes longer than the console's 30 s request timeout. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** What an import comes to: streamers written, or the file refused with its problems (nothing written). */
export type ImportOutcome = { ok: true; result: MonitorImportResult } | { ok: false; refusal: MonitorImportRefusal };

/**
 * Sends the file.
 * @throws HttpRequestError for anything but a 200 or 400 answer; ZodError when an answer breaks the contract.
 */
export async function importMonitorStreamers({ file, mode }: { file: File; mode: ImportMode }): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await http.post<unknown>('api/monitor/streamers/import', form, {
    params: { mode },
    // The instance's JSON content type would make axios serialise the FormData as JSON; multipart makes it leave the
    // header to the browser, which adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: IMPORT_TIMEOUT_MS,
    silent: true,
    validateStatus: (status) => status === 200 || status === 400,
  });
  if (response.status === 200) return { ok: true, result: monitorImportResultSchema.parse(response.data) };
  return { ok: false, refusal: monitorImportRefusalSchema.parse(response.data) };
}

/** Mutation of the import dialog; in the list's turn, refreshing it after the import. */
export const useImportMonitorStreamers = () => monitorStreamersApi.useWrite(importMonitorStreamers);
