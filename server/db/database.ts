/**
 * One database handle over the two drivers (docs/architecture.md "Runtimes"): PGlite (PostgreSQL compiled to WASM,
 * embedded, in `DATA_DIR`) by default, node-postgres when `DATABASE_URL` is set. Both speak the same SQL,
 * so repositories only ever see {@link Db}; migrations run through each driver's own drizzle migrator.
 *
 * Every statement either driver runs is timed into the handle's {@link QueryTimings} (for the SQL monitor:
 * the app's own statistics when PostgreSQL's `pg_stat_statements` is not readable).
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { releasingTransactions } from './pg-transactions';

/** Extensions the migrations create: pg_trgm (the streamers' contains-search indexes). */
const PGLITE_EXTENSIONS = { pg_trgm };

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

/** The figures of one SQL text: how often it ran and how long it took (milliseconds). */
export interface QueryTiming {
  /** The statement as sent (drizzle sends parameters as placeholders, so one text covers every call). */
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
  /** `Date.now()` of the last completion. */
  lastAt: number;
}

/** Most statements kept; past it, the least used one (the oldest among equals) makes room. */
export const QUERY_TIMINGS_LIMIT = 500;
/** Longer SQL texts are kept cut to this many characters (a giant IN list must not hold megabytes). */
const QUERY_TEXT_LIMIT = 4_000;

/**
 * In-memory statement timings of one database handle, bounded to {@link QUERY_TIMINGS_LIMIT} texts.
 * Failed statements count too: their time was spent as well.
 */
export class QueryTimings {
  readonly #byText = new Map<string, QueryTiming>();
  #since = Date.now();

  constructor(readonly limit = QUERY_TIMINGS_LIMIT) {}

  /** `Date.now()` of the handle's opening or of the last {@link reset}: the figures cover the time since. */
  get since(): number {
    return this.#since;
  }

  /** Adds one run of `sql` that took `ms` milliseconds. */
  record(sql: string, ms: number): void {
    const text = sql.length > QUERY_TEXT_LIMIT ? sql.slice(0, QUERY_TEXT_LIMIT) : sql;
    const now = Date.now();
    const known = this.#byText.get(text);
    if (known) {
      known.count += 1;
      known.totalMs += ms;
      known.maxMs = Math.max(known.maxMs, ms);
      known.lastAt = now;
      return;
    }
    if (this.#byText.size >= this.limit) this.#evictLeastUsed();
    this.#byText.set(text, { sql: text, count: 1, totalMs: ms, maxMs: ms, lastAt: now });
  }

  /** Copies of every statement's figures (callers sort and page them). */
  snapshot(): QueryTiming[] {
    return [...this.#byText.values()].map((timing) => ({ ...timing }));
  }

  /** Forgets every statement. */
  reset(): void {
    this.#byText.clear();
    this.#since = Date.now();
  }

  // O(limit), only when full and a new text arrives: cheap next to the statement that caused it.
  #evictLeastUsed(): void {
    let victim: QueryTiming | undefined;
    for (const timing of this.#byText.values()) {
      if (!victim || timing.count < victim.count || (timing.count === victim.count && timing.lastAt < victim.lastAt)) victim = timing;
    }
    if (victim) this.#byText.delete(victim.sql);
  }
}

/** The shared timings of a driver client: a PGlite handle given to two apps is wrapped once, not twice. */
const timingsOfClient = new WeakMap<object, QueryTimings>();

/** A `query` method of either driver (overloaded there; only its first argument matters here). */
type QueryFn = (...args: unknown[]) => unknown;

/** The SQL text of a driver `query` call: a string, or node-postgres's `{ text }` config. */
function queryText(first: unknown): string | undefined {
  if (typeof first === 'string') return first;
  if (first !== null && typeof first === 'object' && 'text' in first && typeof first.text === 'string') return first.text;
  return undefined;
}

/**
 * Replaces `target.query` with a timed one, for its promise form (drizzle, PGlite) and its callback form
 * (node-postgres's `pool.query` runs the statement on a pooled connection with a callback). Submittables
 * (cursors, streams) pass through untimed; drizzle does not use them.
 */
function timeQueries(target: { query: unknown }, timings: QueryTimings): void {
  const original = (target.query as QueryFn).bind(target);
  const timed: QueryFn = (...args) => {
    const text = queryText(args[0]);
    if (text === undefined) return original(...args);
    const started = performance.now();
    const done = () => timings.record(text, performance.now() - started);
    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  target.query = timed;
}

/** Times every statement of a PGlite handle, inside transactions too (each transaction has its own `query`). */
function timedPglite(client: PGlite): QueryTimings {
  const known = timingsOfClient.get(client);
  if (known) return known;
  const timings = new QueryTimings();
  timingsOfClient.set(client, timings);
  timeQueries(client, timings);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      timeQueries(tx, timings);
      return callback(tx);
    });
  return timings;
}

/**
 * Times every statement of a node-postgres pool: each pooled connection's `query` is wrapped as the pool
 * creates it (pool.query and transactions both run on pooled connections, so nothing is counted twice).
 */
