// The Idempotency-Key of one confirmed text: the same for every try of that confirmation, so a double
// tap or a retry after a dropped connection cannot send it twice (docs/product.md#texts).
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context (HTTPS or localhost); getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
