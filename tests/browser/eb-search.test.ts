import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/eb-search';
import documentCss from '../../src/light/search/search-document.css';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const W = 'e5a1c9d';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const LIVE = { live_results: 'yes', template_id: '812', minimum_search_characters: 3, pagination_type_options: 'numbers_previous_next' };

/** The Search widget as PRO Elements prints it, `<eb-search>` in place of the wrapper div, inside a page document with id 70. */
function liveMarkup(settings: object | string = LIVE, attrs = ''): string {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  return (
    `<div data-elementor-id="70" class="elementor elementor-70">` +
    `<eb-search ${attrs} class="elementor-element elementor-element-${W} elementor-widget elementor-widget-search" data-id="${W}" data-element_type="widget" data-settings="${esc(json)}" data-widget_type="search.default">` +
    `<div class="elementor-widget-container"><search class="e-search hidden" role="search"><form class="e-search-form" action="/" method="get">` +
    `<label class="e-search-label" for="search-${W}"><span class="elementor-screen-only">Zoeken</span></label>` +
    `<div class="e-search-input-wrapper"><input id="search-${W}" placeholder="Zoek" class="e-search-input" type="search" name="s" value="" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="results-${W}" aria-haspopup="listbox">` +
    `<svg aria-hidden="true" class="e-font-icon-svg e-fas-times" viewBox="0 0 10 10"><path d="M0 0h10v10z"></path></svg>` +
    `<output id="results-${W}" class="e-search-results-container hide-loader" aria-live="polite" aria-atomic="true" aria-label="Results for search" tabindex="0"><div class="e-search-results"></div></output></div>` +
    `<button class="e-search-submit" type="submit"><span>Zoeken</span></button>` +
    `<input type="hidden" name="e_search_props" value="${W}-70"></form></search></div></eb-search></div>`
  );
}

const item = (id: number, title: string) =>
  `<div data-elementor-type="loop-item" data-elementor-id="812" class="elementor elementor-812 e-loop-item e-loop-item-${id}">` +
  `<div class="e-con"><div class="elementor-widget-image"><div class="elementor-widget-container"><a href="#post-${id}"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""></a></div></div>` +
  `<div class="elementor-widget-heading"><div class="elementor-widget-container"><h3 class="elementor-heading-title"><a href="#post-${id}">${title}</a></h3></div></div>` +
  `<div class="elementor-widget-theme-post-excerpt"><div class="elementor-widget-container"><p>Over ${title}.</p></div></div></div></div>`;
const items = (titles: string[], from = 1) => titles.map((t, i) => item(from + i, t)).join('');
const pages = (current: number, total: number) =>
  Array.from({ length: total }, (_, i) =>
    i + 1 === current ? `<span aria-current="page" class="page-numbers current">${i + 1}</span>` : `<a rel="nofollow" class="page-numbers" href="http://localhost/zoeken/?e-search-page=${i + 1}">${i + 1}</a>`,
  ).join('\n');

interface Call {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  signal: AbortSignal | undefined;
}
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers refresh-search from `answer`; other requests go through. */
function mockSearch(answer: (body: Record<string, unknown>, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('elementor-pro/v1/refresh-search')) return original(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) }, body, signal: init?.signal ?? undefined });
    return answer(body, calls.length);
  };
  return { calls, restore: () => (window.fetch = original) };
}
const TITLES = ['Appeltaart', 'Kwarktaart', 'Hartige taart'];
const results = () => json({ data: items(TITLES), pagination: '' });

async function mount(html: string): Promise<HTMLElement> {
  const root = fixture(html);
  const el = root.querySelector<HTMLElement>('eb-search')!;
  await waitFor(() => el.hasAttribute('data-enhanced') || el.hasAttribute('data-error'), { message: 'set up' });
  return el;
}
const input = (el: Element) => el.querySelector<HTMLInputElement>('input[type=search]')!;
const options = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role=listbox] [role=option]')];
const optionTitles = (el: Element) => options(el).map((o) => o.textContent!.trim());
const status = (el: Element) => part(el, 'status')!.textContent!.trim();
const container = (el: Element) => el.querySelector<HTMLElement>('.e-search-results-container')!;
async function typeInto(el: Element, text: string) {
  input(el).focus();
  await sendKeys({ type: text });
}
async function noAxe(el: Element) {
  const v = await axeViolations(el.closest('.fixture')!);
  expect(v, describeViolations(v)).to.deep.equal([]);
}

