/**
 * Starts the service host: reads the configuration from the environment (exit 1 with a message naming the
 * variable when a value is bad), builds the app, listens on HOST:PORT (default 127.0.0.1, this computer only;
 * 0.0.0.0 opens it to the network) and closes cleanly on SIGINT/SIGTERM.
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
  await app.listen({ port: config.port, host: config.host });
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const loopback = config.host === 'localhost' || config.host === '::1' || config.host.startsWith('127.');
  const origin = `http://${everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const reach = everywhere
    ? '; listening on every network interface: other computers use this one\'s address'
    : loopback
      ? '; only this computer can reach it (HOST=0.0.0.0 opens it to staff PCs and OBS on the network)'
      : '';
  app.log.info(`Livedesk is running at ${origin} (API docs: ${origin}/doc.html)${reach}`);
} catch (error) {
  app.log.error({ err: error }, `cannot listen on ${config.host} port ${config.port}`);
  await app.close().catch(() => undefined);
  process.exit(1);
}
