import { describe, expect, it } from 'vitest';
import { readOrder, type PlacedOrder } from '../../../src/core/shop/checkout';
import { answerOf, orderRoute, orderRouteProblem, placedFromStoreOrder, readReceivedLocation, readStoreOrder, receivedUrlOf } from '../../../src/core/shop/order-received';

const KEY = 'wc_order_Ab12Cd34Ef56G';

describe('readReceivedLocation: WooCommerce\'s order-received URL, never without its key', () => {
  it.each([
    [`https://bakkerij.example/afrekenen.html?order-received=12&key=${KEY}`, { id: 12, key: KEY }],
    [`https://shop.nl/?page_id=8&order-received=305&key=${KEY}`, { id: 305, key: KEY }],
    [`https://shop.nl/afrekenen/order-received/305/?key=${KEY}`, { id: 305, key: KEY }],
    [`https://shop.nl/checkout/order-received/305?key=${KEY}`, { id: 305, key: KEY }],
    [`https://shop.nl/afrekenen/order-received/305/`, null],
    [`https://shop.nl/afrekenen/?order-received=305&key=`, null],
    [`https://shop.nl/afrekenen/?order-received=305&key=<script>`, null],
    [`https://shop.nl/afrekenen/?order-received=0&key=${KEY}`, null],
    [`https://shop.nl/afrekenen/?order-received=abc&key=${KEY}`, null],
    [`https://shop.nl/afrekenen/?order-received=1e3&key=${KEY}`, null],
    [`https://shop.nl/afrekenen/?key=${KEY}`, null],
    [`https://shop.nl/afrekenen/`, null],
    ['not a url', null],
  ])('%s', (href, expected) => {
    expect(readReceivedLocation(href)).toEqual(expected);
  });
});

describe('orderRoute', () => {
  it('carries the key and the e-mail, encoded', () => {
    expect(orderRoute({ id: 7, key: KEY }, ' jan+test@voorbeeld.nl ')).toBe(`order/7?key=${KEY}&billing_email=jan%2Btest%40voorbeeld.nl`);
  });
  it('leaves the e-mail out when none is known (a customer\'s own order)', () => {
    expect(orderRoute({ id: 7, key: KEY }, '')).toBe(`order/7?key=${KEY}`);
  });
});

describe('receivedUrlOf: where a placed order can be seen again', () => {
  const order = { order_id: 12, order_key: KEY, redirect_url: `https://bakkerij.example/afrekenen.html?order-received=12&key=${KEY}` };
  const page = 'https://bakkerij.example/afrekenen.html';
  it.each([
    ['the same origin\'s order-received URL', order, `https://bakkerij.example/afrekenen.html?order-received=12&key=${KEY}`],
    ['a relative one', { ...order, redirect_url: `/afrekenen/order-received/12/?key=${KEY}` }, `https://bakkerij.example/afrekenen/order-received/12/?key=${KEY}`],
    ['another site', { ...order, redirect_url: `https://psp.example/pay?order-received=12&key=${KEY}` }, null],
    ['another order', { ...order, order_id: 13 }, null],
    ['another key', { ...order, order_key: 'wc_order_other' }, null],
    ['a payment page', { ...order, redirect_url: '/demobank?order=12&key=x' }, null],
    ['none', { ...order, redirect_url: '' }, null],
  ])('%s', (_, o, expected) => {
    expect(receivedUrlOf(o, page)).toBe(expected);
  });
});

/** OrderSchema as WooCommerce 11.0.1 answers it (a guest order, a loaf delivered, prices incl. 9% BTW). */
const ANSWER = {
  id: 41,
  status: 'processing',
  items: [{ key: 'x', id: 3, quantity: 2, name: 'Desem &amp; spelt', prices: { price: '450', currency_code: 'EUR', currency_minor_unit: 2 }, totals: { line_subtotal: '826', line_subtotal_tax: '74', line_total: '826', line_total_tax: '74', currency_code: 'EUR', currency_minor_unit: 2 } }],
  coupons: [],
  fees: [],
  totals: { subtotal: '826', total_discount: '0', total_shipping: '454', total_fees: '0', total_tax: '115', total_refund: '0', total_price: '1395', total_items: '826', total_items_tax: '115', total_fees_tax: '0', total_discount_tax: '0', total_shipping_tax: '41', tax_lines: [{ name: 'BTW', price: '115', rate: '9%' }], currency_code: 'EUR', currency_minor_unit: 2, currency_symbol: '€' },
  shipping_address: { first_name: 'Jan', city: 'Utrecht', country: 'NL' },
  billing_address: { first_name: 'Jan', email: 'jan@voorbeeld.nl', city: 'Utrecht', country: 'NL' },
  needs_payment: false,
  needs_shipping: true,
  payment_requirements: ['products'],
  errors: [],
};

