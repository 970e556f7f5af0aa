/** `GET api/roles/level` → `{level}`: the caller's most powerful level (null without a role). Any signed-in user. */
import { useQuery } from '@tanstack/react-query';
import { roleLevelSchema, type RoleLevel } from '../../../../../streams/contracts/roles';
import { http } from '@shared/http/http-client';
import { suKeys } from './keys';

export async function getRoleLevel(signal?: AbortSignal): Promise<RoleLevel> {
  const { data } = await http.get<unknown>('api/roles/level', { signal, silent: true });
  return roleLevelSchema.parse(data);
}

export function useRoleLevel() {
  return useQuery({ queryKey: suKeys.level(), queryFn: ({ signal }) => getRoleLevel(signal) });
}
