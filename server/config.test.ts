import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded single-process defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtSecret: undefined,
      tokenTtlMinutes: 240,
      adminPassword: undefined,
      loginCaptcha: true,
      trustProxy: false,
      kvPrefix: 'livedesk:',
    });
    expect(config.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads the lease and database timeouts, and names a bad one', () => {
    expect(loadConfig({})).toMatchObject({ gameLeaseTtlMs: 15_000, databaseTimeouts: { connectMs: 5_000, queryMs: 60_000 } });
    expect(loadConfig({ GAME_LEASE_TTL_MS: '2000', DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '3000' })).toMatchObject({
      gameLeaseTtlMs: 2_000,
      databaseTimeouts: { connectMs: 1_000, queryMs: 3_000 },
    });
    expect(() => loadConfig({ GAME_LEASE_TTL_MS: '500' })).toThrow(/GAME_LEASE_TTL_MS must be at least 1000/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      JWT_SECRET: 's'.repeat(32),
      TOKEN_TTL_MINUTES: '60',
      ADMIN_PASSWORD: 'secret-pass',
      LOGIN_CAPTCHA: 'false',
      APP_TIME_ZONE: 'Asia/Dubai',
      TRUST_PROXY: 'yes',
      KV_PREFIX: 'ld1:',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/srv/data',
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://cache:6379',
      tokenTtlMinutes: 60,
      adminPassword: 'secret-pass',
      loginCaptcha: false,
      timeZone: 'Asia/Dubai',
      trustProxy: true,
      kvPrefix: 'ld1:',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['TOKEN_TTL_MINUTES', '0'],
    ['LOGIN_CAPTCHA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['JWT_SECRET', 'short'],
    ['APP_TIME_ZONE', 'Mars/Olympus'],
    ['ADMIN_PASSWORD', '123'],
    ['MAIL_PORT', 'smtp'],
    ['MAIL_PORT', '0'],
    ['MAIL_SECURE', 'perhaps'],
  ])('refuses %s=%s with an error naming the variable', (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });
});

describe('HOST (the address the server listens on)', () => {
  it('defaults to 127.0.0.1, so only this computer reaches a fresh install', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'fe80::1', 'localhost', 'desk-pc.lan'])('accepts %s', (host) => {
    expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it.each(['http://0.0.0.0', '0.0.0.0:8000', '999.1.1.1', 'two words'])('refuses %s, naming HOST and what it takes', (host) => {
    expect(() => loadConfig({ HOST: host })).toThrow(
      `Invalid configuration: HOST must be an IP address such as 127.0.0.1 or 0.0.0.0, or a host name (got ${JSON.stringify(host)})`,
    );
  });
});

describe('FIXTURES_DIR (recorded timelines a replay room may read)', () => {
  it('defaults to the recorded sessions shipped in server/live/replays, found whatever the working directory', () => {
    const { fixturesDir } = loadConfig({}).live;
    expect(fixturesDir).toBe(resolve(import.meta.dirname, 'live/replays'));
    for (const name of ['link', 'web', 'dupa']) expect(existsSync(join(fixturesDir, `${name}.timeline.jsonl`))).toBe(true);
  });

  it('can be set to another folder', () => {
    expect(loadConfig({ FIXTURES_DIR: '/srv/recordings' }).live.fixturesDir).toBe('/srv/recordings');
  });
});

describe('mail settings (timed-task alerts)', () => {
  it('are optional: no host means alerts are skipped, with defaults for the rest', () => {
    expect(loadConfig({}).mail).toEqual({ host: undefined, port: 587, secure: false, user: undefined, pass: undefined, from: 'livedesk@localhost' });
  });

  it('reads host, port, user, password, sender and TLS', () => {
    expect(
      loadConfig({ MAIL_HOST: 'smtp.example.com', MAIL_PORT: '2525', MAIL_USER: 'bot@example.com', MAIL_PASS: 'pw', MAIL_FROM: 'Livedesk <alerts@example.com>', MAIL_SECURE: 'true' }).mail,
    ).toEqual({ host: 'smtp.example.com', port: 2525, secure: true, user: 'bot@example.com', pass: 'pw', from: 'Livedesk <alerts@example.com>' });
  });

  it('defaults the port to 465 with TLS and the sender to the user', () => {
    expect(loadConfig({ MAIL_HOST: 'smtp.example.com', MAIL_SECURE: 'yes', MAIL_USER: 'bot@example.com' }).mail).toMatchObject({ port: 465, from: 'bot@example.com' });
  });
});

describe('server/main.ts with a bad value', () => {
  it('prints a message naming the variable and exits with code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: PORT');
  });
});

describe('sample data and the guild contact page', () => {
  it('seeds sample data unless SAMPLE_DATA=false, and shows only the contact channels set', () => {
    expect(loadConfig({}).sampleData).toBe(true);
    expect(loadConfig({ SAMPLE_DATA: 'false' }).sampleData).toBe(false);
    expect(loadConfig({}).contact).toEqual({ guildName: 'Livedesk', whatsApp: '', instagram: '', email: '', tiktok: '' });
    expect(loadConfig({ GUILD_NAME: 'Star Guild', GUILD_INSTAGRAM: '@star.guild', GUILD_TIKTOK: '@starguild', GUILD_EMAIL: 'hi@star.example' }).contact).toEqual({
      guildName: 'Star Guild',
      whatsApp: '',
      instagram: 'star.guild',
      email: 'hi@star.example',
      tiktok: 'starguild',
    });
    expect(() => loadConfig({ GUILD_EMAIL: 'not an email' })).toThrow(ConfigError);
  });
});
