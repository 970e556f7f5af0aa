/**
 * One labelled input of the configuration form with its message beside it: the first message found under the
 * field's error node (field-messages.ts), translated (messages.ts), else the helper text.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { messagesIn } from '../common/field-messages';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: string;
  /** The RHF error node of the field (any shape). */
  error?: unknown;
  helper?: string;
  required?: boolean;
  children: ReactNode;
  /** Passed to Field.Root (layout). */
  flex?: string;
  minW?: string;
  maxW?: string;
}

/** Translated messages under `error`, deduplicated. */
export function useRuleMessages(error: unknown): string[] {
  const { rule } = useLcTranslation();
  return messagesIn(error).map((message) => rule(message));
}

/** Label, input, and the message or the helper. */
export function FormField({ label, error, helper, required, children, flex, minW, maxW }: FormFieldProps) {
  const messages = useRuleMessages(error);
  return (
    <Field.Root invalid={messages.length > 0} required={required} flex={flex} minW={minW} maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      {children}
      {messages.length > 0 ? <Field.ErrorText>{messages.join(' ')}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
