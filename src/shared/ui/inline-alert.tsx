/**
 * The small one-line alert the console's forms, pickers and tables put above their content (a refusal, a load
 * failure, a notice). Renders nothing while there is nothing to say, so callers write
 * `<InlineAlert text={formError} />` instead of a conditional around the whole Alert.
 */
import { Alert } from '@chakra-ui/react';
import type { AriaRole, ReactNode } from 'react';

/** Props of {@link InlineAlert}. */
export interface InlineAlertProps {
  /** What to say; `null`, `undefined`, `false` or `''` render nothing. */
  text: ReactNode;
  /** The alert's colour and icon; default `'error'`. */
  status?: 'error' | 'warning' | 'info' | 'success';
  /** The ARIA role; default `'alert'` for an error, none otherwise (a notice is not announced). */
  role?: AriaRole;
}

/** A small Chakra alert with its indicator and `text` as the title, or nothing when `text` is empty. */
export function InlineAlert({ text, status = 'error', role }: InlineAlertProps) {
  if (text === null || text === undefined || text === false || text === '') return null;
  return (
    <Alert.Root status={status} role={role ?? (status === 'error' ? 'alert' : undefined)} size="sm">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
