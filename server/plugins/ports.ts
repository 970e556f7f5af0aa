/**
 * What the infrastructure (the auth hook in ./auth.ts, the websocket gateway in server/live/gateway) needs of the
 * feature modules, declared here so infrastructure never imports `server/modules/*` (docs/architecture.md "Layering
 * rules"). The modules implement these and decorate the app with them (server/modules/auth/access-plugin.ts);
 * fastify-types.ts types the decorations.
 */

/**
 * One signed-in session; `key` is the session id (the online-user key), never the token itself. A type, not an
 * interface, so it is a plain record where a JSON column wants one (the `sessions` table stores it whole).
 */
export type SessionRecord = {
  key: string;
  userId: number;
  userName: string;
  nickName: string;
  dept: string | null;
  ip: string;
  browser: string;
  /** Epoch milliseconds. */
  loginTime: number;
  /** Epoch milliseconds. */
  expiresAt: number;
};

/** The signed-in sessions (`app.sessions`): the authority on whether a token still works. */
export interface SessionStore {
  create(data: Omit<SessionRecord, 'key' | 'loginTime' | 'expiresAt'>): Promise<SessionRecord>;
  /** The live session, or null when it is unknown, ended or expired. */
  get(key: string): Promise<SessionRecord | null>;
  /** Extends the session when it is close to expiring; returns the (possibly updated) record. */
  touch(session: SessionRecord): Promise<SessionRecord>;
  /** Ends sessions; returns how many existed. */
  end(...keys: string[]): Promise<number>;
  /** Ends every session of a user, but `exceptKey` when given (the caller's own); returns how many ended. */
  endUser(userId: number, exceptKey?: string): Promise<number>;
  /** Every live session (all instances when the store is Redis). */
  list(): Promise<SessionRecord[]>;
}

/** What a login token carries. */
export interface TokenClaims {
  sessionId: string;
  userId: number;
}

/** Login tokens (`app.tokens`). */
export interface TokenService {
  /** Signs a token (without the `Bearer ` prefix). */
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a well-signed token, or null (bad signature, wrong algorithm, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
}

/** A signed-in staff member's live session with the permissions their roles give now. */
export interface StaffAccess {
  session: SessionRecord;
  /** Permission strings (`['admin']` for administrators). */
  permissions: string[];
}

/** Who may still do what (`app.access`): asked by the auth hook on every private request and by the gateway. */
export interface AccessPort {
  /**
   * The live session `sessionId` of `userId` with the user's current permissions, or null when access is gone
   * (session unknown, ended, expired or someone else's; user deleted or disabled). Does not renew the session.
   */
  staff(sessionId: string, userId: number): Promise<StaffAccess | null>;
  /** The id of the live configuration whose current overlay key is `key`, or null (wrong or rotated key). */
  overlayConfigId(key: string): Promise<number | null>;
  /** The staff user a personal link key opens, or null (unknown, revoked, expired key; user disabled). */
  linkKeyUserId(key: string): Promise<number | null>;
}

/** Hashes a password into a PHC string (the seed creates `admin` with it). */
export type PasswordHasher = (password: string) => Promise<string>;
