import { expect } from 'chai';
import { define } from '../../elements/eb-loop-grid';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const W = 'a1b2c3d';
const CONFIG = {
  filters: [
    { taxonomy: 'product_cat', label: 'Categorie', allLabel: 'Alles', terms: [{ slug: 'brood', name: 'Brood' }, { slug: 'taart', name: 'Taarten' }, { slug: 'koek', name: 'Koekjes' }] },
    { taxonomy: 'allergeen', label: 'Zonder', multiple: true, logicalJoin: 'NOT', terms: [{ slug: 'gluten', name: 'Gluten' }, { slug: 'noten', name: 'Noten' }] },
  ],
};

const card = (name: string) => `<div class="e-loop-item"><h3>${name}</h3><p>Vers gebakken.</p></div>`;
const container = (names: string[]) => `<div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">${names.map(card).join('')}</div></div>`;

function grid(config: object = CONFIG, attrs = `widget-id="${W}" post-id="42"`, items = ['Desem', 'Appeltaart', 'Stroopwafels', 'Croissant']): HTMLElement {
  return fixture(`<eb-loop-grid ${attrs}><script type="application/json">${JSON.stringify(config)}</script>${container(items)}</eb-loop-grid>`).firstElementChild as HTMLElement;
}

async function mount(...args: Parameters<typeof grid>): Promise<HTMLElement> {
  const el = grid(...args);
  await waitFor(() => el.shadowRoot?.querySelector('[part~="grid"]') || el.hasAttribute('data-error'), { message: 'grid set up' });
  return el;
}

