/** `GET api/{dept,menus,dict}/download` → the xlsx of the list's filters, saved under the server's file name. */
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

/** The export paths of this feature and the file names used when the server gives none. */
export const DOWNLOADS = {
  depts: ['api/dept/download', 'departments.xlsx'],
  menus: ['api/menus/download', 'menus.xlsx'],
  dicts: ['api/dict/download', 'dictionaries.xlsx'],
} as const;

/** Downloads and saves an export. @throws HttpRequestError. */
export async function downloadList(which: keyof typeof DOWNLOADS, params: Record<string, string | number>): Promise<void> {
  const [url, fallback] = DOWNLOADS[which];
  const response = await http.get<Blob>(url, { params, responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], fallback));
}
