import { describe, expect, it } from 'vitest';
import type { RoomTopicEvent } from '../../../../../streams/live/room-topic';
import { countedEvent, fan, provisionalEvent, summary } from '../testing/live-fixtures';
import { NO_TOPIC_FIGURES, applyTopicEvents, mergeFigures } from './room-figures';

const roomStats = (viewerCount: number, likeTotal?: number): RoomTopicEvent => ({
  type: 'roomStats',
  roomId: 'sim-1',
  msgId: `rs${viewerCount}`,
  createTime: 1,
  receivedAt: 1,
  viewerCount,
  ...(likeTotal === undefined ? {} : { likeTotal }),
});
const like = (likeTotal: number | null): RoomTopicEvent => ({
  type: 'like',
  roomId: 'sim-1',
  msgId: `l${likeTotal}`,
  createTime: 1,
  receivedAt: 1,
  user: fan(1),
  count: 5,
  likeTotal,
});

describe('room figures', () => {
  it('takes counted diamonds and like totals as the larger of summary and topic (running totals only grow)', () => {
    const topic = applyTopicEvents(
      NO_TOPIC_FIGURES,
      [countedEvent({ msgId: 'a', repeatCount: 1, giftDiamonds: 150 }), like(3_500), like(3_450), like(null)],
      10,
    );
    expect(topic).toMatchObject({ countedDiamonds: 150, likeTotal: 3_500 });
    const merged = mergeFigures(summary({ giftDiamonds: 120, likeTotal: 3_400 }), 5, topic);
    expect(merged).toMatchObject({ giftDiamonds: 150, likeTotal: 3_500 });
    // A newer summary that is ahead wins the same way.
    expect(mergeFigures(summary({ giftDiamonds: 200, likeTotal: 4_000 }), 20, topic)).toMatchObject({ giftDiamonds: 200, likeTotal: 4_000 });
  });

  it('shows viewers, open streaks and state from whichever was received last', () => {
    const topic = applyTopicEvents(
      NO_TOPIC_FIGURES,
      [roomStats(90), provisionalEvent([{ streakKey: 'k', repeatCount: 7 }]), { type: 'room.state', roomId: 'sim-1', status: 'reconnecting', reason: 'socket closed', at: 1 }],
      10,
    );
    const base = summary({ viewerCount: 80, giftDiamondsProvisional: 3, state: 'connected' });
    expect(mergeFigures(base, 5, topic)).toMatchObject({ viewerCount: 90, giftDiamondsProvisional: 7, state: 'reconnecting', stateReason: 'socket closed' });
    expect(mergeFigures(base, 15, topic)).toMatchObject({ viewerCount: 80, giftDiamondsProvisional: 3, state: 'connected', stateReason: null });
  });

  it('never adds topic events to the summary counters', () => {
    const chat: RoomTopicEvent = { type: 'chat', roomId: 'sim-1', msgId: 'c', createTime: 1, receivedAt: 1, user: fan(1), content: 'hi' };
    expect(applyTopicEvents(NO_TOPIC_FIGURES, [chat], 10)).toBe(NO_TOPIC_FIGURES);
    expect(mergeFigures(summary({ chatCount: 22 }), 5, NO_TOPIC_FIGURES).chatCount).toBe(22);
  });
});
