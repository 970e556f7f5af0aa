/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, otherwise a hidden textarea
 * and `execCommand('copy')` (plain-http intranet consoles have no Clipboard API).
 * @returns whether the text was copied (the caller shows 'Copied successfully' or 'Copy failed').
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
