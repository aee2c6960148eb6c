/**
 * <eb-loop-grid>'s config (CONTRACT eb-loop-grid): the filter bars (Elementor's taxonomy-filter
 * widgets that point at this loop grid) and the widget's identity. Pure.
 */
import { describe, isPlainObject, type Parsed } from '../shared/parsed';
import { LOGICAL_JOINS, TAXONOMY_PATTERN, WIDGET_ID_PATTERN, effectiveJoin, type FilterRule, type LogicalJoin } from './loop-filter';

export interface LoopTerm {
  slug: string;
  name: string;
}

export interface LoopFilterConfig extends FilterRule {
  taxonomy: string;
  /** The bar's accessible name (e.g. "Categorie"); "Filter op {taxonomy}" when absent. */
  label?: string;
  terms: LoopTerm[];
  /** Elementor's `show_first_item` (default on) and `first_item_title`. */
  showAll: boolean;
  allLabel?: string;
}

export interface LoopGridConfig {
  widgetId: string;
  postId: number;
  filters: LoopFilterConfig[];
  /** Sent as `pagination_base_url`; the page's address without its query when absent. */
  paginationBaseUrl?: string;
  /** Elementor's `data-page-num` of the filter bar: > 1 on page 2+ of an archive. */
  pageNum: number;
  /** The editor preview: sends `X-WP-Nonce`, `is_edit_mode` and `widget_model`. */
  editMode: boolean;
  widgetModel?: unknown;
}

// Hand-written checks rather than ./schema.ts's combinators, so the light element's chunk does
// not carry those (issue 12's size goal); the messages are the ones the combinators give.
type Check<T> = (v: unknown, path: string) => Parsed<T>;
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = (path: string, expected: string, got: string): Parsed<never> => ({ ok: false, issue: { path, expected, got } });
const NON_EMPTY = 'a non-empty string';

/** A non-empty string. */
const text: Check<string> = (v, path) => (typeof v === 'string' && v ? ok(v) : bad(path, NON_EMPTY, describe(v)));
/** An optional non-empty string: absent or null give undefined. */
const optionalText: Check<string | undefined> = (v, path) => (v === undefined || v === null ? ok(undefined) : text(v, path));

/** Elementor's switchers: "yes" / true on; "no", "", false off; the contract's booleans too. Absent or null: `fallback`. */
function yesNo(v: unknown, path: string, fallback: boolean): Parsed<boolean> {
  if (v === undefined || v === null) return ok(fallback);
  if (v === true || v === 'yes' || v === 'true' || v === '1' || v === 1) return ok(true);
  if (v === false || v === 'no' || v === '' || v === 'false' || v === '0' || v === 0) return ok(false);
  return bad(path, 'a boolean or "yes"/"no"', JSON.stringify(v));
}

/** A join: AND, OR or NOT; Elementor's "" and DISABLED mean none (spec section 5: otherwise disabled). */
const join: Check<LogicalJoin | undefined> = (v, path) =>
  v === undefined || v === null || v === '' || v === 'DISABLED'
    ? ok(undefined)
    : (LOGICAL_JOINS as unknown[]).includes(v)
      ? ok(v as LogicalJoin)
      : bad(path, `one of ${LOGICAL_JOINS.map((j) => JSON.stringify(j)).join(', ')}`, describe(v));

/** An object's check: keys checked in order, unknown keys kept (forward compatible config). */
function object<T>(v: unknown, path: string, fields: [string, Check<unknown>][]): Parsed<T> {
  if (!isPlainObject(v)) return bad(path || '(root)', 'an object', describe(v));
  const out: Record<string, unknown> = { ...v };
  for (const [key, check] of fields) {
    const r = check(v[key], path ? `${path}.${key}` : key);
    if (!r.ok) return r;
    if (r.value === undefined) delete out[key];
    else out[key] = r.value;
  }
  return ok(out as T);
}

