import { describe, expect, it } from 'vitest';
import {
  allowedCategories,
  BLOCK_FORM_LEVEL,
  CATEGORIES,
  categoriesForLevel,
  CONSENT_CATEGORY,
  CONSENT_LEVEL,
  contentLevelAllowed,
  foldLevelIds,
  isConsentCategory,
  isConsentLevel,
  levelIdsForLevel,
  normalizeLevelIds,
  SLIDER_LEVELS,
  sliderLevelFor,
} from '../../../src/core/consent/levels';

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


describe('foldLevelIds: the plugin fold of level_id[] into consent_level', () => {
  it.each([
    [[1], 1],
    [[1, 6, 7], 1],
    [[5], 2],
    [[5, 6], 3],
    [[6, 5], 3],
    [[5, 6, 7], 4],
    [[5, 6, 7, 8], 5],
    [[8, 7, 6, 5, 5], 5],
    [[6], 6],
    [[7], 7],
    [[8], 8],
    [[5, 7], 9],
    [[5, 8], 10],
    [[6, 7], 11],
    [[6, 8], 12],
    [[7, 8], 13],
    [[5, 7, 8], 14],
    [[5, 6, 8], 15],
    [[6, 7, 8], 16],
    [[], undefined],
    [[2, 3], undefined],
  ])('%j -> %s', (ids, level) => expect(foldLevelIds(ids)).toBe(level));
});

describe('categoriesForLevel: what a stored level allows', () => {
  it.each([
    [1, []],
    [2, [5]],
    [3, [5, 6]],
    [4, [5, 6, 7]],
    [5, [5, 6, 7, 8]],
    [6, [6]],
    [7, [7]],
    [8, [8]],
    [9, [5, 7]],
    [12, [6, 8]],
    [16, [6, 7, 8]],
    [0, []],
    [17, []],
  ])('%s -> %j', (level, categories) => expect(categoriesForLevel(level)).toEqual(categories));

  it('every granular level folds back to itself', () => {
    for (let level = 1; level <= 16; level++) {
      const ids = level === 1 ? [1] : categoriesForLevel(level);
      expect(foldLevelIds(ids), String(level)).toBe(level);
    }
  });
});

describe('allowedCategories: ids win over the level', () => {
  it.each([
    [{ level: 5 }, [5, 6, 7, 8]],
    [{ level: 5, ids: [] }, [5, 6, 7, 8]],
    [{ level: 3, ids: [2] }, [5, 6]],
    [{ level: 2, ids: [6, 8] }, [6, 8]],
    [{ level: 5, ids: [1] }, []],
    [{ level: 12, ids: [] }, [6, 8]],
  ])('%j -> %j', (consent, categories) => expect(allowedCategories(consent)).toEqual(categories));
});

describe('normalizeLevelIds / sliderLevelFor / levelIdsForLevel', () => {
  it.each([
    [[8, 5, 5, 3], [5, 8]],
    [[7, 1], [1]],
    [[], []],
  ])('normalize %j -> %j', (ids, expected) => expect(normalizeLevelIds(ids)).toEqual(expected));
  it.each([
    [[], 1],
    [[5], 2],
    [[6], 2],
    [[8], 2],
    [[5, 6], 3],
    [[5, 6, 8], 3],
    [[5, 6, 7], 4],
    [[5, 6, 7, 8], 5],
  ])('sliderLevelFor %j -> %s', (ids, level) => expect(sliderLevelFor(ids)).toBe(level));
  it.each([
    [1, [1]],
    [2, [5]],
    [4, [5, 6, 7]],
    [5, [5, 6, 7, 8]],
  ] as const)('levelIdsForLevel %s -> %j', (level, ids) => expect(levelIdsForLevel(level)).toEqual(ids));
});

describe('contentLevelAllowed: data-consent-level gating', () => {
  it.each([
    [1, null, false],
    [1, [], true],
    [2, [], false],
    [2, [5], true],
    [4, [5, 6], false],
    [4, [5, 6, 7], true],
    [4, [7], true],
    [5, [5, 6, 7], false],
    [5, [8], true],
    [6, [5, 6, 7, 8], false],
    [Number.NaN, [5, 6, 7, 8], false],
  ])('level %s with %j -> %s', (n, categories, expected) => expect(contentLevelAllowed(n, categories)).toBe(expected));
});