const filter = (el: Element, taxonomy: string, term: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="filter"][data-taxonomy="${taxonomy}"][data-term="${term}"]`)!;
const pressed = (el: Element, taxonomy: string) => [...el.shadowRoot!.querySelectorAll(`[part~="filter"][data-taxonomy="${taxonomy}"][aria-pressed="true"]`)].map((b) => (b as HTMLElement).dataset.term);
const titles = (el: Element) => [...el.querySelectorAll('.e-loop-item h3')].map((h) => h.textContent);
const status = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const filterParams = () => [...new URLSearchParams(location.search)].filter(([k]) => k.startsWith('e-'));

interface Call {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Answers the refresh-loop call from `answer` (by the request body); other requests go through. */
function mockRefresh(answer: (body: Record<string, unknown>, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('elementor-pro/v1/refresh-loop')) return original(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) }, body });
    return answer(body, calls.length);
  };
  return { calls, restore: () => (window.fetch = original) };
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
/** The backend of these tests: a taxonomy filter on product_cat gives that many items. */
const byFilter = (body: Record<string, unknown>) => {
  const tax = (body.widget_filters as { taxonomy?: Record<string, { terms: string[] }> }).taxonomy ?? {};
  const terms = tax.product_cat?.terms ?? [];
  const names = terms.includes('taart') ? ['Appeltaart', 'Kwarktaart'] : terms.includes('brood') ? ['Desem'] : terms.length ? [] : ['Desem', 'Appeltaart', 'Stroopwafels', 'Croissant'];
  return json({ data: container(names) });
};

describe('<eb-loop-grid>', () => {
  const start = location.href;
  let mock: ReturnType<typeof mockRefresh> | undefined;
  afterEach(() => {
    mock?.restore();
    mock = undefined;
    cleanup();
    history.replaceState(history.state, '', start);
  });

  it('filter bars from the config: a group per taxonomy, All first, aria-pressed; items slotted in part grid', async () => {
    const el = await mount();
    const bars = el.shadowRoot!.querySelectorAll('[role="group"]');
    expect([...bars].map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Categorie', 'Zonder']);
    expect([...bars[0]!.querySelectorAll('button')].map((b) => [b.dataset.term, b.textContent])).to.deep.equal([
      ['__all', 'Alles'],
      ['brood', 'Brood'],
      ['taart', 'Taarten'],
      ['koek', 'Koekjes'],
    ]);
    expect(filter(el, 'allergeen', '__all').textContent).to.equal('Alles'); // the locale's "All"
    expect(pressed(el, 'product_cat')).to.deep.equal(['__all']);
    expect(el.querySelector('.elementor-widget-container')!.assignedSlot?.parentElement === part(el, 'grid'), 'slotted in the part').to.equal(true);
  });

  it('a click: e-filter in the URL (e-page dropped), the refresh-loop POST, sanitized items, a polite count', async () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}&e-page-${W}=3&e-page-zzzzzzz=2`);
    mock = mockRefresh((body) => json({ data: `${container(['Appeltaart', 'Kwarktaart']).replace('<h3>Kwarktaart', '<h3 onclick="alert(1)">Kwarktaart<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">')}` }));
    const el = await mount();
    const events: string[] = [];
    el.addEventListener('loop-filter-change', () => events.push('change'));
    el.addEventListener('loop-grid-refresh', (e) => events.push(`refresh ${(e as CustomEvent<{ count: number }>).detail.count}`));
    filter(el, 'product_cat', 'taart').click();
    expect(filterParams()).to.deep.equal([['e-page-zzzzzzz', '2'], [`e-filter-${W}-product_cat`, 'taart']]);
    await waitFor(() => titles(el).join() === 'Appeltaart,Kwarktaart', { message: 'items replaced' });
    expect(mock.calls).to.have.length(1);
    const call = mock.calls[0]!;
    expect(call.url).to.equal('/wp-json/elementor-pro/v1/refresh-loop');
    expect(call.headers['Content-Type']).to.equal('application/json');
    expect(call.headers['X-WP-Nonce'], 'no nonce outside the editor').to.equal(undefined);
    expect(call.body).to.deep.equal({
      post_id: 42,
      widget_filters: { taxonomy: { product_cat: { terms: ['taart'] } } },
      widget_id: W,
      pagination_base_url: location.origin + location.pathname,
    });
    expect(pressed(el, 'product_cat')).to.deep.equal(['taart']);
    expect(el.querySelectorAll('.elementor-widget-container script, [onclick], [onerror]').length, 'nothing executable left').to.equal(0);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    await waitFor(() => status(el) === '2 resultaten', { message: 'count announced' });
    expect(events).to.deep.equal(['change', 'refresh 2']);
  });

  it('multiple selection joins with ~ (OR) and + (AND); NOT writes !term; All clears', async () => {
    mock = mockRefresh(byFilter);
    const config = { filters: [{ ...CONFIG.filters[0], multiple: true, logicalJoin: 'OR' }, CONFIG.filters[1]] };
    const el = await mount(config);
    filter(el, 'product_cat', 'brood').click();
    filter(el, 'product_cat', 'taart').click();
    filter(el, 'allergeen', 'gluten').click();
    filter(el, 'allergeen', 'noten').click();
    expect(location.search).to.contain(`e-filter-${W}-product_cat=brood~taart&e-filter-${W}-allergeen=!gluten!noten`);
    await waitFor(() => mock!.calls.length === 4);
    expect(mock.calls[3]!.body.widget_filters).to.deep.equal({
      taxonomy: { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'OR' }, allergeen: { terms: ['gluten', 'noten'], logicalJoin: 'NOT' } },
    });
    expect(pressed(el, 'allergeen')).to.deep.equal(['gluten', 'noten']);
    filter(el, 'product_cat', '__all').click();
    expect(location.search).not.to.contain('product_cat');
    expect(pressed(el, 'product_cat')).to.deep.equal(['__all']);
    cleanup();
    const and = await mount({ filters: [{ ...CONFIG.filters[0], multiple: 'yes', logicalJoin: 'AND' }] });
    filter(and, 'product_cat', 'brood').click();
    filter(and, 'product_cat', 'koek').click();
    expect(location.search).to.contain(`e-filter-${W}-product_cat=brood+koek`);
  });

  it('the URL\'s filters select the buttons at load', async () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}&e-filter-${W}-product_cat=taart&e-filter-${W}-allergeen=!noten`);
    const el = await mount();
    expect(pressed(el, 'product_cat')).to.deep.equal(['taart']);
    expect(pressed(el, 'allergeen')).to.deep.equal(['noten']);
  });

  for (const [name, response] of [
    ['HTTP 500', () => json({ data: container(['Fout']) }, 500)],
    ['HTTP 400 (WordPress rest_invalid_param)', () => json({ code: 'rest_invalid_param', message: 'Invalid parameter(s): widget_id', data: { status: 400 } }, 400)],
    ['not JSON', () => new Response('<html>oops', { status: 200 })],
    ['JSON without data', () => json({ success: true })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as [string, () => Response | Promise<Response>][]) {
    it(`${name} -> ignored silently: the old items stay, the loading state ends`, async () => {
      const spy = spyConsoleError();
      mock = mockRefresh(response);
      const el = await mount();
      try {
        filter(el, 'product_cat', 'brood').click();
        await waitFor(() => mock!.calls.length === 1 && !el.hasAttribute('data-loading'), { message: 'request done' });
        expect(titles(el)).to.deep.equal(['Desem', 'Appeltaart', 'Stroopwafels', 'Croissant']);
        expect(part(el, 'grid')!.getAttribute('aria-busy')).to.equal('false');
        expect(el.hasAttribute('data-error')).to.equal(false);
        expect(spy.calls.filter((c) => String(c[0]).startsWith('[eb-loop-grid]'))).to.have.length(0);
      } finally {
        spy.restore();
      }
    });
  }

  it('while loading: aria-busy, the old items stay in place (the grid keeps its height), a newer click wins', async () => {
    let releaseFirst!: () => void;
    mock = mockRefresh(async (body, n) => {
      if (n === 1) await new Promise<void>((r) => (releaseFirst = r));
      return byFilter(body);
    });
    const el = await mount();
    const height = part(el, 'grid')!.getBoundingClientRect().height;
    filter(el, 'product_cat', 'brood').click();
    await waitFor(() => part(el, 'grid')!.getAttribute('aria-busy') === 'true' && el.hasAttribute('data-loading'));
    expect(part(el, 'grid')!.getBoundingClientRect().height).to.equal(height);
    expect(titles(el)).to.have.length(4);
    filter(el, 'product_cat', 'taart').click();
    await waitFor(() => titles(el).join() === 'Appeltaart,Kwarktaart');
    releaseFirst();
    await new Promise((r) => setTimeout(r, 50));
    expect(titles(el).join(), 'the older answer is dropped').to.equal('Appeltaart,Kwarktaart');
    expect(part(el, 'grid')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('back and forward restore the filters and the items they showed', async () => {
    mock = mockRefresh(byFilter);
    const el = await mount();
    filter(el, 'product_cat', 'brood').click();
    await waitFor(() => titles(el).join() === 'Desem');
    filter(el, 'product_cat', 'taart').click();
    await waitFor(() => titles(el).join() === 'Appeltaart,Kwarktaart');
    history.back();
    await waitFor(() => titles(el).join() === 'Desem' && pressed(el, 'product_cat').join() === 'brood', { message: 'back to brood' });
    history.back();
    await waitFor(() => titles(el).length === 4 && pressed(el, 'product_cat').join() === '__all', { message: 'back to the start' });
    history.forward();
    await waitFor(() => titles(el).join() === 'Desem', { message: 'forward to brood' });
    expect(mock.calls, 'restored from memory, no new requests').to.have.length(2);
    await waitFor(() => status(el) === '1 resultaat');
  });

  it('back to an address it has not shown (after a reload) refreshes from the URL', async () => {
    mock = mockRefresh(byFilter);
    history.pushState(history.state, '', `${location.pathname}${location.search}&e-filter-${W}-product_cat=taart`);
    history.pushState(history.state, '', `${location.pathname}${location.search.replace('taart', 'brood')}`);
    const el = await mount();
    expect(pressed(el, 'product_cat')).to.deep.equal(['brood']);
    history.back();
    await waitFor(() => titles(el).join() === 'Appeltaart,Kwarktaart' && pressed(el, 'product_cat').join() === 'taart');
    expect(mock.calls).to.have.length(1);
  });

  it('edit mode sends X-WP-Nonce and is_edit_mode (spec section 7)', async () => {
    const settings = Object.assign(document.createElement('script'), { type: 'application/json', id: 'site-elements-config', textContent: '{"restNonce":"n0nce","restUrl":"/wp-json"}' });
    document.head.append(settings);
    try {
      mock = mockRefresh(byFilter);
      const el = await mount({ ...CONFIG, editMode: true, widgetModel: { id: W, settings: {} } });
      filter(el, 'product_cat', 'taart').click();
      await waitFor(() => mock!.calls.length === 1);
      expect(mock.calls[0]!.headers['X-WP-Nonce']).to.equal('n0nce');
      expect(mock.calls[0]!.body).to.include({ is_edit_mode: true });
      expect(mock.calls[0]!.body.widget_model).to.deep.equal({ id: W, settings: {} });
    } finally {
      settings.remove();
    }
  });

  it('an empty answer (data "") leaves an empty container; the count says none', async () => {
    mock = mockRefresh(() => json({ data: '' }));
    const el = await mount();
    filter(el, 'product_cat', 'koek').click();
    await waitFor(() => titles(el).length === 0 && status(el) === 'Geen resultaten');
    expect(el.querySelector(':scope > .elementor-widget-container')).not.to.equal(null);
  });

  it('without an Elementor container the whole content is the items; the post id comes from the closest Elementor document', async () => {
    mock = mockRefresh(() => json({ data: `<ul class="elementor-grid"><li>Een</li><li>Twee</li><li>Drie</li></ul>` }));
    const el = fixture(`<div data-elementor-id="77"><eb-loop-grid widget-id="${W}" config='${JSON.stringify(CONFIG)}'><ul class="elementor-grid"><li>Oud</li></ul></eb-loop-grid></div>`).querySelector('eb-loop-grid')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part~="filter"]'));
    filter(el, 'product_cat', 'brood').click();
    await waitFor(() => el.querySelectorAll('li').length === 3 && status(el) === '3 resultaten');
    expect(mock.calls[0]!.body.post_id).to.equal(77);
    expect(el.textContent).not.to.contain('Oud');
  });

  it('bad widget-id, post-id or config -> one [eb-loop-grid] error each, data-error, the items shown as they are', async () => {
    const spy = spyConsoleError();
    try {
      const badId = await mount(CONFIG, 'widget-id="abc" post-id="42"');
      const noPost = await mount(CONFIG, `widget-id="${W}"`);
      const badJoin = await mount({ filters: [{ taxonomy: 'product_cat', terms: [], logicalJoin: 'XOR' }] });
      for (const el of [badId, noPost, badJoin]) {
        expect(el.getAttribute('data-error')).to.equal('config');
        expect(el.shadowRoot!.querySelectorAll('[part]').length).to.equal(0);
        expect(el.querySelector('.e-loop-item')!.getBoundingClientRect().height).to.be.greaterThan(0);
      }
      const mine = spy.calls.map((c) => String(c[0])).filter((t) => t.startsWith('[eb-loop-grid]'));
      expect(mine).to.have.length(3);
      expect(mine[0]).to.contain('"widget-id"');
      expect(mine[1]).to.contain('"post-id"');
      expect(mine[2]).to.contain('"filters[0].logicalJoin"');
    } finally {
      spy.restore();
    }
  });

  it('axe: nothing idle, while loading, and after a refresh', async () => {
    let release!: () => void;
    mock = mockRefresh(async (body) => {
      await new Promise<void>((r) => (release = r));
      return byFilter(body);
    });
    const el = await mount();
    let v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    filter(el, 'product_cat', 'taart').click();
    await waitFor(() => el.hasAttribute('data-loading') && release);
    v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    release();
    await waitFor(() => !el.hasAttribute('data-loading') && titles(el).length === 2);
    v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });
});
