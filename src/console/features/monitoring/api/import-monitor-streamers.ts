/**
 * `POST api/monitor/streamers/import?mode=strict|skip`, multipart with one file in field `file` →
 * {@link MonitorImportResult} (`monitor:add`; streams/contracts/monitor.ts). A refused file answers 400 with the
 * problems by row; the shared import (src/shared/crud/import-file.ts) reads it as an answer for the dialog.
 */
import { monitorImportResultSchema, type ImportMode, type MonitorImportResult } from '../../../../../streams/contracts/monitor';
import { importFile, type ImportOutcome } from '@shared/crud/import-file';
import { monitorStreamersApi } from './monitor-streamers-api';

/**
 * Sends the file.
 * @throws HttpRequestError for anything but a 200 or 400 answer; ZodError when an answer breaks the contract.
 */
export function importMonitorStreamers({ file, mode }: { file: File; mode: ImportMode }): Promise<ImportOutcome<MonitorImportResult>> {
  return importFile('api/monitor/streamers/import', file, monitorImportResultSchema, { mode });
}

/** Mutation of the import dialog; in the list's turn, refreshing it after the import. */
export const useImportMonitorStreamers = () => monitorStreamersApi.useWrite(importMonitorStreamers);
