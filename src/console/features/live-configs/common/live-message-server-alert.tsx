/** The 'Message server connection …' banner (src/shared/ui/message-server-alert.tsx) for the console's realtime client. */
import { useRealtimeClient } from '@shared/realtime/realtime-context';
import { MessageServerAlert } from '@shared/ui/message-server-alert';

/** The banner of the console's shared realtime connection; nothing while healthy. */
export function LiveMessageServerAlert() {
  return <MessageServerAlert client={useRealtimeClient()} />;
}
