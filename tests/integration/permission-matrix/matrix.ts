/**
 * The shape of the permission matrix (every system administration route called as admin, as a user
 * with the exact permission, and as a user without it: 2xx, 2xx, 403). Each area lists its routes in its own file
 * of this folder; `tests/integration/permission-matrix.test.ts` runs them all.
 */
import type { FastifyInstance } from 'fastify';

/** What a route's request builder gets. */
export interface MatrixContext {
  app: FastifyInstance;
  /** `Authorization` header value of the seeded admin (`Bearer …`). */
  adminToken: string;
  /** Calls a route as admin and returns its JSON answer (or undefined when empty); throws unless 2xx. */
  asAdmin: <T = unknown>(method: MatrixMethod, url: string, payload?: unknown) => Promise<T>;
  /** A name nobody has used yet in this run, starting with `prefix` (at most prefix + 9 characters). */
  unique: (prefix: string) => string;
}

export type MatrixMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request one caller makes; `payload` is sent as JSON unless `headers` says otherwise. */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** One route of the matrix. */
export interface MatrixRoute {
  method: MatrixMethod;
  /** The route as documented, e.g. `api/users/{id}` (the test's name). */
  route: string;
  /**
   * The permission the route requires, exactly as the server checks it; null for a route any signed-in user may
   * call (then the third caller is anonymous and expects 401 instead of 403).
   */
  permission: string | null;
  /**
   * Builds a request that succeeds for a permitted caller. Called once per caller (admin, permitted, refused), so
   * a write gets fresh rows each time (create them here through `asAdmin` or the database).
   *
   * The permitted caller holds one role: level 2, data scope `all`, and only `permission`. Rows it must be allowed
   * to manage therefore need roles of level 2 or more (less powerful); the seeded admin's role is level 1.
   */
  request: (ctx: MatrixContext) => Promise<MatrixRequest>;
  /** Statuses counted as success (default any 2xx). */
  okStatuses?: number[];
}

/** The caller an escalation request is made for: their user and the one role they hold. */
export interface MatrixCaller {
  userId: number;
  username: string;
  roleId: number;
}

/**
 * A write whose data becomes a permission of some role or user (a menu's permission, a role's menus, a user's roles).
 * Called as admin (2xx), as a user holding the route's permission and `granted` (2xx), and as a user holding only the
 * route's permission (400 `PERMISSION_NOT_HELD` naming `granted`, and their `auth/info` still without it). The callers
 * hold one role of level 2 with data scope `all`; requests aim at the caller's own role or user where they can, so a
 * refusal is a refused self-escalation.
 */
export interface EscalationRoute {
  method: MatrixMethod;
  /** The route and what it would grant, e.g. `api/menus (a menu's permission)` (the test's name). */
  route: string;
  /** The permission the route requires. */
  permission: string;
  /** The permission the write would hand out, which the refused caller lacks. */
  granted: string;
  /** Builds the request for `caller`; called once per caller. */
  request: (ctx: MatrixContext, caller: MatrixCaller) => Promise<MatrixRequest>;
  /** Statuses counted as success (default any 2xx). */
  okStatuses?: number[];
}
