/**
 * How the CRM forms' selects map to the bodies: a yes/no select ('' | 'true' | 'false') to a boolean (or nothing), a
 * blank select or number to nothing, a comma-separated text to the labels list. Wrapped around the contract's own
 * field schemas, so the form refuses with the contract's messages.
 */
import { z } from 'zod';
import type { SelectOption } from '@shared/ui/select-options';

/** '' or a missing value as undefined (a required choice then fails with its own message). */
const blank = (value: unknown): unknown => (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value);

/** A yes/no select's text as a boolean; '' as undefined. */
const yesNo = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : blank(value));

/** `schema` fed by a yes/no select. */
export const fromYesNo = <S extends z.ZodType>(schema: S) => z.preprocess(yesNo, schema);

/** `schema` (nullable) fed by a yes/no select where '' means not known (null), not "not chosen". */
export const fromYesNoOrNull = <S extends z.ZodType>(schema: S) => z.preprocess((value) => yesNo(value) ?? null, schema);

/** `schema` fed by a select or number input where '' (or an empty number) means none. */
export const fromBlank = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema);

/** `schema` (nullable) fed by a select or input where '' means null. */
export const blankAsNull = <S extends z.ZodType>(schema: S) => z.preprocess((value) => blank(value) ?? null, schema);

/** `schema` (a list of labels) fed by a comma-separated text. */
export const fromLabelText = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[,，]/)
            .map((label) => label.trim())
            .filter((label) => label !== '')
        : value,
    schema,
  );

/** A boolean (or null) as a yes/no select's text. */
export const yesNoText = (value: boolean | null | undefined): string => (value === true ? 'true' : value === false ? 'false' : '');

/** A yes/no select's options: 'Choose…', Yes, No. */
export const yesNoOptions = (words: { choose: string; yes: string; no: string }): SelectOption[] => [
  { value: '', label: words.choose },
  { value: 'true', label: words.yes },
  { value: 'false', label: words.no },
];

/**
 * `schema` (an object) fed by a form whose optional text fields in `keys` hold '' when left empty: sent as null, so
 * an edit does not turn a missing value into an empty text.
 */
export const blanksAsNull = <S extends z.ZodType>(keys: readonly string[], schema: S) =>
  z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input;
    const values: Record<string, unknown> = { ...input };
    for (const key of keys) if (typeof values[key] === 'string' && values[key].trim() === '') values[key] = null;
    return values;
  }, schema);
