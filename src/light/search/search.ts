/**
 * <eb-search>: Elementor Pro's two search widgets (reference/elementor-widgets.md §4), enhancing
 * the markup Elementor printed (it stays a plain `GET /?s=` form without the script).
 *
 * Search Form (`search-form`): classic and minimal stay the plain form (focus class, the minimal
 * icon focuses the field); full_screen opens its field as a real modal dialog from the toggle:
 * on the page's one modal layer, focus moves in and stays in (Tab cycles), Escape, the close button and a click on the backdrop
 * close it, and focus returns to the toggle (Elementor returns it only from the close button).
 *
 * Search widget (`search`) with live results: typing waits 300 ms after the last keystroke and at
 * least the minimum characters, then POSTs `refresh-search`; the answer's HTML, sanitized, becomes
 * a listbox of the WAI-ARIA combobox pattern (the field keeps focus; arrow keys move
 * aria-activedescendant, Enter opens the active result, Escape closes then clears). Each request
 * aborts the one before and carries a sequence number: only the newest answer may show. A failure
 * shows a message and a retry button, never a stuck loader. The request code and the sanitizer
 * are fetched on the field's first focus or keystroke.
 */
import { html, render } from 'lit-html';
import { SEARCH_DEBOUNCE_MS, searchAction, searchPageOf, type LiveSearchSettings } from '../../core/builder/search';
import { debounce, sequencer } from '../../core/builder/search-sequence';
import { format } from '../../i18n';
import type { SearchStrings } from '../../i18n/search';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { lazyModule } from '../../platform/lazy';
import { modalLayer, type ModalHandle } from '../../platform/modal-layer';
import { needsSanitizer, sanitizedWith, sanitizer } from '../../platform/sanitize-lazy';
import type { LightContext } from '../context';
import type { SearchConfig } from './config';
import documentCss from './search-document.css';
import { CLASSES, PARTS } from './parts';
import { markupEdits } from '../markup-edits';

type Ctx = LightContext<SearchConfig, SearchStrings>;

/** The request chunk (./request.ts): one fetch however often it is asked for, asked again after a failure. */
const requestCode = lazyModule(() => import('./request'));

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable=true]';

let counter = 0;
/** Said on the document when a live search's list opens, so another one closes (internal). */
const SHOWN_EVENT = 'eb-search:results-shown';

export function setupSearch(ctx: Ctx): void {
  const { host, config, signal } = ctx;
  for (const w of config.warnings) console.warn(`[eb-search] ${w}`);
  const doc = host.ownerDocument;
  adoptSheet(doc, sharedSheet('eb-search:document', documentCss));

  // Attributes set on the page's markup, put back as they were at teardown.
  const { attr, restore } = markupEdits();
  ctx.onTeardown(restore);

  let status = '';
  const paint = () =>
    render(html`<slot></slot><div part=${PARTS.status} class="se-sr-only" role="status" aria-live="polite" aria-atomic="true">${status}</div>`, ctx.root);
  /** Says `text` politely; cleared first, so the same text twice in a row is said again. */
  const announce = (text: string) => {
    status = '';
    paint();
    requestAnimationFrame(() => {
      if (signal.aborted) return;
      status = text;
      paint();
    });
  };
  paint();

  if (config.settings.widget === 'search-form') setupForm(ctx, attr);
  else setupLive(ctx, config.settings, attr, announce);
  attr(host, 'data-enhanced', true);
}

type Attr = (el: Element, name: string, value: string | boolean | null) => void;

