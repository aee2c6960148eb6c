import { describe, expect, it } from 'vitest';
import { BLOCK_FORM_LEVEL, CATEGORIES, CONSENT_CATEGORY, CONSENT_LEVEL, isConsentCategory, isConsentLevel, SLIDER_LEVELS } from '../../src/core/consent-levels';

describe('consent level constants', () => {
  it('levels 1..5: block all, essentials, functionality, analytics, advertising', () => {
    expect(CONSENT_LEVEL).toEqual({ BLOCK_ALL: 1, ESSENTIALS: 2, FUNCTIONALITY: 3, ANALYTICS: 4, ADVERTISING: 5 });
    expect(SLIDER_LEVELS).toEqual([1, 2, 3, 4, 5]);
  });
  it('categories 5..8: essentials, functionality, analytics, advertising', () => {
    expect(CONSENT_CATEGORY).toEqual({ ESSENTIALS: 5, FUNCTIONALITY: 6, ANALYTICS: 7, ADVERTISING: 8 });
    expect(CATEGORIES).toEqual([5, 6, 7, 8]);
  });
  it('blocking form: checked -> 1, unchecked -> 5', () => {
    expect(BLOCK_FORM_LEVEL).toEqual({ CHECKED: 1, UNCHECKED: 5 });
  });
  it.each([
    [1, true, false],
    [5, true, true],
    [8, false, true],
    [0, false, false],
    [2.5, false, false],
    ['3', false, false],
  ])('%j -> level %s, category %s', (n, level, category) => {
    expect(isConsentLevel(n)).toBe(level);
    expect(isConsentCategory(n)).toBe(category);
  });
});
