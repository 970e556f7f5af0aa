/**
 * User administration use cases (eladmin `UserServiceImpl`), with the rules eladmin misses:
 * role levels on edit, delete, assign and password reset; data scopes on every read and write; a role given only
 * when its permissions and data scope are the caller's own; no self-delete and no
 * removing the last administrator; generated passwords shown once and stored only as argon2id hashes.
 * Every write runs in one transaction.
 */
import { randomInt } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Page } from '../../../streams/contracts/common';
import type { CreatedUser, PickerDept, PickerJob, ResetPasswords, SystemUser, UserCreateBody, UserFilter, UserUpdateBody } from '../../../streams/contracts/system-users';
import type { Db, DbOrTx } from '../../db/database';
import { depts } from '../../db/schema/depts';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../http/http-error';
import { fieldRefusal, refusal } from '../../../streams/contracts/refusals';
import { blurryOver, defineList, type ListQuery, type SortQuery } from '../../http/list-query';
import { type SortWhitelist } from '../../http/paging';
import { formatWireDate } from '../../http/wire-date';
import { columnsOf, sheetXlsx } from '../../http/xlsx';
import { hashPassword } from '../auth/password';
import { grantRefused, permissionsNotHeld, scopeRefused } from '../auth/permission-grant';
import { permissionsOf } from '../auth/user-access';
import { withDescendants } from '../depts/dept-tree';
import { inScope, levelRefused, mayManageLevel, type Actor } from './access';
import {
  adminHolderIds,
  customDeptsOfRoles,
  createTimeCondition,
  deptCondition,
  deptExists,
  enabledCondition,
  existingJobIds,
  findRolesByIds,
  findUsersByIds,
  jobsOfUsers,
  pickerDepts,
  pickerJobs,
  roleIdsOfUser,
  rolesOfUsers,
  scopeCondition,
  setUserLinks,
  userColumns,
  userFieldTaken,
} from './repository';

export const USER_SORT: SortWhitelist = {
  id: users.id,
  username: users.username,
  nickName: users.nickName,
  email: users.email,
  enabled: users.enabled,
  createTime: users.createTime,
};

/** The users' list rows (no hash) with their dept's name; newest first by default. */
const userList = defineList({
  table: users,
  sorts: USER_SORT,
  order: [desc(users.id)],
  tieBreak: asc(users.id),
  select: (db) => db.select(userColumns).from(users).leftJoin(depts, eq(depts.id, users.deptId)),
});

/** The instant of a wire date in `zone`, or null when it is no real local time. */
export function parseWireDate(text: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const instant = new Date(new TZDate(y, mo - 1, d, h, mi, s, zone).getTime());
  return !Number.isNaN(instant.getTime()) && formatWireDate(instant, zone) === text ? instant : null;
}

/** The conditions of the list and the export: the data scope's, then the filters. @throws 400 for a bad date range. */
async function listConditions(db: DbOrTx, query: UserFilter, actor: Actor, zone: string): Promise<(SQL | undefined)[]> {
  let range: [Date, Date] | null = null;
  if (query.createTime) {
    const [from, to] = query.createTime.map((text) => parseWireDate(text, zone));
    if (!from || !to) throw badRequest(fieldRefusal('createTime', 'NOT_A_REAL_DATE'));
    if (from > to) throw badRequest(fieldRefusal('createTime', 'START_AFTER_END'));
    range = [from, new Date(to.getTime() + 999)];
  }
  const deptIds = query.deptId === undefined ? null : await withDescendants(db, [query.deptId]);
  return [
    scopeCondition(actor.scope),
    blurryOver(query.blurry, users.username, users.nickName, users.email, users.phone),
    deptCondition(deptIds),
    enabledCondition(query.enabled),
    createTimeCondition(range),
  ];
}

type UserBase = Awaited<ReturnType<typeof findUsersByIds>>[number];

