/** The console-wide order alert as a component the app shell mounts (lazily, for staff holding `anchor:list`). */
import { useOrderAlerts } from './use-order-alerts';

/** Renders nothing; tells of new orders while mounted (see {@link useOrderAlerts}). */
export function OrderAlerts() {
  useOrderAlerts();
  return null;
}
