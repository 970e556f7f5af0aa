/**
 * A fresh id per button press (the turntable's `requestId`, phase ids): `crypto.randomUUID` where the page is a
 * secure context, otherwise 128 bits from `crypto.getRandomValues` (which plain-http intranet deployments still
 * have) in the same 8-4-4-4-12 shape. Matches the contract's `requestId` pattern.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
