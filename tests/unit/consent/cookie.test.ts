import { describe, expect, it } from 'vitest';
import { encode } from '../../../src/core/shared/base64';
import {
  consentCookieValue,
  cookieNames,
  decodeConsentCookie,
  DEFAULT_CONSENT_SECONDS,
  encodeConsentCookie,
  isExpired,
  urlDecode,
} from '../../../src/core/consent/cookie';

const NOW = 1_750_000_000;
const json = (o: unknown) => encode(JSON.stringify(o));
const full = { consent_declined: false, consent_expire_time: NOW + 100, consent_time: NOW, consent_level: 5, consent_id: [] };
// PHP's setcookie URL-encodes: '=' -> %3D, '+' -> %2B, '/' -> %2F.
const php = (s: string) => encodeURIComponent(s);

describe('decodeConsentCookie: base64 JSON, URL-encoded padding, old format', () => {
  it.each([
    ['undefined', undefined, { kind: 'missing' }],
    ['empty string', '', { kind: 'missing' }],
    ['blank', '   ', { kind: 'missing' }],
    ['plain base64 JSON', json(full), { kind: 'ok', value: { level: 5, ids: [], declined: false, expireTime: NOW + 100, time: NOW } }],
    ['URL-encoded padding (%3D%3D)', php(json({ ...full, consent_level: 3 })), { kind: 'ok', value: { level: 3, ids: [], declined: false, expireTime: NOW + 100, time: NOW } }],
    ['URL-encoded twice', php(php(json(full))), { kind: 'ok', value: { level: 5, ids: [], declined: false, expireTime: NOW + 100, time: NOW } }],
    ['padding dropped', json({ a: 1, consent_level: 2, consent_expire_time: NOW }).replace(/=+$/, ''), { kind: 'ok', value: { level: 2, ids: [], declined: false, expireTime: NOW, time: undefined } }],
    ['consent_id strings from PHP', json({ ...full, consent_level: 9, consent_id: ['5', '7'] }), { kind: 'ok', value: { level: 9, ids: [5, 7], declined: false, expireTime: NOW + 100, time: NOW } }],
    ['consent_id a bare level', json({ ...full, consent_id: 2 }), { kind: 'ok', value: { level: 5, ids: [2], declined: false, expireTime: NOW + 100, time: NOW } }],
    ['numeric strings', json({ consent_level: '4', consent_expire_time: String(NOW) }), { kind: 'ok', value: { level: 4, ids: [], declined: false, expireTime: NOW, time: undefined } }],
    ['legacy expire_time key', json({ consent_level: 5, expire_time: NOW + 5 }), { kind: 'ok', value: { level: 5, ids: [], declined: false, expireTime: NOW + 5, time: undefined } }],
    ['declined flag', json({ ...full, consent_declined: true }), { kind: 'ok', value: { level: 5, ids: [], declined: true, expireTime: NOW + 100, time: NOW } }],
    ['old format: plain JSON with "consent"', '{"consent_level":5}', { kind: 'old' }],
    ['old format: URL-encoded plain text', php('{"consent_level":5,"consent_expire_time":1}'), { kind: 'old' }],
    ['old format: any value holding "consent"', 'consent-given', { kind: 'old' }],
    ['not base64', '!!!!', { kind: 'invalid', reason: 'not base64' }],
    ['base64 of non-JSON', encode('hello world'), { kind: 'invalid', reason: 'not JSON' }],
    ['base64 of a JSON array', encode('[1,2]'), { kind: 'invalid', reason: 'not an object' }],
    ['no level', json({ consent_expire_time: NOW }), { kind: 'invalid', reason: 'no consent_level' }],
  ])('%s -> %j', (_name, raw, expected) => {
    expect(decodeConsentCookie(raw as string | undefined)).toEqual(expected);
  });
});

describe('isExpired', () => {
  it.each([
    [NOW + 1, false],
    [NOW, false],
    [NOW - 1, true],
    [undefined, true],
  ])('expireTime %s at NOW -> %s', (expireTime, expected) => {
    expect(isExpired({ expireTime }, NOW)).toBe(expected);
  });
});

describe('encodeConsentCookie / consentCookieValue', () => {
  it('level 5, no ids, one year -> the plugin key order, round-trips through decode', () => {
    const value = consentCookieValue({ level: 5, ids: [], nowSeconds: NOW + 0.7 });
    expect(Object.keys(value)).toEqual(['consent_declined', 'consent_expire_time', 'consent_time', 'consent_level', 'consent_id']);
    expect(value).toEqual({ consent_declined: false, consent_expire_time: NOW + DEFAULT_CONSENT_SECONDS, consent_time: NOW, consent_level: 5, consent_id: [] });
    const encoded = encodeConsentCookie(value);
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(encoded).not.toContain('consent');
    expect(decodeConsentCookie(encoded)).toEqual({ kind: 'ok', value: { level: 5, ids: [], declined: false, expireTime: NOW + DEFAULT_CONSENT_SECONDS, time: NOW } });
    expect(decodeConsentCookie(php(encoded))).toEqual(decodeConsentCookie(encoded));
  });
  it('ids [6, 8], 10 s, declined -> carried as given', () => {
    expect(consentCookieValue({ level: 12, ids: [6, 8], nowSeconds: NOW, durationSeconds: 10, declined: true })).toEqual({
      consent_declined: true,
      consent_expire_time: NOW + 10,
      consent_time: NOW,
      consent_level: 12,
      consent_id: [6, 8],
    });
  });
});

describe('urlDecode', () => {
  it.each([
    ['abc%3D', 'abc='],
    ['abc%253D', 'abc='],
    ['abc%ZZ', 'abc%ZZ'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['plain', 'plain'],
  ])('%s -> %s', (raw, expected) => expect(urlDecode(raw)).toBe(expected));
});

describe('cookieNames', () => {
  it.each([
    ['', []],
    ['a=1', ['a']],
    ['a=1; b=2;c', ['a', 'b', 'c']],
    ['ct-ultimate-gdpr-cookie=eyJ%3D; _ga=GA1; a=1; a=2', ['ct-ultimate-gdpr-cookie', '_ga', 'a']],
  ])('%j -> %j', (s, expected) => expect(cookieNames(s)).toEqual(expected));
});
