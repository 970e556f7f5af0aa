/**
 * What the task form asks the server (`timing:list`): the tasks of its registry (`GET api/jobs/tasks`, for the
 * select), the check of a cron expression (`GET api/jobs/cron?cronExpression=` → valid or why not, and the next 3
 * runs) and every task by name (the sub-task picker). Kept under the task list's keys.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cronCheckSchema, registryTaskSchema } from '../../../../../streams/contracts/timing';
import { http } from '@shared/http/http-client';
import { tasksApi } from './timing-api';

/** The registry's tasks (they change only with the server's version). */
export function useRegistryTasks() {
  return useQuery({
    queryKey: tasksApi.keys.part('registry'),
    queryFn: async ({ signal }) => z.array(registryTaskSchema).parse((await http.get<unknown>('api/jobs/tasks', { signal, silent: true })).data),
    staleTime: 5 * 60_000,
  });
}

/** The check of `expression` (already debounced by the caller); idle while it is empty. */
export function useCronCheck(expression: string) {
  const text = expression.trim();
  return useQuery({
    queryKey: tasksApi.keys.part('cron', text),
    queryFn: async ({ signal }) => cronCheckSchema.parse((await http.get<unknown>('api/jobs/cron', { params: { cronExpression: text }, signal, silent: true })).data),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Every task, by id. */
export function useAllTasks() {
  return tasksApi.useList({ page: 0, size: 1000, sort: 'id,asc' });
}
