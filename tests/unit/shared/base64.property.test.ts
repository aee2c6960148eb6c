/** Properties of the base64 helper (spec section 5), against Node's Buffer as the oracle. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { decode, decodeUtf8, encode, encodeUtf8, InvalidCharacterError } from '../../../src/core/shared/base64';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from './property';

const latin1 = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 64 });
const b64Alphabet = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ \n'.split(''));

describe('base64 properties', () => {
  it(caseTitle('encode is standard padded base64 (Buffer) and decode undoes it, for every Latin-1 string'), () => {
    checkProperty(
      fc.property(latin1, (s) => {
        const e = encode(s);
        return e === Buffer.from(s, 'latin1').toString('base64') && decode(e) === s;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('decodeUtf8(encodeUtf8(s)) === s for every well-formed Unicode string'), () => {
    checkProperty(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => decodeUtf8(encodeUtf8(s)) === s));
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('decode of any text: "Cannot decode base64", or exactly what Buffer reads from strict base64'), () => {
    checkProperty(
      fc.property(fc.oneof(fc.string({ unit: b64Alphabet, maxLength: 24 }), fc.string({ maxLength: 24 })), (s) => {
        let out: string;
        try {
          out = decode(s);
        } catch (e) {
          // Only malformed input is refused, always with the spec's message.
          return (e as Error).message === 'Cannot decode base64' && (s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s));
        }
        return out === Buffer.from(s, 'base64').toString('latin1');
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('encode throws InvalidCharacterError exactly when a character is above 255'), () => {
    checkProperty(
      fc.property(fc.string({ maxLength: 16 }), (s) => {
        const above = [...s].some((c) => c.charCodeAt(0) > 255) || /[\ud800-\udfff]/.test(s);
        let threw = false;
        try {
          encode(s);
        } catch (e) {
          threw = e instanceof InvalidCharacterError;
        }
        return threw === above;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
