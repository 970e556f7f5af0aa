/**
 * Roles: `GET api/roles?blurry&page&size&sort` (roles:list), `POST` (roles:add → 201), `PUT` (roles:edit → 204),
 * `DELETE [ids]` (roles:del; 400 naming the users that hold a role in use), `GET api/roles/download`;
 * `PUT api/roles/menu {id, menus}` (roles:edit: the role's menus become exactly these); every role (the user form's
 * picker), the caller's level, and the menu tree.
 */
import { z } from 'zod';
import {
  roleCreateBodySchema,
  roleLevelSchema,
  roleMenuNodeSchema,
  roleMenusBodySchema,
  roleSchema,
  roleUpdateBodySchema,
  type RoleMenusBody,
} from '../../../../../streams/contracts/roles';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { ROLE_SORT_FIELDS } from '../../../../../streams/contracts/roles';

export const rolesApi = createResourceApi({
  path: 'api/roles',
  rowSchema: roleSchema,
  createSchema: roleCreateBodySchema,
  updateSchema: roleUpdateBodySchema,
  downloadName: 'roles.xlsx',
  sorting: { fields: ROLE_SORT_FIELDS, first: 'level,asc', ascending: ['name', 'level'] },
  permissions: { add: 'roles:add', edit: 'roles:edit', del: 'roles:del' },
});

/** Sets the role's menus. @throws HttpRequestError. */
export async function setRoleMenus(body: RoleMenusBody): Promise<void> {
  await http.put('api/roles/menu', roleMenusBodySchema.parse(body), { silent: true });
}

/** Every role (`roles:list`, `user:add` or `user:edit`), refreshed when a role is written. */
export const useAllRoles = () => rolesApi.useGet('api/roles/all', z.array(roleSchema));

/** The caller's most powerful level (null without a role); any signed-in user. */
export const useRoleLevel = () => rolesApi.useGet('api/roles/level', roleLevelSchema);

/** Every menu, flat (`roles:list`), for the menu assignment tree. */
export const useMenuTree = () => rolesApi.useGet('api/roles/menu-tree', z.array(roleMenuNodeSchema));
