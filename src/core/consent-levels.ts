/**
 * Consent levels and single categories (spec sections 2 and 3, CONTRACT "gdpr-consent").
 * Slider levels 1..5; checkbox categories 5..8 are single categories.
 */
export const CONSENT_LEVEL = {
  BLOCK_ALL: 1,
  ESSENTIALS: 2,
  FUNCTIONALITY: 3,
  ANALYTICS: 4,
  ADVERTISING: 5,
} as const;

export const CONSENT_CATEGORY = {
  ESSENTIALS: 5,
  FUNCTIONALITY: 6,
  ANALYTICS: 7,
  ADVERTISING: 8,
} as const;

export type ConsentLevel = (typeof CONSENT_LEVEL)[keyof typeof CONSENT_LEVEL];
export type ConsentCategory = (typeof CONSENT_CATEGORY)[keyof typeof CONSENT_CATEGORY];

/** The slider order: block all first, then the levels (spec "Settings modal with a slider"). */
export const SLIDER_LEVELS: readonly ConsentLevel[] = [1, 2, 3, 4, 5];

/** The single-category checkbox values, in display order. */
export const CATEGORIES: readonly ConsentCategory[] = [5, 6, 7, 8];

/** Consent-blocking form: checked = level 1, unchecked = level 5 (spec "Consent level"). */
export const BLOCK_FORM_LEVEL = { CHECKED: 1, UNCHECKED: 5 } as const;

/** True for a slider level 1..5. */
export function isConsentLevel(n: unknown): n is ConsentLevel {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;
}

/** True for a single category 5..8. */
export function isConsentCategory(n: unknown): n is ConsentCategory {
  return typeof n === 'number' && Number.isInteger(n) && n >= 5 && n <= 8;
}
