import { describe, expect, it, vi } from 'vitest';
import { emptyCart, readCart, type Cart } from '../../../src/core/shop/cart';
import {
  canStep,
  cartWidgetSettings,
  createDebouncer,
  limitQuantity,
  offersRetry,
  parseWcCartConfig,
  placeOfError,
  readCartWidgetSettings,
  readQuantityDraft,
  stepQuantity,
  totalsRows,
  undoRequest,
  UPDATE_CART_AUTOMATICALLY_DELAY_MS,
} from '../../../src/core/shop/cart-page';

const L = (minimum: number, maximum: number, multiple_of = 1, editable = true) => ({ minimum, maximum, multiple_of, editable });

describe('limitQuantity / stepQuantity: quantity_limits as WooCommerce applies them', () => {
  it.each([
    [5, L(1, 9), 5],
    [0, L(1, 9), 1],
    [12, L(1, 9), 9],
    [2.7, L(1, 9), 2],
    [7, L(2, 20, 2), 6],
    [1, L(2, 20, 2), 2],
    [21, L(2, 20, 2), 20],
    [5, L(3, 10, 4), 4],
    [Number.NaN, L(1, 9), 1],
    [1e308, L(1, 9999), 9999],
  ])('%s in %o → %s', (value, limits, want) => expect(limitQuantity(value, limits)).toBe(want));

  it.each([
    [1, 1, L(1, 9), 2],
    [9, 1, L(1, 9), 9],
    [1, -1, L(1, 9), 1],
    [4, 1, L(2, 20, 2), 6],
    [4, -1, L(2, 20, 2), 2],
  ] as const)('step %s by %s in %o → %s', (q, d, limits, want) => expect(stepQuantity(q, d, limits)).toBe(want));

  it('canStep: not past the limits, never when the quantity is not editable', () => {
    expect(canStep(1, -1, L(1, 9))).toBe(false);
    expect(canStep(1, 1, L(1, 9))).toBe(true);
    expect(canStep(9, 1, L(1, 9))).toBe(false);
    expect(canStep(3, 1, L(1, 9, 1, false))).toBe(false);
  });
});

describe('readQuantityDraft: what the field text comes to', () => {
  it.each([
    ['', 2, { kind: 'incomplete' }],
    ['  ', 2, { kind: 'incomplete' }],
    ['abc', 2, { kind: 'incomplete' }],
    ['-3', 2, { kind: 'incomplete' }],
    ['2', 2, { kind: 'same', quantity: 2 }],
    [' 3 ', 2, { kind: 'send', quantity: 3, adjusted: false }],
    ['3,0', 2, { kind: 'send', quantity: 3, adjusted: false }],
    ['0', 2, { kind: 'send', quantity: 1, adjusted: true }],
    ['50', 2, { kind: 'send', quantity: 9, adjusted: true }],
    ['0', 1, { kind: 'same', quantity: 1 }],
  ])('%j with %s in the cart → %o', (text, current, want) => expect(readQuantityDraft(text, current, L(1, 9))).toEqual(want));
});

