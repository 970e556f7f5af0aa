/**
 * One running group-live game (a machine actor per live config): the round,
 * PK phase and turntable machines of one configuration, its score ledger and its ice-fire effects, fed with
 * the host room's topic events and the host's commands. It does no I/O: each call returns a {@link GameOutput}
 * with the ledger entries and spin records to store, whether the machine snapshots changed, and the topic
 * events to publish — in that order, so the server stores before anyone sees (a restart never shows a score or
 * a spin result that was not stored). {@link persistedGame} and {@link restoreGameSession} carry the state
 * across a restart; the ledger's exactly-once keys make re-fed events harmless.
 *
 * Rules where the spec is silent (the page help texts and the README say the same):
 * - gifts score only while the round's countdown runs (`collecting.counting`); with PK phases initialized, only
 *   the streamers of the running phase score (no running phase: nobody);
 * - a record-scores configuration (`recordOnly`) ignores gifts: adjustments only;
 * - a streak still open shows its running points as `provisional` (per streamer) and is committed once by its
 *   `gift.counted` record;
 * - ice-fire effects and the turntable trigger gift work as described in ice-fire.ts and turntable-spin.machine.ts.
 */
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { collectionRoundMachine, isCounting, roundStatusOf } from '../../../machines/collection-round.machine';
import { checkPhaseStart, phaseStatus, pkPhaseMachine, type PkPhase } from '../../../machines/pk-phase.machine';
import { turntableSpinMachine, type Spin, type SpinRequest } from '../../../machines/turntable-spin.machine';
import type { GameTopicEvent, GameView, HostRoomView } from '../../../streams/contracts/game-topic';
import { emptyArrivals, giftArrivalsView, noteArrival, noteWatching, type GiftArrivals } from '../../../streams/games/gift-arrivals';
import { attributeGift } from '../../../streams/games/attribute-gift';
import { activeEffectOf, effectBonus, EFFECT_MULTIPLIER, effectTriggeredBy, withEffect, type ActiveEffect } from '../../../streams/games/ice-fire';
import { hostStreamerOf, pkTimeMs, type LiveConfigBody, type StoredHostRoom } from '../../../streams/games/live-config';
import {
  ADJUSTMENT_MESSAGES,
  appendScore,
  createScoreLedger,
  flowerAdjustmentError,
  giftKeyOf,
  ledgerScoreboard,
  ledgerTopContributors,
  type ScoreAdjustment,
  type ScoreEntry,
  type ScoreLedger,
} from '../../../streams/games/score-ledger';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { foldOpenStreaks, type OpenStreaks } from '../../../streams/live/open-streaks';
import { liveConfigMessage } from '../../../streams/contracts/refusals/live-configs';
import { koreaPkMessage } from '../../../streams/contracts/refusals/korea-pk';
import type { KoreaStage, KoreaWeights } from '../../../streams/games/korea-pk';

/** A stored configuration as the game needs it (its host may still be a legacy room id; live-config.ts). */
export interface GameConfig extends Omit<LiveConfigBody, 'room'> {
  id: number;
  room: StoredHostRoom;
}

/** The host room before the runtime said anything: `idle` for a streamer, `unresolved` for a legacy room id. */
export function initialHostRoom(room: StoredHostRoom): HostRoomView {
  const host = hostStreamerOf(room);
  return host ? { state: 'idle', ...host } : { state: 'unresolved', roomId: 'roomId' in room ? room.roomId : '' };
}

/** What is stored besides the ledger entries and spin records (one row per configuration). */
export interface PersistedGame {
  round: unknown;
  pk: unknown;
  turntable: unknown;
  effects: ActiveEffect[];
  /** Gift records and host request ids (`host|<requestId>`) that already asked for spins (the newest {@link SPIN_KEYS_KEPT}). */
  spinKeys: string[];
  /** Which selected gifts arrived this round (streams/games/gift-arrivals.ts); absent in games stored before it. */
  arrivals?: GiftArrivals;
  /** A Korea group PK event's stage machine and weights (korea-session.ts); absent for the other games. */
  korea?: { machine: unknown; weights: KoreaWeights | null };
}

