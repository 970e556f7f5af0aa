/**
 * `GET api/monitor/sessions/download?blurry&type&live&from&to&sort` → an xlsx workbook of the sessions matching the
 * list's filters, in its order (`monitor:list`), saved under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import type { SessionSortField } from '../../../../../../streams/contracts/monitor-sessions';
import { http } from '@shared/http/http-client';
import type { SortState } from '@shared/ui/list-sort';
import { fileNameOf, saveFile } from '@shared/ui/save-file';
import { sessionFilterParams, type SessionFilters } from './get-live-sessions';

/** Downloads the workbook and hands it to the browser. @throws HttpRequestError. */
export async function downloadLiveSessions({ filters, sort }: { filters: SessionFilters; sort: SortState<SessionSortField> }): Promise<void> {
  const response = await http.get<Blob>('api/monitor/sessions/download', { params: sessionFilterParams(filters, sort), responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'room-data.xlsx'));
}

/** Mutation of the export button (its pending state disables the button). */
export function useDownloadLiveSessions() {
  return useMutation({ mutationFn: downloadLiveSessions });
}
