/**
 * `GET api/logs` (`log:list`) / `GET api/logs/error` (`admin`) `?page&size&sort&blurry&createTime=<from>&createTime=<to>`
 * → a page of {@link LogRow}, newest first by default.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { logRowSchema, type LogRow, type LogSort } from '../../../../../streams/contracts/logs';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { listPath, logKeys, type LogKind } from './log-keys';

/** The list's filters as the toolbar holds them ('' = no filter); times are `yyyy-MM-dd HH:mm:ss`. */
export interface LogFilters {
  blurry: string;
  from: string;
  to: string;
}

export interface LogListQuery extends LogFilters {
  page: number;
  size: number;
  sort: SortState<LogSort>;
}

const logPageSchema = pageSchema(logRowSchema);

/** The query string (built by hand: `createTime` repeats, which axios would write as `createTime[]`): empty filters left out; the range only when both ends are set (repeated `createTime`). */
export function logParams(query: Omit<LogListQuery, 'page' | 'size'> & Partial<Pick<LogListQuery, 'page' | 'size'>>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.size !== undefined) params.set('size', String(query.size));
  params.set('sort', sortParam(query.sort));
  if (query.blurry !== '') params.set('blurry', query.blurry);
  if (query.from !== '' && query.to !== '') {
    params.append('createTime', query.from);
    params.append('createTime', query.to);
  }
  return params;
}

/** One page of a log. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getLogs(kind: LogKind, query: LogListQuery, signal?: AbortSignal): Promise<Page<LogRow>> {
  const { data } = await http.get<unknown>(`${listPath(kind)}?${logParams(query).toString()}`, { signal, silent: true });
  return logPageSchema.parse(data);
}

export function useLogs(kind: LogKind, query: LogListQuery) {
  return useQuery({
    queryKey: logKeys.list(kind, Object.fromEntries(logParams(query))),
    queryFn: ({ signal }) => getLogs(kind, query, signal),
    placeholderData: keepPreviousData,
  });
}
