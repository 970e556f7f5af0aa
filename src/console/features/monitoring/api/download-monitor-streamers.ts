/**
 * `GET api/monitor/streamers/download?blurry&type&enabled&status&sort` → an xlsx workbook of the streamers matching the
 * list's filters (`monitor:list`), saved under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import type { MonitorStreamerSortField } from '../../../../../streams/contracts/monitor';
import { http } from '@shared/http/http-client';
import type { SortState } from '@shared/ui/list-sort';
import { fileNameOf, saveFile } from '@shared/ui/save-file';
import { filterParams, type MonitorStreamerFilters } from './get-monitor-streamers';

/** Downloads the workbook and hands it to the browser. @throws HttpRequestError. */
export async function downloadMonitorStreamers({ filters, sort }: { filters: MonitorStreamerFilters; sort: SortState<MonitorStreamerSortField> }): Promise<void> {
  const response = await http.get<Blob>('api/monitor/streamers/download', { params: filterParams(filters, sort), responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'monitored-streamers.xlsx'));
}

/** Mutation of the export button (its pending state disables the button). */
export function useDownloadMonitorStreamers() {
  return useMutation({ mutationFn: downloadMonitorStreamers });
}
