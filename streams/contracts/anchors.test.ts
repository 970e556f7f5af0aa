import { describe, expect, it } from 'vitest';
import { ANCHOR_MESSAGES, ORDER_ACCEPT_MS, orderOpen, PRIVATE_MESSAGE_LIMIT, reviewBodySchema, serviceLogBodySchema, targetAnchorBodySchema } from './anchors';

const target = {
  anchorId: '@lina.live',
  gender: 'woman',
  showFace: true,
  gameStreamer: false,
  shoppingStreamer: false,
  highLevel: true,
  age: 24,
  whatsAppNumber: '+971 50 123 4567',
  contactScreenshot: '/files/screenshots/contact.png',
  whatsAppScreenshot: 'https://cdn.example.com/wa.jpg',
  reason: 'Streams daily, 20k fans',
};

/** The messages of a refused body, by field path. */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the target streamer form', () => {
  it('accepts a full body, dropping the @ of the ID', () => {
    expect(targetAnchorBodySchema.parse(target)).toMatchObject({ ...target, anchorId: 'lina.live', customLabels: [] });
  });

  it.each([
    ['anchorId', ANCHOR_MESSAGES.anchorIdRequired],
    ['gender', ANCHOR_MESSAGES.genderRequired],
    ['showFace', ANCHOR_MESSAGES.showFaceRequired],
    ['gameStreamer', ANCHOR_MESSAGES.gameStreamerRequired],
    ['shoppingStreamer', ANCHOR_MESSAGES.shoppingStreamerRequired],
    ['highLevel', ANCHOR_MESSAGES.highLevelRequired],
    ['age', ANCHOR_MESSAGES.agePositive],
    ['whatsAppNumber', ANCHOR_MESSAGES.whatsAppRequired],
    ['contactScreenshot', ANCHOR_MESSAGES.contactScreenshotRequired],
    ['whatsAppScreenshot', ANCHOR_MESSAGES.whatsAppScreenshotRequired],
    ['reason', ANCHOR_MESSAGES.reasonRequired],
  ] as const)('refuses a body without %s, with a message that starts with the field', (field, message) => {
    const { [field]: _left, ...body } = target;
    expect(messagesOf(targetAnchorBodySchema.safeParse(body))).toEqual({ [field]: message });
    expect(message.startsWith(`${field}: `)).toBe(true);
  });

  it('refuses blank texts as missing', () => {
    const blank = { ...target, anchorId: ' @ ', whatsAppNumber: '  ', contactScreenshot: '', whatsAppScreenshot: ' ', reason: '\t' };
    expect(messagesOf(targetAnchorBodySchema.safeParse(blank))).toEqual({
      anchorId: ANCHOR_MESSAGES.anchorIdRequired,
      whatsAppNumber: ANCHOR_MESSAGES.whatsAppRequired,
      contactScreenshot: ANCHOR_MESSAGES.contactScreenshotRequired,
      whatsAppScreenshot: ANCHOR_MESSAGES.whatsAppScreenshotRequired,
      reason: ANCHOR_MESSAGES.reasonRequired,
    });
  });

  it.each([0, -1, 'abc', 2.5, null])('refuses the age %s: a whole number greater than 0', (age) => {
    expect(messagesOf(targetAnchorBodySchema.safeParse({ ...target, age }))).toEqual({ age: ANCHOR_MESSAGES.agePositive });
  });

  it('refuses a choice that is not yes or no, and a gender outside man/woman', () => {
    expect(messagesOf(targetAnchorBodySchema.safeParse({ ...target, showFace: 'yes', gender: 'other' }))).toEqual({
      showFace: ANCHOR_MESSAGES.showFaceRequired,
      gender: ANCHOR_MESSAGES.genderRequired,
    });
  });

  it('refuses a screenshot link that would run or leave the site unchecked', () => {
    expect(targetAnchorBodySchema.safeParse({ ...target, contactScreenshot: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('the review', () => {
  it('needs a reject reason when not approved, and drops one given with an approval', () => {
    expect(messagesOf(reviewBodySchema.safeParse({ id: 1, result: 'notApproved' }))).toEqual({ rejectReason: ANCHOR_MESSAGES.rejectReasonRequired });
    expect(messagesOf(reviewBodySchema.safeParse({ id: 1, result: 'notApproved', rejectReason: 'tooOld' }))).toEqual({ rejectReason: ANCHOR_MESSAGES.rejectReasonRequired });
    expect(reviewBodySchema.parse({ id: 1, result: 'notApproved', rejectReason: 'notShowFace' })).toEqual({ id: 1, result: 'notApproved', rejectReason: 'notShowFace', inviteType: null });
    expect(reviewBodySchema.parse({ id: 1, result: 'approved', rejectReason: 'man' })).toEqual({ id: 1, result: 'approved', rejectReason: null, inviteType: null });
  });

  it('keeps the invite type only with an approval, and lets a reviewer leave the streamer pending', () => {
    expect(reviewBodySchema.parse({ id: 1, result: 'approved', inviteType: 'senior' })).toMatchObject({ inviteType: 'senior' });
    expect(reviewBodySchema.parse({ id: 1, result: 'notApproved', rejectReason: 'man', inviteType: 'senior' })).toMatchObject({ inviteType: null });
    expect(reviewBodySchema.parse({ id: 1, result: 'pending' })).toEqual({ id: 1, result: 'pending', rejectReason: null, inviteType: null });
  });

  it('takes only a decision as the result', () => {
    expect(messagesOf(reviewBodySchema.safeParse({ id: 1, result: 'pendingReview' }))).toEqual({ result: ANCHOR_MESSAGES.reviewResultRequired });
  });
});

describe('the service log', () => {
  const log = { anchorRowId: 3, nextAction: 'continueFollowUp' };

  it(`allows at most ${PRIVATE_MESSAGE_LIMIT} private messages while the streamer has not replied`, () => {
    expect(serviceLogBodySchema.parse({ ...log, privateMessageCount: PRIVATE_MESSAGE_LIMIT })).toMatchObject({ privateMessageCount: 3, replyPrivateMessage: false, giftedCoins: 'none' });
    expect(messagesOf(serviceLogBodySchema.safeParse({ ...log, privateMessageCount: PRIVATE_MESSAGE_LIMIT + 1 }))).toEqual({
      privateMessageCount: ANCHOR_MESSAGES.privateMessageLimit,
    });
    expect(serviceLogBodySchema.parse({ ...log, privateMessageCount: 9, replyPrivateMessage: true })).toMatchObject({ privateMessageCount: 9 });
  });

  it('needs the next action and a notice time in the wire format', () => {
    expect(messagesOf(serviceLogBodySchema.safeParse({ anchorRowId: 3, noticeTime: '2026-11-26T10:00' }))).toEqual({
      nextAction: ANCHOR_MESSAGES.nextActionRequired,
      noticeTime: ANCHOR_MESSAGES.noticeTimeFormat,
    });
    expect(serviceLogBodySchema.parse({ ...log, noticeTime: '2026-11-26 10:00:00' })).toMatchObject({ noticeTime: '2026-11-26 10:00:00' });
  });
});

describe('orders', () => {
  it('can be taken up to 3 minutes after the live start, not later', () => {
    expect(ORDER_ACCEPT_MS).toBe(3 * 60 * 1_000);
    expect(orderOpen(1_000, 1_000 + ORDER_ACCEPT_MS)).toBe(true);
    expect(orderOpen(1_000, 1_001 + ORDER_ACCEPT_MS)).toBe(false);
  });
});
