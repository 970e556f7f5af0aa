/**
 * The realtime connection as SPEC §8 words it ('Message server connection failed' when closed for good,
 * 'Message server connection is disconnected' while reconnecting or offline); nothing while healthy. A copy of
 * the live pages' banner, since features do not import each other.
 */
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRealtimeClient } from '../../../../shared/realtime/realtime-context';
import { useConnectionState } from '../../../../shared/realtime/use-connection-state';

/** Shows the connection problem, if any, with a Reconnect button. */
export function MessageServerAlert() {
  const { t } = useTranslation();
  const client = useRealtimeClient();
  const connection = useConnectionState(client);
  const failed = connection.status === 'closed' || connection.status === 'stopped';
  const disconnected =
    connection.status === 'backoff' || connection.status === 'offline' || (connection.status === 'connecting' && connection.attempt > 0);
  if (!failed && !disconnected) return null;
  return (
    <Alert.Root status={failed ? 'error' : 'warning'} role="alert" size="sm" data-testid="message-server-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(failed ? 'live.messageServerFailed' : 'live.messageServerDisconnected')}</Alert.Title>
      </Alert.Content>
      {connection.status !== 'offline' ? (
        <Button size="xs" variant="outline" onClick={() => client.reconnect()}>
          {t('live.reconnect')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
