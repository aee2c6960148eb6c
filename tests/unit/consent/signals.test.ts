import { describe, expect, it } from 'vitest';
import { CONSENT_MODE_DEFAULT, consentModeUpdate, pixelConsent } from '../../../src/core/consent/signals';

describe('Google Consent Mode v2', () => {
  it('default -> everything denied', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({ functionality_storage: 'denied', analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });
  it.each<[number[], string]>([
    [[], 'denied denied denied denied denied'],
    [[5], 'denied denied denied denied denied'],
    [[5, 6], 'granted denied denied denied denied'],
    [[5, 6, 7], 'granted granted denied denied denied'],
    [[5, 6, 7, 8], 'granted granted granted granted granted'],
    [[8], 'denied denied granted granted granted'],
    [[7], 'denied granted denied denied denied'],
  ])('update from %j -> functionality analytics ad_storage ad_user_data ad_personalization = %s', (categories, expected) => {
    const u = consentModeUpdate(categories);
    expect([u.functionality_storage, u.analytics_storage, u.ad_storage, u.ad_user_data, u.ad_personalization].join(' ')).toBe(expected);
  });
});

describe('Meta pixel', () => {
  it.each<[number[] | null, string]>([
    [null, 'revoke'],
    [[], 'revoke'],
    [[5, 6, 7], 'revoke'],
    [[5, 6, 7, 8], 'grant'],
    [[8], 'grant'],
  ])('%j -> %s', (categories, expected) => expect(pixelConsent(categories)).toBe(expected));
});
