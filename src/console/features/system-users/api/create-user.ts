/** `POST api/users` → 201 `{id, password?}` (`user:add`): a generated password comes back this once. Sent `silent`: the form shows refusals. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdUserSchema, type CreatedUser } from '../../../../../streams/contracts/system-users';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, suKeys } from './keys';

/** The body the form sends (the contract's input shape). */
export interface UserBody {
  username: string;
  nickName: string;
  gender: 'male' | 'female';
  email: string | null;
  phone: string | null;
  enabled: boolean;
  dept: { id: number } | null;
  roles: { id: number }[];
  jobs: { id: number }[];
}

export async function createUser(body: UserBody & { password: string | null }): Promise<CreatedUser> {
  const { data } = await http.post<unknown>('api/users', body, { silent: true });
  return createdUserSchema.parse(data);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.users() }), scope: WRITE_SCOPE });
}
