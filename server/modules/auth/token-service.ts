/**
 * Session tokens: HS256 JWTs (jose) carrying the session id (`jti`) and the user id (`sub`). The token
 * proves who issued it; whether it is still valid is decided by the session store (kick-out, logout,
 * expiry), so the JWT carries no `exp` of its own (eladmin does the same with its Redis-backed tokens).
 * A token's claims never change, so verified tokens are remembered (a bounded map): a request then costs no HMAC.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims, TokenService } from '../../plugins/ports';

export type { TokenClaims, TokenService };

const ISSUER = 'livedesk';
/** Verified tokens remembered; past this the oldest is forgotten (verified again when it comes back). */
const VERIFIED_MAX = 10_000;

/** Creates the token service over a secret (from JWT_SECRET or the generated one in `app_settings`). */
export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();
  return {
    sign: ({ sessionId, userId }) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setJti(sessionId).setSubject(String(userId)).setIssuer(ISSUER).setIssuedAt().sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (!payload.jti || !Number.isInteger(userId)) return null;
        const claims = { sessionId: payload.jti, userId };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value ?? '');
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
