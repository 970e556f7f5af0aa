/**
 * Transactions on node-postgres that always give their pooled connection back.
 *
 * drizzle-orm's node-postgres session (0.45) sends `BEGIN` before its try/finally: when `BEGIN` itself fails — the
 * connection broke or the statement timed out (a network cut, a database restart) — the pooled client is never
 * released. Each such failure costs the pool one of its 10 connections for good, and `pool.end()` then waits forever
 * (found by the database-cut fault test: after a 10 s cut one client stayed checked out). {@link releasingTransactions}
 * replaces the session's `transaction` on one drizzle handle with the same steps — BEGIN, the work, COMMIT, or
 * ROLLBACK on a failure — inside one try/finally, and hands a client whose BEGIN or ROLLBACK failed back as broken, so
 * the pool destroys it instead of lending it again.
 */
import { sql, type TablesRelationalConfig } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** What the replacement reads from drizzle's session: fields its constructor stores (declared private in its types). */
interface SessionFields {
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (work: (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

/**
 * Makes `db.transaction(work)` release its connection whatever fails (see the module comment). Nested transactions
 * (savepoints) are drizzle's own and hold no connection of their own.
 * @throws (from a transaction) what the work threw, or the failure of BEGIN or COMMIT; transaction options
 *   (isolation level, access mode) are not supported, since nothing in the service uses them.
 */
export function releasingTransactions(db: NodePgDatabase, pool: pg.Pool): void {
  const session = (db as unknown as { session: SessionFields }).session;
  session.transaction = async (work, config) => {
    if (config !== undefined) throw new Error('transaction options are not supported');
    const client = await pool.connect();
    const own = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, own, session.schema);
    /** Set when the connection can no longer be trusted: the pool destroys it on release. */
    let broken: Error | undefined;
    try {
      try {
        await tx.execute(sql`begin`);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
      try {
        const result = await work(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}
