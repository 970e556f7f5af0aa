/**
 * When a counted gift fires a control rule (room + gift + minimum count or diamonds → command on a device, with a
 * cooldown; contract streams/contracts/devices.ts). Pure: no I/O, so the decisions are tested on
 * their own (rule-match.test.ts) and the firing transaction only applies them.
 */

/** What a rule asks of a gift. */
export interface GiftCriteria {
  /** Null: any gift. */
  giftId: string | null;
  /** Least repeatCount; null: no minimum. */
  minCount: number | null;
  /** Least diamonds (per gift × count); null: no minimum. */
  minDiamonds: number | null;
}

/** The counted gift's figures the criteria read (streams/live/room-topic.ts `countedGiftSchema`). */
export interface GiftFigures {
  giftId: string;
  repeatCount: number;
  diamonds: number;
}

/**
 * Whether `gift` qualifies: it is the rule's gift (or the rule takes any gift) and it reaches every minimum that is
 * set. A rule with neither minimum fires on every matching gift.
 */
export function giftQualifies(rule: GiftCriteria, gift: GiftFigures): boolean {
  if (rule.giftId !== null && rule.giftId !== gift.giftId) return false;
  if (rule.minCount !== null && gift.repeatCount < rule.minCount) return false;
  if (rule.minDiamonds !== null && gift.diamonds < rule.minDiamonds) return false;
  return true;
}

/** Whether a qualifying gift is sent, or logged `skipped` with the reason. */
export type CooldownDecision = { send: true } | { send: false; reason: string };

/** Seconds, with one decimal only when under 10 s (what a person reads in the log). */
const seconds = (ms: number): string => (ms < 10_000 && ms % 1_000 !== 0 ? (ms / 1_000).toFixed(1) : String(Math.round(ms / 1_000)));

/**
 * The cooldown's verdict for a gift counted at `giftAt` (ms) when the rule last sent a command for a gift counted at
 * `lastSentAt` (ms; null: never). Gifts are compared by when they were counted, not by when a server got to them, so
 * a catch-up after a restart decides as the live stream would have; the distance is taken either way, since gifts of
 * two rooms of one streamer may be handled out of order.
 */
export function cooldownDecision(cooldownMs: number, lastSentAt: number | null, giftAt: number): CooldownDecision {
  if (cooldownMs <= 0 || lastSentAt === null) return { send: true };
  const since = Math.abs(giftAt - lastSentAt);
  if (since >= cooldownMs) return { send: true };
  return { send: false, reason: `cooldown: the rule sent a command ${seconds(since)} s before this gift (cooldown ${seconds(cooldownMs)} s)` };
}
