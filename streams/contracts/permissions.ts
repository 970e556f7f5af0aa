/**
 * The one permission check shared by the service host's preHandler and the console's `<Can>` (the product rule:
 * "'any' passes with at least one listed role; 'all' needs every listed role; an empty or missing list fails").
 * Pure: no I/O.
 */

/** The permission string that passes every check. */
export const ADMIN_PERMISSION = 'admin';

/** Role the console assigns when the user info carries no permission at all (the product's default role). */
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';

/**
 * Whether `granted` permissions satisfy `needed`.
 * - `any` (default): at least one of `needed` is granted; `all`: every one is.
 * - An empty or missing `needed` list fails, as the product asks, so a forgotten declaration never opens a door.
 * - `admin` in `granted` passes everything that needs something.
 */
export function can(
  granted: readonly string[] | null | undefined,
  needed: string | readonly string[] | null | undefined,
  mode: 'any' | 'all' = 'any',
): boolean {
  const wanted = needed === null || needed === undefined ? [] : typeof needed === 'string' ? [needed] : needed;
  const list = wanted.filter((permission) => permission !== '');
  if (list.length === 0 || !granted || granted.length === 0) return false;
  if (granted.includes(ADMIN_PERMISSION)) return true;
  return mode === 'all' ? list.every((p) => granted.includes(p)) : list.some((p) => granted.includes(p));
}
