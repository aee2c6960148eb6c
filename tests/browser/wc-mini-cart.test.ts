import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/wc-mini-cart';
import { deepActiveElement } from '../../src/platform/focus';
import { resetPageCartStores, SYNC_KEY } from '../../src/platform/shop/cart-store';
import { startAddToCart } from '../../src/platform/shop/add-to-cart';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

type Call = { url: string; method: string; body: string | undefined; headers: Record<string, string> };
type Plain = { status?: number; body?: unknown; headers?: Record<string, string> } | 'offline';

const realFetch = window.fetch;
let calls: Call[] = [];
function stub(answer: (c: Call, n: number) => Plain) {
  calls = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const c = { url: String(input), method: init.method ?? 'GET', body: init.body as string | undefined, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(c);
    const a = answer(c, calls.length);
    if (a === 'offline') throw new TypeError('Failed to fetch');
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json', Nonce: 'n-fresh', 'Cart-Hash': `hash-${calls.length}`, ...a.headers } });
  }) as typeof fetch;
}
const gets = () => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/wc/store/v1/cart'));

const CUR = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };
interface Line {
  key: string;
  id: number;
  name: string;
  quantity: number;
  price: number;
}
const APPEL: Line = { key: 'k201', id: 201, name: 'Appeltaart', quantity: 2, price: 1850 };
const WAFEL: Line = { key: 'k301', id: 301, name: 'Stroopwafels', quantity: 1, price: 450 };
function cart(lines: Line[]) {
  const gross = lines.reduce((s, l) => s + l.quantity * l.price, 0);
  const net = Math.round(gross / 1.09);
  return {
    items: lines.map((l) => ({
      key: l.key,
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      quantity_limits: { minimum: 1, maximum: 5, multiple_of: 1, editable: true },
      permalink: `/winkel.html#${l.id}`,
      images: [{ id: 1, src: '/demo/assets/loop-cake.svg', thumbnail: '/demo/assets/loop-cake.svg', alt: '' }],
      prices: { price: String(l.price), ...CUR },
      totals: { line_subtotal: String(l.price * l.quantity), ...CUR },
    })),
    totals: { total_items: String(net), total_items_tax: String(gross - net), total_price: String(gross), ...CUR },
    items_count: lines.reduce((s, l) => s + l.quantity, 0),
  };
}

function setCookie(items: boolean, hash = 'abc') {
  document.cookie = items ? 'woocommerce_items_in_cart=1; path=/' : 'woocommerce_items_in_cart=; path=/; max-age=0';
  document.cookie = items ? `woocommerce_cart_hash=${hash}; path=/` : 'woocommerce_cart_hash=; path=/; max-age=0';
}

type MiniCart = HTMLElement & { open(): void; close(): void };
function mount(attrs = '', inner = ''): MiniCart {
  return fixture(`<button id="before">vorige</button><wc-mini-cart ${attrs}>${inner}</wc-mini-cart><button id="after">volgende</button>`).querySelector('wc-mini-cart') as MiniCart;
}
const toggle = (el: Element) => part<HTMLButtonElement>(el, 'toggle')!;
const isOpen = (el: Element) => el.hasAttribute('data-open') && toggle(el).getAttribute('aria-expanded') === 'true';
const active = () => deepActiveElement();

