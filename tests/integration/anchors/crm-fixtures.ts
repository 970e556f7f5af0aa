/** Shared set-up of the streamer CRM's server tests: an app with a hand-driven clock, staff of each kind, bodies. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TargetAnchorBody } from '../../../streams/contracts/anchors';
import { auth, login } from '../helpers/session';
import { createUser, type RoleSpec } from '../helpers/fixtures';

/** A clock the test moves: `now()` in epoch ms. */
export function handClock(start = Date.parse('2026-03-01T10:00:00Z')) {
  let at = start;
  return {
    now: () => at,
    set: (ms: number) => {
      at = ms;
    },
    advance: (ms: number) => {
      at += ms;
    },
  };
}

/** Permissions of each kind of CRM staff. */
export const OPERATOR: RoleSpec = { permissions: ['anchor:list', 'anchor:add', 'anchor:edit'], dataScope: 'own' };
export const MANAGER: RoleSpec = { permissions: ['anchor:list', 'anchor:add', 'anchor:edit', 'anchor:del', 'anchor:allocate'], dataScope: 'own' };
export const REVIEWER: RoleSpec = { permissions: ['anchor:list', 'anchor:check'], dataScope: 'own' };

/** A signed-in staff member: their id, user name and request headers. */
export interface Staff {
  id: number;
  username: string;
  headers: Record<string, string>;
}

export async function staff(app: FastifyInstance, role: RoleSpec, dept = 'seed:dept.liveTeamAlpha'): Promise<Staff> {
  const user = await createUser(app, { dept, roles: [role] });
  return { id: user.id, username: user.username, headers: auth((await login(app, user.username, user.password)).token) };
}

let serial = 0;
/** A TikTok ID not used yet in this run. */
export const freshId = (prefix = 'streamer') => `${prefix}_${process.pid}_${(serial += 1)}`;

/** A target form body that passes every rule. */
export const targetBody = (anchorId = freshId()): TargetAnchorBody => ({
  anchorId,
  gender: 'woman',
  showFace: true,
  gameStreamer: false,
  shoppingStreamer: false,
  highLevel: true,
  age: 23,
  whatsAppNumber: '+971 50 123 4567',
  contactScreenshot: 'https://example.com/contact.png',
  whatsAppScreenshot: 'https://example.com/whatsapp.png',
  reason: 'Big audience, good fit',
});

/** Sends a request and checks its status; returns the JSON body (undefined for an empty one). */
export async function call<T = unknown>(app: FastifyInstance, who: Staff | Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, status = 200): Promise<T> {
  const headers = 'headers' in who ? (who as Staff).headers : (who as Record<string, string>);
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return (res.body ? res.json() : undefined) as T;
}
