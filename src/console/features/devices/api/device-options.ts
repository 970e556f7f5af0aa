/**
 * The choices the devices pages pick from (`device:list`): every device and every command by name (`GET
 * api/devices/options`, `GET api/deviceCommands/options`: the rule form, the filters, the test dialog) and the
 * catalogue gifts matching a search (`GET api/deviceRules/gifts?blurry`, up to 50, cheapest first). Kept under their
 * list's keys, so a write to the list refreshes them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { commandOptionSchema, deviceOptionSchema, ruleGiftOptionSchema } from '../../../../../streams/contracts/devices';
import type { ResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { commandsApi, devicesApi, rulesApi } from './devices-api';

/** `GET path` parsed by `schema`. @throws HttpRequestError; ZodError when the answer breaks the contract. */
async function getList<T>(path: string, schema: z.ZodType<T>, signal: AbortSignal, params?: Record<string, string>): Promise<T[]> {
  const { data } = await http.get<unknown>(path, { params, signal, silent: true });
  return z.array(schema).parse(data);
}

const optionsOf = <T>(api: Pick<ResourceApi<unknown, never, never>, 'path' | 'keys'>, schema: z.ZodType<T>) =>
  function useOptions() {
    return useQuery({ queryKey: api.keys.part('options'), queryFn: ({ signal }) => getList(`${api.path}/options`, schema, signal) });
  };

/** Every device: id, name, type, switch. */
export const useDeviceOptions = optionsOf(devicesApi, deviceOptionSchema);

/** Every command: id, name. */
export const useCommandOptions = optionsOf(commandsApi, commandOptionSchema);

/** Gifts matching `blurry` (name or exact id); the previous answer stays while the next loads. */
export function useRuleGifts(blurry: string) {
  return useQuery({
    queryKey: rulesApi.keys.part('gifts', blurry),
    queryFn: ({ signal }) => getList(`${rulesApi.path}/gifts`, ruleGiftOptionSchema, signal, blurry ? { blurry } : {}),
    placeholderData: keepPreviousData,
  });
}