describe('<eb-search>: the Search widget with live results', () => {
  let mock: ReturnType<typeof mockSearch> | undefined;
  afterEach(() => {
    mock?.restore();
    mock = undefined;
    cleanup();
  });

  it('shows the field at once and makes it a combobox (aria-controls the listbox, collapsed; the results no tab stop, not read out whole)', async () => {
    const el = await mount(liveMarkup());
    expect(el.querySelector('.e-search')!.classList.contains('hidden')).to.equal(false);
    const i = input(el);
    expect([i.getAttribute('role'), i.getAttribute('aria-expanded'), i.getAttribute('aria-controls'), i.getAttribute('aria-autocomplete')]).to.deep.equal(['combobox', 'false', `results-${W}-list`, 'list']);
    expect(container(el).hasAttribute('tabindex')).to.equal(false);
    expect(container(el).getAttribute('aria-live')).to.equal('off');
    expect(part(el, 'status')!.getAttribute('aria-live')).to.equal('polite');
    await noAxe(el);
  });

  it('typing is debounced: one POST of refresh-search for the whole word, Elementor\'s body, JSON, no nonce without restNonce', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup());
    await typeInto(el, 'taart');
    await waitFor(() => options(el).length === 3, { message: 'results' });
    expect(mock.calls).to.have.length(1);
    const [call] = mock.calls;
    expect(call!.url).to.match(/\/wp-json\/elementor-pro\/v1\/refresh-search$/);
    expect(call!.body).to.deep.equal({ post_id: '70', widget_id: W, search_term: 'taart', page_number: 1 });
    expect(Object.keys(call!.body)).to.deep.equal(['post_id', 'widget_id', 'search_term', 'page_number']);
    expect(call!.headers['Content-Type']).to.equal('application/json');
    expect(call!.headers['X-WP-Nonce']).to.equal(undefined);
  });

  it('sends X-WP-Nonce when restNonce is set; post-id and widget-id attributes win over the markup', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup(LIVE, 'rest-nonce="n0nce" post-id="71" rest-url="/api/"'));
    await typeInto(el, 'taart');
    await waitFor(() => mock!.calls.length === 1);
    expect(mock.calls[0]!.headers['X-WP-Nonce']).to.equal('n0nce');
    expect(mock.calls[0]!.url).to.match(/\/api\/elementor-pro\/v1\/refresh-search$/);
    expect(mock.calls[0]!.body.post_id).to.equal('71');
  });

  it('waits for the minimum characters from the settings ("4" as a string)', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup({ ...LIVE, minimum_search_characters: '4' }));
    await typeInto(el, 'taa');
    await new Promise((r) => setTimeout(r, 600)); // twice the debounce: nothing may be sent
    expect(mock.calls).to.have.length(0);
    await sendKeys({ type: 'r' });
    await waitFor(() => mock!.calls.length === 1);
    expect(mock.calls[0]!.body.search_term).to.equal('taar');
  });

  it('live results off (live_results "", or no template): no request, the form stays a plain GET form', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup({ ...LIVE, live_results: '' }));
    await typeInto(el, 'taart');
    await new Promise((r) => setTimeout(r, 600));
    expect(mock.calls).to.have.length(0);
    const form = el.querySelector('form')!;
    expect([...new FormData(form)].map(([k, v]) => `${k}=${String(v)}`)).to.deep.equal(['s=taart', `e_search_props=${W}-70`]);
  });

  it('results: a listbox of options (each result\'s title link), sanitized, the count announced politely, axe clean open and with an active option', async () => {
    mock = mockSearch(() =>
      json({ data: items(TITLES).replace('<p>Over Kwarktaart.</p>', '<p onclick="window.__pwned=1">Over<script>window.__pwned=2</script><img src=x onerror="window.__pwned=3"></p>'), pagination: '' }),
    );
    const el = await mount(liveMarkup());
    await typeInto(el, 'taart');
    // The results for the whole word (on a loaded machine the pause may also come after "taa": its results come first)
    await waitFor(() => options(el).length === 3 && el.querySelector('[role=listbox]')?.getAttribute('aria-label') === 'Resultaten voor taart', { message: 'results for "taart"' });
    expect(optionTitles(el)).to.deep.equal(TITLES);
    expect(options(el).every((o) => o.localName === 'a' && o.tabIndex === -1)).to.equal(true);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    const list = el.querySelector('[role=listbox]')!;
    expect(list.id).to.equal(`results-${W}-list`);
    expect(list.getAttribute('aria-label')).to.equal('Resultaten voor taart');
    expect(el.querySelector('script, [onclick], [onerror]')).to.equal(null);
    await waitFor(() => status(el) === '3 resultaten', { message: 'announced' });
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    await noAxe(el);
    await sendKeys({ press: 'ArrowDown' });
    await noAxe(el);
  });

  it('keyboard only: arrows move aria-activedescendant (wrapping), Enter opens the active result, Escape closes then clears', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup());
    await typeInto(el, 'taart');
    await waitFor(() => options(el).length === 3);
    const i = input(el);
    const active = () => options(el).findIndex((o) => o.id === i.getAttribute('aria-activedescendant'));
    const selected = () => options(el).map((o) => o.getAttribute('aria-selected'));
    await sendKeys({ press: 'ArrowDown' });
    expect([active(), document.activeElement === i]).to.deep.equal([0, true]);
    expect(selected()).to.deep.equal(['true', 'false', 'false']);
    expect(options(el)[0]!.closest('.e-loop-item')!.classList.contains('eb-search-active')).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(active()).to.equal(0);
    await sendKeys({ press: 'ArrowUp' });
    expect(active()).to.equal(2);
    const opened: string[] = [];
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element).closest('a');
      if (a) opened.push(a.getAttribute('href')!);
      e.preventDefault();
    };
    document.addEventListener('click', onClick);
    await sendKeys({ press: 'Enter' });
    document.removeEventListener('click', onClick);
    expect(opened).to.deep.equal(['#post-3']);
    await sendKeys({ press: 'Escape' });
    expect([i.getAttribute('aria-expanded'), i.hasAttribute('aria-activedescendant'), container(el).classList.contains('hidden'), i.value]).to.deep.equal(['false', false, true, 'taart']);
    await sendKeys({ press: 'ArrowDown' }); // reopens
    expect([i.getAttribute('aria-expanded'), active()]).to.deep.equal(['true', 0]);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect([i.value, options(el).length, i.getAttribute('aria-expanded')]).to.deep.equal(['', 0, 'false']);
  });

  it('Tab leaves the field (options are no tab stops) and the list closes when focus leaves the widget', async () => {
    mock = mockSearch(() => results());
    const el = await mount(`${liveMarkup()}<button id="after">Verder</button>`);
    await typeInto(el, 'taart');
    await waitFor(() => options(el).length === 3);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.classList.contains('e-search-submit')).to.equal(true);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('after');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('a slow first answer arriving after a fast second one is ignored; the first request is aborted', async () => {
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((r) => (releaseFirst = r));
    mock = mockSearch(async (body, n) => {
      if (n === 1) {
        await firstHeld;
        return json({ data: items(['Oud resultaat']), pagination: '' });
      }
      return json({ data: items([`Nieuw: ${String(body.search_term)}`]), pagination: '' });
    });
    const el = await mount(liveMarkup());
    await typeInto(el, 'bro');
    await waitFor(() => mock!.calls.length === 1, { message: 'first call' });
    await sendKeys({ type: 'od' });
    await waitFor(() => optionTitles(el)[0] === 'Nieuw: brood', { message: 'second answer shown' });
    expect(mock.calls[0]!.signal?.aborted).to.equal(true);
    releaseFirst();
    await new Promise((r) => setTimeout(r, 100));
    expect(optionTitles(el)).to.deep.equal(['Nieuw: brood']);
    expect(el.hasAttribute('data-loading')).to.equal(false);
  });

  it('pagination: an e-search-page link loads that page of the same term; the page is announced', async () => {
    mock = mockSearch((body) => (body.page_number === 2 ? json({ data: items(['Stroopwafels'], 4), pagination: pages(2, 2) }) : json({ data: items(TITLES), pagination: pages(1, 2) })));
    const el = await mount(liveMarkup());
    await typeInto(el, 'bak');
    await waitFor(() => options(el).length === 3);
    const nav = el.querySelector('nav.elementor-pagination')!;
    expect(nav.getAttribute('aria-label')).to.equal('Paginering');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const next = nav.querySelector<HTMLAnchorElement>('a.page-numbers')!;
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => optionTitles(el)[0] === 'Stroopwafels', { message: 'page 2' });
    expect(mock.calls.map((c) => [c.body.search_term, c.body.page_number])).to.deep.equal([
      ['bak', 1],
      ['bak', 2],
    ]);
    expect(document.activeElement).to.equal(input(el));
    expect(input(el).hasAttribute('aria-activedescendant'), 'no active option on a new page').to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    expect(input(el).getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
    await waitFor(() => status(el) === '1 resultaat, pagina 2', { message: 'page announced' });
    await noAxe(el);
  });

  it('a failed call shows a message and a retry button (no stuck loading); the retry succeeds; axe clean in the failed state', async () => {
    mock = mockSearch((_b, n) => (n === 1 ? new Response('Internal Server Error', { status: 500 }) : results()));
    const spy = spyConsoleError();
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => warnings.push(m);
    try {
      const el = await mount(liveMarkup());
      await typeInto(el, 'taart');
      const retry = await waitFor(() => el.querySelector<HTMLButtonElement>('.eb-search-retry'), { message: 'retry button' });
      expect(el.querySelector('.eb-search-error p')!.textContent).to.equal('Zoeken lukte niet.');
      expect([el.hasAttribute('data-loading'), container(el).hasAttribute('aria-busy'), container(el).classList.contains('hidden')]).to.deep.equal([false, false, false]);
      await waitFor(() => status(el) === 'Zoeken lukte niet.', { message: 'failure announced' });
      expect(warnings.some((w) => w.includes('[eb-search] live search failed'))).to.equal(true);
      expect(spy.calls, 'a failure the visitor sees is no console error').to.deep.equal([]);
      await noAxe(el);
      retry.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => options(el).length === 3, { message: 'results after retry' });
      expect(mock.calls.map((c) => c.body.search_term)).to.deep.equal(['taart', 'taart']);
    } finally {
      spy.restore();
      console.warn = warn;
    }
  });

  it('garbage (not JSON, or not {data}) and a network failure are failures too, each with a retry', async () => {
    const answers = [() => new Response('<html>oops', { status: 200, headers: { 'Content-Type': 'text/html' } }), () => json({ data: 5 }), () => Promise.reject(new TypeError('Failed to fetch'))];
    const warn = console.warn;
    console.warn = () => {};
    try {
      for (const answer of answers) {
        mock = mockSearch(answer);
        const el = await mount(liveMarkup());
        await typeInto(el, 'taart');
        await waitFor(() => el.querySelector('.eb-search-retry'), { message: 'retry' });
        expect(el.hasAttribute('data-loading')).to.equal(false);
        mock.restore();
        cleanup();
      }
    } finally {
      console.warn = warn;
    }
  });

  it('no results: data "" announces none and stays collapsed; the nothing-found message is shown without a listbox', async () => {
    mock = mockSearch((b) => (b.search_term === 'pizza' ? json({ data: '', pagination: '' }) : json({ data: '<p class="e-search-nothing-found-message">Niets gevonden.</p>', pagination: '' })));
    const el = await mount(liveMarkup());
    await typeInto(el, 'pizza');
    await waitFor(() => status(el) === 'Geen resultaten', { message: 'none announced' });
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    input(el).value = '';
    await typeInto(el, 'sushi');
    await waitFor(() => el.querySelector('.e-search-nothing-found-message'), { message: 'message' });
    expect(el.querySelector('[role=listbox]')).to.equal(null);
    expect(el.querySelector('.e-search-results')!.classList.contains('no-results')).to.equal(true);
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    await noAxe(el);
  });

  it('emptying the field clears the results and drops an answer still on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    mock = mockSearch(async () => {
      await held;
      return results();
    });
    const el = await mount(liveMarkup());
    await typeInto(el, 'taart');
    await waitFor(() => mock!.calls.length === 1);
    el.querySelector<SVGElement>('.e-search-input-wrapper > svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(input(el).value).to.equal('');
    release();
    await new Promise((r) => setTimeout(r, 100));
    expect(options(el)).to.have.length(0);
    expect(el.hasAttribute('data-loading')).to.equal(false);
  });

  it('the tag may also wrap the unchanged widget div: settings, widget id and e-focus come from that div', async () => {
    mock = mockSearch(() => results());
    const wrapped = liveMarkup()
      .replace(/<eb-search ([^>]*)>/, '<eb-search><div $1>')
      .replace('</eb-search>', '</div></eb-search>');
    const el = await mount(wrapped);
    const widget = el.querySelector<HTMLElement>(`[data-id="${W}"]`)!;
    await typeInto(el, 'taart');
    await waitFor(() => options(el).length === 3, { message: 'results' });
    expect(mock.calls[0]!.body).to.deep.equal({ post_id: '70', widget_id: W, search_term: 'taart', page_number: 1 });
    expect(widget.classList.contains('e-focus')).to.equal(true);
    await noAxe(el);
  });

  it('teardown puts the printed attributes back (role, aria-*, tabindex, aria-live)', async () => {
    const el = await mount(liveMarkup());
    const before = el.innerHTML.length; // enhanced
    expect(before).to.be.greaterThan(0);
    const parent = el.parentElement!;
    el.remove();
    await new Promise((r) => setTimeout(r, 0));
    expect(input(el).getAttribute('aria-controls')).to.equal(`results-${W}`);
    expect(container(el).getAttribute('tabindex')).to.equal('0');
    expect(container(el).getAttribute('aria-live')).to.equal('polite');
    expect(container(el).getAttribute('aria-label')).to.equal('Results for search');
    expect(el.hasAttribute('data-enhanced')).to.equal(false);
    parent.append(el); // set up again when put back
    await waitFor(() => el.hasAttribute('data-enhanced'), { message: 'set up again' });
    expect(input(el).getAttribute('aria-controls')).to.equal(`results-${W}-list`);
  });

  it('one open list on the page: results shown in one widget close another\'s (Elementor\'s search:results-displayed)', async () => {
    mock = mockSearch(() => results());
    const root = fixture(`${liveMarkup()}${liveMarkup().replaceAll(W, 'f7b2c3d')}`);
    const [a, b] = [...root.querySelectorAll<HTMLElement>('eb-search')];
    await waitFor(() => a!.hasAttribute('data-enhanced') && b!.hasAttribute('data-enhanced'), { message: 'both set up' });
    await typeInto(a!, 'taart');
    await waitFor(() => input(a!).getAttribute('aria-expanded') === 'true', { message: 'a open' });
    input(b!).value = 'brood';
    input(b!).dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => input(b!).getAttribute('aria-expanded') === 'true', { message: 'b open' });
    expect(input(a!).getAttribute('aria-expanded')).to.equal('false');
    expect(container(a!).classList.contains('hidden')).to.equal(true);
  });

  it('English strings with locale="en"', async () => {
    mock = mockSearch(() => results());
    const el = await mount(liveMarkup(LIVE, 'locale="en"'));
    await typeInto(el, 'cake');
    // On a slow machine 'cak' (three characters, the minimum) may be answered before the 'e' arrives.
    await waitFor(() => el.querySelector('[role=listbox]')?.getAttribute('aria-label') === 'Results for cake', { message: 'the results of the whole term' });
    await waitFor(() => status(el) === '3 results', { message: 'announced' });
  });

  it('teardown (removed from the page) aborts a request on its way and leaves no timer behind', async () => {
    let seen: AbortSignal | undefined;
    mock = mockSearch(async (_b, _n) => {
      seen = mock!.calls[0]!.signal;
      return new Promise<Response>(() => {});
    });
    const el = await mount(liveMarkup());
    await typeInto(el, 'taart');
    await waitFor(() => seen, { message: 'request on its way' });
    el.remove();
    await waitFor(() => seen!.aborted, { message: 'aborted' });
  });
});

