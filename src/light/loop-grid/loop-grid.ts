/**
 * <eb-loop-grid>: Elementor Pro's loop grid with its taxonomy filter bars (reference §5).
 * The items are the page's own server-rendered markup (slotted, so the page's CSS styles them);
 * the filter bars come from the config and live in the shadow root. A click changes the
 * widget's filters, pushes `e-filter-{widgetId}-{taxonomy}=…` (dropping `e-page-{widgetId}`) and
 * POSTs `elementor-pro/v1/refresh-loop`; the answer's `data` HTML, sanitized, replaces the items.
 * A failed or garbled answer changes nothing. Back and forward restore the filters and the
 * items they showed. While loading, the old items stay (dimmed): the grid keeps its height.
 */
import { html, nothing, render } from 'lit-html';
import type { LoopFilterConfig, LoopGridConfig } from '../../core/builder/loop-config';
import { FILTER_ALL, clickTerm, filterUrl, fitToRule, readFilters, sameFilters, type LoopFilters } from '../../core/builder/loop-filter';
import { format } from '../../i18n';
import type { LoopGridStrings } from '../../i18n/loop-grid';
import type { LightContext } from '../context';
import { PARTS } from './parts';
import type { RefreshInput } from './refresh';

/** How many filtered views (URL -> items) are kept for back and forward. */
const HISTORY_CACHE_SIZE = 20;

type Sanitize = (html: string) => string;
type Refresh = typeof import('./refresh');

/** The number of loop items in `root`: Elementor's `.e-loop-item`s, else the loop container's children. */
export function countItems(root: ParentNode): number {
  const items = root.querySelectorAll('.e-loop-item');
  if (items.length) return items.length;
  const container = root.querySelector('.elementor-loop-container, .elementor-grid');
  return container ? container.children.length : 0;
}