/** The old Search Form: focus class, minimal icon, and the full-screen skin as a modal dialog. */
function setupForm(ctx: Ctx, attr: Attr): void {
  const { host, config, signal, strings: t } = ctx;
  const form = host.querySelector<HTMLFormElement>('form.elementor-search-form');
  const input = host.querySelector<HTMLInputElement>('input.elementor-search-form__input, form.elementor-search-form input[name="s"]')!;
  const focusClass = 'elementor-search-form--focus';
  input.addEventListener('focus', () => form?.classList.add(focusClass), { signal });
  input.addEventListener('blur', () => form?.classList.remove(focusClass), { signal });
  ctx.onTeardown(() => form?.classList.remove(focusClass));
  host.querySelector('.elementor-search-form__icon')?.addEventListener('click', () => input.focus(), { signal });

  if (config.settings.widget !== 'search-form' || config.settings.skin !== 'full_screen') return;
  const toggle = host.querySelector<HTMLElement>('.elementor-search-form__toggle');
  const container = host.querySelector<HTMLElement>('.elementor-search-form__container');
  if (!toggle || !container) {
    console.warn('[eb-search] the full_screen skin without its toggle or container: the form stays as printed');
    return;
  }
  const closer = container.querySelector<HTMLElement>('.dialog-lightbox-close-button, .dialog-close-button');
  const OPEN = ['elementor-search-form--full-screen', 'elementor-lightbox'];
  if (!container.id) attr(container, 'id', `eb-search-dialog-${++counter}`);
  attr(container, 'role', 'dialog');
  attr(container, 'aria-modal', 'true');
  if (!container.hasAttribute('aria-label') && !container.hasAttribute('aria-labelledby')) attr(container, 'aria-label', t['search.label']);
  attr(container, 'inert', true);
  if (toggle.localName !== 'button') {
    attr(toggle, 'role', 'button');
    attr(toggle, 'tabindex', '0');
  }
  if (!toggle.getAttribute('aria-label')) attr(toggle, 'aria-label', t['search.open']);
  attr(toggle, 'aria-haspopup', 'dialog');
  attr(toggle, 'aria-expanded', 'false');
  attr(toggle, 'aria-controls', container.id);
  if (closer) {
    if (closer.localName !== 'button') {
      attr(closer, 'role', 'button');
      attr(closer, 'tabindex', '0');
    }
    if (!closer.getAttribute('aria-label')) attr(closer, 'aria-label', t['search.close']);
  }

  // The dialog is on the page's one modal layer (src/platform/modal-layer.ts), shared with every
  // other tag's dialog: it keeps focus inside (Tab wraps; focus that leaves is brought back), makes
  // the page behind inert and still, and hands Escape to the top dialog only.
  let layer: ModalHandle | null = null;
  const show = () => {
    if (layer) return;
    container.classList.add(...OPEN);
    attr(container, 'inert', false);
    attr(toggle, 'aria-expanded', 'true');
    layer = modalLayer().open(container, { onEscape: () => hide(), initialFocus: input, returnFocus: toggle });
    ctx.emit('search-open', {});
  };
  const hide = (restore = true) => {
    if (!layer) return;
    const handle = layer;
    layer = null;
    container.classList.remove(...OPEN);
    attr(container, 'inert', true);
    attr(toggle, 'aria-expanded', 'false');
    handle.release(restore);
    ctx.emit('search-close', {});
  };
  const activate = (fn: () => void) => (e: Event) => {
    if (e instanceof KeyboardEvent) {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
    }
    fn();
  };
  toggle.addEventListener('click', activate(show), { signal });
  if (toggle.localName !== 'button') toggle.addEventListener('keydown', activate(show), { signal });
  if (closer) {
    closer.addEventListener('click', activate(hide), { signal });
    if (closer.localName !== 'button') closer.addEventListener('keydown', activate(hide), { signal });
  }
  // A click on the backdrop (the container itself, not its field) closes, as in Elementor.
  container.addEventListener('click', (e) => e.target === container && hide(), { signal });
  ctx.onTeardown(() => {
    container.classList.remove(...OPEN);
    layer?.release(false);
    layer = null;
  });
}

type SanitizerModule = Awaited<ReturnType<typeof sanitizer.load>>;

