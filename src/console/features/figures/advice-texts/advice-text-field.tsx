/**
 * The text being edited: its topic's placeholders as chips that insert `{name}` at the cursor (replacing a selection),
 * the textarea in the text's language and direction, and one message beside it: the placeholders
 * `validateAdviceText` finds unknown as the user types, each named, else the form's or the server's refusal
 * (400 `ADVICE_TEXT_PLACEHOLDER`, translated).
 */
import { Button, Stack, Text, Textarea, Wrap, chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { ADVICE_TEXT_MAX, type AdviceTextBody } from '../../../../../streams/contracts/weekly-reports';
import type { AdviceLang } from '../../../../../streams/reports/advice-texts';
import { FormField } from '@shared/ui/form-field';
import { dirOf } from './advice-text-names';
import { useAdviceTextsT } from './i18n/advice-texts-locale';

/** The form of the editor: the text only (key and language are the row's). */
export type AdviceTextForm = UseFormReturn<Pick<AdviceTextBody, 'text'>>;

/** `{a}, {b}` as the messages list placeholders. */
export const braced = (names: readonly string[]): string => names.map((name) => `{${name}}`).join(', ');

/** Props of {@link AdviceTextField}. */
export interface AdviceTextFieldProps {
  form: AdviceTextForm;
  lang: AdviceLang;
  /** The placeholders the text's topic provides. */
  allowed: readonly string[];
  /** The unknown placeholders of the text as typed (empty: acceptable). */
  unknown: readonly string[];
}

/** Chips, textarea and its message. */
export function AdviceTextField({ form, lang, allowed, unknown }: AdviceTextFieldProps) {
  const { ft, rule } = useAdviceTextsT();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const text = useWatch({ control: form.control, name: 'text' });
  const { ref, ...registered } = form.register('text');
  const error = (get(form.formState.errors, 'text') as { message?: string } | undefined)?.message;
  // The placeholders found as typed are worded by the page (the form's Save check says the same in the catalog's
  // words); any other message (too long, empty, the server's) is the form's.
  const shown = unknown.length > 0 ? ft('editor.unknown', { names: braced(unknown), allowed: braced(allowed) }) : error ? rule(error) : undefined;

  /** Puts `{name}` where the cursor is (over the selection), then the cursor after it. */
  const insert = (name: string) => {
    const element = area.current;
    const current = form.getValues('text');
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const piece = `{${name}}`;
    form.setValue('text', current.slice(0, start) + piece + current.slice(end), { shouldDirty: true });
    if (form.formState.errors.text) form.clearErrors('text');
    // The textarea shows the new value after React renders; the cursor goes after the piece then.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + piece.length, start + piece.length);
    });
  };

  // Its own left-to-right box, so the count reads '169 / 1000' in Arabic too.
  const counter = (
    <chakra.span dir="ltr" display="inline-block">
      {`${text.length} / ${ADVICE_TEXT_MAX}`}
    </chakra.span>
  );
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium" id="advice-placeholders-label">
          {ft('editor.placeholders')}
        </Text>
        <Wrap gap="1" role="group" aria-labelledby="advice-placeholders-label">
          {allowed.map((name) => (
            <Button key={name} size="xs" variant="subtle" colorPalette="brand" fontFamily="mono" aria-label={ft('editor.insert', { name: `{${name}}` })} onClick={() => insert(name)}>
              {`{${name}}`}
            </Button>
          ))}
        </Wrap>
      </Stack>
      <FormField label={ft('editor.text')} required error={shown ? { type: 'validate', message: shown } : undefined} helper={counter}>
        <Textarea
          {...registered}
          ref={(element) => {
            ref(element);
            area.current = element;
          }}
          dir={dirOf(lang)}
          lang={lang}
          rows={6}
          maxLength={ADVICE_TEXT_MAX}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
        />
      </FormField>
    </Stack>
  );
}
