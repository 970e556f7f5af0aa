import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIKTOK_FIXTURES_DIR as fixturesDir } from '../../../tests/fixtures/fixtures-dir';
import { createGiftLedger, giftLedgerView, recordGift } from '../gift-streak';
import type { LiveEvent } from '../live-event';
import { createRejectCounter, eventsOf, type NormalizeResult } from './normalize-result';
import { normalizeEulerEnvelope } from './euler';

const envelopes = JSON.parse(readFileSync(path.join(fixturesDir, 'euler-envelopes.json'), 'utf8')) as Array<{ name: string; envelope: unknown }>;
const ctx = { receivedAt: 1_773_500_000_000, roomId: 'ctx-room' };
const byName = (name: string): NormalizeResult[] => {
  const found = envelopes.find((e) => e.name === name);
  if (!found) throw new Error(`no envelope ${name}`);
  return normalizeEulerEnvelope(found.envelope, ctx);
};
const only = (name: string): LiveEvent => {
  const events = eventsOf(byName(name));
  expect(events).toHaveLength(1);
  return events[0] as LiveEvent;
};

describe('euler-envelopes.json', () => {
  it('turns the 32 observed envelopes into 12 events, 19 ignored and 1 reject with its reason', () => {
    const counter = createRejectCounter();
    for (const { envelope } of envelopes) counter.addAll(normalizeEulerEnvelope(envelope, ctx));
    expect(envelopes).toHaveLength(32);
    expect(counter.stats()).toMatchObject({
      accepted: 12,
      ignored: 19,
      rejected: 1,
      byReason: { 'WebcastGiftMessage: diamondCount: Invalid input: expected number, received undefined': 1 },
    });
    expect(counter.stats().ignoredByKind).toMatchObject({ 'euler event:room_info': 1, 'euler event:worker_info': 1, 'euler type:tiktok.connect': 1 });
  });

  it('reads a streak frame in progress: numeric giftId, repeatEnd 0, giftDetails.giftType 1 = streakable', () => {
    expect(only('decodesObservedGiftEnvelopeStreakInProgress')).toEqual({
      type: 'gift',
      roomId: '9100000000000000194',
      msgId: expect.stringMatching(/^euler:1773511423909:0:WebcastGiftMessage:[0-9a-f]{8}$/) as unknown as string,
      createTime: 1773511423909,
      receivedAt: ctx.receivedAt,
      user: { userId: '9000000000000001303', uniqueId: 'viewer1303', nickname: 'viewer_1303', avatarUrl: null },
      giftId: '5655',
      giftName: 'Rose',
      diamondCount: 1,
      repeatCount: 1,
      repeatEnd: false,
      groupId: '1773511422618',
      streakable: true,
      toUserId: null,
    });
  });

  it('reads repeatEnd 1 as a finishing frame that the ledger counts once, even when the envelope is delivered twice', () => {
    const finished = only('decodesObservedGiftEnvelopeStreakFinished@8fe5f73');
    expect(finished).toMatchObject({ type: 'gift', repeatEnd: true, repeatCount: 1 });
    const again = only('decodesObservedGiftEnvelopeStreakFinished@8fe5f73');
    const ledger = createGiftLedger();
    if (finished.type === 'gift' && again.type === 'gift') {
      recordGift(ledger, finished, 1);
      expect(recordGift(ledger, again, 2).outcome).toBe('duplicate');
    }
    expect(giftLedgerView(ledger).countedDiamonds).toBe(1);
  });

  it('derives different msgIds for a follow and a share of one timestamp, and the same id for a delivery twice', () => {
    const follow = only('decodesObservedFollowSocialEnvelope');
    const share = only('decodesObservedShareSocialEnvelope');
    expect(follow.msgId).not.toBe(share.msgId);
    expect(only('decodesObservedShareSocialEnvelope').msgId).toBe(share.msgId);
  });

  it('takes the room from the connection when the message has none (chat, member, roomUser of @1dcfccf)', () => {
    expect(only('decodesObservedChatEnvelope@1dcfccf')).toMatchObject({
      type: 'chat',
      roomId: 'ctx-room',
      content: '1-year warranty covers most parts; message seller Aovopro for assistance',
      createTime: 1773501368000,
    });
    expect(only('decodesObservedMemberEnvelope@1dcfccf')).toMatchObject({ type: 'member', memberCount: 1629 });
    expect(only('decodesObservedRoomUserEnvelope@1dcfccf')).toMatchObject({ type: 'roomStats', viewerCount: 1629 });
    expect(normalizeEulerEnvelope(envelopes.find((e) => e.name === 'decodesObservedChatEnvelope@1dcfccf')?.envelope, { receivedAt: 1 })).toEqual([
      { ok: false, reason: 'WebcastChatMessage: common.roomId: missing and no room in context', messageType: 'WebcastChatMessage' },
    ]);
  });

  it('maps follow and share, ignores a repost', () => {
    expect(only('decodesObservedFollowSocialEnvelope')).toMatchObject({ type: 'social', action: 'follow' });
    expect(only('decodesObservedShareSocialEnvelope@1dcfccf')).toMatchObject({ type: 'social', action: 'share' });
    expect(byName('decodesObservedSocialRepostEnvelope')).toEqual([
      { ok: true, events: [], ignored: 'WebcastSocialMessage action 4', messageType: 'WebcastSocialMessage' },
    ]);
  });

  it('reads the like total, the battle setting and the armies map of the newer protos', () => {
    expect(only('decodesObservedLikeEnvelope@8fe5f73')).toMatchObject({ type: 'like', count: 15, likeTotal: 48523 });
    expect(only('decodesObservedLinkMicBattleEnvelope')).toMatchObject({
      type: 'battle',
      battleId: '7617231616074844945',
      phase: 'started',
      startTime: 1773524944259,
      durationMs: 301_000,
      teams: [
        { teamId: '9000000000000001308', hostUserIds: ['9000000000000001308'] },
        { teamId: '9000000000000001309', hostUserIds: ['9000000000000001309'] },
      ],
    });
    const armies = only('decodesObservedLinkMicArmiesEnvelope@8fe5f73');
    expect(armies.type === 'armies' && armies.scores.map((s) => [s.hostUserId, s.points, s.contributors.map((c) => c.userId)])).toEqual([
      ['9000000000000001324', 268, ['9000000000000001325']],
      ['9000000000000001304', 259, ['9000000000000001323', '9000000000000001303']],
    ]);
  });

  it('rejects malformed envelopes with a reason instead of throwing', () => {
    const results = ['{oops', '42', JSON.stringify({ messages: 'x' }), JSON.stringify({ messages: [{ data: {} }] })].flatMap((e) => normalizeEulerEnvelope(e, ctx));
    expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'euler: invalid JSON',
      'euler: not an envelope (no messages, event or type)',
      expect.stringMatching(/^euler: messages: /),
      expect.stringMatching(/^euler: messages\.0\.type: /),
    ]);
  });
});
