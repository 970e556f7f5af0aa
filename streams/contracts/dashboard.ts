/**
 * `GET api/dashboard/summary` (issue 2): the figures the dashboard can show from the foundation alone.
 * Later issues add live KPIs next to these.
 */
import { z } from 'zod';

export const dashboardSummarySchema = z.object({
  /** Users visible to the caller's data scope. */
  users: z.number().int().min(0),
  enabledUsers: z.number().int().min(0),
  roles: z.number().int().min(0),
  depts: z.number().int().min(0),
  /** Signed-in sessions right now (all instances when Redis is used). */
  onlineSessions: z.number().int().min(0),
  /** Server time, ISO 8601 with offset. */
  serverTime: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