export function setupLoopGrid(ctx: LightContext<LoopGridConfig, LoopGridStrings>): void {
  const { host, root, config, settings, strings, signal } = ctx;
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const bars = new Map(config.filters.map((f) => [f.taxonomy, f]));

  /** The widget's filters in the current URL, fitted to its bars (unknown taxonomies dropped, as Elementor's store does). */
  const fromUrl = (): LoopFilters => {
    const read = readFilters(win.location.search, config.widgetId);
    const out: LoopFilters = {};
    for (const f of config.filters) {
      const v = fitToRule(read[f.taxonomy], f);
      if (v) out[f.taxonomy] = v;
    }
    return out;
  };
  const key = () => win.location.pathname + win.location.search;

  let filters = fromUrl();
  let loading = false;
  let announcement = '';
  let request: AbortController | undefined;
  let sanitizer: Promise<Sanitize> | undefined;
  let refresher: Promise<Refresh> | undefined;

  /** The element's content, minus its config block. */
  const content = () => [...host.childNodes].filter((n) => !(n instanceof HTMLScriptElement && n.type === 'application/json'));
  const snapshot = () => content().map((n) => n.cloneNode(true));
  const cache = new Map<string, Node[]>([[key(), snapshot()]]);
  const remember = () => {
    cache.delete(key());
    cache.set(key(), snapshot());
    if (cache.size > HISTORY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  };

  /** DOMPurify is fetched only when a refresh needs it (in parallel with the request). */
  const loadSanitizer = (): Promise<Sanitize> =>
    (sanitizer ??= settings.sanitizeHtml
      ? import('../../platform/sanitize').then((m) => (h: string) => m.sanitizeHtml(h))
      : Promise.resolve((h: string) => h));
  /**
   * The request code (./refresh.ts), fetched with the sanitizer. Like the sanitizer's, a failed
   * fetch is not tried again: the browser keeps a failed module import by its URL.
   */
  const loadRefresher = (): Promise<Refresh> => (refresher ??= import('./refresh'));
  /** Both lazy chunks, as soon as the visitor reaches for a filter. */
  const prefetch = () => {
    void loadSanitizer().catch(() => undefined);
    void loadRefresher().catch(() => undefined);
  };

  function button(f: LoopFilterConfig, term: string, label: string, pressed: boolean) {
    return html`<button type="button" part=${PARTS.filter} class="filter" data-taxonomy=${f.taxonomy} data-term=${term} aria-pressed=${pressed ? 'true' : 'false'}>${label}</button>`;
  }

  function paint(): void {
    host.toggleAttribute('data-loading', loading);
    host.classList.toggle('e-loading', loading);
    render(
      html`${config.filters.length
          ? html`<div part=${PARTS.filters} class="filters">
              ${config.filters.map(
                (f) => html`<div class="bar" role="group" aria-label=${f.label ?? format(strings['loop.filter'], { taxonomy: f.taxonomy })}>
                  ${f.label ? html`<span class="bar-label" aria-hidden="true">${f.label}</span>` : nothing}
                  ${f.showAll ? button(f, FILTER_ALL, f.allLabel ?? strings['loop.all'], !filters[f.taxonomy]) : nothing}
                  ${f.terms.map((t) => button(f, t.slug, t.name, !!filters[f.taxonomy]?.terms.includes(t.slug)))}
                </div>`,
              )}
            </div>`
          : nothing}
        <div part=${PARTS.grid} class="grid" aria-busy=${loading ? 'true' : 'false'}>
          <slot></slot>
          <div class="overlay" ?hidden=${!loading}><span class="spinner"></span><span class="se-sr-only">${strings['loop.loading']}</span></div>
        </div>
        <div class="se-sr-only" role="status">${announcement}</div>`,
      root,
    );
  }

  function announce(count: number): void {
    // Cleared first, so the same count twice in a row is announced again.
    announcement = '';
    paint();
    requestAnimationFrame(() => {
      announcement = count === 0 ? strings['loop.results.none'] : count === 1 ? strings['loop.results.one'] : format(strings['loop.results.many'], { count });
      paint();
    });
  }

  /** Puts new items in: Elementor replaces the widget's `.elementor-widget-container` with the answer's first element. */
  function swap(markup: string | Node[]): void {
    const fragment = doc.createDocumentFragment();
    if (typeof markup === 'string') {
      const tpl = doc.createElement('template');
      tpl.innerHTML = markup.trim();
      fragment.append(tpl.content);
    } else fragment.append(...markup.map((n) => n.cloneNode(true)));
    const container = host.querySelector(':scope > .elementor-widget-container');
    // Elementor Pro prints a loop template's CSS once, inline (`<style id="loop-{template}">`
    // before the first item), and sends it again in every answer, where the sanitizer drops it.
    // An answer without CSS keeps the page's own, or the items lose their template's look.
    const styles = typeof markup === 'string' && !fragment.querySelector('style') ? [...(container ?? host).querySelectorAll('style')] : [];
    if (container && typeof markup === 'string') {
      let next = fragment.firstElementChild;
      if (!next) {
        next = doc.createElement('div');
        next.className = 'elementor-widget-container';
      }
      next.prepend(...styles);
      container.replaceWith(next);
    } else {
      fragment.prepend(...styles);
      for (const n of content()) n.remove();
      host.append(fragment);
    }
    host.classList.remove('e-load-more-pagination-end');
  }

  async function refresh(): Promise<void> {
    request?.abort();
    const mine = (request = new AbortController());
    loading = true;
    paint();
    const input: RefreshInput = {
      restUrl: settings.restUrl,
      restNonce: settings.restNonce,
      body: {
        postId: config.postId,
        widgetId: config.widgetId,
        filters,
        paginationBaseUrl: config.paginationBaseUrl ?? win.location.origin + win.location.pathname,
        editMode: config.editMode,
        widgetModel: config.widgetModel,
      },
      signal: mine.signal,
    };
    const [data, sanitize] = await Promise.all([
      loadRefresher().then(
        (m) => m.fetchLoopHtml(input),
        (e: unknown) => {
          ctx.logError('could not load the loop refresh code; the items stay as they are', e);
          return undefined;
        },
      ),
      loadSanitizer().catch((e: unknown) => {
        ctx.logError('could not load the HTML sanitizer; the items stay as they are', e);
        return undefined;
      }),
    ]);
    if (mine !== request || signal.aborted) return; // a newer click, back/forward, or teardown won
    request = undefined;
    loading = false;
    // Spec section 8: a non-ok answer, status >= 400 or no `data` string is ignored silently.
    if (data === undefined || !sanitize) return paint();
    swap(sanitize(data));
    remember();
    const count = countItems(host);
    announce(count);
    ctx.emit('loop-grid-refresh', { widgetId: config.widgetId, filters, count });
  }

  root.addEventListener(
    'click',
    (e) => {
      const b = (e.target as Element).closest<HTMLElement>('button[data-term]');
      const bar = b && bars.get(b.dataset.taxonomy ?? '');
      if (!b || !bar) return;
      const { next, changed } = clickTerm(filters[bar.taxonomy], b.dataset.term!, bar);
      if (!changed) return;
      const updated: LoopFilters = {};
      for (const f of config.filters) {
        const v = f.taxonomy === bar.taxonomy ? next : filters[f.taxonomy];
        if (v) updated[f.taxonomy] = v;
      }
      filters = updated;
      win.history.pushState(win.history.state, '', filterUrl(win.location, config.widgetId, filters, { pageNum: config.pageNum, baseUrl: config.paginationBaseUrl }));
      ctx.emit('loop-filter-change', { widgetId: config.widgetId, filters });
      void refresh();
    },
    { signal },
  );
  // The lazy chunks are fetched as soon as the visitor reaches for a filter.
  root.addEventListener('pointerover', prefetch, { once: true, signal });
  root.addEventListener('focusin', prefetch, { once: true, signal });

  win.addEventListener(
    'popstate',
    () => {
      const now = fromUrl();
      const cached = cache.get(key());
      if (sameFilters(now, filters) && !cached) return;
      filters = now;
      request?.abort();
      request = undefined;
      loading = false;
      if (cached) {
        swap(cached);
        announce(countItems(host));
        paint();
      } else void refresh();
    },
    { signal },
  );

  ctx.onTeardown(() => {
    request?.abort();
    host.removeAttribute('data-loading');
    host.classList.remove('e-loading');
  });

  paint();
}
