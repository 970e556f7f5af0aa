/**
 * The `sessions` table as a {@link SessionMirror}: the durable copy of the embedded set-up's sessions (no Redis),
 * so a restart keeps everyone signed in. Rows past their expiry are left for {@link deleteExpiredSessionRows}.
 */
import { gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../../db/schema/sessions';
import { sessionRecordSchema, type SessionMirror } from './session-store';

/** The mirror over the `sessions` table of `db`. */
export function createSessionTable(db: DbOrTx): SessionMirror {
  return {
    async save(record) {
      const row = { key: record.key, userId: record.userId, record, expiresAt: new Date(record.expiresAt) };
      await db
        .insert(sessions)
        .values(row)
        .onConflictDoUpdate({ target: sessions.key, set: { record: row.record, expiresAt: row.expiresAt } });
    },
    async remove(keys) {
      if (keys.length > 0) await db.delete(sessions).where(inArray(sessions.key, keys));
    },
    async live(now) {
      const rows = await db.select({ record: sessions.record }).from(sessions).where(gt(sessions.expiresAt, new Date(now)));
      return rows.flatMap(({ record }) => {
        const parsed = sessionRecordSchema.safeParse(record);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}

/** Deletes the rows whose session expired at or before `now`; returns how many. */
export async function deleteExpiredSessionRows(db: DbOrTx, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ key: sessions.key });
  return removed.length;
}
