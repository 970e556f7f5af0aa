/**
 * Asks the browser's permission for system notifications of new orders; shown only while the user has neither
 * allowed nor refused them (browsers ask only after a click).
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useCrmT } from '../i18n/use-crm-t';

/** The button; nothing where notifications do not exist or were decided. */
export function NotificationsButton() {
  const { ft } = useCrmT();
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  if (permission !== 'default') return null;
  return (
    <Button size="sm" variant="outline" onClick={() => void Notification.requestPermission().then(setPermission)}>
      <LuBell aria-hidden="true" /> {ft('orders.enableNotifications')}
    </Button>
  );
}
