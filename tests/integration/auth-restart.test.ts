/**
 * Sessions survive a restart without Redis: the embedded set-up keeps them in the database as well as in memory,
 * so a restart no longer signs every user out. Logout, kick-out and expiry still end them for good.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createMemoryKvStore } from '../../server/kv/memory-kv-store';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, createTestDatabase, type TestDatabase } from './helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const info = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/auth/info', headers: auth(token) });

describe('embedded set-up (PGlite in a data folder, no Redis)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('a token signed in before a restart still answers auth/info after it; a signed-out one does not', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'livedesk-restart-'));
    folders.push(dataDir);
    // Only these variables: no DATABASE_URL or REDIS_URL, whatever the test run was given.
    const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SIMULATOR_ROOMS: '0', MONITOR_SCANNER: 'off' });
    const start = () => buildApp({ config, logger: false, distDir: '/nonexistent/dist' });

    const first = await start();
    let kept: string;
    let signedOut: string;
    try {
      expect(first.kv.kind).toBe('memory');
      kept = (await login(first, 'admin', ADMIN_PASSWORD)).token;
      signedOut = (await login(first, 'admin', ADMIN_PASSWORD)).token;
      expect((await first.inject({ method: 'DELETE', url: '/auth/logout', headers: auth(signedOut) })).statusCode).toBe(200);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      const res = await info(second, kept);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.username).toBe('admin');
      expect((await info(second, signedOut)).statusCode).toBe(401);
      // The online list knows the session again, once.
      const online = await second.inject({ method: 'GET', url: '/auth/online?size=100', headers: auth(kept) });
      expect(online.json().totalElements).toBe(1);
    } finally {
      await second.close();
    }
    // Two boots of a PGlite data folder (migrations and seed on disk) on a shared 2-core machine.
  }, 180_000);
});

describe('no Redis, same database (PostgreSQL when DATABASE_URL is set)', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.dispose();
  });

  /** An app on the shared database with its own fresh memory store: what a restarted process has. */
  const restart = (sessionTtlMs?: number) => buildTestApp({ database: db, kv: createMemoryKvStore(), sessionTtlMs });

  it('keeps sessions, their renewed expiry and their kick-out across restarts, and lets expired ones go', async () => {
    db = await createTestDatabase();
    const first = await restart(4_000);
    let kept: string;
    let kicked: string;
    let renewedUntil: number;
    try {
      kept = (await login(first.app, 'admin', ADMIN_PASSWORD)).token;
      const user = await createUser(first.app);
      kicked = (await login(first.app, user.username, user.password)).token;
      const rows = (await first.app.inject({ method: 'GET', url: `/auth/online?filter=${user.username}`, headers: auth(kept) })).json().content as { key: string }[];
      expect(rows).toHaveLength(1);
      expect((await first.app.inject({ method: 'DELETE', url: '/auth/online', headers: auth(kept), payload: [rows[0]!.key] })).statusCode).toBe(200);
      // Past half the lifetime a call renews the session; the renewal must outlive the restart too.
      await sleep(2_300);
      expect((await info(first.app, kept)).statusCode).toBe(200);
      renewedUntil = (await first.app.sessions.list())[0]!.expiresAt;
    } finally {
      await first.close();
    }

    const second = await restart(4_000);
    try {
      expect((await info(second.app, kept)).statusCode).toBe(200);
      expect((await info(second.app, kicked)).statusCode).toBe(401);
      const sessions = await second.app.sessions.list();
      expect(sessions.map((s) => s.expiresAt)).toEqual([renewedUntil]);
      // Idle past its expiry: over, before and after the next restart.
      await sleep(renewedUntil - Date.now() + 300);
      expect((await info(second.app, kept)).statusCode).toBe(401);
    } finally {
      await second.close();
    }

    const third = await restart(4_000);
    try {
      expect((await info(third.app, kept)).statusCode).toBe(401);
      expect(await third.app.sessions.list()).toEqual([]);
    } finally {
      await third.close();
    }
    // Three app starts (migrations and seed each) on a shared 2-core machine.
  }, 180_000);
});
