/**
 * The settings modal's selection (spec section 4 "Cookie consent"): a slider (block all, then the
 * levels) and the single categories 5..8. The two always show the same choice: a slider level ticks
 * the categories it allows; ticked categories that are exactly a level's select that slider item,
 * any other set of categories leaves no slider item selected (a choice one by one). Pure reducer
 * plus the mappers the view renders from.
 */
import {
  allowedCategories,
  categoriesForLevel,
  CATEGORIES,
  CONSENT_LEVEL,
  isConsentCategory,
  isConsentLevel,
  levelIdsForLevel,
  SLIDER_LEVELS,
  sliderLevelFor,
  type ConsentCategory,
  type ConsentLevel,
} from './levels';

export interface Selection {
  /** The active slider item; null when none is (block all cleared by a checkbox). */
  level: ConsentLevel | null;
  /** Ticked single categories, ascending. */
  categories: ConsentCategory[];
}

export type SelectionAction =
  | { type: 'SELECT_LEVEL'; level: number }
  | { type: 'TOGGLE_CATEGORY'; category: number; checked: boolean }
  | { type: 'RESET'; selection: Selection };

/**
 * The selection reducer: SELECT_LEVEL chooses a level (its categories follow); TOGGLE_CATEGORY
 * changes the categories shown (those of the level, or the ticked ones) and lands on the level
 * they are, when they are one (none ticked is block all).
 */
export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'SELECT_LEVEL':
      if (!isConsentLevel(action.level)) return state;
      if (state.level === action.level && state.categories.length === 0) return state;
      return { level: action.level, categories: [] };
    case 'TOGGLE_CATEGORY': {
      if (!isConsentCategory(action.category)) return state;
      const shown = selectionCategories(state);
      const categories = action.checked ? [...new Set([...shown, action.category])] : shown.filter((c) => c !== action.category);
      categories.sort((a, b) => a - b);
      const key = categories.join(',');
      const level = SLIDER_LEVELS.find((l) => categoriesForLevel(l).join(',') === key);
      const next: Selection = level !== undefined ? { level, categories: [] } : { level: null, categories };
      if (next.level === state.level && next.categories.join(',') === state.categories.join(',')) return state;
      return next;
    }
    case 'RESET':
      return action.selection;
  }
}

/**
 * The modal's starting selection from the stored consent: a slider level 1..5 shows as that slider
 * item; a granular consent (single categories) as ticked checkboxes; no consent as `defaultLevel`.
 */
export function initialSelection(stored: { level: number; ids?: readonly number[] } | null, defaultLevel: ConsentLevel): Selection {
  if (!stored) return { level: defaultLevel, categories: [] };
  if (isConsentLevel(stored.level)) {
    const categories = allowedCategories(stored);
    const sliderCategories = levelIdsForLevel(stored.level).filter(isConsentCategory);
    // Ids that differ from what the level implies were chosen one by one: show them as checkboxes.
    if (categories.join(',') !== sliderCategories.join(',')) return { level: null, categories };
    return { level: stored.level, categories: [] };
  }
  return { level: null, categories: allowedCategories(stored) };
}

/** The categories a selection allows: the ticked ones when there are any, else those of the slider level. */
export function selectionCategories(s: Selection): ConsentCategory[] {
  if (s.categories.length > 0) return [...s.categories];
  if (s.level === null) return [];
  return allowedCategories({ level: s.level });
}

/** The `level` a save posts: the slider level, or the level the ticked categories amount to. */
export function selectionLevel(s: Selection): ConsentLevel {
  if (s.categories.length > 0) return sliderLevelFor(s.categories);
  return s.level ?? CONSENT_LEVEL.BLOCK_ALL;
}

/** The `level_id[]` a save posts: the ticked categories, else the slider level's ids ([1] for block all). */
export function selectionLevelIds(s: Selection): number[] {
  if (s.categories.length > 0) return [...s.categories];
  return levelIdsForLevel(s.level ?? CONSENT_LEVEL.BLOCK_ALL);
}

/** True when the selection blocks everything (the modal then carries its block class). */
export function isBlockAll(s: Selection): boolean {
  return s.categories.length === 0 && (s.level === null || s.level === CONSENT_LEVEL.BLOCK_ALL);
}

export type SliderItemState = 'active' | 'selected' | 'unselected';

/**
 * Each slider item's look: the active one and the levels before it (block all excluded, as the
 * plugin's `prevUntil(block)`) are green; the rest grey.
 */
export function sliderStates(s: Selection): { level: ConsentLevel; state: SliderItemState }[] {
  return SLIDER_LEVELS.map((level) => {
    if (s.level === level) return { level, state: 'active' as const };
    if (s.level !== null && level !== CONSENT_LEVEL.BLOCK_ALL && level < s.level) return { level, state: 'selected' as const };
    return { level, state: 'unselected' as const };
  });
}

/** Description texts: per category (5..8) what it lets the site do, and what always happens. */
export interface DescriptionSource {
  /** Items that hold whatever is chosen (e.g. remembering the cookie choice itself). */
  always: readonly string[];
  byCategory: Readonly<Record<ConsentCategory, readonly string[]>>;
  /** Per slider level overrides (config `levels`); used while the slider decides. */
  byLevel?: Partial<Record<ConsentLevel, { allowed?: readonly string[]; notAllowed?: readonly string[] }>>;
}

/**
 * The allowed / not-allowed lists for a selection: a slider level shows its own lists when the
 * config gives them; otherwise each category's items go to "allowed" when it is allowed and to
 * "not allowed" when it is not.
 */
export function describeSelection(s: Selection, source: DescriptionSource): { allowed: string[]; notAllowed: string[] } {
  const allowedSet = selectionCategories(s);
  const derived = { allowed: [...source.always], notAllowed: [] as string[] };
  for (const c of CATEGORIES) (allowedSet.includes(c) ? derived.allowed : derived.notAllowed).push(...source.byCategory[c]);
  if (s.categories.length === 0 && s.level !== null) {
    const own = source.byLevel?.[s.level];
    if (own) return { allowed: [...(own.allowed ?? derived.allowed)], notAllowed: [...(own.notAllowed ?? derived.notAllowed)] };
  }
  return derived;
}
