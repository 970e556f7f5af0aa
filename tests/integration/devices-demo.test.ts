/**
 * The reference device client `npm run device:demo` (scripts/device-demo.ts: a small client that connects, prints
 * and acknowledges commands), run as a real process against a listening app: it prints
 * a queued command on one line and acknowledges it, reconnects after the server drops it and gets what was queued
 * meanwhile, gives up on an unknown key with exit code 1, and exits 0 on SIGINT.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_WS_CLOSE } from '../../streams/contracts/devices';
import { deviceCommandLog } from '../../server/db/schema/devices';
import { auth, login } from './helpers/session';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/device`;
  admin = auth((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});
afterAll(() => t?.close());

interface Demo {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  /** Resolves with the first line (seen so far or later) containing `text`. */
  line(text: string): Promise<string>;
  exited: Promise<number | null>;
}

function runDemo(key: string): Demo {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/device-demo.ts', `--url=${url}`, `--key=${key}`], { cwd: process.cwd(), env: { ...process.env, DEVICE_KEY: '', DEVICE_URL: '' } });
  const lines: string[] = [];
  let buffer = '';
  const take = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    async line(text) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = lines.find((l) => l.includes(text));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`the demo printed no line with ${JSON.stringify(text)}; it printed:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

const statusOf = async (id: number) => (await t.app.db.select({ status: deviceCommandLog.status }).from(deviceCommandLog).where(eq(deviceCommandLog.id, id)))[0]?.status;

async function untilStatus(id: number, status: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await statusOf(id)) !== status) {
    if (Date.now() > deadline) throw new Error(`command ${id} is ${await statusOf(id)}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('npm run device:demo', () => {
  it('prints and acknowledges commands, comes back after a drop, and stops on SIGINT', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/devices', headers: admin, payload: { name: 'Demo prop', type: 'prop' } });
    const { id, key } = created.json<{ id: number; key: string }>();
    const command = await t.app.inject({ method: 'POST', url: '/api/deviceCommands', headers: admin, payload: { name: 'Confetti', payloadTemplate: '{"burst":{{gift.repeatCount}},"for":"{{user.nickname}}"}' } });
    const commandId = command.json<{ id: number }>().id;
    // Queued before the device runs: delivered when it connects.
    const first = (await t.app.inject({ method: 'POST', url: `/api/devices/${id}/test`, headers: admin, payload: { commandId } })).json<{ logId: number; online: boolean }>();
    expect(first.online).toBe(false);

    const demo = runDemo(key);
    try {
      expect(await demo.line('connected as device')).toContain(`#${id} "Demo prop"`);
      expect(await demo.line(`command #${first.logId} `)).toContain(`"Confetti" {"burst":5,"for":"Sample \\"viewer\\""}`);
      await untilStatus(first.logId, 'acked');

      // The server drops it (a deploy, a network cut): it reconnects and gets what was queued meanwhile.
      t.app.devices.delivery.disconnect(id, 1012, 'restarting');
      await demo.line('reconnecting in');
      const second = (await t.app.inject({ method: 'POST', url: `/api/devices/${id}/test`, headers: admin, payload: {} })).json<{ logId: number }>();
      expect(await demo.line(`command #${second.logId} `)).toContain('"test" {"test":true}');
      await untilStatus(second.logId, 'acked');
      expect(demo.lines.filter((line) => line.includes(`command #${first.logId} `))).toHaveLength(1);

      demo.child.kill('SIGINT');
      expect(await demo.exited).toBe(0);
    } finally {
      demo.child.kill('SIGKILL');
    }
  });

  it('gives up with exit code 1 on a key the server does not know', async () => {
    const demo = runDemo('dk_not_a_key');
    try {
      expect(await demo.exited).toBe(1);
      expect(demo.lines.join('\n')).toContain(`disconnected (${DEVICE_WS_CLOSE.unknownKey} unknown device key)`);
    } finally {
      demo.child.kill('SIGKILL');
    }
  });
});
