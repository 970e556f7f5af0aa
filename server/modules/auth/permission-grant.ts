/**
 * The one rule for every write that hands out a permission: a caller gives only permissions they hold themselves.
 * A permission string reaches a user through their roles: a role's own `permission` (set by the seed only) and the
 * permission of every menu the role holds. So a menu's permission is itself a grant (every role holding the menu gets
 * it), a role's menus are grants, and a role given to a user grants that user all of the role's permissions.
 * Administrators (`admin`) pass: they hold every permission already. Pure: no I/O.
 *
 * The writes that apply it: `POST/PUT api/menus` (the menu's new permission, and for an edit its current one),
 * `PUT api/roles/menu` (the menus a role gains), `POST/PUT api/users` (the roles a user gains).
 */
import { ADMIN_PERMISSION } from '../../../streams/contracts/permissions';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { badRequest, type HttpError } from '../../http/http-error';

/** Error `code` of a refused grant of permissions; `params.permissions` lists those the caller lacks. */
export const PERMISSION_NOT_HELD = 'PERMISSION_NOT_HELD' as const;

/** Error `code` of a refused grant of data scope (departments the caller's own scope does not reach). */
export const DATA_SCOPE_NOT_HELD = 'DATA_SCOPE_NOT_HELD' as const;

/** A permission as the server reads it from a role or menu: trimmed; blank means none. */
export const normalPermission = (permission: string | null | undefined): string | null => {
  const trimmed = permission?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The permissions among `granted` that a caller holding `held` lacks, each once, sorted; blank entries grant nothing
 * and are ignored. `[]` means the grant is allowed. A caller holding `admin` lacks nothing (`admin` included); anyone
 * else lacks `admin` unless they hold it, whatever else they hold.
 */
export function permissionsNotHeld(held: readonly string[], granted: Iterable<string | null | undefined>): string[] {
  const mine = new Set(held.map(normalPermission).filter((permission): permission is string => permission !== null));
  if (mine.has(ADMIN_PERMISSION)) return [];
  const missing = new Set<string>();
  for (const permission of granted) {
    const wanted = normalPermission(permission);
    if (wanted !== null && !mine.has(wanted)) missing.add(wanted);
  }
  return [...missing].sort();
}

/**
 * 400 `PERMISSION_NOT_HELD` with `params.permissions` = `missing`. The message is `message` when given, else
 * `<field>: you cannot grant a permission you do not hold (<missing, comma-separated>)`. A 400 rather than a 403:
 * the caller may call the route; it is a value of their form they may not set, and the console shows a 400 in the form
 * (a 403 sends it to the "no access" page).
 */
export function grantRefused(field: string, missing: readonly string[], message?: string): HttpError {
  const reason = fieldRefusal(field, PERMISSION_NOT_HELD, { permissions: missing });
  return badRequest(message ? { ...reason, message } : reason);
}

/**
 * 400 `DATA_SCOPE_NOT_HELD` about `field` with `message` (which names the field and the departments: its English says
 * more than the catalog's template) and `params.depts` when given.
 */
export function scopeRefused(field: string, message: string, depts: readonly string[] = []): HttpError {
  return badRequest({ ...refusal(DATA_SCOPE_NOT_HELD), message, field, ...(depts.length > 0 ? { params: { depts: [...depts] } } : {}) });
}
