/** Links out of the phone pages: a streamer's TikTok live room and a WhatsApp chat. */

/** The TikTok live room of a handle (`@` and spaces dropped; the handle is encoded, never trusted as a path). */
export function tiktokLiveUrl(uniqueId: string): string {
  return `https://www.tiktok.com/@${encodeURIComponent(uniqueId.trim().replace(/^@+/, ''))}/live`;
}

/** The TikTok profile of a handle. */
export function tiktokProfileUrl(uniqueId: string): string {
  return `https://www.tiktok.com/@${encodeURIComponent(uniqueId.trim().replace(/^@+/, ''))}`;
}

/**
 * A WhatsApp chat with `number`: wa.me wants the international number as digits only (no `+`, spaces, dashes or
 * brackets). `null` when the number has no digits, so the page shows no dead button.
 */
export function whatsAppUrl(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits === '' ? null : `https://wa.me/${digits}`;
}

/** An Instagram profile of a handle (`@` dropped). */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle.trim().replace(/^@+/, ''))}/`;
}
