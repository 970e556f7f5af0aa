/**
 * A monitored streamer's status (machines/monitor-connection.machine.ts, kept by the scans) as a coloured badge with
 * the reason, in the user's language, as its title: "connected" green, live without a connection teal, on the way
 * yellow, a dropped connection orange, everything else grey. Shared by the streamers list and the room page.
 */
import { Badge } from '@chakra-ui/react';
import type { MonitorStatusName } from '../../../../../streams/contracts/monitor';
import { useMoTranslation } from '../i18n/use-mo-translation';
import { reasonText } from './reason-text';

const PALETTE: Readonly<Record<MonitorStatusName, string>> = {
  connected: 'green',
  tracked: 'teal',
  connecting: 'yellow',
  disconnected: 'orange',
  offline: 'gray',
  unknown: 'gray',
  disabled: 'gray',
};

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  status: MonitorStatusName;
  /** Why, in the scanner's words (shown translated on hover). */
  reason?: string | null;
}

/** The badge. */
export function StatusBadge({ status, reason }: StatusBadgeProps) {
  const { mt } = useMoTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'disabled' || status === 'unknown' ? 'outline' : 'subtle'} title={reasonText(mt, reason) ?? undefined} data-status={status} whiteSpace="nowrap">
      {mt(`statuses.${status}`)}
    </Badge>
  );
}