/** An array of objects, each item checked. */
function objects<T>(v: unknown, path: string, item: Check<T>): Parsed<T[]> {
  if (!Array.isArray(v)) return bad(path, 'an array of objects', describe(v));
  const out: T[] = [];
  for (const [i, x] of v.entries()) {
    const r = item(x, `${path}[${i}]`);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

/** A term: `{slug, name}` (Elementor's term objects), or a bare slug that is its own label. */
const term: Check<LoopTerm> = (v, path) =>
  typeof v === 'string' && v
    ? ok({ slug: v, name: v })
    : object(v, path, [
        ['slug', text],
        ['name', text],
      ]);

interface RawFilter {
  taxonomy: string;
  label?: string;
  terms: LoopTerm[];
  multiple: boolean;
  logicalJoin?: LogicalJoin;
  showAll: boolean;
  allLabel?: string;
}

const filter: Check<RawFilter> = (v, path) =>
  object(v, path, [
    ['taxonomy', (t, p) => (typeof t === 'string' && TAXONOMY_PATTERN.test(t) ? ok(t) : bad(p, `a string matching ${TAXONOMY_PATTERN}`, describe(t)))],
    ['label', optionalText],
    ['terms', (t, p) => objects(t, p, term)],
    ['multiple', (b, p) => yesNo(b, p, false)],
    ['logicalJoin', join],
    ['showAll', (b, p) => yesNo(b, p, true)],
    ['allLabel', optionalText],
  ]);

const pageNum: Check<number> = (v, path) =>
  v === undefined || v === null
    ? ok(1)
    : typeof v === 'number' && Number.isInteger(v) && v >= 1
      ? ok(v)
      : typeof v === 'string' && /^\d+$/.test(v) && Number(v) >= 1
        ? ok(Number(v))
        : bad(path, 'a page number (1 or more)', JSON.stringify(v));

/**
 * Reads the element's identity (attributes `widget-id`, `post-id`, else the closest Elementor
 * document id `fallbackPostId`) and its JSON config. Every bar's join is fitted as Elementor does
 * (AND/OR only with multiple selection; NOT always).
 */
export function parseLoopGridConfig(json: unknown, props: { widgetId?: unknown; postId?: unknown }, fallbackPostId?: string | null): Parsed<LoopGridConfig> {
  const widgetId = props.widgetId;
  if (typeof widgetId !== 'string' || !WIDGET_ID_PATTERN.test(widgetId)) {
    return { ok: false, issue: { path: 'widget-id', expected: "Elementor's widget id (7 letters or digits)", got: widgetId === undefined ? 'nothing' : JSON.stringify(widgetId) } };
  }
  const rawPost = props.postId ?? (fallbackPostId && /^\d+$/.test(fallbackPostId) ? Number(fallbackPostId) : undefined);
  if (typeof rawPost !== 'number' || !Number.isSafeInteger(rawPost) || rawPost < 1) {
    return { ok: false, issue: { path: 'post-id', expected: 'the id of the page holding the loop (an integer >= 1)', got: rawPost === undefined ? 'nothing' : JSON.stringify(rawPost) } };
  }
  const raw = json ?? {};
  if (!isPlainObject(raw)) return { ok: false, issue: { path: '(root)', expected: 'an object', got: Array.isArray(raw) ? 'an array' : typeof raw } };
  const r = object<{ filters: RawFilter[]; paginationBaseUrl?: string; pageNum: number; editMode: boolean }>(raw, '', [
    ['filters', (v, p) => (v === undefined || v === null ? ok([]) : objects(v, p, filter))],
    ['paginationBaseUrl', optionalText],
    ['pageNum', pageNum],
    ['editMode', (v, p) => yesNo(v, p, false)],
  ]);
  if (!r.ok) return r;
  const seen = new Set<string>();
  const filters: LoopFilterConfig[] = [];
  for (const [i, f] of r.value.filters.entries()) {
    if (seen.has(f.taxonomy)) return { ok: false, issue: { path: `filters[${i}].taxonomy`, expected: 'one filter bar per taxonomy', got: JSON.stringify(f.taxonomy) } };
    seen.add(f.taxonomy);
    const out: LoopFilterConfig = { taxonomy: f.taxonomy, terms: f.terms, multiple: f.multiple, showAll: f.showAll };
    const j = effectiveJoin({ multiple: f.multiple, logicalJoin: f.logicalJoin });
    if (j) out.logicalJoin = j;
    if (f.label) out.label = f.label;
    if (f.allLabel) out.allLabel = f.allLabel;
    filters.push(out);
  }
  const config: LoopGridConfig = { widgetId, postId: rawPost, filters, pageNum: r.value.pageNum, editMode: r.value.editMode };
  if (r.value.paginationBaseUrl) config.paginationBaseUrl = r.value.paginationBaseUrl;
  if (raw.widgetModel !== undefined) config.widgetModel = raw.widgetModel;
  return { ok: true, value: config };
}
