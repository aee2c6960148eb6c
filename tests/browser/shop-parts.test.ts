/**
 * The shop tags' parts against their declarations (issue 41: parts declared once, a test compares each
 * tag's rendered parts with the manifest). <wc-cart>, <wc-checkout> and <wc-mini-cart> are rendered in
 * their main states on a fake Store API; every `part` token in the shadow root must be declared in the
 * widget's parts.ts and listed for the tag in the manifest (elements/docs/<tag>.ts, which
 * custom-elements.json is generated from, and the committed custom-elements.json itself); at the end,
 * every part the manifest lists for a tag must have been rendered in some state.
 */
import { expect } from 'chai';
import manifestJson from '../../custom-elements.json';
import { docs as cartDocs } from '../../elements/docs/wc-cart';
import { docs as checkoutDocs } from '../../elements/docs/wc-checkout';
import { docs as miniCartDocs } from '../../elements/docs/wc-mini-cart';
import { define as defineCart } from '../../elements/wc-cart';
import { define as defineCheckout } from '../../elements/wc-checkout';
import { define as defineMiniCart } from '../../elements/wc-mini-cart';
import { CHECKOUT_STORAGE_KEY, ORDER_STORAGE_KEY } from '../../src/core/shop/checkout';
import { resetPageCartStores } from '../../src/platform/shop/cart-store';
import { WC_MINI_CART_PART_NAMES } from '../../src/widgets/minicart/parts';
import { WC_CART_PART_NAMES } from '../../src/widgets/wccart/parts';
import { WC_CHECKOUT_PART_NAMES } from '../../src/widgets/wccheckout/parts';
import { fail, fakeStoreApi, type FakeStoreState } from './fixtures/fake-store-api';
import { cleanup, fixture, part, waitFor } from './helpers';

defineCart();
defineCheckout();
defineMiniCart();

type Tag = 'wc-cart' | 'wc-checkout' | 'wc-mini-cart';

interface ManifestDeclaration {
  tagName: string;
  cssParts: { name: string }[];
}
const manifestParts = (tag: Tag) => (manifestJson.modules[0]!.declarations as ManifestDeclaration[]).find((d) => d.tagName === tag)!.cssParts.map((p) => p.name);

const TAGS: Record<Tag, { declared: readonly string[]; docs: readonly string[]; manifest: readonly string[] }> = {
  'wc-cart': { declared: WC_CART_PART_NAMES, docs: cartDocs.parts.map((p) => p.name), manifest: manifestParts('wc-cart') },
  'wc-checkout': { declared: WC_CHECKOUT_PART_NAMES, docs: checkoutDocs.parts.map((p) => p.name), manifest: manifestParts('wc-checkout') },
  'wc-mini-cart': { declared: WC_MINI_CART_PART_NAMES, docs: miniCartDocs.parts.map((p) => p.name), manifest: manifestParts('wc-mini-cart') },
};

/**
 * Parts a tag declares that no state here renders, with the reason. Empty: every declared part is
 * reached (the checkout's bank-account-number and bank-sort-code through a bank account that has them).
 */
const UNREACHED: Record<Tag, Record<string, string>> = { 'wc-cart': {}, 'wc-checkout': {}, 'wc-mini-cart': {} };

const seen: Record<Tag, Set<string>> = { 'wc-cart': new Set(), 'wc-checkout': new Set(), 'wc-mini-cart': new Set() };

/** Every part token in the element's shadow root. */
function renderedParts(el: Element): string[] {
  const names = new Set<string>();
  for (const n of el.shadowRoot!.querySelectorAll('[part]')) for (const t of n.getAttribute('part')!.split(/\s+/)) if (t) names.add(t);
  return [...names].sort();
}

/** Checks the parts the element renders now against parts.ts and the manifest; remembers them. */
function check(tag: Tag, el: Element, state: string): string[] {
  const parts = renderedParts(el);
  const { declared, docs, manifest } = TAGS[tag];
  expect(parts.filter((p) => !declared.includes(p)), `<${tag}> ${state}: rendered, not in parts.ts`).to.deep.equal([]);
  expect(parts.filter((p) => !docs.includes(p)), `<${tag}> ${state}: rendered, not in elements/docs/${tag}.ts`).to.deep.equal([]);
  expect(parts.filter((p) => !manifest.includes(p)), `<${tag}> ${state}: rendered, not in custom-elements.json`).to.deep.equal([]);
  for (const p of parts) seen[tag].add(p);
  return parts;
}

