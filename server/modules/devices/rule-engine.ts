/**
 * Control rules at work (room + gift + minimum count or diamonds → command on a device, with a cooldown), read from
 * the hub's `room:<roomId>` topics:
 *
 * Which rooms. A rule names a streamer's @uniqueId. Every `resolveMs` (default 2 s, and at once after a rule is
 * saved on this instance) the engine maps the handles of the enabled rules to the rooms live for them now:
 * (a) rooms in this instance's registry started for that handle (their label, server/modules/live/room-registry.ts
 * `labelOf`), and (b) the monitored streamer's current room (`monitored_streamers.room_id`, set by the scanner). It
 * subscribes to new rooms and drops rooms no longer resolved. Several instances may follow the same monitored room:
 * the log's unique key lets only the first one fire.
 *
 * Which events. Only `gift.counted` (streams/live/room-topic.ts): the exactly-once count of a gift, so a streak fires
 * once at its final count and raw gift frames never fire anything. A new room is read from the start of what the hub
 * still holds (`sinceSeq` 0) so gifts between two resolutions are not missed; gifts published more than `lookbackMs`
 * (default 60 s) before the subscription are left out (a restart does not fire for yesterday's gifts), and a rule
 * only judges gifts published after it was last saved. After a subscription error the room is followed again from
 * the last seq delivered.
 *
 * Firing. Gifts are handled one at a time in arrival order (a serial queue). Each counted gift is recorded for the
 * 'Gift messages' page, then every enabled rule of the room's handles that it qualifies for is fired
 * (command-queue.ts `fireRule`: log row first, exactly once, cooldown, queue bound), then the devices connected here
 * get their new commands. A failed write is retried (1 s, 2 s, 4 s) before the gift is given up with an error log.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { countedGiftSchema, roomTopic } from '../../../streams/live/room-topic';
import type { CountedGift } from '../../../streams/live/gift-streak';
import type { FollowedHandle } from '../../../streams/contracts/devices';
import type { Db } from '../../db/database';
import { deviceCommands, deviceRules, devices } from '../../db/schema/devices';
import { monitoredStreamers } from '../../db/schema/monitor';
import type { Hub, HubEntry, HubSubscription } from '../../live/hub/hub';
import { createSerialQueue } from '../../live/games/serial-queue';
import { fireRule, recordGift, type FiringRule } from './command-queue';
import type { DeviceDelivery } from './device-delivery';
import { giftQualifies } from './rule-match';

/** A rule as the engine holds it. */
export interface EngineRule extends FiringRule {
  /** The streamer's @uniqueId as entered. */
  uniqueId: string;
  /** Lower-case handle. */
  handle: string;
  giftId: string | null;
  minCount: number | null;
  minDiamonds: number | null;
  /** Last save (ms): gifts published before it are not judged by this version of the rule. */
  savedAt: number;
}

/** What the engine needs of the rooms running on this instance. */
export interface EngineRooms {
  list(): readonly { roomId: string; label: string }[];
}

export interface RuleEngineLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RuleEngineDeps {
  db: Db;
  hub: Pick<Hub, 'subscribe'>;
  rooms: EngineRooms;
  delivery: Pick<DeviceDelivery, 'deliver'>;
  log: RuleEngineLog;
  now?: () => number;
  resolveMs?: number;
  lookbackMs?: number;
  /** Back-off of failed writes, ms (default 1,000, doubled per try, 3 tries). */
  retryMs?: number;
}

export interface RuleEngine {
  /** Loads the rules and follows their rooms, then again every `resolveMs`. */
  start(): Promise<void>;
  /** Reloads the rules and their rooms now (after a rule, command or device was saved). */
  refresh(): Promise<void>;
  /** The handles followed and their rooms now. */
  followed(): FollowedHandle[];
  /** Resolves when the gifts received so far have been handled (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface Following {
  roomId: string;
  subscription: HubSubscription | null;
  /** Highest seq delivered. */
  delivered: number;
  /** Gifts published before this (ms) are left out. */
  notBefore: number;
  failed: boolean;
}

const typeOf = (event: unknown): unknown => (typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined);

/** The enabled rules with their command and device. */
async function loadRules(db: Db): Promise<EngineRule[]> {
  const rows = await db
    .select({ rule: deviceRules, command: deviceCommands, device: { id: devices.id, name: devices.name, enabled: devices.enabled } })
    .from(deviceRules)
    .innerJoin(deviceCommands, eq(deviceCommands.id, deviceRules.commandId))
    .innerJoin(devices, eq(devices.id, deviceRules.deviceId))
    .where(eq(deviceRules.enabled, true))
    .orderBy(asc(deviceRules.id));
  return rows.map(({ rule, command, device }) => ({
    id: rule.id,
    name: rule.name,
    uniqueId: rule.uniqueId,
    handle: rule.uniqueId.toLowerCase(),
    giftId: rule.giftId,
    minCount: rule.minCount,
    minDiamonds: rule.minDiamonds,
    cooldownMs: rule.cooldownMs,
    savedAt: rule.updateTime.getTime(),
    command: { id: command.id, name: command.name, payloadTemplate: command.payloadTemplate, ttlMs: command.ttlMs },
    device,
  }));
}

/** Monitored streamers of these handles that are in a room now: room id → lower-case handle. */
async function monitoredRooms(db: Db, handles: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (handles.length === 0) return found;
  const lower = sql<string>`lower(${monitoredStreamers.uniqueId})`;
  const rows = await db
    .select({ handle: lower, roomId: monitoredStreamers.roomId })
    .from(monitoredStreamers)
    .where(and(isNotNull(monitoredStreamers.roomId), inArray(lower, [...handles])));
  for (const row of rows) if (row.roomId) found.set(row.roomId, row.handle);
  return found;
}

