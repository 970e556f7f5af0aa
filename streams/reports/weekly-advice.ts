/**
 * The weekly advice rules (product spec, "Business constants and limits": "Weekly advice: 5 to 6 PKs per live, first
 * PK about 100 minutes after start, PK gap at least 47 minutes, no more than 2 PKs between 20:00 and 22:00, private
 * messages at most three"), checked against one streamer's week of lives.
 *
 * Each rule gives one {@link AdviceFinding}: whether the week kept to it and the numbers its advice text quotes (the
 * streamer's own figures), so the text says "your first PK came 34 minutes after you went live on 3 of 5 lives".
 * The texts themselves are data (advice-texts.ts).
 *
 * Decisions on what the spec leaves open (each repeated on the rule it concerns):
 * - Durations are whole minutes, rounded down, before any comparison, so the number the text shows is the number
 *   the rule compared (a gap of 46 min 59 s is 46 minutes, too short).
 * - A live belongs to the week it started in and is judged as one live even when it crosses midnight.
 * - Monitoring may join a live late. A live whose monitoring joined more than
 *   {@link AdviceRules.monitorGraceMinutes} after it started has an unseen beginning: PKs held wholly before are
 *   missing from the data. A PK already running when monitoring joined (it starts at or before `monitoredFrom`,
 *   monitoring having joined after the live started) has an unknown start: it counts in PKs per live and its end
 *   counts for the gap after it, but it is left out of everything that needs its start (first PK delay, prime time).
 *
 * Pure: no clock, no I/O; zone arithmetic through `@date-fns/tz`.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { isTimeZone } from '../contracts/monitor-sessions';

/** One minute, ms. */
export const MINUTE_MS = 60_000;

// ---- input ----

const epochMs = z.number().int().min(0);

/**
 * One PK of a live. `startedAt` and `endedAt` are epoch ms; `endedAt` is null when its end was not seen (monitoring
 * lost the room, or the week was read while it ran).
 */
export const weekPkSchema = z
  .object({ startedAt: epochMs, endedAt: epochMs.nullable() })
  .refine((pk) => pk.endedAt === null || pk.endedAt >= pk.startedAt, 'a PK cannot end before it starts');
export type WeekPk = z.infer<typeof weekPkSchema>;

/**
 * One live (session) of the week, epoch ms. `monitoredFrom` is when monitoring joined the room (≥ `startedAt`);
 * `endedAt` is null when the end was not seen. `pks` in any order; each starts within the live.
 */
export const weekSessionSchema = z
  .object({
    startedAt: epochMs,
    endedAt: epochMs.nullable(),
    monitoredFrom: epochMs,
    pks: z.array(weekPkSchema),
  })
  .superRefine((s, ctx) => {
    if (s.monitoredFrom < s.startedAt) ctx.addIssue({ code: 'custom', message: 'monitoring cannot join before the live starts', path: ['monitoredFrom'] });
    if (s.endedAt !== null && s.endedAt < s.monitoredFrom) ctx.addIssue({ code: 'custom', message: 'a live cannot end before monitoring joined', path: ['endedAt'] });
    s.pks.forEach((pk, i) => {
      if (pk.startedAt < s.startedAt || (s.endedAt !== null && pk.startedAt > s.endedAt)) {
        ctx.addIssue({ code: 'custom', message: 'a PK starts within its live', path: ['pks', i, 'startedAt'] });
      }
    });
  });
export type WeekSession = z.infer<typeof weekSessionSchema>;

/**
 * Private messages of the week: for each person the streamer wrote to, the longest run of private messages sent
 * without an answer (a count). The spec: "Private messages at most 3 if unanswered".
 */
export const weekPrivateMessagesSchema = z.object({ unansweredRuns: z.array(z.number().int().min(0)) });
export type WeekPrivateMessages = z.infer<typeof weekPrivateMessagesSchema>;

/**
 * One streamer's week: `weekStart` is the epoch ms of Monday 00:00 in `zone`; `zone` is the IANA zone the rules read
 * local hours in (see {@link reportZone}); `sessions` are the lives that started in the week (a live crossing into
 * the next Monday stays in this week). `privateMessages` is absent when they are not known.
 */
