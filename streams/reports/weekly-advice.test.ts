import { describe, expect, it } from 'vitest';
import { SAMPLE_WEEK } from './sample-week';
import {
  adviceWeekSchema,
  checkFirstPkDelay,
  checkPkGap,
  checkPksPerLive,
  checkPrimeTimePks,
  checkPrivateMessages,
  checkWeek,
  reportZone,
  weekEnd,
  weekFigures,
  type AdviceWeek,
  type WeekPk,
  type WeekSession,
} from './weekly-advice';

// Hand-built weeks. Dubai is UTC+4 all year, so 2026-11-16 20:00 in Dubai is 16:00Z; the week starts Monday 16
// November 2026 00:00 Dubai. Every expected number below is counted by hand from the times written here.
const dubai = (day: number, hour: number, minute = 0, second = 0): number => Date.UTC(2026, 10, day, hour - 4, minute, second);
const MONDAY = dubai(16, 0);

/** A PK starting at `start` and lasting `minutes` (10 by default). */
const pk = (start: number, minutes = 10): WeekPk => ({ startedAt: start, endedAt: start + minutes * 60_000 });

/** A live seen from its start (monitoring joined at once). */
const live = (startedAt: number, endedAt: number | null, pks: WeekPk[], monitoredFrom = startedAt): WeekSession => ({ startedAt, endedAt, monitoredFrom, pks });

const week = (sessions: WeekSession[], extra: Partial<AdviceWeek> = {}): AdviceWeek => ({ weekStart: MONDAY, zone: 'Asia/Dubai', sessions, ...extra });

/** Five PKs starting at 19:40, 20:40, 21:40, 22:40, 23:40 on `day` (first after 100 min of an 18:00 live, 50-min breaks). */
const goodEvening = (day: number): WeekSession =>
  live(dubai(day, 18), dubai(day, 23, 59), [pk(dubai(day, 19, 40)), pk(dubai(day, 20, 40)), pk(dubai(day, 21, 40)), pk(dubai(day, 22, 40)), pk(dubai(day, 23, 40))]);

describe('the week input (zod, a boundary shape)', () => {
  it('accepts the sample week', () => {
    expect(adviceWeekSchema.safeParse(SAMPLE_WEEK).success).toBe(true);
  });

  it('refuses a weekStart that is not Monday 00:00 in the zone, a live outside the week, monitoring before the live', () => {
    const paths = (input: unknown) => {
      const r = adviceWeekSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths(week([], { weekStart: dubai(17, 0) }))).toEqual(['weekStart']); // a Tuesday
    expect(paths(week([], { weekStart: Date.UTC(2026, 10, 16) }))).toEqual(['weekStart']); // Monday 00:00 UTC is 04:00 in Dubai
    expect(paths(week([live(dubai(23, 18), dubai(23, 20), [])]))).toEqual(['sessions.0.startedAt']); // the next Monday
    expect(paths(week([live(dubai(22, 23), dubai(23, 2), [])]))).toEqual([]); // Sunday 23:00 to Monday 02:00 belongs to this week
    expect(paths(week([live(dubai(16, 18), dubai(16, 20), [], dubai(16, 17))]))).toEqual(['sessions.0.monitoredFrom']);
    expect(paths(week([live(dubai(16, 18), dubai(16, 20), [pk(dubai(16, 17))])]))).toEqual(['sessions.0.pks.0.startedAt']);
    expect(paths(week([], { zone: 'Mars/Olympus' }))).toEqual(['zone']);
  });

  it('reads the week in the streamer’s zone when their record has one, else the guild’s', () => {
    expect(reportZone('Asia/Seoul', 'Asia/Dubai')).toBe('Asia/Seoul');
    expect(reportZone(null, 'Asia/Dubai')).toBe('Asia/Dubai');
    expect(reportZone('', 'Asia/Dubai')).toBe('Asia/Dubai');
  });

  it('a week across the end of British summer time is 169 hours', () => {
    // Monday 19 October 2026 00:00 BST = 18 Oct 23:00Z; Monday 26 October 00:00 GMT = 26 Oct 00:00Z.
    expect(weekEnd(Date.UTC(2026, 9, 18, 23), 'Europe/London')).toBe(Date.UTC(2026, 9, 26, 0));
  });
});

