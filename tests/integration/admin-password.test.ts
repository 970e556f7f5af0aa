/**
 * `npm run admin:password` (scripts/admin-password.ts), run as a person runs it: a separate process with the
 * server's settings, against a database a server made. A lost admin password is replaced, the server signs admin in
 * with the new one and not the old one; with Redis the old sessions end at once. An unknown user or a password
 * the server would refuse changes nothing (exit 1 and a message), and the embedded database is not opened while a
 * server holds it. On PGlite by default; on PostgreSQL (and Redis) when DATABASE_URL (and REDIS_URL) are set.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/database';
import type { KvStore } from '../../server/kv/kv-store';
import { createMemoryKvStore } from '../../server/kv/memory-kv-store';
import { createRedisKvStore } from '../../server/kv/redis-kv-store';
import { createUser } from './helpers/fixtures';
import { attemptLogin, auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './helpers/test-app';

const REPO = resolve(import.meta.dirname, '../..');
/** Each test starts the server on a stored database and runs the script (a Node process) more than once. */
const SLOW = 180_000;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin:password -- <args>` (its command line) with `env` on top of a clean environment. */
function adminPassword(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, KV_PREFIX: _prefix, DATA_DIR: _dir, ...base } = process.env;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-password.ts', ...args], { cwd: REPO, env: { ...base, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

/**
 * A database the way this test run's server would have it (a PGlite folder on disk, or a fresh PostgreSQL
 * database), the settings that point the script at it, and a KV store the script can reach when Redis is set.
 */
interface Deployment {
  env: Record<string, string>;
  /** Starts the server on the database (the first start migrates and seeds admin with ADMIN_PASSWORD). */
  start(): Promise<TestApp>;
  /** Whether the script and the server share the session store (Redis). */
  sharedSessions: boolean;
  dispose(): Promise<void>;
}

async function deployment(): Promise<Deployment> {
  const disposers: Array<() => Promise<void>> = [];
  const dispose = async () => {
    for (const step of disposers.reverse()) await step();
  };
  const redisUrl = process.env.REDIS_URL;
  const prefix = `ld-test:${randomBytes(6).toString('hex')}:`;
  const kv: KvStore = redisUrl ? await createRedisKvStore(redisUrl, prefix) : createMemoryKvStore();
  disposers.push(async () => {
    await kv.clear();
    await kv.close();
  });
  const kvEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl, KV_PREFIX: prefix } : {};

  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    disposers.push(() => database.dispose());
    return {
      env: { DATABASE_URL: database.url!, ...kvEnv },
      start: () => buildTestApp({ database, kv }),
      sharedSessions: redisUrl !== undefined,
      dispose,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'ld-admin-password-'));
  disposers.push(() => rm(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir, ...kvEnv },
    async start() {
      // The app owns this handle: closing the app closes the folder, as stopping the server does.
      const handle = await openPglite(dir);
      const database: TestDatabase = { database: handle, driver: 'pglite', dispose: () => handle.close() };
      const t = await buildTestApp({ database, kv });
      return {
        ...t,
        async close() {
          await t.close();
          await handle.close();
        },
      };
    },
    sharedSessions: redisUrl !== undefined,
    dispose,
  };
}

let current: Deployment | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await current?.dispose();
  current = undefined;
});

/** The server's answer to signing in with this password. */
const signIn = async (t: TestApp, username: string, password: string) => (await attemptLogin(t.app, username, password)).statusCode;

describe('npm run admin:password', () => {
  it('gives admin a generated password, printed once, that the server then accepts instead of the old one', async () => {
    current = await deployment();
    app = await current.start();
    const oldSession = auth((await login(app.app, 'admin', ADMIN_PASSWORD)).token);
    // The embedded database belongs to one process: the server is stopped first (its sessions end with it).
    if (!current.sharedSessions) {
      await app.close();
      app = undefined;
    }

    const run = await adminPassword([], current.env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const printed = /^NEW PASSWORD of admin \(shown once\): (\S+)$/m.exec(run.stdout)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(run.stdout).toContain('Password of admin changed.');

    if (current.sharedSessions) {
      // Redis: the server kept running; the session signed in with the old password is over at once.
      expect(run.stdout).toContain('Ended 1 session of admin.');
      expect((await app!.app.inject({ method: 'GET', url: '/auth/info', headers: oldSession })).statusCode).toBe(401);
    } else {
      app = await current.start();
    }
    expect(await signIn(app!, 'admin', ADMIN_PASSWORD)).toBe(400);
    const { user } = await login(app!.app, 'admin', printed!);
    expect(user.roles).toEqual(['admin']);
  }, SLOW);

  it('sets the password given with --password for the user given with --user', async () => {
    current = await deployment();
    app = await current.start();
    const { username, password } = await createUser(app.app);
    await app.close();
    app = undefined;

    const run = await adminPassword(['--user', username, '--password', 'anna-new-pass'], current.env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Password of ${username} changed.`);
    expect(run.stdout).not.toContain('anna-new-pass');

    app = await current.start();
    expect(await signIn(app, username, password)).toBe(400);
    expect(await signIn(app, username, 'anna-new-pass')).toBe(200);
    // admin is untouched.
    expect(await signIn(app, 'admin', ADMIN_PASSWORD)).toBe(200);
  }, SLOW);

  it('refuses an unknown user and a password the server would refuse, with exit code 1, and changes nothing', async () => {
    current = await deployment();
    app = await current.start();
    await app.close();
    app = undefined;

    const unknown = await adminPassword(['--user', 'nobody'], current.env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('There is no user named "nobody" (user names are case-sensitive).');

    const weak = await adminPassword(['--password', '12345'], current.env);
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toBe('The password is refused: password: at least 6 characters.');

    const long = await adminPassword(['--password', 'x'.repeat(65)], current.env);
    expect(long.status).toBe(1);
    expect(long.stderr.trim()).toBe('The password is refused: password: at most 64 characters.');

    expect([unknown.stdout, weak.stdout, long.stdout]).toEqual(['', '', '']);
    app = await current.start();
    expect(await signIn(app, 'admin', ADMIN_PASSWORD)).toBe(200);
  }, SLOW);
});

describe('npm run admin:password on the embedded database', () => {
  it('refuses to open the folder while a server has it open, saying to stop it first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ld-admin-password-'));
    const handle = await openPglite(dir);
    try {
      const run = await adminPassword([], { DATA_DIR: dir });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`The database in ${dir} is open in another Livedesk process (pid ${process.pid})`);
      expect(run.stderr).toContain('Stop that process first');
    } finally {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, SLOW);

  it('does not create a database where there is none', async () => {
    const dir = join(tmpdir(), `ld-admin-password-none-${randomBytes(4).toString('hex')}`);
    const run = await adminPassword([], { DATA_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`There is no database in ${dir} yet: start the server once (npm start), or set DATA_DIR / DATABASE_URL as the server has them.`);
  }, SLOW);
});
