/**
 * Personal link keys (`api/linkKeys`, streams/contracts/link-keys.ts): what opens the H5 pages. A key is 32 random
 * bytes (base64url), shown once when issued; only its SHA-256 is stored, so a database dump opens nothing. A key opens
 * the API as its user with that user's permissions and data scope read at each call, so disabling the user or
 * taking a role away applies at once. Staff issue keys to themselves; a user with `user:edit` issues to anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { IssuedLinkKey, LinkKeyCreateBody, LinkKeyRow } from '../../../streams/contracts/link-keys';
import type { Page } from '../../../streams/contracts/common';
import { can } from '../../../streams/contracts/permissions';
import { refusal } from '../../../streams/contracts/refusals';
import type { Db, DbOrTx } from '../../db/database';
import { linkKeys } from '../../db/schema/anchors';
import { users } from '../../db/schema/users';
import { badRequest, notFound, refuse } from '../../http/http-error';
import { defineList, type ListQuery } from '../../http/list-query';
import { formatWireDate } from '../../http/wire-date';

const DAY_MS = 86_400_000;

/** SHA-256 of a key, hex. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const linkKeyList = defineList({
  table: linkKeys,
  sorts: { id: linkKeys.id, expiresAt: linkKeys.expiresAt, createTime: linkKeys.createTime },
  order: [desc(linkKeys.createTime)],
  tieBreak: desc(linkKeys.id),
  select: (db) => db.select({ key: linkKeys, username: users.username }).from(linkKeys).innerJoin(users, eq(users.id, linkKeys.userId)),
});

const toRow = ({ key, username }: { key: typeof linkKeys.$inferSelect; username: string }, zone: string): LinkKeyRow => ({
  id: key.id,
  userId: key.userId,
  username,
  prefix: key.prefix,
  note: key.note,
  expiresAt: formatWireDate(key.expiresAt, zone),
  revokedAt: key.revokedAt ? formatWireDate(key.revokedAt, zone) : null,
  lastUsedAt: key.lastUsedAt ? formatWireDate(key.lastUsedAt, zone) : null,
  createBy: key.createBy,
  createTime: formatWireDate(key.createTime, zone),
});

/** Who manages keys: their own, or everyone's with `user:edit`. */
export interface KeyManager {
  userId: number;
  username: string;
  permissions: string[];
}

const managesAll = (who: KeyManager) => can(who.permissions, 'user:edit');
const visible = (who: KeyManager): SQL | undefined => (managesAll(who) ? undefined : eq(linkKeys.userId, who.userId));

/** `GET api/linkKeys`: the caller's keys, or everyone's for `user:edit`. */
export async function listLinkKeys(db: Db, who: KeyManager, query: ListQuery, zone: string): Promise<Page<LinkKeyRow>> {
  return linkKeyList.page(db, query, [visible(who)], (rows) => rows.map((row) => toRow(row, zone)));
}

/** `POST api/linkKeys`: a new key for `userId` (default the caller; anyone for `user:edit`). @throws 404 another's without `user:edit`; 400 unknown user. */
export async function issueLinkKey(db: Db, who: KeyManager, body: Pick<LinkKeyCreateBody, 'userId' | 'note'> & { days: number }, zone: string, now: Date): Promise<IssuedLinkKey> {
  const userId = body.userId ?? who.userId;
  if (userId !== who.userId && !managesAll(who)) throw notFound(refusal('LINK_KEY_NOT_FOUND', { id: userId }));
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(refusal('ANCHOR_OPERATOR_NOT_FOUND', { id: userId }));
  const key = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(linkKeys)
    .values({ userId, keyHash: hashOf(key), prefix: key.slice(0, 6), note: body.note ?? null, expiresAt: new Date(now.getTime() + body.days * DAY_MS), createBy: who.username, updateBy: who.username })
    .returning();
  return { row: toRow({ key: row!, username: user.username }, zone), key };
}

/** `PUT api/linkKeys/revoke`: stops a key at once. @throws 404 not the caller's (without `user:edit`) or unknown. */
export async function revokeLinkKey(db: Db, who: KeyManager, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(linkKeys)
    .set({ revokedAt: now, updateBy: who.username, updateTime: now })
    .where(and(eq(linkKeys.id, id), visible(who)))
    .returning({ id: linkKeys.id });
  if (!row) throw notFound(refusal('LINK_KEY_NOT_FOUND', { id }));
}

/** What a presented key is: the user it opens, or why it opens nothing. */
export type KeyCheck = { ok: true; userId: number } | { ok: false; code: 'LINK_KEY_MISSING' | 'LINK_KEY_INVALID' | 'LINK_KEY_REVOKED' | 'LINK_KEY_EXPIRED' | 'LINK_KEY_USER_DISABLED'; expiresAt?: Date };

/** Checks a presented key (and notes its use, at most once a minute). */
export async function checkLinkKey(db: DbOrTx, key: string | undefined, now: Date): Promise<KeyCheck> {
  if (!key) return { ok: false, code: 'LINK_KEY_MISSING' };
  if (key.length > 200) return { ok: false, code: 'LINK_KEY_INVALID' };
  const [row] = await db.select({ key: linkKeys, enabled: users.enabled }).from(linkKeys).innerJoin(users, eq(users.id, linkKeys.userId)).where(eq(linkKeys.keyHash, hashOf(key)));
  if (!row) return { ok: false, code: 'LINK_KEY_INVALID' };
  if (row.key.revokedAt) return { ok: false, code: 'LINK_KEY_REVOKED' };
  if (row.key.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'LINK_KEY_EXPIRED', expiresAt: row.key.expiresAt };
  if (!row.enabled) return { ok: false, code: 'LINK_KEY_USER_DISABLED' };
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > 60_000) await db.update(linkKeys).set({ lastUsedAt: now }).where(eq(linkKeys.id, row.key.id));
  return { ok: true, userId: row.key.userId };
}

/** The 401 of a refused key, with the translated reason the page shows. */
export function keyRefusal(check: Extract<KeyCheck, { ok: false }>, zone: string) {
  if (check.code === 'LINK_KEY_EXPIRED') return refuse(401, refusal('LINK_KEY_EXPIRED', { time: formatWireDate(check.expiresAt ?? new Date(), zone) }));
  return refuse(401, refusal(check.code));
}
