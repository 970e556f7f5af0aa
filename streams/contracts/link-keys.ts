/**
 * Personal link keys for the operators' phone (H5) pages under `/whiteListPages/`: a key is issued to one staff user,
 * opens the H5 API (`api/h5/...`) with that user's permissions and data scope and nothing else (never a session
 * cookie), and can be revoked or left to expire. The key's text is shown once, when issued; the server keeps only
 * its hash. Pure: zod only.
 */
import { z } from 'zod';
import { idSchema } from './common';

/** Header that carries a link key on `api/h5/...` (the pages read it from their URL's `key`). */
export const LINK_KEY_HEADER = 'x-link-key';

/** Days a link key lasts unless said otherwise. */
export const LINK_KEY_DEFAULT_DAYS = 30;

/** A row of `GET api/linkKeys`: never the key itself. */
export const linkKeyRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The key's first 6 characters, so staff can tell keys apart. */
  prefix: z.string(),
  note: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type LinkKeyRow = z.infer<typeof linkKeyRowSchema>;

/** `POST api/linkKeys` body: issue a key to a user (yourself when left out, or anyone with `user:edit`), lasting `days`. */
export const linkKeyCreateBodySchema = z.strictObject({
  userId: idSchema.optional(),
  days: z.number().int().min(1).max(366).default(LINK_KEY_DEFAULT_DAYS),
  note: z.string().trim().max(100).nullable().optional(),
});
export type LinkKeyCreateBody = z.input<typeof linkKeyCreateBodySchema>;

/** The answer of `POST api/linkKeys`: the row and, this once, the key. */
export const issuedLinkKeySchema = z.object({ row: linkKeyRowSchema, key: z.string() });
export type IssuedLinkKey = z.infer<typeof issuedLinkKeySchema>;

/** `PUT api/linkKeys/revoke` body. */
export const revokeLinkKeyBodySchema = z.strictObject({ id: idSchema });

/** What `GET api/h5/me` answers: whose key it is and what it opens. */
export const linkKeyPrincipalSchema = z.object({ userId: z.number().int(), username: z.string(), nickName: z.string(), permissions: z.array(z.string()) });
export type LinkKeyPrincipal = z.infer<typeof linkKeyPrincipalSchema>;

/** Filters of `GET api/h5/orders` (the key holder's own orders, newest first): status, and target or guild-joined streamers. */
export const h5OrderQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['unconfirmed', 'confirmed', 'expired']).optional(),
  guildJoined: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});
export type H5OrderQuery = z.input<typeof h5OrderQuerySchema>;

/** Filters of `GET api/h5/anchors` (the key holder's streamers) and `GET api/h5/checks` (the review queue). */
export const h5AnchorQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  blurry: z.string().trim().max(100).optional(),
  liveStatus: z.enum(['living', 'notLiving']).optional(),
});
export type H5AnchorQuery = z.input<typeof h5AnchorQuerySchema>;

/** `GET api/h5/contact` (public, no key): how a streamer reaches the guild (the contact page). Empty strings are not shown. */
export const h5ContactSchema = z.object({
  guildName: z.string(),
  whatsApp: z.string(),
  instagram: z.string(),
  email: z.string(),
  /** The guild's TikTok handle, without `@`. */
  tiktok: z.string(),
});
export type H5Contact = z.infer<typeof h5ContactSchema>;
