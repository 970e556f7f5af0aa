/**
 * The game session of a Korea group PK event (a live configuration with `pluginStyle: 'korea'`; the rules in words are
 * in streams/games/korea-pk.ts): the stage machine (machines/korea-stage.machine.ts) and one score ledger in which each
 * stage is a round ({@link STAGE_ROUND}: double 1, solo 2, team 3). Same interface and guarantees as the other games'
 * session (game-session.ts): no I/O, each call returns what to store then publish, and {@link restoreKoreaSession}
 * rebuilds the same state from the stored ledger and snapshot after a restart.
 *
 * How inputs score:
 * - every input first plays the stage clock out to its `now` (a timed stage that is over, a solo turn whose time is
 *   up), so a gift counted after a stage ended scores nothing even when the second's tick has not come yet;
 * - `gift.counted` while a stage runs: double PK and team show stages score the gift for the streamer it is
 *   attributed to (attribute-gift.ts); the solo show stage scores every selected gift (configured price, not below
 *   `minGiftValue`) for the streamer performing, whoever it was sent to; a record scores once in the whole event (a
 *   re-fed one counts nothing, in the stage it scored in or in a later one);
 * - `gift.provisional`: the open streaks' running points per streamer of the running stage, by the same rules.
 *
 * Weights: the host's `korea.weights` command keeps the weights in this session's stored state (so they survive a
 * restart without an edit of the event); an edit of the event that changes its weights replaces them. Until the host
 * set any, the event's configured weights apply.
 *
 * The round of the view (what lists, the runtime and the generic screens read): `collecting` and counting while a
 * stage runs, `ended` once a stage ran and none runs, else `notStarted`; `round` is the ledger round of the running
 * stage (or of the last one that ran); the board is the weighted total.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { checkStageStart, koreaStageMachine, scoringNow, type KoreaStageContext, type KoreaStageSettings } from '../../../machines/korea-stage.machine';
import type { GameView } from '../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../streams/contracts/korea-view';
import { koreaPkMessage } from '../../../streams/contracts/refusals/korea-pk';
import { attributeGift, type GiftAttribution } from '../../../streams/games/attribute-gift';
import {
  KOREA_MESSAGES,
  KOREA_STAGES,
  pairResults,
  rankLines,
  STAGE_ROUND,
  stageStartError,
  teamScores,
  teamTotals,
  totalScores,
  type KoreaSettings,
  type KoreaStage,
  type KoreaWeights,
  type StagePoints,
} from '../../../streams/games/korea-pk';
import { appendScore, createScoreLedger, giftKeyOf, hasGift, ledgerTopContributors, type ScoreLedger } from '../../../streams/games/score-ledger';
import type { RoomTopicEvent } from '../../../streams/live/room-topic';
import { foldOpenStreaks, type OpenStreaks } from '../../../streams/live/open-streaks';
import { GameCommandError, initialHostRoom, ROUND_MESSAGES, type GameConfig, type GameOutput, type GameSession, type GameSessionOptions, type PersistedGame } from './game-session';

/** What a Korea event stores besides its ledger (`korea` of {@link PersistedGame}). */
export interface PersistedKorea {
  /** The stage machine's persisted snapshot. */
  machine: unknown;
  /** The weights the host set with the `korea.weights` command; null: the event's configured weights. */
  weights: KoreaWeights | null;
}

/** Settings of an event stored without them (its rules require them; a stored body is read without the rules). */
const NO_SETTINGS: KoreaSettings = {
  teams: [],
  double: { pairs: [], durationSeconds: 0 },
  solo: { order: [], turnSeconds: 60 },
  team: { durationSeconds: 0 },
  weights: { double: 100, solo: 100, team: 100 },
};

const stageSettingsOf = (settings: KoreaSettings): KoreaStageSettings => ({
  order: settings.solo.order,
  turnMs: settings.solo.turnSeconds * 1_000,
  durationMs: { double: settings.double.durationSeconds * 1_000, team: settings.team.durationSeconds * 1_000 },
});

/** A gift (counted record or open streak) as scoring needs it. */
interface ScorableGift {
  giftId: string;
  diamondCount: number;
  repeatCount: number;
  toUserId: string | null;
}

