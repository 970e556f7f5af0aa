import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGiftLedger, endGiftLedger, giftLedgerView, recordGift } from '../gift-streak';
import { createRejectCounter } from './normalize-result';
import { normalizeTikfinityEvent } from './tikfinity';

// Hand-written from tiktok-live-connector's event data (see the `_source` field of the file).
const samples = JSON.parse(readFileSync(path.join(import.meta.dirname, '__samples__/tikfinity-events.json'), 'utf8')) as {
  events: unknown[];
  rejects: unknown[];
};
const ctx = { receivedAt: 1_701_792_330_000, roomId: '9100000000000000134' };

describe('TikFinity events', () => {
  const results = samples.events.map((e) => normalizeTikfinityEvent(e, ctx));
  const events = results.flatMap((r) => (r.ok ? r.events : []));

  it('turns every sample into its event; an unused event is ignored', () => {
    expect(events.map((e) => e.type)).toEqual(['gift', 'gift', 'gift', 'like', 'chat', 'member', 'social', 'social', 'roomStats', 'control', 'armies']);
    expect(results.at(-1)).toEqual({ ok: true, events: [], ignored: 'tikfinity:emote', messageType: 'tikfinity:emote' });
  });

  it('reads the flat gift: numeric giftId, boolean repeatEnd, giftType 1 streakable, receiverUserId, createTime string', () => {
    expect(events[0]).toEqual({
      type: 'gift',
      roomId: '9100000000000000134',
      msgId: '7309142235386891015',
      createTime: 1701792312202,
      receivedAt: ctx.receivedAt,
      user: { userId: '9000000000000000634', uniqueId: 'viewer0634', nickname: 'viewer_0634', avatarUrl: 'https://example.invalid/avatar/0634.webp' },
      giftId: '5655',
      giftName: 'Rose',
      diamondCount: 1,
      repeatCount: 1,
      repeatEnd: false,
      groupId: '1701792311393',
      streakable: true,
      toUserId: '9000000000000000193',
    });
    expect(events[2]).toMatchObject({ giftId: '7934', streakable: false, groupId: '0', toUserId: null });
  });

  it('counts the samples exactly once through the ledger: an 11-rose streak and one single gift', () => {
    const ledger = createGiftLedger();
    for (const e of events) if (e.type === 'gift') recordGift(ledger, e, e.createTime);
    endGiftLedger(ledger, ctx.receivedAt);
    expect(giftLedgerView(ledger).countedDiamonds).toBe(12);
  });

  it('maps follow/share, viewers, stream end and armies', () => {
    expect(events.filter((e) => e.type === 'social').map((e) => (e.type === 'social' ? e.action : ''))).toEqual(['follow', 'share']);
    expect(events.find((e) => e.type === 'roomStats')).toMatchObject({ viewerCount: 1658, roomId: ctx.roomId });
    expect(events.find((e) => e.type === 'control')).toMatchObject({ action: 'ended' });
    expect(events.find((e) => e.type === 'armies')).toMatchObject({
      battleId: 'current:9100000000000000134',
      scores: [
        { hostUserId: '9000000000000000127', points: 707 },
        { hostUserId: '9000000000000000131', points: 300 },
      ],
    });
  });

  it('counts malformed or invalid events as rejects with their reasons, never throwing', () => {
    const counter = createRejectCounter();
    const reasons = samples.rejects.map((e) => {
      const r = counter.add(normalizeTikfinityEvent(e, ctx));
      return r.ok ? 'ok' : r.reason;
    });
    expect(reasons).toEqual([
      'tikfinity: invalid JSON',
      expect.stringMatching(/^tikfinity: event: /),
      'tikfinity:gift: msgId: missing',
      expect.stringMatching(/^tikfinity:gift: repeatCount: /),
      expect.stringMatching(/^tikfinity:like: likeCount: /),
    ]);
    expect(counter.stats().rejected).toBe(5);
  });

  it('rejects events when neither the event nor the context says which room', () => {
    expect(normalizeTikfinityEvent({ event: 'chat', data: { comment: 'hi', userId: '1', msgId: '1' } }, { receivedAt: 1 })).toEqual({
      ok: false,
      reason: 'tikfinity:chat: roomId: missing and no room in context',
      messageType: 'tikfinity:chat',
    });
  });
});