export const adviceWeekSchema = z
  .object({
    weekStart: epochMs,
    zone: z.string().refine(isTimeZone, 'unknown IANA time zone'),
    sessions: z.array(weekSessionSchema),
    privateMessages: weekPrivateMessagesSchema.optional(),
  })
  .superRefine((week, ctx) => {
    if (!isTimeZone(week.zone)) return;
    const local = new TZDate(week.weekStart, week.zone);
    if (local.getDay() !== 1 || local.getHours() !== 0 || local.getMinutes() !== 0 || local.getSeconds() !== 0 || local.getMilliseconds() !== 0) {
      ctx.addIssue({ code: 'custom', message: 'weekStart is Monday 00:00 in the zone', path: ['weekStart'] });
      return;
    }
    const end = weekEnd(week.weekStart, week.zone);
    week.sessions.forEach((s, i) => {
      if (s.startedAt < week.weekStart || s.startedAt >= end) ctx.addIssue({ code: 'custom', message: 'a live starts within the week', path: ['sessions', i, 'startedAt'] });
    });
  });
export type AdviceWeek = z.infer<typeof adviceWeekSchema>;

/**
 * The zone a streamer's week is read in: the streamer's own zone when their record has one, otherwise the guild's
 * (APP_TIME_ZONE). Both IANA names.
 */
export function reportZone(streamerZone: string | null | undefined, guildZone: string): string {
  return streamerZone && streamerZone.trim() !== '' ? streamerZone : guildZone;
}

/** Epoch ms of the Monday 00:00 after the week starting at `weekStart` (epoch ms) in `zone` (7 local days; 167 or 169 hours across a DST change). */
export function weekEnd(weekStart: number, zone: string): number {
  const local = new TZDate(weekStart, zone);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 7, zone).getTime();
}

// ---- rules ----

/** The rules, in the order a report shows them. */
export const ADVICE_RULE_IDS = ['pksPerLive', 'firstPkDelay', 'pkGap', 'primeTimePks', 'privateMessages'] as const;
export type AdviceRuleId = (typeof ADVICE_RULE_IDS)[number];

/** The thresholds of the rules; {@link DEFAULT_ADVICE_RULES} holds the spec's. */
export interface AdviceRules {
  /** PKs per live, inclusive range. */
  pksPerLive: { min: number; max: number };
  /** First PK delay after the live starts, whole minutes: `target` is "about", `[min, max]` is what counts as about. */
  firstPkDelay: { target: number; min: number; max: number };
  /** Least break from the end of one PK to the start of the next, whole minutes. */
  pkGap: { min: number };
  /** Prime time: local hours `[fromHour, toHour)` of each day, and the most PKs that may start in it. */
  primeTimePks: { fromHour: number; toHour: number; max: number };
  /** Most private messages sent to one person without an answer. */
  privateMessages: { max: number };
  /**
   * Minutes monitoring may join after a live started and still count as having seen its beginning. 8: the longest
   * wait between two checks of a regular streamer (5 minutes plus half an interval of jitter, streams/monitor/scan-schedule.ts),
   * shorter than a PK, so no PK can start and end unseen in it.
   */
  monitorGraceMinutes: number;
}

/**
 * The spec's rules: 5–6 PKs per live; first PK about 100 minutes after the start, "about" being 90 to 110 minutes
 * inclusive; at least 47 minutes from the end of one PK to the start of the next; at most 2 PKs starting between
 * 20:00 and 22:00 local time on any day; at most 3 unanswered private messages to anyone.
 */
export const DEFAULT_ADVICE_RULES: Readonly<AdviceRules> = Object.freeze({
  pksPerLive: { min: 5, max: 6 },
  firstPkDelay: { target: 100, min: 90, max: 110 },
  pkGap: { min: 47 },
  primeTimePks: { fromHour: 20, toHour: 22, max: 2 },
  privateMessages: { max: 3 },
  monitorGraceMinutes: 8,
});

/**
 * The numbers each finding carries, by topic; they are also the only placeholders its advice texts may use
 * (advice-texts.ts). `summary` is the week's figures, `noLives` the finding of a week without a live.
 * Counts are plain counts; every `…Minutes` is whole minutes; `target*`, `min*`, `max*`, `fromHour`, `toHour` come
 * from the rules.
 */
