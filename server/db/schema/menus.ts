/**
 * Menus (eladmin `sys_menu`): type 0 directory, 1 menu (a page), 2 button (a permission only).
 * `component_name` is what the console resolves pages by; `i_frame` marks an external link.
 */
import { boolean, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid'),
    subCount: integer('sub_count').notNull().default(0),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 255 }).notNull().unique('menus_title_unique'),
    componentName: varchar('component_name', { length: 255 }).unique('menus_component_name_unique'),
    component: varchar('component', { length: 255 }),
    menuSort: integer('menu_sort').notNull().default(999),
    icon: varchar('icon', { length: 255 }),
    path: varchar('path', { length: 255 }),
    iFrame: boolean('i_frame').notNull().default(false),
    cache: boolean('cache').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    permission: varchar('permission', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('menus_pid_idx').on(t.pid)],
);
