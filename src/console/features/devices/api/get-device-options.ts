/** `GET api/devices/options` → every device by name (`device:list`), for the rule form and the log's filter. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceOptionSchema, type DeviceOption } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

/** The devices. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getDeviceOptions(signal?: AbortSignal): Promise<DeviceOption[]> {
  const { data } = await http.get<unknown>('api/devices/options', { signal, silent: true });
  return z.array(deviceOptionSchema).parse(data);
}

/** The device choices. */
export function useDeviceOptions() {
  return useQuery({ queryKey: deviceKeys.deviceOptions(), queryFn: ({ signal }) => getDeviceOptions(signal) });
}