async function toRows(db: DbOrTx, bases: UserBase[], zone: string): Promise<SystemUser[]> {
  const ids = bases.map((user) => user.id);
  const [roleMap, jobMap] = await Promise.all([rolesOfUsers(db, ids), jobsOfUsers(db, ids)]);
  return bases.map((user) => ({
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    gender: user.gender,
    email: user.email,
    phone: user.phone,
    enabled: user.enabled,
    avatarPath: user.avatarPath,
    dept: user.deptId !== null && user.deptName !== null ? { id: user.deptId, name: user.deptName } : null,
    roles: (roleMap.get(user.id) ?? []).map(({ id, name, level }) => ({ id, name, level })),
    jobs: jobMap.get(user.id) ?? [],
    createTime: formatWireDate(user.createTime, zone),
  }));
}

/** `GET api/users`: a page of the users in the caller's data scope matching the filters; newest first by default. */
export async function listUsers(db: Db, query: UserFilter & ListQuery, actor: Actor, zone: string): Promise<Page<SystemUser>> {
  return userList.page(db, query, await listConditions(db, query, actor, zone), (bases) => toRows(db, bases, zone));
}

/** `GET api/users/download`: the filtered list as an xlsx workbook (at most EXPORT_MAX_ROWS rows, http/xlsx.ts). */
export async function usersXlsx(db: Db, query: UserFilter & SortQuery, actor: Actor, zone: string): Promise<Buffer> {
  const rows = await toRows(db, await userList.rows(db, query.sort, await listConditions(db, query, actor, zone)), zone);
  return sheetXlsx(
    'Users',
    columnsOf(['Username', 'Nickname', 'Gender', 'E-mail', 'Phone', 'Department', 'Roles', 'Jobs', 'Enabled', 'Created'], [20, 20, 8, 28, 16, 20, 30, 24, 9, 20]),
    rows.map((user) => [
      user.username,
      user.nickName,
      user.gender ?? '',
      user.email ?? '',
      user.phone ?? '',
      user.dept?.name ?? '',
      user.roles.map((role) => role.name).join(', '),
      user.jobs.map((job) => job.name).join(', '),
      user.enabled,
      user.createTime,
    ]),
    // This export never had a workbook title.
    { title: null },
  );
}

/** Depts for the pickers: those of the caller's data scope (every dept for scope `all`). */
export async function listPickerDepts(db: Db, actor: Actor): Promise<PickerDept[]> {
  return pickerDepts(db, actor.scope.kind === 'all' ? null : actor.scope.deptIds);
}

