/** `GET api/logs/download` (`log:list`) / `GET api/logs/error/download` (`admin`) → xlsx of the rows matching the filters. */
import { useMutation } from '@tanstack/react-query';
import type { LogSort } from '../../../../../streams/contracts/logs';
import { http } from '@shared/http/http-client';
import type { SortState } from '@shared/ui/list-sort';
import { fileNameOf, saveFile } from '@shared/ui/save-file';
import { logParams, type LogFilters } from './get-logs';
import { listPath, type LogKind } from './log-keys';

export async function downloadLogs(kind: LogKind, query: LogFilters & { sort: SortState<LogSort> }): Promise<void> {
  const response = await http.get<Blob>(`${listPath(kind)}/download?${logParams(query).toString()}`, { responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], kind === 'info' ? 'operation-log.xlsx' : 'error-log.xlsx'));
}

export function useDownloadLogs(kind: LogKind) {
  return useMutation({ mutationFn: (query: LogFilters & { sort: SortState<LogSort> }) => downloadLogs(kind, query) });
}
