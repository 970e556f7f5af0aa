/**
 * A failed row action shown above the table until closed, for pages that keep a refusal in view (it may name many
 * users) rather than in a toast: pair it with the flows' `onFailure`.
 */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../i18n/server-messages';
import { useCrudT } from './i18n/crud-locale';

/** The failure on show and its setter (`show` fits the flows' `onFailure`). */
export interface ActionErrorState {
  text: string | null;
  show: (error: unknown) => void;
  clear: () => void;
}

/** Holds the failure of the page's last action, in the user's language. */
export function useActionError(): ActionErrorState {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  return { text, show: (error) => setText(failureText(t, error)), clear: () => setText(null) };
}

/** The alert (nothing while there is no failure). */
export function ActionError({ state }: { state: ActionErrorState }) {
  const { ft } = useCrudT();
  if (state.text === null) return null;
  return (
    <Alert.Root status="error" role="alert" size="sm" data-testid="action-error">
      <Alert.Indicator />
      <Alert.Description flex="1">{state.text}</Alert.Description>
      <CloseButton size="xs" aria-label={ft('close')} onClick={state.clear} />
    </Alert.Root>
  );
}
