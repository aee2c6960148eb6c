/**
 * Elementor Pro's loop-grid taxonomy filter (reference/elementor.md §5; PE
 * `modules/loop-filter/**`): the filter state of one loop widget, its query-string form
 * `e-filter-{widgetId}-{taxonomy}=term1+term2`, the click rules of the filter buttons and the
 * backend's reading of the `refresh-loop` filters (the request itself: ./loop-refresh.ts). Pure:
 * the query string and the current state come in as arguments.
 */
import { FORBIDDEN_KEYS, isPlainObject, type Parsed } from '../shared/parsed';

/** Spec section 9, "Filter separators": '+' AND, '~' OR, '!' NOT. */
export const FILTER_SEPARATORS = { AND: '+', OR: '~', NOT: '!' } as const;

/** Elementor's value of the "All" button (`filterValues.default`). */
export const FILTER_ALL = '__all';

/** Elementor's widget id: 7 letters or digits (`Refresh_Base::is_widget_id_valid`). */
export const WIDGET_ID_PATTERN = /^[a-zA-Z0-9]{7}$/;

/** A WordPress taxonomy key as it may appear in a filter parameter (register_taxonomy refuses one over 32 characters). */
export const TAXONOMY_PATTERN = /^[a-zA-Z0-9_-]{1,32}$/;

/** AND: every term; OR: any term; NOT: none of the terms (spec section 5: otherwise disabled). */
export type LogicalJoin = keyof typeof FILTER_SEPARATORS;
export const LOGICAL_JOINS = Object.keys(FILTER_SEPARATORS) as LogicalJoin[];

/** The selection of one taxonomy, as `widget_filters.taxonomy[tax]` carries it. */
export interface TermFilter {
  terms: string[];
  /** Absent for single selection (Elementor's DISABLED). */
  logicalJoin?: LogicalJoin;
}

/** The selections of one loop widget by taxonomy, in the order the filters were set. */
export type LoopFilters = Record<string, TermFilter>;

/** How one filter bar behaves (from the element's config). */
export interface FilterRule {
  multiple: boolean;
  /** AND or OR apply only with multiple selection; NOT always (terms chosen are excluded). */
  logicalJoin?: LogicalJoin | undefined;
}

/** The query parameter of a widget's filter on `taxonomy`. */
export function filterParam(widgetId: string, taxonomy: string): string {
  return `e-filter-${widgetId}-${taxonomy}`;
}

/** The prefix of the widget's pagination parameter (`e-page-{widgetId}`), dropped on every filter change. */
export function pageParam(widgetId: string): string {
  return `e-page-${widgetId}`;
}

/** The join a filter bar sends: AND/OR only with multiple selection, NOT always, else none (DISABLED). */
export function effectiveJoin(rule: FilterRule): LogicalJoin | undefined {
  if (rule.logicalJoin === 'NOT') return 'NOT';
  return rule.multiple && (rule.logicalJoin === 'AND' || rule.logicalJoin === 'OR') ? rule.logicalJoin : undefined;
}

/**
 * A filter parameter's value as `URLSearchParams.get` returns it (a `+` arrives as a space, as
 * Elementor's `fromBrowser` separator says). `~` means OR, `!` NOT, otherwise AND; empty gives
 * undefined (`e-filter-x-tax=` is skipped, as Elementor's server does).
 */
