/**
 * Entry animations (the product's "Animation: name, type, description, status, category, picture, resource. User
 * animation config: user ID, streamer ID, animation, expiry"):
 * - `vehicle_animations`: the animation library; `picture_url` / `resource_url` point at files uploaded through
 *   `api/vehicleAnimations/upload` (pictures jpg/png/jpeg up to 10 MB, resources pag/mp4/zip);
 * - `user_entry_animations`: which viewer (TikTok user id or @uniqueId) gets which animation when joining which
 *   streamer's room, until when. An animation in use cannot be deleted (the foreign key refuses it, and the service
 *   answers 400 naming the users first).
 */
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

/** The product's "Animation types: popular, normal". */
export type AnimationType = 'popular' | 'normal';

export const vehicleAnimations = pgTable(
  'vehicle_animations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).$type<AnimationType>().notNull(),
    description: varchar('description', { length: 255 }),
    /** Status: enabled animations play; disabled ones are kept but never played. */
    enabled: boolean('enabled').notNull().default(true),
    category: varchar('category', { length: 64 }),
    pictureUrl: varchar('picture_url', { length: 500 }),
    resourceUrl: varchar('resource_url', { length: 500 }),
    ...auditColumns(),
  },
  (t) => [index('vehicle_animations_name_idx').on(t.name)],
);

export const userEntryAnimations = pgTable(
  'user_entry_animations',
  {
    id: serial('id').primaryKey(),
    /** The viewer: TikTok's numeric user id or their @uniqueId (without the @), as staff know them. */
    userId: varchar('user_id', { length: 64 }).notNull(),
    /** The streamer (anchor) whose room the viewer enters: their @uniqueId (without the @). */
    anchorId: varchar('anchor_id', { length: 64 }).notNull(),
    animationId: integer('animation_id')
      .notNull()
      .references(() => vehicleAnimations.id, { onDelete: 'restrict' }),
    /** The animation plays until this instant. */
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('user_entry_animations_user_anchor_unique').on(t.userId, t.anchorId), index('user_entry_animations_anchor_idx').on(t.anchorId)],
);
