/**
 * Base64 helper of spec section 5 ("Base64 helper"): strict decode and a Latin-1 encode,
 * plus UTF-8 wrappers for blobs that carry Dutch text and the euro sign.
 * Pure: atob/btoa (globals in Node and every browser) behind a strict check of their input.
 */

const STRICT = /^[A-Za-z0-9+/]*={0,2}$/;

/** Error thrown by {@link encode} for a character above code 255 (name mirrors the DOM's). */
export class InvalidCharacterError extends Error {
  override name = 'InvalidCharacterError';
}

/** Decodes standard base64 to a binary string; throws `Cannot decode base64` on any malformed input. */
export function decode(input: string): string {
  // atob is forgiving (whitespace, missing padding): the strict check comes first, and what passes
  // it (length a multiple of 4, at most two '=' at the end) atob always decodes.
  if (input.length % 4 !== 0 || !STRICT.test(input)) throw new Error('Cannot decode base64');
  return atob(input);
}

/** Encodes a binary string (every code unit <= 255) as standard padded base64. */
export function encode(input: string): string {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 255) throw new InvalidCharacterError(`Invalid character at position ${i}: code ${c} is above 255`);
  }
  return btoa(input);
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
