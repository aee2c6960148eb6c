/**
 * <eb-loop-grid>'s config (CONTRACT eb-loop-grid): the filter bars (Elementor's taxonomy-filter
 * widgets that point at this loop grid) and the widget's identity. Pure.
 */
import { array, isPlainObject, object, oneOf, optional, string, withDefault, type Parsed, type Schema } from '../shared/schema';
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

/** Elementor's switchers: "yes" / true on; "no", "", false off; the contract's booleans too. */
function yesNo(): Schema<boolean> {
  const expected = 'a boolean or "yes"/"no"';
  return {
    expected,
    parse: (v, path) => {
      if (v === true || v === 'yes' || v === 'true' || v === '1' || v === 1) return { ok: true, value: true };
      if (v === false || v === 'no' || v === '' || v === 'false' || v === '0' || v === 0) return { ok: true, value: false };
      return { ok: false, issue: { path, expected, got: JSON.stringify(v) } };
    },
  };
}

/** A join: AND, OR or NOT; Elementor's "" and DISABLED mean none (spec section 5: otherwise disabled). */
function join(): Schema<LogicalJoin | undefined> {
  const values = oneOf(LOGICAL_JOINS);
  return { expected: values.expected, parse: (v, path) => (v === undefined || v === null || v === '' || v === 'DISABLED' ? { ok: true, value: undefined } : values.parse(v, path)) };
}

/** A term: `{slug, name}` (Elementor's term objects), or a bare slug that is its own label. */
function term(): Schema<LoopTerm> {
  const full = object({ slug: string({ nonEmpty: true }), name: string({ nonEmpty: true }) });
  return {
    expected: full.expected,
    parse: (v, path) => (typeof v === 'string' && v ? { ok: true, value: { slug: v, name: v } } : full.parse(v, path)),
  };
}

const filterSchema = object({
  taxonomy: string({ pattern: TAXONOMY_PATTERN }),
  label: optional(string({ nonEmpty: true })),
  terms: array(term()),
  multiple: withDefault(yesNo(), false),
  logicalJoin: join(),
  showAll: withDefault(yesNo(), true),
  allLabel: optional(string({ nonEmpty: true })),
});

const configSchema = object({
  filters: withDefault(array(filterSchema), []),
  paginationBaseUrl: optional(string({ nonEmpty: true })),
  pageNum: withDefault(
    { expected: 'a page number', parse: (v, path) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? { ok: true, value: v } : typeof v === 'string' && /^\d+$/.test(v) && Number(v) >= 1 ? { ok: true, value: Number(v) } : { ok: false, issue: { path, expected: 'a page number (1 or more)', got: JSON.stringify(v) } }) } as Schema<number>,
    1,
  ),
  editMode: withDefault(yesNo(), false),
});

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
  const r = configSchema.parse(raw, '');
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
