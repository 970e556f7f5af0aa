/** Dictionaries and their entries (eladmin `sys_dict`, `sys_dict_detail`); entries go with their dictionary. */
import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const dicts = pgTable('dicts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique('dicts_name_unique'),
  description: varchar('description', { length: 255 }),
  ...auditColumns(),
});

export const dictDetails = pgTable(
  'dict_details',
  {
    id: serial('id').primaryKey(),
    dictId: integer('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 255 }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(999),
    ...auditColumns(),
  },
  (t) => [index('dict_details_dict_id_idx').on(t.dictId)],
);
