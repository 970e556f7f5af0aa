/**
 * The one permission check shared by the service host's preHandler and the console's `<Can>` (the product rule:
 * "'any' passes with at least one listed role; 'all' needs every listed role; an empty or missing list fails").
 * Pure: no I/O.
 */

/**
 * Every permission the code asks for: route `config.permission`, the console's `useCan`/`<Can>` and the seeded
 * menus' pages and buttons. One list, so a misspelt permission anywhere fails the typecheck instead of silently
 * refusing everyone but admins. Roles and menus created at run time may carry other strings (they are data); this
 * list is what code may name. `<area>:list` reads, `:add|:edit|:del` write; the prefixes are eladmin's where it has
 * them (`roles`, not `role`).
 */
export const PERMISSIONS = [
  'admin',
  /** The streamer CRM: an operator reads and writes the streamers allocated to them (and takes their orders). */
  'anchor:list',
  'anchor:add',
  'anchor:edit',
  'anchor:del',
  /** Managers: allocate streamers to operators, see the department's streamers and the dispatch statistics. */
  'anchor:allocate',
  /** Reviewers: the review queue, approve or reject, invite types, mark invited. */
  'anchor:check',
  'animation:list',
  'animation:add',
  'animation:edit',
  'animation:del',
  'dept:list',
  'dept:add',
  'dept:edit',
  'dept:del',
  'device:list',
  'device:add',
  'device:edit',
  'device:del',
  'dict:list',
  'dict:add',
  'dict:edit',
  'dict:del',
  'job:list',
  'job:add',
  'job:edit',
  'job:del',
  'live:list',
  'live:edit',
  'liveConfig:list',
  'liveConfig:add',
  'liveConfig:edit',
  'liveConfig:del',
  /** Start/end rounds, adjust scores, PK phases, spins. */
  'liveConfig:control',
  'log:list',
  'log:del',
  'menu:list',
  'menu:add',
  'menu:edit',
  'menu:del',
  'monitor:list',
  'monitor:add',
  'monitor:edit',
  'monitor:del',
  /**
   * The streamers' lottery: read activities, prizes, codes and records (`lottery:list`); add, edit, delete them
   * (`lottery:add|edit|del`); issuing and revoking codes and marking prizes awarded are edits.
   */
  'lottery:list',
  'lottery:add',
  'lottery:edit',
  'lottery:del',
  'online:list',
  'online:del',
  'roles:list',
  'roles:add',
  'roles:edit',
  'roles:del',
  'server:list',
  'sql:list',
  'timing:list',
  'timing:add',
  'timing:edit',
  'timing:del',
  'user:list',
  'user:add',
  'user:edit',
  'user:del',
  /** Weekly data: read the week page, its export and trends (`weekData:list`); import the agency's export (`weekData:import`). */
  'weekData:list',
  'weekData:import',
  /**
   * Weekly reports with advice: read the reports (`weeklyReport:list`); generate, edit, move through draft → reviewed →
   * sent, set a streamer's report language and issue or revoke a report's public link (`weeklyReport:edit`); edit the
   * advice texts and preview them (`adviceText:edit`).
   */
  'weeklyReport:list',
  'weeklyReport:edit',
  'adviceText:edit',
] as const;

/** A permission the code may name (see {@link PERMISSIONS}). */
export type Permission = (typeof PERMISSIONS)[number];

/** What a route, `useCan` or `<Can>` needs: one permission or several (combined `any` or `all`). */
export type PermissionNeed = Permission | readonly Permission[];

type CrudAction = 'list' | 'add' | 'edit' | 'del';

/** Areas with all four of `<area>:list|add|edit|del`, so `${area}:${action}` is a {@link Permission} for each action. */
export type CrudArea = {
  [P in Permission]: P extends `${infer Area}:list` ? (`${Area}:${CrudAction}` extends Permission ? Area : never) : never;
}[Permission];

/** The permission string that passes every check. */
export const ADMIN_PERMISSION = 'admin' satisfies Permission;

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
