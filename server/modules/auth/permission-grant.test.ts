import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { grantRefused, PERMISSION_NOT_HELD, permissionsNotHeld, scopeRefused } from './permission-grant';

describe('permissionsNotHeld', () => {
  it('names what the caller lacks, each once, sorted', () => {
    expect(permissionsNotHeld(['menu:list', 'menu:edit'], ['user:del', 'menu:edit', 'admin', 'user:del'])).toEqual(['admin', 'user:del']);
  });

  it('allows a grant made only of permissions the caller holds, or of none', () => {
    expect(permissionsNotHeld(['menu:list', 'menu:edit'], ['menu:edit'])).toEqual([]);
    expect(permissionsNotHeld(['menu:list'], [])).toEqual([]);
    expect(permissionsNotHeld([], [null, undefined, '', '   '])).toEqual([]);
  });

  it('reads permissions the way roles grant them: trimmed, exact case', () => {
    expect(permissionsNotHeld(['menu:edit'], ['  menu:edit  '])).toEqual([]);
    expect(permissionsNotHeld([' menu:edit '], ['menu:edit'])).toEqual([]);
    expect(permissionsNotHeld(['menu:edit'], ['Menu:Edit'])).toEqual(['Menu:Edit']);
  });

  it("lets an administrator grant anything, admin included; nobody else may grant admin", () => {
    expect(permissionsNotHeld(['admin'], ['admin', 'user:del'])).toEqual([]);
    expect(permissionsNotHeld(['user:del', 'roles:edit', 'menu:edit', 'menu:add'], ['admin'])).toEqual(['admin']);
    expect(permissionsNotHeld([], ['admin'])).toEqual(['admin']);
  });
});

describe('refusals', () => {
  it('grantRefused is a 400 with the stable code, the permissions and a message naming them', () => {
    const error = grantRefused('permission', ['admin', 'user:del']);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('permission: you cannot grant a permission you do not hold (admin, user:del)');
    expect(error.detail).toEqual({ code: PERMISSION_NOT_HELD, params: { permissions: ['admin', 'user:del'] }, field: 'permission' });
    expect(grantRefused('permission', ['x:y'], 'custom text').message).toBe('custom text');
  });

  it('scopeRefused is a 400 with its own code and the departments', () => {
    const error = scopeRefused('roles', 'roles: outside', ['Scope A']);
    expect([error.status, error.message, error.detail]).toEqual([400, 'roles: outside', { code: 'DATA_SCOPE_NOT_HELD', params: { depts: ['Scope A'] }, field: 'roles' }]);
    expect(scopeRefused('dataScope', 'dataScope: all').detail).toEqual({ code: 'DATA_SCOPE_NOT_HELD', field: 'dataScope' });
  });
});
