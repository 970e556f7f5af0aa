/**
 * `npm run admin:password [-- [--user NAME] [--password VALUE]]`: sets a user's password from the shell, for the
 * administrator who lost theirs (the console cannot help someone who cannot sign in).
 *
 * Opens the database the server is configured with (the same environment: `DATA_DIR`, or `DATABASE_URL`), sets the
 * password of `admin` (or `--user NAME`) to `--password`, or to a generated one printed once, hashed as the server
 * hashes passwords (argon2id) and held to the same rules (6 to 64 characters). With `REDIS_URL` it also ends that
 * user's sessions and clears their failed sign-in counter, so the old password's sessions stop working and the
 * new one is accepted at once. Without Redis the sessions live in the server process's memory: the embedded
 * database can only be opened while the server is stopped, which ended them; with `DATABASE_URL` alone, restart the
 * server to end them.
 *
 * Exit codes: 0 done; 1 refused (unknown user, a password that breaks the rules, a bad setting, the embedded
 * database open in a running server, no database yet); 2 bad arguments.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { passwordSchema } from '../streams/contracts/system-users';
import { ConfigError, loadConfig, type AppConfig } from '../server/config';
import { DataDirInUseError, openDatabase, type Database } from '../server/db/database';
import { sessions as sessionRows } from '../server/db/schema/sessions';
import { users } from '../server/db/schema/users';
import { openKvStore } from '../server/kv/open-kv-store';
import { createLoginThrottle } from '../server/modules/auth/login-throttle';
import { hashPassword } from '../server/modules/auth/password';
import { createSessionStore } from '../server/modules/auth/session-store';
import { generatePassword } from '../server/modules/system-users/service';

const USAGE = `usage: npm run admin:password [-- [--user NAME] [--password VALUE]]
  --user NAME        whose password to set (default: admin)
  --password VALUE   the new password, 6 to 64 characters (default: a generated one, printed once;
                     a password typed here may stay in the shell's history)
Uses the server's settings (DATA_DIR, DATABASE_URL, REDIS_URL). Stop the server first when it runs on the
embedded database (no DATABASE_URL).`;

/** A refusal a person can act on (exit 1). */
class Refusal extends Error {}

function readArguments(): { user: string; password: string | undefined } {
  try {
    const { values } = parseArgs({
      options: { user: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return { user: values.user?.trim() || 'admin', password: values.password };
  } catch (error) {
    console.error((error as Error).message);
    console.error(USAGE);
    process.exit(2);
  }
}

/** Opens the configured database, refusing to create an empty embedded one or to share one a server holds. */
async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) {
    if (config.dataDir.startsWith('memory://')) {
      throw new Refusal('DATA_DIR=memory:// keeps the database in the server process only; there is no stored password to change.');
    }
    if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
      throw new Refusal(`There is no database in ${resolve(config.dataDir)} yet: start the server once (npm start), or set DATA_DIR / DATABASE_URL as the server has them.`);
    }
  }
  try {
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Refusal(error.message);
    throw error;
  }
}

/** The id and state of the user, or a refusal naming what is missing. */
async function findUser(database: Database, username: string): Promise<{ id: number; enabled: boolean }> {
  let rows: { id: number; enabled: boolean }[];
  try {
    rows = await database.db.select({ id: users.id, enabled: users.enabled }).from(users).where(eq(users.username, username));
  } catch (error) {
    // 42P01 undefined_table: a database the server has never started on.
    if ((error as { code?: string }).code === '42P01') throw new Refusal('This database has no users yet: start the server once (npm start) to create it.');
    throw error;
  }
  const [row] = rows;
  if (!row) throw new Refusal(`There is no user named "${username}" (user names are case-sensitive).`);
  return row;
}

/**
 * Ends the user's sessions and clears their failed sign-ins where the server keeps them. With Redis that is the
 * shared store; without it the database rows were deleted with the password change, and a server still running
 * (possible on PostgreSQL only: PGlite's folder is held by the running server) keeps its memory copy until restarted.
 */
async function endSessions(config: AppConfig, userId: number, username: string, endedRows: number): Promise<string> {
  if (!config.redisUrl) {
    return config.databaseUrl
      ? `Ended ${endedRows} stored session(s) of ${username}; a server running now still holds them in memory (no REDIS_URL): restart it to end them.`
      : `Ended ${endedRows} stored session(s) of ${username}.`;
  }
  const kv = await openKvStore(config);
  try {
    const sessions = createSessionStore(kv, { ttlMs: config.tokenTtlMinutes * 60_000 });
    const keys = (await sessions.list()).filter((session) => session.userId === userId).map((session) => session.key);
    const ended = keys.length > 0 ? await sessions.end(...keys) : 0;
    await createLoginThrottle(kv).clearUsername(username);
    return `Ended ${ended} session${ended === 1 ? '' : 's'} of ${username}.`;
  } finally {
    await kv.close();
  }
}

async function main(): Promise<void> {
  const args = readArguments();
  const config = loadConfig();
  const checked = args.password === undefined ? null : passwordSchema.safeParse(args.password);
  if (checked && !checked.success) throw new Refusal(`The password is refused: ${checked.error.issues.map((issue) => issue.message).join('; ')}.`);
  const password = checked?.data ?? generatePassword();

  const database = await openConfiguredDatabase(config);
  let user: { id: number; enabled: boolean };
  let endedRows = 0;
  try {
    user = await findUser(database, args.user);
    const hash = await hashPassword(password);
    const found = user;
    endedRows = await database.db.transaction(async (tx) => {
      await tx.update(users).set({ password: hash, pwdResetTime: new Date(), updateBy: 'admin:password', updateTime: new Date() }).where(eq(users.id, found.id));
      // Sessions kept in the database (no Redis) end with the old password.
      const ended = await tx.delete(sessionRows).where(eq(sessionRows.userId, found.id)).returning({ key: sessionRows.key });
      return ended.length;
    });
  } finally {
    await database.close();
  }
  console.log(`Password of ${args.user} changed.`);
  console.log(await endSessions(config, user.id, args.user, endedRows));
  if (!user.enabled) console.log(`Note: ${args.user} is disabled and cannot sign in until another administrator enables the account.`);
  if (args.password === undefined) console.log(`NEW PASSWORD of ${args.user} (shown once): ${password}`);
}

try {
  await main();
} catch (error) {
  // A refusal or a bad setting is said as is; anything else (the database cannot be reached…) with its reason.
  const known = error instanceof Refusal || error instanceof ConfigError;
  console.error(known ? error.message : `admin:password failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
