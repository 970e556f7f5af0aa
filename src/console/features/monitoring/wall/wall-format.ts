/**
 * How the wall writes its figures: elapsed live time, whole numbers and clock times in the user's language, and the
 * initials and colour an avatar without a picture gets. Formatters are made once per language (Intl objects are
 * costly to build and 48 tiles format several figures every poll). Pure.
 */

/** Live time as `h:mm:ss` (never negative); the hours always shown, so two minutes never read as two hours. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = String(Math.floor((total % 3_600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${hours}:${minutes}:${seconds}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A whole number with the language's grouping (`12,345`; Arabic keeps Latin digits as the console does elsewhere). */
export function formatWhole(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language, { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A clock time (`21:04:05`) of epoch ms `at`, in the browser's zone. */
export function formatClock(at: number, language: string): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : language, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    timeFormats.set(language, format);
  }
  return format.format(at);
}

/** Up to two initials of a display name (`Luna Star` → `LS`, `sora` → `S`); `?` when there is nothing to take. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  const initials = letters.map((word) => (word ? Array.from(word)[0] ?? '' : '')).join('');
  return initials === '' ? '?' : initials.toLocaleUpperCase();
}

/** A stable hue (0–359) for a streamer, so their initials keep their colour across polls and walls. */
export function hueOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % 360;
}
