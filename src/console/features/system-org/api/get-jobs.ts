/** `GET api/job?name&enabled&page&size&sort` (job:list) → a page of jobs in the caller's data scope. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { jobSchema, type Job, type JobSortField } from '../../../../../streams/contracts/jobs';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { listParams, orgKeys } from './org-keys';

export interface JobFilters {
  name: string;
  enabled: '' | 'true' | 'false';
}

export interface JobsQuery extends JobFilters {
  page: number;
  size: number;
  sort: SortState<JobSortField>;
}

const jobPageSchema = pageSchema(jobSchema);

export const jobsParams = (query: JobsQuery) =>
  listParams({ page: query.page, size: query.size, sort: sortParam(query.sort), name: query.name, enabled: query.enabled });

/** One page. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getJobs(params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Job>> {
  const { data } = await http.get<unknown>('api/job', { params, signal, silent: true });
  return jobPageSchema.parse(data);
}

export function useJobs(query: JobsQuery) {
  const params = jobsParams(query);
  return useQuery({ queryKey: orgKeys.list('jobs', params), queryFn: ({ signal }) => getJobs(params, signal), placeholderData: keepPreviousData });
}
