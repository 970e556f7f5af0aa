/** `GET api/roles/download?blurry` → xlsx of the filtered roles. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

export async function downloadRoles(blurry: string): Promise<void> {
  const response = await http.get<Blob>('api/roles/download', { params: blurry ? { blurry } : {}, responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'roles.xlsx'));
}

export function useDownloadRoles() {
  return useMutation({ mutationFn: downloadRoles });
}
