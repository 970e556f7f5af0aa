/**
 * Session tokens: HS256 JWTs (jose) carrying the session id (`jti`) and the user id (`sub`). The token
 * proves who issued it; whether it is still valid is decided by the session store (kick-out, logout,
 * expiry), so the JWT carries no `exp` of its own (eladmin does the same with its Redis-backed tokens).
 */
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims, TokenService } from '../../plugins/ports';

export type { TokenClaims, TokenService };

const ISSUER = 'livedesk';

/** Creates the token service over a secret (from JWT_SECRET or the generated one in `app_settings`). */
export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sessionId, userId }) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setJti(sessionId).setSubject(String(userId)).setIssuer(ISSUER).setIssuedAt().sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (!payload.jti || !Number.isInteger(userId)) return null;
        return { sessionId: payload.jti, userId };
      } catch {
        return null;
      }
    },
  };
}
