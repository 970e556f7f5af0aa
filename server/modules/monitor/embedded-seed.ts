/**
 * The embedded default's monitored streamers: a set from the simulator's population, so a fresh `npm start` shows
 * rooms going live. Only on PGlite (no DATABASE_URL): a
 * PostgreSQL deployment is a real guild's and starts with its own list (the import).
 *
 * Seeded once per database: when the table is empty and the `monitor.simulatorSeed` setting is absent. The setting
 * remembers it, so a guild that deletes the sample streamers does not get them back on the next start.
 */
import { count, eq } from 'drizzle-orm';
import type { MonitorType } from '../../../streams/monitor/scan-schedule';
import type { Db } from '../../db/database';
import { appSettings } from '../../db/schema/app-settings';
import { monitoredStreamers } from '../../db/schema/monitor';
import { createSimulatorPopulation } from '../../live/sources/simulator/simulator-population';

/** Streamers seeded (`sim_001` … `sim_024` of the simulator's population). */
export const SEEDED_STREAMERS = 24;

/** The `app_settings` key that records the seed. */
export const SEED_SETTING = 'monitor.simulatorSeed';

/**
 * The seeded type of the population's `index`-th streamer: every fourth (the simulator's PK-heavy ones, which battle
 * 8 times an hour) PK, every other one of the rest in between focus, the remaining half regular: 6 pk, 6 focus,
 * 12 regular of 24, so the wall shows all three scan intervals.
 */
export const seededType = (index: number): MonitorType => (index % 4 === 0 ? 'pk' : index % 4 === 2 ? 'focus' : 'regular');

/** Seeds the simulator's streamers if this database never had them and has no monitored streamer. @returns how many. */
export async function seedSimulatorStreamers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, SEED_SETTING));
    if (done) return 0;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(monitoredStreamers);
    await tx.insert(appSettings).values({ key: SEED_SETTING, value: new Date().toISOString() }).onConflictDoNothing();
    if (n > 0) return 0;
    const { streamers } = createSimulatorPopulation(SEEDED_STREAMERS);
    await tx.insert(monitoredStreamers).values(
      streamers.map((streamer, index) => ({
        uniqueId: streamer.uniqueId,
        nickname: streamer.nickname,
        avatarUrl: streamer.avatarUrl,
        type: seededType(index),
        notes: 'Simulator streamer (embedded demo)',
        createBy: 'system',
        updateBy: 'system',
      })),
    );
    return streamers.length;
  });
}
