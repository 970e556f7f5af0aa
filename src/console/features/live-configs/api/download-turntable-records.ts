/**
 * `GET api/liveConfigs/{id}/turntable/records/download?blurry` → an xlsx workbook of the records,
 * saved by the browser under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';

const FILE_NAME = /filename="?([^";]+)"?/i;

/** Downloads the workbook and hands it to the browser. @throws HttpRequestError. */
export async function downloadTurntableRecords({ id, blurry }: { id: number; blurry: string }): Promise<void> {
  const response = await http.get<Blob>(`api/liveConfigs/${id}/turntable/records/download`, {
    params: blurry === '' ? {} : { blurry },
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = FILE_NAME.exec(disposition)?.[1] ?? `turntable-records-${id}.xlsx`;
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Mutation of the export button (its pending state disables the button). */
export function useDownloadTurntableRecords() {
  return useMutation({ mutationFn: downloadTurntableRecords });
}