describe('<eb-search>: bad settings', () => {
  afterEach(() => cleanup());

  it('unparseable data-settings: one [eb-search] error, data-error=config, the markup as printed still a working GET form', async () => {
    const spy = spyConsoleError();
    try {
      const el = await mount(liveMarkup('{"live_results": '));
      expect(el.getAttribute('data-error')).to.equal('config');
      expect(spy.calls.filter((c) => String(c[0]).startsWith('[eb-search]'))).to.have.length(1);
      expect(String(spy.calls[0]![0])).to.contain('data-settings');
      expect(el.querySelector('form')!.getAttribute('action')).to.equal('/');
    } finally {
      spy.restore();
    }
  });

  it('live results without a usable widget id: a config error naming widget-id', async () => {
    const spy = spyConsoleError();
    try {
      const el = await mount(liveMarkup(LIVE).replace(`data-id="${W}"`, '').replace(`value="${W}-70"`, 'value=""'));
      expect(el.getAttribute('data-error')).to.equal('config');
      expect(String(spy.calls[0]![0])).to.contain('widget-id');
    } finally {
      spy.restore();
    }
  });

  it('loose and hostile values read as their defaults with a warning each, never an error', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => warnings.push(m);
    try {
      const el = await mount(liveMarkup({ live_results: 'yes', template_id: '812', minimum_search_characters: 'drie', pagination_type_options: 'stars', page_limit_settings: 1e308 }));
      expect(el.hasAttribute('data-enhanced')).to.equal(true);
      expect(warnings.filter((w) => w.startsWith('[eb-search]')).length).to.equal(3);
    } finally {
      console.warn = warn;
    }
  });

  it('no search markup at all: a config error naming the content', async () => {
    const spy = spyConsoleError();
    try {
      const el = await mount('<eb-search><p>geen zoekveld</p></eb-search>');
      expect(el.getAttribute('data-error')).to.equal('config');
      expect(String(spy.calls[0]![0])).to.contain('(content)');
    } finally {
      spy.restore();
    }
  });
});

