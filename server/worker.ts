/**
 * `npm run worker`: a monitoring ingest worker. Ingest workers hold the platform connections; each room is leased to
 * exactly one worker through Redis (docs/architecture.md "Runtimes"). Needs REDIS_URL and DATABASE_URL: it takes
 * scan jobs from the BullMQ queue, holds the streamers whose leases it takes, ingests their rooms and publishes their
 * events on the shared hub. It serves no HTTP: start API instances with `npm start` (they do not scan when REDIS_URL
 * is set). Stops cleanly on SIGINT/SIGTERM, giving its streamers back so another worker takes them over at their next scan.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

let config: AppConfig;
try {
  config = loadConfig({ ...process.env, MONITOR_SCANNER: 'on', SIMULATOR_ROOMS: process.env.SIMULATOR_ROOMS ?? '0' });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (!config.redisUrl || !config.databaseUrl) {
  console.error('npm run worker needs REDIS_URL and DATABASE_URL (a single embedded process scans by itself: npm start).');
  process.exit(1);
}

const app = await buildApp({ config }).catch((error: unknown) => {
  console.error('The Livedesk worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
app.log.info({ owner: app.monitorScanner?.owner }, 'Livedesk monitoring worker is running');

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'worker shutting down');
  setTimeout(() => process.exit(1), 15_000).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
