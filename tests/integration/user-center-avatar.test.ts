/**
 * User center avatar upload over the real server (jpg/png/jpeg, at most 10 MB): accepted images are stored under
 * `<DATA_DIR>/uploads/avatars/`, served at `/files/avatars/<name>` and
 * shown by `auth/info`; the previous file goes; a fake image, a wrong type or 10 MB + 1 byte is refused with a clear
 * message and leaves no file behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../streams/contracts/user-center';
import { users } from '../../server/db/schema/users';
import { createUser } from './helpers/fixtures';
import { auth, login } from './helpers/session';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let dataDir: string;
let avatarsDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'livedesk-avatar-test-'));
  avatarsDir = path.join(dataDir, 'uploads', 'avatars');
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const filled = (head: number[], size: number) => {
  const bytes = randomBytes(size);
  Buffer.from(head).copy(bytes);
  return bytes;
};
const JPG = filled([0xff, 0xd8, 0xff, 0xe0], 2_000);
const PNG = filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 3_000);

/** A multipart body with these files (field `avatar` unless said). */
function form(files: { name: string; bytes: Buffer; field?: string }[]) {
  const boundary = `----livedesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signedIn() {
  const user = await createUser(t.app);
  return { ...user, headers: auth((await login(t.app, user.username, user.password)).token) };
}

const upload = (headers: Record<string, string>, body: ReturnType<typeof form>) =>
  t.app.inject({ method: 'POST', url: '/api/users/updateAvatar', headers: { ...headers, ...body.headers }, payload: body.payload });

const stored = async () => (await readdir(avatarsDir)).sort();
const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST api/users/updateAvatar', () => {
  it('stores a png, then a jpg in its place: served publicly, shown by auth/info, the old file removed', async () => {
    const user = await signedIn();
    const first = await upload(user.headers, form([{ name: 'me.png', bytes: PNG }]));
    expect(first.statusCode, first.body).toBe(200);
    const { avatar } = first.json<{ avatar: string }>();
    expect(avatar).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.png$/);
    const name = avatar.split('/').pop()!;
    expect(await stored()).toContain(name);
    expect(await userRow(user.id)).toMatchObject({ avatarName: name, avatarPath: avatar, updateBy: user.username });

    // Public: an <img> sends no token.
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const info = await t.app.inject({ method: 'GET', url: '/auth/info', headers: user.headers });
    expect(info.json().user.avatarPath).toBe(avatar);

    const second = await upload(user.headers, form([{ name: 'Me.JPEG', bytes: JPG }]));
    expect(second.statusCode, second.body).toBe(200);
    const next = second.json<{ avatar: string }>().avatar;
    expect(next).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.jpeg$/);
    const files = await stored();
    expect(files).not.toContain(name);
    expect(files).toContain(next.split('/').pop());
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    const jpg = await t.app.inject({ method: 'GET', url: next });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.equals(JPG)).toBe(true);
  });

  it('refuses a fake image, a wrong type, 10 MB + 1 byte, two files and no file, leaving nothing behind', async () => {
    const user = await signedIn();
    const before = await stored().catch(() => []);
    const cases: Array<[ReturnType<typeof form>, string]> = [
      [form([{ name: 'fake.png', bytes: Buffer.from('just some text, not an image at all') }]), AVATAR_MESSAGES.type],
      [form([{ name: 'photo.gif', bytes: filled([0x47, 0x49, 0x46, 0x38], 500) }]), AVATAR_MESSAGES.type],
      [form([{ name: 'png-named.jpg', bytes: PNG }]), AVATAR_MESSAGES.type],
      [form([{ name: 'huge.png', bytes: filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], AVATAR_MAX_BYTES + 1) }]), AVATAR_MESSAGES.size],
      [form([{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG }]), AVATAR_MESSAGES.oneFile],
      [form([{ name: 'other.png', bytes: PNG, field: 'file' }]), AVATAR_MESSAGES.noFile],
    ];
    for (const [body, message] of cases) {
      const res = await upload(user.headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/users/updateAvatar', headers: user.headers, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(await stored().catch(() => [])).toEqual(before);
    expect(await userRow(user.id)).toMatchObject({ avatarName: null, avatarPath: null });
  });

  it('exactly 10 MB is accepted', async () => {
    const user = await signedIn();
    const res = await upload(user.headers, form([{ name: 'max.png', bytes: filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], AVATAR_MAX_BYTES) }]));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs a session; serves nothing outside the avatars folder', async () => {
    expect((await upload({}, form([{ name: 'me.png', bytes: PNG }]))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/files/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/avatars/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });
});
