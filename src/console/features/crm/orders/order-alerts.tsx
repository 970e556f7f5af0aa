/**
 * The console-wide CRM alerts as a component the app shell mounts (lazily, for staff holding `anchor:list`): new
 * orders (see {@link useOrderAlerts}) and due follow-ups (see {@link useDueReminder}).
 */
import { useDueReminder } from './use-due-reminder';
import { useOrderAlerts } from './use-order-alerts';

/** Renders nothing; tells of new orders and due follow-ups while mounted. */
export function OrderAlerts() {
  useOrderAlerts();
  useDueReminder();
  return null;
}
