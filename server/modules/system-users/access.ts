/**
 * Who is calling a user or role administration route, and the checks the server enforces
 * with it: role levels (lower is more powerful; a caller manages only levels >= their own) and data scopes (a user
 * outside the caller's scope does not exist for them). Shared by `api/users` and `api/roles`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerDataScope, callerIsAdmin, callerLevel } from '../auth/caller-access';
import type { DataScope } from '../auth/user-access';
import { caller } from '../../plugins/auth';
import { badRequest, type HttpError } from '../../http/http-error';
import { refusal } from '../../../streams/contracts/refusals';

/** The caller as the administration rules see them. */
export interface Actor {
  userId: number;
  username: string;
  /** Most powerful level of their roles; +Infinity without roles. */
  level: number;
  scope: DataScope;
  isAdmin: boolean;
  permissions: string[];
}

/** Reads the caller's level and data scope now (a role edited a second ago already applies). */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const auth = caller(request);
  const [level, scope] = await Promise.all([callerLevel(app, request), callerDataScope(app, request)]);
  return { userId: auth.userId, username: auth.session.userName, level, scope, isAdmin: callerIsAdmin(request), permissions: auth.permissions };
}

/** Whether a dept (null = none) is inside a data scope. Users without a dept are only reachable with scope `all`. */
export const inScope = (scope: DataScope, deptId: number | null): boolean =>
  scope.kind === 'all' || (deptId !== null && scope.deptIds.includes(deptId));

/**
 * 400 naming the role a caller may not manage (eladmin answers "角色权限不足" with a 400 as well): `ROLE_LEVEL_REFUSED`
 * (or `ROLE_LEVEL_NO_ROLE`) with the levels; the English message also names `what` ("roles: role Ops", "Role Ops").
 * @param field the field the refusal is about, when it is one.
 */
export const levelRefused = (what: string, level: number, actor: Actor, field?: string): HttpError => {
  const reason = Number.isFinite(actor.level) ? refusal('ROLE_LEVEL_REFUSED', { level, yourLevel: actor.level }) : refusal('ROLE_LEVEL_NO_ROLE', { level });
  const message = Number.isFinite(actor.level)
    ? `${what} has level ${level}; your own level is ${actor.level} and you may only manage levels ${actor.level} or more`
    : `${what} has level ${level}; you hold no role, so you may not manage roles`;
  return badRequest({ ...reason, message, ...(field ? { field } : {}) });
};

/** Whether the caller may manage a role of `level`. */
export const mayManageLevel = (actor: Actor, level: number): boolean => level >= actor.level;
