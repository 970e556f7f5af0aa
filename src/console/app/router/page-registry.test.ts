/**
 * The two registries are checked by the typecheck; these tests hold the `@ts-expect-error` lines that prove it
 * (`npm run typecheck` fails if a line below stops being an error) and check at run time what the types promise.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGE_NAMES } from '../../../../streams/contracts/menus';
import type { CanProps } from '@shared/auth/can';
import { pageRegistry, type PageRegistry } from './page-registry';

describe('pageRegistry', () => {
  it('has a page for exactly the names the menus contract lists', () => {
    expect(Object.keys(pageRegistry).sort()).toEqual([...CONSOLE_PAGE_NAMES].sort());
  });

  it('types out a registry missing a page or holding a page the menus cannot name', () => {
    const { Page404: _dropped, ...withoutPage404 } = pageRegistry;
    // @ts-expect-error Page404 is a page name of the menus contract with no component.
    const missing: PageRegistry = withoutPage404;
    // @ts-expect-error 'Reports' is not a page name of the menus contract.
    const extra: PageRegistry = { ...pageRegistry, Reports: pageRegistry.Page404 };
    expect(Object.keys(missing)).not.toContain('Page404');
    expect(Object.keys(extra)).toContain('Reports');
  });
});

describe('<Can> and useCan', () => {
  it('type out a misspelt permission', () => {
    // @ts-expect-error 'job:remove' is not a permission (deleting is `job:del`).
    const one: CanProps['permission'] = 'job:remove';
    // @ts-expect-error 'role:list' is not a permission (the roles area is `roles:`).
    const several: CanProps['permission'] = ['job:list', 'role:list'];
    expect([one, several]).toEqual(['job:remove', ['job:list', 'role:list']]);
  });
});
