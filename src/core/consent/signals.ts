/**
 * What the consent tells third-party tags (CONTRACT "Ad pixel", issue "Pixels and tags"):
 * the Meta pixel's `fbq('consent', …)` and Google Consent Mode v2. Pure mappings; the widget
 * calls `fbq` / `gtag` / `dataLayer` with them.
 */
import { CONSENT_CATEGORY } from './levels';

export type ConsentModeValue = 'granted' | 'denied';

/** The Consent Mode v2 keys this widget controls, each tied to one category. */
export interface ConsentModeState {
  functionality_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
}

/** `gtag('consent', 'default', …)` at load: everything denied until the visitor decides. */
export const CONSENT_MODE_DEFAULT: Readonly<ConsentModeState> = {
  functionality_storage: 'denied',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const g = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied');

/**
 * `gtag('consent', 'update', …)` from the allowed categories: functionality -> functionality_storage,
 * analytics -> analytics_storage, advertising -> ad_storage, ad_user_data and ad_personalization.
 */
export function consentModeUpdate(categories: readonly number[]): ConsentModeState {
  const ads = categories.includes(CONSENT_CATEGORY.ADVERTISING);
  return {
    functionality_storage: g(categories.includes(CONSENT_CATEGORY.FUNCTIONALITY)),
    analytics_storage: g(categories.includes(CONSENT_CATEGORY.ANALYTICS)),
    ad_storage: g(ads),
    ad_user_data: g(ads),
    ad_personalization: g(ads),
  };
}

/** The Meta pixel's consent: 'grant' once advertising (level 5 or category 8) is allowed, else 'revoke'. */
export function pixelConsent(categories: readonly number[] | null): 'grant' | 'revoke' {
  return categories?.includes(CONSENT_CATEGORY.ADVERTISING) ? 'grant' : 'revoke';
}
