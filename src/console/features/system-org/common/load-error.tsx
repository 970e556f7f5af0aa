/** The list's load failure with a Retry button. */
import { Alert, Button } from '@chakra-ui/react';
import { useOrgTranslation } from '../i18n/use-org-translation';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { ot, failure } = useOrgTranslation();
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{ot('common.loadFailed')}</Alert.Title>
        <Alert.Description>{failure(error)}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {ot('common.retry')}
      </Button>
    </Alert.Root>
  );
}