/** Turntable trigger records remembered against re-fed events. */
export const SPIN_KEYS_KEPT = 5_000;

/** Results of one call, to store then publish. */
export interface GameOutput {
  entries: ScoreEntry[];
  spins: Spin[];
  /** The machine snapshots or effects changed: store {@link persistedGame}. */
  stateChanged: boolean;
  events: GameTopicEvent[];
}

/** A command refused, with the message for the host (HTTP 400). `needsConfirmation`: ask, then resend confirmed. */
export class GameCommandError extends Error {
  override readonly name = 'GameCommandError';
  constructor(
    message: string,
    readonly needsConfirmation = false,
  ) {
    super(message);
  }
}

export const ROUND_MESSAGES = {
  alreadyRunning: liveConfigMessage('ROUND_ALREADY_RUNNING'),
  notRunning: liveConfigMessage('ROUND_NOT_RUNNING'),
  ended: liveConfigMessage('ROUND_ENDED'),
  unknownStreamer: liveConfigMessage('ROUND_UNKNOWN_STREAMER'),
  noTurntable: liveConfigMessage('ROUND_NO_TURNTABLE'),
} as const;

export type GameCommand =
  | { type: 'round.start' }
  | { type: 'round.end' }
  | { type: 'adjust'; adjustment: ScoreAdjustment; by: string; flower?: boolean }
  | { type: 'pk.initialize'; phases: PkPhase[] }
  | { type: 'phase.start'; phaseId: string; confirmed: boolean }
  | { type: 'phase.stop' }
  /** A host's spin; a `requestId` already seen changes nothing (idempotent button). */
  | { type: 'spin'; requestId: string; by: { userId: string; nickname: string } }
  /**
   * Korea group PK events only (korea-session.ts; the other games refuse them): start a stage (`confirmed` after the
   * host agreed to end the running one), end the running stage, the next solo turn, adjust one streamer's points in
   * one stage, the stage weights (percent).
   */
  | { type: 'korea.stage.start'; stage: KoreaStage; confirmed: boolean }
  | { type: 'korea.stage.end' }
  | { type: 'korea.turn.next' }
  | { type: 'korea.adjust'; stage: KoreaStage; adjustment: ScoreAdjustment; by: string }
  | { type: 'korea.weights'; weights: KoreaWeights };

export interface GameSession {
  readonly configId: number;
  /** The host room's topic events (gift.counted, gift.provisional; others are ignored). */
  onRoomEvent(event: RoomTopicEvent, now: number): GameOutput;
  /** Advances countdowns, auto end, effects and the wheel; call about once a second. */
  tick(now: number): GameOutput;
  /** @throws {GameCommandError} when refused (nothing changed). */
  command(command: GameCommand, now: number): GameOutput;
  /** A new version of the configuration (edited while running). */
  reconfigure(config: GameConfig, now: number): GameOutput;
  /** The runtime's news of the host room (game-runtime.ts); publishes a `hostRoom` event when it changed. */
  hostRoom(state: HostRoomView, now: number): GameOutput;
  view(now: number): GameView;
  /** The round's status, for lists and the delete-while-collecting refusal. */
  status(): 'notStarted' | 'collecting' | 'ended';
  /** The state to store after an output with `stateChanged`. */
  persisted(): PersistedGame;
  stop(): void;
}

export interface GameSessionOptions {
  config: GameConfig;
  /** Ledger entries read back from the store (restart), in any order. */
  entries?: readonly ScoreEntry[];
  persisted?: PersistedGame | null;
  /** Seed of the turntable's draws (a 32-bit integer from a secure source on the server). */
  seed: number;
}

const roundTiming = (config: GameConfig) => ({ pkTimeMs: pkTimeMs(config.pkTime), autoEndMs: config.autoEndSeconds * 1_000 });
const spinInput = (config: GameConfig, seed: number) => ({ options: config.turntable?.options ?? [], spinMs: (config.turntable?.spinSeconds ?? 6) * 1_000, seed });

type RoundActor = Actor<typeof collectionRoundMachine>;
type PkActor = Actor<typeof pkPhaseMachine>;
type SpinActor = Actor<typeof turntableSpinMachine>;

