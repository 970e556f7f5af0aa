/**
 * `GET api/dashboard/summary`: the administration figures of the dashboard (users, roles, departments, online
 * sessions, server time); it carries no live KPIs.
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
