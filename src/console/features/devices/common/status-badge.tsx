/** A command's status as a coloured badge, its meaning (and the reason, when there is one) on hover. */
import { Badge } from '@chakra-ui/react';
import type { CommandStatus } from '../../../../../streams/contracts/devices';
import { useDvTranslation } from '../i18n/use-dv-translation';

const PALETTE: Readonly<Record<CommandStatus, string>> = { queued: 'orange', sent: 'blue', acked: 'green', failed: 'red', expired: 'gray', skipped: 'purple' };

export function StatusBadge({ status, reason }: { status: CommandStatus; reason: string | null }) {
  const { dt } = useDvTranslation();
  const hint = dt(`statusHints.${status}`);
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'acked' ? 'solid' : 'subtle'} title={reason ? `${hint}\n${reason}` : hint} data-status={status}>
      {dt(`statuses.${status}`)}
    </Badge>
  );
}