describe('createDebouncer: the update_cart_automatically pause', () => {
  it('one call per key, the delay after the last edit; flush sends at once; keys are independent', () => {
    vi.useFakeTimers();
    try {
      const d = createDebouncer(UPDATE_CART_AUTOMATICALLY_DELAY_MS, { set: (f, ms) => setTimeout(f, ms), clear: (h) => clearTimeout(h as number) });
      const runs: string[] = [];
      d.schedule('a', () => runs.push('a1'));
      vi.advanceTimersByTime(UPDATE_CART_AUTOMATICALLY_DELAY_MS - 1);
      d.schedule('a', () => runs.push('a2'));
      d.schedule('b', () => runs.push('b1'));
      vi.advanceTimersByTime(UPDATE_CART_AUTOMATICALLY_DELAY_MS - 1);
      expect(runs).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(runs).toEqual(['a2', 'b1']);
      d.schedule('c', () => runs.push('c1'));
      expect(d.pending('c')).toBe(true);
      expect(d.flush('c')).toBe(true);
      expect(d.flush('c')).toBe(false);
      vi.advanceTimersByTime(UPDATE_CART_AUTOMATICALLY_DELAY_MS * 2);
      expect(runs).toEqual(['a2', 'b1', 'c1']);
      d.schedule('x', () => runs.push('x'));
      d.cancel('x');
      d.schedule('y', () => runs.push('y'));
      d.dispose();
      vi.advanceTimersByTime(UPDATE_CART_AUTOMATICALLY_DELAY_MS * 2);
      expect(runs).toEqual(['a2', 'b1', 'c1']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('undoRequest: what undoing a removal adds back', () => {
  it('the product, its quantity and variation (a copy)', () => {
    const variation = [{ attribute: 'Maat', value: 'Groot' }];
    const r = undoRequest({ id: 202, quantity: 3, name: 'Brownies', variation });
    expect(r).toEqual({ id: 202, quantity: 3, name: 'Brownies', variation });
    expect(r.variation[0]).not.toBe(variation[0]);
    expect(undoRequest({ id: 1, quantity: 0, name: '', variation: [] }).quantity).toBe(1);
  });
});

describe('placeOfError / offersRetry', () => {
  it.each([
    ['woocommerce_rest_product_out_of_stock', 'item'],
    ['invalid_quantity', 'item'],
    ['woocommerce_rest_product_too_many_in_cart', 'item'],
    ['woocommerce_rest_cart_item_error', 'item'],
    ['woocommerce_rest_cart_coupon_error', 'coupon'],
    ['woocommerce_rest_cart_missing_rate_id', 'shipping'],
    ['woocommerce_rest_invalid_nonce', 'cart'],
    ['offline', 'cart'],
    ['woocommerce_rest_unknown_server_error', 'cart'],
  ])('%s → %s', (code, place) => expect(placeOfError({ code })).toBe(place));
  it.each([
    [{ code: 'offline', status: 0 }, true],
    [{ code: 'timeout', status: 0 }, true],
    [{ code: 'http_error', status: 502 }, true],
    [{ code: 'woocommerce_rest_unknown_server_error', status: 500 }, true],
    [{ code: 'unparseable', status: 200 }, true],
    [{ code: 'invalid_quantity', status: 400 }, false],
    [{ code: 'woocommerce_rest_invalid_nonce', status: 403 }, false],
  ])('%o retry → %s', (e, want) => expect(offersRetry(e)).toBe(want));
});

const cur = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };
function cartOf(totals: Record<string, unknown>, extra: Record<string, unknown> = {}): Cart {
  const r = readCart({ items: [{ key: 'k', id: 1, quantity: 1 }], totals: { ...cur, ...totals }, ...extra });
  if (!r.ok) throw new Error('no cart');
  return r.value;
}

describe('totalsRows: the API amounts, in the Cart block order', () => {
  const full = cartOf(
    { total_items: '3394', total_items_tax: '306', total_discount: '339', total_discount_tax: '31', total_shipping: '454', total_shipping_tax: '41', total_price: '3825', total_tax: '316', tax_lines: [{ name: 'Btw', price: '316', rate: '9%' }] },
    { coupons: [{ code: 'welkom10', totals: { total_discount: '339', total_discount_tax: '31' } }], needs_shipping: true, has_calculated_shipping: true },
  );
  it('excl: amounts as sent, tax lines before the total', () => {
    expect(totalsRows(full, 'excl')).toEqual([
      { id: 'subtotal', amount: '3394' },
      { id: 'discount', amount: '339', codes: ['welkom10'] },
      { id: 'shipping', amount: '454', free: false },
      { id: 'tax', name: 'Btw', rate: '9%', amount: '316', included: false },
      { id: 'total', amount: '3825' },
    ]);
  });
  it('incl: each amount with its own tax (WC Blocks), tax lines as "of which" after the total', () => {
    expect(totalsRows(full, 'incl')).toEqual([
      { id: 'subtotal', amount: '3700' },
      { id: 'discount', amount: '370', codes: ['welkom10'] },
      { id: 'shipping', amount: '495', free: false },
      { id: 'total', amount: '3825' },
      { id: 'tax', name: 'Btw', rate: '9%', amount: '316', included: true },
    ]);
  });
  it.each([
    ['no discount row for a zero discount, no shipping row without shipping', { total_items: '100', total_discount: '0', total_price: '100' }, {}, ['subtotal', 'total']],
    ['shipping not yet calculated: amount null', { total_items: '100', total_price: '100' }, { needs_shipping: true, has_calculated_shipping: false }, ['subtotal', 'shipping', 'total']],
    ['no tax_lines but a total_tax: one unnamed tax row', { total_items: '100', total_tax: '9', total_price: '109' }, {}, ['subtotal', 'tax', 'total']],
    ['fees listed by name', { total_items: '100', total_price: '150' }, { fees: [{ key: 'f', name: 'Verpakking', totals: { total: '50', total_tax: '0' } }] }, ['subtotal', 'fee', 'total']],
  ])('%s', (_name, totals, extra, ids) => expect(totalsRows(cartOf(totals, extra), 'excl').map((r) => r.id)).toEqual(ids));
  it('free shipping is marked free; unknown shipping is null', () => {
    const free = totalsRows(cartOf({ total_items: '100', total_shipping: '0', total_shipping_tax: '0', total_price: '100' }, { needs_shipping: true, has_calculated_shipping: true }), 'incl');
    expect(free.find((r) => r.id === 'shipping')).toEqual({ id: 'shipping', amount: '0', free: true });
    const unknown = totalsRows(cartOf({ total_items: '100', total_price: '100' }, { needs_shipping: true, has_calculated_shipping: false }), 'incl');
    expect(unknown.find((r) => r.id === 'shipping')).toEqual({ id: 'shipping', amount: null, free: false });
  });
  it('an empty cart: subtotal and total 0', () => expect(totalsRows(emptyCart(), 'incl').map((r) => r.amount)).toEqual(['0', '0']));
});

describe("readCartWidgetSettings: Elementor's Cart widget data-settings, loose", () => {
  it.each([
    [{}, { sticky: false, stickyOffset: 0, autoUpdate: true }],
    [undefined, { sticky: false, stickyOffset: 0, autoUpdate: true }],
    ['garbage', { sticky: false, stickyOffset: 0, autoUpdate: true }],
    [{ sticky_right_column: 'yes', sticky_right_column_offset: { unit: 'px', size: 30, sizes: [] } }, { sticky: true, stickyOffset: 30, autoUpdate: true }],
    [{ sticky_right_column: 'yes', sticky_right_column_offset: '24' }, { sticky: true, stickyOffset: 24, autoUpdate: true }],
    [{ sticky_right_column: '', sticky_right_column_offset: { size: '' } }, { sticky: false, stickyOffset: 0, autoUpdate: true }],
    [{ sticky_right_column: '1', sticky_right_column_offset: -5 }, { sticky: true, stickyOffset: 0, autoUpdate: true }],
    [{ sticky_right_column_offset: 1e9 }, { sticky: false, stickyOffset: 1000, autoUpdate: true }],
    [{ update_cart_automatically: '' }, { sticky: false, stickyOffset: 0, autoUpdate: false }],
    [{ update_cart_automatically: 'no' }, { sticky: false, stickyOffset: 0, autoUpdate: false }],
    [{ update_cart_automatically: 'yes' }, { sticky: false, stickyOffset: 0, autoUpdate: true }],
    [{ update_cart_automatically: 'maybe' }, { sticky: false, stickyOffset: 0, autoUpdate: true }],
  ])('%j → %o', (raw, want) => expect(readCartWidgetSettings(raw)).toEqual(want));
});

describe('parseWcCartConfig + cartWidgetSettings', () => {
  it('defaults: the bakery shop page, prices incl tax, automatic updates', () => {
    const r = parseWcCartConfig({ json: undefined, props: {} });
    expect(r.ok && r.value).toMatchObject({ shopUrl: '/winkel.html', checkoutUrl: '', crossSells: false, taxDisplay: 'incl' });
    if (r.ok) expect(cartWidgetSettings(r.value, undefined)).toEqual({ sticky: false, stickyOffset: 0, autoUpdate: true });
  });
  it('order: printed data-settings < JSON config < attributes', () => {
    const r = parseWcCartConfig({ json: { sticky_right_column_offset: 40 }, props: { stickySummary: true, manualUpdate: true } });
    if (!r.ok) throw new Error('refused');
    expect(cartWidgetSettings(r.value, { sticky_right_column: '', sticky_right_column_offset: 10, update_cart_automatically: 'yes' })).toEqual({ sticky: true, stickyOffset: 40, autoUpdate: false });
  });
  it('a javascript: shop url falls back to the default', () => {
    const r = parseWcCartConfig({ json: undefined, props: { shopUrl: 'javascript:alert(1)', checkoutUrl: 'data:text/html,x' } });
    expect(r.ok && r.value.shopUrl).toBe('/winkel.html');
    expect(r.ok && r.value.checkoutUrl).toBe('');
  });
  it.each([
    [{ json: [1], props: {} }, '(config)'],
    [{ json: 'x', props: {} }, '(config)'],
    [{ json: undefined, props: { stickyOffset: 'ver' } }, 'sticky-offset'],
    [{ json: undefined, props: { stickyOffset: 1e308 } }, 'sticky-offset'],
    [{ json: undefined, props: { taxDisplay: 'both' } }, 'tax-display'],
    [{ json: undefined, props: { shopUrl: 'x'.repeat(5000) } }, 'shop-url'],
  ])('refuses %o at %s', (input, path) => {
    const r = parseWcCartConfig(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});

describe('readCart: cross_sells (the cart page shows them)', () => {
  it.each([
    ['absent', undefined, []],
    ['"" (an empty PHP list)', '', []],
    ['an item without an id is dropped', [{ name: 'x' }], []],
    [
      'names as text, a javascript: link dropped, loose flags',
      [{ id: '12', name: 'Zuurdesem &amp; <b>spelt</b>', permalink: 'javascript:alert(1)', images: [{ src: '/a.svg' }], prices: { price: 475 }, is_purchasable: '1', is_in_stock: 0 }],
      [{ id: 12, name: 'Zuurdesem & spelt', permalink: '', images: [{ id: 0, src: '/a.svg', thumbnail: '/a.svg', srcset: '', sizes: '', name: '', alt: '' }], price: '475', is_purchasable: true, is_in_stock: false }],
    ],
  ])('%s', (_name, raw, want) => {
    const r = readCart({ items: [], totals: {}, cross_sells: raw });
    if (!r.ok) throw new Error('no cart');
    expect(r.value.cross_sells.map(({ prices, ...rest }) => ({ ...rest, price: prices.price }))).toEqual(want);
  });
});

describe("storeErrorText with <wc-cart>'s strings", () => {
  it.each([
    ['nl', { code: 'woocommerce_rest_product_too_many_in_cart', message: 'x', status: 400 }, 'Je kunt niet meer Brownies in je winkelwagen doen.'],
    ['en', { code: 'woocommerce_rest_product_too_many_in_cart', message: 'x', status: 400 }, 'You cannot add any more Brownies to your cart.'],
    ['nl', { code: 'invalid_quantity', message: 'The maximum quantity of &quot;Brownies&quot; allowed in the cart is 2', status: 400 }, 'Je kunt maximaal 2 van Brownies in je winkelwagen hebben.'],
  ] as const)('%s %o', async (locale, error, want) => {
    const { storeErrorText } = await import('../../../src/i18n/shop');
    const { wcCartStrings } = await import('../../../src/i18n/wccart');
    expect(storeErrorText(wcCartStrings[locale], error, { name: 'Brownies' })).toBe(want);
  });

  // WooCommerce's English messages without a translation: the product named in them, the text in the page's language.
  it.each([
    ['nl', { code: 'woocommerce_rest_cart_error', message: 'Sorry, "Appeltaart" is out of stock and cannot be purchased.', status: 409 }, 'Appeltaart is niet meer op voorraad.'],
    ['nl', { code: 'woocommerce_rest_cart_error', message: 'There are not enough Appeltaart in stock.', status: 409 }, 'Er is niet genoeg voorraad van Appeltaart.'],
    ['nl', { code: 'some_plugin_code', message: 'Het eigen bericht van de server.', status: 400 }, 'Er ging iets mis met je winkelwagen. Probeer het opnieuw.'],
  ] as const)('%s, no name given: %o', async (locale, error, want) => {
    const { storeErrorText } = await import('../../../src/i18n/shop');
    const { wcCartStrings } = await import('../../../src/i18n/wccart');
    expect(storeErrorText(wcCartStrings[locale], error)).toBe(want);
  });
});