function timedPool(pool: pg.Pool): QueryTimings {
  const timings = new QueryTimings();
  pool.on('connect', (client) => timeQueries(client, timings));
  return timings;
}

/** An open database: the query builder, which driver it is, how to migrate it and how to close it. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** How long each SQL text took on this handle since it opened (or since the last reset). */
  readonly queryTimings: QueryTimings;
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
/** Longest wait for another instance's migration and seed, ms. */
const STARTUP_LOCK_WAIT_MS = 600_000;

/** Receives errors of idle pooled connections (the server restarted, a network drop, an admin kill). */
export type IdleConnectionErrorHandler = (error: Error) => void;

/** How long node-postgres waits before giving up, ms (config DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS). */
export interface PostgresTimeouts {
  /** Opening a pooled connection, and waiting for a free one when all 10 are busy (default 5,000). */
  connectMs: number;
  /** One statement's answer, client side (default 60,000). */
  queryMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 60_000 };

/**
 * Opens node-postgres on a connection string (pool of 10).
 * An idle connection that the server ends emits an error on the pool; node-postgres requires a listener, or
 * the process dies on the first PostgreSQL restart. The pool drops that connection and opens a new one on
 * the next query, so the error is only reported.
 * While the database is unreachable, nothing waits without bound: opening a connection gives up after
 * `timeouts.connectMs`, a statement after `timeouts.queryMs`, and TCP keep-alive notices a peer that vanished;
 * each failure reaches the request as a connection error (database-error.ts `isDatabaseUnavailable`, a 503).
 * The pool needs no reset afterwards: a broken connection is dropped and the next query opens a fresh one.
 */
export function openPostgres(url: string, onIdleError: IdleConnectionErrorHandler = () => undefined, timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', onIdleError);
  // A connection that breaks while checked out (inside a transaction, between its statements) emits `error` on its
  // client, and pg-pool listens only on idle clients: without this listener that event is an uncaught exception, and
  // a network cut or a database restart during any transaction would end the process. The statement in flight fails
  // with the same error (the request answers 503), the transaction is rolled back by the server, and the pool drops
  // the broken client when it is released; so nothing more is done here.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const queryTimings = timedPool(pool);
  const db = drizzlePg({ client: pool });
  releasingTransactions(db, pool);
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    queryTimings,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      // A session-level advisory lock lives on one connection: hold that connection until the work is done.
      const lockClient = await pool.connect();
      try {
        // Waits for another instance's migration, however long it takes (the statement timeout is for requests).
        // node-postgres reads a per-statement `query_timeout` that its types leave out of QueryConfig.
        const lock: pg.QueryConfig & { query_timeout: number } = { text: 'SELECT pg_advisory_lock($1)', values: [STARTUP_LOCK_KEY], query_timeout: STARTUP_LOCK_WAIT_MS };
        await lockClient.query(lock);
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

/** File in a PGlite data folder naming the process that has it open (PGlite itself has no lock between processes). */
export const PGLITE_OWNER_FILE = 'livedesk.pid';

/** The PGlite data folder is open in another live process; opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is open in another Livedesk process (pid ${pid}); the embedded database belongs to one process at a time. ` +
        `Stop that process first (if none is running, delete ${join(dataDir, PGLITE_OWNER_FILE)}).`,
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid recorded in `dataDir`'s owner file, when that process is alive and is not this one. */
async function otherOwner(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, PGLITE_OWNER_FILE), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Opens PGlite in `dataDir` (created if missing), or in memory for `memory://` / an existing PGlite instance.
 * PGlite holds one connection; drizzle serialises queries on it, so transactions stay correct.
 * A data folder is claimed for this process (its pid in {@link PGLITE_OWNER_FILE}, removed on close), so a second
 * process (another server, `npm run admin:password`) is refused instead of writing the same files at once.
 * @throws {DataDirInUseError} when another live process has the folder open.
 */
export async function openPglite(dataDir: string | PGlite): Promise<Database> {
  let client: PGlite;
  let release: () => Promise<void> = () => Promise.resolve();
  if (dataDir instanceof PGlite) {
    client = dataDir;
  } else if (dataDir.startsWith('memory://')) {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  } else {
    await mkdir(dataDir, { recursive: true });
    const owner = await otherOwner(dataDir);
    if (owner !== null) throw new DataDirInUseError(dataDir, owner);
    client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
    // Written once PGlite has initialised the folder (a new one must be empty for that).
    const ownerFile = join(dataDir, PGLITE_OWNER_FILE);
    release = async () => {
      if ((await readFile(ownerFile, 'utf8').catch(() => '')).trim() === String(process.pid)) await unlink(ownerFile).catch(() => undefined);
    };
    await client.waitReady;
    await writeFile(ownerFile, `${process.pid}\n`);
  }
  await client.waitReady;
  const queryTimings = timedPglite(client);
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    queryTimings,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: serialised(),
    close: once(async () => {
      await client.close();
      await release();
    }),
  };
}

/** Opens the database the configuration points at: PostgreSQL when `databaseUrl` is set, else PGlite. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string; databaseTimeouts?: PostgresTimeouts },
  onIdleError?: IdleConnectionErrorHandler,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, onIdleError, config.databaseTimeouts) : openPglite(config.dataDir);
}
