/** The error state of a live sessions page: what could not be loaded, why (translated), and a retry button. */
import { Alert, Button } from '@chakra-ui/react';
import { useSessionsTranslation } from './i18n/sessions-locale';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** An alert with the reason and 'Retry'. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { mt, failure } = useSessionsTranslation();
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{failure(error)}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {mt('list.retry')}
      </Button>
    </Alert.Root>
  );
}
