import { describe, expect, it } from 'vitest';
import { decode, decodeUtf8, encode, encodeUtf8, InvalidCharacterError } from '../../../src/core/shared/base64';

describe('base64 decode', () => {
  it.each([
    ['', ''],
    ['QQ==', 'A'],
    ['QUI=', 'AB'],
    ['QUJD', 'ABC'],
    ['aGFsbG8gd2VyZWxk', 'hallo wereld'],
    ['/w==', '\xff'],
    ['+/8=', '\xfb\xff'],
  ])('%j -> %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  it.each([
    ['QQ', 'length not a multiple of 4'],
    ['QQ=', 'length not a multiple of 4'],
    ['Q===', 'three padding characters'],
    ['QQ=A', 'padding in the middle'],
    ['aGVs bG8=', 'a space'],
    ['aGVs-G8=', 'URL-safe alphabet'],
    ['aGVs_G8=', 'URL-safe alphabet'],
    ['aGVsbG8\n', 'a newline'],
    ['ü===', 'non-ASCII'],
  ])('%j (%s) -> throws Cannot decode base64', (input) => {
    expect(() => decode(input)).toThrow('Cannot decode base64');
  });
});

describe('base64 encode', () => {
  it.each([
    ['', ''],
    ['A', 'QQ=='],
    ['AB', 'QUI='],
    ['ABC', 'QUJD'],
    ['hallo wereld', 'aGFsbG8gd2VyZWxk'],
    ['\xff', '/w=='],
  ])('%j -> %j', (input, expected) => {
    expect(encode(input)).toBe(expected);
  });

  it.each([['€'], ['ab\u0100'], ['😀']])('%j (above code 255) -> throws an invalid character error', (input) => {
    expect(() => encode(input)).toThrow(InvalidCharacterError);
    expect(() => encode(input)).toThrow(/Invalid character/);
  });

  it('round-trips every byte value', () => {
    const all = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join('');
    expect(decode(encode(all))).toBe(all);
  });
});

describe('base64 UTF-8', () => {
  it.each([['Prijs: € 12,50'], ['Ééntje'], ['plain']])('%j round-trips through UTF-8 base64', (text) => {
    expect(decodeUtf8(encodeUtf8(text))).toBe(text);
  });
  it('"€" -> 4oKs', () => expect(encodeUtf8('€')).toBe('4oKs'));
  it('invalid UTF-8 bytes -> throws', () => expect(() => decodeUtf8(encode('\xff\xfe'))).toThrow());
});
