/**
 * `recomputeWeekData {week?}`: recomputes the measured weekly figures (recompute.ts) of `week` (`yyyy-MM-dd`, a
 * Monday), or by default of the current and the previous week in the server's zone. The monitoring store has no
 * "session closed" hook, so this task is how a session that closes late (its duration is known only then), or one
 * that started last Sunday and ended this Monday, reaches the week data: run it every few minutes. Recomputing is
 * idempotent (the figures are set, never added), so a tick that runs twice changes nothing.
 */
import { z } from 'zod';
import { defineTask } from '../timing/task-registry';
import { recomputeWeek } from './recompute';
import { weekOf, weeksBefore, weekStarting } from './week-range';

export const recomputeWeekDataTask = defineTask({
  name: 'recomputeWeekData',
  description: 'Recomputes the measured weekly data (live duration, days, count, PKs, diamonds, likes, new followers) of the current and previous week, or of a given week.',
  params: z.object({ week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'week: expected yyyy-MM-dd (a Monday)').optional() }).strict(),
  paramsHint: '{"week":"2026-03-02"}',
  async run({ db, zone, now }, { week }) {
    const current = weekOf(now, zone);
    const ranges = week ? [weekStarting(week, zone)] : [weeksBefore(current, 1, zone), current];
    const written: Record<string, number> = {};
    for (const range of ranges) written[range.week] = await recomputeWeek(db, range, zone, now);
    return written;
  },
});
