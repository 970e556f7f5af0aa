/**
 * Idempotent seed run on every start after the migrations: inserts only what is missing (matched by
 * natural keys: names, titles, username), so an administrator's edits survive restarts. The one grant it makes (every
 * seeded menu to the administrators' role) goes to the role holding `admin`, which holds every permission already.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../plugins/ports';
import type { Db, DbOrTx, Tx } from './database';
import { ADMIN_ROLE, ADMIN_USER, OPERATOR_MENU_PERMISSIONS, OPERATOR_ROLE, SEED_DEPTS, SEED_DICTS, SEED_JOBS, SEED_MENUS, type SeedDept } from './seed-data';
import { loadGiftCatalogue } from './seed/gift-catalogue';
import { appSettings } from './schema/app-settings';
import { depts } from './schema/depts';
import { dictDetails, dicts } from './schema/dicts';
import { liveGiftCatalogue } from './schema/games';
import { jobs } from './schema/jobs';
import { menus } from './schema/menus';
import { roles, rolesMenus, users, usersJobs, usersRoles } from './schema/users';

const SEEDER = 'system';

export interface SeedOptions {
  /** Password of `admin` when the user is created; unset → a random one, reported through `onAdminCreated`. */
  adminPassword: string | undefined;
  /** Called once, when the admin user is created, with the password in effect (to print a generated one). */
  onAdminCreated?: (info: { password: string; generated: boolean }) => void;
  /** Hashes the admin password (the auth module's argon2id, passed in so the database layer stays below the modules). */
  hashPassword: PasswordHasher;
}

async function seedDepts(tx: Tx, nodes: SeedDept[], pid: number | null, ids: Map<string, number>): Promise<void> {
  for (const node of nodes) {
    const [existing] = await tx
      .select({ id: depts.id })
      .from(depts)
      .where(and(eq(depts.name, node.name), pid === null ? isNull(depts.pid) : eq(depts.pid, pid)));
    const id =
      existing?.id ??
      (await tx.insert(depts).values({ name: node.name, pid, deptSort: node.sort, createBy: SEEDER }).returning({ id: depts.id }))[0]!.id;
    ids.set(node.name, id);
    if (node.children) await seedDepts(tx, node.children, id, ids);
  }
}

async function idByName<T extends { id: number }>(rows: Promise<T[]>): Promise<number | undefined> {
  return (await rows)[0]?.id;
}

/**
 * The administrators' role: the first role holding the `admin` permission, which only the seed sets (no route accepts a
 * role's permission). Found by that, never by name: the seed grants this role every seeded menu on each start, and a
 * role renamed to the seeded name by a roles:edit user must not collect them. Created when there is none (a fresh
 * database), under the seeded name, or a suffixed one when another role has taken it.
 * @returns its id.
 */
async function seedAdminRole(tx: Tx): Promise<number> {
  const byPermission = () => idByName(tx.select({ id: roles.id }).from(roles).where(eq(roles.permission, ADMIN_ROLE.permission)).orderBy(asc(roles.id)).limit(1));
  const existing = await byPermission();
  if (existing !== undefined) return existing;
  for (const name of [ADMIN_ROLE.name, `${ADMIN_ROLE.name} (${SEEDER})`, `${ADMIN_ROLE.name} (${SEEDER} ${randomBytes(3).toString('hex')})`]) {
    const [created] = await tx
      .insert(roles)
      .values({ ...ADMIN_ROLE, name, createBy: SEEDER })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (created) return created.id;
  }
  throw new Error(`seed: could not create the administrators' role (the names '${ADMIN_ROLE.name}' and its variants are taken)`);
}

/** Seeds the database (one transaction). */
/** The `app_settings` key that records the operator role's first grant. */
export const OPERATOR_GRANT_SETTING = 'seed.operatorCrmMenus';

/**
 * Gives the seeded operator role the CRM's pages and its add and edit buttons ({@link OPERATOR_MENU_PERMISSIONS}),
 * once per database: an administrator who changes the role later keeps their change.
 */
