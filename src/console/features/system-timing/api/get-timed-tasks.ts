/** `GET api/jobs?page&size&sort&blurry` → a page of tasks with their next runs (`timing:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { timedTaskSchema, type TimedTask } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { timingKeys } from './timing-keys';

export type TaskSortField = 'id' | 'jobName' | 'taskName' | 'isPause' | 'createTime';

export interface TasksQuery {
  page: number;
  size: number;
  sort: SortState<TaskSortField>;
  blurry: string;
}

const tasksPageSchema = pageSchema(timedTaskSchema);

export function tasksParams(query: TasksQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  return params;
}

/** One page of tasks. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getTimedTasks(query: TasksQuery, signal?: AbortSignal): Promise<Page<TimedTask>> {
  const { data } = await http.get<unknown>('api/jobs', { params: tasksParams(query), signal, silent: true });
  return tasksPageSchema.parse(data);
}

/** The list, refreshed every 30 s so the next runs move on. */
export function useTimedTasks(query: TasksQuery) {
  const params = tasksParams(query);
  return useQuery({
    queryKey: timingKeys.taskList(params),
    queryFn: ({ signal }) => getTimedTasks(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : 30_000),
  });
}

/** Every task (for the sub-task picker): names by id. */
export function useAllTimedTasks(enabled: boolean) {
  const query: TasksQuery = { page: 0, size: 1000, sort: { field: 'id', direction: 'asc' }, blurry: '' };
  return useQuery({ queryKey: timingKeys.taskList({ all: true }), queryFn: ({ signal }) => getTimedTasks(query, signal), enabled });
}
