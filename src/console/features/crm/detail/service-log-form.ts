/**
 * The "record service log" form's values and schema: the contract's `serviceLogBodySchema` (with its rule "at most 3
 * private messages while unanswered") fed by the form's texts: the next action's select ('' = not chosen, refused
 * with the contract's message), the notice time of a `datetime-local` input as a wire time, a blank screenshot or
 * strategy as null.
 */
import { z } from 'zod';
import { serviceLogBodySchema, type GiftedCoins } from '../../../../../streams/contracts/anchors';

/** The form's values (switches as booleans, the count a number, the rest texts). */
export interface ServiceLogFormValues {
  anchorRowId: number;
  follow: boolean;
  followBack: boolean;
  collect: boolean;
  earning: boolean;
  receiveMessage: boolean;
  privateMessageCount: number;
  insFollowBack: boolean;
  insReply: boolean;
  pk: boolean;
  interact: boolean;
  friendly: boolean;
  giftedCoins: GiftedCoins;
  invited: boolean;
  fansGroupJoined: boolean;
  noMessageLimit: boolean;
  replyPrivateMessage: boolean;
  recruitmentStrategy: string;
  nextAction: string;
  /** `yyyy-MM-ddTHH:mm` of the input, '' for none. */
  noticeTime: string;
  screenshot: string;
}

/** The switches of the form, in the order they show. */
export const SERVICE_LOG_SWITCHES = [
  'follow',
  'followBack',
  'collect',
  'earning',
  'receiveMessage',
  'insFollowBack',
  'insReply',
  'pk',
  'interact',
  'friendly',
  'invited',
  'fansGroupJoined',
  'noMessageLimit',
  'replyPrivateMessage',
] as const satisfies ReadonlyArray<keyof ServiceLogFormValues>;

/** A `datetime-local` value as a wire time (`yyyy-MM-dd HH:mm:ss`), '' as null. */
export const wireOfLocal = (value: string): string | null => (value ? `${value.replace('T', ' ')}${value.length === 16 ? ':00' : ''}` : null);

/** The schema: the form's values mapped onto the contract's body, then the contract's rules. */
export const serviceLogFormSchema = z.preprocess((input) => {
  const values = input as ServiceLogFormValues;
  return {
    ...values,
    privateMessageCount: Number.isNaN(values.privateMessageCount) ? 0 : values.privateMessageCount,
    nextAction: values.nextAction === '' ? undefined : values.nextAction,
    noticeTime: wireOfLocal(values.noticeTime),
    screenshot: values.screenshot === '' ? null : values.screenshot,
    recruitmentStrategy: values.recruitmentStrategy.trim() === '' ? null : values.recruitmentStrategy,
  };
}, serviceLogBodySchema);
export type ServiceLogFormOutput = z.output<typeof serviceLogFormSchema>;

/** A fresh form for streamer `anchorRowId`. */
export const serviceLogDefaults = (anchorRowId: number): ServiceLogFormValues => ({
  anchorRowId,
  follow: false,
  followBack: false,
  collect: false,
  earning: false,
  receiveMessage: false,
  privateMessageCount: 0,
  insFollowBack: false,
  insReply: false,
  pk: false,
  interact: false,
  friendly: false,
  giftedCoins: 'none',
  invited: false,
  fansGroupJoined: false,
  noMessageLimit: false,
  replyPrivateMessage: false,
  recruitmentStrategy: '',
  nextAction: '',
  noticeTime: '',
  screenshot: '',
});
