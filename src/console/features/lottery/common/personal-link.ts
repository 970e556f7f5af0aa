/** A lottery code's personal link: the public wheel page of this console's address, opened with the code. */

/** `https://console/whiteListPages/luckLottery?code=…` for `code` at `origin`. */
export function personalLink(code: string, origin: string): string {
  return `${origin}/whiteListPages/luckLottery?code=${encodeURIComponent(code)}`;
}
