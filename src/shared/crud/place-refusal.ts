/**
 * Where a failed save's refusal goes in a form: a 400 naming fields of the form goes beside each of them (the first
 * focused); a 400 naming none may still belong beside one (`refusalField`, by its code or English message: a wrong
 * current password beside that field); anything else is the form's own failure, shown above or below the fields.
 * Texts are in the user's language (src/shared/i18n/server-messages.ts).
 */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { httpErrorOf } from '../http/http-error';
import { failureText, fieldRefusals } from '../i18n/server-messages';

/** How a form maps the server's fields onto its own. */
export interface RefusalPlacement<In extends FieldValues> {
  /** The form field a body path's message belongs to (`ttlMs` → `ttlSeconds`), or null to keep the path. */
  fieldOf?: ((path: string) => Path<In> | null) | undefined;
  /** The field a 400 naming none belongs beside, by its code (`OLD_PASSWORD_WRONG`) or English message; null: none. */
  refusalField?: ((message: string, code: string | undefined) => Path<In> | null) | undefined;
}

/**
 * Puts `error`'s refusal beside the fields it names (react-hook-form `setError`, type `server`).
 * @returns the text to show for the form as a whole, or null when every part went beside a field.
 */
export function placeRefusal<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  t: TFunction,
  error: unknown,
  { fieldOf, refusalField }: RefusalPlacement<In> = {},
): string | null {
  const known = Object.keys(form.getValues());
  const refusals = fieldRefusals(t, error)
    .map(({ field, message }) => ({ field: fieldOf?.(field) ?? field, message }))
    .filter(({ field }) => known.includes(field.split('.')[0] ?? ''));
  refusals.forEach(({ field, message }, index) => form.setError(field as Path<In>, { type: 'server', message }, { shouldFocus: index === 0 }));
  if (refusals.length > 0) return null;
  const http = httpErrorOf(error);
  const beside = http?.kind === 'http' && http.status === 400 && http.message ? refusalField?.(http.message.trim(), http.code) : null;
  if (!beside) return failureText(t, error);
  form.setError(beside, { type: 'server', message: failureText(t, error) }, { shouldFocus: true });
  return null;
}