async function grantOperatorMenus(tx: DbOrTx, menuIds: ReadonlyMap<string, number>): Promise<void> {
  const [done] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, OPERATOR_GRANT_SETTING));
  if (done) return;
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, OPERATOR_ROLE.name));
  if (!role) return;
  // The CRM directory and those of its pages and buttons whose permission an operator holds.
  const inCrm = new Set(['x:crm']);
  for (const menu of SEED_MENUS) if (menu.parent !== null && inCrm.has(menu.parent)) inCrm.add(menu.title);
  const granted = SEED_MENUS.filter((menu) => inCrm.has(menu.title) && (menu.type === 0 || (OPERATOR_MENU_PERMISSIONS as readonly string[]).includes(menu.permission ?? '')))
    .map((menu) => menuIds.get(menu.title))
    .filter((id): id is number => id !== undefined);
  if (granted.length > 0) await tx.insert(rolesMenus).values(granted.map((menuId) => ({ roleId: role.id, menuId }))).onConflictDoNothing();
  await tx.insert(appSettings).values({ key: OPERATOR_GRANT_SETTING, value: new Date().toISOString() }).onConflictDoNothing();
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  // Read before the transaction: a missing file fails the start without holding a transaction open.
  const gifts = await loadGiftCatalogue();
  await db.transaction(async (tx) => {
    // Gift catalogue: new gifts are added; rows already there are left as they are.
    await tx.insert(liveGiftCatalogue).values(gifts).onConflictDoNothing();

    const deptIds = new Map<string, number>();
    await seedDepts(tx, SEED_DEPTS, null, deptIds);

    await tx
      .insert(jobs)
      .values(SEED_JOBS.map((job) => ({ name: job.name, jobSort: job.sort, createBy: SEEDER })))
      .onConflictDoNothing();

    for (const dict of SEED_DICTS) {
      await tx.insert(dicts).values({ name: dict.name, description: dict.description, createBy: SEEDER }).onConflictDoNothing();
      const dictId = (await tx.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, dict.name)))[0]!.id;
      const present = new Set(
        (await tx.select({ value: dictDetails.value }).from(dictDetails).where(eq(dictDetails.dictId, dictId))).map((r) => r.value),
      );
      const missing = dict.details
        .map((detail, index) => ({ ...detail, dictSort: index + 1 }))
        .filter((detail) => !present.has(detail.value));
      if (missing.length > 0) {
        await tx.insert(dictDetails).values(missing.map((detail) => ({ ...detail, dictId, createBy: SEEDER })));
      }
    }

    const adminRoleId = await seedAdminRole(tx);
    await tx
      .insert(roles)
      .values({ ...OPERATOR_ROLE, createBy: SEEDER })
      .onConflictDoNothing();

    const menuIds = new Map<string, number>();
    for (const menu of SEED_MENUS) {
      const pid = menu.parent === null ? null : (menuIds.get(menu.parent) ?? null);
      const [existing] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.title, menu.title));
      const id =
        existing?.id ??
        (
          await tx
            .insert(menus)
            .values({
              title: menu.title,
              pid,
              type: menu.type,
              path: menu.path ?? null,
              component: menu.component ?? null,
              componentName: menu.componentName ?? null,
              permission: menu.permission ?? null,
              icon: menu.icon ?? null,
              menuSort: menu.sort,
              hidden: menu.hidden ?? false,
              cache: menu.cache ?? false,
              createBy: SEEDER,
            })
            .returning({ id: menus.id })
        )[0]!.id;
      menuIds.set(menu.title, id);
    }
    if (menuIds.size > 0) {
      await tx
        .insert(rolesMenus)
        .values([...menuIds.values()].map((menuId) => ({ roleId: adminRoleId, menuId })))
        .onConflictDoNothing();
    }
    await grantOperatorMenus(tx, menuIds);
    // The cached child counts must match the rows whatever was inserted above.
    await tx.execute(sql`update menus set sub_count = (select count(*) from menus c where c.pid = menus.id)`);
    await tx.execute(sql`update depts set sub_count = (select count(*) from depts c where c.pid = depts.id)`);

    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USER.username));
    if (!admin) {
      const generated = options.adminPassword === undefined;
      const password = options.adminPassword ?? randomBytes(12).toString('base64url');
      const [created] = await tx
        .insert(users)
        .values({
          username: ADMIN_USER.username,
          nickName: ADMIN_USER.nickName,
          email: ADMIN_USER.email,
          gender: ADMIN_USER.gender,
          deptId: deptIds.get(ADMIN_USER.dept) ?? null,
          password: await options.hashPassword(password),
          createBy: SEEDER,
        })
        .returning({ id: users.id });
      const jobId = await idByName(tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, ADMIN_USER.job)));
      await tx.insert(usersRoles).values({ userId: created!.id, roleId: adminRoleId });
      if (jobId !== undefined) await tx.insert(usersJobs).values({ userId: created!.id, jobId });
      options.onAdminCreated?.({ password, generated });
    }
  });
}