export const ADVICE_PLACEHOLDERS = {
  summary: ['lives', 'liveDays', 'liveMinutes', 'liveHours', 'liveRestMinutes', 'pks'],
  noLives: ['targetMin', 'targetMax', 'firstPkMinutes'],
  pksPerLive: ['lives', 'offLives', 'fewLives', 'manyLives', 'fewestPks', 'mostPks', 'meanPks', 'skippedLives', 'targetMin', 'targetMax'],
  firstPkDelay: ['lives', 'offLives', 'earlyLives', 'lateLives', 'meanMinutes', 'offMeanMinutes', 'earliestMinutes', 'latestMinutes', 'skippedLives', 'target', 'minMinutes', 'maxMinutes'],
  pkGap: ['lives', 'offLives', 'gaps', 'offGaps', 'shortestMinutes', 'offMeanMinutes', 'target'],
  primeTimePks: ['evenings', 'offEvenings', 'mostPks', 'fromHour', 'toHour', 'target'],
  privateMessages: ['contacts', 'offContacts', 'most', 'target'],
} as const satisfies Record<AdviceTopic, readonly string[]>;

/** What a text speaks about: a rule, the week's figures (`summary`) or a week without lives (`noLives`). */
export type AdviceTopic = AdviceRuleId | 'summary' | 'noLives';

/** The numbers of a topic, keyed by placeholder name. */
export type AdviceNumbers<T extends AdviceTopic> = Record<(typeof ADVICE_PLACEHOLDERS)[T][number], number>;

/**
 * `ok`: the week kept to the rule; `off`: it did not (the text says what to change); `noData`: nothing in the week
 * could be judged (no measurable live, no private-message data), so no text is shown for it.
 */
export type AdviceOutcome = 'ok' | 'off' | 'noData';

/** One rule's verdict on the week, or the single `noLives` finding of a week without lives (always `off`). */
export type AdviceFinding =
  | { [R in AdviceRuleId]: { rule: R; outcome: AdviceOutcome; numbers: AdviceNumbers<R> } }[AdviceRuleId]
  | { rule: 'noLives'; outcome: 'off'; numbers: AdviceNumbers<'noLives'> };

/** The week's figures: lives, distinct local days a live started on, minutes live (whole, summed), PKs. */
export type WeekFigures = AdviceNumbers<'summary'>;

// ---- helpers ----

/** Whole minutes in `ms`, rounded down (negative spans give 0). */
export function wholeMinutes(ms: number): number {
  return Math.max(0, Math.floor(ms / MINUTE_MS));
}

const byStart = (a: WeekPk, b: WeekPk) => a.startedAt - b.startedAt;
const sortedPks = (s: WeekSession): WeekPk[] => [...s.pks].sort(byStart);
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : Math.round(xs.reduce((a, b) => a + b, 0) / xs.length));
const minOf = (xs: readonly number[]) => (xs.length === 0 ? 0 : Math.min(...xs));
const maxOf = (xs: readonly number[]) => (xs.length === 0 ? 0 : Math.max(...xs));
const outcomeOf = (judged: number, off: number): AdviceOutcome => (judged === 0 ? 'noData' : off > 0 ? 'off' : 'ok');

/** Whether monitoring joined within the grace, so the live's beginning was seen. */
function beginningSeen(s: WeekSession, rules: AdviceRules): boolean {
  return s.monitoredFrom - s.startedAt <= rules.monitorGraceMinutes * MINUTE_MS;
}

/**
 * Whether a PK's start is known: not when monitoring joined after the live started and the PK started at or before
 * that moment (it was already running; the recorded start is at best when it was first seen).
 */
export function pkStartKnown(s: WeekSession, pk: WeekPk): boolean {
  return !(s.monitoredFrom > s.startedAt && pk.startedAt <= s.monitoredFrom);
}

/** The last instant known of a live, epoch ms: its end, or the latest moment seen in it when the end is unknown. */
export function lastKnownAt(s: WeekSession): number {
  if (s.endedAt !== null) return s.endedAt;
  return Math.max(s.monitoredFrom, ...s.pks.map((pk) => pk.endedAt ?? pk.startedAt));
}