/** The old Search Form as PRO Elements prints it. */
function formMarkup(skin: string, id = 'f6b2d0e'): string {
  const toggle = skin === 'full_screen' ? `<div class="elementor-search-form__toggle" role="button" tabindex="0" aria-label="Zoeken"><svg aria-hidden="true" viewBox="0 0 10 10"></svg></div>` : '';
  const icon = skin === 'minimal' ? `<div class="elementor-search-form__icon"><svg aria-hidden="true" viewBox="0 0 10 10"></svg><span class="elementor-screen-only">Zoeken</span></div>` : '';
  const submit = skin === 'classic' ? `<button class="elementor-search-form__submit" type="submit" aria-label="Zoeken">Zoeken</button>` : '';
  const close = skin === 'full_screen' ? `<div class="dialog-lightbox-close-button dialog-close-button" role="button" tabindex="0" aria-label="Sluit dit zoekvenster."><svg aria-hidden="true" viewBox="0 0 10 10"></svg></div>` : '';
  return (
    `<eb-search class="elementor-element elementor-element-${id} elementor-search-form--skin-${skin} elementor-widget elementor-widget-search-form" data-id="${id}" data-settings='{"skin":"${skin}"}' data-widget_type="search-form.default">` +
    `<div class="elementor-widget-container"><search role="search"><form class="elementor-search-form" action="/" method="get">${toggle}` +
    `<div class="elementor-search-form__container"><label class="elementor-screen-only" for="elementor-search-form-${id}">Zoeken</label>${icon}` +
    `<input id="elementor-search-form-${id}" placeholder="Zoeken..." class="elementor-search-form__input" type="search" name="s" value="">${submit}${close}</div></form></search></div></eb-search>`
  );
}

