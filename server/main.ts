/**
 * Starts the service host: reads the configuration from the environment (exit 1 with a message naming the
 * variable when a value is bad), builds the app, listens on 0.0.0.0:PORT and closes cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ config }).catch((error: unknown) => {
  console.error('Livedesk failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A second signal, or a close that hangs, ends the process anyway.
  setTimeout(() => process.exit(1), 10_000).unref();
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

try {
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`Livedesk is running at http://localhost:${config.port} (API docs: http://localhost:${config.port}/doc.html)`);
} catch (error) {
  app.log.error({ err: error }, `cannot listen on port ${config.port}`);
  await app.close().catch(() => undefined);
  process.exit(1);
}
