/** A list's load failure: what failed, why (translated), and a Retry button. */
import { Alert, Button } from '@chakra-ui/react';
import { useCrudT } from './i18n/crud-locale';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded; default 'Could not load the list'. */
  title?: string;
}

/** An alert with the reason and 'Retry'. */
export function LoadError({ error, onRetry, title }: LoadErrorProps) {
  const { ft, failure } = useCrudT();
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? ft('loadFailed')}</Alert.Title>
        <Alert.Description>{failure(error)}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {ft('retry')}
      </Button>
    </Alert.Root>
  );
}