const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
const $ = <T extends HTMLElement = HTMLElement>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);
function type(input: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!input) throw new Error('no input');
  input.focus();
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
function setCookie(on: boolean) {
  document.cookie = on ? 'woocommerce_items_in_cart=1; path=/' : 'woocommerce_items_in_cart=; path=/; max-age=0';
}
const mountTag = (html: string, tag: Tag) => fixture(html).querySelector(tag) as HTMLElement;

const CROSS_SELL = { id: 203, name: 'Zuurdesembrood', permalink: '/product/203/', images: [], prices: { price: '475', currency_code: 'EUR', currency_minor_unit: 2, currency_prefix: '€ ', currency_suffix: '', currency_decimal_separator: ',', currency_thousand_separator: '.', currency_symbol: '€' }, is_purchasable: true, is_in_stock: true };
const FULL: Partial<FakeStoreState> = {
  lines: [
    { id: 201, quantity: 1 },
    { id: 202, quantity: 1 },
  ],
  coupons: ['welkom10'],
  fees: [{ name: 'Verpakking', amount: 100 }],
  crossSells: [CROSS_SELL],
};
/** The test page's URL: a placed order moves the address bar to its order-received URL. */
const START_URL = location.href;
const serverError = () => fail(500, 'woocommerce_rest_unknown_server_error', 'x');

