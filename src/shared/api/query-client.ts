/**
 * TanStack Query client for the console. Client errors (4xx), cancellations and business errors are not
 * retried: they will not get better, and the session layer already reacted to them.
 */
import { QueryClient } from '@tanstack/react-query';
import { httpErrorOf } from '../http/http-error';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const e = httpErrorOf(error);
  if (e && (e.kind === 'cancelled' || e.kind === 'business' || (e.kind === 'http' && e.status < 500))) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
