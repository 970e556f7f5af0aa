/**
 * One database handle over the two drivers of ARCHITECTURE.md §2: PGlite (PostgreSQL compiled to WASM,
 * embedded, in `DATA_DIR`) by default, node-postgres when `DATABASE_URL` is set. Both speak the same SQL,
 * so repositories only ever see {@link Db}; migrations run through each driver's own drizzle migrator.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The query builder every repository uses, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle (same API as {@link Db}). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either; repositories accept both so a service can compose them inside one transaction. */
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An open database: the query builder, which driver it is, how to migrate it and how to close it. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the generated migrations under server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrate and seed) while holding a database-wide startup lock, so instances starting at
   * the same moment on one PostgreSQL apply migrations and seed rows one after the other, never twice.
   * PGlite belongs to one process: its lock only orders the apps of this process that share the handle.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Wraps a close function so that closing twice is harmless (app shutdown and test clean-up may both close). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * A startup lock for a database only this process opens (PGlite): runs each piece of work after the
 * previous one settles, so two apps sharing one handle (tests, embedding) never migrate at the same time.
 */
function serialised(): Database['withStartupLock'] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Where drizzle-kit writes the migrations (server/db/migrations), resolved from this file. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the PostgreSQL advisory lock held while an instance migrates and seeds (any fixed bigint). */
const STARTUP_LOCK_KEY = 7_404_311_962;

/** Receives errors of idle pooled connections (the server restarted, a network drop, an admin kill). */
export type IdleConnectionErrorHandler = (error: Error) => void;

/**
 * Opens node-postgres on a connection string (pool of 10).
 * An idle connection that the server ends emits an error on the pool; node-postgres requires a listener, or
 * the process dies on the first PostgreSQL restart. The pool drops that connection and opens a new one on
 * the next query, so the error is only reported.
 */
export function openPostgres(url: string, onIdleError: IdleConnectionErrorHandler = () => undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      // A session-level advisory lock lives on one connection: hold that connection until the work is done.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockClient.release();
      }
    },
    close: once(() => pool.end()),
  };
}

/**
 * Opens PGlite in `dataDir` (created if missing), or in memory for `memory://` / an existing PGlite instance.
 * PGlite holds one connection; drizzle serialises queries on it, so transactions stay correct.
 */
export async function openPglite(dataDir: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (dataDir instanceof PGlite) {
    client = dataDir;
  } else if (dataDir.startsWith('memory://')) {
    client = new PGlite();
  } else {
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: serialised(),
    close: once(() => client.close()),
  };
}

/** Opens the database the configuration points at: PostgreSQL when `databaseUrl` is set, else PGlite. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onIdleError?: IdleConnectionErrorHandler,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onIdleError) : openPglite(config.dataDir);
}