export function parseFilterValue(value: string): TermFilter | undefined {
  let join: LogicalJoin = 'AND';
  let parts: string[];
  if (value.includes(FILTER_SEPARATORS.OR)) {
    join = 'OR';
    parts = value.split(FILTER_SEPARATORS.OR);
  } else if (value.includes(FILTER_SEPARATORS.NOT)) {
    join = 'NOT';
    parts = value.split(FILTER_SEPARATORS.NOT);
  } else parts = value.split(/[ +]/);
  const terms = [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
  return terms.length ? { terms, logicalJoin: join } : undefined;
}

/** Writes a selection as a parameter value: `a+b` (AND), `a~b` (OR), `!a!b` (NOT, each term marked). */
export function formatFilterValue(filter: TermFilter): string {
  const terms = filter.terms.map(encodeTerm);
  if (filter.logicalJoin === 'NOT') return terms.map((t) => FILTER_SEPARATORS.NOT + t).join('');
  return terms.join(FILTER_SEPARATORS[filter.logicalJoin === 'OR' ? 'OR' : 'AND']);
}

/** Percent-encodes a slug as URLSearchParams would, plus the separator characters themselves. */
function encodeTerm(term: string): string {
  return encodeURIComponent(term).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decodeQueryPart(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** The raw `key=value` pairs of a query string (leading `?` optional), keys decoded. */
function rawPairs(search: string): { key: string; raw: string }[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((raw) => ({ key: decodeQueryPart(raw.split('=')[0] ?? ''), raw }));
}

/**
 * The filters of `widgetId` found in a query string, by taxonomy, in their order there. A
 * taxonomy may hold `-` (Elementor's server drops those, a known quirk; we read them).
 */
export function readFilters(search: string, widgetId: string): LoopFilters {
  const prefix = `${filterParam(widgetId, '')}`;
  const out: LoopFilters = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(prefix)) continue;
    const taxonomy = key.slice(prefix.length);
    // `__proto__` would replace the result's prototype (a link could set it): no taxonomy is named so.
    if (!TAXONOMY_PATTERN.test(taxonomy) || FORBIDDEN_KEYS.includes(taxonomy)) continue;
    const f = parseFilterValue(value);
    if (f) out[taxonomy] = f;
  }
  return out;
}

/**
 * The query string (with `?`, or `''`) after a filter change of `widgetId`: every other parameter
 * kept byte for byte, the widget's own `e-filter-…` and `e-page-{widgetId}…` parameters dropped
 * (back to page 1, as Elementor's `updateURLQueryString`), then its current filters appended.
 */
export function writeFilters(search: string, widgetId: string, filters: LoopFilters): string {
  const own = filterParam(widgetId, '');
  const page = pageParam(widgetId);
  const kept = rawPairs(search)
    .filter(({ key }) => !key.startsWith(own) && !key.startsWith(page))
    .map(({ raw }) => raw);
  for (const [taxonomy, f] of Object.entries(filters)) {
    if (f.terms.length) kept.push(`${encodeURIComponent(filterParam(widgetId, taxonomy))}=${formatFilterValue(f)}`);
  }
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * The address to push after a filter change. On a paginated archive (`pageNum` > 1, Elementor's
 * `data-page-num`) it is the widget's base URL merged with the parameters, minus `page`/`paged`
 * (Elementor's `formatQueryString`); otherwise the current path with the new query string.
 */
export function filterUrl(location: { pathname: string; search: string }, widgetId: string, filters: LoopFilters, opts: { pageNum?: number; baseUrl?: string } = {}): string {
  const qs = writeFilters(location.search, widgetId, filters);
  if ((opts.pageNum ?? 1) > 1 && opts.baseUrl) {
    const [basePath, baseQuery = ''] = opts.baseUrl.split('?') as [string, string?];
    const base = new URLSearchParams(baseQuery);
    const input = rawPairs(qs).filter(({ key }) => !base.has(key) && key !== 'page' && key !== 'paged');
    base.delete('page');
    base.delete('paged');
    const merged = [base.toString(), ...input.map(({ raw }) => raw)].filter(Boolean).join('&');
    return merged ? `${basePath}?${merged}` : basePath;
  }
  return qs || location.pathname;
}

/**
 * A click on a filter button (Elementor's `onFilterButtonClick`): All clears the taxonomy (and
 * does nothing when nothing was selected); an active term is deselected (All again when none is
 * left, or always with single selection); another term is added (multiple) or replaces (single).
 */
export function clickTerm(current: TermFilter | undefined, term: string, rule: FilterRule): { next: TermFilter | undefined; changed: boolean } {
  const join = effectiveJoin(rule);
  const make = (terms: string[]): TermFilter | undefined => (terms.length ? (join ? { terms, logicalJoin: join } : { terms }) : undefined);
  if (term === FILTER_ALL) return { next: undefined, changed: current !== undefined && current.terms.length > 0 };
  const terms = current?.terms ?? [];
  if (terms.includes(term)) return { next: rule.multiple ? make(terms.filter((t) => t !== term)) : undefined, changed: true };
  return { next: make(rule.multiple ? [...terms, term] : [term]), changed: true };
}

/** Fits a selection read from the URL to its filter bar: the bar's join, not the URL's separator (as Elementor's client). */
export function fitToRule(filter: TermFilter | undefined, rule: FilterRule): TermFilter | undefined {
  if (!filter || !filter.terms.length) return undefined;
  const join = effectiveJoin(rule);
  return join ? { terms: [...filter.terms], logicalJoin: join } : { terms: [...filter.terms] };
}

/** True when two selections hold the same terms (in any order) and join. */
export function sameFilters(a: LoopFilters, b: LoopFilters): boolean {
  const keys = (f: LoopFilters) => Object.keys(f).filter((k) => f[k]!.terms.length);
  const ka = keys(a);
  if (ka.length !== keys(b).length) return false;
  return ka.every((k) => {
    const x = a[k]!;
    const y = b[k];
    return !!y && x.logicalJoin === y.logicalJoin && x.terms.length === y.terms.length && x.terms.every((t) => y.terms.includes(t));
  });
}

/** Validates the refresh body's filters as the reference backend reads them. */
export function parseWidgetFilters(raw: unknown): Parsed<LoopFilters> {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return { ok: true, value: {} };
  if (!isPlainObject(raw)) return { ok: false, issue: { path: 'widget_filters', expected: 'an object', got: typeof raw } };
  const tax = raw.taxonomy;
  if (tax === undefined || (Array.isArray(tax) && tax.length === 0)) return { ok: true, value: {} };
  if (!isPlainObject(tax)) return { ok: false, issue: { path: 'widget_filters.taxonomy', expected: 'an object', got: typeof tax } };
  const out: LoopFilters = {};
  for (const [name, f] of Object.entries(tax)) {
    const path = `widget_filters.taxonomy.${name}`;
    if (!TAXONOMY_PATTERN.test(name) || FORBIDDEN_KEYS.includes(name)) return { ok: false, issue: { path, expected: 'a taxonomy key', got: JSON.stringify(name) } };
    if (!isPlainObject(f) || !Array.isArray(f.terms) || !f.terms.every((t) => typeof t === 'string')) {
      return { ok: false, issue: { path: `${path}.terms`, expected: 'an array of term slugs', got: isPlainObject(f) ? typeof f.terms : typeof f } };
    }
    const join = f.logicalJoin;
    if (join !== undefined && !(LOGICAL_JOINS as unknown[]).includes(join)) {
      return { ok: false, issue: { path: `${path}.logicalJoin`, expected: 'one of "AND", "OR", "NOT"', got: JSON.stringify(join) } };
    }
    const terms = [...new Set((f.terms as string[]).filter(Boolean))];
    if (terms.length) out[name] = join ? { terms, logicalJoin: join as LogicalJoin } : { terms };
  }
  return { ok: true, value: out };
}
