/**
 * The scanner's reasons and the wall's alert details as codes with params, and their English wording.
 *
 * The server keeps English in its logs and in the documented API fields (`statusReason`, a tile's `reason`, the
 * connection log's `reason`, an alert's `detail`); the console shows the user's language instead: it reads a reason
 * back to its code with {@link readMonitorReason} (the English is made here from the same templates, so every
 * reason the scanner writes reads back exactly), and an alert carries its code and params beside its `detail`.
 * Anything else (the platform's own words for a drop) has no code and is shown as given. Pure.
 */

/** A param of a reason: a name, a count, the platform's words. */
export type ReasonParams = Readonly<Record<string, string | number>>;

/** English templates of the scanner's reasons (`{name}` = a param). */
export const MONITOR_REASON_TEXTS = {
  notLive: 'not live',
  tracked: 'live (regular monitor: stats per scan, no live connection)',
  connecting: 'live: connecting',
  connected: 'connected to the live room',
  reconnecting: 'reconnecting',
  streamEnded: 'stream ended',
  typeTracked: 'monitor type changed to {type}: live connection closed',
  typeConnecting: 'monitor type changed to {type}: connecting',
  disabled: 'monitoring disabled',
  enabled: 'monitoring enabled',
  roomStopped: 'the live room was stopped: {reason}',
  idChanged: 'TikTok ID changed from {from} to {to}',
  replayEnded: 'the replay was played to its end',
} as const;
export type MonitorReasonCode = keyof typeof MONITOR_REASON_TEXTS;

/** English templates of the wall's alert details. */
export const WALL_ALERT_TEXTS = {
  connectionLost: 'connection lost: {reason}',
  streamGone: 'the stream is no longer live (found by a scan while the live connection was up)',
  pkStarted: 'PK started',
  giftSent: '{sender} sent {gift} ×{count}',
} as const;
export type WallAlertCode = keyof typeof WALL_ALERT_TEXTS;
export const WALL_ALERT_CODES = Object.keys(WALL_ALERT_TEXTS) as [WallAlertCode, ...WallAlertCode[]];

/** The name a PK team of another host gets when the platform gives none (the console translates it). */
export const OPPONENT_NAME = 'Opponent';

/** `template` with its `{param}`s filled in (a missing param stays as `{param}`). */
export function fillReason(template: string, params: ReasonParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English of a scanner reason. */
export function monitorReason(code: MonitorReasonCode, params?: ReasonParams): string {
  return fillReason(MONITOR_REASON_TEXTS[code], params);
}

/** The English of an alert's detail. */
export function wallAlertText(code: WallAlertCode, params?: ReasonParams): string {
  return fillReason(WALL_ALERT_TEXTS[code], params);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a whole-text pattern, its params in order. */
const PATTERNS = (Object.entries(MONITOR_REASON_TEXTS) as Array<[MonitorReasonCode, string]>).map(([code, template]) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = template
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.+)');
  return { code, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** A reason read back to its code. */
export interface ReadReason {
  code: MonitorReasonCode;
  params: Readonly<Record<string, string>>;
}

/**
 * The code and params of a reason the scanner wrote ({@link MONITOR_REASON_TEXTS}).
 * @returns null for other words (the platform's reason of a drop, an empty reason).
 */
export function readMonitorReason(reason: string | null | undefined): ReadReason | null {
  if (!reason) return null;
  for (const { code, names, pattern } of PATTERNS) {
    const match = pattern.exec(reason);
    if (match) return { code, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}
