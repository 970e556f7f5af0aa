/** `POST api/deviceRules` {@link DeviceRuleBody} → 201 `{ id }` (`device:add`). Sent `silent`: the form shows a refusal beside its field. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DeviceRuleBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Adds a rule. @returns its id. @throws HttpRequestError (400 with the contract's message). */
export async function createRule(body: DeviceRuleBody): Promise<{ id: number }> {
  const { data } = await http.post<unknown>('api/deviceRules', body, { silent: true });
  return z.object({ id: z.number().int() }).parse(data);
}

/** Mutation adding a rule; refreshes everything of the feature (rule counts of devices and commands change). */
export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }), scope: WRITE_SCOPE });
}
