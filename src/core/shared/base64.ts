/**
 * Base64 helper of spec section 5 ("Base64 helper"): strict decode and a Latin-1 encode,
 * plus UTF-8 wrappers for blobs that carry Dutch text and the euro sign.
 * Pure: no atob/btoa, so it behaves the same in Node and every browser.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]));
const STRICT = /^[A-Za-z0-9+/]*={0,2}$/;

/** Error thrown by {@link encode} for a character above code 255 (name mirrors the DOM's). */
export class InvalidCharacterError extends Error {
  override name = 'InvalidCharacterError';
}

/** Decodes standard base64 to a binary string; throws `Cannot decode base64` on any malformed input. */
export function decode(input: string): string {
  if (input.length % 4 !== 0 || !STRICT.test(input)) throw new Error('Cannot decode base64');
  const body = input.replace(/=+$/, '');
  let out = '';
  let bits = 0;
  let acc = 0;
  for (const ch of body) {
    acc = (acc << 6) | (LOOKUP[ch] as number);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 0xff);
    }
  }
  return out;
}

/** Encodes a binary string (every code unit <= 255) as standard padded base64. */
export function encode(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i += 3) {
    const a = code(input, i);
    const b = i + 1 < input.length ? code(input, i + 1) : -1;
    const c = i + 2 < input.length ? code(input, i + 2) : -1;
    const n = (a << 16) | ((b < 0 ? 0 : b) << 8) | (c < 0 ? 0 : c);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b < 0 ? '=' : ALPHABET[(n >> 6) & 63]!;
    out += c < 0 ? '=' : ALPHABET[n & 63]!;
  }
  return out;
}

function code(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c > 255) throw new InvalidCharacterError(`Invalid character at position ${i}: code ${c} is above 255`);
  return c;
}

/** Decodes base64 whose bytes are UTF-8 text (e.g. a popup options blob with "€"). */
export function decodeUtf8(input: string): string {
  const binary = decode(input);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Encodes any string as base64 of its UTF-8 bytes. */
export function encodeUtf8(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return encode(binary);
}
