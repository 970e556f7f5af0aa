/**
 * A refused delete kept on the page (a list built with `deleteErrorInline`): 'Delete failed' and the server's reason,
 * in the user's language, until dismissed or the next delete. Lists whose refusals name what holds the rows (the
 * rules using a device) keep it in view rather than in a toast that fades.
 */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useCrudT } from './i18n/crud-locale';
import type { DeleteFlow } from './use-delete-flow';

/** Props of {@link DeleteError}. */
export interface DeleteErrorProps {
  flow: Pick<DeleteFlow<unknown>, 'error' | 'dismissError'>;
  /** The alert's title; default 'Delete failed'. */
  title?: string;
  /** The dismiss button's accessible name; default 'Close'. */
  dismissLabel?: string;
}

/** The alert, or nothing while there is no refusal. */
export function DeleteError({ flow, title, dismissLabel }: DeleteErrorProps) {
  const { ft } = useCrudT();
  if (flow.error === null) return null;
  return (
    <Alert.Root status="error" role="alert" size="sm" data-testid="delete-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? ft('deleteFailed')}</Alert.Title>
        <Alert.Description>{flow.error}</Alert.Description>
      </Alert.Content>
      <CloseButton size="xs" aria-label={dismissLabel ?? ft('close')} onClick={flow.dismissError} />
    </Alert.Root>
  );
}
