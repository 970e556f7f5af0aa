/**
 * The wall on the websocket (streams/contracts/monitor-wall.ts `WALL_TOPIC`): this instance publishes the whole wall
 * when its monitor changed something, at most once per `minGapMs` (changes in between are coalesced into the next
 * publish, never dropped), and answers the topic's snapshot. The wall is read from the shared storage (database and
 * KV store, wall-service.ts), so an instance's event holds every instance's tiles; each event's alerts are those
 * after the last ones this instance published.
 */
import { WALL_TOPIC, WALL_TOPIC_MIN_GAP_MS, type WallSnapshot, type WallTopicEvent } from '../../../streams/contracts/monitor-wall';

export interface WallTopicDeps {
  /** The wall with the alerts after `alertsAfter`, gift alerts from MIN_GIFT_ALERT_DIAMONDS up. */
  read(alertsAfter: number): Promise<WallSnapshot>;
  /** `hub.publish`. */
  publish(topic: string, event: WallTopicEvent): Promise<number>;
  log: { error(obj: object, msg: string): void };
  /** Least time between two publishes of this instance, ms (default WALL_TOPIC_MIN_GAP_MS). */
  minGapMs?: number;
  now?: () => number;
}

export interface WallTopic {
  /** Something on the wall changed here: publish soon (coalesced). */
  changed(): void;
  /** The topic's snapshot: the whole wall with the recent alerts. */
  snapshot(): Promise<WallSnapshot>;
  /** Publishes what is pending now and stops. */
  close(): Promise<void>;
}

/** Creates the publisher; nothing is published until {@link WallTopic.changed}. */
export function createWallTopic(deps: WallTopicDeps): WallTopic {
  const minGap = deps.minGapMs ?? WALL_TOPIC_MIN_GAP_MS;
  const now = deps.now ?? Date.now;
  let lastAt = Number.NEGATIVE_INFINITY;
  let alertsAfter = 0;
  let pending = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const publishNow = async () => {
    pending = false;
    lastAt = now();
    try {
      const wall = await deps.read(alertsAfter);
      await deps.publish(WALL_TOPIC, { type: 'wall', wall });
      // Also when it went down: the alert history started again (an embedded server's KV store).
      alertsAfter = wall.lastAlertId;
    } catch (error) {
      deps.log.error({ err: error }, 'publishing the monitoring wall failed');
    }
  };

  const schedule = () => {
    if (timer || running || closed) return;
    const wait = Math.max(0, lastAt + minGap - now());
    timer = setTimeout(() => {
      timer = null;
      running = publishNow().finally(() => {
        running = null;
        if (pending) schedule();
      });
    }, wait);
    timer.unref();
  };

  return {
    changed() {
      if (closed) return;
      pending = true;
      schedule();
    },
    snapshot: () => deps.read(0),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