describe('PKs per live: 5 to 6', () => {
  it('passes when every live has 5 or 6', () => {
    const sixth = goodEvening(18);
    sixth.pks.push(pk(dubai(18, 18, 10)));
    const f = checkPksPerLive(week([goodEvening(16), sixth]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toEqual({ lives: 2, offLives: 0, fewLives: 0, manyLives: 0, fewestPks: 5, mostPks: 6, meanPks: 6, skippedLives: 0, targetMin: 5, targetMax: 6 });
  });

  it('fails on too few (a live with no PK among them) and too many', () => {
    const seven = goodEvening(18);
    seven.pks.push(pk(dubai(18, 18, 10)), pk(dubai(18, 18, 30)));
    const noPk = live(dubai(20, 18), dubai(20, 21), []);
    const f = checkPksPerLive(week([goodEvening(16), seven, noPk]));
    expect(f.outcome).toBe('off');
    expect(f.numbers).toMatchObject({ lives: 3, offLives: 2, fewLives: 1, manyLives: 1, fewestPks: 0, mostPks: 7, meanPks: 4 });
  });

  it('a live whose beginning was not seen is judged only when it already has too many', () => {
    // Monitoring joined 30 minutes late: PKs before may be missing.
    const lateFew = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 20)), pk(dubai(16, 21))], dubai(16, 18, 30));
    const lateMany = live(
      dubai(18, 18),
      dubai(18, 23, 59),
      [19, 20, 21, 22, 23].flatMap((h) => [pk(dubai(18, h)), pk(dubai(18, h, 30))]).slice(0, 7),
      dubai(18, 18, 30),
    );
    const f = checkPksPerLive(week([lateFew, lateMany]));
    expect(f.outcome).toBe('off');
    expect(f.numbers).toMatchObject({ lives: 1, offLives: 1, manyLives: 1, skippedLives: 1, mostPks: 7 });
    expect(checkPksPerLive(week([lateFew])).outcome).toBe('noData');
  });

  it('a PK already running when monitoring joined counts', () => {
    // Joined 5 minutes in (within the grace), a PK started at 18:03 was running; 4 more follow: 5 PKs.
    const s = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 18, 3)), pk(dubai(16, 19)), pk(dubai(16, 20)), pk(dubai(16, 21)), pk(dubai(16, 22))], dubai(16, 18, 5));
    expect(checkPksPerLive(week([s])).numbers).toMatchObject({ lives: 1, offLives: 0, fewestPks: 5 });
  });
});

describe('first PK about 100 minutes after the start (90 to 110)', () => {
  it('passes at 90, 100 and 110 minutes', () => {
    const at = (day: number, h: number, m: number) => live(dubai(day, 18), dubai(day, 23), [pk(dubai(day, h, m))]);
    const f = checkFirstPkDelay(week([at(16, 19, 30), at(17, 19, 40), at(18, 19, 50)]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toEqual({ lives: 3, offLives: 0, earlyLives: 0, lateLives: 0, meanMinutes: 100, offMeanMinutes: 0, earliestMinutes: 90, latestMinutes: 110, skippedLives: 0, target: 100, minMinutes: 90, maxMinutes: 110 });
  });

  it('the spec example: first PK 34 minutes in on 3 of 5 lives', () => {
    const early = (day: number) => live(dubai(day, 18), dubai(day, 23), [pk(dubai(day, 18, 34)), pk(dubai(day, 20))]);
    const f = checkFirstPkDelay(week([early(16), early(17), goodEvening(18), early(19), goodEvening(20)]));
    expect(f.outcome).toBe('off');
    expect(f.numbers).toMatchObject({ lives: 5, offLives: 3, earlyLives: 3, lateLives: 0, offMeanMinutes: 34, meanMinutes: 60, earliestMinutes: 34, latestMinutes: 100 });
  });

  it('fails late (111) and early (89 min 59 s counts as 89)', () => {
    const late = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 19, 51))]);
    const justEarly = live(dubai(17, 18), dubai(17, 23), [pk(dubai(17, 19, 29, 59))]);
    const f = checkFirstPkDelay(week([late, justEarly]));
    expect(f.outcome).toBe('off');
    expect(f.numbers).toMatchObject({ lives: 2, offLives: 2, earlyLives: 1, lateLives: 1, offMeanMinutes: 100, earliestMinutes: 89, latestMinutes: 111 });
  });

  it('skips a live with no PK, a live seen late and a live whose first PK began before monitoring joined', () => {
    const noPk = live(dubai(16, 18), dubai(16, 21), []);
    const seenLate = live(dubai(17, 18), dubai(17, 23), [pk(dubai(17, 18, 40))], dubai(17, 18, 20));
    // Joined 5 minutes in (within the grace) while a PK begun at 18:02 was running: that PK's start is unknown.
    const pkBeforeMonitoring = live(dubai(18, 18), dubai(18, 23), [pk(dubai(18, 18, 2)), pk(dubai(18, 19, 40))], dubai(18, 18, 5));
    const f = checkFirstPkDelay(week([noPk, seenLate, pkBeforeMonitoring]));
    expect(f.outcome).toBe('noData');
    expect(f.numbers).toMatchObject({ lives: 0, skippedLives: 3 });
  });

  it('takes the earliest PK whatever order the PKs come in', () => {
    const s = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 21)), pk(dubai(16, 19, 35))]);
    expect(checkFirstPkDelay(week([s])).numbers).toMatchObject({ lives: 1, earliestMinutes: 95, offLives: 0 });
  });
});

