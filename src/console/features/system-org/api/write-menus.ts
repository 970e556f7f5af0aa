/** Menu writes (sent `silent`): `POST api/menus` → 201, `PUT api/menus` → 204, `DELETE api/menus [ids]` → 200 (the subtree goes too). */
import { idListSchema } from '../../../../../streams/contracts/common';
import { type MenuCreateBody, type MenuUpdateBody } from '../../../../../streams/contracts/menus';
import { http } from '@shared/http/http-client';
import { useOrgWrite } from './org-keys';

// The form validated the body with the contract's schema already (its rules need the whole body).
export const createMenu = async (body: MenuCreateBody) => {
  await http.post('api/menus', body, { silent: true });
};
export const updateMenu = async (body: MenuUpdateBody) => {
  await http.put('api/menus', body, { silent: true });
};
export const deleteMenus = async (ids: number[]) => {
  await http.delete('api/menus', { data: idListSchema.parse(ids), silent: true });
};

export const useCreateMenu = () => useOrgWrite('menus', createMenu);
export const useUpdateMenu = () => useOrgWrite('menus', updateMenu);
export const useDeleteMenus = () => useOrgWrite('menus', deleteMenus);
