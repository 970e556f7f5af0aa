/**
 * `GET api/menus/build` → the signed-in user's menu tree (what the server allows), fetched once per page load by the
 * navigation guard and turned into routes (`resolveMenus`).
 */
import { z } from 'zod';
import { builtMenuSchema, type BuiltMenu } from '../../../../streams/contracts/menus';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

export const builtMenusQueryKey = queryKeys.menus.build;

export async function getBuiltMenus(): Promise<BuiltMenu[]> {
  const { data } = await http.get<unknown>('api/menus/build');
  return z.array(builtMenuSchema).parse(data);
}
