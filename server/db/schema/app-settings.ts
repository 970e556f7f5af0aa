/** Instance-wide key/value settings the app generates itself (e.g. the JWT secret when JWT_SECRET is unset). */
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 128 }).primaryKey(),
  value: text('value').notNull(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
