/**
 * Elementor Pro's Posts, Archive Posts and Loop Grid pagination (reference/elementor-widgets.md §2):
 * the widget's `data-settings` read loosely (numbers as strings, `""` for unset, `{unit,size,sizes}`
 * sliders, unknown values read as unset, nothing throws), the load-more anchor's state and end
 * rule (§2.3), the page URLs the server prints and reads (§2.4), where a fetched page's new items
 * are (scoped by the widget's `[data-id]`), the next-URL safety rule and the masonry pulls (§2.5).
 * Pure: the DOM, the device mode and the measured boxes come in as arguments.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';
import type { DeviceMode } from './device-mode';

// looseNumber and the responsive fallback are small copies of carousel.ts's and sticky.ts's: importing
// them would put both modules (their shared chunks, 2.6 KB gzip) in <eb-posts>'s chunk graph.

/** A number Elementor printed: 3, "3", {"size": 3}; `""`, `[]`, null, absent and garbage read as undefined. */
export function looseNumber(v: unknown): number | undefined {
  if (isPlainObject(v)) return looseNumber(v.size);
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Narrow to wide, as Elementor's `getResponsiveControlValue` walks back from the current mode to desktop. */
const FALLBACK_ORDER: DeviceMode[] = ['desktop', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'];
function responsiveValue<T>(values: Partial<Record<DeviceMode | '', T>>, mode: DeviceMode): T | undefined {
  if (mode === 'widescreen') return values.widescreen ?? values[''];
  for (let i = FALLBACK_ORDER.indexOf(mode); i > 0; i--) {
    const v = values[FALLBACK_ORDER[i]!];
    if (v !== undefined) return v;
  }
  return values[''];
}

export type PostsFamily = 'posts' | 'archive-posts' | 'loop-grid';

/** `pagination_type` as Elementor prints it (posts-base.php:178-186); `''` = none. */
export type PaginationType = '' | 'numbers' | 'prev_next' | 'numbers_and_prev_next' | 'load_more_on_click' | 'load_more_infinite_scroll';
const PAGINATION_TYPES: readonly PaginationType[] = ['', 'numbers', 'prev_next', 'numbers_and_prev_next', 'load_more_on_click', 'load_more_infinite_scroll'];
/** Spellings seen in hand-written configs, read as Elementor's own. */
const PAGINATION_ALIASES: Record<string, PaginationType> = {
  load_on_click: 'load_more_on_click',
  load_more: 'load_more_on_click',
  click: 'load_more_on_click',
  load_on_scroll: 'load_more_infinite_scroll',
  infinite_scroll: 'load_more_infinite_scroll',
  infinite: 'load_more_infinite_scroll',
  scroll: 'load_more_infinite_scroll',
  none: '',
};

/** Per device suffix ('' = desktop). */
export type PerDevice = Partial<Record<DeviceMode | '', number>>;
const SUFFIXES: readonly (DeviceMode | '')[] = ['', 'widescreen', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'];

export interface PostsSettings {
  family: PostsFamily;
  /** The skin (`classic`, `cards`, `full_content`, `archive_cards`, `post`, …): the settings' key prefix for posts. */
  skin: string;
  pagination: PaginationType;
  /** `click` or `scroll` for the two load-more types, else undefined (links stay links). */
  loadMore: 'click' | 'scroll' | undefined;
  /** The spinner icon is set (`load_more_spinner.value` not empty). */
  spinner: boolean;
  masonry: boolean;
  columns: PerDevice;
  rowGap: PerDevice;
  /** `load_more_no_posts_custom_message` when printed (Elementor shows it at the end). */
  endMessage: string | undefined;
}

export interface PostsRead {
  settings: PostsSettings;
  warnings: string[];
}

/** How long a next page may take before the loading state ends with a retry (not in Elementor, which waits for ever; chosen here). */
export const NEXT_PAGE_TIMEOUT_MS = 15_000;
/** Infinite scroll starts this far before the anchor reaches the viewport (Elementor: 0px), so appended posts land out of sight. */
export const SCROLL_MARGIN_PX = 300;

/** Elementor's default for `load_more_no_posts_custom_message` (skin-base.php L461): our own strings replace it when absent. */
export const ELEMENTOR_END_MESSAGE = 'No more posts to show';
/** Longest end message kept (a setting is text, not a document). */
const MAX_MESSAGE = 500;

/** The family and skin of a `data-widget_type` ("posts.cards", "archive-posts.archive_classic", "loop-grid.post"). */
export function postsWidgetType(widgetType: string | null | undefined, settingsSkin?: unknown): { family: PostsFamily; skin: string } {
  const [name = '', skin = ''] = String(widgetType ?? '').split('.');
  const family: PostsFamily = name === 'archive-posts' ? 'archive-posts' : name === 'loop-grid' || name === 'loop-carousel' ? 'loop-grid' : 'posts';
  const own = typeof settingsSkin === 'string' && /^[a-z_]{1,40}$/.test(settingsSkin) ? settingsSkin : '';
  const fallback = family === 'archive-posts' ? 'archive_classic' : family === 'loop-grid' ? 'post' : 'classic';
  return { family, skin: /^[a-z_]{1,40}$/.test(skin) && skin !== 'default' ? skin : own || fallback };
}

/** `pagination_type` read loosely: Elementor's values, a few aliases, anything else `''` (with a warning when not empty). */
export function paginationType(v: unknown): { type: PaginationType; known: boolean } {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return { type: '', known: true };
  const s = String(v).trim().toLowerCase();
  if ((PAGINATION_TYPES as readonly string[]).includes(s)) return { type: s as PaginationType, known: true };
  if (s in PAGINATION_ALIASES) return { type: PAGINATION_ALIASES[s]!, known: true };
  return { type: '', known: false };
}

/** Columns: a whole number 1…12. */
const columns = (v: unknown) => {
  const n = looseNumber(v);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
};
/** A gap in px, 0…500. */
const gap = (v: unknown) => {
  const n = looseNumber(v);
  return n !== undefined && n >= 0 && n <= 500 ? n : undefined;
};

function perDevice(raw: Record<string, unknown>, key: string, read: (v: unknown) => number | undefined): PerDevice {
  const out: PerDevice = {};
  for (const d of SUFFIXES) {
    const v = read(raw[d ? `${key}_${d}` : key]);
    if (v !== undefined) out[d] = v;
  }
  return out;
}

/**
 * The widget's settings. A config that is not an object (or absent) reads as all defaults; only a
 * value of the wrong kind for the whole config (a string, a number) is refused.
 */
export function readPostsSettings(raw: unknown, widgetType?: string | null): Parsed<PostsRead> {
  if (raw !== undefined && raw !== null && !isPlainObject(raw) && !(Array.isArray(raw) && raw.length === 0)) {
    return { ok: false, issue: { path: 'data-settings', expected: "an object (the widget's settings)", got: Array.isArray(raw) ? 'an array' : typeof raw } };
  }
  const s = isPlainObject(raw) ? raw : {};
  const warnings: string[] = [];
  const { family, skin } = postsWidgetType(widgetType, s._skin);
  const p = paginationType(s.pagination_type);
  if (!p.known) warnings.push(`unknown pagination_type ${JSON.stringify(String(s.pagination_type).slice(0, 40))}: read as none, links stay links`);
  // Posts prefix their layout keys with the skin; the Loop Grid does not. Either is read.
  const prefix = family === 'loop-grid' ? '' : `${skin}_`;
  const pick = (key: string, read: (v: unknown) => number | undefined) => {
    const prefixed = prefix ? perDevice(s, `${prefix}${key}`, read) : {};
    return Object.keys(prefixed).length ? prefixed : perDevice(s, key, read);
  };
  const masonryRaw = s[`${prefix}masonry`] ?? s.masonry;
  const spinner = s.load_more_spinner;
  const spinnerValue = isPlainObject(spinner) ? spinner.value : spinner;
  const message = s.load_more_no_posts_custom_message;
  return {
    ok: true,
    value: {
      settings: {
        family,
        skin,
        pagination: p.type,
        loadMore: p.type === 'load_more_on_click' ? 'click' : p.type === 'load_more_infinite_scroll' ? 'scroll' : undefined,
        // Absent: Elementor's default icon; "" or an empty icon: no spinner (e-load-more-no-spinner).
        spinner: spinner === undefined ? true : typeof spinnerValue === 'string' ? spinnerValue.trim() !== '' : isPlainObject(spinnerValue) ? true : false,
        masonry: masonryRaw === 'yes' || masonryRaw === true || masonryRaw === '1' || masonryRaw === 1,
        columns: pick('columns', columns),
        rowGap: pick('row_gap', gap),
        endMessage: typeof message === 'string' && message.trim() ? message.trim().slice(0, MAX_MESSAGE) : undefined,
      },
      warnings,
    },
  };
}

/** Masonry on `mode`: the setting and at least two columns there (PO: `getResponsiveControlValue(columns) >= 2`). */
export function masonryColumns(s: PostsSettings, mode: DeviceMode, measured?: number): number {
  if (!s.masonry) return 0;
  const n = responsiveValue(s.columns, mode) ?? measured ?? 0;
  return n >= 2 ? n : 0;
}

// ---- the anchor and its end rule (§2.3) -------------------------------------------------------

export interface AnchorState {
  /** `data-page`: the page shown last. */
  page: number;
  /** `data-max-page`. */
  maxPage: number;
  /** `data-next-page`, resolved and checked (same origin, http/https), or undefined. */
  next: string | undefined;
}

/** A page number as printed: a whole number ≥ 0, else undefined. */
export function pageNumber(v: unknown): number | undefined {
  const n = looseNumber(v);
  return n !== undefined && Number.isInteger(n) && n >= 0 && n <= 1e6 ? n : undefined;
}

/**
 * The URL a next page may be fetched from: `raw` resolved against `base`, only http(s) and only
 * on `origin` (a page's own pages; a cross-origin or `javascript:` URL is never fetched), else undefined.
 */
export function safeNextUrl(raw: string | null | undefined, base: string, origin: string): string | undefined {
  if (!raw || raw.trim() === '' || raw.trim() === '#') return undefined;
  try {
    const u = new URL(raw.trim(), base);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== origin) return undefined;
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}

/** The anchor's attributes read loosely (missing or garbage page numbers read as 0 = no more pages). */
export function readAnchor(attrs: { page?: string | null; maxPage?: string | null; nextPage?: string | null }, base: string, origin: string): AnchorState {
  return { page: pageNumber(attrs.page) ?? 0, maxPage: pageNumber(attrs.maxPage) ?? 0, next: safeNextUrl(attrs.nextPage, base, origin) };
}

/**
 * Elementor's end rule (LM:141-147, 204-206): the last page is shown (`data-page` ≥ `data-max-page`)
 * or `data-page` is 0; ours also ends when there is no URL to fetch.
 */
export function isEnd(a: AnchorState): boolean {
  return a.page === 0 || a.page >= a.maxPage || a.next === undefined;
}

/**
 * The anchor after a fetched page: its own anchor when the page has one (page, max and next URL
 * as the server printed them; a page number that does not move forward is taken as `page + 1`),
 * else `page + 1` with no next URL (the end).
 */
export function advance(prev: AnchorState, fetched: AnchorState | undefined): AnchorState {
  const expected = prev.page + 1;
  if (!fetched) return { page: expected, maxPage: prev.maxPage, next: undefined };
  const page = fetched.page > prev.page ? fetched.page : expected;
  const maxPage = fetched.maxPage > 0 ? fetched.maxPage : prev.maxPage;
  // A next URL equal to the one just fetched would loop: no next.
  return { page, maxPage, next: fetched.next === prev.next ? undefined : fetched.next };
}

// ---- page URLs (§2.4) ------------------------------------------------------------------------

/** The widget's own pagination parameter. */
export const pageParamOf = (widgetId: string) => `e-page-${widgetId}`;

export type PageUrlMode = 'paged' | 'singular' | 'query';

/**
 * The URL of page `n` as Elementor's `get_wp_link_page()` prints it: `paged` (archives and the
 * front page) `{base}/page/N/`; `singular` `{permalink}N/`; `query` (`pagination_individual_handle`
 * / ajax load type) `{base}?…&e-page-{id}=N` keeping the other parameters. Page 1 is the base.
 * `base` is a path or URL without any page part (a `/page/N/` in it is dropped).
 */
export function pageUrl(base: string, n: number, mode: PageUrlMode, widgetId: string): string {
  const [beforeHash] = base.split('#') as [string];
  const [rawPath, query = ''] = beforeHash.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  let path = rawPath.replace(/\/page\/\d+\/?$/, '/');
  if (!path.endsWith('/')) path += '/';
  if (mode === 'query') {
    params.delete(pageParamOf(widgetId));
    if (n > 1) params.set(pageParamOf(widgetId), String(n));
  } else if (n > 1) path += mode === 'paged' ? `page/${n}/` : `${n}/`;
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * The current page the server renders (`get_current_page()`, posts-base.php:661-672): the largest
 * of 1, `/page/N/` (paged), `?page=` and `?e-page-{id}=`; garbage reads as 1.
 */
export function currentPage(url: { pathname: string; search: string }, widgetId: string): number {
  const q = new URLSearchParams(url.search);
  const m = /\/page\/(\d+)\/?$/.exec(url.pathname);
  const vals = [m?.[1], q.get('paged'), q.get('page'), q.get(pageParamOf(widgetId))].map((v) => pageNumber(v ?? undefined) ?? 0);
  return Math.max(1, ...vals);
}

// ---- a fetched page's items (§2.3 "parse") ---------------------------------------------------

/**
 * Selectors of a fetched page's parts, all scoped by the widget's `[data-id]` (so another widget's
 * items on the same page are never taken): the items (posts `article`s, loop `.e-loop-item`s),
 * the load-more anchor and the loop template's inline styles.
 */
export function fetchedSelectors(widgetId: string, family: PostsFamily): { items: string; anchor: string; styles: string } {
  const scope = `[data-id="${widgetId.replace(/["\\]/g, '')}"]`;
  return {
    items:
      family === 'loop-grid'
        ? `${scope} .elementor-loop-container > .e-loop-item`
        : `${scope} .elementor-posts-container > article, ${scope} .elementor-posts-container > .elementor-post`,
    anchor: `${scope} .e-load-more-anchor`,
    styles: `${scope} style[id^="loop-"]`,
  };
}

/** The raw (undecoded) attribute values of a load-more anchor, as the page's text holds them. */
export interface RawAnchor {
  page?: string;
  maxPage?: string;
  nextPage?: string;
}

/**
 * The widget's load-more anchor read from a fetched page's **text**: the first
 * `div.e-load-more-anchor` tag after the widget's `data-id`. The element parses the page for its
 * items only after the inline handlers and styles are cut out of the text (a strict CSP reports
 * them even in an inert document), and that context-free cut can eat a path segment of a URL
 * (`/oneindig/`); the anchor's URL is therefore taken from the text as the server printed it.
 * Values are still HTML-escaped (`&#038;`, `&amp;`): decode them before use.
 */
export function rawAnchor(text: string, widgetId: string): RawAnchor | undefined {
  const id = widgetId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = text.search(new RegExp(`\\sdata-id\\s*=\\s*(["']?)${id}\\1[\\s/>]`));
  if (at < 0) return undefined;
  const tag = /<div\b(?:"[^"]*"|'[^']*'|[^>"'])*>/gi;
  tag.lastIndex = at;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (!/\be-load-more-anchor\b/.test(m[0])) continue;
    const read = (name: string) => {
      const r = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(m[0]);
      return r ? (r[1] ?? r[2] ?? r[3]) : undefined;
    };
    const out: RawAnchor = {};
    const page = read('data-page');
    const maxPage = read('data-max-page');
    const nextPage = read('data-next-page');
    if (page !== undefined) out.page = page;
    if (maxPage !== undefined) out.maxPage = maxPage;
    if (nextPage !== undefined) out.nextPage = nextPage;
    return out;
  }
  return undefined;
}

/** The live container's selector inside the element. */
export function containerSelector(family: PostsFamily): string {
  return family === 'loop-grid' ? '.elementor-loop-container' : '.elementor-posts-container';
}

// ---- masonry (§2.5) --------------------------------------------------------------------------

/**
 * Elementor's Masonry (`elementorModules.utils.Masonry.run`): the items laid out in a grid of
 * `columns` with no pull, each `{top, height}` measured from the container's top, and the grid's
 * row gap; returns each item's pull (a negative margin-top, px) so it sits right under the item
 * above it in its column. The first row never moves.
 */
export function masonryPulls(boxes: readonly { top: number; height: number }[], columns: number, rowGap: number): number[] {
  if (columns < 2) return boxes.map(() => 0);
  const bottoms: number[] = [];
  return boxes.map((b, i) => {
    const col = i % columns;
    if (i < columns) {
      bottoms[col] = b.top + b.height + rowGap;
      return 0;
    }
    const pull = Math.max(0, b.top - (bottoms[col] ?? 0));
    bottoms[col] = (bottoms[col] ?? 0) + b.height + rowGap;
    return Math.round(pull * 100) / 100;
  });
}

// ---- back/forward ---------------------------------------------------------------------------

/** The sessionStorage key of a widget's loaded pages on one URL (path + query, no hash). */
export function restoreKey(url: { pathname: string; search: string }, widgetId: string): string {
  return `se-posts:${widgetId}:${url.pathname}${url.search}`;
}

/** What is kept for back/forward: the anchor reached and the items appended, as sanitized HTML. */
export interface Restored {
  anchor: AnchorState;
  html: string[];
}

/** Largest kept state (sessionStorage is small and shared). */
export const MAX_RESTORE_CHARS = 400_000;

/** A stored value read back, or undefined when it is not one of ours. */
export function readRestored(raw: string | null, origin: string, base: string): Restored | undefined {
  if (!raw || raw.length > MAX_RESTORE_CHARS) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isPlainObject(v) || !isPlainObject(v.anchor) || !Array.isArray(v.html) || !v.html.every((h) => typeof h === 'string')) return undefined;
  const a = v.anchor;
  const page = pageNumber(a.page);
  const maxPage = pageNumber(a.maxPage);
  if (page === undefined || maxPage === undefined) return undefined;
  return { anchor: { page, maxPage, next: typeof a.next === 'string' ? safeNextUrl(a.next, base, origin) : undefined }, html: v.html as string[] };
}

/** A `<style id="loop-dynamic-…">` block of a fetched page: the Loop Grid's per-item dynamic CSS. */
export interface LoopDynamicStyle {
  id: string;
  css: string;
}

/**
 * The Loop Grid's dynamic style blocks in a fetched page's text (PRO Elements' LoopLoadMore
 * `handleDynamicStyleElements`: `style[id^="loop-dynamic"]`, e.g. a dynamic-tag background per
 * item), in order, each id once. Read from the text because the page is parsed with its `<style>`
 * elements removed (a strict CSP reports them even in an inert document).
 */
export function loopDynamicStyles(pageText: string): LoopDynamicStyle[] {
  const out: LoopDynamicStyle[] = [];
  const seen = new Set<string>();
  const re = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
  for (let m = re.exec(pageText); m; m = re.exec(pageText)) {
    const id = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(m[1]!);
    const value = id ? (id[1] ?? id[2] ?? id[3] ?? '') : '';
    if (!value.startsWith('loop-dynamic') || seen.has(value)) continue;
    seen.add(value);
    out.push({ id: value, css: m[2]! });
  }
  return out;
}
