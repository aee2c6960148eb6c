import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/wc-checkout';
import { CHECKOUT_STORAGE_KEY, ORDER_STORAGE_KEY } from '../../src/core/shop/checkout';
import { resetPageCartStores } from '../../src/platform/shop/cart-store';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, describeViolations, fixture, part, waitFor } from './helpers';

define();

// ---- a small Store API in the page: the cart and WooCommerce 11.0.1's checkout answers --------------

const CUR = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };
const RATES = [
  { rate_id: 'local_pickup:1', method_id: 'local_pickup', name: 'Afhalen in de winkel', cost: 0 },
  { rate_id: 'flat_rate:2', method_id: 'flat_rate', name: 'Bezorgen in Utrecht', cost: 454 },
];

/** The shop's zones (the reference backend's): Belgium has its own delivery rate. */
const ZONES: Record<string, typeof RATES> = {
  NL: RATES,
  BE: [RATES[0]!, { rate_id: 'flat_rate:4', method_id: 'flat_rate', name: 'Bezorgen in België', cost: 900 }],
};

interface Call {
  route: string;
  body: Record<string, unknown>;
  key: string | null;
}
type Override = (c: Call, n: number) => Response | 'offline' | Promise<Response> | undefined;

let items = 1;
let rate = 'local_pickup:1';
let country = 'NL';
const zone = () => ZONES[country] ?? [];
let saved: Record<string, string> = {};
let calls: Call[] = [];
let override: Override | undefined;
let orders = 0;
const ordersByKey = new Map<string, unknown>();
/** The orders placed, by id: the order route's answers (a status the test may move on, as a shop does once paid). */
const placed = new Map<number, { answer: ReturnType<typeof orderAnswer>; status: string }>();
/** The test page's own URL: a placed order moves the address bar to its order-received URL. */
const START_URL = location.href;
const realFetch = window.fetch;

