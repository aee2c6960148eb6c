/**
 * Elementor Pro's two search widgets (reference/elementor-widgets.md §4): the old Search Form
 * (`search-form`, skins classic / minimal / full_screen, §4.1) and the Search widget with live
 * results (`search`, §4.2). Their `data-settings` read loosely (numbers as strings, `""` for off,
 * garbage reads as the default with a warning; only a root that is not an object is an issue),
 * and the rule for when typing asks for results. Pure.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';

/** The live search's debounce after the last keystroke (SE `debounce(callback, timeout = 300)`). */
export const SEARCH_DEBOUNCE_MS = 300;
/** `minimum_search_characters`' default, also what `0`/`""` fall back to (SE `|| 3`). */
export const DEFAULT_MIN_CHARS = 3;
/** The largest minimum Elementor's control offers (search.php L343-355: 1…5 in the UI; kept loose). */
const MAX_MIN_CHARS = 100;
/** `page_limit_settings`' default (search.php L586-593). */
export const DEFAULT_PAGE_LIMIT = 5;
const MAX_PAGE_LIMIT = 1000;

export type SearchWidget = 'search-form' | 'search';
export type SearchFormSkin = 'classic' | 'minimal' | 'full_screen';
export const SEARCH_FORM_SKINS: readonly SearchFormSkin[] = ['classic', 'minimal', 'full_screen'];
export type SearchPagination = 'none' | 'numbers' | 'previous_next' | 'numbers_previous_next';
const PAGINATIONS: readonly SearchPagination[] = ['none', 'numbers', 'previous_next', 'numbers_previous_next'];
export type SubmitTrigger = 'click_submit' | 'key_enter' | 'both';
const TRIGGERS: readonly SubmitTrigger[] = ['click_submit', 'key_enter', 'both'];

export interface SearchFormSettings {
  widget: 'search-form';
  skin: SearchFormSkin;
}

export interface LiveSearchSettings {
  widget: 'search';
  /** `live_results` on and a `template_id` to render the results with (SE `shouldShowLiveResults`). */
  live: boolean;
  templateId: string;
  /** Characters typed before a request is sent. */
  minChars: number;
  pagination: SearchPagination;
  /** Most pages the pagination offers. */
  pageLimit: number;
  submitTrigger: SubmitTrigger;
  /** `results_is_dropdown_width`: "search_field" (default) or "widget_width". */
  dropdownWidth: 'search_field' | 'widget_width';
}

export type SearchSettings = SearchFormSettings | LiveSearchSettings;

export interface SearchRead {
  settings: SearchSettings;
  /** Console warnings (a value that could not be read), each said once. */
  warnings: string[];
}

/**
 * Which widget a `data-widget_type` names ("search-form.default", "search.default"); without one,
 * the markup decides: `.e-search-input` is the Search widget, anything else the Search Form.
 */
export function searchWidget(widgetType: string | null | undefined, hasLiveMarkup: boolean): SearchWidget {
  const name = String(widgetType ?? '').split('.')[0];
  if (name === 'search-form' || name === 'search') return name;
  return hasLiveMarkup ? 'search' : 'search-form';
}

/** A number Elementor printed: 3, "3", {"size": 3}; `""`, `[]`, null, absent and garbage read as undefined. */
export function looseNumber(v: unknown): number | undefined {
  if (isPlainObject(v)) return looseNumber(v.size);
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Elementor's switchers: "yes" (or true, "1", 1) is on; anything else off. */
const yes = (v: unknown) => v === 'yes' || v === true || v === '1' || v === 1;

const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** One of `allowed`, else `fallback` with a warning (absent and `""` silently). */
function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T, key: string, warnings: string[]): T {
  if (v === undefined || v === null || v === '') return fallback;
  if ((allowed as readonly unknown[]).includes(v)) return v as T;
  warnings.push(`${key} ${show(v)} is not one of ${allowed.join(', ')}: ${fallback} is used`);
  return fallback;
}

/** A whole number in [1, max], else `fallback` (Elementor's `|| default`: 0 and "" are the default). */
function whole(v: unknown, max: number, fallback: number, key: string, warnings: string[]): number {
  if (v === undefined || v === null || v === '' || v === 0 || v === '0') return fallback;
  const n = looseNumber(v);
  if (n === undefined || n < 1 || n > max) {
    warnings.push(`${key} ${show(v)} is not a whole number from 1 to ${max}: ${fallback} is used`);
    return fallback;
  }
  return Math.floor(n);
}

/**
 * Reads a search widget's `data-settings` (the parsed JSON; undefined = none printed, as Elementor
 * prints none when every value is the default).
 */
export function readSearchSettings(raw: unknown, widget: SearchWidget): Parsed<SearchRead> {
  const r = raw ?? {};
  if (!isPlainObject(r)) return { ok: false, issue: { path: '(root)', expected: 'an object of widget settings', got: Array.isArray(r) ? 'an array' : typeof r } };
  const warnings: string[] = [];
  if (widget === 'search-form') return { ok: true, value: { warnings, settings: { widget, skin: oneOf(r.skin, SEARCH_FORM_SKINS, 'classic', 'skin', warnings) } } };
  const id = r.template_id;
  const templateId = typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : typeof id === 'string' && /^\d{1,20}$/.test(id.trim()) && Number(id) > 0 ? id.trim() : '';
  if (id !== undefined && id !== null && id !== '' && !templateId) warnings.push(`template_id ${show(id)} is not a post id: no live results`);
  return {
    ok: true,
    value: {
      warnings,
      settings: {
        widget,
        live: yes(r.live_results) && templateId !== '',
        templateId,
        minChars: whole(r.minimum_search_characters, MAX_MIN_CHARS, DEFAULT_MIN_CHARS, 'minimum_search_characters', warnings),
        pagination: oneOf(r.pagination_type_options, PAGINATIONS, 'none', 'pagination_type_options', warnings),
        pageLimit: whole(r.page_limit_settings, MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT, 'page_limit_settings', warnings),
        submitTrigger: oneOf(r.submit_trigger, TRIGGERS, 'click_submit', 'submit_trigger', warnings),
        dropdownWidth: oneOf(r.results_is_dropdown_width, ['search_field', 'widget_width'] as const, 'search_field', 'results_is_dropdown_width', warnings),
      },
    },
  };
}

/**
 * What a change of the field's value asks for (SE `onType`): an empty field clears the results;
 * live results off, or fewer characters than the minimum, wait; otherwise a request for page 1.
 * Characters are counted as the visitor sees them (code points), spaces included, as Elementor
 * counts `value.length`.
 */
export function searchAction(term: string, s: Pick<LiveSearchSettings, 'live' | 'minChars'>): 'clear' | 'wait' | 'search' {
  if (term === '') return 'clear';
  if (!s.live) return 'wait';
  return [...term].length >= s.minChars ? 'search' : 'wait';
}

/** The query parameter of the results' pagination links (search.php `?e-search-page=%#%`). */
export const SEARCH_PAGE_PARAM = 'e-search-page';

/**
 * The page a results pagination link asks for: its `e-search-page` (SE `handleLinkClick`; absent
 * means 1), or undefined for a link that is no page of these results (unparseable, not a whole number >= 1).
 */
export function searchPageOf(href: string | null | undefined, base = 'http://localhost/'): number | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  const v = url.searchParams.get(SEARCH_PAGE_PARAM);
  if (v === null) return 1;
  return /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : undefined;
}
