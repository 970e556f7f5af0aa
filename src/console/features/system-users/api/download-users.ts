/** `GET api/users/download` with the list's filters → xlsx, saved under the server's file name. */
import { useMutation } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { fileNameOf, saveFile } from '@shared/ui/save-file';
import { userFilterParams, type UserFilters } from './get-users';

export async function downloadUsers(filters: UserFilters): Promise<void> {
  const response = await http.get<Blob>('api/users/download', { params: userFilterParams(filters), responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'users.xlsx'));
}

export function useDownloadUsers() {
  return useMutation({ mutationFn: downloadUsers });
}