/** Enabled jobs for the user form. */
export const listPickerJobs = (db: Db): Promise<PickerJob[]> => pickerJobs(db);

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 12-character password without look-alike characters (about 70 bits). */
export function generatePassword(): string {
  return Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

type UserFields = Omit<UserUpdateBody, 'id'>;

type FoundRole = Awaited<ReturnType<typeof findRolesByIds>>[number];

/**
 * A role given to a user grants them its permissions (its own and its menus') and its data scope, so a caller gives
 * only roles within their own (auth/permission-grant.ts): every permission of the role held by the caller (an
 * administrator holds all), scope `all` only by a caller with scope `all`, custom departments only inside the caller's
 * scope. (A role of scope `own` reaches the user's department tree, which the department check keeps in scope.)
 * Only roles the user does not hold yet are checked: one they already hold may stay, whoever saves the form.
 * @throws 400 PERMISSION_NOT_HELD naming each role and the permissions the caller lacks; 400 DATA_SCOPE_NOT_HELD.
 */
async function checkRoleGrants(tx: DbOrTx, gained: FoundRole[], actor: Actor): Promise<void> {
  const refusals: string[] = [];
  const missingAll = new Set<string>();
  for (const role of gained) {
    const missing = permissionsNotHeld(actor.permissions, await permissionsOf(tx, [role]));
    if (missing.length === 0) continue;
    refusals.push(`role ${role.name}: ${missing.join(', ')}`);
    for (const permission of missing) missingAll.add(permission);
  }
  if (refusals.length > 0) {
    const permissions = [...missingAll].sort();
    throw grantRefused('roles', permissions, `roles: you cannot grant a permission you do not hold (${refusals.join('; ')})`);
  }
  if (actor.scope.kind === 'all') return;
  const wide = gained.find((role) => role.dataScope === 'all');
  if (wide) throw scopeRefused('roles', `roles: role ${wide.name} reaches every department, and your data scope does not`);
  const deptsOf = await customDeptsOfRoles(
    tx,
    gained.filter((role) => role.dataScope === 'custom').map((role) => role.id),
  );
  for (const role of gained) {
    const outside = (deptsOf.get(role.id) ?? []).filter((dept) => !inScope(actor.scope, dept.id)).map((dept) => dept.name);
    if (outside.length > 0) throw scopeRefused('roles', `roles: role ${role.name} reaches departments outside your data scope (${outside.join(', ')})`, outside);
  }
}

/**
 * Checks what a create or edit sets: dept, roles (their levels, and for roles the user gains, their permissions and
 * scope), jobs, uniqueness. `heldRoleIds`: the roles the user holds now (none for a create). @throws 400 naming the field.
 */
async function checkFields(tx: DbOrTx, body: UserFields, actor: Actor, exceptId: number | null, heldRoleIds: readonly number[] = []): Promise<void> {
  if (body.dept === null) {
    if (actor.scope.kind !== 'all') throw badRequest(fieldRefusal('dept', 'DEPT_REQUIRED_IN_SCOPE'));
  } else {
    if (!(await deptExists(tx, body.dept.id))) throw badRequest(fieldRefusal('dept', 'DEPT_MISSING', { ids: [String(body.dept.id)] }));
    if (!inScope(actor.scope, body.dept.id)) throw badRequest(fieldRefusal('dept', 'DEPT_OUT_OF_SCOPE', { id: body.dept.id }));
  }
  const roleIds = [...new Set(body.roles.map((role) => role.id))];
  const found = await findRolesByIds(tx, roleIds);
  const missing = roleIds.filter((id) => !found.some((role) => role.id === id));
  if (missing.length > 0) throw badRequest(fieldRefusal('roles', 'ROLE_MISSING', { ids: missing.map(String) }));
  const tooPowerful = found.find((role) => !mayManageLevel(actor, role.level));
  if (tooPowerful) throw levelRefused(`roles: role ${tooPowerful.name}`, tooPowerful.level, actor, 'roles');
  await checkRoleGrants(
    tx,
    found.filter((role) => !heldRoleIds.includes(role.id)).sort((a, b) => a.level - b.level || a.id - b.id),
    actor,
  );
  const jobIds = [...new Set(body.jobs.map((job) => job.id))];
  const jobs = await existingJobIds(tx, jobIds);
  const missingJobs = jobIds.filter((id) => !jobs.includes(id));
  if (missingJobs.length > 0) throw badRequest(fieldRefusal('jobs', 'JOB_MISSING', { ids: missingJobs.map(String) }));
  if (await userFieldTaken(tx, 'username', body.username, exceptId)) throw badRequest(fieldRefusal('username', 'USERNAME_TAKEN', { username: body.username }));
  if (body.email && (await userFieldTaken(tx, 'email', body.email, exceptId))) throw badRequest(fieldRefusal('email', 'EMAIL_TAKEN', { email: body.email }));
}

/**
 * Loads users the caller may manage. @throws 404 for an id unknown or outside the caller's data scope (they do not
 * exist for the caller), 400 when one of a user's roles is more powerful than the caller.
 */
async function manageableUsers(tx: DbOrTx, ids: number[], actor: Actor): Promise<UserBase[]> {
  const found = await findUsersByIds(tx, ids);
  const visible = found.filter((user) => inScope(actor.scope, user.deptId));
  const missing = ids.filter((id) => !visible.some((user) => user.id === id));
  if (missing.length > 0) throw notFound(refusal('USER_NOT_FOUND', { ids: missing.map(String) }));
  const roleMap = await rolesOfUsers(
    tx,
    visible.map((user) => user.id),
  );
  for (const user of visible) {
    const strongest = (roleMap.get(user.id) ?? [])[0];
    if (strongest && !mayManageLevel(actor, strongest.level)) throw levelRefused(`User ${user.username} holds role ${strongest.name}, which`, strongest.level, actor);
  }
  return visible;
}

/** Refuses a change that leaves no enabled user holding the admin permission. */
async function keepAnAdmin(tx: DbOrTx, before: number[]): Promise<void> {
  if (before.length > 0 && (await adminHolderIds(tx)).length === 0) {
    throw badRequest(refusal('LAST_ADMIN'));
  }
}

/** The user's own columns of a create or edit (not the password). */
const userFields = (body: UserCreateBody | UserUpdateBody) => ({
  username: body.username,
  nickName: body.nickName,
  gender: body.gender,
  email: body.email,
  phone: body.phone,
  enabled: body.enabled,
  deptId: body.dept?.id ?? null,
});

/** The user's roles and jobs become those of the body (each once). */
const setLinks = (tx: DbOrTx, userId: number, body: UserCreateBody | UserUpdateBody) =>
  setUserLinks(tx, userId, [...new Set(body.roles.map((role) => role.id))], [...new Set(body.jobs.map((job) => job.id))]);

/** `POST api/users`. @returns the id and, when no password was typed, the generated one (shown once). @throws 400. */
export async function createUser(db: Db, body: UserCreateBody, actor: Actor): Promise<CreatedUser> {
  const password = body.password ?? generatePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await checkFields(tx, body, actor, null);
    const [row] = await tx
      .insert(users)
      .values({
        ...userFields(body),
        password: hash,
        createBy: actor.username,
        updateBy: actor.username,
      })
      .returning({ id: users.id });
    await setLinks(tx, row!.id, body);
    return body.password ? { id: row!.id } : { id: row!.id, password };
  });
}

