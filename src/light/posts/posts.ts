/**
 * <eb-posts>: Elementor Pro's Posts, Archive Posts and Loop Grid pagination (reference/
 * elementor-widgets.md §2). The widget's markup is the page's own (slotted); for the two load-more
 * types the element GETs the URL in the anchor's `data-next-page`, takes the new items from the
 * fetched page scoped by the widget's `[data-id]`, sanitizes them and appends them, and takes the
 * next URL from the fetched anchor. Numbered and previous/next links stay links. Unlike Elementor:
 * a failed, garbled or slow page ends the loading state with a message and a retry button;
 * appended posts are laid out by the masonry too; new posts are announced politely and a keyboard
 * user who pressed the button lands on the first new post; back/forward restores what was loaded.
 */
import { html, nothing, render } from 'lit-html';
import { deviceMode } from '../../core/builder/device-mode';
import {
  advance,
  containerSelector,
  ELEMENTOR_END_MESSAGE,
  fetchedSelectors,
  isEnd,
  masonryColumns,
  masonryPulls,
  NEXT_PAGE_TIMEOUT_MS,
  loopDynamicStyles,
  readAnchor,
  rawAnchor,
  readRestored,
  restoreKey,
  SCROLL_MARGIN_PX,
  type AnchorState,
} from '../../core/builder/posts';
import { stripCspTriggers } from '../../core/shared/html';
import { format } from '../../i18n';
import type { PostsStrings } from '../../i18n/posts';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { getText } from '../../platform/http';
import { onViewportResize } from '../../platform/resize-hub';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import { viewportWidth } from '../../platform/viewport';
import type { LightContext } from '../context';
import { widgetOf, type PostsInput } from './config';
import documentCss from './posts-document.css';
import { markupEdits } from '../markup-edits';

type Ctx = LightContext<PostsInput, PostsStrings>;
type State = 'idle' | 'loading' | 'error' | 'end';

/** An attribute value as printed (`&#038;`, `&amp;` …) decoded, by the parser itself (a lone data attribute: nothing a CSP reports). */
function decode(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (!v.includes('&')) return v;
  return new DOMParser().parseFromString(`<b data-v="${v.replace(/"/g, '&quot;')}"></b>`, 'text/html').body.firstElementChild?.getAttribute('data-v') ?? undefined;
}

/** The history.state key that says this entry's loaded posts are in sessionStorage. */
const stateKey = (widgetId: string) => `se-posts:${widgetId}`;

/**
 * Elementor's thumbnail link (`a.elementor-post__thumbnail__link[tabindex=-1]`) repeats the title
 * link and, with an image without alt text, has no name (axe: link-name): out of the keyboard
 * order already, it is hidden from assistive technology too. One with a name stays.
 */
function hideThumbnailLinks(item: Element, hide: (a: Element) => void): void {
  for (const a of item.querySelectorAll('a.elementor-post__thumbnail__link[tabindex="-1"]')) {
    const named = a.getAttribute('aria-label') || a.textContent?.trim() || [...a.querySelectorAll('img')].some((img) => img.getAttribute('alt'));
    if (!named) hide(a);
  }
}

