/**
 * The two sides of an ice-fire battle as the control page shows them (streams/games/ice-fire.ts: the first
 * streamer is fire, the second ice), from the game view, the configuration (trigger gifts and their prices) and
 * the server time. Pure, so the countdowns and the share bar are tested without a browser.
 */
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { LiveConfigDetail } from '../../../../../streams/contracts/live-configs';

/** A side's name, which is also the name of its effect. */
export type SideName = 'fire' | 'ice';

/** Side names by streamer order. */
export const SIDE_NAMES: readonly SideName[] = ['fire', 'ice'];

/** The effect running on a side at the time asked. */
export interface RunningEffect {
  /** Server time (epoch ms) it ends. */
  endsAt: number;
  /** Milliseconds left, > 0. */
  remainingMs: number;
  /** Part of its duration still left, 0..1 (a bar that empties). */
  fraction: number;
}

/** One side of the battle. */
export interface IceFireSide {
  side: SideName;
  streamerId: string;
  nickname: string;
  avatarUrl: string | null;
  /** Committed points this round. */
  score: number;
  /** Points of gift streaks still open (not in `score` yet). */
  provisional: number;
  /**
   * The trigger gift of this side: its name and the price this game scores it at (diamonds; null when the gift is
   * not among the selected gifts); null when none is set, undefined while the configuration loads.
   */
  trigger: { giftId: string; giftName: string; price: number | null } | null | undefined;
  /** The effect running now, or null. */
  effect: RunningEffect | null;
}

/**
 * The sides in configuration order (fire first), at most two (a configuration of another style may have more
 * streamers: only the first two would be sides).
 * @param config the stored configuration, or undefined while it loads.
 * @param now server time, epoch ms.
 */
export function iceFireSides(view: GameView, config: Pick<LiveConfigDetail, 'streamers' | 'gifts'> | undefined, now: number): IceFireSide[] {
  const scores = new Map(view.board.map((line) => [line.streamerId, line.score]));
  return view.streamers.slice(0, SIDE_NAMES.length).map((streamer, index): IceFireSide => {
    const running = view.effects.filter((e) => e.streamerId === streamer.anchorId && now < e.endsAt).sort((a, b) => b.endsAt - a.endsAt)[0];
    const triggerGiftId = config ? (config.streamers.find((s) => s.anchorId === streamer.anchorId)?.triggerGiftId ?? null) : undefined;
    const gift = triggerGiftId ? config?.gifts.find((g) => g.giftId === triggerGiftId) : undefined;
    const duration = running ? Math.max(1, running.endsAt - running.startedAt) : 1;
    return {
      side: SIDE_NAMES[index]!,
      streamerId: streamer.anchorId,
      nickname: streamer.nickname,
      avatarUrl: streamer.avatarUrl,
      score: scores.get(streamer.anchorId) ?? 0,
      provisional: view.provisional[streamer.anchorId] ?? 0,
      trigger: triggerGiftId === undefined ? undefined : triggerGiftId === null ? null : { giftId: triggerGiftId, giftName: gift?.giftName ?? triggerGiftId, price: gift?.price ?? null },
      effect: running
        ? { endsAt: running.endsAt, remainingMs: running.endsAt - now, fraction: Math.min(1, Math.max(0, (running.endsAt - now) / duration)) }
        : null,
    };
  });
}

/**
 * Fire's share of the committed points, 0..1, for the bar between the sides; even (0.5) before anyone scored.
 */
export function fireShare(sides: readonly IceFireSide[]): number {
  const fire = sides[0]?.score ?? 0;
  const ice = sides[1]?.score ?? 0;
  return fire + ice === 0 ? 0.5 : fire / (fire + ice);
}
