import { describe, expect, it } from 'vitest';
import { emptyCart, errorsForItem, readCart, safeUrl, selectedRate } from '../../../src/core/shop/cart';
import { readStoreError, errorPlace, isRetryable, STORE_ERRORS } from '../../../src/core/shop/errors';
import { formatPrice } from '../../../src/core/shop/money';
import { serverText } from '../../../src/core/shop/text';

const cur = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };

/** A cart answer shaped as WooCommerce 11.0.1's CartSchema writes it (fields trimmed to those read, plus some unknown). */
const wcCart = {
  items: [
    {
      key: 'c4ca4238a0b923820dcc509a6f75849b',
      id: 101,
      type: 'simple',
      quantity: 2,
      quantity_limits: { minimum: 1, maximum: 3, multiple_of: 1, editable: true },
      name: 'Appeltaart &amp; slagroom &#8211; groot',
      short_description: '<p>x</p>',
      sku: 'APL-1',
      low_stock_remaining: 3,
      backorders_allowed: false,
      show_backorder_badge: false,
      sold_individually: false,
      permalink: 'https://bakkerij.test/product/appeltaart/',
      images: [{ id: 7, src: 'https://bakkerij.test/a.svg', thumbnail: 'https://bakkerij.test/a-300.svg', srcset: '', sizes: '', name: 'a', alt: 'Appeltaart' }],
      variation: [],
      item_data: [],
      prices: { price: '1850', regular_price: '1850', sale_price: '1850', price_range: null, ...cur, raw_prices: { precision: 6 } },
      totals: { line_subtotal: '3394', line_subtotal_tax: '306', line_total: '3394', line_total_tax: '306', ...cur },
      catalog_visibility: 'visible',
      extensions: {},
    },
  ],
  coupons: [{ code: 'welkom10', discount_type: 'percent', totals: { total_discount: '339', total_discount_tax: '31', ...cur } }],
  fees: [],
  totals: { total_items: '3394', total_items_tax: '306', total_fees: '0', total_fees_tax: '0', total_discount: '339', total_discount_tax: '31', total_shipping: '454', total_shipping_tax: '41', total_price: '3825', total_tax: '316', tax_lines: [{ name: 'BTW', price: '316', rate: '9%' }], ...cur },
  shipping_address: {},
  billing_address: {},
  needs_payment: true,
  needs_shipping: true,
  payment_requirements: ['products'],
  has_calculated_shipping: true,
  shipping_rates: [
    {
      package_id: 0,
      name: 'Verzending',
      destination: {},
      items: [{ key: 'c4ca4238a0b923820dcc509a6f75849b', name: 'Appeltaart', quantity: 2 }],
      shipping_rates: [
        { rate_id: 'local_pickup:1', name: 'Afhalen in de winkel', description: '', delivery_time: '', price: '0', taxes: '0', instance_id: 1, method_id: 'local_pickup', meta_data: [], selected: false, ...cur },
        { rate_id: 'flat_rate:2', name: 'Bezorgen in Utrecht', description: '', delivery_time: '', price: '454', taxes: '41', instance_id: 2, method_id: 'flat_rate', meta_data: [], selected: true, ...cur },
      ],
    },
  ],
  items_count: 2,
  items_weight: 0,
  cross_sells: [],
  errors: [],
  payment_methods: [],
  extensions: {},
};

describe('readCart: WooCommerce shape', () => {
  const r = readCart(wcCart);
  it('reads', () => expect(r.ok).toBe(true));
  if (!r.ok) return;
  const cart = r.value;
  it('items with prices and totals in minor units', () => {
    const item = cart.items[0]!;
    expect(item.key).toBe('c4ca4238a0b923820dcc509a6f75849b');
    expect(item.name).toBe('Appeltaart & slagroom – groot');
    expect(item.quantity_limits).toEqual({ minimum: 1, maximum: 3, multiple_of: 1, editable: true });
    expect(item.low_stock_remaining).toBe(3);
    expect(formatPrice(item.prices.price, item.prices.currency)).toBe('€ 18,50');
    expect(formatPrice(item.totals.line_total, item.totals.currency)).toBe('€ 33,94');
    expect(item.images[0]!.thumbnail).toBe('https://bakkerij.test/a-300.svg');
  });
  it('totals with tax lines, coupons, shipping packages with the selected rate', () => {
    expect(formatPrice(cart.totals.total_price, cart.totals.currency)).toBe('€ 38,25');
    expect(cart.totals.tax_lines).toEqual([{ name: 'BTW', price: '316', rate: '9%' }]);
    expect(cart.coupons[0]!.code).toBe('welkom10');
    expect(cart.coupons[0]!.totals.total_discount).toBe('339');
    expect(selectedRate(cart.shipping_rates[0]!)!.rate_id).toBe('flat_rate:2');
    expect(cart.items_count).toBe(2);
    expect(cart.needs_shipping).toBe(true);
  });
});

