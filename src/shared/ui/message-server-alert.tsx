/**
 * The realtime connection in the product's words: 'Message server connection failed' when the socket was closed
 * for good (the server refused it, e.g. an expired token), 'Message server connection is disconnected' while
 * the client waits to reconnect or the browser is offline. Nothing while connected or connecting the first
 * time, so a healthy page shows no banner.
 */
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RealtimeClient } from '../realtime/realtime-client';
import { useConnectionState } from '../realtime/use-connection-state';

/** Shows the connection problem, if any, with a Reconnect button. */
export function MessageServerAlert({ client }: { client: RealtimeClient }) {
  const { t } = useTranslation();
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
