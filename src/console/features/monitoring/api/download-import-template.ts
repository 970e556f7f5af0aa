/** `GET api/monitor/streamers/template` → the import's CSV template (its header row), saved under the server's file name. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

/** Downloads the template and hands it to the browser. @throws HttpRequestError. */
export async function downloadImportTemplate(): Promise<void> {
  const response = await http.get<Blob>('api/monitor/streamers/template', { responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'monitored-streamers-template.csv'));
}

/** Mutation of the template button. */
export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