describe('shop tags: rendered parts = parts.ts = manifest', () => {
  let fake: ReturnType<typeof fakeStoreApi> | undefined;
  const fakeApi = (init: Partial<FakeStoreState> = {}) => (fake = fakeStoreApi(structuredClone(init)));
  beforeEach(() => {
    setCookie(true);
    sessionStorage.removeItem(ORDER_STORAGE_KEY);
    sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
    localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  });
  afterEach(() => {
    cleanup();
    resetPageCartStores();
    history.replaceState(null, '', START_URL);
    fake?.restore();
    fake = undefined;
    setCookie(false);
    sessionStorage.removeItem(ORDER_STORAGE_KEY);
    sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
    localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  });

  it('each tag: parts.ts, elements/docs/<tag>.ts and custom-elements.json list the same part names', () => {
    for (const [tag, { declared, docs, manifest }] of Object.entries(TAGS)) {
      expect([...docs].sort(), `<${tag}>: docs = parts.ts`).to.deep.equal([...declared].sort());
      expect([...manifest].sort(), `<${tag}>: custom-elements.json = parts.ts`).to.deep.equal([...declared].sort());
    }
  });

  describe('<wc-cart>', () => {
    it('loading', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? 'hang' : undefined);
      const el = mountTag('<wc-cart></wc-cart>', 'wc-cart');
      await waitFor(() => part(el, 'loading'), { message: 'loading' });
      check('wc-cart', el, 'loading');
    });

    it('the first read fails: the error with retry', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? serverError() : undefined);
      const el = mountTag('<wc-cart></wc-cart>', 'wc-cart');
      await waitFor(() => part(el, 'retry'), { message: 'error with retry' });
      check('wc-cart', el, 'first read failed');
    });

    it('empty', async () => {
      fakeApi({ lines: [] });
      const el = mountTag('<wc-cart></wc-cart>', 'wc-cart');
      await waitFor(() => part(el, 'shop-link'), { message: 'empty' });
      check('wc-cart', el, 'empty');
    });

    it('items with a coupon, a fee, cross-sells, manual update and a checkout link; then coupon, rate, item errors and a removal', async () => {
      const { state } = fakeApi({ ...FULL });
      const el = mountTag('<wc-cart cross-sells manual-update checkout-url="/afrekenen/"></wc-cart>', 'wc-cart');
      await waitFor(() => part(el, 'cross-sell-add') && part(el, 'coupon-code'), { message: 'items, coupon, cross-sells' });
      const parts = check('wc-cart', el, 'items');
      expect(parts).to.include.members(['item', 'quantity-input', 'update', 'checkout', 'total-fee', 'total-discount', 'total-tax']);

      part<HTMLButtonElement>(el, 'coupon-remove')!.click();
      await waitFor(() => part(el, 'coupon-note'), { message: 'coupon note' });
      check('wc-cart', el, 'coupon removed');

      type(part<HTMLInputElement>(el, 'coupon-input'), 'nepcode');
      part<HTMLButtonElement>(el, 'coupon-apply')!.click();
      await waitFor(() => part(el, 'coupon-error'), { message: 'coupon error' });
      check('wc-cart', el, 'coupon refused');

      state.override = (c) => (c.route === 'cart/select-shipping-rate' ? fail(400, 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.') : undefined);
      el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')[1]!.click();
      await waitFor(() => part(el, 'shipping-error'), { message: 'shipping error' });
      check('wc-cart', el, 'rate refused');

      state.override = (c) => (c.route === 'cart/update-item' ? fail(400, 'invalid_quantity', 'The maximum quantity of &quot;Appeltaart&quot; allowed in the cart is 1') : undefined);
      part<HTMLButtonElement>(el, 'increase')!.click();
      await waitFor(() => !part<HTMLButtonElement>(el, 'update')?.disabled && part(el, 'update'), { message: 'update button' });
      part<HTMLButtonElement>(el, 'update')!.click();
      await waitFor(() => part(el, 'item-error'), { message: 'item error' });
      check('wc-cart', el, 'quantity refused');

      state.override = undefined;
      part<HTMLButtonElement>(el, 'remove')!.click();
      await waitFor(() => part(el, 'undo'), { message: 'undo notice' });
      check('wc-cart', el, 'item removed');
    });

    it('the shipping calculator: the destination, the open form, a postcode refused', async () => {
      fakeApi({ ...FULL, address: { country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht' } });
      const el = mountTag('<wc-cart></wc-cart>', 'wc-cart');
      await waitFor(() => part(el, 'calculator-destination'), { message: 'destination' });
      part<HTMLButtonElement>(el, 'calculator-toggle')!.click();
      await waitFor(() => part(el, 'calculator-form'), { message: 'form' });
      type(part<HTMLInputElement>(el, 'calculator-postcode'), '35');
      part<HTMLButtonElement>(el, 'calculator-submit')!.click();
      await waitFor(() => part(el, 'calculator-error'), { message: 'postcode refused' });
      expect(check('wc-cart', el, 'calculator')).to.include.members(['calculator', 'calculator-destination', 'calculator-toggle', 'calculator-form', 'calculator-country', 'calculator-postcode', 'calculator-city', 'calculator-submit', 'calculator-error']);
    });
  });

  describe('<wc-checkout>', () => {
    const bank = JSON.stringify({ bank_accounts: [{ account_name: 'Bakkerij de Korenschoof', bank_name: 'Demobank', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', account_number: '0417164300', sort_code: '12-34-56' }] }).replace(/"/g, '&quot;');

    it('loading', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? 'hang' : undefined);
      const el = mountTag('<wc-checkout></wc-checkout>', 'wc-checkout');
      await waitFor(() => part(el, 'loading'), { message: 'loading' });
      check('wc-checkout', el, 'loading');
    });

    it('the first read fails: the error with retry', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? serverError() : undefined);
      const el = mountTag('<wc-checkout></wc-checkout>', 'wc-checkout');
      await waitFor(() => part(el, 'retry'), { message: 'error with retry' });
      check('wc-checkout', el, 'first read failed');
    });

    it('empty', async () => {
      fakeApi({ lines: [] });
      const el = mountTag('<wc-checkout></wc-checkout>', 'wc-checkout');
      await waitFor(() => part(el, 'shop-link'), { message: 'empty' });
      check('wc-checkout', el, 'empty');
    });

    it('the form (pick-up, then delivery to another address), its errors, the refusals, then the received view with bank details', async () => {
      const { state } = fakeApi({ ...FULL, crossSells: [] });
      const el = mountTag(`<wc-checkout config="${bank}" terms-url="/voorwaarden/" login-url="/mijn-account/"></wc-checkout>`, 'wc-checkout');
      await waitFor(() => part(el, 'form') && part(el, 'coupon-code'), { message: 'form' });
      const parts = check('wc-checkout', el, 'form (pick-up)');
      expect(parts).to.include.members(['pickup-note', 'terms', 'payment-method', 'line', 'total-fee', 'total-discount']);

      part<HTMLButtonElement>(el, 'coupon-remove')!.click();
      await waitFor(() => part(el, 'coupon-note'), { message: 'coupon note' });
      check('wc-checkout', el, 'coupon removed');
      type(part<HTMLInputElement>(el, 'coupon-input'), 'nepcode');
      part<HTMLButtonElement>(el, 'coupon-apply')!.click();
      await waitFor(() => part(el, 'coupon-error'), { message: 'coupon error' });
      check('wc-checkout', el, 'coupon refused');
      state.override = (c) => (c.route === 'cart/select-shipping-rate' ? fail(400, 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.') : undefined);
      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')].find((r) => r.value === 'flat_rate:2')!.click();
      await waitFor(() => part(el, 'shipping-error'), { message: 'shipping error' });
      check('wc-checkout', el, 'rate refused');
      state.override = undefined;

      const press = () => part<HTMLButtonElement>(el, 'place-order')!.click();
      press();
      await waitFor(() => part(el, 'errors-summary') && part(el, 'field-error'), { message: 'field errors' });
      check('wc-checkout', el, 'browser-side errors');

      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="rate"]')].find((r) => r.value === 'flat_rate:2')!.click();
      await waitFor(() => part(el, 'ship-to-different'), { message: 'delivery' });
      part<HTMLInputElement>(el, 'ship-to-different')!.click();
      await waitFor(() => $(el, 'fieldset[part~="shipping"]'), { message: 'shipping address' });
      check('wc-checkout', el, 'delivery to another address');
      part<HTMLInputElement>(el, 'ship-to-different')!.click();
      await waitFor(() => !$(el, 'fieldset[part~="shipping"]'), { message: 'one address' });

      type($(el, '#contact-email'), 'sanne@example.nl');
      type($(el, '#billing-first_name'), 'Sanne');
      type($(el, '#billing-last_name'), 'de Vries');
      type($(el, '#billing-postcode'), '3511 AB');
      type($(el, '#billing-house_number'), '12');
      type($(el, '#billing-street'), 'Bakkerstraat');
      type($(el, '#billing-city'), 'Utrecht');
      $<HTMLInputElement>(el, '#terms')!.click();
      $<HTMLInputElement>(el, '[part~="payment-method"][value="bacs"]')!.click();

      state.override = (c, n) =>
        c.route !== 'checkout'
          ? undefined
          : n === 1
            ? fail(400, 'woocommerce_rest_invalid_address', 'There was a problem with the provided billing address')
            : n === 2
              ? fail(403, 'woocommerce_rest_guest_checkout_disabled', 'You must be logged in to checkout.')
              : undefined;
      press();
      await waitFor(() => part(el, 'group-error'), { message: 'group error' });
      check('wc-checkout', el, 'address refused');
      press();
      await waitFor(() => part(el, 'login'), { message: 'login' });
      check('wc-checkout', el, 'guest checkout refused');

      press();
      await waitFor(() => part(el, 'bank-iban'), { message: 'received with bank details', timeout: 5000 });
      const received = check('wc-checkout', el, 'received');
      expect(received).to.include.members(['order-payment', 'order-key', 'bank-account-number', 'bank-sort-code', 'order-lines']);
      expect(text(part(el, 'order-number'))).to.equal('101');
    });
    it('an account made with the order: the box, the password and its strength; an e-mail with an account already, with the log-in link', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'checkout' ? fail(400, 'registration-error-email-exists', 'An account is already registered with your email address.') : undefined);
      const el = mountTag('<wc-checkout create-account="optional" login-url="/mijn-account/"></wc-checkout>', 'wc-checkout');
      await waitFor(() => part(el, 'account-create'), { message: 'the box' });
      part<HTMLInputElement>(el, 'account-create')!.click();
      await waitFor(() => $(el, '#account-password'), { message: 'the password' });
      type($<HTMLInputElement>(el, '#account-password'), 'Korenbloem!2026');
      await waitFor(() => part(el, 'password-strength')?.textContent, { message: 'the strength' });
      for (const [id, v] of [['#contact-email', 'bestaat@example.nl'], ['#billing-first_name', 'Sanne'], ['#billing-last_name', 'de Vries'], ['#billing-postcode', '3511 AB'], ['#billing-house_number', '12'], ['#billing-street', 'Bakkerstraat'], ['#billing-city', 'Utrecht']] as const) type($<HTMLInputElement>(el, id), v);
      part<HTMLButtonElement>(el, 'place-order')!.click();
      await waitFor(() => part(el, 'account-login'), { message: 'the log-in link' });
      expect(check('wc-checkout', el, 'account')).to.include.members(['account', 'account-create', 'password-strength', 'account-login']);
    });

    it("the order-received URL of a guest order this browser does not know: the verify form, a wrong e-mail on its field", async () => {
      const start = location.href;
      history.replaceState(null, '', `${start.split('?')[0]}?order-received=5&key=wc_order_unknown`);
      try {
        fakeApi({ ...FULL }).state.override = (c) => (c.route.startsWith('order/') ? fail(401, 'woocommerce_rest_invalid_billing_email', 'Invalid billing email provided.') : undefined);
        const el = mountTag('<wc-checkout></wc-checkout>', 'wc-checkout');
        await waitFor(() => part(el, 'verify'), { message: 'verify form' });
        type(part<HTMLInputElement>(el, 'verify-email'), 'iemand@voorbeeld.nl');
        part<HTMLButtonElement>(el, 'verify-submit')!.click();
        await waitFor(() => part(el, 'field-error'), { message: 'wrong e-mail' });
        expect(check('wc-checkout', el, 'verify')).to.include.members(['verify', 'verify-email', 'verify-submit', 'field-error']);
      } finally {
        history.replaceState(null, '', start);
      }
    });
  });

  describe('<wc-mini-cart>', () => {
    it('loading', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? 'hang' : undefined);
      const el = mountTag('<wc-mini-cart></wc-mini-cart>', 'wc-mini-cart');
      await waitFor(() => part(el, 'loading'), { message: 'loading' });
      check('wc-mini-cart', el, 'loading');
    });

    it('the first read fails: the error', async () => {
      fakeApi({ ...FULL }).state.override = (c) => (c.route === 'cart' ? serverError() : undefined);
      const el = mountTag('<wc-mini-cart></wc-mini-cart>', 'wc-mini-cart');
      await waitFor(() => part(el, 'error'), { message: 'error' });
      check('wc-mini-cart', el, 'first read failed');
    });

    it('empty', async () => {
      setCookie(false);
      fakeApi({ lines: [] });
      const el = mountTag('<wc-mini-cart></wc-mini-cart>', 'wc-mini-cart');
      await waitFor(() => part(el, 'empty'), { message: 'empty' });
      check('wc-mini-cart', el, 'empty');
    });

    it('open side cart with items; a refused quantity; a refused removal', async () => {
      const { state } = fakeApi({ ...FULL });
      const el = mountTag('<wc-mini-cart></wc-mini-cart>', 'wc-mini-cart') as HTMLElement & { open(): void };
      el.open();
      await waitFor(() => part(el, 'item') && part(el, 'toggle-subtotal'), { message: 'items' });
      const parts = check('wc-mini-cart', el, 'items');
      expect(parts).to.include.members(['overlay', 'stepper', 'view-cart', 'checkout', 'live']);

      state.override = (c) => (c.route === 'cart/update-item' ? fail(400, 'invalid_quantity', 'The maximum quantity of &quot;Appeltaart&quot; allowed in the cart is 1') : undefined);
      part<HTMLButtonElement>(el, 'increase')!.click();
      await waitFor(() => part(el, 'item-error'), { message: 'item error' });
      check('wc-mini-cart', el, 'quantity refused');

      state.override = (c) => (c.route === 'cart/remove-item' ? serverError() : undefined);
      part<HTMLButtonElement>(el, 'remove')!.click();
      await waitFor(() => part(el, 'error') || part(el, 'item-error'), { message: 'removal refused' });
      check('wc-mini-cart', el, 'removal refused');
    });
  });

  // A suite of its own, last: mocha runs a suite's own tests before its inner suites.
  describe('coverage', () => {
    for (const tag of Object.keys(TAGS) as Tag[])
      it(`every part the manifest lists for <${tag}> was rendered in some state above (or is in UNREACHED with its reason)`, () => {
        const missing = TAGS[tag].manifest.filter((p) => !seen[tag].has(p) && !(p in UNREACHED[tag]));
        expect(missing, `<${tag}>: listed, never rendered`).to.deep.equal([]);
        expect([...seen[tag]].filter((p) => p in UNREACHED[tag]), `<${tag}>: rendered, yet listed in UNREACHED`).to.deep.equal([]);
      });
  });
});
