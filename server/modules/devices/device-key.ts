/**
 * Device keys (contract streams/contracts/devices.ts): 32 random bytes, base64url, prefixed `dk_` so a key pasted in
 * the wrong place is recognisable. Only the SHA-256 is stored; a key is found again by hashing what the device sends.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Characters of the key shown in the list (the prefix and a few random ones). */
const HINT_LENGTH = 7;

/** SHA-256 of a key, hex (the `devices.key_hash` column). */
export const hashDeviceKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key with its hash and the hint the list shows. */
export function newDeviceKey(): { key: string; hash: string; hint: string } {
  const key = `dk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), hint: key.slice(0, HINT_LENGTH) };
}
