/** Reads and writes `app_settings`, the instance-wide values the app generates for itself. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { appSettings } from '../../db/schema/app-settings';

/**
 * Returns the stored value of `key`, storing `create()` first if there is none. Safe when several instances
 * start at once: the first insert wins (ON CONFLICT DO NOTHING) and everyone reads the winner.
 */
export async function getOrCreateSetting(db: DbOrTx, key: string, create: () => string): Promise<string> {
  const [existing] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (existing) return existing.value;
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return stored!.value;
}
