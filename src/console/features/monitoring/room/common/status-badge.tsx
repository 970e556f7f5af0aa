/**
 * A monitored streamer's status as a coloured badge (the names of the monitoring pages): a live connection green, live
 * without one teal, on the way yellow, a dropped connection orange, the rest grey. The reason shows on hover.
 */
import { Badge } from '@chakra-ui/react';
import type { MonitorStatusName } from '../../../../../../streams/contracts/monitor';
import { useRoomTranslation } from '../i18n/use-room-translation';

const PALETTE: Readonly<Record<MonitorStatusName, string>> = {
  connected: 'green',
  tracked: 'teal',
  connecting: 'yellow',
  disconnected: 'orange',
  offline: 'gray',
  unknown: 'gray',
  disabled: 'gray',
};

export function MonitorStatusBadge({ status, reason }: { status: MonitorStatusName; reason?: string | null }) {
  const { mt } = useRoomTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'disabled' || status === 'unknown' ? 'outline' : 'subtle'} title={reason ?? undefined} data-status={status} whiteSpace="nowrap">
      {mt(`statuses.${status}`)}
    </Badge>
  );
}
