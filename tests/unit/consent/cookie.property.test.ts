/** Properties of the consent cookie codec (CONTRACT: base64 JSON, URL-encoded by PHP). */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { consentCookieValue, decodeConsentCookie, encodeConsentCookie } from '../../../src/core/consent/cookie';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

const value = fc.record({
  level: fc.integer({ min: 1, max: 5 }),
  ids: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 5 }),
  nowSeconds: fc.integer({ min: 0, max: 4_000_000_000 }),
  durationSeconds: fc.integer({ min: 1, max: 3_153_600_000 }),
  declined: fc.boolean(),
});

describe('consent cookie properties', () => {
  it(caseTitle('decode(encode(v)) gives v back, raw, URL-encoded once (PHP) or twice (a proxy)'), () => {
    checkProperty(
      fc.property(value, fc.constantFrom(0, 1, 2), (v, times) => {
        const cookie = consentCookieValue(v);
        let raw = encodeConsentCookie(cookie);
        for (let i = 0; i < times; i++) raw = encodeURIComponent(raw);
        return isDeepStrictEqual(decodeConsentCookie(raw), {
          kind: 'ok',
          value: { level: v.level, ids: v.ids, declined: v.declined, expireTime: v.nowSeconds + v.durationSeconds, time: v.nowSeconds },
        });
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('any cookie text decodes to missing, old, invalid or ok: never a throw'), () => {
    checkProperty(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.json({ maxDepth: 3 }).map((j) => Buffer.from(j).toString('base64'))), (raw) => {
        const d = decodeConsentCookie(raw);
        return ['missing', 'old', 'invalid'].includes(d.kind) || (d.kind === 'ok' && Number.isFinite(d.value.level));
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});
