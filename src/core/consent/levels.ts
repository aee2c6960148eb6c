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

/**
 * The plugin's fold of a posted `level_id[]` list into the stored `consent_level`
 * (CT_Ultimate_GDPR_Controller_Cookie::give_consent): slider-equivalent sets fold to 1..5,
 * the other category combinations to the granular levels 6..16. Keys are ascending ids.
 */
export const LEVEL_ID_FOLD: Readonly<Record<string, number>> = {
  '1': 1,
  '5': 2,
  '6': 6,
  '7': 7,
  '8': 8,
  '5,6': 3,
  '5,7': 9,
  '5,8': 10,
  '6,7': 11,
  '6,8': 12,
  '7,8': 13,
  '5,6,7': 4,
  '5,7,8': 14,
  '5,6,8': 15,
  '6,7,8': 16,
  '5,6,7,8': 5,
};

/** Sorted, de-duplicated ids; block all (1) wins over everything, as the plugin forces. */
export function normalizeLevelIds(ids: readonly number[]): number[] {
  if (ids.includes(CONSENT_LEVEL.BLOCK_ALL)) return [CONSENT_LEVEL.BLOCK_ALL];
  return [...new Set(ids.filter(isConsentCategory))].sort((a, b) => a - b);
}

/** Folds a `level_id[]` list to the stored consent level, or undefined when the plugin has no entry. */
export function foldLevelIds(ids: readonly number[]): number | undefined {
  const key = normalizeLevelIds(ids).join(',');
  return LEVEL_ID_FOLD[key];
}

/** The single categories (5..8) a stored consent level allows: slider levels 1..5 and granular 6..16. */
export function categoriesForLevel(level: number): ConsentCategory[] {
  if (level >= CONSENT_LEVEL.ESSENTIALS && level <= CONSENT_LEVEL.ADVERTISING) return CATEGORIES.slice(0, level - 1);
  for (const [key, folded] of Object.entries(LEVEL_ID_FOLD)) {
    if (folded === level && folded > CONSENT_LEVEL.ADVERTISING) return key.split(',').map(Number) as ConsentCategory[];
  }
  return [];
}

/** The categories a stored consent allows: its category ids when it has them, else those of its level. */
export function allowedCategories(consent: { level: number; ids?: readonly number[] }): ConsentCategory[] {
  const ids = normalizeLevelIds(consent.ids ?? []);
  if (ids.length === 1 && ids[0] === CONSENT_LEVEL.BLOCK_ALL) return [];
  if (ids.length > 0) return ids as ConsentCategory[];
  return categoriesForLevel(consent.level);
}

/**
 * The slider level a set of single categories amounts to: none -> 1 (block all); otherwise the
 * longest run from essentials upwards, at least essentials (2).
 */
export function sliderLevelFor(categories: readonly number[]): ConsentLevel {
  if (categories.length === 0) return CONSENT_LEVEL.BLOCK_ALL;
  let run = 0;
  while (run < CATEGORIES.length && categories.includes(CATEGORIES[run]!)) run++;
  return Math.max(CONSENT_LEVEL.ESSENTIALS, run + 1) as ConsentLevel;
}

/** The `level_id[]` list for a slider level: [1] for block all, else the categories it covers. */
export function levelIdsForLevel(level: ConsentLevel): number[] {
  return level === CONSENT_LEVEL.BLOCK_ALL ? [CONSENT_LEVEL.BLOCK_ALL] : categoriesForLevel(level);
}

/**
 * Whether content marked `data-consent-level="n"` may run for the allowed categories: level 1 (or
 * less) once any consent is recorded, levels 2..5 when their category (n + 3) is allowed.
 */
export function contentLevelAllowed(n: number, categories: readonly number[] | null): boolean {
  if (categories === null || !Number.isFinite(n)) return false;
  if (n <= CONSENT_LEVEL.BLOCK_ALL) return true;
  if (n > CONSENT_LEVEL.ADVERTISING) return false;
  return categories.includes(Math.round(n) + 3);
}
