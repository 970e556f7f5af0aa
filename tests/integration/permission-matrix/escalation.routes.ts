/**
 * Permission matrix: the writes that hand out a permission (api/menus, api/roles/menu, api/users). See matrix.ts
 * `EscalationRoute`: a caller holding the route's permission but not the one the write would grant is refused.
 */
import type { Menu } from '../../../streams/contracts/menus';
import type { RoleMenuNode } from '../../../streams/contracts/roles';
import type { SystemUser } from '../../../streams/contracts/system-users';
import type { EscalationRoute, MatrixCaller, MatrixContext } from './matrix';

/** A top-level button with `permission`, created by the admin; linked to the caller's role when `link`. */
async function button(ctx: MatrixContext, permission: string, link?: MatrixCaller): Promise<Menu> {
  const menu = await ctx.asAdmin<Menu>('POST', '/api/menus', { type: 2, title: ctx.unique('Matrix button '), permission, menuSort: 9999 });
  if (link) {
    const role = await ctx.asAdmin<{ menus: { id: number }[] }>('GET', `/api/roles/${link.roleId}`);
    await ctx.asAdmin('PUT', '/api/roles/menu', { id: link.roleId, menus: [...role.menus, { id: menu.id }] });
  }
  return menu;
}

/** A role of level 3 (the callers are level 2, so they may give it) whose menus grant `permission`. */
async function roleGranting(ctx: MatrixContext, permission: string): Promise<number> {
  const { id } = await ctx.asAdmin<{ id: number }>('POST', '/api/roles', { name: ctx.unique('Matrix grant '), level: 3, dataScope: 'all', depts: [], description: null });
  await ctx.asAdmin('PUT', '/api/roles/menu', { id, menus: [{ id: (await button(ctx, permission)).id }] });
  return id;
}

/** The seeded menu granting `permission` (a button of the system pages). */
async function seededMenu(ctx: MatrixContext, permission: string): Promise<number> {
  const nodes = await ctx.asAdmin<RoleMenuNode[]>('GET', '/api/roles/menu-tree');
  return nodes.find((node) => node.permission === permission && node.title.startsWith('x:'))!.id;
}

/** The caller as the user form sends them back. */
async function userForm(ctx: MatrixContext, caller: MatrixCaller) {
  const page = await ctx.asAdmin<{ content: SystemUser[] }>('GET', `/api/users?blurry=${encodeURIComponent(caller.username)}`);
  const user = page.content.find((row) => row.id === caller.userId)!;
  return {
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    gender: user.gender ?? 'male',
    email: user.email,
    phone: user.phone,
    enabled: user.enabled,
    dept: user.dept ? { id: user.dept.id } : null,
    roles: user.roles.map((role) => ({ id: role.id })),
    jobs: user.jobs.map((job) => ({ id: job.id })),
  };
}

const buttonBody = (ctx: MatrixContext, permission: string) => ({ type: 2, title: ctx.unique('Matrix grant '), permission, menuSort: 9999 });

export const routes: EscalationRoute[] = [
  {
    method: 'POST',
    route: "api/menus (a new menu's permission)",
    permission: 'menu:add',
    granted: 'user:del',
    request: async (ctx) => ({ url: '/api/menus', payload: buttonBody(ctx, 'user:del') }),
    okStatuses: [201],
  },
  {
    method: 'PUT',
    route: "api/menus (a menu of the caller's role set to admin)",
    permission: 'menu:edit',
    granted: 'admin',
    request: async (ctx, caller) => {
      const menu = await button(ctx, 'menu:edit', caller);
      return { url: '/api/menus', payload: { id: menu.id, type: 2, title: menu.title, permission: 'admin', menuSort: 9999 } };
    },
    okStatuses: [204],
  },
  {
    method: 'PUT',
    route: "api/menus (a menu of the caller's role given another permission)",
    permission: 'menu:edit',
    granted: 'roles:edit',
    request: async (ctx, caller) => {
      const menu = await button(ctx, 'menu:edit', caller);
      return { url: '/api/menus', payload: { id: menu.id, type: 2, title: menu.title, permission: 'roles:edit', menuSort: 9999 } };
    },
    okStatuses: [204],
  },
  {
    method: 'PUT',
    route: 'api/menus (a menu whose permission the caller lacks)',
    permission: 'menu:edit',
    granted: 'user:del',
    request: async (ctx) => {
      const menu = await button(ctx, 'user:del');
      return { url: '/api/menus', payload: { id: menu.id, type: 2, title: `${menu.title}!`, permission: 'user:del', menuSort: 1 } };
    },
    okStatuses: [204],
  },
  {
    method: 'PUT',
    route: "api/roles/menu (a menu for the caller's own role)",
    permission: 'roles:edit',
    granted: 'user:del',
    request: async (ctx, caller) => {
      const role = await ctx.asAdmin<{ menus: { id: number }[] }>('GET', `/api/roles/${caller.roleId}`);
      return { url: '/api/roles/menu', payload: { id: caller.roleId, menus: [...role.menus, { id: await seededMenu(ctx, 'user:del') }] } };
    },
    okStatuses: [204],
  },
  {
    method: 'POST',
    route: "api/users (a new user's role)",
    permission: 'user:add',
    granted: 'roles:edit',
    request: async (ctx) => {
      const username = ctx.unique('mxg_');
      return {
        url: '/api/users',
        payload: { username, nickName: username, gender: 'male', email: null, phone: null, enabled: true, dept: null, roles: [{ id: await roleGranting(ctx, 'roles:edit') }], jobs: [] },
      };
    },
    okStatuses: [201],
  },
  {
    method: 'PUT',
    route: "api/users (a role for the caller's own user)",
    permission: 'user:edit',
    granted: 'user:del',
    request: async (ctx, caller) => {
      const form = await userForm(ctx, caller);
      return { url: '/api/users', payload: { ...form, roles: [...form.roles, { id: await roleGranting(ctx, 'user:del') }] } };
    },
    okStatuses: [204],
  },
];
