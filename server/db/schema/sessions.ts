/**
 * Signed-in sessions kept in the database when there is no Redis (the embedded set-up), so that a restart does not
 * sign every user out. The process serves sessions from memory; this table is written through on sign-in, renewal
 * and end, and read back once when the process starts. With Redis the sessions live there and this table stays empty.
 */
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** The session id (the online-user key inside the token), never the token itself. */
    key: varchar('key', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The whole session record as the session store keeps it (checked with zod when read back). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
