/**
 * A random key for idempotency and local record keys: crypto.randomUUID where the page is a secure
 * context (elsewhere it is missing, or throws), else 16 random bytes from getRandomValues in hex.
 */
export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') {
    try {
      return c.randomUUID();
    } catch {
      // not a secure context: fall through
    }
  }
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
