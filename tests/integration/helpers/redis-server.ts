/**
 * A private `redis-server` process for fault tests: started on a free port, killed and started again on the same
 * port, without touching the machine's shared Redis (other test files use it at the same time). Like the
 * deployment's Redis it keeps nothing on disk (`--save "" --appendonly no`), so a restart loses every key.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Where CI installs it; `REDIS_SERVER_BIN` overrides. */
const BINARY = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface RedisServerProcess {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Kills the process at once (SIGKILL: no save, no goodbye to clients) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers PING. */
  start(): Promise<void>;
  /** Kills it for good. */
  dispose(): Promise<void>;
}

/** Whether a redis-server binary is there to start (the PostgreSQL/Redis pass has one). */
export const hasRedisServer = (): boolean => existsSync(BINARY);

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once `url` answers PING (polling every 50 ms), or throws after `timeoutMs`. */
async function waitForPing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not up yet
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`redis-server at ${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a fresh redis-server on a free port. */
export async function startRedisServer(): Promise<RedisServerProcess> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const proc = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    await waitForPing(url, 10_000);
  };

  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    proc.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url, port, kill, start, dispose: kill };
}
