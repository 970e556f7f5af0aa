/**
 * One labelled input of a console form with its message beside it: the RHF error's message (the client's check or the
 * server's 400, both contract messages) through the feature's `translate`, else the helper text.
 */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  label: string;
  error?: FieldError | undefined;
  helper?: ReactNode;
  required?: boolean;
  /** Puts a contract message (English) into the user's language; default: shown as written. */
  translate?: (message: string) => string;
  children: ReactNode;
}

/** Label, input, and the message or the helper. */
export function FormField({ label, error, helper, required, translate, children }: FormFieldProps) {
  const message = error?.message ? (translate ? translate(error.message) : error.message) : undefined;
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
