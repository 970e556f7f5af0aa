/**
 * `GET api/dashboard/figures?range=7|30` → the guild's figures (streams/contracts/dashboard.ts). Refetched every 30 s
 * while the tab is visible (TanStack Query stops interval refetches in a hidden tab and refetches on focus), and the
 * last figures stay on screen while the next ones load, so a wall display never blanks.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardFiguresSchema, type DashboardFigures, type DashboardRange } from '../../../../streams/contracts/dashboard';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

/** How often the figures refresh, ms. */
export const FIGURES_REFRESH_MS = 30_000;

export const dashboardFiguresQueryKey = (range: DashboardRange) => [...queryKeys.dashboard.all, 'figures', range] as const;

export async function getDashboardFigures(range: DashboardRange, signal?: AbortSignal): Promise<DashboardFigures> {
  const { data } = await http.get<unknown>('api/dashboard/figures', { params: { range }, signal });
  return dashboardFiguresSchema.parse(data);
}

export function useDashboardFigures(range: DashboardRange) {
  return useQuery({
    queryKey: dashboardFiguresQueryKey(range),
    queryFn: ({ signal }) => getDashboardFigures(range, signal),
    refetchInterval: FIGURES_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
