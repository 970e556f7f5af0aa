/**
 * `GET auth/info` → the signed-in user, permission strings and data scopes.
 * Silent: the navigation guard handles its failure (log out and reload) itself.
 */
import { userInfoSchema, type UserInfo } from '../../../streams/contracts/auth';
import { queryKeys } from '../api/query-keys';
import { http } from '../http/http-client';

export const userInfoQueryKey = queryKeys.auth.info;

export async function getUserInfo(): Promise<UserInfo> {
  const { data } = await http.get<unknown>('auth/info', { silent: true });
  return userInfoSchema.parse(data);
}