/** Elementor's full-screen skin CSS, as far as the tests need it (an overlay that scales in). */
const ELEMENTOR_CSS = `<style>
.elementor-search-form--skin-full_screen .elementor-search-form__container { position: fixed; inset: 0; display: flex; align-items: center; background: #000c; transition: .3s; z-index: 9998; }
.elementor-search-form--skin-full_screen .elementor-search-form__container:not(.elementor-search-form--full-screen) { opacity: 0; overflow: hidden; transform: scale(0); }
.elementor-search-form--skin-full_screen .elementor-search-form input[type=search].elementor-search-form__input { color: #fff; background: #000; font-size: 50px; }
.dialog-lightbox-close-button { color: #fff; background: #000; width: 44px; height: 44px; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
</style>`;

describe('<eb-search>: the Search Form', () => {
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('classic: stays the plain GET form; focus puts elementor-search-form--focus on the form', async () => {
    const el = await mount(formMarkup('classic'));
    input(el).focus();
    expect(el.querySelector('form')!.classList.contains('elementor-search-form--focus')).to.equal(true);
    input(el).blur();
    expect(el.querySelector('form')!.classList.contains('elementor-search-form--focus')).to.equal(false);
    expect(el.querySelector('[role=dialog]')).to.equal(null);
    await noAxe(el);
  });

  it('minimal: a click on the icon focuses the field', async () => {
    const el = await mount(formMarkup('minimal'));
    el.querySelector<HTMLElement>('.elementor-search-form__icon')!.click();
    expect(document.activeElement).to.equal(input(el));
  });

  it('full_screen by keyboard: Enter on the toggle opens a modal dialog with focus in the field; Tab and Shift+Tab stay inside; Escape closes and focus returns to the toggle', async () => {
    const el = await mount(`${ELEMENTOR_CSS}<a href="#voor">voor</a>${formMarkup('full_screen')}<a href="#na">na</a>`);
    const toggle = el.querySelector<HTMLElement>('.elementor-search-form__toggle')!;
    const box = el.querySelector<HTMLElement>('.elementor-search-form__container')!;
    const close = el.querySelector<HTMLElement>('.dialog-close-button')!;
    expect([toggle.getAttribute('aria-expanded'), toggle.getAttribute('aria-haspopup'), toggle.getAttribute('aria-controls')]).to.deep.equal(['false', 'dialog', box.id]);
    expect([box.getAttribute('role'), box.getAttribute('aria-modal'), box.inert]).to.deep.equal(['dialog', 'true', true]);
    await noAxe(el);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    expect(box.classList.contains('elementor-search-form--full-screen')).to.equal(true);
    expect([box.inert, toggle.getAttribute('aria-expanded'), document.activeElement === input(el)]).to.deep.equal([false, 'true', true]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(input(el));
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(close);
    await noAxe(el);
    await sendKeys({ press: 'Escape' });
    expect([box.classList.contains('elementor-search-form--full-screen'), box.inert, document.activeElement === toggle]).to.deep.equal([false, true, true]);
    // Space opens too; Enter on the close button closes, focus back on the toggle.
    await sendKeys({ press: 'Space' });
    expect(document.activeElement).to.equal(input(el));
    close.focus();
    await sendKeys({ press: 'Enter' });
    expect([box.classList.contains('elementor-search-form--full-screen'), document.activeElement === toggle]).to.deep.equal([false, true]);
  });

  it('full_screen: a click on the backdrop closes it and focus returns to the toggle; typing and Enter submit the GET form', async () => {
    const el = await mount(`${ELEMENTOR_CSS}${formMarkup('full_screen')}`);
    const toggle = el.querySelector<HTMLElement>('.elementor-search-form__toggle')!;
    const box = el.querySelector<HTMLElement>('.elementor-search-form__container')!;
    toggle.click();
    expect(document.activeElement).to.equal(input(el));
    box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect([box.classList.contains('elementor-search-form--full-screen'), document.activeElement === toggle]).to.deep.equal([false, true]);
    toggle.click();
    let submitted: string | undefined;
    el.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted = new URLSearchParams([...new FormData(e.target as HTMLFormElement)] as [string, string][]).toString();
    });
    await sendKeys({ type: 'taart' });
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.equal('s=taart');
  });

  it('full_screen honours prefers-reduced-motion: no transition', async () => {
    const el = await mount(`${ELEMENTOR_CSS}${formMarkup('full_screen')}`);
    const box = el.querySelector<HTMLElement>('.elementor-search-form__container')!;
    expect(getComputedStyle(box).transitionDuration).to.equal('0.3s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(box).transitionDuration).to.equal('0s');
  });

  it('before the script (and without it): the full-screen field stands in place, visible and usable, without the toggle (dist/eb-search.css)', async () => {
    const root = fixture(`<style>${documentCss}</style>${ELEMENTOR_CSS}${formMarkup('full_screen').replaceAll('eb-search', 'eb-search-later')}`);
    // The same rules, for a tag not yet defined: eb-search-later stands for <eb-search> before its script.
    const style = root.querySelector('style')!;
    style.textContent = documentCss.replaceAll('eb-search', 'eb-search-later');
    const box = root.querySelector<HTMLElement>('.elementor-search-form__container')!;
    const field = root.querySelector<HTMLInputElement>('input[type=search]')!;
    expect(getComputedStyle(box).opacity).to.equal('1');
    expect(getComputedStyle(box).transform).to.equal('none');
    expect(getComputedStyle(box).position).to.equal('static');
    expect(getComputedStyle(root.querySelector('.elementor-search-form__toggle')!).display).to.equal('none');
    expect(getComputedStyle(root.querySelector('.dialog-close-button')!).display).to.equal('none');
    expect(field.getBoundingClientRect().height).to.be.greaterThan(0);
    field.focus();
    expect(document.activeElement).to.equal(field);
  });

  it('before the script: the Search widget is not hidden as Elementor hides it (.e-search.hidden)', async () => {
    const root = fixture(`<style>${documentCss.replaceAll('eb-search', 'eb-search-later')}</style><style>.elementor-widget-search .hidden { opacity: 0; visibility: hidden; }</style>${liveMarkup().replaceAll('eb-search', 'eb-search-later')}`);
    const wrapper = root.querySelector<HTMLElement>('.e-search')!;
    expect(wrapper.classList.contains('hidden')).to.equal(true);
    expect([getComputedStyle(wrapper).opacity, getComputedStyle(wrapper).visibility]).to.deep.equal(['1', 'visible']);
    // Elementor's own rule still hides the results box and the clear icon (they are empty until a search).
    root.querySelector('.e-search-results-container')!.classList.add('hidden');
    expect(getComputedStyle(root.querySelector('.e-search-results-container')!).visibility).to.equal('hidden');
  });

  it('full_screen without its toggle: a warning, the form as printed', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (m: string) => warnings.push(m);
    try {
      const el = await mount(formMarkup('full_screen').replace(/<div class="elementor-search-form__toggle".*?<\/div>/, ''));
      expect(el.hasAttribute('data-enhanced')).to.equal(true);
      expect(warnings.some((w) => w.includes('full_screen'))).to.equal(true);
      expect(el.querySelector('[role=dialog]')).to.equal(null);
    } finally {
      console.warn = warn;
    }
  });
});
