/** `PUT api/roles/menu` `{id, menus:[{id}]}` → 204 (`roles:edit`): the role's menus become exactly these. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { WRITE_SCOPE, suKeys } from './keys';

export async function setRoleMenus(body: { id: number; menus: { id: number }[] }): Promise<void> {
  await http.put('api/roles/menu', body, { silent: true });
}

export function useSetRoleMenus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoleMenus, onSuccess: () => queryClient.invalidateQueries({ queryKey: suKeys.roles() }), scope: WRITE_SCOPE });
}