function cartBody() {
  const ship = items ? (zone().find((r) => r.rate_id === rate)?.cost ?? 0) : 0;
  return {
    items: items
      ? [{ key: 'k201', id: 201, quantity: items, quantity_limits: { minimum: 1, maximum: 10, multiple_of: 1, editable: true }, name: 'Appeltaart', images: [], variation: [], prices: { price: '1850', ...CUR }, totals: { line_subtotal: String(1697 * items), line_subtotal_tax: String(153 * items), line_total: String(1697 * items), line_total_tax: String(153 * items), ...CUR } }]
      : [],
    coupons: [],
    fees: [],
    totals: { total_items: String(1697 * items), total_items_tax: String(153 * items), total_discount: '0', total_discount_tax: '0', total_shipping: String(ship), total_shipping_tax: '0', total_price: String(1850 * items + ship), total_tax: String(153 * items), tax_lines: [{ name: 'Btw', price: String(153 * items), rate: '9%' }], ...CUR },
    needs_shipping: items > 0,
    has_calculated_shipping: items > 0,
    shipping_rates: items ? [{ package_id: 0, name: 'Verzending', items: [], shipping_rates: zone().map((r) => ({ rate_id: r.rate_id, method_id: r.method_id, name: r.name, price: String(r.cost), taxes: '0', selected: r.rate_id === rate, ...CUR })) }] : [],
    items_count: items,
    errors: [],
    payment_methods: ['cod', 'bacs'],
    billing_address: { first_name: '', last_name: '', address_1: '', city: '', postcode: '', country, email: '', ...saved },
    shipping_address: { first_name: '', last_name: '', address_1: '', city: '', postcode: '', country, ...saved },
  };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', Nonce: 'fresh-nonce' } });

/** WooCommerce's order answer for the posted body (CheckoutSchema::get_checkout_response). */
function orderAnswer(body: Record<string, unknown>) {
  orders++;
  const id = 100 + orders;
  const method = String(body.payment_method);
  return {
    order_id: id,
    status: method === 'bacs' ? 'on-hold' : 'processing',
    order_key: `wc_order_k${id}`,
    order_number: String(id),
    customer_note: body.customer_note,
    customer_id: 0,
    billing_address: body.billing_address,
    shipping_address: body.shipping_address,
    payment_method: method,
    payment_result: { payment_status: 'success', payment_details: [], redirect_url: `/afrekenen/order-received/${id}/?key=wc_order_k${id}` },
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
  };
}

function serve(c: Call): Response {
  if (c.route === 'cart') return json(200, cartBody());
  if (c.route === 'cart/select-shipping-rate') {
    rate = String(c.body.rate_id);
    return json(200, cartBody());
  }
  if (c.route === 'cart/update-customer') {
    // WooCommerce 11 (wc_get_default_shipping_method_for_package, Store API context): the zone follows the
    // shipping address; a chosen rate it does not offer falls back to its first rate that is not a pick-up.
    country = String((c.body.shipping_address as Record<string, unknown> | undefined)?.country ?? country);
    if (!zone().some((r) => r.rate_id === rate)) rate = (zone().find((r) => r.method_id !== 'local_pickup') ?? zone()[0])?.rate_id ?? '';
    return json(200, cartBody());
  }
  if (c.route === 'checkout') {
    // The reference backend's rule: a repeated Idempotency-Key answers the same order.
    if (c.key && ordersByKey.has(c.key)) return json(200, ordersByKey.get(c.key));
    if (!items) return json(409, { code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { 0: 400, status: 409, cart: { items: [], items_count: 0 } } }); // as WooCommerce 11.0.1 answers it
    if (c.body.create_account === true) {
      // wc_create_new_customer's refusals, then the account (the order becomes its customer's)
      const email = String((c.body.billing_address as Record<string, unknown>).email ?? '');
      if (email === 'bestaat@example.nl') return json(400, { code: 'registration-error-email-exists', message: 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>', data: { status: 400 } });
      if (!c.body.customer_password) return json(400, { code: 'registration-error-missing-password', message: 'Please enter an account password.', data: { status: 400 } });
    }
    const a = orderAnswer(c.body);
    if (c.body.create_account === true) a.customer_id = 77;
    if (c.key) ordersByKey.set(c.key, a);
    placed.set(a.order_id, { answer: a, status: a.status });
    items = 0;
    return json(200, a);
  }
  const order = /^order\/(\d+)\?(.*)$/.exec(c.route);
  if (order) {
    // OrderAuthorizationTrait (a guest order: its key, then its billing e-mail), then OrderSchema.
    const o = placed.get(Number(order[1]));
    const q = new URLSearchParams(order[2]);
    if (!o) return json(404, { code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID.', data: { status: 404 } });
    if (q.get('key') !== o.answer.order_key) return json(401, { code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID or key provided.', data: { status: 401 } });
    const email = String((o.answer.billing_address as Record<string, unknown>).email ?? '');
    if (!q.get('billing_email')) return json(401, { code: 'woocommerce_rest_invalid_billing_email', message: 'No billing email provided.', data: { status: 401 } });
    if (q.get('billing_email')!.toLowerCase() !== email.toLowerCase()) return json(401, { code: 'woocommerce_rest_invalid_billing_email', message: 'Invalid billing email provided.', data: { status: 401 } });
    return json(200, {
      id: o.answer.order_id,
      status: o.status,
      items: [{ key: 'k201', id: 201, quantity: 1, name: 'Appeltaart', images: [], variation: [], prices: { price: '1850', ...CUR }, totals: { line_subtotal: '1697', line_subtotal_tax: '153', line_total: '1697', line_total_tax: '153', ...CUR } }],
      coupons: [],
      fees: [],
      totals: { subtotal: '1697', total_items: '1697', total_items_tax: '153', total_discount: '0', total_discount_tax: '0', total_shipping: '0', total_shipping_tax: '0', total_price: '1850', total_tax: '153', total_refund: '0', tax_lines: [{ name: 'Btw', price: '153', rate: '9%' }], ...CUR },
      shipping_address: o.answer.shipping_address,
      billing_address: o.answer.billing_address,
      needs_payment: false,
      needs_shipping: false,
      payment_requirements: ['products'],
      errors: [],
    });
  }
  return json(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
}

function install() {
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const route = url.slice(url.indexOf('/wc/store/v1/') + '/wc/store/v1/'.length);
    const c: Call = { route, body: init.body ? JSON.parse(String(init.body)) : {}, key: new Headers(init.headers).get('Idempotency-Key') };
    calls.push(c);
    const o = override?.(c, calls.filter((x) => x.route === c.route).length);
    if (o === 'offline') throw new TypeError('Failed to fetch');
    return (await o) ?? serve(c);
  }) as typeof fetch;
}

const checkouts = () => calls.filter((c) => c.route === 'checkout');
const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
const $ = <T extends HTMLElement = HTMLElement>(el: HTMLElement, sel: string) => el.shadowRoot!.querySelector<T>(sel);
function type(input: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!input) throw new Error('no input');
  input.focus();
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
async function mount(attrs = ''): Promise<HTMLElement> {
  const root = fixture(`<wc-checkout ${attrs}></wc-checkout>`);
  const el = root.querySelector('wc-checkout') as HTMLElement;
  await waitFor(() => part(el, 'form') || part(el, 'empty') || part(el, 'received'), { message: 'checkout rendered' });
  return el;
}
async function fillName(el: HTMLElement) {
  type($(el, '#contact-email'), 'sanne@example.nl');
  type($(el, '#billing-first_name'), 'Sanne');
  type($(el, '#billing-last_name'), 'de Vries');
}
/** A pick-up order still has a billing address (WooCommerce requires the billing locale's fields). */
async function fillPickup(el: HTMLElement) {
  await fillName(el);
  type($(el, '#billing-postcode'), '3511 AB');
  type($(el, '#billing-house_number'), '12');
  type($(el, '#billing-street'), 'Bakkerstraat');
  type($(el, '#billing-city'), 'Utrecht');
}
async function chooseDelivery(el: HTMLElement) {
  const radio = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')].find((r) => r.value === 'flat_rate:2')!;
  radio.click();
  await waitFor(() => $(el, '#billing-postcode'), { message: 'delivery address fields' });
}
async function fillDelivery(el: HTMLElement) {
  await fillName(el);
  type($(el, '#billing-postcode'), '3511ab');
  type($(el, '#billing-house_number'), '12');
  type($(el, '#billing-house_number_addition'), 'a');
  type($(el, '#billing-street'), 'Bakkerstraat');
  type($(el, '#billing-city'), 'Utrecht');
}
const press = (el: HTMLElement) => $(el, '[part~="place-order"]')!.click();
async function axeClean(el: HTMLElement) {
  const v = await axeViolations(el);
  expect(v, describeViolations(v)).to.have.length(0);
}

describe('<wc-checkout>', () => {
  beforeEach(() => {
    items = 1;
    rate = 'local_pickup:1';
    country = 'NL';
    saved = {};
    calls = [];
    override = undefined;
    orders = 0;
    ordersByKey.clear();
    placed.clear();
    sessionStorage.clear();
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    install();
  });
  afterEach(() => {
    cleanup();
    resetPageCartStores();
    history.replaceState(null, '', START_URL);
    window.fetch = realFetch;
    sessionStorage.clear();
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
  });

  it('a guest pick-up order paid on pick-up: the billing address but no shipping address, one POST checkout with the WooCommerce body, the order-received view; axe clean at every step', async () => {
    const el = await mount();
    expect(part(el, 'ship-to-different'), 'no shipping address for pick-up').to.equal(null);
    expect(text(part(el, 'pickup-note'))).to.contain('op in de winkel');
    expect([...el.shadowRoot!.querySelectorAll('[part~="payment-method"]')].map((r) => (r as HTMLInputElement).value)).to.deep.equal(['cod', 'bacs']);
    expect(text(part(el, 'payment'))).to.contain('Betalen bij afhalen').and.contain('Bankoverschrijving');
    await axeClean(el);
    await fillPickup(el);
    type($(el, '#order-note'), 'Met kaarsjes');
    const placed: CustomEvent[] = [];
    document.addEventListener('wc-checkout-placed', (e) => placed.push(e as CustomEvent), { once: true });
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received' });
    expect(checkouts()).to.have.length(1);
    const body = checkouts()[0]!.body as { billing_address: Record<string, string>; payment_method: string; customer_note: string };
    expect(body.billing_address).to.include({ email: 'sanne@example.nl', first_name: 'Sanne', last_name: 'de Vries', country: 'NL' });
    expect([body.payment_method, body.customer_note]).to.deep.equal(['cod', 'Met kaarsjes']);
    expect(checkouts()[0]!.key).to.match(/^[\w-]{8,}$/);
    expect(text(part(el, 'order-number'))).to.equal('101');
    expect(text(part(el, 'order-status'))).to.equal('In behandeling');
    expect(text(part(el, 'order-key'))).to.equal('wc_order_k101');
    expect(text(part(el, 'order-lines'))).to.contain('Appeltaart').and.contain('× 1').and.contain('€ 18,50');
    expect(placed[0]?.detail.order.order_key).to.equal('wc_order_k101');
    expect(placed[0]?.composed && placed[0]?.bubbles).to.equal(true);
    await waitFor(() => deepActiveElement() === part(el, 'received-heading'), { message: 'focus on the received heading' });
    await axeClean(el);
  });

  it('a delivery paid by bank transfer: the Dutch address form, address_1 = street + number + addition, bank details in the received view', async () => {
    const config = JSON.stringify({ bank_accounts: [{ account_name: 'Bakkerij de Korenschoof', bank_name: 'Demobank', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }] }).replace(/"/g, '&quot;');
    const el = await mount(`config="${config}"`);
    await chooseDelivery(el);
    await axeClean(el);
    await fillDelivery(el);
    $<HTMLInputElement>(el, '[part~="payment-method"][value="bacs"]')!.click();
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received' });
    const body = checkouts()[0]!.body as { billing_address: Record<string, string>; shipping_address: Record<string, string>; payment_method: string };
    expect(body.billing_address).to.include({ address_1: 'Bakkerstraat 12A', postcode: '3511 AB', city: 'Utrecht', country: 'NL' });
    expect(body.shipping_address).to.include({ address_1: 'Bakkerstraat 12A', postcode: '3511 AB' });
    expect(body.payment_method).to.equal('bacs');
    expect(text(part(el, 'order-status'))).to.contain('In de wacht');
    expect(text(part(el, 'bank-iban'))).to.equal('NL91 ABNA 0417 1643 00');
    expect(text(part(el, 'bank-details'))).to.contain('Bakkerij de Korenschoof').and.contain('101');
    await axeClean(el);
  });

  it('browser-side checks: a press with empty fields sends nothing, shows each error on its field and focuses the first; typing clears it', async () => {
    const el = await mount();
    press(el);
    await waitFor(() => $(el, '#contact-email-error'), { message: 'e-mail error' });
    expect(checkouts()).to.have.length(0);
    expect($(el, '#contact-email')!.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '#contact-email')!.getAttribute('aria-describedby')).to.contain('contact-email-error');
    expect(text($(el, '#billing-first_name-error'))).to.equal('Vul je voornaam in.');
    await waitFor(() => deepActiveElement() === $(el, '#contact-email'), { message: 'focus on the first error' });
    expect(text(part(el, 'status'))).to.contain('Controleer');
    await axeClean(el);
    type($(el, '#contact-email'), 'sanne@');
    await waitFor(() => text($(el, '#contact-email-error')).includes('klopt niet'));
    type($(el, '#contact-email'), 'sanne@example.nl');
    await waitFor(() => $(el, '#contact-email-error') === null, { message: 'error gone as typed' });
  });

  it('the phone (WooCommerce\'s woocommerce_checkout_phone_field): asked optional by default, required with phone="required" and checked on its field, not asked with phone="hidden"', async () => {
    const optional = await mount();
    const label = (el: HTMLElement) => text(el.shadowRoot!.querySelector('label[for="billing-phone"]'));
    expect(label(optional)).to.equal('Telefoon (optioneel)');
    expect($<HTMLInputElement>(optional, '#billing-phone')!.type).to.equal('tel');
    expect($<HTMLInputElement>(optional, '#billing-phone')!.required).to.equal(false);
    expect($<HTMLInputElement>(optional, '#billing-phone')!.autocomplete).to.equal('billing tel');
    cleanup();
    resetPageCartStores();

    const hidden = await mount('phone="hidden"');
    expect($(hidden, '#billing-phone')).to.equal(null);
    cleanup();
    resetPageCartStores();

    const el = await mount('phone="required"');
    expect(label(el)).to.equal('Telefoon *');
    expect($<HTMLInputElement>(el, '#billing-phone')!.required).to.equal(true);
    await fillPickup(el);
    press(el);
    await waitFor(() => $(el, '#billing-phone-error'), { message: 'phone error' });
    expect(text($(el, '#billing-phone-error'))).to.equal('Vul je telefoon in.');
    expect(checkouts()).to.have.length(0);
    await waitFor(() => deepActiveElement() === $(el, '#billing-phone'), { message: 'focus on the phone' });
    await axeClean(el);
    type($(el, '#billing-phone'), 'bel me');
    await waitFor(() => text($(el, '#billing-phone-error')) === 'Dit telefoonnummer klopt niet.');
    type($(el, '#billing-phone'), '030 123 4567');
    await waitFor(() => $(el, '#billing-phone-error') === null, { message: 'error gone as typed' });
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received' });
    expect((checkouts()[0]!.body as { billing_address: Record<string, string> }).billing_address.phone).to.equal('030 123 4567');
  });

  it("a shop that requires the phone when the tag was not told: WooCommerce's invalid-address refusal is shown on the billing phone (its label names the field); with the phone the order goes through", async () => {
    override = (c, n) =>
      c.route === 'checkout' && n === 1
        ? json(400, { code: 'woocommerce_rest_invalid_address', message: 'There was a problem with the provided billing address: Phone is required', data: { status: 400, errors: { billing: ['Phone is required'] } } }) // as WooCommerce 11.0.1 answers it
        : undefined;
    const el = await mount();
    await fillPickup(el);
    press(el);
    await waitFor(() => $(el, '#billing-phone')!.getAttribute('aria-invalid') === 'true', { message: 'the billing phone error' });
    expect(part(el, 'group-error')).to.equal(null);
    expect(text($(el, `#${$(el, '#billing-phone')!.getAttribute('aria-describedby')}`)).toLowerCase()).to.contain('telefoon');
    await axeClean(el);
    type($(el, '#billing-phone'), '0301234567');
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received' });
    expect(checkouts()).to.have.length(2);
  });

  it("the API's field errors (rest_invalid_param data.params / details) go on their fields, focus to the first; the fixed order goes through", async () => {
    override = (c, n) =>
      c.route === 'checkout' && n === 1
        ? json(400, {
            code: 'rest_invalid_param',
            message: 'Invalid parameter(s): billing_address',
            data: { status: 400, params: { billing_address: 'The provided postcode / ZIP is not valid' }, details: { billing_address: { code: 'invalid_postcode', message: 'De postcode klopt niet', data: null, additional_errors: [{ code: 'woocommerce_required_checkout_field', message: 'Straat is verplicht', data: { key: 'address_1' } }] } } },
          })
        : undefined;
    const errors: CustomEvent[] = [];
    document.addEventListener('wc-checkout-error', (e) => errors.push(e as CustomEvent), { once: true });
    const el = await mount();
    await chooseDelivery(el);
    await fillDelivery(el);
    press(el);
    await waitFor(() => $(el, '#billing-postcode-error'), { message: 'postcode error from the API' });
    expect(text($(el, '#billing-postcode-error'))).to.equal('De postcode klopt niet');
    expect(text($(el, '#billing-street-error'))).to.equal('Straat is verplicht');
    await waitFor(() => deepActiveElement() === $(el, '#billing-postcode'), { message: 'focus on the first field the API named' });
    expect(errors[0]?.detail).to.include({ code: 'rest_invalid_param', kind: 'fields' });
    await axeClean(el);
    const firstKey = checkouts()[0]!.key;
    type($(el, '#billing-postcode'), '3512 CD');
    await waitFor(() => $(el, '#billing-postcode-error') === null);
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received' });
    expect(checkouts()).to.have.length(2);
    expect(checkouts()[1]!.key, 'a refusal ends the attempt: a new key').to.not.equal(firstKey);
  });

  it('in a host wide enough for the summary beside the form (about 800 px), the form\'s own width sets its columns: no field runs out of the form, no label into its neighbour', async () => {
    const el = await mount();
    el.style.display = 'block';
    el.style.width = '812px';
    await waitFor(() => $(el, '#billing-house_number'), { message: 'the address fields' });
    const form = part(el, 'form')!.getBoundingClientRect();
    const fields = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.field')];
    expect(fields.length).to.be.greaterThan(5);
    for (const f of fields) {
      const r = f.getBoundingClientRect();
      expect(r.right, `${f.textContent?.trim().slice(0, 30)}: inside the form`).to.be.at.most(form.right + 0.5);
      for (const input of f.querySelectorAll('input, select')) expect(input.getBoundingClientRect().right, 'its input too').to.be.at.most(form.right + 0.5);
    }
    // The house number's label stays on one line beside the addition's, not under or into it.
    const number = $(el, 'label[for="billing-house_number"]')!.getBoundingClientRect();
    const addition = $(el, 'label[for="billing-house_number_addition"]')!.getBoundingClientRect();
    expect(number.right, 'the labels do not meet').to.be.at.most(addition.left + 0.5);
  });

  it('exactly one order per press: a double press (and a third while placing) sends one request; the button is busy meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    override = (c) => (c.route === 'checkout' ? gate.then(() => serve(c)) : undefined);
    const el = await mount();
    await fillPickup(el);
    press(el);
    press(el);
    await waitFor(() => part(el, 'place-order')?.getAttribute('aria-busy') === 'true');
    press(el);
    expect(checkouts()).to.have.length(1);
    // The beforeunload guard holds while the order is on its way.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented, 'guard while placing').to.equal(true);
    release();
    await waitFor(() => part(el, 'received'));
    expect(checkouts()).to.have.length(1);
    expect(orders).to.equal(1);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented, 'no guard once placed').to.equal(false);
  });

  it('a timeout or lost answer is repeated with the same Idempotency-Key, and the server answers the same order', async () => {
    // The first try reaches the server (the order is made) but its answer is lost.
    override = (c, n) => {
      if (c.route !== 'checkout' || n !== 1) return undefined;
      serve(c);
      return 'offline';
    };
    const el = await mount();
    await fillPickup(el);
    press(el);
    await waitFor(() => part(el, 'received'), { message: 'order received after the repeat', timeout: 8000 });
    expect(checkouts()).to.have.length(2);
    expect(checkouts()[1]!.key).to.equal(checkouts()[0]!.key);
    expect(orders).to.equal(1);
    expect(text(part(el, 'order-number'))).to.equal('101');
  });

  it("a lost answer whose own repeat finds the cart empty (WooCommerce keeps no key): 'most likely placed' at once, no second order, no retry", async () => {
    let first = true;
    override = (c) => {
      if (c.route !== 'checkout' || !first) return undefined;
      first = false;
      serve(c); // the order is made...
      ordersByKey.clear(); // ...by a server that ignores the key (real WooCommerce, found by the WordPress interop suite)
      return new Response('<html>502', { status: 502 }); // ...and its answer lost
    };
    const el = await mount();
    await fillPickup(el);
    press(el);
    await waitFor(() => text(part(el, 'error')).includes('waarschijnlijk al geplaatst'), { message: 'probably placed', timeout: 8000 });
    expect(checkouts()).to.have.length(2);
    expect(checkouts()[1]!.key).to.equal(checkouts()[0]!.key);
    expect(orders).to.equal(1);
    expect(part(el, 'retry')).to.equal(null);
  });

  it('no answer after the repeat: the retry banner; pressing again sends the same key; a repeat that finds the cart empty says the order was most likely placed', async () => {
    override = (c) => (c.route === 'checkout' ? (serve(c), new Response('<html>502', { status: 502 })) : undefined);
    const el = await mount();
    await fillPickup(el);
    press(el);
    await waitFor(() => part(el, 'retry'), { message: 'retry offered', timeout: 8000 });
    expect(text(part(el, 'error'))).to.contain('niet twee keer');
    await axeClean(el);
    const key = checkouts()[0]!.key;
    expect(checkouts().map((c) => c.key)).to.deep.equal([key, key]);
    // a server that ignores the key (real WooCommerce): the cart was emptied by the first order
    ordersByKey.clear();
    override = undefined;
    part(el, 'retry')!.click();
    await waitFor(() => text(part(el, 'error')).includes('waarschijnlijk al geplaatst'), { message: 'probably placed' });
    expect(checkouts()[2]!.key).to.equal(key);
    expect(orders).to.equal(1);
  });

  it('keyboard only: Tab through the form, type, choose bank transfer with the arrow key, Enter places the order', async () => {
    const el = await mount();
    $(el, '#contact-email')!.focus();
    // Each field in order, typed or passed with Tab: country (kept), names, company, the Dutch address, the note.
    const steps: [string, string][] = [
      ['contact-email', 'sanne@example.nl'],
      ['billing-country', ''],
      ['billing-first_name', 'Sanne'],
      ['billing-last_name', 'de Vries'],
      ['billing-company', ''],
      ['billing-postcode', '3511ab'],
      ['billing-house_number', '12'],
      ['billing-house_number_addition', ''],
      ['billing-street', 'Bakkerstraat'],
      ['billing-city', 'Utrecht'],
      ['billing-phone', '06 1234 5678'],
      ['order-note', ''],
    ];
    for (const [id, value] of steps) {
      expect((deepActiveElement() as HTMLElement | null)?.id, 'focus order').to.equal(id);
      if (value) await sendKeys({ type: value });
      await sendKeys({ press: 'Tab' });
    }
    expect((deepActiveElement() as HTMLInputElement).value).to.equal('cod');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => $<HTMLInputElement>(el, '[part~="payment-method"][value="bacs"]')!.checked);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(el, 'place-order'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'received'));
    expect((checkouts()[0]!.body as { payment_method: string }).payment_method).to.equal('bacs');
  });

  it('what was typed survives a reload (sessionStorage), the terms never; the received view survives too while the cart is empty', async () => {
    let el = await mount();
    await fillPickup(el);
    type($(el, '#order-note'), 'Graag om 10 uur');
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).to.contain('Sanne');
    cleanup();
    resetPageCartStores();
    el = await mount();
    expect($<HTMLInputElement>(el, '#contact-email')!.value).to.equal('sanne@example.nl');
    expect($<HTMLInputElement>(el, '#billing-last_name')!.value).to.equal('de Vries');
    expect($<HTMLTextAreaElement>(el, '#order-note')!.value).to.equal('Graag om 10 uur');
    press(el);
    await waitFor(() => part(el, 'received'));
    expect(sessionStorage.getItem(ORDER_STORAGE_KEY)).to.contain('wc_order_k101');
    cleanup();
    resetPageCartStores();
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
    el = await mount();
    expect(text(part(el, 'order-number'))).to.equal('101');
  });

  it("a logged-in customer's saved address (the cart answer's) fills the form; terms are required when a terms page is set", async () => {
    saved = { first_name: 'Piet', last_name: 'Bakker', address_1: 'Oudegracht 7-2', city: 'Utrecht', postcode: '3511 AB', country: 'NL', email: 'piet@example.nl' };
    rate = 'flat_rate:2';
    const el = await mount('terms-url="/voorwaarden.html"');
    await waitFor(() => $<HTMLInputElement>(el, '#billing-street')?.value === 'Oudegracht');
    expect($<HTMLInputElement>(el, '#billing-house_number')!.value).to.equal('7');
    expect($<HTMLInputElement>(el, '#billing-house_number_addition')!.value).to.equal('2');
    expect($<HTMLInputElement>(el, '#contact-email')!.value).to.equal('piet@example.nl');
    press(el);
    await waitFor(() => $(el, '#terms-error'));
    expect(checkouts()).to.have.length(0);
    await waitFor(() => deepActiveElement() === $(el, '#terms'));
    await axeClean(el);
    $<HTMLInputElement>(el, '#terms')!.click();
    press(el);
    await waitFor(() => part(el, 'received'));
    expect((checkouts()[0]!.body as { billing_address: Record<string, string> }).billing_address.address_1).to.equal('Oudegracht 7-2');
  });

  it("a stock refusal (409 with the cart) is told in the page's language (WooCommerce's English message without its translation) and the cart read again; guest checkout refused links to login", async () => {
    override = (c, n) => (c.route === 'checkout' && n === 1 ? json(409, { code: 'woocommerce_rest_cart_error', message: 'There are not enough Appeltaart in stock.', data: { status: 409, cart: cartBody() } }) : c.route === 'checkout' ? json(403, { code: 'woocommerce_rest_guest_checkout_disabled', message: 'You must be logged in to checkout.', data: { status: 403 } }) : undefined);
    const el = await mount('login-url="/mijn-account/"');
    await fillPickup(el);
    const reads = calls.filter((c) => c.route === 'cart').length;
    press(el);
    await waitFor(() => text(part(el, 'error')).includes('Er is niet genoeg voorraad van Appeltaart.'));
    expect(text(part(el, 'error'))).to.not.contain('in stock');
    await waitFor(() => calls.filter((c) => c.route === 'cart').length > reads, { message: 'cart read again' });
    press(el);
    await waitFor(() => part(el, 'login'));
    expect(part(el, 'login')!.getAttribute('href')).to.equal('/mijn-account/');
    await axeClean(el);
  });

  it("an off-site payment page (payment_result.redirect_url) is announced in wc-checkout-placed; preventDefault keeps the tag from following it", async () => {
    override = (c) => {
      if (c.route !== 'checkout') return undefined;
      const a = orderAnswer(c.body);
      items = 0;
      return json(202, { ...a, status: 'pending', payment_result: { payment_status: 'pending', payment_details: [], redirect_url: 'https://betaal.example/pay/123' } });
    };
    const seen: CustomEvent[] = [];
    const stop = (e: Event) => {
      e.preventDefault();
      seen.push(e as CustomEvent);
    };
    document.addEventListener('wc-checkout-placed', stop);
    try {
      const el = await mount();
      await fillPickup(el);
      press(el);
      await waitFor(() => part(el, 'received'));
      expect(seen[0]?.detail.order).to.include({ redirect_url: 'https://betaal.example/pay/123', payment_status: 'pending' });
      expect(location.href).to.not.contain('betaal.example');
    } finally {
      document.removeEventListener('wc-checkout-placed', stop);
    }
  });

  it("other countries: the shop's list as WooCommerce prints it (wcSettings.allowedCountries); the form follows the country", async () => {
    const w = window as unknown as { wcSettings?: unknown };
    w.wcSettings = { allowedCountries: { BE: 'Belgi&euml;', NL: 'Nederland', US: 'Verenigde Staten' } };
    try {
      const el = await mount();
      await chooseDelivery(el);
      const select = $<HTMLSelectElement>(el, '#billing-country')!;
      expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Nederland', 'België', 'Verenigde Staten']);
      select.value = 'US';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => $(el, '#billing-state'), { message: 'the US form with its state' });
      expect($(el, '#billing-house_number')).to.equal(null);
      type($(el, '#billing-postcode'), '9021');
      $(el, '#billing-postcode')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      $<HTMLInputElement>(el, '#billing-postcode')!.blur();
      await waitFor(() => text($(el, '#billing-postcode-error')).includes('postcode'), { message: 'the US postcode check' });
      await axeClean(el);
    } finally {
      delete w.wcSettings;
    }
  });

  it('a Belgian address: cart/update-customer when a changed field is left or after the debounce, never per keystroke; the Belgian rate replaces the delivery chosen, said, and the total follows', async () => {
    const el = await mount();
    await chooseDelivery(el);
    await fillName(el);
    const select = $<HTMLSelectElement>(el, '#billing-country')!;
    select.value = 'BE';
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await waitFor(() => $(el, '#billing-house_number'), { message: 'the Belgian form' });
    type($(el, '#billing-postcode'), '1000');
    type($(el, '#billing-house_number'), '5');
    type($(el, '#billing-street'), 'Grote Markt');
    type($(el, '#billing-city'), 'Brussel');
    const pushes = () => calls.filter((c) => c.route === 'cart/update-customer');
    // As the Checkout block: a push when a field whose value the rates depend on is left changed (the
    // country, then the postcode), then the city after the debounce; each one a new address, the last the whole one.
    await waitFor(() => (pushes().at(-1)?.body.shipping_address as Record<string, string> | undefined)?.city === 'Brussel', { message: 'the whole address sent', timeout: 4000 });
    expect(pushes().length).to.be.within(1, 3);
    const bodies = pushes().map((p) => JSON.stringify(p.body));
    expect(new Set(bodies).size, 'no address sent twice').to.equal(bodies.length);
    expect(pushes().at(-1)!.body).to.deep.equal({ billing_address: { country: 'BE', state: '', postcode: '1000', city: 'Brussel' }, shipping_address: { country: 'BE', state: '', postcode: '1000', city: 'Brussel' } });
    await waitFor(() => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')].some((r) => r.value === 'flat_rate:4' && r.checked), { message: 'the Belgian rate chosen' });
    expect([...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')].map((r) => r.value)).to.deep.equal(['local_pickup:1', 'flat_rate:4']);
    await waitFor(() => text(part(el, 'total-total')).includes('€ 27,50'), { message: 'the total with the Belgian rate' });
    expect(text(part(el, 'status'))).to.equal('Voor dit adres is de verzendmethode nu Bezorgen in België.');
    // Keystrokes in one field without leaving it: one push, after the debounce, with the last value.
    const before = pushes().length;
    const city = $<HTMLInputElement>(el, '#billing-city')!;
    for (const v of ['A', 'Ant', 'Antwerpen']) type(city, v);
    await new Promise((r) => setTimeout(r, 1000));
    expect(pushes().length, 'nothing within the 1.5 s').to.equal(before);
    await waitFor(() => pushes().length === before + 1, { message: 'one push after the debounce', timeout: 2000 });
    expect((pushes().at(-1)!.body.shipping_address as Record<string, string>).city).to.equal('Antwerpen');
    await new Promise((r) => setTimeout(r, 1700));
    expect(pushes().length, 'still one more: nothing changed since').to.equal(before + 1);
    await axeClean(el);
  });

  it('a half-typed postcode sends nothing, not even when the field is left; the whole one goes at once when it is', async () => {
    const el = await mount();
    await chooseDelivery(el);
    const pushes = () => calls.filter((c) => c.route === 'cart/update-customer');
    const postcode = $<HTMLInputElement>(el, '#billing-postcode')!;
    type(postcode, '35');
    postcode.blur();
    await new Promise((r) => setTimeout(r, 1800));
    expect(pushes()).to.have.length(0);
    type(postcode, '3511 AB');
    postcode.blur();
    await waitFor(() => pushes().length === 1, { message: 'sent on leaving the field', timeout: 500 });
    expect(pushes()[0]!.body.shipping_address).to.deep.equal({ country: 'NL', state: '', postcode: '3511 AB', city: '' });
    // The same rates in the Dutch zone: the delivery the visitor chose stays, nothing said.
    await waitFor(() => $<HTMLInputElement>(el, '[part~="rate"][value="flat_rate:2"]')?.checked === true, { message: 'delivery kept' });
    expect(text(part(el, 'status'))).not.to.contain('verzendmethode nu');
  });

  it('English strings; an empty cart links back to the shop', async () => {
    items = 0;
    const el = await mount('locale="en"');
    expect(text(part(el, 'empty'))).to.contain('Your cart is empty');
    cleanup();
    resetPageCartStores();
    items = 1;
    const el2 = await mount('locale="en"');
    expect(text(part(el2, 'place-order'))).to.equal('Place order');
    expect(text(part(el2, 'payment'))).to.contain('Pay on pick-up');
  });
  // ---- the order-received URL: the order as the shop has it (issue 42) ---------------------------

  /** Places a bank-transfer pick-up order (order 101, key wc_order_k101) and leaves the tag. */
  async function placeBacs(): Promise<void> {
    const el = await mount();
    await fillPickup(el);
    [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="payment-method"]')].find((r) => r.value === 'bacs')!.click();
    press(el);
    await waitFor(() => part(el, 'received'));
    cleanup();
    resetPageCartStores();
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
  }
  const orderReads = () => calls.filter((c) => c.route.startsWith('order/'));

  it("after the order the address bar is its order-received URL; a reload reads the order from the shop (its status now) and keeps this browser's payment method", async () => {
    await placeBacs();
    expect(location.pathname).to.match(/\/afrekenen\/order-received\/101\/$/);
    expect(new URL(location.href).searchParams.get('key')).to.equal('wc_order_k101');
    expect(orderReads()).to.have.length(0);
    placed.get(101)!.status = 'processing'; // the transfer came in
    const el = await mount();
    await waitFor(() => text(part(el, 'order-status')) === 'In behandeling', { message: "the shop's status" });
    expect(orderReads().map((c) => c.route)).to.deep.equal(['order/101?key=wc_order_k101&billing_email=sanne%40example.nl']);
    expect(text(part(el, 'order-number'))).to.equal('101');
    expect(text(part(el, 'order-payment'))).to.equal('Bankoverschrijving');
    expect(text(part(el, 'order-lines'))).to.contain('Appeltaart');
    expect(text(el.shadowRoot!.querySelector('.received .totals'))).to.contain('Waarvan');
    expect(part(el, 'form'), 'no checkout form on the order page').to.equal(null);
    await axeClean(el);
  });

  it('in another browser (nothing known of the order) the order is shown only after its e-mail: a wrong one is refused on its field, by keyboard only; axe clean', async () => {
    await placeBacs();
    sessionStorage.clear();
    const host = fixture('<wc-checkout></wc-checkout>').querySelector('wc-checkout') as HTMLElement;
    await waitFor(() => part(host, 'verify'), { message: 'the verify form' });
    expect(part(host, 'received')).to.equal(null);
    expect(orderReads().map((c) => c.route)).to.deep.equal(['order/101?key=wc_order_k101']);
    await axeClean(host);
    $(host, '[part~="verify-email"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => text(part(host, 'field-error')) === 'Vul je e-mailadres in.');
    await sendKeys({ type: 'iemand@anders.nl' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => text(part(host, 'field-error')) === 'Dit e-mailadres hoort niet bij deze bestelling.', { message: 'the wrong e-mail refused' });
    expect($(host, '[part~="verify-email"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect(part(host, 'received')).to.equal(null);
    await axeClean(host);
    const input = $<HTMLInputElement>(host, '[part~="verify-email"]')!;
    input.select();
    await sendKeys({ type: 'Sanne@Example.nl' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(host, 'received'), { message: 'the order shown' });
    expect(text(part(host, 'order-number'))).to.equal('101');
    expect(text(part(host, 'order-status'))).to.equal('In de wacht (wacht op je overschrijving)');
    expect(part(host, 'order-payment'), 'the order route does not name the payment method').to.equal(null);
    await axeClean(host);
  });

  it('never without the key: a wrong key shows "not found" and nothing of the order; no key is the checkout itself', async () => {
    await placeBacs();
    history.replaceState(null, '', `${START_URL.split('?')[0]}?order-received=101&key=wc_order_guess`);
    let el = fixture('<wc-checkout></wc-checkout>').querySelector('wc-checkout') as HTMLElement;
    await waitFor(() => part(el, 'error'), { message: 'not found' });
    expect(text(part(el, 'error'))).to.contain('Deze bestelling is niet gevonden');
    expect(part(el, 'received')).to.equal(null);
    expect(part(el, 'shop-link')).to.not.equal(null);
    cleanup();
    resetPageCartStores();
    history.replaceState(null, '', `${START_URL.split('?')[0]}?order-received=101`);
    items = 1;
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    el = await mount();
    await waitFor(() => part(el, 'form'), { message: 'the checkout form' });
    expect(orderReads()).to.have.length(1);
  });

  it('no answer from the order route: the record this browser has stays, and with no record a retry reads it', async () => {
    await placeBacs();
    override = (c) => (c.route.startsWith('order/') ? 'offline' : undefined);
    let el = await mount();
    await waitFor(() => orderReads().length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(text(part(el, 'order-number'))).to.equal('101');
    cleanup();
    resetPageCartStores();
    sessionStorage.clear();
    el = fixture('<wc-checkout></wc-checkout>').querySelector('wc-checkout') as HTMLElement;
    await waitFor(() => part(el, 'retry'), { message: 'the retry' });
    expect(text(part(el, 'error'))).to.contain('Je bestelling kon niet worden opgehaald.');
    override = undefined;
    (part(el, 'retry') as HTMLElement).click();
    await waitFor(() => part(el, 'verify'), { message: 'read again: the verify form' });
  });
  // ---- an account made with the order (issue 42) -------------------------------------------------

  it('create-account="optional": the box, the password with its strength, both sent (create_account, customer_password) and the password never kept; axe clean', async () => {
    const el = await mount('create-account="optional"');
    await fillPickup(el);
    expect(part(el, 'account-create')).to.not.equal(null);
    expect($(el, '#account-password'), 'no password until the box is ticked').to.equal(null);
    (part(el, 'account-create') as HTMLInputElement).click();
    await waitFor(() => $(el, '#account-password'));
    press(el);
    await waitFor(() => text($(el, '#account-password-error')) === 'Kies een wachtwoord voor je account.', { message: 'the password asked' });
    expect(checkouts()).to.have.length(0);
    type($<HTMLInputElement>(el, '#account-password'), 'kort');
    await waitFor(() => text(part(el, 'password-strength')) === 'Sterkte van het wachtwoord: zeer zwak');
    press(el);
    await waitFor(() => text($(el, '#account-password-error')) === 'Kies een wachtwoord van minstens 8 tekens.');
    type($<HTMLInputElement>(el, '#account-password'), 'Korenbloem!2026-meel');
    await waitFor(() => text(part(el, 'password-strength')) === 'Sterkte van het wachtwoord: sterk');
    await axeClean(el);
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).to.not.contain('Korenbloem');
    press(el);
    await waitFor(() => part(el, 'received'));
    expect(checkouts()[0]!.body).to.deep.include({ create_account: true, customer_password: 'Korenbloem!2026-meel' });
  });

  it('an e-mail with an account already: said on the e-mail field with the log-in link; "required" needs no box; generate-password asks none; a logged-in customer is offered none', async () => {
    let el = await mount('create-account="required" login-url="/mijn-account/"');
    expect(part(el, 'account-create')).to.equal(null);
    expect(text(part(el, 'account'))).to.contain('Bij je bestelling maken we een account voor je aan.');
    await fillPickup(el);
    type($<HTMLInputElement>(el, '#contact-email'), 'bestaat@example.nl');
    type($<HTMLInputElement>(el, '#account-password'), 'Korenbloem!2026-meel');
    press(el);
    await waitFor(() => text($(el, '#contact-email-error')) === 'Er is al een account met dit e-mailadres. Log in om te bestellen.', { message: 'the account exists' });
    expect(part(el, 'account-login')!.getAttribute('href')).to.equal('/mijn-account/');
    expect(deepActiveElement()).to.equal($(el, '#contact-email'));
    expect(checkouts()[0]!.body).to.deep.include({ create_account: true });
    await axeClean(el);
    cleanup();
    resetPageCartStores();
    el = await mount('create-account="required" generate-password="yes"');
    expect($(el, '#account-password')).to.equal(null);
    expect(text(part(el, 'account'))).to.contain('Je krijgt een e-mail om je wachtwoord in te stellen.');
    cleanup();
    resetPageCartStores();
    // The shop says a customer is logged in (User-ID): no account offered.
    override = (c) => (c.route === 'cart' ? new Response(JSON.stringify(cartBody()), { status: 200, headers: { 'Content-Type': 'application/json', 'User-ID': '12' } }) : undefined);
    el = await mount('create-account="optional"');
    await waitFor(() => part(el, 'form'));
    expect(part(el, 'account')).to.equal(null);
  });
});