describe('readStoreOrder: OrderSchema, loosely', () => {
  it('reads the order\'s id, status, lines and totals; its shipping is never "calculated later"', () => {
    const o = readStoreOrder(ANSWER)!;
    expect(o.id).toBe(41);
    expect(o.status).toBe('processing');
    expect(o.cart.items.map((i) => [i.name, i.quantity])).toEqual([['Desem & spelt', 2]]);
    expect(o.cart.totals.total_price).toBe('1395');
    expect(o.cart.has_calculated_shipping).toBe(true);
    expect(o.cart.billing_address.email).toBe('jan@voorbeeld.nl');
  });
  it.each([[null], ['<html>'], [[]], [{}], [{ id: 0, items: [], totals: {} }], [{ id: 'x', items: [], totals: {} }], [{ id: 4 }]])('no order in %j', (v) => {
    expect(readStoreOrder(v)).toBeNull();
  });
  it('an id as a string and a wc- status', () => {
    expect(readStoreOrder({ ...ANSWER, id: '41', status: 'wc-on-hold' })).toMatchObject({ id: 41, status: 'on-hold' });
  });
});

describe('placedFromStoreOrder: the shop\'s word, the payment from this browser\'s own record of the same order', () => {
  const o = readStoreOrder(ANSWER)!;
  const known: PlacedOrder = { order_id: 41, order_key: KEY, order_number: '41', status: 'pending', customer_note: 'Bel aan', payment_method: 'bacs', payment_status: 'success', payment_details: [{ key: 'iban', value: 'NL91ABNA0417164300' }], redirect_url: '/x', billing_address: {}, shipping_address: {} };
  it('the same order: status from the shop, payment from the record', () => {
    expect(placedFromStoreOrder(o, { id: 41, key: KEY }, known)).toMatchObject({ order_id: 41, order_key: KEY, status: 'processing', payment_method: 'bacs', customer_note: 'Bel aan', redirect_url: '', billing_address: { email: 'jan@voorbeeld.nl' } });
  });
  it.each([
    ['another order', { ...known, order_id: 40 }],
    ['another key', { ...known, order_key: 'wc_order_other' }],
    ['no record', null],
  ])('%s: no payment named', (_, k) => {
    expect(placedFromStoreOrder(o, { id: 41, key: KEY }, k)).toMatchObject({ order_number: '41', payment_method: '', payment_details: [] });
  });
});

describe('orderRouteProblem: OrderAuthorizationTrait\'s refusals', () => {
  it.each([
    [{ code: 'woocommerce_rest_invalid_billing_email', status: 401 }, 'email'],
    [{ code: 'woocommerce_rest_invalid_user', status: 403 }, 'login'],
    [{ code: 'woocommerce_rest_invalid_order', status: 404 }, 'notFound'],
    [{ code: 'woocommerce_rest_invalid_order', status: 401 }, 'notFound'],
    [{ code: 'rest_no_route', status: 404 }, 'retry'],
    [{ code: 'se_http', status: 404 }, 'retry'],
    [{ code: 'rest_forbidden', status: 403 }, 'retry'],
    [{ code: 'se_timeout', status: 0 }, 'retry'],
    [{ code: 'internal_server_error', status: 500 }, 'retry'],
  ] as const)('%j -> %s', (error, expected) => {
    expect(orderRouteProblem(error)).toBe(expected);
  });
});

describe('answerOf: the record read back as the checkout answer is read', () => {
  it('round-trips through readOrder', () => {
    const o = placedFromStoreOrder(readStoreOrder(ANSWER)!, { id: 41, key: KEY }, null);
    expect(readOrder(answerOf(o))).toEqual(o);
  });
});
