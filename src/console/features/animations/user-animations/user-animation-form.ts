/**
 * The user entry-animation form's logic, apart from its view so it is tested on its own (user
 * animation config: user ID, streamer ID, animation, expiry):
 * - the form holds what inputs give: texts, the chosen animation's id (null until chosen) and the expiry as a
 *   `datetime-local` value (`yyyy-MM-ddTHH:mm[:ss]`, a wall-clock time);
 * - {@link userAnimationFormSchema} turns them into the body of `POST/PUT api/userEntryAnimations` (expiry on the wire
 *   as `yyyy-MM-dd HH:mm:ss`, read by the server in its own zone, like every eladmin date) and validates it with the
 *   contract's `userEntryAnimationBodySchema`, which also strips a leading @ from both IDs;
 * - {@link toUserAnimationFormValues} reads a row of the list back into the form.
 */
import { z } from 'zod';
import { ANIMATION_MESSAGES, userEntryAnimationBodySchema, type UserEntryAnimationBody, type UserEntryAnimationRow } from '../../../../../streams/contracts/animations';

/** The form's values (see the module comment). */
export interface UserAnimationFormValues {
  userId: string;
  anchorId: string;
  /** null until an animation is chosen. */
  animationId: number | null;
  /** `yyyy-MM-ddTHH:mm` or `yyyy-MM-ddTHH:mm:ss`; '' until chosen. */
  expireTime: string;
}

/** The body the form sends (the contract schema's output: IDs trimmed, without @). */
export type UserAnimationFormOutput = z.output<typeof userEntryAnimationBodySchema>;

/** A new configuration: everything to fill in. */
export function userAnimationDefaults(): UserAnimationFormValues {
  return { userId: '', anchorId: '', animationId: null, expireTime: '' };
}

/** A `datetime-local` value → the wire's `yyyy-MM-dd HH:mm:ss` (seconds added when the input has none); other text as it is. */
export function toWireDateTime(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(local.trim());
  if (!match) return local.trim();
  return `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
}

/** The wire's `yyyy-MM-dd HH:mm:ss` → a `datetime-local` value (`yyyy-MM-ddTHH:mm:ss`); other text → ''. */
export function fromWireDateTime(wire: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(wire.trim());
  return match ? `${match[1]}T${match[2]}` : '';
}

/** A `Date` as a `datetime-local` value in the browser's zone, to the minute (what the quick expiry buttons set). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * `now` plus `days` (or one calendar year with `years`), to the minute, as a `datetime-local` value: the quick expiry
 * buttons, which count from the moment they are pressed.
 */
export function expiryAfter(now: Date, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const date = new Date(now.getTime());
  date.setFullYear(date.getFullYear() + years);
  date.setDate(date.getDate() + days);
  return toLocalInput(date);
}

/**
 * Whether a `datetime-local` value lies before `now` in the browser's clock. A hint only: the server decides
 * `expired` by its own clock and zone.
 */
export function isPast(local: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)).getTime() < now.getTime();
}

/** A row of the list as form values. */
export function toUserAnimationFormValues(row: UserEntryAnimationRow): UserAnimationFormValues {
  return { userId: row.userId, anchorId: row.anchorId, animationId: row.animationId, expireTime: fromWireDateTime(row.expireTime) };
}

const formShape = z.object({
  userId: z.string(),
  anchorId: z.string(),
  animationId: z.number().nullable(),
  expireTime: z.string(),
});

/** Form values in, the request body out, checked by the contract (see the module comment). */
export const userAnimationFormSchema = formShape
  .transform(
    (values): UserEntryAnimationBody => ({
      userId: values.userId,
      anchorId: values.anchorId,
      // Unchosen reaches the contract as missing, which answers 'Please choose the animation' (checked at run time;
      // the cast only tells the types so).
      animationId: (values.animationId ?? undefined) as number,
      expireTime: toWireDateTime(values.expireTime),
    }),
  )
  .pipe(userEntryAnimationBodySchema);

/** The form's field names, to put a server message that names one of them on it. */
export const USER_ANIMATION_FORM_FIELDS = Object.keys(formShape.shape) as ReadonlyArray<keyof UserAnimationFormValues>;

/** True when `path` (from a server `field: message`) is one of the form's fields. */
export function isUserAnimationFormField(path: string | null): path is keyof UserAnimationFormValues {
  return path !== null && (USER_ANIMATION_FORM_FIELDS as readonly string[]).includes(path);
}

/**
 * The field a server 400 belongs beside: the one it names (`field: message`), else the field its message is about
 * (the duplicate user/streamer refusal and the unknown or disabled animation come without a field name), else null
 * (shown above the form).
 */
export function refusalField(path: string | null, text: string): keyof UserAnimationFormValues | null {
  if (isUserAnimationFormField(path)) return path;
  if (text === ANIMATION_MESSAGES.duplicateUser) return 'userId';
  if (text === ANIMATION_MESSAGES.unknownAnimation) return 'animationId';
  return null;
}
