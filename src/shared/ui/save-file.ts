/**
 * Hands a downloaded file to the browser (an export's xlsx): under the server's file name from
 * `content-disposition`, or `fallback`.
 */

const FILE_NAME = /filename="?([^";]+)"?/i;

/** The file name of a `content-disposition` header, or `fallback`. */
export function fileNameOf(disposition: unknown, fallback: string): string {
  return FILE_NAME.exec(String(disposition ?? ''))?.[1] ?? fallback;
}

/** Saves `data` as `name` through a temporary link. */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
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
