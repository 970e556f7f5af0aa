/** Human-readable browser of a session (eladmin shows e.g. "Chrome 126.0.0.0") via bowser. */
import Bowser from 'bowser';

/** `Name version` from a User-Agent header; 'Unknown' when there is none. */
export function browserName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown';
  const browser = Bowser.getParser(userAgent).getBrowser();
  const name = browser.name || 'Unknown';
  return browser.version ? `${name} ${browser.version}` : name;
}
