/**
 * Boots the whole service host for integration tests (docs/architecture.md "Tests"): a fresh database
 * per app — in-memory PGlite, or, when DATABASE_URL is set, a uniquely named PostgreSQL database created
 * from that URL and dropped on close — migrated and seeded with a known admin password; and a KV store —
 * memory, or Redis under a unique key prefix (cleaned on close) when REDIS_URL is set. Test files can run
 * in parallel.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { openPglite, openPostgres, type Database } from '../../../server/db/database';
import type { KvStore } from '../../../server/kv/kv-store';
import { createMemoryKvStore } from '../../../server/kv/memory-kv-store';
import { createRedisKvStore } from '../../../server/kv/redis-kv-store';
import type { Hub, HubOptions } from '../../../server/live/hub/hub';
import { createMemoryHub } from '../../../server/live/hub/memory-hub';
import { createRedisHub, type RedisHub } from '../../../server/live/hub/redis-hub';

export const ADMIN_PASSWORD = 'admin-test-password';

/** A database owned by a test (shareable between apps), and how to dispose of it. */
export interface TestDatabase {
  database: Database;
  /** `pglite` or `postgres`. */
  driver: Database['driver'];
  /** The connection string of a PostgreSQL test database (another pool can open it); unset for PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

/** A fresh, empty database (not migrated: the app does that). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openPglite('memory://');
    return { database, driver: 'pglite', dispose: () => database.close() };
  }
  const name = `ld_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    database,
    driver: 'postgres',
    url: url.toString(),
    async dispose() {
      await database.close().catch(() => undefined);
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh KV store: Redis under a unique prefix when REDIS_URL is set, else memory. */
export async function createTestKv(): Promise<{ kv: KvStore; dispose(): Promise<void> }> {
  const url = process.env.REDIS_URL;
  if (!url) {
    const kv = createMemoryKvStore();
    return { kv, dispose: () => kv.close() };
  }
  const kv = await createRedisKvStore(url, `ld-test:${randomBytes(6).toString('hex')}:`);
  return {
    kv,
    async dispose() {
      await kv.clear();
      await kv.close();
    },
  };
}

/**
 * Hubs for tests. With REDIS_URL: every `open()` is a separate Redis hub (its own connections and reader
 * loop, like another server instance) under one unique key prefix, so they share topics; otherwise every
 * `open()` returns the same memory hub (what two embedded apps must share to behave as one deployment).
 */
export interface TestHubs {
  kind: Hub['kind'];
  open(): Promise<Hub>;
  /** Closes every hub opened and deletes the Redis keys. */
  dispose(): Promise<void>;
}

export function createTestHubs(options: Partial<HubOptions> = {}): TestHubs {
  const url = process.env.REDIS_URL;
  if (!url) {
    const hub = createMemoryHub(options);
    return { kind: 'memory', open: async () => hub, dispose: () => hub.close() };
  }
  const prefix = `ld-test:${randomBytes(6).toString('hex')}:`;
  const opened: RedisHub[] = [];
  return {
    kind: 'redis',
    async open() {
      const hub = await createRedisHub(url, prefix, options);
      opened.push(hub);
      return hub;
    },
    async dispose() {
      await opened[0]?.clear();
      await Promise.all(opened.map((hub) => hub.close()));
    },
  };
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database' | 'kv'> {
  /** Extra env values on top of the test defaults (ADMIN_PASSWORD known, logs silent). */
  env?: Record<string, string>;
  /** Share a database across apps (its owner disposes of it). */
  database?: TestDatabase;
  /** Share a KV store across apps (its owner disposes of it). */
  kv?: KvStore;
  /**
   * Share a hub across apps (its owner disposes of it). Unset: with REDIS_URL a Redis hub under a unique
   * prefix (honouring `hubOptions`), disposed on close; otherwise the app opens its own memory hub.
   */
  hub?: Hub;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: TestDatabase;
  kv: KvStore;
  /** Closes the app, then drops what it created. */
  close(): Promise<void>;
}

/** Builds the app on a fresh database and KV store (or the shared ones given). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, database, kv, hub, ...rest } = options;
  // No monitoring scanner unless a test asks for one: it would start rooms for the embedded seed's streamers.
  // FIXTURES_DIR from the environment, so a checkout elsewhere than beside the fixtures can point at them.
  const fixtures = process.env.FIXTURES_DIR ? { FIXTURES_DIR: process.env.FIXTURES_DIR } : {};
  const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SIMULATOR_ROOMS: '0', MONITOR_SCANNER: 'off', ...fixtures, ...env });
  const db = database ?? (await createTestDatabase());
  const store = kv ? { kv, dispose: async () => undefined } : await createTestKv();
  const hubs = !hub && process.env.REDIS_URL ? createTestHubs(rest.hubOptions) : null;
  const disposeHubs = async () => {
    await hubs?.dispose();
  };
  try {
    const ownHub = hub ?? (await hubs?.open());
    const app = await buildApp({ config, database: db.database, kv: store.kv, hub: ownHub, logger: false, distDir: '/nonexistent/dist', ...rest });
    return {
      app,
      config,
      db,
      kv: store.kv,
      async close() {
        await app.close();
        await disposeHubs();
        await store.dispose();
        if (!database) await db.dispose();
      },
    };
  } catch (error) {
    await disposeHubs();
    await store.dispose();
    if (!database) await db.dispose();
    throw error;
  }
}
