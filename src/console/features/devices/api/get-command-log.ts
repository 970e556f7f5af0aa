/** `GET api/deviceCommandLog?page&size&sort&blurry&status&deviceId` → a page of {@link CommandLogRow}, newest first (`device:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { commandLogRowSchema, type CommandLogRow, type CommandStatus, type LogSortField } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { deviceKeys } from './device-keys';

/** The log's filters as the toolbar holds them ('' = no filter). */
export interface LogFilters {
  blurry: string;
  status: CommandStatus | '';
  deviceId: string;
}

export interface LogQuery extends LogFilters {
  page: number;
  size: number;
  sort: SortState<LogSortField>;
}

const logPageSchema = pageSchema(commandLogRowSchema);

/** The query string: empty filters left out. */
export function logParams(query: LogQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  if (query.status !== '') params.status = query.status;
  if (query.deviceId !== '') params.deviceId = query.deviceId;
  return params;
}

/** One page of the log. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getCommandLog(query: LogQuery, signal?: AbortSignal): Promise<Page<CommandLogRow>> {
  const { data } = await http.get<unknown>('api/deviceCommandLog', { params: logParams(query), signal, silent: true });
  return logPageSchema.parse(data);
}

/** The log, refreshed every `refreshMs` when given (false: only on demand). */
export function useCommandLog(query: LogQuery, refreshMs: number | false) {
  const params = logParams(query);
  return useQuery({
    queryKey: deviceKeys.logList(params),
    queryFn: ({ signal }) => getCommandLog(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