describe('PK gap: at least 47 minutes from one PK’s end to the next one’s start', () => {
  it('passes at exactly 47 minutes', () => {
    // 19:40–19:50, then 20:37 (47 min), then 21:40–21:50 after 20:47 (53 min).
    const s = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 19, 40)), pk(dubai(16, 20, 37)), pk(dubai(16, 21, 40))]);
    const f = checkPkGap(week([s]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toEqual({ lives: 1, offLives: 0, gaps: 2, offGaps: 0, shortestMinutes: 47, offMeanMinutes: 0, target: 47 });
  });

  it('fails at 46 min 59 s (46 whole minutes), and on overlapping PKs (a gap of 0)', () => {
    const s = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 19, 40)), pk(dubai(16, 20, 36, 59))]);
    const overlap = live(dubai(17, 18), dubai(17, 23), [pk(dubai(17, 19), 20), pk(dubai(17, 19, 10))]);
    const f = checkPkGap(week([s, overlap, goodEvening(18)]));
    expect(f.outcome).toBe('off');
    // goodEvening has 4 gaps of 50 minutes.
    expect(f.numbers).toEqual({ lives: 3, offLives: 2, gaps: 6, offGaps: 2, shortestMinutes: 0, offMeanMinutes: 23, target: 47 });
  });

  it('measures from the end of a PK that began before monitoring joined; skips a PK whose end was not seen', () => {
    // Monitoring joined at 18:30 while a PK (recorded from 18:20) ran until 18:35; next PK at 19:00: 25 minutes.
    const joinedLate = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 18, 20), 15), pk(dubai(16, 19))], dubai(16, 18, 30));
    const endLost = live(dubai(17, 18), dubai(17, 23), [{ startedAt: dubai(17, 19), endedAt: null }, pk(dubai(17, 19, 5))]);
    const f = checkPkGap(week([joinedLate, endLost]));
    expect(f.numbers).toEqual({ lives: 1, offLives: 1, gaps: 1, offGaps: 1, shortestMinutes: 25, offMeanMinutes: 25, target: 47 });
  });

  it('has nothing to judge with one PK or none per live', () => {
    const f = checkPkGap(week([live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 20))]), live(dubai(17, 18), dubai(17, 20), [])]));
    expect(f.outcome).toBe('noData');
    expect(f.numbers.gaps).toBe(0);
  });
});