export function setupPosts(ctx: Ctx): void {
  const { host, root, config, settings: page, strings: t, breakpoints, signal } = ctx;
  const s = config.settings;
  const id = config.widgetId;
  for (const w of config.warnings) console.warn(`[eb-posts] ${w}`);
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  adoptSheet(doc, sharedSheet('eb-posts:document', documentCss));

  const widget = widgetOf(host);
  const container = widget.querySelector<HTMLElement>(containerSelector(s.family))!;
  const anchorEl = widget.querySelector<HTMLElement>('.e-load-more-anchor');
  const button = s.loadMore === 'click' ? widget.querySelector<HTMLElement>('.elementor-button-wrapper .elementor-button, .e-load-more-button') : null;
  const messageEl = widget.querySelector<HTMLElement>('.e-load-more-message');
  const here = () => ({ pathname: win.location.pathname, search: win.location.search });

  // Attributes we set on the page's markup, put back at teardown.
  const { attr, restore: restoreMarkup } = markupEdits();

  const readOwnAnchor = (): AnchorState =>
    anchorEl
      ? readAnchor({ page: anchorEl.getAttribute('data-page'), maxPage: anchorEl.getAttribute('data-max-page'), nextPage: anchorEl.getAttribute('data-next-page') }, doc.baseURI, win.location.origin)
      : { page: 0, maxPage: 0, next: undefined };

  let anchor = readOwnAnchor();
  let state: State = 'idle';
  let announcement = '';
  let errorText = '';
  /** The request in flight (aborted by teardown). */
  let request: AbortController | undefined;
  /** Sanitized markup of every item appended so far (kept for back/forward). */
  const appended: string[] = [];
  let visible = false;
  let dirty = false;
  let io: IntersectionObserver | undefined;

  const endText = () => {
    const printed = messageEl?.textContent?.trim();
    return s.endMessage ?? (printed && printed !== ELEMENTOR_END_MESSAGE ? printed : t['posts.end']);
  };

  function paint(): void {
    host.setAttribute('data-state', state);
    widget.classList.toggle('e-load-more-pagination-loading', state === 'loading');
    widget.classList.toggle('e-load-more-pagination-end', state === 'end');
    if (widget !== host) host.classList.toggle('e-load-more-pagination-end', state === 'end');
    if (button) {
      if (state === 'loading') attr(button, 'aria-disabled', 'true');
      else attr(button, 'aria-disabled', null);
    }
    const status =
      state === 'error'
        ? html`<p class="error" part="error">${errorText}</p>
            <button type="button" part="retry" class="retry" @click=${() => void load(true)}>${t['posts.retry']}</button>`
        : state === 'loading' && s.loadMore === 'scroll'
          ? html`<span class="loading" part="loading"><span class="spinner"></span><span>${t['posts.loading']}</span></span>`
          : state === 'end' && !messageEl && anchorEl
            ? html`<p class="end" part="end">${endText()}</p>`
            : nothing;
    render(
      html`<slot></slot>${s.loadMore ? html`<div class="status" part="status">${status}</div>` : nothing}<div class="se-sr-only" role="status" part="announcer">${announcement}</div>`,
      root,
    );
  }

  function say(text: string): void {
    // Cleared first, so the same words twice in a row are announced again.
    announcement = '';
    paint();
    win.requestAnimationFrame(() => {
      announcement = text;
      paint();
    });
  }

  function toEnd(): void {
    state = 'end';
    io?.disconnect();
    if (messageEl) {
      const text = endText();
      if (messageEl.textContent?.trim() !== text) messageEl.textContent = text;
    }
  }

  // ---- masonry -------------------------------------------------------------------------------
  const items = () => [...container.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.offsetParent !== null);
  function layout(): void {
    const cs = getComputedStyle(container);
    const measured = cs.display.includes('grid') ? cs.gridTemplateColumns.split(' ').filter(Boolean).length : undefined;
    const cols = masonryColumns(s, deviceMode(viewportWidth(), breakpoints), measured);
    container.classList.toggle('elementor-posts-masonry', cols > 0);
    const list = items();
    for (const el of list) el.style.removeProperty('--se-posts-pull');
    if (!cols) return;
    const top = container.getBoundingClientRect().top;
    const boxes = list.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top - top, height: r.height };
    });
    const rowGap = parseFloat(cs.rowGap) || 0;
    masonryPulls(boxes, cols, rowGap).forEach((pull, i) => pull > 0 && list[i]!.style.setProperty('--se-posts-pull', `${pull}px`));
  }
  const relayout = () => {
    if (!s.masonry) return;
    if (visible) layout();
    else dirty = true;
  };

  // ---- loading -------------------------------------------------------------------------------
  /** Puts sanitized item markup at the end of the container; returns the new items. */
  function append(markup: string): HTMLElement[] {
    const tpl = doc.createElement('template');
    tpl.innerHTML = markup;
    const added = [...tpl.content.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
    for (const el of added) {
      el.setAttribute('data-se-new', '');
      if (listFixed && el.localName === 'article' && el.getAttribute('role') === 'listitem') el.removeAttribute('role');
      hideThumbnailLinks(el, (a) => a.setAttribute('aria-hidden', 'true'));
    }
    container.append(tpl.content);
    return added;
  }

  /**
   * What PRO Elements' Loop Grid does after it appends items (LoopLoadMore.afterInsertPosts): the
   * lazy backgrounds observed, the page's dynamic item styles taken (as adopted sheets, so a strict
   * CSP allows them), Elementor's handlers run on the new items' elements, and its window event.
   * Each step only when the page has what it needs; a page script failing here is logged, not thrown.
   */
  function afterInsertLoop(added: HTMLElement[], pageText: string): void {
    const w = win as unknown as {
      ElementorProFrontendConfig?: { settings?: { lazy_load_background_images?: unknown } };
      elementorFrontend?: { elementsHandler?: { runReadyTrigger?: (el: Element) => void } };
      jQuery?: (el: unknown) => { trigger(name: string): unknown };
    };
    try {
      if (w.ElementorProFrontendConfig?.settings?.lazy_load_background_images) doc.dispatchEvent(new Event('elementor/lazyload/observe'));
      for (const st of loopDynamicStyles(pageText)) {
        if (doc.getElementById(st.id)) continue;
        adoptSheet(doc, sharedSheet(`loop-dynamic:${st.id}`, st.css));
      }
      const run = w.elementorFrontend?.elementsHandler?.runReadyTrigger;
      if (typeof run === 'function') for (const el of added.flatMap((a) => [...a.querySelectorAll('.elementor-element')])) run.call(w.elementorFrontend!.elementsHandler, el);
      if (typeof w.jQuery === 'function') w.jQuery(win).trigger('elementor-pro/loop-builder/after-insert-posts');
    } catch (e) {
      ctx.logError("a page script failed after the Loop Grid's new items were inserted", e);
    }
  }

  function writeAnchor(): void {
    if (!anchorEl) return;
    anchorEl.setAttribute('data-page', String(anchor.page));
    if (anchor.next) anchorEl.setAttribute('data-next-page', anchor.next);
  }

  function save(): void {
    try {
      win.sessionStorage.setItem(restoreKey(here(), id), JSON.stringify({ anchor, html: appended }));
      const st: unknown = win.history.state;
      if (st === null || (typeof st === 'object' && !Array.isArray(st))) win.history.replaceState({ ...(st as object | null), [stateKey(id)]: anchor.page }, '');
    } catch {
      // Storage full or refused (private mode): back/forward shows the first page again.
    }
  }

  async function load(byUser: boolean): Promise<void> {
    if (state === 'loading' || state === 'end' || !anchor.next) return;
    const url = anchor.next;
    const focusAfter = byUser && (doc.activeElement === button || host.shadowRoot?.activeElement != null);
    state = 'loading';
    paint();
    const mine = (request = new AbortController());
    if (page.sanitizeHtml) sanitizer.prefetch();
    const res = await getText(url, { timeout: config.timeout ?? NEXT_PAGE_TIMEOUT_MS, signal: mine.signal });
    if (mine !== request || signal.aborted) return;
    let fail = res.ok ? '' : res.message;
    let markup = '';
    let count = 0;
    let fetched: AnchorState | undefined;
    if (res.ok) {
      // Chromium reports a strict CSP's violations for inline handlers, styles and <style> even in an
      // inert DOMParser document: those go first (the sanitizer would drop them anyway).
      const parsed = new DOMParser().parseFromString(page.sanitizeHtml ? stripCspTriggers(res.data) : res.data, 'text/html');
      const sel = fetchedSelectors(id, s.family);
      if (!parsed.querySelector(`[data-id="${id}"]`)) fail = `the page ${url} does not hold widget ${id}`;
      else {
        const found = [...parsed.querySelectorAll(sel.items)];
        count = found.length;
        markup = found.map((el) => el.outerHTML).join('');
        // The anchor's values from the text as printed (see rawAnchor), when the widget has one.
        const raw = parsed.querySelector(sel.anchor) ? rawAnchor(res.data, id) : undefined;
        fetched = raw ? readAnchor({ page: decode(raw.page), maxPage: decode(raw.maxPage), nextPage: decode(raw.nextPage) }, url, win.location.origin) : undefined;
        if (needsSanitizer(markup, page.sanitizeHtml)) {
          const mod = await sanitizer.load().catch((e: unknown) => {
            fail = `could not load the HTML sanitizer: ${(e as Error)?.message ?? e}`;
            return undefined;
          });
          if (mine !== request || signal.aborted) return;
          markup = mod ? sanitizedWith(mod, markup, true) : '';
        }
      }
    }
    request = undefined;
    if (fail) {
      ctx.logError(`could not load the next page; a retry button is shown (${fail})`);
      state = 'error';
      errorText = t['posts.error'];
      paint();
      say(t['posts.error']);
      ctx.emit('eb-posts-error', { widgetId: id, url, message: fail });
      return;
    }
    const added = markup ? append(markup) : [];
    if (markup) appended.push(markup);
    if (s.family === 'loop-grid' && added.length) afterInsertLoop(added, res.ok ? res.data : '');
    anchor = advance(anchor, fetched);
    writeAnchor();
    state = 'idle';
    if (isEnd(anchor)) toEnd();
    paint();
    relayout();
    save();
    const words = count === 0 ? t['posts.loaded.none'] : count === 1 ? t['posts.loaded.one'] : format(t['posts.loaded.many'], { count });
    say((state as State) === 'end' ? `${words}. ${endText()}` : words);
    if (focusAfter && added[0]) {
      const first = added[0];
      if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
      first.focus({ preventScroll: false });
    }
    ctx.emit('eb-posts-load', { widgetId: id, url, page: anchor.page, count });
    if ((state as State) === 'end') ctx.emit('eb-posts-end', { widgetId: id, page: anchor.page });
    else if (s.loadMore === 'scroll' && io && anchorEl) {
      // Observed again: if the anchor is still in view the next page follows (Elementor's re-observe).
      io.unobserve(anchorEl);
      io.observe(anchorEl);
    }
  }

  // ---- back / forward ----------------------------------------------------------------------
  function restore(): void {
    const st: unknown = win.history.state;
    const marked = typeof st === 'object' && st !== null && stateKey(id) in st;
    if (!marked || !s.loadMore) return;
    let raw: string | null = null;
    try {
      raw = win.sessionStorage.getItem(restoreKey(here(), id));
    } catch {
      return;
    }
    const kept = readRestored(raw, win.location.origin, doc.baseURI);
    if (!kept || kept.anchor.page <= anchor.page) return;
    const back: HTMLElement[] = [];
    for (const m of kept.html) {
      back.push(...append(m));
      appended.push(m);
    }
    if (s.family === 'loop-grid' && back.length) afterInsertLoop(back, '');
    anchor = kept.anchor;
    writeAnchor();
  }

  // ---- set up ------------------------------------------------------------------------------
  host.setAttribute('data-enhanced', '');
  // Elementor prints div[role=list] > article[role=listitem], but ARIA in HTML allows no listitem
  // role on <article> (axe: aria-allowed-role): the articles keep their own role, the list goes.
  const listFixed = container.getAttribute('role') === 'list' && [...container.children].some((el) => el.localName === 'article');
  if (listFixed) {
    attr(container, 'role', null);
    for (const el of container.children) if (el.localName === 'article' && el.getAttribute('role') === 'listitem') attr(el, 'role', null);
  }
  for (const el of container.children) hideThumbnailLinks(el, (a) => attr(a, 'aria-hidden', 'true'));
  if (s.loadMore && !s.spinner) widget.classList.add('e-load-more-no-spinner');
  restore();
  if (s.loadMore && isEnd(anchor)) toEnd();

  if (button) {
    // A link to the next page without script (our backend prints the real URL; Elementor prints "#"); a button with it.
    attr(button, 'role', 'button');
    if (!button.hasAttribute('href')) attr(button, 'tabindex', '0');
    button.addEventListener(
      'click',
      (e) => {
        e.preventDefault();
        void load(true);
      },
      { signal },
    );
    button.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== ' ' && !(e.key === 'Enter' && !button.hasAttribute('href'))) return;
        e.preventDefault();
        void load(true);
      },
      { signal },
    );
  }

  if (s.loadMore === 'scroll' && anchorEl && (state as State) !== 'end') {
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && state === 'idle') void load(false);
      },
      { rootMargin: `0px 0px ${SCROLL_MARGIN_PX}px 0px` },
    );
    io.observe(anchorEl);
  }

  // Masonry: laid out when visible, again on resize (one shared listener) and as images load.
  const seen = new IntersectionObserver((entries) => {
    visible = entries[entries.length - 1]!.isIntersecting;
    if (visible && dirty) {
      dirty = false;
      layout();
    }
  });
  if (s.masonry) {
    seen.observe(host);
    ctx.onTeardown(onViewportResize(relayout));
    container.addEventListener('load', relayout, { capture: true, signal });
    dirty = true;
  }
  win.addEventListener('pageshow', (e) => e.persisted && relayout(), { signal });

  ctx.onTeardown(() => {
    request?.abort();
    io?.disconnect();
    seen.disconnect();
    host.removeAttribute('data-state');
    host.removeAttribute('data-enhanced');
    widget.classList.remove('e-load-more-pagination-loading', 'e-load-more-pagination-end', 'elementor-posts-masonry');
    host.classList.remove('e-load-more-pagination-end');
    for (const el of container.children) (el as HTMLElement).style?.removeProperty('--se-posts-pull');
    restoreMarkup();
  });

  paint();
  if (s.masonry && visible) layout();
}
