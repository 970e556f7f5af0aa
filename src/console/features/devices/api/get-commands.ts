/** `GET api/deviceCommands?page&size&sort&blurry` → a page of {@link DeviceCommandRow} (`device:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { deviceCommandRowSchema, type CommandSortField, type DeviceCommandRow } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { deviceKeys } from './device-keys';

export interface CommandsQuery {
  blurry: string;
  page: number;
  size: number;
  sort: SortState<CommandSortField>;
}

const commandsPageSchema = pageSchema(deviceCommandRowSchema);

/** The query string: an empty search left out. */
export function commandsParams(query: CommandsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  return params;
}

/** One page of commands. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getCommands(query: CommandsQuery, signal?: AbortSignal): Promise<Page<DeviceCommandRow>> {
  const { data } = await http.get<unknown>('api/deviceCommands', { params: commandsParams(query), signal, silent: true });
  return commandsPageSchema.parse(data);
}

/** The list; the previous page stays while the next loads. */
export function useCommands(query: CommandsQuery) {
  const params = commandsParams(query);
  return useQuery({ queryKey: deviceKeys.commandList(params), queryFn: ({ signal }) => getCommands(query, signal), placeholderData: keepPreviousData });
}
