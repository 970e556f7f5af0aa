/**
 * A made-up week for the advice-text editor's preview: four lives of one streamer in Asia/Dubai (UTC+4, no DST),
 * chosen so that every rule has something to say and every edge case shows (a live crossing midnight, a PK already
 * running when monitoring joined, unanswered private messages). Not real data.
 */
import type { AdviceWeek } from './weekly-advice';

/** Epoch ms of 2026-11-`day` `hour`:`minute` in Dubai (UTC+4 all year). */
const dubai = (day: number, hour: number, minute = 0): number => Date.UTC(2026, 10, day, hour - 4, minute);

/** A PK from `start` to `start + minutes` (epoch ms). */
const pk = (start: number, minutes = 10) => ({ startedAt: start, endedAt: start + minutes * 60_000 });

/**
 * The week of Monday 16 November 2026 in Asia/Dubai:
 * - Mon 18:00–23:30: 4 PKs (too few), the first after 100 minutes, 50-minute breaks, 2 in prime time;
 * - Wed 19:00–01:10 (crosses midnight): 6 PKs, the first after 35 minutes (too early), breaks of 20 and 30 minutes,
 *   3 in prime time (too many), one at 00:30;
 * - Fri 17:00–23:59: 5 PKs, the first after 100 minutes, 50-minute breaks, 2 in prime time;
 * - Sat 20:00–21:00, monitoring joined at 20:20 while a PK begun at 20:10 was running (start unknown).
 * Private messages: three people, left unanswered after 1, 2 and 5 messages.
 */
export const SAMPLE_WEEK: AdviceWeek = {
  weekStart: dubai(16, 0),
  zone: 'Asia/Dubai',
  sessions: [
    {
      startedAt: dubai(16, 18),
      endedAt: dubai(16, 23, 30),
      monitoredFrom: dubai(16, 18, 2),
      pks: [pk(dubai(16, 19, 40)), pk(dubai(16, 20, 40)), pk(dubai(16, 21, 40)), pk(dubai(16, 22, 40))],
    },
    {
      startedAt: dubai(18, 19),
      endedAt: dubai(19, 1, 10),
      monitoredFrom: dubai(18, 19, 1),
      pks: [pk(dubai(18, 19, 35)), pk(dubai(18, 20, 5)), pk(dubai(18, 20, 45)), pk(dubai(18, 21, 30)), pk(dubai(18, 23)), pk(dubai(19, 0, 30))],
    },
    {
      startedAt: dubai(20, 17),
      endedAt: dubai(20, 23, 59),
      monitoredFrom: dubai(20, 17),
      pks: [pk(dubai(20, 18, 40)), pk(dubai(20, 19, 40)), pk(dubai(20, 20, 40)), pk(dubai(20, 21, 40)), pk(dubai(20, 22, 40))],
    },
    {
      startedAt: dubai(21, 20),
      endedAt: dubai(21, 21),
      monitoredFrom: dubai(21, 20, 20),
      pks: [pk(dubai(21, 20, 10), 15)],
    },
  ],
  privateMessages: { unansweredRuns: [1, 2, 5] },
};