describe('prime time: at most 2 PKs starting 20:00–22:00 local on any evening', () => {
  it('passes with 2 per evening; 22:00 itself is outside', () => {
    const s = live(dubai(16, 18), dubai(16, 23, 30), [pk(dubai(16, 19, 59)), pk(dubai(16, 20)), pk(dubai(16, 21, 59)), pk(dubai(16, 22))]);
    const f = checkPrimeTimePks(week([s, goodEvening(18)]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toEqual({ evenings: 2, offEvenings: 0, mostPks: 2, fromHour: 20, toHour: 22, target: 2 });
  });

  it('fails with 3 in one evening', () => {
    const s = live(dubai(16, 18), dubai(16, 23), [pk(dubai(16, 20)), pk(dubai(16, 20, 50)), pk(dubai(16, 21, 40))]);
    const f = checkPrimeTimePks(week([s, goodEvening(18)]));
    expect(f.outcome).toBe('off');
    expect(f.numbers).toMatchObject({ evenings: 2, offEvenings: 1, mostPks: 3 });
  });

  it('a live crossing midnight: the 21:30 PK is that evening’s, the 00:30 one nobody’s', () => {
    const s = live(dubai(16, 21), dubai(17, 2), [pk(dubai(16, 21, 30)), pk(dubai(17, 0, 30)), pk(dubai(17, 1, 30))]);
    const f = checkPrimeTimePks(week([s]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toMatchObject({ evenings: 1, offEvenings: 0, mostPks: 1 });
  });

  it('two lives on one evening share the limit', () => {
    const a = live(dubai(16, 19), dubai(16, 20, 50), [pk(dubai(16, 20, 10)), pk(dubai(16, 20, 35))]);
    const b = live(dubai(16, 21, 10), dubai(16, 23), [pk(dubai(16, 21, 30))]);
    expect(checkPrimeTimePks(week([a, b])).numbers).toMatchObject({ evenings: 1, offEvenings: 1, mostPks: 3 });
  });

  it('an evening live without PKs counts as an evening kept; a PK whose start is unknown is not counted', () => {
    const noPk = live(dubai(16, 20), dubai(16, 21), []);
    // Joined at 20:45 while a PK recorded from 20:40 ran; then two PKs.
    const joinedLate = live(dubai(17, 20), dubai(17, 23), [pk(dubai(17, 20, 40)), pk(dubai(17, 21)), pk(dubai(17, 21, 30))], dubai(17, 20, 45));
    const f = checkPrimeTimePks(week([noPk, joinedLate]));
    expect(f.outcome).toBe('ok');
    expect(f.numbers).toMatchObject({ evenings: 2, offEvenings: 0, mostPks: 2 });
  });

  it('an afternoon live has no evening to judge', () => {
    expect(checkPrimeTimePks(week([live(dubai(16, 13), dubai(16, 17), [pk(dubai(16, 14))])])).outcome).toBe('noData');
  });

  it('the streamer’s zone decides which PKs are prime time (Asia/Seoul, UTC+9, against Asia/Dubai, UTC+4)', () => {
    // A live from 10:00Z to 18:00Z on 17 November 2026 (Seoul 19:00–03:00, Dubai 14:00–22:00).
    const z = (h: number, m = 0) => Date.UTC(2026, 10, 17, h, m);
    const s = live(z(10), z(18), [pk(z(11)), pk(z(12)), pk(z(12, 50)), pk(z(16, 10)), pk(z(17))]);
    // Seoul: 20:00, 21:00, 21:50 are prime (3); Dubai: only 20:10 and 21:00 (2).
    const seoul = checkPrimeTimePks({ weekStart: Date.UTC(2026, 10, 15, 15), zone: 'Asia/Seoul', sessions: [s] });
    const dubaiZone = checkPrimeTimePks({ weekStart: Date.UTC(2026, 10, 15, 20), zone: 'Asia/Dubai', sessions: [s] });
    expect(seoul.numbers).toMatchObject({ evenings: 1, offEvenings: 1, mostPks: 3 });
    expect(dubaiZone.numbers).toMatchObject({ evenings: 1, offEvenings: 0, mostPks: 2 });
  });

  it('follows the clock change in Europe/London (BST ends Sunday 25 October 2026)', () => {
    // Saturday 24th, BST (UTC+1): 19:10Z, 19:40Z, 20:30Z are 20:10, 20:40, 21:30 local: 3 in prime time.
    const sat = live(Date.UTC(2026, 9, 24, 18), Date.UTC(2026, 9, 24, 22), [pk(Date.UTC(2026, 9, 24, 19, 10)), pk(Date.UTC(2026, 9, 24, 19, 40)), pk(Date.UTC(2026, 9, 24, 20, 30))]);
    // Sunday 25th, GMT (UTC+0): 20:10Z, 21:00Z, 21:40Z are 20:10, 21:00, 21:40 local: 3 in prime time.
    const sun = live(Date.UTC(2026, 9, 25, 19), Date.UTC(2026, 9, 25, 23), [pk(Date.UTC(2026, 9, 25, 20, 10)), pk(Date.UTC(2026, 9, 25, 21)), pk(Date.UTC(2026, 9, 25, 21, 40))]);
    const f = checkPrimeTimePks({ weekStart: Date.UTC(2026, 9, 18, 23), zone: 'Europe/London', sessions: [sat, sun] });
    expect(f.numbers).toMatchObject({ evenings: 2, offEvenings: 2, mostPks: 3 });
  });
});

describe('private messages: at most 3 unanswered', () => {
  it('passes at 3, fails at 4, has no data without figures', () => {
    expect(checkPrivateMessages(week([], { privateMessages: { unansweredRuns: [0, 3, 2] } }))).toEqual({
      rule: 'privateMessages',
      outcome: 'ok',
      numbers: { contacts: 3, offContacts: 0, most: 3, target: 3 },
    });
    expect(checkPrivateMessages(week([], { privateMessages: { unansweredRuns: [4, 1, 6] } })).numbers).toEqual({ contacts: 3, offContacts: 2, most: 6, target: 3 });
    expect(checkPrivateMessages(week([])).outcome).toBe('noData');
  });
});

describe('checkWeek', () => {
  it('a week with no lives is one noLives finding, not a week that kept every rule', () => {
    expect(checkWeek(week([]))).toEqual([{ rule: 'noLives', outcome: 'off', numbers: { targetMin: 5, targetMax: 6, firstPkMinutes: 100 } }]);
    const withMessages = checkWeek(week([], { privateMessages: { unansweredRuns: [5] } }));
    expect(withMessages.map((f) => [f.rule, f.outcome])).toEqual([
      ['noLives', 'off'],
      ['privateMessages', 'off'],
    ]);
  });

  it('a good week passes every rule it can judge, in the report order', () => {
    const findings = checkWeek(week([goodEvening(16), goodEvening(18), goodEvening(20)]));
    expect(findings.map((f) => [f.rule, f.outcome])).toEqual([
      ['pksPerLive', 'ok'],
      ['firstPkDelay', 'ok'],
      ['pkGap', 'ok'],
      ['primeTimePks', 'ok'],
      ['privateMessages', 'noData'],
    ]);
  });

  it('the sample week, counted by hand (see sample-week.ts)', () => {
    const byRule = Object.fromEntries(checkWeek(SAMPLE_WEEK).map((f) => [f.rule, f]));
    expect(byRule.pksPerLive).toEqual({
      rule: 'pksPerLive',
      outcome: 'off',
      numbers: { lives: 3, offLives: 1, fewLives: 1, manyLives: 0, fewestPks: 4, mostPks: 6, meanPks: 5, skippedLives: 1, targetMin: 5, targetMax: 6 },
    });
    expect(byRule.firstPkDelay?.numbers).toEqual({
      lives: 3, offLives: 1, earlyLives: 1, lateLives: 0, meanMinutes: 78, offMeanMinutes: 35, earliestMinutes: 35, latestMinutes: 100,
      skippedLives: 1, target: 100, minMinutes: 90, maxMinutes: 110,
    });
    expect(byRule.pkGap?.numbers).toEqual({ lives: 3, offLives: 1, gaps: 12, offGaps: 3, shortestMinutes: 20, offMeanMinutes: 28, target: 47 });
    expect(byRule.primeTimePks?.numbers).toEqual({ evenings: 4, offEvenings: 1, mostPks: 3, fromHour: 20, toHour: 22, target: 2 });
    expect(byRule.privateMessages?.numbers).toEqual({ contacts: 3, offContacts: 1, most: 5, target: 3 });
  });
});

describe('weekFigures', () => {
  it('counts a live crossing midnight once, on the day it started', () => {
    const crossing = live(dubai(16, 22), dubai(17, 1, 30), [pk(dubai(16, 23)), pk(dubai(17, 0, 30))]);
    const sameDay = live(dubai(17, 9), dubai(17, 10), []);
    expect(weekFigures(week([crossing, sameDay]))).toEqual({ lives: 2, liveDays: 2, liveMinutes: 270, liveHours: 4, liveRestMinutes: 30, pks: 2 });
  });

  it('a live whose end was not seen lasts to the last moment seen in it', () => {
    const open = live(dubai(16, 18), null, [pk(dubai(16, 19, 40))]);
    expect(weekFigures(week([open])).liveMinutes).toBe(110);
  });

  it('the sample week', () => {
    expect(weekFigures(SAMPLE_WEEK)).toEqual({ lives: 4, liveDays: 4, liveMinutes: 1179, liveHours: 19, liveRestMinutes: 39, pks: 16 });
  });

  it('an empty week', () => {
    expect(weekFigures(week([]))).toEqual({ lives: 0, liveDays: 0, liveMinutes: 0, liveHours: 0, liveRestMinutes: 0, pks: 0 });
  });
});
