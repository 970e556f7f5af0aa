/** `GET api/jobs/download` and `GET api/jobs/logs/download` → xlsx, saved under the server's file name (`timing:list`). */
import { useMutation } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

/** Downloads the tasks (`what: 'tasks'`, params: blurry) or the log (params: the log filters). @throws HttpRequestError. */
export async function downloadTiming(what: 'tasks' | 'logs', params: Record<string, unknown>): Promise<void> {
  const url = what === 'tasks' ? 'api/jobs/download' : 'api/jobs/logs/download';
  const response = await http.get<Blob>(url, { params, paramsSerializer: { indexes: null }, responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], what === 'tasks' ? 'timed-tasks.xlsx' : 'timed-task-log.xlsx'));
}

export function useDownloadTiming() {
  return useMutation({ mutationFn: ({ what, params }: { what: 'tasks' | 'logs'; params: Record<string, unknown> }) => downloadTiming(what, params) });
}