/** `PUT api/users`. @throws 404 unknown or out of scope, 400 level, validation, self-disable, last admin. */
export async function updateUser(db: Db, body: UserUpdateBody, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await manageableUsers(tx, [body.id], actor);
    if (body.id === actor.userId && !body.enabled) throw badRequest(fieldRefusal('enabled', 'DISABLE_SELF'));
    await checkFields(tx, body, actor, body.id, await roleIdsOfUser(tx, body.id));
    const admins = await adminHolderIds(tx);
    await tx
      .update(users)
      .set({
        ...userFields(body),
        updateBy: actor.username,
        updateTime: new Date(),
      })
      .where(eq(users.id, body.id));
    await setLinks(tx, body.id, body);
    await keepAnAdmin(tx, admins);
  });
}

/** `DELETE api/users [ids]`. @throws 404 unknown or out of scope, 400 level, yourself, last admin (nothing deleted). */
export async function deleteUsers(db: Db, ids: number[], actor: Actor): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    if (unique.includes(actor.userId)) throw badRequest(refusal('DELETE_SELF'));
    await manageableUsers(tx, unique, actor);
    const admins = await adminHolderIds(tx);
    await tx.delete(users).where(inArray(users.id, unique));
    await keepAnAdmin(tx, admins);
  });
}

/**
 * `PUT api/users/resetPwd [ids]`: a fresh generated password for each (hash stored, clear text answered once), and
 * their sessions ended so the old password's sessions stop working. @throws 404, 400 like delete.
 */
export async function resetPasswords(app: FastifyInstance, ids: number[], actor: Actor): Promise<ResetPasswords> {
  const unique = [...new Set(ids)];
  const result = await app.db.transaction(async (tx) => {
    const targets = await manageableUsers(tx, unique, actor);
    const answer: ResetPasswords = [];
    for (const user of targets) {
      const password = generatePassword();
      await tx
        .update(users)
        .set({ password: await hashPassword(password), pwdResetTime: new Date(), updateBy: actor.username, updateTime: new Date() })
        .where(eq(users.id, user.id));
      answer.push({ id: user.id, username: user.username, password });
    }
    return answer;
  });
  const ended = new Set(unique.filter((id) => id !== actor.userId));
  const sessions = await app.sessions.list();
  const keys = sessions.filter((session) => ended.has(session.userId)).map((session) => session.key);
  if (keys.length > 0) await app.sessions.end(...keys);
  return result.sort((a, b) => a.id - b.id);
}
