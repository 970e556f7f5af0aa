/**
 * The service host as a real child process (`node --import tsx server/main.ts`), for fault tests that must kill a
 * server the way an operating system or an orchestrator does (SIGKILL: no shutdown hook runs, no lease is released,
 * nothing is flushed). The process gets only the environment given here (plus PATH and HOME), listens on a free
 * port of 127.0.0.1, and is reached over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root (where server/main.ts lives), found from this file. */
const ROOT = resolve(import.meta.dirname, '../../..');
/** How much of the process's output is kept for a failure message, characters. */
const OUTPUT_KEPT = 20_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  pid: number;
  /** Sends `signal` (default SIGKILL) and resolves when the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The last {@link OUTPUT_KEPT} characters the process wrote to stdout and stderr. */
  output(): string;
}

/** A port nothing listens on right now (the OS picks it; the child binds it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the server with `env` (DATABASE_URL, REDIS_URL, KV_PREFIX… as in production; HOST and PORT are set here)
 * and resolves once it answers HTTP.
 * @throws when it exits first or does not answer within `readyTimeoutMs` (default 45 s: tsx compiles the server on
 * a loaded 2-core machine), with its output.
 */
export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 45_000): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TSX_TSCONFIG_PATH: 'tsconfig.node.json', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal ?? 'unknown';
      done();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    async kill(signal = 'SIGKILL') {
      if (exitCode === null) child.kill(signal);
      await exited;
    },
    output: () => output,
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exitCode !== null) throw new Error(`the server exited (${exitCode}) before answering:\n${output}`);
    const answered = await fetch(`${url}/auth/code`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return handle;
    if (Date.now() > deadline) {
      await handle.kill();
      throw new Error(`the server did not answer within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
