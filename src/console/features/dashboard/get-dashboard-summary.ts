/** `GET api/dashboard/summary` → the figures of the dashboard: users, roles, depts, online sessions. */
import { useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema, type DashboardSummary } from '../../../../streams/contracts/dashboard';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

export const dashboardSummaryQueryKey = queryKeys.dashboard.summary;

export async function getDashboardSummary(): Promise<DashboardSummary> {
  const { data } = await http.get<unknown>('api/dashboard/summary');
  return dashboardSummarySchema.parse(data);
}

export function useDashboardSummary() {
  return useQuery({ queryKey: dashboardSummaryQueryKey(), queryFn: getDashboardSummary, refetchInterval: 60_000 });
}
