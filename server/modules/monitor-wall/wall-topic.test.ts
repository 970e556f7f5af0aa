import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WallSnapshot, WallTopicEvent } from '../../../streams/contracts/monitor-wall';
import { createWallTopic } from './wall-topic';

afterEach(() => {
  vi.useRealTimers();
});

const wallAt = (serverTime: number, lastAlertId: number): WallSnapshot => ({ serverTime, tiles: [], monitoredCount: 3, alerts: [], lastAlertId });

function setUp() {
  vi.useFakeTimers();
  let alertId = 4;
  const reads: number[] = [];
  const published: WallTopicEvent[] = [];
  const topic = createWallTopic({
    read: async (alertsAfter) => {
      reads.push(alertsAfter);
      return wallAt(Date.now(), alertId);
    },
    publish: async (_topic, event) => {
      published.push(event);
      return published.length;
    },
    log: { error: vi.fn() },
    minGapMs: 1_000,
  });
  return { topic, reads, published, raiseAlert: () => (alertId += 1) };
}

describe('the wall topic of one instance', () => {
  it('publishes a burst of changes once, then at most once per gap, never dropping the last change', async () => {
    const { topic, published, reads, raiseAlert } = setUp();
    topic.changed();
    topic.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(published).toHaveLength(1);
    expect(reads).toEqual([0]);

    raiseAlert();
    topic.changed();
    await vi.advanceTimersByTimeAsync(500);
    expect(published).toHaveLength(1);
    topic.changed();
    await vi.advanceTimersByTimeAsync(500);
    expect(published).toHaveLength(2);
    // Its alerts are those after the ones it published last.
    expect(reads).toEqual([0, 4]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(published).toHaveLength(2);
    await topic.close();
  });

  it('answers the snapshot with the recent alerts, and publishes nothing after close', async () => {
    const { topic, published, reads } = setUp();
    expect(await topic.snapshot()).toMatchObject({ monitoredCount: 3 });
    expect(reads).toEqual([0]);
    await topic.close();
    topic.changed();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(published).toEqual([]);
  });
});
