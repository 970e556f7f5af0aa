/**
 * Password hashing with argon2id through @node-rs/argon2 (the `argon2` package's
 * prebuilt binary crashes on this platform). Parameters are the library's OWASP-aligned defaults.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id variant number of @node-rs/argon2 (its const enum cannot be imported under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** Hashes a password into a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A well-formed hash of a random password, verified against when the user does not exist so timing does not tell. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a decoy when there is no user (no user enumeration
 * through response time). Malformed hashes count as a mismatch.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  try {
    const ok = await verify(storedHash ?? (await decoyHash), password);
    return storedHash ? ok : false;
  } catch {
    return false;
  }
}
