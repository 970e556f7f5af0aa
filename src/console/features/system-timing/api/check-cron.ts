/** `GET api/jobs/cron?cronExpression=` → valid or why not, and the next 3 runs (the form's live check, `timing:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cronCheckSchema, type CronCheck } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

export async function checkCron(cronExpression: string, signal?: AbortSignal): Promise<CronCheck> {
  const { data } = await http.get<unknown>('api/jobs/cron', { params: { cronExpression }, signal, silent: true });
  return cronCheckSchema.parse(data);
}

/** The check of `expression` (already debounced by the caller); idle while it is empty. */
export function useCronCheck(expression: string) {
  const text = expression.trim();
  return useQuery({ queryKey: timingKeys.cron(text), queryFn: ({ signal }) => checkCron(text, signal), enabled: text !== '', placeholderData: keepPreviousData, staleTime: 30_000 });
}
