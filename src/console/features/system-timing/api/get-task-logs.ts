/** `GET api/jobs/logs?page&size&sort&jobName&isSuccess&taskId&createTime&createTime` → a page of runs (`timing:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { timedTaskLogSchema, type TimedTaskLog } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { timingKeys } from './timing-keys';

/** The log's filters as the toolbar holds them ('' = none; times as `yyyy-MM-ddTHH:mm` from the inputs). */
export interface LogFilters {
  jobName: string;
  isSuccess: 'true' | 'false' | '';
  taskId: number | null;
  from: string;
  to: string;
}

export interface LogsQuery extends LogFilters {
  page: number;
  size: number;
}

/** A `datetime-local` value as a wire date. */
const wire = (local: string, end: boolean) => `${local.replace('T', ' ')}${local.length === 16 ? (end ? ':59' : ':00') : ''}`;

/** The query string; the time range is sent when both ends are set. Axios repeats an array as `createTime=a&createTime=b`. */
export function logsParams(query: LogsQuery): Record<string, string | number | string[]> {
  const params: Record<string, string | number | string[]> = { page: query.page, size: query.size, sort: 'id,desc' };
  if (query.jobName !== '') params.jobName = query.jobName;
  if (query.isSuccess !== '') params.isSuccess = query.isSuccess;
  if (query.taskId !== null) params.taskId = query.taskId;
  if (query.from !== '' && query.to !== '') params.createTime = [wire(query.from, false), wire(query.to, true)];
  return params;
}

const logsPageSchema = pageSchema(timedTaskLogSchema);

export async function getTaskLogs(query: LogsQuery, signal?: AbortSignal): Promise<Page<TimedTaskLog>> {
  const { data } = await http.get<unknown>('api/jobs/logs', { params: logsParams(query), paramsSerializer: { indexes: null }, signal, silent: true });
  return logsPageSchema.parse(data);
}

/** The log, refreshed every 5 s while a run is still in progress on the page. */
export function useTaskLogs(query: LogsQuery) {
  const params = logsParams(query);
  return useQuery({
    queryKey: timingKeys.logList(params),
    queryFn: ({ signal }) => getTaskLogs(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.content.some((row) => row.isSuccess === null) ? 2_000 : false),
  });
}
