import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/eb-posts';
import { restoreKey } from '../../src/core/builder/posts';
import { resizeSubscribers } from '../../src/platform/resize-hub';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const W = '9f1e2d3';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const CLICK = { pagination_type: 'load_more_on_click', classic_columns: '2', load_more_spinner: { value: 'fas fa-spinner', library: 'fa-solid' }, load_more_no_posts_custom_message: 'Dat waren alle berichten.' };
const SCROLL = { pagination_type: 'load_more_infinite_scroll', cards_columns: '2', cards_masonry: 'yes', cards_row_gap: { unit: 'px', size: 10, sizes: [] } };

const post = (n: number, extra = '') => `<article class="elementor-post elementor-grid-item post-${n}" role="listitem"><h3 class="elementor-post__title"><a href="/p/${n}/">Bericht ${n}</a></h3>${extra}</article>`;
// A path segment starting with "on" (as /blog/oneindig/): a naive cut of on…= handlers must not eat it.
const pageUrl = (n: number) => `${location.origin}/blogtest/onderweg/page/${n}/`;

interface Opts {
  page?: number;
  max?: number;
  perPage?: number;
  settings?: object | string;
  type?: string;
  attrs?: string;
  id?: string;
  /** Items' markup (default: posts n…). */
  items?: string;
  message?: string | null;
  button?: boolean;
}

/** The widget as Elementor prints it, the wrapper printed as <eb-posts>. */
function widget({ page = 1, max = 3, perPage = 2, settings = CLICK, type = 'posts.classic', attrs = '', id = W, items, message = 'Dat waren alle berichten.', button = true }: Opts = {}): string {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  const first = (page - 1) * perPage + 1;
  const list = items ?? Array.from({ length: perPage }, (_, i) => post(first + i)).join('');
  return (
    `<eb-posts ${attrs} class="elementor-element elementor-element-${id} elementor-widget elementor-widget-posts" data-id="${id}" data-element_type="widget" data-settings="${esc(json)}" data-widget_type="${type}">` +
    `<div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-grid" role="list">${list}</div>` +
    `<span class="e-load-more-spinner"></span>` +
    `<div class="e-load-more-anchor" data-page="${page}" data-max-page="${max}" data-next-page="${pageUrl(page + 1)}"></div>` +
    (button ? `<div class="elementor-button-wrapper"><a class="elementor-button" href="/blogtest/onderweg/page/${page + 1}/"><span class="elementor-button-text">Meer berichten</span></a></div>` : '') +
    (message === null ? '' : `<div class="e-load-more-message">${message}</div>`) +
    `</div></eb-posts>`
  );
}

/** A whole fetched page: another widget first (its items must not be taken), then ours. */
const fullPage = (o: Opts) => `<!doctype html><html><body><div data-id="0000000"><div class="elementor-posts-container"><article class="elementor-post">Ander</article></div></div>${widget(o)}</body></html>`;

type Answer = Response | Promise<Response> | 'hang';
/** Serves /blogtest/onderweg/page/N/ through a fetch stub; `answer` may replace a page's answer. */
function serve(base: Opts, answer: (n: number, call: number) => Answer | undefined = () => undefined) {
  const calls: string[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const m = /\/blogtest\/onderweg\/page\/(\d+)\/$/.exec(url);
    if (!m) return original(input, init);
    calls.push(url);
    const n = Number(m[1]);
    const a = answer(n, calls.length);
    if (a === 'hang')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    if (a) return Promise.resolve(a);
    const max = base.max ?? 3;
    if (n > max) return Promise.resolve(new Response('nope', { status: 404 }));
    return Promise.resolve(new Response(fullPage({ ...base, page: n }), { headers: { 'Content-Type': 'text/html' } }));
  };
  return { calls, restore: () => (window.fetch = original) };
}

async function mount(html: string): Promise<HTMLElement> {
  const el = fixture(html).querySelector<HTMLElement>('eb-posts')!;
  await waitFor(() => el.hasAttribute('data-enhanced') || el.hasAttribute('data-error'), { message: 'set up' });
  return el;
}

