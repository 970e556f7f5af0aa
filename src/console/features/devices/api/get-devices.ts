/**
 * `GET api/devices?page&size&sort&blurry&type&enabled` → a page of {@link DeviceRow} with online state (`device:list`).
 * Polled while the page is open, so the online badges follow the devices.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { deviceRowSchema, type DeviceRow, type DeviceSortField, type DeviceType } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { deviceKeys } from './device-keys';

/** The list's filters as the toolbar holds them ('' = no filter). */
export interface DeviceFilters {
  blurry: string;
  type: DeviceType | '';
  enabled: 'true' | 'false' | '';
}

export interface DevicesQuery extends DeviceFilters {
  page: number;
  size: number;
  sort: SortState<DeviceSortField>;
}

const devicesPageSchema = pageSchema(deviceRowSchema);

/** The query string: empty filters left out. */
export function devicesParams(query: DevicesQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  if (query.type !== '') params.type = query.type;
  if (query.enabled !== '') params.enabled = query.enabled;
  return params;
}

/** One page of devices. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getDevices(query: DevicesQuery, signal?: AbortSignal): Promise<Page<DeviceRow>> {
  const { data } = await http.get<unknown>('api/devices', { params: devicesParams(query), signal, silent: true });
  return devicesPageSchema.parse(data);
}

/** The list, polled every `refreshMs` (paused after a failure, so a broken server gives one message). */
export function useDevices(query: DevicesQuery, refreshMs: number) {
  const params = devicesParams(query);
  return useQuery({
    queryKey: deviceKeys.deviceList(params),
    queryFn: ({ signal }) => getDevices(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
