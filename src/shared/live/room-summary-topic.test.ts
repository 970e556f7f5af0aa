import { describe, expect, it } from 'vitest';
import type { LiveRoomSummary } from '../../../streams/contracts/live-rooms';
import { emptyRoomSummary } from '../../../streams/live/room-summary';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import type { TopicItem } from '../realtime/realtime-client';
import { followsAfter, foldSummaryItems } from './room-summary-topic';

const topic = 'room:r1';
const base: LiveRoomSummary = { ...emptyRoomSummary('r1', 'connected'), chatCount: 10, giftDiamonds: 500, giftCount: 5 };
const snapshot = (frameSeq: number, seq: number, summary = base): TopicItem<RoomTopicEvent> => ({ kind: 'snapshot', topic, seq: frameSeq, state: { seq, summary } });
const chat = (seq: number): TopicItem<RoomTopicEvent> => ({
  kind: 'event',
  topic,
  seq,
  event: { type: 'chat', roomId: 'r1', msgId: `c${seq}`, createTime: seq, receivedAt: seq, user: { userId: 'u', uniqueId: 'u', nickname: 'U', avatarUrl: null }, content: 'hi' },
});
const gap: TopicItem<RoomTopicEvent> = { kind: 'gap', topic, fromSeq: 40, cause: 'server' };

describe('a room summary followed on its topic', () => {
  it('starts at the snapshot and folds only the events after its seq (those up to it are in it already)', () => {
    const followed = foldSummaryItems(null, [snapshot(3, 5), chat(4), chat(5), chat(6), chat(7)]);
    expect(followed).toEqual({ seq: 7, summary: { ...base, chatCount: 12 } });
    expect(foldSummaryItems(followed, [chat(8)])).toEqual({ seq: 8, summary: { ...base, chatCount: 13 } });
  });

  it('follows nothing before a snapshot, from a snapshot behind its frame, or from a malformed one', () => {
    expect(foldSummaryItems(null, [chat(1), chat(2)])).toBeNull();
    expect(foldSummaryItems(null, [snapshot(10, 8), chat(11)])).toBeNull();
    expect(foldSummaryItems(null, [{ kind: 'snapshot', topic, seq: 0, state: { game: 1 } }])).toBeNull();
  });

  it('stops at a gap and starts again at the snapshot after it', () => {
    const followed = foldSummaryItems(null, [snapshot(0, 0), chat(1)]);
    expect(foldSummaryItems(followed, [gap, chat(40)])).toBeNull();
    expect(foldSummaryItems(followed, [gap, snapshot(39, 39, { ...base, chatCount: 99 }), chat(40)])).toEqual({ seq: 40, summary: { ...base, chatCount: 100 } });
  });

  it('tells per item whether it is followed', () => {
    expect(followsAfter(false, snapshot(2, 2))).toBe(true);
    expect(followsAfter(true, chat(3))).toBe(true);
    expect(followsAfter(true, gap)).toBe(false);
    expect(followsAfter(false, snapshot(5, 4))).toBe(false);
  });
});
