/** A command's status as a coloured badge, its meaning (and the reason, when there is one) on hover. */
import { Badge } from '@chakra-ui/react';
import type { CommandStatus } from '../../../../../streams/contracts/devices';
import { useDevicesT } from '../i18n/devices-locale';

const PALETTE: Readonly<Record<CommandStatus, string>> = { queued: 'orange', sent: 'blue', acked: 'green', failed: 'red', expired: 'gray', skipped: 'purple' };

export function StatusBadge({ status, reason }: { status: CommandStatus; reason: string | null }) {
  const { ft } = useDevicesT();
  const hint = ft(`statusHints.${status}`);
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'acked' ? 'solid' : 'subtle'} title={reason ? `${hint}\n${reason}` : hint} data-status={status}>
      {ft(`statuses.${status}`)}
    </Badge>
  );
}
