/**
 * Refusals of the streamers' lottery (streams/lottery/lottery-rules.ts, streams/contracts/lottery.ts,
 * server/modules/lottery): the spec's messages ("invalid code, code already used, link no longer valid, activity not
 * started, activity ended, draw failure"), the draw hours, and the staff pages' prize and activity rules. English
 * templates; `{{name}}` is a param. A template that starts with `field: ` names its field in the message itself.
 */
import { messagesOf } from './template';

export const LOTTERY_REFUSALS = {
  LOTTERY_CODE_REQUIRED: 'code: enter your lottery code',
  LOTTERY_CODE_INVALID: 'This lottery code is not valid',
  LOTTERY_CODE_USED: 'This code was already used today: come back tomorrow between 18:00 and 22:00 (Dubai time)',
  LOTTERY_LINK_INVALID: 'This lottery link is no longer valid',
  LOTTERY_NOT_STARTED: 'The activity has not started yet: it starts on {{date}}',
  LOTTERY_ENDED: 'The activity is over: it ended on {{date}}',
  LOTTERY_OUTSIDE_HOURS: 'Draws are open from 18:00 to 22:00 Dubai time (GMT+4): come back at {{time}}',
  LOTTERY_DRAW_FAILED: 'The draw failed: please try again',
  LOTTERY_PROBABILITY: 'probability: a whole number from 1 to 100',
  LOTTERY_PROBABILITY_TOTAL: 'probability: the prizes of an activity add up to {{total}}; the total may be at most 100',
  LOTTERY_ACTIVITY_DATES: 'endDate: the last day cannot be before the first day',
  LOTTERY_ACTIVITY_NOT_FOUND: 'Activity {{id}} does not exist',
  LOTTERY_PRIZE_NOT_FOUND: 'Prize {{id}} does not exist',
  LOTTERY_CODE_NOT_FOUND: 'Lottery code {{id}} does not exist',
  LOTTERY_CODE_DRAWN: 'Code {{code}} has draws on record: revoke it instead of deleting it',
  LOTTERY_PRIZE_DRAWN: 'Prize {{name}} was already drawn, so its records keep it: set its probability or stock to 0 instead of deleting it',
  LOTTERY_RECORD_NOT_FOUND: 'Lottery record {{id}} does not exist',
  LOTTERY_NOTHING_TO_AWARD: 'Record {{id}} drew no prize, so there is nothing to award',
} as const;

/** English text of a lottery refusal. */
export const lotteryMessage = messagesOf(LOTTERY_REFUSALS);

/** A code of the lottery refusals. */
export type LotteryRefusalCatalogCode = keyof typeof LOTTERY_REFUSALS;
