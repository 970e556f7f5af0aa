/** Permission matrix: Users and roles (api/users, api/roles). See matrix.ts. */
import type { Role, RoleMenuNode } from '../../../streams/contracts/roles';
import type { PickerDept } from '../../../streams/contracts/system-users';
import type { MatrixContext, MatrixRoute } from './matrix';

/**
 * A role that grants nothing (level 3: the permitted caller, level 2, may assign it; the seeded Operator role grants
 * the CRM's permissions, which the caller of a route with one permission does not hold and so may not give).
 */
async function emptyRoleId(ctx: MatrixContext): Promise<number> {
  const roles = await ctx.asAdmin<Role[]>('GET', '/api/roles/all');
  return roles.find((role) => role.name === EMPTY_ROLE)?.id ?? (await ctx.asAdmin<{ id: number }>('POST', '/api/roles', { name: EMPTY_ROLE, level: 3, dataScope: 'own', depts: [], description: null })).id;
}
const EMPTY_ROLE = 'Matrix empty role';

async function anyDeptId(ctx: MatrixContext): Promise<number> {
  return (await ctx.asAdmin<PickerDept[]>('GET', '/api/users/depts'))[0]!.id;
}

async function userBody(ctx: MatrixContext) {
  const username = ctx.unique('mx_');
  return {
    username,
    nickName: username,
    gender: 'male',
    email: `${username}@example.com`,
    phone: null,
    enabled: true,
    dept: { id: await anyDeptId(ctx) },
    roles: [{ id: await emptyRoleId(ctx) }],
    jobs: [],
  };
}

/** A fresh user the permitted caller may manage (its only role is level 2). */
async function freshUser(ctx: MatrixContext) {
  const body = await userBody(ctx);
  const { id } = await ctx.asAdmin<{ id: number }>('POST', '/api/users', body);
  return { ...body, id };
}

const roleBody = (ctx: MatrixContext) => ({ name: ctx.unique('Matrix role '), level: 3, dataScope: 'own', depts: [], description: null });

async function freshRole(ctx: MatrixContext): Promise<number> {
  return (await ctx.asAdmin<{ id: number }>('POST', '/api/roles', roleBody(ctx))).id;
}

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/users', permission: 'user:list', request: async () => ({ url: '/api/users?page=0&size=10&sort=id,desc' }) },
  { method: 'GET', route: 'api/users/download', permission: 'user:list', request: async () => ({ url: '/api/users/download' }) },
  { method: 'GET', route: 'api/users/depts', permission: 'user:list', request: async () => ({ url: '/api/users/depts' }) },
  { method: 'GET', route: 'api/users/jobs', permission: 'user:add', request: async () => ({ url: '/api/users/jobs' }) },
  { method: 'POST', route: 'api/users', permission: 'user:add', request: async (ctx) => ({ url: '/api/users', payload: await userBody(ctx) }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/users',
    permission: 'user:edit',
    request: async (ctx) => ({ url: '/api/users', payload: { ...(await freshUser(ctx)), nickName: 'Edited' } }),
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/users', permission: 'user:del', request: async (ctx) => ({ url: '/api/users', payload: [(await freshUser(ctx)).id] }), okStatuses: [200] },
  {
    method: 'PUT',
    route: 'api/users/resetPwd',
    permission: 'user:edit',
    request: async (ctx) => ({ url: '/api/users/resetPwd', payload: [(await freshUser(ctx)).id] }),
    okStatuses: [200],
  },
  { method: 'GET', route: 'api/roles', permission: 'roles:list', request: async () => ({ url: '/api/roles?page=0&size=10&sort=level,asc' }) },
  { method: 'GET', route: 'api/roles/all', permission: 'roles:list', request: async () => ({ url: '/api/roles/all' }) },
  { method: 'GET', route: 'api/roles/{id}', permission: 'roles:list', request: async (ctx) => ({ url: `/api/roles/${await freshRole(ctx)}` }) },
  { method: 'GET', route: 'api/roles/level', permission: null, request: async () => ({ url: '/api/roles/level' }) },
  { method: 'GET', route: 'api/roles/menu-tree', permission: 'roles:list', request: async () => ({ url: '/api/roles/menu-tree' }) },
  { method: 'GET', route: 'api/roles/download', permission: 'roles:list', request: async () => ({ url: '/api/roles/download' }) },
  { method: 'POST', route: 'api/roles', permission: 'roles:add', request: async (ctx) => ({ url: '/api/roles', payload: roleBody(ctx) }), okStatuses: [201] },
  {
    method: 'PUT',
    route: 'api/roles',
    permission: 'roles:edit',
    request: async (ctx) => ({ url: '/api/roles', payload: { id: await freshRole(ctx), ...roleBody(ctx) } }),
    okStatuses: [204],
  },
  {
    method: 'PUT',
    route: 'api/roles/menu',
    permission: 'roles:edit',
    request: async (ctx) => {
      const nodes = await ctx.asAdmin<RoleMenuNode[]>('GET', '/api/roles/menu-tree');
      const granted = nodes.filter((node) => node.title === 'x:system' || node.title === 'x:rolesEdit').map((node) => ({ id: node.id }));
      return { url: '/api/roles/menu', payload: { id: await freshRole(ctx), menus: granted } };
    },
    okStatuses: [204],
  },
  { method: 'DELETE', route: 'api/roles', permission: 'roles:del', request: async (ctx) => ({ url: '/api/roles', payload: [await freshRole(ctx)] }), okStatuses: [200] },
];
