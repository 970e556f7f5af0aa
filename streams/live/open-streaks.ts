/**
 * The open streaks of a room as its topic carries them: `gift.provisional` holds only the streaks that changed since
 * the last one (a burst of 200 open streaks would otherwise resend all 200 on every frame), and a `gift.counted`
 * record of a streak closes it. The ingest uses {@link changedStreaks} to pick what to send; a reader that needs
 * every open streak (a game's provisional points) folds the topic with {@link foldOpenStreaks}.
 * Pure: no I/O.
 */
import type { ProvisionalStreak as StreakInView } from './gift-streak';
import type { RoomTopicEvent } from './room-topic';

/** One open streak as the topic carries it (`gift.provisional`'s `streaks[n]`). */
export type TopicStreak = Extract<RoomTopicEvent, { type: 'gift.provisional' }>['streaks'][number];

/** What a reader last saw of each open streak, by streak key. */
export type OpenStreaks = ReadonlyMap<string, TopicStreak>;

const sameValue = (a: TopicStreak, b: TopicStreak) => a.repeatCount === b.repeatCount && a.runningDiamonds === b.runningDiamonds;

const onTopic = (s: StreakInView): TopicStreak => ({
  streakKey: s.streakKey,
  user: s.user,
  toUserId: s.toUserId,
  giftId: s.giftId,
  giftName: s.giftName,
  diamondCount: s.diamondCount,
  repeatCount: s.repeatCount,
  runningDiamonds: s.runningDiamonds,
});

/**
 * The streaks of the ledger's `open` list that are new or whose count or running diamonds moved since `sent` (what
 * the topic already carries), and the new `sent` (exactly the open streaks: a closed one leaves it, so a reopened
 * streak is sent again).
 */
export function changedStreaks(sent: OpenStreaks, open: readonly StreakInView[]): { changed: TopicStreak[]; sent: Map<string, TopicStreak> } {
  const next = new Map<string, TopicStreak>();
  const changed: TopicStreak[] = [];
  for (const streak of open) {
    const now = onTopic(streak);
    const before = sent.get(now.streakKey);
    if (!before || !sameValue(before, now)) changed.push(now);
    next.set(now.streakKey, now);
  }
  return { changed, sent: next };
}

/**
 * `open` after one room topic event: a `gift.provisional` sets the streaks it carries, a `gift.counted` of a streak
 * removes it (counted at its highest count; frames beyond it come back as a new provisional). Other events leave it
 * alone. Returns the same map when nothing changed, so callers can compare by reference.
 */
export function foldOpenStreaks(open: OpenStreaks, event: RoomTopicEvent): OpenStreaks {
  if (event.type === 'gift.provisional') {
    if (event.streaks.length === 0) return open;
    const next = new Map(open);
    for (const streak of event.streaks) next.set(streak.streakKey, streak);
    return next;
  }
  if (event.type === 'gift.counted' && event.gift.streakKey !== null && open.has(event.gift.streakKey)) {
    const next = new Map(open);
    next.delete(event.gift.streakKey);
    return next;
  }
  return open;
}