/** True for the commands of a Korea event (the other games' sessions refuse them). */
export const isKoreaCommand = (type: string): boolean => type.startsWith('korea.');

/** Starts the session of a Korea event, restoring its stage machine and ledger when given. */
export function restoreKoreaSession(options: GameSessionOptions): GameSession {
  let config: GameConfig = options.config;
  let settings: KoreaSettings = config.korea ?? NO_SETTINGS;
  const ledger: ScoreLedger = createScoreLedger(options.entries ?? []);
  const stored = options.persisted?.korea ?? null;
  let weights: KoreaWeights | null = stored?.weights ?? null;
  let provisional: Record<string, number> = {};
  /** Every open streak of the host room, folded from the topic's provisional changes and counted records. */
  let openStreaks: OpenStreaks = new Map();
  let host = initialHostRoom(config.room);
  /** The clock moved the stages during a command that was then refused: the next output stores and publishes it. */
  let unpublished = false;

  const machine = createActor(koreaStageMachine, {
    input: stageSettingsOf(settings),
    ...(stored?.machine ? { snapshot: stored.machine as SnapshotFrom<typeof koreaStageMachine> } : {}),
  }).start();
  // The event may have been edited while no session ran it: the order and timings apply to what starts from now on.
  machine.send({ type: 'settings.update', settings: stageSettingsOf(settings) });

  const ctx = (): KoreaStageContext => machine.getSnapshot().context;
  const streamerIds = () => config.streamers.map((s) => s.anchorId);
  const effectiveWeights = (): KoreaWeights => weights ?? settings.weights;
  /** What the screens redraw on: the running stage, each stage's status and the solo turn. */
  const stageKey = () => {
    const c = ctx();
    return JSON.stringify([c.running, c.turn?.index ?? null, c.turn?.startedAt ?? null, KOREA_STAGES.map((s) => c.stages[s].status)]);
  };

  const points = (stage: KoreaStage): StagePoints => ledger.totals.get(STAGE_ROUND[stage]) ?? new Map<string, number>();
  const pointsOfStages = (): Record<KoreaStage, StagePoints> => ({ double: points('double'), solo: points('solo'), team: points('team') });

  /** The stage that ran last (the running one first), or null before any ran. */
  const lastStage = (): KoreaStage | null => {
    const c = ctx();
    if (c.running) return c.running;
    let last: KoreaStage | null = null;
    for (const stage of KOREA_STAGES) {
      const started = c.stages[stage].startedAt;
      if (started !== null && (last === null || started > c.stages[last].startedAt!)) last = stage;
    }
    return last;
  };

  /**
   * Who `gift` scores for in the running stage, and how much (module comment), or null. Solo: a selected gift at its
   * configured price, for the performer; otherwise the event's attribution.
   */
  const scoreOf = (gift: ScorableGift): (GiftAttribution & { stage: KoreaStage }) | null => {
    const now = scoringNow(ctx());
    if (!now) return null;
    if (now.stage !== 'solo') {
      const attribution = attributeGift(config, gift);
      return attribution ? { ...attribution, stage: now.stage } : null;
    }
    const performer = now.performer;
    const selected = config.gifts.find((g) => g.giftId === gift.giftId);
    if (!performer || !streamerIds().includes(performer) || !selected) return null;
    if (selected.price < config.minGiftValue || gift.repeatCount <= 0) return null;
    return { streamerId: performer, price: selected.price, count: gift.repeatCount, points: selected.price * gift.repeatCount, stage: 'solo' };
  };

  const koreaView = (): KoreaView => {
    const c = ctx();
    const stagePoints = pointsOfStages();
    const streamers = config.streamers;
    const board = (stage: KoreaStage) => rankLines(streamers.map((s) => ({ id: s.anchorId, score: Math.max(0, stagePoints[stage].get(s.anchorId) ?? 0) })));
    const totals = totalScores(streamers, stagePoints, effectiveWeights());
    return {
      teams: settings.teams,
      teamOf: Object.fromEntries(streamers.filter((s) => s.teamId).map((s) => [s.anchorId, s.teamId!])),
      running: c.running,
      stages: c.stages,
      solo: { order: c.order, turnSeconds: settings.solo.turnSeconds, turn: c.turn },
      boards: { double: board('double'), solo: board('solo'), team: board('team') },
      pairs: pairResults(settings.double.pairs, stagePoints.double),
      teamScores: teamScores(settings.teams, streamers, stagePoints.team),
      weights: effectiveWeights(),
      totals,
      teamTotals: teamTotals(settings.teams, streamers, totals),
      provisional,
    };
  };

  const status = (): 'notStarted' | 'collecting' | 'ended' => {
    const c = ctx();
    if (c.running) return 'collecting';
    return KOREA_STAGES.some((stage) => c.stages[stage].status !== 'notStarted') ? 'ended' : 'notStarted';
  };

  const view = (now: number): GameView => {
    const c = ctx();
    const korea = koreaView();
    const stage = lastStage();
    const run = stage ? c.stages[stage] : null;
    const contributors: GameView['contributors'] = {};
    if (c.running) for (const id of streamerIds()) contributors[id] = ledgerTopContributors(ledger, STAGE_ROUND[c.running], id, 10);
    return {
      configId: config.id,
      name: config.name,
      pluginStyle: config.pluginStyle,
      streamers: config.streamers.map((s) => ({ anchorId: s.anchorId, nickname: s.nickname, avatarUrl: s.avatarUrl ?? null })),
      round: {
        status: status(),
        counting: c.running !== null,
        round: stage ? STAGE_ROUND[stage] : 0,
        startedAt: run?.startedAt ?? null,
        // A countdown for the generic screens: the timed stage's end, or the solo turn's.
        pkEndsAt: c.running ? (run?.endsAt ?? c.turn?.endsAt ?? null) : null,
        autoEndAt: null,
        endedAt: c.running ? null : (run?.endedAt ?? null),
      },
      board: korea.totals.map((line) => ({ streamerId: line.streamerId, score: line.total, rank: line.rank })),
      provisional,
      effects: [],
      contributors,
      flowerTarget: config.flowerTarget,
      pk: { runningPhaseId: null, phases: [] },
      turntable: null,
      hostRoom: host,
      giftArrivals: { status: 'idle' },
      serverNow: now,
      korea,
    };
  };

  const output = (): GameOutput => ({ entries: [], spins: [], stateChanged: false, events: [] });

  /** Plays the stage clock out to `now`; a change (or one a refused command left unpublished) is stored and published. */
  const advance = (out: GameOutput, now: number) => {
    const before = stageKey();
    machine.send({ type: 'clock.tick', now });
    if (before !== stageKey() || unpublished) stagesChanged(out, now);
  };
  /** After the stages changed: open streaks belong to the stage that ran, so they no longer show. */
  const stagesChanged = (out: GameOutput, now: number) => {
    unpublished = false;
    provisional = {};
    out.stateChanged = true;
    out.events.push({ kind: 'round', view: view(now) });
  };

  const onCounted = (event: Extract<RoomTopicEvent, { type: 'gift.counted' }>, now: number): GameOutput => {
    const out = output();
    advance(out, now);
    const { gift } = event;
    const key = giftKeyOf(gift);
    // Once in the whole event, not once per stage: a record a reconnect re-sends after the host switched stages
    // (a platform re-sends recent frames) must not score again in the new stage.
    if (KOREA_STAGES.some((stage) => hasGift(ledger, STAGE_ROUND[stage], key))) return out;
    const scored = scoreOf(gift);
    if (!scored) return out;
    const entry = appendScore(ledger, {
      round: STAGE_ROUND[scored.stage],
      streamerId: scored.streamerId,
      delta: scored.points,
      at: now,
      cause: { kind: 'gift', key, msgId: gift.msgId, user: gift.user, giftId: gift.giftId, giftName: gift.giftName, count: scored.count, price: scored.price },
    });
    if (entry) {
      out.entries.push(entry);
      out.events.push({ kind: 'score', view: view(now), entries: out.entries });
    }
    return out;
  };

  const onProvisional = (now: number): GameOutput => {
    const out = output();
    advance(out, now);
    const next: Record<string, number> = {};
    for (const streak of openStreaks.values()) {
      const scored = scoreOf({ giftId: streak.giftId, diamondCount: streak.diamondCount, repeatCount: streak.repeatCount, toUserId: streak.toUserId });
      if (scored) next[scored.streamerId] = (next[scored.streamerId] ?? 0) + scored.points;
    }
    if (JSON.stringify(next) !== JSON.stringify(provisional)) {
      provisional = next;
      out.events.push({ kind: 'provisional', view: view(now) });
    }
    return out;
  };

  const refuse = (message: string, needsConfirmation = false): never => {
    throw new GameCommandError(message, needsConfirmation);
  };

  /** Runs one command (after the clock was played out); throws {@link GameCommandError} before changing anything. */
  const run = (out: GameOutput, command: Parameters<GameSession['command']>[0], now: number) => {
    switch (command.type) {
      case 'korea.stage.start': {
        const error = stageStartError(settings, config.streamers, command.stage);
        if (error) refuse(error);
        const check = checkStageStart(ctx(), command.stage, command.confirmed);
        if (!check.ok) refuse(check.message, check.needsConfirmation);
        machine.send({ type: 'stage.start', stage: command.stage, at: now });
        stagesChanged(out, now);
        return;
      }
      case 'korea.stage.end': {
        if (!ctx().running) refuse(KOREA_MESSAGES.noStageRunning);
        machine.send({ type: 'stage.end', at: now });
        stagesChanged(out, now);
        return;
      }
      case 'korea.turn.next': {
        if (ctx().running !== 'solo') refuse(KOREA_MESSAGES.notSolo);
        machine.send({ type: 'turn.next', at: now });
        stagesChanged(out, now);
        return;
      }
      case 'korea.adjust': {
        if (ctx().stages[command.stage].status === 'notStarted') refuse(KOREA_MESSAGES.stageNotStarted);
        const { adjustment } = command;
        if (!streamerIds().includes(adjustment.streamerId)) refuse(ROUND_MESSAGES.unknownStreamer);
        const entry = appendScore(ledger, {
          round: STAGE_ROUND[command.stage],
          streamerId: adjustment.streamerId,
          delta: adjustment.direction === 'add' ? adjustment.score : -adjustment.score,
          at: now,
          cause: { kind: 'manual', by: command.by, reason: adjustment.reason },
        });
        if (entry) out.entries.push(entry);
        out.events.push({ kind: 'score', view: view(now), entries: out.entries });
        return;
      }
      case 'korea.weights': {
        weights = { ...command.weights };
        out.stateChanged = true;
        out.events.push({ kind: 'config', view: view(now) });
        return;
      }
      default:
        // Another game's command (round, PK phases, turntable): an event runs stages instead.
        refuse(koreaPkMessage('KOREA_ROUND_COMMAND'));
    }
  };

  return {
    configId: config.id,
    onRoomEvent(event, now) {
      openStreaks = foldOpenStreaks(openStreaks, event);
      if (event.type === 'gift.counted') return onCounted(event, now);
      if (event.type === 'gift.provisional') return onProvisional(now);
      return output();
    },
    tick(now) {
      const out = output();
      advance(out, now);
      return out;
    },
    command(command, now) {
      const out = output();
      advance(out, now);
      try {
        run(out, command, now);
      } catch (error) {
        // Refused: the command changed nothing, but the clock may have moved the stages; the next output carries that.
        if (out.stateChanged) unpublished = true;
        throw error;
      }
      return out;
    },
    reconfigure(next, now) {
      const previousWeights = JSON.stringify(settings.weights);
      config = next;
      settings = next.korea ?? settings;
      // An edit of the event that changes its weights is the host's newest word on them.
      if (JSON.stringify(settings.weights) !== previousWeights) weights = null;
      machine.send({ type: 'settings.update', settings: stageSettingsOf(settings) });
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
    status,
    persisted: (): PersistedGame => ({
      round: null,
      pk: null,
      turntable: null,
      effects: [],
      spinKeys: [],
      korea: { machine: machine.getPersistedSnapshot(), weights },
    }),
    stop() {
      machine.stop();
    },
  };
}
