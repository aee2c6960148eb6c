import { expect } from 'chai';
import { define } from '../../elements/wc-cart';
import { UPDATE_CART_AUTOMATICALLY_DELAY_MS } from '../../src/core/shop/cart-page';
import { resetPageCartStores } from '../../src/platform/shop/cart-store';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, describeViolations, fixture, part, waitFor } from './helpers';

define();

// ---- a small Store API in the page (fetch stubbed, as tests/browser/store-api.test.ts does) ------

const CUR = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };
const CATALOG: Record<number, { name: string; price: number; stock: number }> = {
  201: { name: 'Appeltaart', price: 1850, stock: 10 },
  202: { name: 'Brownies', price: 395, stock: 2 },
  203: { name: 'Zuurdesem <b>brood</b> &amp; co', price: 475, stock: 10 },
};
const RATES = [
  { rate_id: 'local_pickup:1', name: 'Afhalen in de winkel', cost: 0 },
  { rate_id: 'flat_rate:2', name: 'Bezorgen in Utrecht', cost: 454 },
];

interface Call {
  route: string;
  body: Record<string, unknown>;
  nonce: string | null;
}
type Override = (c: Call) => Response | 'offline' | undefined;

let lines: { id: number; quantity: number }[] = [];
let coupons: string[] = [];
let rate = 'local_pickup:1';
let calls: Call[] = [];
let override: Override | undefined;
let crossSells: unknown[] = [];
const realFetch = window.fetch;

const keyOf = (id: number) => `key${id}`;
function cartBody() {
  const items = lines.map((l) => {
    const p = CATALOG[l.id]!;
    const gross = p.price * l.quantity;
    const tax = Math.round((gross * 9) / 109);
    return {
      key: keyOf(l.id),
      id: l.id,
      quantity: l.quantity,
      quantity_limits: { minimum: 1, maximum: p.stock, multiple_of: 1, editable: true },
      name: p.name,
      permalink: `/product/${l.id}/`,
      images: [{ id: 1, src: `/assets/p${l.id}.svg`, thumbnail: `/assets/p${l.id}.svg`, alt: '' }],
      variation: [],
      prices: { price: String(p.price), ...CUR },
      totals: { line_subtotal: String(gross - tax), line_subtotal_tax: String(tax), line_total: String(gross - tax), line_total_tax: String(tax), ...CUR },
    };
  });
  const gross = lines.reduce((n, l) => n + CATALOG[l.id]!.price * l.quantity, 0);
  const disc = coupons.includes('welkom10') ? Math.round(gross / 10) : 0;
  const ship = lines.length ? RATES.find((r) => r.rate_id === rate)!.cost : 0;
  const total = gross - disc + ship;
  const tax = Math.round(((gross - disc) * 9) / 109);
  return {
    items,
    coupons: coupons.map((c) => ({ code: c, discount_type: 'percent', totals: { total_discount: String(disc), total_discount_tax: '0', ...CUR } })),
    fees: [],
    totals: { total_items: String(gross - Math.round((gross * 9) / 109)), total_items_tax: String(Math.round((gross * 9) / 109)), total_discount: String(disc), total_discount_tax: '0', total_shipping: String(ship), total_shipping_tax: '0', total_price: String(total), total_tax: String(tax), tax_lines: tax ? [{ name: 'Btw', price: String(tax), rate: '9%' }] : [], ...CUR },
    needs_shipping: lines.length > 0,
    has_calculated_shipping: lines.length > 0,
    shipping_rates: lines.length
      ? [{ package_id: 0, name: 'Verzending', items: [], shipping_rates: RATES.map((r) => ({ rate_id: r.rate_id, name: r.name, price: String(r.cost), taxes: '0', selected: r.rate_id === rate, ...CUR })) }]
      : [],
    items_count: lines.reduce((n, l) => n + l.quantity, 0),
    cross_sells: crossSells,
    errors: [],
  };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', Nonce: 'fresh-nonce', ...headers } });
const fail = (status: number, code: string, message: string) => json(status, { code, message, data: { status } });

function serve(c: Call): Response {
  const b = c.body;
  switch (c.route) {
    case 'cart':
      break;
    case 'cart/update-item': {
      const line = lines.find((l) => keyOf(l.id) === b.key);
      if (!line) return json(409, { code: 'woocommerce_rest_cart_invalid_key', message: 'Cart item does not exist.', data: { status: 409, cart: cartBody() } });
      const q = Number(b.quantity);
      const p = CATALOG[line.id]!;
      if (q > p.stock) return fail(400, 'invalid_quantity', `The maximum quantity of &quot;${p.name}&quot; allowed in the cart is ${p.stock}`);
      line.quantity = q;
      break;
    }
    case 'cart/remove-item':
      if (!lines.some((l) => keyOf(l.id) === b.key)) return json(409, { code: 'woocommerce_rest_cart_invalid_key', message: 'Cart item no longer exists or is invalid.', data: { status: 409, cart: cartBody() } });
      lines = lines.filter((l) => keyOf(l.id) !== b.key);
      break;
    case 'cart/add-item': {
      const id = Number(b.id);
      const line = lines.find((l) => l.id === id);
      if (line) line.quantity += Number(b.quantity);
      else lines.push({ id, quantity: Number(b.quantity) });
      return json(201, cartBody());
    }
    case 'cart/apply-coupon': {
      const code = String(b.code).toLowerCase();
      if (code === 'zomer2025') return fail(400, 'woocommerce_rest_cart_coupon_error', `Coupon &quot;${code}&quot; has expired.`);
      if (code !== 'welkom10') return fail(400, 'woocommerce_rest_cart_coupon_error', `&quot;${code}&quot; is an invalid coupon code.`);
      coupons.push(code);
      break;
    }
    case 'cart/remove-coupon':
      coupons = coupons.filter((x) => x !== b.code);
      break;
    case 'cart/select-shipping-rate':
      rate = String(b.rate_id);
      break;
    default:
      return fail(404, 'rest_no_route', 'No route');
  }
  return json(200, cartBody());
}

function install() {
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const route = url.slice(url.indexOf('/wc/store/v1/') + '/wc/store/v1/'.length);
    const c: Call = { route, body: init.body ? JSON.parse(String(init.body)) : {}, nonce: new Headers(init.headers).get('Nonce') };
    calls.push(c);
    const o = override?.(c);
    if (o === 'offline') throw new TypeError('Failed to fetch');
    return o ?? serve(c);
  }) as typeof fetch;
}

