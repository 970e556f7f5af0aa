/**
 * `POST auth/login` `{ username, password, code, uuid }` → `{ token: 'Bearer …', user }` (roles, dataScopes).
 * Silent for the session layer: the login form shows the server's message itself, and a 401 here means bad
 * credentials, not an expired session.
 */
import { useMutation } from '@tanstack/react-query';
import { loginBodySchema, loginResultSchema, type LoginBody, type LoginResult } from '../../../../../streams/contracts/auth';
import { http } from '@shared/http/http-client';

export async function login(body: LoginBody): Promise<LoginResult> {
  const { data } = await http.post<unknown>('auth/login', loginBodySchema.parse(body), { silent: true });
  return loginResultSchema.parse(data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
