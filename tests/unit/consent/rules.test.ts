import { describe, expect, it } from 'vitest';
import { encode } from '../../../src/core/shared/base64';
import { decideBanner, type ShowInput } from '../../../src/core/consent/rules';

const NOW = 1_750_000_000;
const cookie = (o: Record<string, unknown>) => encodeURIComponent(encode(JSON.stringify(o)));
const valid = cookie({ consent_declined: false, consent_expire_time: NOW + 3600, consent_time: NOW, consent_level: 4, consent_id: 2 });
const expired = cookie({ consent_declined: false, consent_expire_time: NOW - 1, consent_time: NOW - 99, consent_level: 5, consent_id: [] });
const granular = cookie({ consent_expire_time: NOW + 3600, consent_level: 12, consent_id: ['6', '8'] });
const base: ShowInput = { serverConsent: false, cookie: undefined, popupCookie: undefined, nowSeconds: NOW, alwaysVisible: false };

describe('decideBanner: when the banner shows', () => {
  it.each<[string, Partial<ShowInput>, { show: boolean; reason: string; deleteCookie: boolean; consent: unknown }]>([
    ['no cookie', {}, { show: true, reason: 'no-cookie', deleteCookie: false, consent: null }],
    ['valid cookie', { cookie: valid }, { show: false, reason: 'valid-cookie', deleteCookie: false, consent: { level: 4, categories: [5, 6, 7] } }],
    ['valid granular cookie', { cookie: granular }, { show: false, reason: 'valid-cookie', deleteCookie: false, consent: { level: 12, categories: [6, 8] } }],
    ['expired cookie', { cookie: expired }, { show: true, reason: 'expired', deleteCookie: false, consent: null }],
    ['old-format cookie', { cookie: '{"consent_level":5}' }, { show: true, reason: 'old-format', deleteCookie: true, consent: null }],
    ['unreadable cookie', { cookie: 'zzz' }, { show: true, reason: 'unreadable', deleteCookie: true, consent: null }],
    ['page settings say consent, no cookie', { serverConsent: true }, { show: false, reason: 'server-consent', deleteCookie: false, consent: null }],
    ['page settings say consent, old cookie', { serverConsent: true, cookie: 'consent' }, { show: false, reason: 'server-consent', deleteCookie: true, consent: null }],
    ['ct-ultimate-gdpr-cookie-popup = 1', { popupCookie: '1' }, { show: false, reason: 'popup-cookie', deleteCookie: false, consent: null }],
    ['ct-ultimate-gdpr-cookie-popup = 0', { popupCookie: '0' }, { show: true, reason: 'no-cookie', deleteCookie: false, consent: null }],
    ['consent cookie equals 1 (spec section 2)', { cookie: '1' }, { show: false, reason: 'popup-cookie', deleteCookie: true, consent: null }],
    ['always visible, valid cookie', { alwaysVisible: true, cookie: valid }, { show: true, reason: 'always-visible', deleteCookie: false, consent: { level: 4, categories: [5, 6, 7] } }],
    ['always visible, server consent', { alwaysVisible: true, serverConsent: true }, { show: true, reason: 'always-visible', deleteCookie: false, consent: null }],
    // CT Ultimate GDPR 1.7.4's own decline writes its default level with consent_declined (seen on its PHP, issue 29): block all.
    ['declined by CT (level 3 in the cookie) -> level 1, nothing allowed', { cookie: cookie({ consent_declined: true, consent_expire_time: NOW + 3600, consent_time: NOW, consent_level: 3 }) }, { show: false, reason: 'valid-cookie', deleteCookie: false, consent: { level: 1, categories: [] } }],
    ['declined as "true" (a loose value) -> level 1', { cookie: cookie({ consent_declined: 'true', consent_expire_time: NOW + 3600, consent_level: 5 }) }, { show: false, reason: 'valid-cookie', deleteCookie: false, consent: { level: 1, categories: [] } }],
    ['expiry exactly now', { cookie: cookie({ consent_level: 2, consent_expire_time: NOW }) }, { show: false, reason: 'valid-cookie', deleteCookie: false, consent: { level: 2, categories: [5] } }],
  ])('%s -> %j', (_name, input, expected) => {
    expect(decideBanner({ ...base, ...input })).toEqual(expected);
  });
});