/** `yyyy-m-d` of the local day of `at` (epoch ms) in `zone`. */
function localDayKey(at: number, zone: string): string {
  const d = new TZDate(at, zone);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

// ---- the week's figures ----

/**
 * The week's figures: `lives`, `liveDays` (distinct local days on which a live started; a live crossing midnight
 * counts on its first day), `liveMinutes` (whole minutes live, summed over lives, to the end or the last moment seen),
 * `liveHours` and `liveRestMinutes` (the same as hours and minutes), `pks` (all PKs, those already running when
 * monitoring joined included).
 */
export function weekFigures(week: AdviceWeek): WeekFigures {
  const liveMinutes = wholeMinutes(week.sessions.reduce((sum, s) => sum + (lastKnownAt(s) - s.startedAt), 0));
  return {
    lives: week.sessions.length,
    liveDays: new Set(week.sessions.map((s) => localDayKey(s.startedAt, week.zone))).size,
    liveMinutes,
    liveHours: Math.floor(liveMinutes / 60),
    liveRestMinutes: liveMinutes % 60,
    pks: week.sessions.reduce((sum, s) => sum + s.pks.length, 0),
  };
}

// ---- the rules ----

/**
 * PKs per live: each live holds `min`–`max` PKs (5–6), counting every PK of the live, one already running when
 * monitoring joined included. A live whose beginning monitoring did not see may be missing PKs, so it is judged only
 * when it already has too many; otherwise it is skipped (`skippedLives`). A live still running or whose end was lost
 * is judged on the PKs seen.
 */
export function checkPksPerLive(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): Extract<AdviceFinding, { rule: 'pksPerLive' }> {
  const { min, max } = rules.pksPerLive;
  const counts: number[] = [];
  let few = 0;
  let many = 0;
  let skipped = 0;
  for (const s of week.sessions) {
    const n = s.pks.length;
    if (n > max) many += 1;
    else if (!beginningSeen(s, rules)) {
      skipped += 1;
      continue;
    } else if (n < min) few += 1;
    counts.push(n);
  }
  return {
    rule: 'pksPerLive',
    outcome: outcomeOf(counts.length, few + many),
    numbers: {
      lives: counts.length, offLives: few + many, fewLives: few, manyLives: many,
      fewestPks: minOf(counts), mostPks: maxOf(counts), meanPks: mean(counts),
      skippedLives: skipped, targetMin: min, targetMax: max,
    },
  };
}

/**
 * First PK delay: whole minutes from the live's start to its first PK's start are within `[min, max]` (90–110,
 * "about 100"). Judged on a live with at least one PK, whose beginning monitoring saw, and whose first PK's start is
 * known; other lives are `skippedLives` (a live without PKs is the PKs-per-live rule's matter). `offMeanMinutes` is
 * the mean delay of the lives outside the range, `meanMinutes` of all judged lives.
 */
export function checkFirstPkDelay(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): Extract<AdviceFinding, { rule: 'firstPkDelay' }> {
  const { target, min, max } = rules.firstPkDelay;
  const delays: number[] = [];
  const off: number[] = [];
  let early = 0;
  let late = 0;
  let skipped = 0;
  for (const s of week.sessions) {
    const first = sortedPks(s)[0];
    if (!first || !beginningSeen(s, rules) || !pkStartKnown(s, first)) {
      skipped += 1;
      continue;
    }
    const delay = wholeMinutes(first.startedAt - s.startedAt);
    delays.push(delay);
    if (delay < min) early += 1;
    else if (delay > max) late += 1;
    else continue;
    off.push(delay);
  }
  return {
    rule: 'firstPkDelay',
    outcome: outcomeOf(delays.length, off.length),
    numbers: {
      lives: delays.length, offLives: off.length, earlyLives: early, lateLives: late,
      meanMinutes: mean(delays), offMeanMinutes: mean(off), earliestMinutes: minOf(delays), latestMinutes: maxOf(delays),
      skippedLives: skipped, target, minMinutes: min, maxMinutes: max,
    },
  };
}

/**
 * PK gap: the break from one PK's end to the next PK's start (the spec's "gap": the time between PKs, not from start
 * to start) is at least `min` whole minutes (47). A pair is measured when the earlier PK's end is seen and the later
 * PK's start is known; overlapping PKs are a gap of 0. `lives` counts lives with at least one measured gap, `offLives`
 * those with a short one.
 */
export function checkPkGap(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): Extract<AdviceFinding, { rule: 'pkGap' }> {
  const { min } = rules.pkGap;
  const gaps: number[] = [];
  const short: number[] = [];
  let lives = 0;
  let offLives = 0;
  for (const s of week.sessions) {
    const pks = sortedPks(s);
    let measured = 0;
    let shortHere = 0;
    for (let i = 1; i < pks.length; i += 1) {
      const before = pks[i - 1]!;
      const next = pks[i]!;
      if (before.endedAt === null || !pkStartKnown(s, next)) continue;
      const gap = wholeMinutes(next.startedAt - before.endedAt);
      measured += 1;
      gaps.push(gap);
      if (gap < min) {
        shortHere += 1;
        short.push(gap);
      }
    }
    if (measured > 0) lives += 1;
    if (shortHere > 0) offLives += 1;
  }
  return {
    rule: 'pkGap',
    outcome: outcomeOf(gaps.length, short.length),
    numbers: { lives, offLives, gaps: gaps.length, offGaps: short.length, shortestMinutes: minOf(gaps), offMeanMinutes: mean(short), target: min },
  };
}

/**
 * Prime time: on each local day, at most `max` PKs (2) start within `[fromHour, toHour)` (20:00–22:00) in the week's
 * zone. Counted per evening, not per live, so two lives on one evening share the limit, and a live crossing midnight
 * is judged on each evening it covers (a PK at 00:30 is no one's prime time). `evenings` are the local days whose
 * prime time overlaps a monitored stretch of a live; a PK whose start is unknown is not counted.
 */
export function checkPrimeTimePks(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): Extract<AdviceFinding, { rule: 'primeTimePks' }> {
  const { fromHour, toHour, max } = rules.primeTimePks;
  const perEvening = new Map<string, number>();
  for (const s of week.sessions) {
    const from = s.monitoredFrom;
    const to = lastKnownAt(s);
    // Each local day from the one monitoring joined on, while its prime time starts before the live's last moment.
    const first = new TZDate(from, week.zone);
    const at = (day: number, hour: number) => new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + day, hour, week.zone).getTime();
    for (let day = 0; at(day, fromHour) < to; day += 1) {
      if (from < at(day, toHour)) {
        const key = localDayKey(at(day, fromHour), week.zone);
        if (!perEvening.has(key)) perEvening.set(key, 0);
      }
    }
    for (const pk of s.pks) {
      if (!pkStartKnown(s, pk)) continue;
      const local = new TZDate(pk.startedAt, week.zone);
      const hour = local.getHours();
      if (hour >= fromHour && hour < toHour) {
        const key = localDayKey(pk.startedAt, week.zone);
        perEvening.set(key, (perEvening.get(key) ?? 0) + 1);
      }
    }
  }
  const counts = [...perEvening.values()];
  const off = counts.filter((n) => n > max).length;
  return {
    rule: 'primeTimePks',
    outcome: outcomeOf(counts.length, off),
    numbers: { evenings: counts.length, offEvenings: off, mostPks: maxOf(counts), fromHour, toHour, target: max },
  };
}

