/** `PUT api/deviceRules` `{ id, …body }` → 204 (`device:edit`). Sent `silent`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceRuleBody } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, deviceKeys } from './device-keys';

/** Saves a rule. @throws HttpRequestError (400 with the contract's message, 404 when it is gone). */
export async function updateRule({ id, body }: { id: number; body: DeviceRuleBody }): Promise<void> {
  await http.put('api/deviceRules', { id, ...body }, { silent: true });
}

/** Mutation saving a rule; refreshes everything of the feature. */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }), scope: WRITE_SCOPE });
}