/** The Search widget with live results: the combobox. */
function setupLive(ctx: Ctx, s: LiveSearchSettings, attr: Attr, announce: (text: string) => void): void {
  const { host, config, settings: page, signal, strings: t } = ctx;
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const wrapper = host.querySelector<HTMLElement>('.e-search');
  // Elementor shows the field only once its script and fonts are in; here it is never hidden.
  wrapper?.classList.remove('hidden');
  const input = host.querySelector<HTMLInputElement>('input.e-search-input')!;
  const widget = config.widget;
  const clearIcon = host.querySelector<HTMLElement>('.e-search-input-wrapper > svg, .e-search-input-wrapper > i');
  let container = host.querySelector<HTMLElement>('.e-search-results-container');
  if (!container) {
    container = doc.createElement('div');
    container.className = 'e-search-results-container hide-loader';
    (input.parentElement ?? host).append(container);
    ctx.onTeardown(() => container!.remove());
  }
  const box = container;
  let results = box.querySelector<HTMLElement>('.e-search-results');
  if (!results) {
    results = doc.createElement('div');
    results.className = 'e-search-results';
    box.prepend(results);
  }
  const list = results;
  const baseId = box.id || `results-${config.widgetId ?? ++counter}`;
  const listId = `${baseId}-list`;

  attr(input, 'role', 'combobox');
  attr(input, 'aria-autocomplete', 'list');
  attr(input, 'aria-haspopup', 'listbox');
  attr(input, 'aria-expanded', 'false');
  attr(input, 'aria-controls', listId);
  attr(input, 'aria-activedescendant', null);
  // The results are announced by count (the status region), not read out whole on every change;
  // the container is no tab stop: Tab leaves the field for the next control (the pagination links).
  attr(box, 'aria-live', 'off');
  attr(box, 'tabindex', null);
  attr(box, 'aria-label', t['search.results']);
  box.classList.add('hidden');

  let options: HTMLElement[] = [];
  let active = -1;
  let open = false;
  let term = '';
  let pageNumber = 1;
  let request: AbortController | undefined;
  const seq = sequencer();

  const prefetch = () => {
    if (!s.live) return;
    requestCode.prefetch();
    if (page.sanitizeHtml) sanitizer.prefetch();
  };

  const setExpanded = (v: boolean) => {
    // One open list on the page, as Elementor's `search:results-displayed`: the others close.
    if (v && !open) doc.dispatchEvent(new CustomEvent(SHOWN_EVENT, { detail: host }));
    open = v;
    attr(input, 'aria-expanded', v && options.length > 0 ? 'true' : 'false');
    box.classList.toggle('hidden', !v);
    if (!v) setActive(-1);
  };
  const setActive = (i: number) => {
    active = i;
    options.forEach((o, k) => {
      o.setAttribute('aria-selected', k === i ? 'true' : 'false');
      itemOf(o).classList.toggle(CLASSES.active, k === i);
    });
    const o = options[i];
    attr(input, 'aria-activedescendant', o ? o.id : null);
    o?.scrollIntoView?.({ block: 'nearest' });
  };
  const itemOf = (o: HTMLElement) => o.closest<HTMLElement>('.e-loop-item') ?? o;
  // Elementor hides the results while its loader shows; only a widget that prints a loader
  // (enable_loader) gets it, the others keep the previous results in view while loading.
  const hasLoader = !!box.querySelector('.e-search-loader');
  const setLoading = (v: boolean) => {
    host.toggleAttribute('data-loading', v);
    if (hasLoader) box.classList.toggle('hide-loader', !v);
    attr(box, 'aria-busy', v ? 'true' : null);
  };
  const clearResults = () => {
    options = [];
    list.replaceChildren();
    list.classList.remove('no-results');
    setExpanded(false);
  };
  const updateLabel = () => attr(box, 'aria-label', input.value ? format(t['search.results.for'], { term: input.value.slice(0, 100) }) : t['search.results']);

  /**
   * Makes the results' items options of a listbox. An item's first link with text (else its first
   * link) is the option, so a click, a middle click or Enter opens it as a link does; the rest of
   * the item is decoration for assistive technology (hidden, its links out of the tab order), the
   * wrappers on the way to the link are presentational. An item without a link is the option itself.
   */
  const markOptions = (root: HTMLElement): HTMLElement[] => {
    let items = [...root.querySelectorAll<HTMLElement>('.e-loop-item')].filter((el) => !el.parentElement?.closest('.e-loop-item'));
    if (!items.length && !root.querySelector('.e-search-nothing-found-message')) items = [...root.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !!el.querySelector('a[href]'));
    return items.map((item, i) => {
      const links = [...item.querySelectorAll<HTMLAnchorElement>('a[href]')];
      const link = links.find((a) => a.textContent?.trim()) ?? links[0];
      const option = link ?? item;
      option.id = `${listId}-${i}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      if (link) {
        link.tabIndex = -1;
        for (let node: HTMLElement = link; node !== item; ) {
          const parent = node.parentElement!;
          for (const sib of parent.children) {
            if (sib === node || !(sib instanceof HTMLElement)) continue;
            sib.setAttribute('aria-hidden', 'true');
            for (const f of [sib, ...sib.querySelectorAll<HTMLElement>(FOCUSABLE)]) if (f.matches(FOCUSABLE)) f.tabIndex = -1;
          }
          if (parent !== item) parent.setAttribute('role', 'none');
          node = parent;
        }
        item.setAttribute('role', 'none');
      } else for (const f of item.querySelectorAll<HTMLElement>(FOCUSABLE)) f.tabIndex = -1;
      return option;
    });
  };

  const fragment = (markup: string): DocumentFragment => {
    const tpl = doc.createElement('template');
    tpl.innerHTML = markup;
    return tpl.content;
  };

  const showError = (message: string) => {
    options = [];
    const boxEl = doc.createElement('div');
    boxEl.className = CLASSES.error;
    render(
      html`<p>${t['search.failed']}</p><button type="button" class=${CLASSES.retry} @click=${() => {
        input.focus();
        void run(term, pageNumber);
      }}>${t['search.retry']}</button>`,
      boxEl,
    );
    list.replaceChildren(boxEl);
    list.classList.remove('no-results');
    setExpanded(true);
    setActive(-1);
    announce(t['search.failed']);
    ctx.emit('search-error', { term, page: pageNumber, message });
  };

  const showResults = (data: string, pagination: string, mod: SanitizerModule | undefined) => {
    const listEl = doc.createElement('div');
    listEl.className = CLASSES.list;
    listEl.id = listId;
    listEl.append(fragment(sanitizedWith(mod, data, page.sanitizeHtml)));
    const nodes: Node[] = [listEl];
    const nav = pagination.trim() ? doc.createElement('nav') : undefined;
    if (nav) {
      nav.className = 'elementor-pagination';
      nav.setAttribute('aria-label', t['search.pagination']);
      nav.append(fragment(sanitizedWith(mod, pagination, page.sanitizeHtml)));
      nodes.push(nav);
    }
    list.replaceChildren(...nodes);
    options = markOptions(listEl);
    if (options.length) {
      listEl.setAttribute('role', 'listbox');
      listEl.setAttribute('aria-label', format(t['search.results.for'], { term: term.slice(0, 100) }));
    }
    const none = !!listEl.querySelector('.e-search-nothing-found-message');
    list.classList.toggle('no-results', none);
    setExpanded(true);
    // New results: no option is active until an arrow key says so.
    setActive(-1);
    const n = options.length;
    const count = n === 0 ? t['search.results.none'] : n === 1 ? t['search.results.one'] : format(t['search.results.many'], { count: n });
    announce(pageNumber > 1 ? `${count}, ${format(t['search.results.page'], { page: pageNumber })}` : count);
    ctx.emit('search-results', { term, page: pageNumber, count: n });
  };

  async function run(value: string, pageNo: number): Promise<void> {
    if (!config.widgetId) return;
    request?.abort();
    const mine = (request = new AbortController());
    const n = seq.next();
    term = value;
    pageNumber = pageNo;
    setLoading(true);
    const [answer, mod] = await Promise.all([
      requestCode.load().then(
        (m) => m.fetchSearch({ restUrl: page.restUrl, restNonce: page.restNonce, postId: config.postId, widgetId: config.widgetId!, term: value, page: pageNo, signal: mine.signal }),
        (e: unknown) => ({ ok: false as const, reason: 'failed' as const, message: `could not load the search code: ${String(e)}` }),
      ),
      page.sanitizeHtml ? sanitizer.load().catch(() => undefined) : Promise.resolve(undefined),
    ]);
    // A newer request, a cleared field or the teardown won: this answer is old news.
    if (!seq.current(n) || signal.aborted) return;
    request = undefined;
    setLoading(false);
    if (!answer.ok) {
      if (answer.reason === 'empty') {
        // Elementor collapses the list; here the visitor also hears that nothing was found.
        clearResults();
        announce(t['search.results.none']);
        ctx.emit('search-results', { term, page: pageNo, count: 0 });
        return;
      }
      const message = answer.reason === 'failed' ? answer.message : 'the answer is not {data, pagination}';
      // The visitor sees the failure and a retry: a warning, not an error (no bad input of the page's).
      console.warn(`[eb-search] live search failed: ${message}`);
      return showError(message);
    }
    if ((needsSanitizer(answer.data, page.sanitizeHtml) || needsSanitizer(answer.pagination, page.sanitizeHtml)) && !mod) {
      console.warn('[eb-search] could not load the HTML sanitizer; the results are not shown');
      return showError('sanitizer unavailable');
    }
    showResults(answer.data, answer.pagination, mod);
  }

  const typed = debounce((value: string) => void run(value, 1), SEARCH_DEBOUNCE_MS);
  const reset = () => {
    typed.cancel();
    seq.invalidate();
    request?.abort();
    request = undefined;
    setLoading(false);
    clearResults();
  };
  const syncClear = () => clearIcon?.classList.toggle('hidden', !input.value);
  syncClear();

  input.addEventListener(
    'input',
    () => {
      syncClear();
      updateLabel();
      const action = searchAction(input.value, s);
      if (action === 'clear') reset();
      else if (action === 'wait') typed.cancel();
      else {
        prefetch();
        typed.call(input.value);
      }
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.isComposing) return;
      const n = options.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!n) return;
        e.preventDefault();
        if (!open) setExpanded(true);
        const down = e.key === 'ArrowDown';
        setActive(active < 0 ? (down ? 0 : n - 1) : (active + (down ? 1 : n - 1)) % n);
      } else if (e.key === 'Enter') {
        // NumpadEnter too (Elementor tests event.code and misses it).
        const o = open ? options[active] : undefined;
        if (o) {
          e.preventDefault();
          o.click();
        } else typed.cancel(); // the form submits natively: GET /?s=…&e_search_props=…
      } else if (e.key === 'Escape') {
        e.preventDefault();
        if (open && (options.length || list.childElementCount)) setExpanded(false);
        else if (input.value) {
          input.value = '';
          syncClear();
          updateLabel();
          reset();
        }
      }
    },
    { signal },
  );
  input.addEventListener(
    'focus',
    () => {
      prefetch();
      if (!open && list.childElementCount && input.value) setExpanded(true);
    },
    { signal },
  );
  input.addEventListener('pointerdown', prefetch, { signal, once: true });
  host.addEventListener('focusin', () => widget.classList.add('e-focus'), { signal });
  host.addEventListener(
    'focusout',
    (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && host.contains(to)) return;
      widget.classList.remove('e-focus');
      // Focus left the widget (Tab past its last control): the list closes.
      if (to) setExpanded(false);
    },
    { signal },
  );
  // Escape inside the results (a pagination link, the retry button) closes them and returns to the field.
  box.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setExpanded(false);
      input.focus();
    },
    { signal },
  );
  box.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element).closest?.<HTMLAnchorElement>('a.page-numbers');
      if (!a || !box.contains(a)) return;
      e.preventDefault();
      if (a.classList.contains('current') || !term) return;
      const p = searchPageOf(a.getAttribute('href'), doc.baseURI);
      if (p === undefined) return;
      input.focus();
      void run(term, p);
    },
    { signal },
  );
  clearIcon?.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      input.value = '';
      syncClear();
      updateLabel();
      reset();
      input.focus();
    },
    { signal },
  );
  doc.addEventListener(SHOWN_EVENT, (e) => open && (e as CustomEvent<Element>).detail !== host && setExpanded(false), { signal });
  // A click outside the widget closes the list (Elementor's document listener).
  doc.addEventListener('click', (e) => open && !e.composedPath().includes(host) && setExpanded(false), { signal });
  // The list's visibility follows the field's value on back/forward (a restored value, no results yet).
  win.addEventListener('pageshow', () => (syncClear(), updateLabel()), { signal });

  ctx.onTeardown(() => {
    typed.cancel();
    seq.invalidate();
    request?.abort();
    host.removeAttribute('data-loading');
    widget.classList.remove('e-focus');
    box.classList.remove('hidden');
    box.classList.add('hide-loader');
    list.replaceChildren();
  });
  updateLabel();
}