describe('<wc-mini-cart>', () => {
  afterEach(async () => {
    window.fetch = realFetch;
    cleanup();
    resetPageCartStores();
    setCookie(false);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('one GET cart for two mini carts on the page; toggle: count badge, subtotal incl. VAT, accessible name', async () => {
    setCookie(true);
    stub(() => ({ body: cart([APPEL, WAFEL]) }));
    const root = fixture('<wc-mini-cart></wc-mini-cart><wc-mini-cart cart-type="mini-cart"></wc-mini-cart>');
    const [a, b] = [...root.querySelectorAll('wc-mini-cart')] as MiniCart[];
    await waitFor(() => part(a!, 'count')?.textContent === '3' && part(b!, 'count')?.textContent === '3');
    expect(gets()).to.have.length(1);
    expect(part(a!, 'toggle-label')!.textContent).to.equal('Winkelwagen, 3 producten');
    expect(toggle(a!).hasAttribute('aria-label')).to.equal(false);
    expect(part(a!, 'toggle-subtotal')!.textContent).to.equal('€ 41,50');
    expect(part(a!, 'count')!.getAttribute('data-counter')).to.equal('3');
  });

  it('no read while the cart cookie says empty: the empty state, no badge; axe clean closed and open', async () => {
    stub(() => ({ body: cart([APPEL]) }));
    const el = mount();
    await waitFor(() => part(el, 'empty'));
    expect(calls).to.have.length(0);
    expect(part(el, 'toggle-label')!.textContent).to.equal('Winkelwagen');
    expect(part(el, 'empty')!.textContent).to.equal('Er zitten geen producten in je winkelwagen.');
    let v = await axeViolations(document.querySelector('.fixture')!);
    expect(v, describeViolations(v)).to.have.length(0);
    toggle(el).click();
    await waitFor(() => isOpen(el));
    v = await axeViolations(document.querySelector('.fixture')!);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('items: image, name as text (server data), quantity × price, subtotal, view-cart and checkout links (Elementor config, else defaults)', async () => {
    setCookie(true);
    const evil: Line = { ...APPEL, name: '<img src=x onerror=alert(1)>Appel &amp; peer' };
    stub(() => ({ body: cart([evil, WAFEL]) }));
    (window as unknown as Record<string, unknown>).ElementorProFrontendConfig = { woocommerce: { menu_cart: { cart_page_url: 'https://shop.test/winkelwagen/', checkout_page_url: 'javascript:alert(1)' } } };
    try {
      const el = mount();
      el.open();
      await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="item"]').length === 2);
      const names = [...el.shadowRoot!.querySelectorAll('[part~="name"]')].map((n) => n.textContent);
      expect(names).to.deep.equal(['Appel & peer', 'Stroopwafels']);
      expect(el.shadowRoot!.querySelector('img[src="x"]')).to.equal(null);
      expect(part(el, 'price')!.textContent).to.equal('2 × € 18,50');
      expect(part(el, 'subtotal')!.textContent).to.equal('Subtotaal€ 41,50');
      expect(part<HTMLAnchorElement>(el, 'view-cart')!.getAttribute('href')).to.equal('https://shop.test/winkelwagen/');
      expect(part<HTMLAnchorElement>(el, 'checkout')!.getAttribute('href')).to.equal('/afrekenen/');
      expect(part<HTMLImageElement>(el, 'image')!.getAttribute('alt')).to.equal('');
      const v = await axeViolations(document.querySelector('.fixture')!);
      expect(v, describeViolations(v)).to.have.length(0);
    } finally {
      delete (window as unknown as Record<string, unknown>).ElementorProFrontendConfig;
    }
  });

  it('keyboard only: Enter opens, focus inside, Tab stays inside, Escape closes and focus is back on the toggle', async () => {
    stub(() => ({ body: cart([]) }));
    const el = mount('cart-url="/winkelwagen.html"');
    await waitFor(() => part(el, 'empty'));
    toggle(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(el));
    expect(active()).to.equal(part(el, 'close'));
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      expect(part(el, 'panel')!.contains(active())).to.equal(true);
    }
    await sendKeys({ press: 'Shift+Tab' });
    expect(part(el, 'panel')!.contains(active())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(el));
    expect(active()).to.equal(toggle(el));
    // The close button, then an outside click.
    await sendKeys({ press: 'Space' });
    await waitFor(() => isOpen(el));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !isOpen(el));
    expect(active()).to.equal(toggle(el));
    toggle(el).click();
    await waitFor(() => isOpen(el));
    document.getElementById('after')!.click();
    await waitFor(() => !isOpen(el));
  });

  it('stepper and remove: update-item / remove-item, the answer shown, removed_from_cart told, focus kept in the panel', async () => {
    setCookie(true);
    let lines = [APPEL, WAFEL];
    stub((c) => {
      if (c.url.endsWith('update-item')) lines = lines.map((l) => (l.key === JSON.parse(c.body!).key ? { ...l, quantity: JSON.parse(c.body!).quantity } : l));
      if (c.url.endsWith('remove-item')) lines = lines.filter((l) => l.key !== JSON.parse(c.body!).key);
      return { body: cart(lines) };
    });
    const el = mount();
    el.open();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="item"]').length === 2);
    const inc = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="increase"]')!;
    expect(inc.getAttribute('aria-label')).to.equal('Eén Appeltaart meer');
    inc.click();
    await waitFor(() => part(el, 'quantity')!.textContent === '3');
    expect(JSON.parse(calls.find((c) => c.url.endsWith('update-item'))!.body!)).to.deep.equal({ key: 'k201', quantity: 3 });
    const removed: CustomEvent[] = [];
    const onRemoved = (e: Event) => removed.push(e as CustomEvent);
    document.body.addEventListener('removed_from_cart', onRemoved);
    try {
      const rm = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="remove"]')[1]!;
      expect(rm.getAttribute('aria-label')).to.equal('Stroopwafels verwijderen');
      rm.focus();
      rm.click();
      await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="item"]').length === 1);
    } finally {
      document.body.removeEventListener('removed_from_cart', onRemoved);
    }
    expect(removed).to.have.length(1);
    expect(removed[0]!.detail.itemsCount).to.equal(3);
    // The live region's text is set with the answer, rendered after the item left (a loaded CI run read it between).
    await waitFor(() => part(el, 'live')!.textContent === 'Stroopwafels is verwijderd uit je winkelwagen.', { message: 'the removal read out' });
    expect(part(el, 'panel')!.contains(active())).to.equal(true);
  });

  it('a refused quantity (invalid_quantity) is shown on its item in Dutch; the cart is not stuck busy', async () => {
    setCookie(true);
    stub((c) => (c.url.endsWith('update-item') ? { status: 400, body: { code: 'invalid_quantity', message: 'The maximum quantity of &quot;Appeltaart&quot; allowed in the cart is 2', data: { status: 400 } } } : { body: cart([{ ...APPEL, quantity: 1 }]) }));
    const el = mount();
    el.open();
    await waitFor(() => part(el, 'increase'));
    part<HTMLButtonElement>(el, 'increase')!.click();
    const note = await waitFor(() => part(el, 'item-error'));
    expect(note.textContent).to.equal('Je kunt maximaal 2 van Appeltaart in je winkelwagen hebben.');
    expect(part(el, 'items')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('first read fails: an alert with a retry that reads again', async () => {
    setCookie(true);
    stub((_c, n) => (n === 1 ? { status: 500, body: { code: 'woocommerce_rest_unknown_server_error', message: 'x', data: { status: 500 } } } : { body: cart([APPEL]) }));
    const el = mount();
    el.open();
    const err = await waitFor(() => part(el, 'error'));
    expect(err.getAttribute('role')).to.equal('alert');
    expect(err.textContent).to.contain('Er ging iets mis op de server.');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.mc__retry')!.click();
    await waitFor(() => part(el, 'count')?.textContent === '2');
  });

  it('another tab changed the cart (storage event): read again and shown', async () => {
    setCookie(true);
    let lines = [APPEL];
    stub(() => ({ body: cart(lines) }));
    const el = mount();
    await waitFor(() => part(el, 'count')?.textContent === '2');
    lines = [APPEL, WAFEL];
    window.dispatchEvent(new StorageEvent('storage', { key: SYNC_KEY, newValue: 'x:1' }));
    await waitFor(() => part(el, 'count')?.textContent === '3');
    expect(gets()).to.have.length(2);
  });

  it('automatically-open-cart="yes": an add on the page opens it (and the add shows in it)', async () => {
    stub((c) => (c.url.endsWith('add-item') ? { status: 201, body: cart([{ ...APPEL, quantity: 1 }]) } : { body: cart([]) }));
    const root = fixture(
      '<wc-mini-cart automatically-open-cart="yes"></wc-mini-cart><ul><li><a href="?add-to-cart=201" class="button add_to_cart_button ajax_add_to_cart" data-product_id="201" data-quantity="1">In winkelwagen</a></li></ul>',
    );
    const el = root.querySelector('wc-mini-cart') as MiniCart;
    const stop = startAddToCart(document, { liveDelayMs: 0 });
    try {
      await waitFor(() => part(el, 'empty'));
      root.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      await waitFor(() => isOpen(el) && part(el, 'count')?.textContent === '1');
      expect(part(el, 'panel')!.contains(active())).to.equal(true);
    } finally {
      stop();
    }
  });

  it("wrapping Elementor's Menu Cart markup: its data-settings (mini-cart, mouseover) are read; the printed markup is not shown", async () => {
    stub(() => ({ body: cart([]) }));
    const el = mount(
      '',
      `<div class="elementor-element elementor-widget elementor-widget-woocommerce-menu-cart" data-settings='{"cart_type":"mini-cart","open_cart":"mouseover","automatically_open_cart":"no"}' data-widget_type="woocommerce-menu-cart.default"><div class="elementor-menu-cart__wrapper"><a href="#" id="elementor-menu-cart__toggle_button">Cart</a></div></div>`,
    );
    await waitFor(() => part(el, 'root'));
    expect(part(el, 'root')!.className).to.contain('mc--mini');
    expect(part(el, 'overlay')).to.equal(null);
    expect(el.querySelector<HTMLElement>('#elementor-menu-cart__toggle_button')!.offsetParent).to.equal(null);
    const r = toggle(el).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    await waitFor(() => isOpen(el));
    // Opened by hovering: focus stays where it was.
    expect(part(el, 'panel')!.contains(active())).to.equal(false);
    await sendMouse({ type: 'move', position: [0, Math.round(innerHeight - 2)] });
    await waitFor(() => !isOpen(el));
  });

  it('reduced motion: no slide-in transition', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    stub(() => ({ body: cart([]) }));
    const el = mount();
    await waitFor(() => part(el, 'panel'));
    const d = getComputedStyle(part(el, 'panel')!).transitionDuration;
    expect(d.split(",").every((x) => parseFloat(x) < 0.001), d).to.equal(true);
  });

  it('bad config: a named message and data-error, nothing thrown', async () => {
    const spy = spyConsoleError();
    try {
      const el = mount('cart-type="drawer"');
      await waitFor(() => el.getAttribute('data-error') === 'config');
      expect(String(spy.calls[0]?.[0])).to.match(/\[wc-mini-cart\] invalid config: "?cart-type/);
      const el2 = mount('automatically-open-cart="soms"');
      await waitFor(() => el2.getAttribute('data-error') === 'config');
      const el3 = mount('checkout-url="javascript:alert(1)"');
      await waitFor(() => el3.getAttribute('data-error') === 'config');
    } finally {
      spy.restore();
    }
  });
});