/**
 * Private messages: nobody received more than `max` (3) private messages in a row without answering. `noData` when
 * the week carries no private-message figures.
 */
export function checkPrivateMessages(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): Extract<AdviceFinding, { rule: 'privateMessages' }> {
  const { max } = rules.privateMessages;
  const runs = week.privateMessages?.unansweredRuns ?? [];
  const off = runs.filter((n) => n > max).length;
  return {
    rule: 'privateMessages',
    outcome: outcomeOf(runs.length, off),
    numbers: { contacts: runs.length, offContacts: off, most: maxOf(runs), target: max },
  };
}

/**
 * Checks a week against every rule, in {@link ADVICE_RULE_IDS} order (`noData` findings included, so a caller sees
 * what could not be judged). A week without lives gives instead one `noLives` finding (it is never a week that "kept
 * to every rule"), followed by the private-messages finding when the week has such figures.
 */
export function checkWeek(week: AdviceWeek, rules: AdviceRules = DEFAULT_ADVICE_RULES): AdviceFinding[] {
  if (week.sessions.length === 0) {
    const noLives: AdviceFinding = {
      rule: 'noLives',
      outcome: 'off',
      numbers: { targetMin: rules.pksPerLive.min, targetMax: rules.pksPerLive.max, firstPkMinutes: rules.firstPkDelay.target },
    };
    const messages = checkPrivateMessages(week, rules);
    return messages.outcome === 'noData' ? [noLives] : [noLives, messages];
  }
  return [
    checkPksPerLive(week, rules),
    checkFirstPkDelay(week, rules),
    checkPkGap(week, rules),
    checkPrimeTimePks(week, rules),
    checkPrivateMessages(week, rules),
  ];
}
