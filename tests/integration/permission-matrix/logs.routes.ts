/** Permission matrix: Operation and error log, user center (api/logs, api/users/center, …). See matrix.ts. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { operationLogs } from '../../../server/db/schema/system-logs';
import { ADMIN_PASSWORD } from '../helpers/test-app';
import type { MatrixContext, MatrixRoute } from './matrix';

/** createUser's default password (the permitted caller's). */
const USER_PASSWORD = 'user-password-1';
const ADMIN_NEW_PASSWORD = 'matrix-admin-password-2';

/** An ERROR row to read (under a name no caller has, so the callers' own row counts stay as they are). */
async function errorRow(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.app.db
    .insert(operationLogs)
    .values({ logType: 'ERROR', username: 'matrix-error-source', method: 'GET api/x', status: 500, exceptionDetail: 'Error: boom\n    at test' })
    .returning({ id: operationLogs.id });
  return row!.id;
}

/** A tiny PNG (signature + filler) as a multipart body in field `avatar`. */
function avatarForm() {
  const boundary = `----matrix${randomBytes(6).toString('hex')}`;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url: '/api/users/updateAvatar', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The callers come in order: admin, the permitted user (password {@link USER_PASSWORD}), then the refused or
 * anonymous one. Routes that need the caller's current password count the calls; the admin's password is put back
 * before the second caller so later sign-ins keep working.
 */
function passwordOfCaller() {
  let calls = 0;
  return async (ctx: MatrixContext, restore: boolean): Promise<string> => {
    calls += 1;
    if (calls === 1) return ADMIN_PASSWORD;
    if (calls === 2 && restore) await ctx.asAdmin('POST', '/api/users/updatePass', { oldPass: ADMIN_NEW_PASSWORD, newPass: ADMIN_PASSWORD });
    return USER_PASSWORD;
  };
}

const updatePassCaller = passwordOfCaller();
const updateEmailCaller = passwordOfCaller();

export const routes: MatrixRoute[] = [
  { method: 'GET', route: 'api/logs', permission: 'log:list', request: async () => ({ url: '/api/logs?page=0&size=10&sort=createTime,desc' }) },
  { method: 'GET', route: 'api/logs/user', permission: null, request: async () => ({ url: '/api/logs/user?page=0&size=10' }) },
  { method: 'GET', route: 'api/logs/error', permission: 'admin', request: async () => ({ url: '/api/logs/error?page=0&size=10' }) },
  { method: 'GET', route: 'api/logs/error/{id}', permission: 'admin', request: async (ctx) => ({ url: `/api/logs/error/${await errorRow(ctx)}` }) },
  {
    method: 'DELETE',
    route: 'api/logs/del/info',
    permission: 'log:del',
    // Cleared beforehand, so the caller's count before the call is 0 and the clear's own row makes it 1, the one
    // row the matrix expects (otherwise the clear would also take the caller's sign-in row away).
    request: async (ctx) => {
      await ctx.app.db.delete(operationLogs).where(eq(operationLogs.logType, 'INFO'));
      return { url: '/api/logs/del/info' };
    },
  },
  { method: 'DELETE', route: 'api/logs/del/error', permission: 'admin', request: async () => ({ url: '/api/logs/del/error' }) },
  { method: 'GET', route: 'api/logs/download', permission: 'log:list', request: async () => ({ url: '/api/logs/download' }) },
  { method: 'GET', route: 'api/logs/error/download', permission: 'admin', request: async () => ({ url: '/api/logs/error/download' }) },
  {
    method: 'PUT',
    route: 'api/users/center',
    permission: null,
    request: async () => ({ url: '/api/users/center', payload: { nickName: 'Matrix Nick', gender: 'female', phone: '' } }),
  },
  {
    method: 'POST',
    route: 'api/users/updatePass',
    permission: null,
    request: async (ctx) => {
      const oldPass = await updatePassCaller(ctx, true);
      return { url: '/api/users/updatePass', payload: { oldPass, newPass: oldPass === ADMIN_PASSWORD ? ADMIN_NEW_PASSWORD : 'user-password-2' } };
    },
  },
  {
    method: 'POST',
    route: 'api/users/updateEmail',
    permission: null,
    request: async (ctx) => ({ url: '/api/users/updateEmail', payload: { email: `${ctx.unique('m')}@example.com`, pass: await updateEmailCaller(ctx, false) } }),
  },
  { method: 'POST', route: 'api/users/updateAvatar', permission: null, request: async () => avatarForm() },
];