describe('readCart: loose and unknown', () => {
  it('PHP empty lists as "" or {}, loose booleans and numeric strings', () => {
    const r = readCart({ items: '', coupons: {}, totals: { total_price: 0 }, needs_shipping: '1', items_count: '0', shipping_rates: '', errors: '' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.items).toEqual([]);
    expect(r.value.needs_shipping).toBe(true);
    expect(r.value.totals.total_price).toBe('0');
    expect(r.value.totals.total_shipping).toBeNull();
    expect(formatPrice(r.value.totals.total_price, r.value.totals.currency)).toBe('€ 0,00');
  });
  it('an item without key is dropped; missing items_count is the sum of quantities; items as an object map', () => {
    const r = readCart({ items: { a: { key: 'k1', quantity: '2' }, b: { id: 3 }, c: { key: 'k2', quantity: 1 } }, totals: {} });
    expect(r.ok && r.value.items.map((i) => [i.key, i.quantity])).toEqual([
      ['k1', 2],
      ['k2', 1],
    ]);
    expect(r.ok && r.value.items_count).toBe(3);
  });
  it('item prices fall back to the totals currency; limits default as WooCommerce (1..9999)', () => {
    const r = readCart({ items: [{ key: 'k', prices: { price: '100' } }], totals: { ...cur, currency_prefix: '', currency_suffix: ' €' } });
    expect(r.ok && formatPrice(r.value.items[0]!.prices.price, r.value.items[0]!.prices.currency)).toBe('1,00 €');
    expect(r.ok && r.value.items[0]!.quantity_limits).toEqual({ minimum: 1, maximum: 9999, multiple_of: 1, editable: true });
  });
  it('names and messages are text: entities decoded, tags gone; unsafe URLs dropped', () => {
    const r = readCart({ items: [{ key: 'k', name: '<img src=x onerror=alert(1)>Taart &lt;b&gt;', permalink: 'javascript:alert(1)', images: [{ src: 'data:image/svg+xml,<svg onload=alert(1)>' }, { src: '/assets/loop-1.svg' }] }], totals: {}, errors: [{ code: 'x', message: '&quot;Taart&quot; is op' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.items[0]!.name).toBe('Taart <b>');
    expect(r.value.items[0]!.permalink).toBe('');
    expect(r.value.items[0]!.images.map((i) => i.src)).toEqual(['/assets/loop-1.svg']);
    expect(r.value.errors).toEqual([{ code: 'x', message: '"Taart" is op' }]);
  });
  it.each([[null], [undefined], ['<html>'], [42], [[]], [{}], [{ code: 'x' }]])('garbage %j is a clear error', (v) => {
    const r = readCart(v);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.expected).toMatch(/cart/);
  });
  it('emptyCart reads back as itself', () => {
    const r = readCart(JSON.parse(JSON.stringify({ ...emptyCart(), totals: { ...emptyCart().totals, ...cur } })));
    expect(r.ok && r.value.items_count).toBe(0);
  });
  it('errorsForItem finds the item by name in WooCommerce messages', () => {
    const r = readCart({ items: [{ key: 'k', name: 'Appeltaart' }], totals: {}, errors: [{ code: 'woocommerce_rest_product_out_of_stock', message: 'Appeltaart is out of stock and cannot be purchased.' }] });
    expect(r.ok && errorsForItem(r.value, r.value.items[0]!).length).toBe(1);
  });
});

describe('serverText and safeUrl', () => {
  it.each([
    ['You cannot add &quot;Taart&quot; to the cart', 'You cannot add "Taart" to the cart'],
    ['&amp;quot;x&amp;quot;', '"x"'],
    ['Koffie&#8217;s &hellip;', 'Koffie’s …'],
    ['  a \n b ', 'a b'],
    [12, '12'],
    [null, ''],
  ])('%j -> %j', (v, out) => expect(serverText(v)).toBe(out));
  it.each([
    ['https://x.test/a', 'https://x.test/a'],
    ['/a', '/a'],
    ['JAVASCRIPT:alert(1)', ''],
    ['data:x', ''],
    ['', ''],
    // What the URL parser strips before it reads the scheme (the XSS corpus' URLs).
    ['\u0001javascript:x', ''],
    ['\tjava\tscript:x', ''],
    ['java\nscript:x', ''],
    [' javascript:x', ''],
    ['/a\u0000b', ''],
    ['  /winkel.html#x  ', '/winkel.html#x'],
  ])('%j -> %j', (v, out) => expect(safeUrl(v)).toBe(out));
});

describe('error answers', () => {
  it('WordPress REST error body; a 409 carries the cart', () => {
    const e = readStoreError(409, { code: STORE_ERRORS.invalidKey, message: 'Cart item no longer exists or is invalid.', data: { status: 409, cart: wcCart } });
    expect(e.code).toBe('woocommerce_rest_cart_invalid_key');
    expect(e.status).toBe(409);
    expect(e.cart?.items.length).toBe(1);
  });
  it('an entity-escaped message is text', () => {
    expect(readStoreError(400, { code: STORE_ERRORS.outOfStock, message: 'You cannot add &quot;Taart&quot; to the cart because the product is out of stock.', data: { status: 400 } }).message).toBe('You cannot add "Taart" to the cart because the product is out of stock.');
  });
  it('not a REST error: http_error with the status', () => {
    expect(readStoreError(502, '<html>Bad gateway')).toEqual({ code: 'http_error', message: '', status: 502 });
    expect(readStoreError(500, { code: '' })).toEqual({ code: 'http_error', message: '', status: 500 });
  });
  it('places and retryability', () => {
    expect(errorPlace(STORE_ERRORS.outOfStock)).toBe('item');
    expect(errorPlace(STORE_ERRORS.couponError)).toBe('coupon');
    expect(errorPlace(STORE_ERRORS.missingRateId)).toBe('shipping');
    expect(errorPlace('woocommerce_rest_invalid_nonce')).toBe('cart');
    expect(isRetryable({ code: 'offline', message: '', status: 0 })).toBe(true);
    expect(isRetryable({ code: 'timeout', message: '', status: 0 })).toBe(true);
    expect(isRetryable({ code: 'http_error', message: '', status: 503 })).toBe(true);
    expect(isRetryable({ code: STORE_ERRORS.outOfStock, message: '', status: 400 })).toBe(false);
    expect(isRetryable({ code: STORE_ERRORS.invalidNonce, message: '', status: 403 })).toBe(false);
  });
});