export function createRuleEngine(deps: RuleEngineDeps): RuleEngine {
  const now = deps.now ?? Date.now;
  const resolveMs = deps.resolveMs ?? 2_000;
  const lookbackMs = deps.lookbackMs ?? 60_000;
  const retryMs = deps.retryMs ?? 1_000;
  const queue = createSerialQueue();
  const following = new Map<string, Following>();
  /** Room id → the lower-case handles it is a room of. */
  let roomHandles = new Map<string, Set<string>>();
  let rulesByHandle = new Map<string, EngineRule[]>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let refreshing: Promise<void> | null = null;
  let again = false;

  const withRetry = async (what: object, task: () => Promise<void>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await task();
        return;
      } catch (error) {
        if (closed || attempt >= 3) {
          if (!closed) deps.log.error({ err: error, ...what }, 'a counted gift could not be handled by the device rules; given up');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryMs * 2 ** attempt));
      }
    }
  };

  const handleGift = async (roomId: string, gift: CountedGift, publishedAt: number) => {
    const handles = roomHandles.get(roomId);
    if (!handles || handles.size === 0) return;
    const touched = new Set<number>();
    for (const handle of handles) {
      await withRetry({ roomId, msgId: gift.msgId }, () => recordGift(deps.db, handle, roomId, gift, publishedAt));
      for (const rule of rulesByHandle.get(handle) ?? []) {
        if (rule.savedAt > publishedAt || !giftQualifies(rule, gift)) continue;
        await withRetry({ roomId, msgId: gift.msgId, ruleId: rule.id }, async () => {
          const fired = await fireRule(deps.db, rule, roomId, gift, handle, publishedAt, now());
          if (fired?.status === 'queued') touched.add(fired.deviceId);
        });
      }
    }
    if (touched.size > 0) deps.delivery.deliver([...touched]);
  };

  const onEntry = (follow: Following, entry: HubEntry) => {
    follow.delivered = Math.max(follow.delivered, entry.seq);
    if (typeOf(entry.event) !== 'gift.counted' || entry.publishedAt < follow.notBefore) return;
    const parsed = countedGiftSchema.safeParse((entry.event as { gift?: unknown }).gift);
    if (!parsed.success) {
      deps.log.warn({ roomId: follow.roomId, seq: entry.seq }, 'a gift.counted event without a valid gift was ignored by the device rules');
      return;
    }
    void queue.push(() => handleGift(follow.roomId, parsed.data, entry.publishedAt));
  };

  const follow = (roomId: string, existing?: Following) => {
    const state: Following = existing ?? { roomId, subscription: null, delivered: 0, notBefore: now() - lookbackMs, failed: false };
    state.failed = false;
    try {
      state.subscription = deps.hub.subscribe(roomTopic(roomId), state.delivered, {
        start() {},
        event: (entry) => onEntry(state, entry),
        gap(fromSeq) {
          deps.log.warn({ roomId, resumesAtSeq: fromSeq }, 'device rules missed room events: the hub no longer holds them');
        },
        error(error) {
          deps.log.warn({ err: error, roomId }, 'device rules lost their room subscription; following again');
          state.failed = true;
        },
      });
    } catch (error) {
      // A room id no hub topic can have (a monitored room id from elsewhere): nothing to follow.
      deps.log.warn({ err: error, roomId }, 'device rules cannot follow this room');
    }
    following.set(roomId, state);
  };

  const resolve = async () => {
    const rules = await loadRules(deps.db);
    const byHandle = new Map<string, EngineRule[]>();
    for (const rule of rules) byHandle.set(rule.handle, [...(byHandle.get(rule.handle) ?? []), rule]);
    const handles = [...byHandle.keys()];
    const rooms = new Map<string, Set<string>>();
    const add = (roomId: string, handle: string) => rooms.set(roomId, new Set([...(rooms.get(roomId) ?? []), handle]));
    for (const room of deps.rooms.list()) {
      const handle = room.label.toLowerCase();
      if (byHandle.has(handle)) add(room.roomId, handle);
    }
    for (const [roomId, handle] of await monitoredRooms(deps.db, handles)) add(roomId, handle);
    if (closed) return;
    rulesByHandle = byHandle;
    roomHandles = rooms;
    for (const [roomId, state] of following) {
      if (!rooms.has(roomId)) {
        state.subscription?.close();
        following.delete(roomId);
      } else if (state.failed) {
        follow(roomId, state);
      }
    }
    for (const roomId of rooms.keys()) if (!following.has(roomId)) follow(roomId);
  };

  const refresh = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (refreshing) {
      // A save during a resolution: resolve once more after it, so the save is seen.
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      try {
        do {
          again = false;
          await resolve();
        } while (again && !closed);
      } catch (error) {
        if (!closed) deps.log.error({ err: error }, 'device rules could not be loaded; retrying');
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  return {
    async start() {
      await refresh();
      timer = setInterval(() => void refresh(), resolveMs);
      timer.unref();
    },
    refresh,
    followed() {
      const result = new Map<string, FollowedHandle>();
      for (const [handle, rules] of rulesByHandle) result.set(handle, { uniqueId: rules[0]!.uniqueId, rules: rules.length, roomIds: [] });
      for (const [roomId, handles] of roomHandles) for (const handle of handles) result.get(handle)?.roomIds.push(roomId);
      return [...result.values()].sort((a, b) => a.uniqueId.localeCompare(b.uniqueId));
    },
    idle: () => queue.idle(),
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      for (const state of following.values()) state.subscription?.close();
      following.clear();
      await Promise.race([queue.idle(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
}