const writes = (route?: string) => calls.filter((c) => c.route !== 'cart' && (!route || c.route === route));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type CartEl = HTMLElement;
async function mount(attrs = '', inner = ''): Promise<CartEl> {
  const root = fixture(`<wc-cart ${attrs}>${inner}</wc-cart>`);
  const el = root.querySelector('wc-cart') as CartEl;
  await waitFor(() => part(el, 'items') || part(el, 'empty') || part(el, 'error'), { message: 'cart rendered' });
  return el;
}
const items = (el: CartEl) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part~="item"]') ?? [])];
const itemOf = (el: CartEl, id: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-key="${keyOf(id)}"]`);
const inItem = <T extends HTMLElement>(el: CartEl, id: number, name: string) => itemOf(el, id)?.querySelector<T>(`[part~="${name}"]`) ?? null;
const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
const totals = (el: CartEl) => Object.fromEntries([...el.shadowRoot!.querySelectorAll('[part~="total-row"]')].map((r) => [text(r.querySelector('dt')), text(r.querySelector('dd'))]));
const status = (el: CartEl) => text(part(el, 'status'));
function type(input: HTMLInputElement, value: string) {
  input.focus();
  // The native setter, as typing does (React's value tracker then sees the change).
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

function setCookie(on: boolean) {
  document.cookie = on ? 'woocommerce_items_in_cart=1; path=/' : 'woocommerce_items_in_cart=; path=/; max-age=0';
}

describe('<wc-cart>', () => {
  beforeEach(() => {
    lines = [
      { id: 201, quantity: 1 },
      { id: 202, quantity: 1 },
    ];
    coupons = [];
    rate = 'local_pickup:1';
    calls = [];
    override = undefined;
    crossSells = [];
    setCookie(true);
    install();
  });
  afterEach(() => {
    cleanup();
    resetPageCartStores();
    window.fetch = realFetch;
    setCookie(false);
  });

  it('items: image, name as text (never HTML), unit price and line total from minor units; totals as the API gives them; axe clean', async () => {
    lines.push({ id: 203, quantity: 2 });
    const el = await mount();
    expect(items(el)).to.have.length(3);
    expect(text(inItem(el, 201, 'item-name'))).to.equal('Appeltaart');
    expect(inItem(el, 201, 'item-image')?.getAttribute('src')).to.equal('/assets/p201.svg');
    expect(text(inItem(el, 201, 'item-price'))).to.equal('€ 18,50');
    expect(text(inItem(el, 203, 'item-name'))).to.equal('Zuurdesem brood & co');
    expect(itemOf(el, 203)!.querySelector('b')).to.equal(null);
    expect(text(inItem(el, 203, 'item-total'))).to.equal('€ 9,50');
    const t = totals(el);
    expect(t.Subtotaal).to.equal('€ 31,95');
    expect(t.Verzending).to.equal('Gratis');
    expect(t.Totaal).to.equal('€ 31,95');
    expect(t['Waarvan Btw']).to.equal('€ 2,64');
    expect(calls.map((c) => c.route)).to.deep.equal(['cart']);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('a typed quantity is sent once, after the pause (update_cart_automatically), with the last value; "Aantal bijgewerkt" announced', async () => {
    const el = await mount();
    const input = inItem<HTMLInputElement>(el, 201, 'quantity-input')!;
    type(input, '2');
    type(input, '3');
    await sleep(100);
    expect(writes()).to.have.length(0);
    await waitFor(() => writes('cart/update-item').length === 1, { timeout: UPDATE_CART_AUTOMATICALLY_DELAY_MS + 3000, message: 'update sent' });
    expect(writes('cart/update-item')[0]!.body).to.deep.equal({ key: 'key201', quantity: 3 });
    await waitFor(() => status(el) === 'Aantal bijgewerkt', { message: 'announced' });
    expect(inItem<HTMLInputElement>(el, 201, 'quantity-input')!.value).to.equal('3');
    expect(text(inItem(el, 201, 'item-total'))).to.equal('€ 55,50');
    expect(writes()).to.have.length(1);
  });

  it('stepper: two quick clicks send one update (+2); Enter in the field sends at once; the minimum disables the minus button', async () => {
    const el = await mount();
    expect(inItem<HTMLButtonElement>(el, 201, 'decrease')!.disabled).to.equal(true);
    inItem(el, 201, 'increase')!.click();
    inItem(el, 201, 'increase')!.click();
    await waitFor(() => inItem<HTMLInputElement>(el, 201, 'quantity-input')!.value === '3', { message: 'field shows 3' });
    await waitFor(() => writes('cart/update-item').length === 1, { timeout: UPDATE_CART_AUTOMATICALLY_DELAY_MS + 3000, message: 'update sent' });
    expect(writes('cart/update-item')[0]!.body.quantity).to.equal(3);
    const input = inItem<HTMLInputElement>(el, 201, 'quantity-input')!;
    type(input, '5');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitFor(() => writes('cart/update-item').length === 2, { timeout: 1000, message: 'Enter sends at once' });
    expect(writes('cart/update-item')[1]!.body.quantity).to.equal(5);
  });

  it('a quantity above the stock: the error on its item (Dutch, with the limit), the field back to the cart quantity', async () => {
    const el = await mount();
    const input = inItem<HTMLInputElement>(el, 202, 'quantity-input')!;
    // The field's max is the item's maximum (2): typed 3 is limited to 2 and sent; the server then says the stock changed.
    CATALOG[202]!.stock = 1;
    type(input, '2');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    const err = await waitFor(() => inItem(el, 202, 'item-error'), { message: 'item error' });
    CATALOG[202]!.stock = 2;
    expect(text(err)).to.equal('Je kunt maximaal 1 van Brownies in je winkelwagen hebben.');
    expect(err.getAttribute('role')).to.equal('alert');
    expect(inItem<HTMLInputElement>(el, 202, 'quantity-input')!.getAttribute('aria-invalid')).to.equal('true');
    expect(inItem<HTMLInputElement>(el, 202, 'quantity-input')!.value).to.equal('1');
    expect(inItem(el, 201, 'item-error')).to.equal(null);
    expect(part(el, 'error')).to.equal(null);
  });

  it('remove with undo: the item goes, "‘Appeltaart’ verwijderd. Ongedaan maken?" is announced and the undo button focused; undo adds it back with its quantity', async () => {
    lines[0]!.quantity = 3;
    const el = await mount();
    const remove = inItem(el, 201, 'remove')!;
    remove.click();
    remove.click();
    await waitFor(() => !itemOf(el, 201), { message: 'removed' });
    expect(writes('cart/remove-item')).to.have.length(1);
    await waitFor(() => status(el) === '‘Appeltaart’ verwijderd. Ongedaan maken?', { message: 'announced' });
    const undo = part(el, 'undo')!;
    await waitFor(() => deepActiveElement() === undo, { message: 'undo focused' });
    undo.click();
    undo.click();
    await waitFor(() => itemOf(el, 201), { message: 'back' });
    expect(writes('cart/add-item')).to.have.length(1);
    expect(writes('cart/add-item')[0]!.body).to.deep.equal({ id: 201, quantity: 3 });
    await waitFor(() => !part(el, 'undo'), { message: 'undo notice gone' });
    await waitFor(() => status(el).includes('staat weer'), { message: 'announced' });
    await waitFor(() => deepActiveElement() === inItem(el, 201, 'quantity-input'), { message: 'quantity focused' });
  });

  it('coupons: an unknown and an expired code get their message on the field (Dutch); a valid one shows its discount and can be removed', async () => {
    const el = await mount();
    const input = part<HTMLInputElement>(el, 'coupon-input')!;
    type(input, 'nepcode');
    part(el, 'coupon-apply')!.click();
    await waitFor(() => part(el, 'coupon-error'), { message: 'coupon error' });
    expect(text(part(el, 'coupon-error'))).to.equal('Kortingscode "NEPCODE" bestaat niet.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    type(input, 'ZOMER2025');
    part(el, 'coupon-apply')!.click();
    await waitFor(() => text(part(el, 'coupon-error')).includes('verlopen'), { message: 'expired' });
    expect(text(part(el, 'coupon-error'))).to.equal('Kortingscode "ZOMER2025" is verlopen.');
    type(input, 'WELKOM10');
    part(el, 'coupon-apply')!.click();
    part(el, 'coupon-apply')!.click();
    await waitFor(() => part(el, 'coupon-code'), { message: 'coupon applied' });
    expect(writes('cart/apply-coupon').filter((c) => c.body.code === 'WELKOM10')).to.have.length(1);
    expect(text(part(el, 'coupon-code'))).to.equal('WELKOM10');
    await waitFor(() => text(part(el, 'coupon-note')) === 'Kortingscode ‘WELKOM10’ toegepast.', { message: 'coupon note' });
    expect(totals(el)['Korting (WELKOM10)']).to.equal('-€ 2,25');
    part(el, 'coupon-remove')!.click();
    await waitFor(() => !part(el, 'coupon-code'), { message: 'coupon removed' });
    await waitFor(() => part(el, 'coupon-input') === deepActiveElement(), { message: 'focus back on the coupon field' });
    expect(writes('cart/remove-coupon')[0]!.body).to.deep.equal({ code: 'welkom10' });
  });

  it('shipping rates: a radio group; selecting one sends cart/select-shipping-rate and the totals follow; an error shows on the rates', async () => {
    const el = await mount();
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')];
    expect(radios.map((r) => r.checked)).to.deep.equal([true, false]);
    expect(radios[0]!.closest('fieldset')?.querySelector('legend')?.textContent).to.equal('Verzending');
    radios[1]!.click();
    await waitFor(() => totals(el).Verzending === '€ 4,54', { message: 'shipping total' });
    expect(writes('cart/select-shipping-rate')[0]!.body).to.deep.equal({ package_id: 0, rate_id: 'flat_rate:2' });
    await waitFor(() => status(el) === 'Verzendmethode: Bezorgen in Utrecht.', { message: 'announced' });
    override = (c) => (c.route === 'cart/select-shipping-rate' ? fail(400, 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.') : undefined);
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')[0]!.click();
    await waitFor(() => part(el, 'shipping-error'), { message: 'shipping error' });
    expect(text(part(el, 'shipping-error'))).to.equal('Kies een verzendmethode.');
    expect(el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')[1]!.checked).to.equal(true);
  });

  it('a 5xx or offline answer: a whole-cart error with a retry that sends the change again; never stuck busy', async () => {
    const el = await mount();
    let failures = 1;
    override = (c) => (c.route === 'cart/remove-item' && failures-- > 0 ? fail(503, 'http_error', 'down') : undefined);
    inItem(el, 202, 'remove')!.click();
    const banner = await waitFor(() => part(el, 'error'), { message: 'error banner' });
    // The store repeats nothing for a remove: one try, then the banner.
    expect(text(banner)).to.contain('HTTP 503');
    expect(itemOf(el, 202)).to.not.equal(null);
    expect(part(el, 'cart')!.getAttribute('aria-busy')).to.equal('false');
    part(el, 'retry')!.click();
    await waitFor(() => !itemOf(el, 202), { message: 'removed on retry' });
    await waitFor(() => !part(el, 'error'), { message: 'error gone' });
    expect(writes('cart/remove-item')).to.have.length(2);
  });

  it('the first read offline: an error with a retry that loads the cart', async () => {
    let offline = true;
    override = () => (offline ? 'offline' : undefined);
    const el = await mount();
    expect(text(part(el, 'error'))).to.contain('Geen verbinding');
    offline = false;
    part(el, 'retry')!.click();
    await waitFor(() => items(el).length === 2, { message: 'loaded' });
    await waitFor(() => !part(el, 'error'), { message: 'error gone' });
  });

  it('a stale nonce: refused once (403 with a fresh Nonce header), repeated with the fresh one', async () => {
    const el = await mount();
    override = (c) => (c.route === 'cart/remove-item' && c.nonce !== 'nonce-2' ? json(403, { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } }, { Nonce: 'nonce-2' }) : undefined);
    inItem(el, 202, 'remove')!.click();
    await waitFor(() => !itemOf(el, 202), { message: 'removed' });
    expect(writes('cart/remove-item').map((c) => c.nonce)).to.deep.equal(['fresh-nonce', 'nonce-2']);
    expect(part(el, 'error')).to.equal(null);
  });

  it('empty cart (no read while the cookie says so): the message and a link back to shop-url', async () => {
    setCookie(false);
    const el = await mount('shop-url="/winkel.html?cat=taart"');
    expect(calls).to.have.length(0);
    expect(text(part(el, 'empty'))).to.contain('Je winkelwagen is leeg.');
    expect(part(el, 'shop-link')!.getAttribute('href')).to.equal('/winkel.html?cat=taart');
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('removing the last item shows the empty state', async () => {
    lines = [{ id: 201, quantity: 1 }];
    const el = await mount();
    inItem(el, 201, 'remove')!.click();
    await waitFor(() => part(el, 'empty'), { message: 'empty' });
    await waitFor(() => part(el, 'undo'), { message: 'undo offered' });
  });

  it("sticky summary from Elementor's Cart widget data-settings (loose values): position sticky at the offset", async () => {
    const settings = JSON.stringify({ sticky_right_column: 'yes', sticky_right_column_offset: { unit: 'px', size: '40', sizes: [] }, update_cart_automatically: 'yes' }).replace(/"/g, '&quot;');
    const el = await mount('style="width: 1000px"', `<div class="elementor-element elementor-widget elementor-widget-woocommerce-cart" data-settings="${settings}"><div class="woocommerce"><form class="woocommerce-cart-form"></form></div></div>`);
    const summary = part(el, 'summary')!;
    expect(getComputedStyle(summary).position).to.equal('sticky');
    expect(getComputedStyle(summary).top).to.equal('40px');
  });

  it('manual update (update_cart_automatically off): quantities go with the update button only', async () => {
    const el = await mount('manual-update');
    inItem(el, 201, 'increase')!.click();
    await sleep(UPDATE_CART_AUTOMATICALLY_DELAY_MS + 200);
    expect(writes()).to.have.length(0);
    part(el, 'update')!.click();
    await waitFor(() => writes('cart/update-item').length === 1, { message: 'sent' });
    expect(writes('cart/update-item')[0]!.body).to.deep.equal({ key: 'key201', quantity: 2 });
  });

  it('cross-sells with the attribute: listed with an add button (cart/add-item), names as text', async () => {
    crossSells = [{ id: 203, name: '<img src=x onerror=alert(1)>Zuurdesem', permalink: '/product/203/', images: [], prices: { price: '475', ...CUR }, is_purchasable: true, is_in_stock: true }];
    const none = await mount();
    expect(part(none, 'cross-sells')).to.equal(null);
    cleanup();
    const el = await mount('cross-sells');
    const section = part(el, 'cross-sells')!;
    expect(section.querySelector('img[src="x"]')).to.equal(null);
    expect(text(section)).to.contain('Zuurdesem');
    part(el, 'cross-sell-add')!.click();
    await waitFor(() => itemOf(el, 203), { message: 'added' });
    expect(writes('cart/add-item')[0]!.body).to.deep.equal({ id: 203, quantity: 1 });
  });

  it('English (locale="en"): strings and error texts', async () => {
    const el = await mount('locale="en"');
    expect(inItem(el, 201, 'remove')!.getAttribute('aria-label')).to.equal('Remove Appeltaart from your cart');
    type(part<HTMLInputElement>(el, 'coupon-input')!, 'nope');
    part(el, 'coupon-apply')!.click();
    await waitFor(() => part(el, 'coupon-error'), { message: 'coupon error' });
    expect(text(part(el, 'coupon-error'))).to.equal('Coupon "NOPE" does not exist.');
  });
});
