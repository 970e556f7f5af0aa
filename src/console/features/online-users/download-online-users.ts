/** `GET auth/online/download?filter=&sort=` → the matching sessions as xlsx, saved under the server's file name. */
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

export async function downloadOnlineUsers(query: { filter: string; sort: string }): Promise<void> {
  // silent: the page says "Export failed" itself.
  const response = await http.get<Blob>('auth/online/download', { params: query, responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'online-users.xlsx'));
}
