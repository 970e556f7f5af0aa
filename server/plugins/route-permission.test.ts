/**
 * Route `config.permission` and the seeded menus take only the permissions of `streams/contracts/permissions.ts`
 * and the page names of the menus contract. The `@ts-expect-error` lines are the test (`npm run typecheck` fails if
 * one stops being an error); the expectations check the seed at run time as well.
 */
import type { FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGE_NAMES } from '../../streams/contracts/menus';
import { PERMISSIONS } from '../../streams/contracts/permissions';
import { SEED_MENUS, type SeedMenu } from '../db/seed-data';

describe('typed permissions and page names', () => {
  it('types out a misspelt route permission', () => {
    const one: FastifyContextConfig = { permission: 'job:add' };
    // @ts-expect-error 'jobs:add' is not a permission (the jobs area is `job:`).
    const misspelt: FastifyContextConfig = { permission: 'jobs:add' };
    // @ts-expect-error 'dept:delete' is not a permission (deleting is `dept:del`).
    const inList: FastifyContextConfig = { permission: ['dept:list', 'dept:delete'] };
    expect([one, misspelt, inList].map((config) => config.permission)).toEqual(['job:add', 'jobs:add', ['dept:list', 'dept:delete']]);
  });

  it('types out a seeded menu with a misspelt permission or a page the console does not have', () => {
    // @ts-expect-error 'online:kick' is not a permission.
    const button: SeedMenu = { title: 'x:kick', parent: 'x:onlineUsers', type: 2, permission: 'online:kick', sort: 1 };
    // @ts-expect-error 'OnlineUsers' is not a console page name (the page is 'OnlineUser').
    const page: SeedMenu = { title: 'x:online', parent: null, type: 1, path: 'online', componentName: 'OnlineUsers', sort: 1 };
    expect([button.permission, page.componentName]).toEqual(['online:kick', 'OnlineUsers']);
  });

  it('seeds only listed permissions and page names', () => {
    const permissions: readonly string[] = PERMISSIONS;
    const pages: readonly string[] = CONSOLE_PAGE_NAMES;
    for (const menu of SEED_MENUS) {
      if (menu.permission !== undefined) expect(permissions).toContain(menu.permission);
      if (menu.componentName !== undefined) expect(pages).toContain(menu.componentName);
    }
  });
});
