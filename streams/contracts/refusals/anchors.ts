/**
 * Refusals of the streamer CRM (streams/contracts/anchors.ts and machines/streamer-progress.machine.ts): the target
 * streamer form, the review, the service log and the progress moves. English templates; `{{name}}` is a param. A
 * template that starts with `field: ` names its field in the message itself.
 */
import { messagesOf } from './template';

export const ANCHOR_REFUSALS = {
  // The target streamer form (the product rule "gender, show-face, game streamer, shopping streamer, high level
  // choices required; age a number greater than zero; WhatsApp number, contact screenshot, WhatsApp screenshot and
  // reason required").
  ANCHOR_GENDER_REQUIRED: 'Please choose the gender',
  ANCHOR_SHOW_FACE_REQUIRED: 'Please choose whether the streamer shows their face',
  ANCHOR_GAME_STREAMER_REQUIRED: 'Please choose whether this is a game streamer',
  ANCHOR_SHOPPING_STREAMER_REQUIRED: 'Please choose whether this is a shopping streamer',
  ANCHOR_HIGH_LEVEL_REQUIRED: 'Please choose whether the streamer is high level',
  ANCHOR_AGE_POSITIVE: 'The age must be a whole number greater than 0',
  ANCHOR_WHATSAPP_REQUIRED: 'Please enter the WhatsApp number',
  ANCHOR_CONTACT_SCREENSHOT_REQUIRED: 'Please upload the contact screenshot',
  ANCHOR_WHATSAPP_SCREENSHOT_REQUIRED: 'Please upload the WhatsApp screenshot',
  ANCHOR_REASON_REQUIRED: 'Please enter the reason',

  // Review, allocation and the service log.
  ANCHOR_REVIEW_RESULT_REQUIRED: 'Please choose approved or not approved',
  ANCHOR_REJECT_REASON_REQUIRED: 'Please choose the reason it was not approved',
  ANCHOR_OPERATOR_REQUIRED: 'Please choose the operator',
  ANCHOR_NEXT_ACTION_REQUIRED: 'Please choose the next action',
  PRIVATE_MESSAGE_LIMIT: 'At most {{maximum}} private messages while the streamer has not replied',

  // Progress moves (machines/streamer-progress.machine.ts).
  PROGRESS_REQUIRED: 'Please choose the progress',
  PROGRESS_UNCHANGED: 'The progress is already {{to}}',
  PROGRESS_BACKWARD: 'The progress only moves forward: {{from}} cannot go back to {{to}}',
  PROGRESS_NEEDS_INVITATION_CODE: 'Only a streamer who got an invitation code can join the guild',
  PROGRESS_JOINED_FINAL: 'A streamer who joined the guild can only be given up',
  PROGRESS_CLOSED: 'A given-up or invalid streamer can only be restored to contacted',
  PROGRESS_REASON_REQUIRED: 'reason: a reason is required to give up a streamer or mark them invalid',

  // Records, orders, imports and the H5 link keys.
  ANCHOR_NOT_FOUND: 'Streamer {{ids}} does not exist or is not yours to see',
  ANCHOR_EXISTS: 'anchorId: the streamer already exists ({{anchorId}})',
  ANCHOR_OPERATOR_NOT_FOUND: 'operatorId: user {{id}} does not exist, is disabled or is outside your departments',
  ANCHOR_NOT_PENDING_REVIEW: 'Streamer {{anchorId}} is not waiting for a review',
  ANCHOR_NOT_APPROVED: 'Only an approved streamer can be marked invited ({{anchorId}})',
  ORDER_NOT_FOUND: 'Order {{id}} does not exist or is not yours',
  ORDER_EXPIRED: 'Order expired: it had to be taken within 3 minutes of the live start',
  ORDER_ALREADY_TAKEN: 'This order was already taken at {{time}}',
  ANCHOR_IMPORT_NO_HEADER: 'file: the first row needs an anchorId column',
  LINK_KEY_MISSING: 'This page needs your personal link key: open the link you were given',
  LINK_KEY_INVALID: 'This link key is not known: ask for a new link',
  LINK_KEY_REVOKED: 'This link key was revoked: ask for a new link',
  LINK_KEY_EXPIRED: 'This link key expired on {{time}}: ask for a new link',
  LINK_KEY_USER_DISABLED: 'The staff account of this link is disabled',
  LINK_KEY_NOT_FOUND: 'Link key {{id}} does not exist or is not yours',
} as const;

/** English text of a streamer CRM refusal. */
export const anchorMessage = messagesOf(ANCHOR_REFUSALS);

/** A code of the streamer CRM refusals. */
export type AnchorRefusalCode = keyof typeof ANCHOR_REFUSALS;