/** Starts a session for `config`, restoring its machines and ledger when given. */
export function restoreGameSession(options: GameSessionOptions): GameSession {
  let config = options.config;
  const ledger: ScoreLedger = createScoreLedger(options.entries ?? []);
  const persisted = options.persisted ?? null;
  let effects: ActiveEffect[] = persisted?.effects ?? [];
  let provisional: Record<string, number> = {};
  /** Every open streak of the host room, folded from the topic's provisional changes and counted records. */
  let openStreaks: OpenStreaks = new Map();
  const spinKeys = new Set<string>(persisted?.spinKeys ?? []);
  /** `<round>|<gift key>` of the trigger gifts that started an effect (their zero-point ledger entries). */
  const effectStarts = new Set<string>(
    ledger.entries.filter((e) => e.delta === 0 && e.cause.kind === 'effect').map((e) => `${e.round}|${e.cause.kind === 'effect' ? e.cause.giftKey : ''}`),
  );
  const pendingSpins: Spin[] = [];
  let host: HostRoomView = initialHostRoom(config.room);
  let arrivals: GiftArrivals = persisted?.arrivals ?? emptyArrivals(0);
  /** The previous tick while watching the live host room (not stored: time across a restart is not watching). */
  let watchedAt: number | null = null;

  const round: RoundActor = createActor(collectionRoundMachine, {
    input: roundTiming(config),
    ...(persisted?.round ? { snapshot: persisted.round as SnapshotFrom<typeof collectionRoundMachine> } : {}),
  }).start();
  const pk: PkActor = createActor(pkPhaseMachine, {
    ...(persisted?.pk ? { snapshot: persisted.pk as SnapshotFrom<typeof pkPhaseMachine> } : {}),
  }).start();
  const spinMachine = turntableSpinMachine.provide({
    actions: { persistSpin: (_args, params: { spin: Spin | null }) => void (params.spin && pendingSpins.push(params.spin)) },
  });
  const wheel: SpinActor = createActor(spinMachine, {
    input: spinInput(config, options.seed),
    ...(persisted?.turntable ? { snapshot: persisted.turntable as SnapshotFrom<typeof turntableSpinMachine> } : {}),
  }).start();

  const streamerIds = () => config.streamers.map((s) => s.anchorId);
  const roundNo = () => round.getSnapshot().context.round;

  /** Streamers who may score now. */
  const scoringStreamers = (): Set<string> | null => {
    const pkContext = pk.getSnapshot().context;
    if (pkContext.phases.length === 0) return null;
    const running = pkContext.phases.find((p) => p.id === pkContext.runningPhaseId);
    return new Set(running?.streamerIds ?? []);
  };
  const canScore = (streamerId: string) => {
    if (config.recordOnly || !isCounting(round.getSnapshot().value)) return false;
    const allowed = scoringStreamers();
    return allowed === null || allowed.has(streamerId);
  };

  const view = (now: number): GameView => {
    const r = round.getSnapshot();
    const pkContext = pk.getSnapshot().context;
    const wheelContext = wheel.getSnapshot().context;
    const n = r.context.round;
    const contributors: GameView['contributors'] = {};
    for (const id of streamerIds()) contributors[id] = n > 0 ? ledgerTopContributors(ledger, n, id, 10) : [];
    return {
      configId: config.id,
      name: config.name,
      pluginStyle: config.pluginStyle,
      streamers: config.streamers.map((s) => ({ anchorId: s.anchorId, nickname: s.nickname, avatarUrl: s.avatarUrl ?? null })),
      round: {
        status: roundStatusOf(r.value),
        counting: isCounting(r.value),
        round: n,
        startedAt: r.context.startedAt,
        pkEndsAt: r.context.pkEndsAt,
        autoEndAt: r.context.autoEndAt,
        endedAt: r.context.endedAt,
      },
      board: ledgerScoreboard(ledger, Math.max(n, 1), streamerIds()),
      provisional,
      effects: effects.filter((e) => now < e.endsAt),
      contributors,
      flowerTarget: config.flowerTarget,
      pk: {
        runningPhaseId: pkContext.runningPhaseId,
        phases: pkContext.phases.map((p) => ({ ...p, status: phaseStatus(pkContext, p.id) })),
      },
      turntable: config.turntable
        ? { options: config.turntable.options, current: wheelContext.current, queued: wheelContext.queue.length }
        : null,
      hostRoom: host,
      giftArrivals: giftArrivalsView(arrivals, n, config.gifts),
      serverNow: now,
    };
  };

  const arrivalsStatus = () => giftArrivalsView(arrivals, roundNo(), config.gifts).status;
  /**
   * After `arrivals` changed from `before`: stored when a selected gift arrived or the status changed (rare), else
   * only with the next write (a count that lags after a crash only delays the warning). Returns whether the status
   * changed, which the caller publishes (unless another event of the same call carries the view anyway).
   */
  const arrivalsChanged = (out: GameOutput, before: GiftArrivals, statusBefore: string): boolean => {
    const status = arrivalsStatus();
    if (before.round !== arrivals.round || before.seen.length !== arrivals.seen.length || status !== statusBefore) out.stateChanged = true;
    return status !== statusBefore;
  };
  /** Publishes the new status of the check when nothing else of `out` carries the view. */
  const publishArrivals = (out: GameOutput, changed: boolean, now: number): GameOutput => {
    if (changed && out.events.length === 0) out.events.push({ kind: 'giftArrivals', view: view(now) });
    return out;
  };

  const output = (): GameOutput => ({ entries: [], spins: [], stateChanged: false, events: [] });
  const takeSpins = (out: GameOutput, now: number) => {
    while (pendingSpins.length > 0) {
      const spin = pendingSpins.shift()!;
      out.spins.push(spin);
      out.stateChanged = true;
      out.events.push({ kind: 'spin', view: view(now), spin });
    }
  };
  const requestSpin = (request: SpinRequest) => wheel.send({ type: 'spin.request', ...request });
  const rememberSpinKey = (key: string) => {
    spinKeys.add(key);
    if (spinKeys.size > SPIN_KEYS_KEPT) spinKeys.delete(spinKeys.values().next().value as string);
  };

  const onCountedGift = (event: Extract<RoomTopicEvent, { type: 'gift.counted' }>, now: number): GameOutput => {
    const out = output();
    const { gift } = event;
    const n = roundNo();
    let arrivalNews = false;
    if (n > 0 && roundStatusOf(round.getSnapshot().value) === 'collecting') {
      // Arrived in the room this round, scoring or not (a frozen board, another phase): what the check asks.
      const before = arrivals;
      const statusBefore = arrivalsStatus();
      arrivals = noteArrival(arrivals, n, gift.giftId, new Set(config.gifts.map((g) => g.giftId)));
      arrivalNews = arrivalsChanged(out, before, statusBefore);
    }
    if (n === 0 || !isCounting(round.getSnapshot().value)) return publishArrivals(out, arrivalNews, now);

    // The turntable's trigger gift spins whether or not it scores; a re-fed record spins nothing more.
    const key = giftKeyOf(gift);
    if (config.turntable?.triggerGiftId === gift.giftId && !spinKeys.has(key)) {
      rememberSpinKey(key);
      out.stateChanged = true;
      for (let i = 0; i < gift.repeatCount; i += 1) {
        requestSpin({ requestId: `${key}#${i}`, trigger: 'gift', by: { userId: gift.user.userId, nickname: gift.user.nickname }, requestedAt: now });
      }
    }

    const attribution = attributeGift(config, gift);
    if (attribution && canScore(attribution.streamerId)) {
      const entry = appendScore(ledger, {
        round: n,
        streamerId: attribution.streamerId,
        delta: attribution.points,
        at: now,
        cause: { kind: 'gift', key, msgId: gift.msgId, user: gift.user, giftId: gift.giftId, giftName: gift.giftName, count: attribution.count, price: attribution.price },
      });
      const effect = entry && config.pluginStyle === 'iceFire' ? activeEffectOf(effects, attribution.streamerId, now) : null;
      if (entry) out.entries.push(entry);
      if (effect) {
        const bonus = appendScore(ledger, {
          round: n,
          streamerId: attribution.streamerId,
          delta: effectBonus(attribution.points),
          at: now,
          cause: { kind: 'effect', effect: effect.effect, giftKey: key, multiplier: EFFECT_MULTIPLIER },
        });
        if (bonus) out.entries.push(bonus);
      }
    }

    // A trigger gift starts its side's effect after it scored (it is not doubled by it); the start is a
    // zero-point ledger entry, which is also how a re-fed trigger record is recognised.
    const started = config.pluginStyle === 'iceFire' ? effectTriggeredBy(config.streamers, gift.giftId, now, config.effectSeconds) : null;
    if (started && !effectStarts.has(`${n}|${key}`)) {
      effectStarts.add(`${n}|${key}`);
      effects = withEffect(effects.filter((e) => now < e.endsAt), started);
      const marker = appendScore(ledger, {
        round: n,
        streamerId: started.streamerId,
        delta: 0,
        at: now,
        cause: { kind: 'effect', effect: started.effect, giftKey: key, multiplier: EFFECT_MULTIPLIER },
      });
      if (marker) out.entries.push(marker);
      out.stateChanged = true;
      out.events.push({ kind: 'effect', view: view(now), user: gift.user });
    }
    if (out.entries.some((e) => e.delta !== 0)) out.events.push({ kind: 'score', view: view(now), entries: out.entries });
    takeSpins(out, now);
    return publishArrivals(out, arrivalNews, now);
  };

  const onProvisional = (now: number): GameOutput => {
    const out = output();
    const next: Record<string, number> = {};
    if (!config.recordOnly && isCounting(round.getSnapshot().value)) {
      for (const streak of openStreaks.values()) {
        const attribution = attributeGift(config, { giftId: streak.giftId, diamondCount: streak.diamondCount, repeatCount: streak.repeatCount, toUserId: streak.toUserId });
        if (attribution && canScore(attribution.streamerId)) next[attribution.streamerId] = (next[attribution.streamerId] ?? 0) + attribution.points;
      }
    }
    if (JSON.stringify(next) !== JSON.stringify(provisional)) {
      provisional = next;
      out.events.push({ kind: 'provisional', view: view(now) });
    }
    return out;
  };

  /** After a change of the round's state: streaks no longer show once scoring stopped. */
  const roundChanged = (out: GameOutput, now: number) => {
    if (!isCounting(round.getSnapshot().value)) provisional = {};
    out.stateChanged = true;
    out.events.push({ kind: 'round', view: view(now) });
  };
  const roundValue = () => JSON.stringify(round.getSnapshot().value);

  return {
    configId: config.id,
    onRoomEvent(event, now) {
      openStreaks = foldOpenStreaks(openStreaks, event);
      if (event.type === 'gift.counted') return onCountedGift(event, now);
      if (event.type === 'gift.provisional') return onProvisional(now);
      return output();
    },
    tick(now) {
      const out = output();
      const before = roundValue();
      round.send({ type: 'clock.tick', now });
      if (before !== roundValue()) roundChanged(out, now);
      const wheelBefore = wheel.getSnapshot().context.current?.spinNo ?? null;
      wheel.send({ type: 'clock.tick', now });
      takeSpins(out, now);
      if ((wheel.getSnapshot().context.current?.spinNo ?? null) !== wheelBefore) out.stateChanged = true;
      const live = effects.filter((e) => now < e.endsAt);
      if (live.length !== effects.length) {
        effects = live;
        out.stateChanged = true;
        out.events.push({ kind: 'effect', view: view(now), user: null });
      }
      if (roundStatusOf(round.getSnapshot().value) === 'collecting' && host.state === 'live') {
        const before = arrivals;
        const statusBefore = arrivalsStatus();
        if (watchedAt !== null) arrivals = noteWatching(arrivals, roundNo(), now - watchedAt);
        watchedAt = now;
        return publishArrivals(out, arrivalsChanged(out, before, statusBefore), now);
      }
      watchedAt = null;
      return out;
    },
    command(command, now) {
      const out = output();
      switch (command.type) {
        case 'round.start': {
          if (!round.getSnapshot().can({ type: 'round.start', at: now })) throw new GameCommandError(ROUND_MESSAGES.alreadyRunning);
          round.send({ type: 'round.start', at: now });
          effects = [];
          arrivals = emptyArrivals(roundNo());
          roundChanged(out, now);
          return out;
        }
        case 'round.end': {
          if (!round.getSnapshot().can({ type: 'round.end', at: now })) throw new GameCommandError(ROUND_MESSAGES.notRunning);
          round.send({ type: 'round.end', at: now });
          roundChanged(out, now);
          return out;
        }
        case 'adjust': {
          const status = roundStatusOf(round.getSnapshot().value);
          if (status === 'notStarted') throw new GameCommandError(ADJUSTMENT_MESSAGES.notStarted);
          if (status === 'ended') throw new GameCommandError(ROUND_MESSAGES.ended);
          const { adjustment } = command;
          if (!streamerIds().includes(adjustment.streamerId)) throw new GameCommandError(ROUND_MESSAGES.unknownStreamer);
          const flowerError = command.flower ? flowerAdjustmentError(adjustment) : null;
          if (flowerError) throw new GameCommandError(flowerError);
          const entry = appendScore(ledger, {
            round: roundNo(),
            streamerId: adjustment.streamerId,
            delta: adjustment.direction === 'add' ? adjustment.score : -adjustment.score,
            at: now,
            cause: { kind: 'manual', by: command.by, reason: adjustment.reason },
          });
          if (entry) out.entries.push(entry);
          out.events.push({ kind: 'score', view: view(now), entries: out.entries });
          return out;
        }
        case 'pk.initialize': {
          pk.send({ type: 'pk.initialize', phases: command.phases });
          out.stateChanged = true;
          out.events.push({ kind: 'phase', view: view(now) });
          return out;
        }
        case 'phase.start': {
          const check = checkPhaseStart(pk.getSnapshot().value === 'notInitialized' ? null : pk.getSnapshot().context, command.phaseId, command.confirmed);
          if (!check.ok) throw new GameCommandError(check.message, check.needsConfirmation);
          pk.send({ type: 'phase.start', phaseId: command.phaseId, confirmed: command.confirmed });
          out.stateChanged = true;
          out.events.push({ kind: 'phase', view: view(now) });
          return out;
        }
        case 'phase.stop': {
          pk.send({ type: 'phase.stop' });
          out.stateChanged = true;
          out.events.push({ kind: 'phase', view: view(now) });
          return out;
        }
        case 'spin': {
          if (!config.turntable) throw new GameCommandError(ROUND_MESSAGES.noTurntable);
          // A retried button press (same requestId, e.g. after a timeout) spins once.
          const key = `host|${command.requestId}`;
          if (spinKeys.has(key)) return out;
          rememberSpinKey(key);
          requestSpin({ requestId: command.requestId, trigger: 'host', by: command.by, requestedAt: now });
          out.stateChanged = true;
          takeSpins(out, now);
          return out;
        }
        case 'korea.stage.start':
        case 'korea.stage.end':
        case 'korea.turn.next':
        case 'korea.adjust':
        case 'korea.weights':
          throw new GameCommandError(koreaPkMessage('KOREA_NOT_AN_EVENT', { id: config.id }));
      }
    },
    reconfigure(next, now) {
      config = next;
      round.send({ type: 'timing.update', timing: roundTiming(next) });
      wheel.send({ type: 'options.update', options: next.turntable?.options ?? [] });
      const out = output();
      out.stateChanged = true;
      out.events.push({ kind: 'config', view: view(now) });
      return out;
    },
    hostRoom(state, now) {
      const out = output();
      if (JSON.stringify(state) === JSON.stringify(host)) return out;
      host = state;
      out.events.push({ kind: 'hostRoom', view: view(now) });
      return out;
    },
    view,
    status: () => roundStatusOf(round.getSnapshot().value),
    persisted: () => ({
      round: round.getPersistedSnapshot(),
      pk: pk.getPersistedSnapshot(),
      turntable: wheel.getPersistedSnapshot(),
      effects,
      spinKeys: [...spinKeys],
      arrivals,
    }),
    stop() {
      round.stop();
      pk.stop();
      wheel.stop();
    },
  };
}
