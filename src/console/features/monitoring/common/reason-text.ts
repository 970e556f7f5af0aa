/**
 * The scanner's reason (a status's `statusReason`, a tile's `reason`, a connection-log line) in the user's language:
 * a reason the scanner wrote is read back to its code (streams/monitor/monitor-reasons.ts) and translated; the
 * platform's own words (a drop's reason) have no code and are shown as given.
 */
import { MONITOR_TYPES, type MonitorType } from '../../../../../streams/contracts/monitor';
import { readMonitorReason, type MonitorReasonCode } from '../../../../../streams/monitor/monitor-reasons';
import type { MoT } from '../i18n/monitoring-locale';

const isType = (value: string): value is MonitorType => (MONITOR_TYPES as readonly string[]).includes(value);

/** The code of `reason` when the scanner wrote it, null otherwise. */
export const reasonCodeOf = (reason: string | null | undefined): MonitorReasonCode | null => readMonitorReason(reason)?.code ?? null;

/**
 * `reason` in `mt`'s language.
 * @returns null for no reason; the reason as given when it is not one of the scanner's.
 */
export function reasonText(mt: MoT, reason: string | null | undefined): string | null {
  if (!reason) return null;
  const read = readMonitorReason(reason);
  if (!read) return reason;
  const params: Record<string, string> = { ...read.params };
  const type = params.type;
  if (type !== undefined && isType(type)) params.type = mt(`types.${type}`);
  // Inner reasons (a room stopped for a reason the scanner wrote) are translated too.
  if (params.reason !== undefined) params.reason = reasonText(mt, params.reason) ?? params.reason;
  return mt(`reasons.${read.code}`, params);
}