const posts = (el: Element) => [...el.querySelectorAll('.elementor-posts-container > article')].map((a) => a.textContent!.trim());
const button = (el: Element) => el.querySelector<HTMLElement>('.elementor-button')!;
const anchorPage = (el: Element) => el.querySelector('.e-load-more-anchor')!.getAttribute('data-page');
const said = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;

describe('<eb-posts>', () => {
  const start = location.href;
  let server: ReturnType<typeof serve> | undefined;
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    cleanup();
    history.replaceState(null, '', start);
    sessionStorage.clear();
  });

  it('load more on click until the end: the next pages appended, the anchor moved, the end message, announcements, events; axe clean in each state', async () => {
    server = serve({});
    const el = await mount(widget());
    const loads: unknown[] = [];
    el.addEventListener('eb-posts-load', (e) => loads.push((e as CustomEvent).detail));
    let ended = 0;
    el.addEventListener('eb-posts-end', () => ended++);
    expect(posts(el)).to.deep.equal(['Bericht 1', 'Bericht 2']);
    expect(button(el).getAttribute('role')).to.equal('button');
    expect(shown(el.querySelector('.e-load-more-message'))).to.equal(false);
    let v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);

    button(el).click();
    await waitFor(() => posts(el).length === 4, { message: 'page 2' });
    expect(server.calls).to.deep.equal([pageUrl(2)]);
    expect(posts(el)).to.deep.equal(['Bericht 1', 'Bericht 2', 'Bericht 3', 'Bericht 4']);
    expect(anchorPage(el)).to.equal('2');
    expect(el.querySelector('.e-load-more-anchor')!.getAttribute('data-next-page')).to.equal(pageUrl(3));
    expect(el.getAttribute('data-state')).to.equal('idle');
    await waitFor(() => said(el) === '2 nieuwe berichten geladen', { message: 'announced' });

    button(el).click();
    await waitFor(() => posts(el).length === 6, { message: 'page 3' });
    expect(el.getAttribute('data-state')).to.equal('end');
    expect(el.classList.contains('e-load-more-pagination-end')).to.equal(true);
    expect(shown(button(el))).to.equal(false);
    expect(shown(el.querySelector('.e-load-more-message'))).to.equal(true);
    expect(el.querySelector('.e-load-more-message')!.textContent).to.equal('Dat waren alle berichten.');
    await waitFor(() => said(el) === '2 nieuwe berichten geladen. Dat waren alle berichten.', { message: 'end announced' });
    expect(loads).to.deep.equal([
      { widgetId: W, url: pageUrl(2), page: 2, count: 2 },
      { widgetId: W, url: pageUrl(3), page: 3, count: 2 },
    ]);
    expect(ended).to.equal(1);
    // A click after the end fetches nothing.
    button(el).click();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls).to.have.length(2);
    v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('keyboard: Enter on the button loads the next page and moves focus to the first new post; a double press fetches once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server = serve({}, (n) => (n === 2 ? gate.then(() => new Response(fullPage({ page: 2 }))) : undefined));
    const el = await mount(widget());
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.getAttribute('data-state') === 'loading', { message: 'loading' });
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    expect(el.classList.contains('e-load-more-pagination-loading')).to.equal(true);
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    release();
    await waitFor(() => posts(el).length === 4, { message: 'page 2' });
    expect(server.calls).to.have.length(1);
    expect(document.activeElement?.textContent?.trim()).to.equal('Bericht 3');
    expect(button(el).hasAttribute('aria-disabled')).to.equal(false);
  });

  it('a failed page ends the loading state with a message and a retry button; the retry loads it and focuses the first new post', async () => {
    server = serve({}, (n, call) => (n === 2 && call === 1 ? new Response('kapot', { status: 500 }) : undefined));
    const errors = spyConsoleError();
    const el = await mount(widget());
    let failed: unknown;
    el.addEventListener('eb-posts-error', (e) => (failed = (e as CustomEvent).detail));
    button(el).click();
    await waitFor(() => el.getAttribute('data-state') === 'error', { message: 'error state' });
    errors.restore();
    expect(errors.calls.map((c) => String(c[0]))).to.have.length(1);
    expect(String(errors.calls[0]![0])).to.contain('[eb-posts] could not load the next page');
    expect(failed).to.deep.include({ widgetId: W, url: pageUrl(2) });
    expect(el.classList.contains('e-load-more-pagination-loading')).to.equal(false);
    expect(part(el, 'error')!.textContent).to.equal('De volgende berichten konden niet worden geladen.');
    expect(shown(button(el))).to.equal(false);
    const retry = part<HTMLButtonElement>(el, 'retry')!;
    expect(retry.textContent).to.equal('Opnieuw proberen');
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    retry.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => posts(el).length === 4, { message: 'retried' });
    expect(el.getAttribute('data-state')).to.equal('idle');
    expect(part(el, 'retry')).to.equal(null);
    expect(shown(button(el))).to.equal(true);
    expect(document.activeElement?.textContent?.trim()).to.equal('Bericht 3');
  });

  it('a slow page times out (the timeout attribute) into the error state; a page without the widget is an error too', async () => {
    server = serve({}, (n, call) => (call === 1 ? 'hang' : call === 2 ? new Response('<html><body><p>Onderhoud</p></body></html>') : undefined));
    const errors = spyConsoleError();
    const el = await mount(widget({ attrs: 'timeout="80"' }));
    button(el).click();
    await waitFor(() => el.getAttribute('data-state') === 'error', { message: 'timed out' });
    part<HTMLButtonElement>(el, 'retry')!.click();
    await waitFor(() => el.getAttribute('data-state') === 'loading' || server!.calls.length === 2, { message: 'retrying' });
    await waitFor(() => el.getAttribute('data-state') === 'error' && server!.calls.length === 2, { message: 'garbage page' });
    errors.restore();
    expect(errors.calls.map((c) => String(c[0]))).to.satisfy((m: string[]) => m[0]!.includes('timed out') && m[1]!.includes('does not hold widget'));
    expect(posts(el)).to.have.length(2);
  });

  it('fetched items are sanitized, and only the widget\'s own ([data-id]) are taken', async () => {
    const hostile = `<img src="" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a><p style="position:fixed">s</p>`;
    server = serve({}, (n) => (n === 2 ? new Response(fullPage({ page: 2, items: post(3, hostile) })) : undefined));
    const el = await mount(widget());
    button(el).click();
    await waitFor(() => posts(el).length === 3, { message: 'page 2' });
    const added = el.querySelectorAll('article')[2]!;
    expect(added.innerHTML).not.to.contain('onerror');
    expect(added.innerHTML).not.to.contain('script');
    expect(added.innerHTML).not.to.contain('javascript:');
    expect(added.innerHTML).not.to.contain('style=');
    expect(posts(el)).not.to.include('Ander');
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('a next URL on another origin or scheme is never fetched: the widget starts at its end', async () => {
    server = serve({});
    const el = await mount(widget().replace(pageUrl(2), 'https://evil.example/page/2/'));
    expect(el.getAttribute('data-state')).to.equal('end');
    button(el).click();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.calls).to.deep.equal([]);
  });

  it('infinite scroll: nothing loads off screen; the anchor in view loads the next pages until the end, with a visible loading row', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const base = { settings: SCROLL, type: 'posts.cards', button: false, message: null, perPage: 2, max: 3 };
    server = serve(base, (n) => (n === 2 ? gate.then(() => new Response(fullPage({ ...base, page: 2 }))) : undefined));
    const root = fixture(`<div style="height:3000px"></div>${widget(base)}`);
    const el = root.querySelector<HTMLElement>('eb-posts')!;
    await waitFor(() => el.hasAttribute('data-enhanced'), { message: 'set up' });
    await new Promise((r) => setTimeout(r, 100));
    expect(server.calls).to.deep.equal([]);
    el.scrollIntoView();
    await waitFor(() => el.getAttribute('data-state') === 'loading', { message: 'loading' });
    expect(part(el, 'loading')!.textContent).to.contain('Berichten laden…');
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    release();
    // Page 2 appended while the anchor is still in view: page 3 follows by itself.
    await waitFor(() => posts(el).length === 6, { message: 'pages 2 and 3' });
    await waitFor(() => el.getAttribute('data-state') === 'end', { message: 'end' });
    expect(server.calls).to.deep.equal([pageUrl(2), pageUrl(3)]);
    // No message in the markup: ours, in part end.
    expect(part(el, 'end')!.textContent).to.equal('Er zijn geen berichten meer.');
  });

  it('masonry: items are pulled up under the one above in their column, appended items too; one column on mobile undoes it; one shared resize listener', async () => {
    const tall = (n: number, h: number) => post(n, `<div style="height:${h}px"></div>`);
    const heights = [200, 60, 60, 200, 80, 40];
    const base = { settings: { ...SCROLL, cards_columns_mobile: '1', pagination_type: 'load_more_on_click' }, type: 'posts.cards', perPage: 2, max: 3 };
    const pageItems = (p: number) => [0, 1].map((i) => tall((p - 1) * 2 + i + 1, heights[(p - 1) * 2 + i]!)).join('');
    server = serve(base, (n) => new Response(fullPage({ ...base, page: n, items: pageItems(n) })));
    await new Promise((r) => setTimeout(r)); // the previous test's elements are torn down in a microtask
    const before = resizeSubscribers();
    const root = fixture(`<style>.fixture .elementor-grid{display:grid;grid-template-columns:1fr 1fr;row-gap:10px;column-gap:10px;width:600px}.fixture article h3{margin:0}</style>${widget({ ...base, items: pageItems(1) })}`);
    const el = root.querySelector<HTMLElement>('eb-posts')!;
    await waitFor(() => el.hasAttribute('data-enhanced'), { message: 'set up' });
    expect(resizeSubscribers()).to.equal(before + 1);
    await waitFor(() => el.querySelector('.elementor-posts-masonry'), { message: 'masonry on' });
    const box = (i: number) => el.querySelectorAll('article')[i]!.getBoundingClientRect();
    const under = (i: number, above: number) => Math.abs(box(i).top - (box(above).bottom + 10)) < 1.5;
    button(el).click();
    await waitFor(() => posts(el).length === 4, { message: 'page 2' });
    // Column 1: 0 (200) then 2; column 2: 1 (60) then 3 — item 3 is pulled up under item 1.
    await waitFor(() => under(2, 0) && under(3, 1), { message: 'appended items laid out' });
    button(el).click();
    await waitFor(() => posts(el).length === 6, { message: 'page 3' });
    await waitFor(() => under(4, 2) && under(5, 3), { message: 'second page laid out' });
    expect(Number.parseFloat(el.querySelectorAll<HTMLElement>('article')[3]!.style.getPropertyValue('--se-posts-pull'))).to.be.greaterThan(0);
    await setViewport({ width: 375, height: 800 });
    await waitFor(() => !el.querySelector('.elementor-posts-masonry'), { message: 'masonry off on mobile (1 column)' });
    expect([...el.querySelectorAll<HTMLElement>('article')].every((a) => a.style.getPropertyValue('--se-posts-pull') === '')).to.equal(true);
    await setViewport({ width: 1280, height: 800 });
    cleanup();
    await waitFor(() => resizeSubscribers() === before, { message: 'listener gone' });
  });

  it('back/forward: the loaded posts come back on the same history entry (history.state marker + sessionStorage), not on a fresh visit', async () => {
    server = serve({});
    let el = await mount(widget());
    button(el).click();
    await waitFor(() => posts(el).length === 4, { message: 'page 2' });
    expect(sessionStorage.getItem(restoreKey(location, W))).to.contain('Bericht 4');
    expect((history.state as Record<string, unknown>)[`se-posts:${W}`]).to.equal(2);
    cleanup();
    // The same entry again (what back/forward gives): pages 1 and 2, the anchor at 2.
    el = await mount(widget());
    expect(posts(el)).to.deep.equal(['Bericht 1', 'Bericht 2', 'Bericht 3', 'Bericht 4']);
    expect(anchorPage(el)).to.equal('2');
    button(el).click();
    await waitFor(() => posts(el).length === 6, { message: 'page 3 after restore' });
    expect(server.calls).to.deep.equal([pageUrl(2), pageUrl(3)]);
    cleanup();
    // A fresh visit (no marker in history.state): page 1 only.
    history.replaceState(null, '', start);
    el = await mount(widget());
    expect(posts(el)).to.have.length(2);
  });

  it('numbered and previous/next pagination: the links stay links, nothing is fetched, no status row', async () => {
    server = serve({});
    const nav = `<nav class="elementor-pagination" aria-label="Paginering"><span class="page-numbers prev">&laquo; Vorige</span><span aria-current="page" class="page-numbers current">1</span><a class="page-numbers" href="/blogtest/onderweg/page/2/">2</a><a class="page-numbers next" href="/blogtest/onderweg/page/2/">Volgende &raquo;</a></nav>`;
    const html = widget({ settings: { pagination_type: 'numbers_and_prev_next' }, button: false, message: null }).replace('</div></eb-posts>', `${nav}</div></eb-posts>`);
    const el = await mount(html);
    expect(part(el, 'status')).to.equal(null);
    const link = el.querySelector<HTMLAnchorElement>('a.page-numbers.next')!;
    let prevented: boolean | undefined;
    document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
    link.click();
    expect(prevented).to.equal(false);
    expect(link.hasAttribute('role')).to.equal(false);
    expect(server.calls).to.deep.equal([]);
  });

  it('the tag wrapping the unchanged widget div; the Loop Grid\'s markup (.e-loop-item); English strings', async () => {
    const loopItem = (n: number) => `<div class="elementor e-loop-item post-${n}"><h3>Product ${n}</h3></div>`;
    const loopWidget = (page: number) =>
      `<div class="elementor-element elementor-element-a1b2c3d elementor-widget elementor-widget-loop-grid" data-id="a1b2c3d" data-settings="${esc(JSON.stringify({ pagination_type: 'load_more_on_click', _skin: 'post' }))}" data-widget_type="loop-grid.post">` +
      `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${loopItem(page * 2 - 1)}${loopItem(page * 2)}</div>` +
      `<div class="e-load-more-anchor" data-page="${page}" data-max-page="2" data-next-page="${pageUrl(page + 1)}"></div>` +
      `<div class="elementor-button-wrapper"><a class="elementor-button" href="#"><span class="elementor-button-text">Load More</span></a></div><div class="e-load-more-message">No more posts to show</div></div></div>`;
    server = serve({}, (n) => new Response(`<html><body>${loopWidget(n)}</body></html>`));
    const el = await mount(`<eb-posts locale="en">${loopWidget(1)}</eb-posts>`);
    expect(el.hasAttribute('data-error')).to.equal(false);
    el.querySelector<HTMLElement>('.elementor-button')!.click();
    await waitFor(() => el.querySelectorAll('.e-loop-item').length === 4, { message: 'loop page 2' });
    expect(el.querySelector('[data-widget_type]')!.classList.contains('e-load-more-pagination-end')).to.equal(true);
    // Elementor's English default message is replaced by our string in the page's language.
    expect(el.querySelector('.e-load-more-message')!.textContent).to.equal('There are no more posts.');
    await waitFor(() => said(el) === '2 new posts loaded. There are no more posts.', { message: 'announced in English' });
  });

  it("the Loop Grid's after-insert steps, as PRO Elements': lazy backgrounds observed, the page's loop-dynamic styles adopted (strict-CSP safe), Elementor's handlers run on the new elements, its window event", async () => {
    const w = window as unknown as Record<string, unknown>;
    const ran: string[] = [];
    const triggered: string[] = [];
    let observed = 0;
    const onObserve = () => observed++;
    document.addEventListener('elementor/lazyload/observe', onObserve);
    w.ElementorProFrontendConfig = { settings: { lazy_load_background_images: true } };
    w.elementorFrontend = { elementsHandler: { runReadyTrigger: (el: Element) => ran.push(el.getAttribute('data-id')!) } };
    w.jQuery = (target: unknown) => ({ trigger: (name: string) => triggered.push(`${target === window ? 'window' : '?'}:${name}`) });
    try {
      const loopItem = (n: number) => `<div class="elementor e-loop-item e-loop-item-${n} post-${n}"><div class="elementor-element" data-id="in${n}"><h3>Product ${n}</h3></div></div>`;
      const loopWidget = (page: number) =>
        `<div class="elementor-element elementor-element-a1b2c3d elementor-widget elementor-widget-loop-grid" data-id="a1b2c3d" data-settings="${esc(JSON.stringify({ pagination_type: 'load_more_on_click', _skin: 'post' }))}" data-widget_type="loop-grid.post">` +
        `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${loopItem(page * 2 - 1)}${loopItem(page * 2)}</div>` +
        `<div class="e-load-more-anchor" data-page="${page}" data-max-page="2" data-next-page="${pageUrl(page + 1)}"></div>` +
        `<div class="elementor-button-wrapper"><a class="elementor-button" href="#"><span class="elementor-button-text">Load More</span></a></div></div></div>`;
      const dynamic = '<style id="loop-dynamic-4417">.e-loop-item-3 h3{outline:3px solid rgb(1, 2, 3)}</style>';
      server = serve({}, (n) => new Response(`<html><body>${loopWidget(n).replace('<div class="elementor e-loop-item', `${dynamic}<div class="elementor e-loop-item`)}</body></html>`));
      const el = await mount(`<eb-posts>${loopWidget(1)}</eb-posts>`);
      el.querySelector<HTMLElement>('.elementor-button')!.click();
      await waitFor(() => el.querySelectorAll('.e-loop-item').length === 4, { message: 'loop page 2' });
      expect(observed).to.equal(1);
      expect(ran).to.deep.equal(['in3', 'in4']);
      expect(triggered).to.deep.equal(['window:elementor-pro/loop-builder/after-insert-posts']);
      expect(getComputedStyle(el.querySelector('.e-loop-item-3 h3')!).outlineColor).to.equal('rgb(1, 2, 3)');
      expect(el.querySelector('style')).to.equal(null);
    } finally {
      document.removeEventListener('elementor/lazyload/observe', onObserve);
      delete w.ElementorProFrontendConfig;
      delete w.elementorFrontend;
      delete w.jQuery;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sh) => ![...sh.cssRules].some((r) => r.cssText.includes('rgb(1, 2, 3)')));
    }
  });

  it('bad input: a broken data-settings, a bad widget id or markup without the posts container is a config error with the content left as it is; an unknown pagination type warns', async () => {
    const errors = spyConsoleError();
    const broken = await mount(widget({ settings: '{"pagination_type": ' }));
    const notObject = await mount(widget({ settings: '"load_more_on_click"' }));
    const badId = await mount(widget({ id: 'a b"c' }));
    const empty = await mount(`<eb-posts widget-id="${W}"><div class="elementor-widget-container"><p>Geen berichten</p></div></eb-posts>`);
    errors.restore();
    for (const el of [broken, notObject, badId, empty]) {
      expect(el.getAttribute('data-error')).to.equal('config');
      expect(el.shadowRoot!.innerHTML).to.contain('<slot>');
    }
    expect(errors.calls.map((c) => String(c[0]))).to.satisfy((m: string[]) => m.length === 4 && m.every((s) => s.startsWith('[eb-posts] invalid config')));
    expect(posts(broken)).to.have.length(2);

    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => warnings.push(m);
    server = serve({});
    const odd = await mount(widget({ settings: { pagination_type: 'flipbook' } }));
    console.warn = warn;
    expect(odd.hasAttribute('data-error')).to.equal(false);
    expect(warnings[0]).to.contain('unknown pagination_type');
    // Not a load-more type: the button is left alone (a link), nothing is fetched.
    let prevented: boolean | undefined;
    document.addEventListener('click', (e) => ((prevented = e.defaultPrevented), e.preventDefault()), { once: true });
    button(odd).click();
    expect(prevented).to.equal(false);
    expect(server.calls).to.deep.equal([]);
  });

  it('teardown: removed while loading, the request is aborted and nothing is appended or thrown', async () => {
    server = serve({}, () => 'hang');
    const el = await mount(widget());
    button(el).click();
    await waitFor(() => el.getAttribute('data-state') === 'loading', { message: 'loading' });
    el.remove();
    await new Promise((r) => setTimeout(r, 30));
    expect(el.hasAttribute('data-state')).to.equal(false);
    expect(button(el).hasAttribute('role')).to.equal(false);
  });
});
