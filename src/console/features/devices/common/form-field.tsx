/**
 * One labelled input of the devices forms with its message beside it: the RHF error's message (the client's check
 * or the server's 400, both contract messages), translated, else the helper text.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useDvTranslation } from '../i18n/use-dv-translation';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: string;
  error?: FieldError | undefined;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, input, and the message or the helper. */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const { rule } = useDvTranslation();
  const message = error?.message ? rule(error.message) : undefined;
  return (
    <Field.Root invalid={message !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {message !== undefined ? <Field.ErrorText>{message}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
