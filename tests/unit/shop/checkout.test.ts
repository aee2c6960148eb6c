import { describe, expect, it } from 'vitest';
import {
  addressForm,
  afterAnswer,
  checkAddress,
  checkField,
  checkoutRequest,
  composeAddress1,
  emptyDraft,
  formatIban,
  fromWcAddress,
  isPickup,
  keyForPress,
  normalizePostcode,
  probablyPlaced,
  readAttemptState,
  readBankAccounts,
  readCheckoutAnswer,
  readDraft,
  readPrintedCountries,
  readReceivedView,
  parseWcCheckoutConfig,
  shouldFollowRedirect,
  splitAddress1,
  toWcAddress,
  type CheckoutAnswer,
} from '../../../src/core/shop/checkout';
import { readStoreError } from '../../../src/core/shop/errors';
import { emptyCart, readCart } from '../../../src/core/shop/cart';

/** A checkout answer as WooCommerce 11.0.1 writes it (CheckoutSchema::get_checkout_response). */
const ORDER = {
  order_id: 41,
  status: 'processing',
  order_key: 'wc_order_Ab12Cd34',
  order_number: '41',
  customer_note: 'Graag &amp; snel',
  customer_id: 0,
  billing_address: { first_name: 'Sanne', last_name: 'de Vries', address_1: 'Bakkerstraat 12A', city: 'Utrecht', postcode: '3511 AB', country: 'NL', email: 'sanne@example.nl', phone: '' },
  shipping_address: { first_name: 'Sanne', last_name: 'de Vries', address_1: 'Bakkerstraat 12A', city: 'Utrecht', postcode: '3511 AB', country: 'NL', phone: '' },
  payment_method: 'cod',
  payment_result: { payment_status: 'success', payment_details: [], redirect_url: 'https://bakkerij.example/afrekenen/order-received/41/?key=wc_order_Ab12Cd34' },
  additional_fields: {},
  __experimentalCart: null,
  extensions: {},
};
const ok = (data: unknown, status = 200) => ({ ok: true as const, status, data });
const refused = (status: number, body: unknown) => ({ ok: false as const, error: readStoreError(status, body) });

describe('address form per country', () => {
  it.each([
    ['NL', true, ['first_name', 'last_name', 'company', 'postcode', 'house_number', 'house_number_addition', 'street', 'city']],
    ['BE', true, ['first_name', 'last_name', 'company', 'postcode', 'house_number', 'house_number_addition', 'street', 'city']],
    ['DE', true, ['first_name', 'last_name', 'company', 'postcode', 'house_number', 'house_number_addition', 'street', 'city']],
    ['GB', false, ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city']],
    ['US', false, ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city', 'state']],
    ['JP', false, ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city']],
  ])('%s: split number %s, fields in order', (country, split, keys) => {
    const f = addressForm(country);
    expect(f.splitNumber).toBe(split);
    expect(f.fields.map((x) => x.key)).toEqual(keys);
  });

  it.each([
    ['required', true, 'required'],
    ['optional', false, ''],
  ] as const)('phone %s: asked last in every country, type tel, required %s (empty: %j)', (phone, required, emptyProblem) => {
    for (const country of ['NL', 'US', 'JP']) {
      const f = addressForm(country, phone).fields;
      expect(f.at(-1)).toEqual({ key: 'phone', required, autocomplete: 'tel', kind: 'phone', inputMode: 'tel' });
      expect(f.slice(0, -1)).toEqual(addressForm(country).fields);
    }
    const draft = { country: 'NL', first_name: 'Sanne', last_name: 'de Vries', postcode: '3511ab', house_number: '12', street: 'Bakkerstraat', city: 'Utrecht' };
    expect(checkAddress(draft, phone).phone ?? '').toBe(emptyProblem);
    expect(checkAddress({ ...draft, phone: 'bel me' }, phone).phone).toBe('phone');
    expect(checkAddress({ ...draft, phone: '030 123 4567' }, phone)).toEqual({});
  });

  it('phone hidden (the default of addressForm and checkAddress): not asked, not checked', () => {
    expect(addressForm('NL', 'hidden').fields.map((f) => f.key)).not.toContain('phone');
    expect(checkAddress({ country: 'NL', first_name: 'A', last_name: 'B', postcode: '3511 AB', house_number: '1', street: 'S', city: 'U', phone: 'x' }, 'hidden')).toEqual({});
  });

  it.each([
    ['NL', '3511ab', '3511 AB', ''],
    ['NL', '3511 AB', '3511 AB', ''],
    ['NL', '351 AB', '351 AB', 'postcode'],
    ['NL', '0511 A', '0511 A', 'postcode'],
    ['BE', '1000', '1000', ''],
    ['BE', '10000', '10000', 'postcode'],
    ['DE', '10115', '10115', ''],
    ['GB', 'sw1a 1aa', 'SW1A 1AA', ''],
    ['US', '90210-1234', '90210-1234', ''],
    ['US', '9021', '9021', 'postcode'],
    ['JP', '100-0001', '100-0001', ''],
  ])('%s postcode %j -> %j (%s)', (country, typed, normal, problem) => {
    expect(normalizePostcode(typed, country)).toBe(normal);
    expect(checkField({ key: 'postcode', required: true, kind: 'postcode' }, typed, country)).toBe(problem);
  });

  it.each([
    ['Bakkerstraat', '12', '', 'Bakkerstraat 12'],
    ['Bakkerstraat', '12', 'a', 'Bakkerstraat 12A'],
    ['Bakkerstraat', '12', '2', 'Bakkerstraat 12-2'],
    ['  Oude   Gracht ', ' 7 ', ' -bis', 'Oude Gracht 7-bis'],
    ['Bakkerstraat', '', 'A', 'Bakkerstraat'],
  ])('address_1 of %j %j %j is %j, and it reads back', (street, number, addition, address1) => {
    expect(composeAddress1(street, number, addition)).toBe(address1);
    if (number.trim()) expect(composeAddress1(...(Object.values(splitAddress1(address1)) as [string, string, string]))).toBe(address1);
  });

  it('splits a saved address_1 (and keeps text without a number as the street)', () => {
    expect(splitAddress1('Plein 1944 3')).toEqual({ street: 'Plein 1944', house_number: '3', house_number_addition: '' });
    expect(splitAddress1('Bakkerstraat 12-2')).toEqual({ street: 'Bakkerstraat', house_number: '12', house_number_addition: '2' });
    expect(splitAddress1('Postbus')).toEqual({ street: 'Postbus', house_number: '', house_number_addition: '' });
  });

  it.each([
    [{ key: 'email', required: true }, '', 'required'],
    [{ key: 'email', required: true }, 'sanne@', 'email'],
    [{ key: 'email', required: true }, 'sanne@example.nl', ''],
    [{ key: 'house_number', required: true, kind: 'house_number' as const }, '12a', 'house_number'],
    [{ key: 'house_number', required: true, kind: 'house_number' as const }, '12', ''],
    [{ key: 'phone', required: false }, '', ''],
    [{ key: 'phone', required: false }, 'bel me', 'phone'],
    [{ key: 'phone', required: false }, '+31 30 123 4567', ''],
    [{ key: 'company', required: false }, '', ''],
  ])('field %j with %j: %j', (field, value, problem) => {
    expect(checkField(field, value, 'NL')).toBe(problem);
  });

  it('checks a whole Dutch address and makes the WooCommerce address', () => {
    const draft = { country: 'NL', first_name: 'Sanne', last_name: 'de Vries', postcode: '3511ab', house_number: '12', house_number_addition: 'a', street: 'Bakkerstraat', city: 'Utrecht' };
    expect(checkAddress(draft)).toEqual({});
    expect(checkAddress({ ...draft, street: '', postcode: 'x' })).toEqual({ street: 'required', postcode: 'postcode' });
    expect(toWcAddress(draft)).toEqual({ first_name: 'Sanne', last_name: 'de Vries', company: '', address_1: 'Bakkerstraat 12A', address_2: '', city: 'Utrecht', state: '', postcode: '3511 AB', country: 'NL', phone: '' });
    expect(fromWcAddress(toWcAddress(draft))).toMatchObject({ street: 'Bakkerstraat', house_number: '12', house_number_addition: 'A', postcode: '3511 AB' });
  });

  it('builds the checkout body (billing with e-mail; shipping the billing address unless different)', () => {
    const d = { ...emptyDraft(), email: ' sanne@example.nl ', billing: { country: 'NL', street: 'Bakkerstraat', house_number: '12' }, shipping: { country: 'BE', street: 'Meir', house_number: '1' }, paymentMethod: 'cod', note: 'n' };
    const body = checkoutRequest(d) as { billing_address: Record<string, string>; shipping_address: Record<string, string>; payment_method: string; customer_note: string };
    expect(body.billing_address.email).toBe('sanne@example.nl');
    expect(body.shipping_address.address_1).toBe('Bakkerstraat 12');
    expect(body.shipping_address).not.toHaveProperty('email');
    expect((checkoutRequest({ ...d, shipToDifferent: true }) as typeof body).shipping_address).toMatchObject({ address_1: 'Meir 1', country: 'BE' });
    expect([body.payment_method, body.customer_note]).toEqual(['cod', 'n']);
  });

  it('reads a stored draft loosely, never the terms', () => {
    expect(readDraft('garbage')).toEqual(emptyDraft());
    expect(readDraft({ email: 5, billing: { street: 'A', evil: 'x' }, terms: true, shipToDifferent: '1' })).toMatchObject({ email: '', billing: { street: 'A', country: 'NL' }, terms: false, shipToDifferent: true });
  });

  it('pick-up: every chosen rate is local pickup', () => {
    const cart = (rate: string, method: string) => ({ needs_shipping: true, shipping_rates: [{ package_id: 0, name: '', items: [], shipping_rates: [{ ...emptyRate, rate_id: rate, method_id: method, selected: true }] }] });
    const emptyRate = { name: '', description: '', delivery_time: '', price: '0', taxes: '0', instance_id: 0, currency: emptyCart().totals.currency };
    expect(isPickup(cart('local_pickup:1', 'local_pickup'))).toBe(true);
    expect(isPickup(cart('pickup_location:0', ''))).toBe(true);
    expect(isPickup(cart('flat_rate:2', 'flat_rate'))).toBe(false);
  });
});

describe('the checkout answer', () => {
  it('an order: id, key, number, status, payment result', () => {
    const a = readCheckoutAnswer(ok(ORDER));
    expect(a.kind).toBe('placed');
    if (a.kind !== 'placed') return;
    expect(a.order).toMatchObject({ order_id: 41, order_key: 'wc_order_Ab12Cd34', order_number: '41', status: 'processing', payment_method: 'cod', payment_status: 'success', customer_note: 'Graag & snel' });
    expect(a.order.billing_address.address_1).toBe('Bakkerstraat 12A');
  });

  it('a pending payment (202) is an order; a javascript: redirect is dropped', () => {
    const a = readCheckoutAnswer(ok({ ...ORDER, status: 'pending', payment_result: { payment_status: 'pending', payment_details: [], redirect_url: 'javascript:alert(1)' } }, 202));
    expect(a.kind === 'placed' && [a.order.payment_status, a.order.redirect_url]).toEqual(['pending', '']);
  });

  it.each([
    ['a string', '<html>'],
    ['no order id', { ...ORDER, order_id: 0 }],
    ['no key', { ...ORDER, order_key: '' }],
    ['null', null],
  ])('garbage (%s) is a lost answer: the order may exist', (_name, body) => {
    expect(readCheckoutAnswer(ok(body)).kind).toBe('lost');
  });

  it('field errors from rest_invalid_param details go on their fields', () => {
    const body = {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address',
      data: {
        status: 400,
        params: { billing_address: 'The provided postcode / ZIP is not valid', shipping_address: 'There was a problem with the provided shipping address: City is required' },
        details: {
          billing_address: { code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid', data: null, additional_errors: [{ code: 'invalid_email', message: 'The provided email address is not valid', data: null }] },
          shipping_address: { code: 'woocommerce_required_checkout_field', message: 'There was a problem with the provided shipping address: City is required', data: { key: 'city' } },
        },
      },
    };
    const a = readCheckoutAnswer(refused(400, body));
    expect(a.kind).toBe('fields');
    expect(a.kind === 'fields' && a.errors.map((e) => `${e.group}.${e.key}`)).toEqual(['billing.postcode', 'contact.email', 'shipping.city']);
  });

  it.each([
    ['params per field (dotted)', { params: { 'billing_address.postcode': 'Postcode is ongeldig' } }, ['billing.postcode']],
    ['params as an object', { params: { shipping_address: { city: 'City is required', address_1: 'Address is required' } } }, ['shipping.city', 'shipping.address_1']],
    ['a group message only', { params: { billing_address: 'Invalid billing address' } }, ['billing.']],
  ])('rest_invalid_param with %s', (_n, data, where) => {
    const a = readCheckoutAnswer(refused(400, { code: 'rest_invalid_param', message: 'Invalid parameter(s)', data: { status: 400, ...data } }));
    expect(a.kind === 'fields' && a.errors.map((e) => `${e.group}.${e.key}`)).toEqual(where);
  });

  it('the address and e-mail refusals of OrderController', () => {
    const addr = readCheckoutAnswer(refused(400, { code: 'woocommerce_rest_invalid_address', message: 'There was a problem with the provided shipping address: Postcode is required', data: { status: 400, errors: { shipping: ['Postcode is required'] } } }));
    expect(addr.kind === 'fields' && addr.errors).toEqual([{ group: 'shipping', key: 'postcode', message: 'Postcode is required' }]);
    // WooCommerce's "{label} is required": the label names the field (English and Dutch labels), else only the group.
    const both = readCheckoutAnswer(
      refused(400, {
        code: 'woocommerce_rest_invalid_address',
        message: 'There was a problem with the provided billing address: First name is required',
        data: { status: 400, errors: { billing: ['First name is required', 'Town / City is required', 'Voornaam is verplicht', 'Iets anders'], shipping: ['First name is required'] } },
      }),
    );
    expect(both.kind === 'fields' && both.errors.map((e) => `${e.group}.${e.key}`)).toEqual(['billing.first_name', 'billing.city', 'billing.first_name', 'billing.', 'shipping.first_name']);
    const mail = readCheckoutAnswer(refused(400, { code: 'woocommerce_rest_invalid_email_address', message: 'The provided email address (x) is not valid', data: { status: 400 } }));
    expect(mail.kind === 'fields' && mail.errors[0]).toMatchObject({ group: 'contact', key: 'email' });
  });

  it('a stock refusal is the cart: the 409 carries the cart as it stands', () => {
    const cartBody = { items: [], totals: { total_price: '0' } };
    const a = readCheckoutAnswer(refused(409, { code: 'woocommerce_rest_cart_error', message: 'There are not enough Appeltaart in stock.', data: { status: 409, cart: cartBody } }));
    expect(a.kind).toBe('cart');
    expect(a.kind === 'cart' && a.cart?.items).toEqual([]);
    expect(readCheckoutAnswer(refused(400, { code: 'woocommerce_rest_product_out_of_stock', message: 'out', data: { status: 400 } })).kind).toBe('cart');
  });

  it.each([
    ['offline', { ok: false as const, error: { code: 'offline', message: '', status: 0 } }, 'lost'],
    ['timeout', { ok: false as const, error: { code: 'timeout', message: '', status: 0 } }, 'lost'],
    ['502 html', refused(502, '<html>'), 'lost'],
    ['500 WP error', refused(500, { code: 'woocommerce_rest_unknown_server_error', message: 'x', data: { status: 500 } }), 'lost'],
    ['guest checkout off', refused(403, { code: 'woocommerce_rest_guest_checkout_disabled', message: 'You must be logged in to checkout.', data: { status: 403 } }), 'refused'],
    ['empty cart (400)', refused(400, { code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { status: 400 } }), 'refused'],
    // WooCommerce 11.0.1's own answer (the WordPress interop suite): 409 with the empty cart, as its cart errors.
    ['empty cart (WooCommerce 11.0.1: 409 with the cart)', refused(409, { code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { 0: 400, status: 409, cart: { items: [], items_count: 0 } } }), 'refused'],
    ['missing payment method', refused(400, { code: 'woocommerce_rest_checkout_missing_payment_method', message: 'x', data: { status: 400 } }), 'refused'],
    ['payment error', refused(400, { code: 'woocommerce_rest_checkout_process_payment_error', message: 'Card declined', data: { status: 400 } }), 'payment'],
    ['payment failure body', refused(400, { ...ORDER, status: 'failed', payment_result: { payment_status: 'failure', payment_details: [{ key: 'message', value: 'Geweigerd' }], redirect_url: '' } }), 'payment'],
  ])('%s -> %s', (_n, result, kind) => {
    expect(readCheckoutAnswer(result).kind).toBe(kind);
  });

  it('follows an off-site payment page or another page of the site, not the order-received page of this order', () => {
    const o = (url: string) => ({ redirect_url: url, order_key: 'wc_order_Ab12Cd34' });
    expect(shouldFollowRedirect(o(ORDER.payment_result.redirect_url), 'https://bakkerij.example')).toBe(false);
    expect(shouldFollowRedirect(o('https://pay.example/checkout/abc'), 'https://bakkerij.example')).toBe(true);
    expect(shouldFollowRedirect(o('/demo-bank?order=41'), 'https://bakkerij.example')).toBe(true);
    expect(shouldFollowRedirect(o('/afrekenen/order-received/41/?key=other'), 'https://bakkerij.example')).toBe(true);
    expect(shouldFollowRedirect(o(''), 'https://bakkerij.example')).toBe(false);
  });
});

describe('one order per press: the idempotency rules', () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}-aaaaaaaa`;
  };
  it('a first press makes a key; a definite answer ends it; the next press gets a new one', () => {
    const next = keys();
    let state = { key: '' };
    const k1 = keyForPress(state, next);
    state = afterAnswer(k1, 'fields');
    const k2 = keyForPress(state, next);
    expect(k2).not.toBe(k1);
    state = afterAnswer(k2, 'placed');
    expect(state.key).toBe('');
  });

  it.each<CheckoutAnswer['kind']>(['lost'])('after a %s answer the next press sends the same key (the server answers the same order)', (kind) => {
    const next = keys();
    const k1 = keyForPress({ key: '' }, next);
    const state = afterAnswer(k1, kind);
    expect(keyForPress(state, next)).toBe(k1);
    expect(keyForPress(readAttemptState(JSON.parse(JSON.stringify(state))), next)).toBe(k1); // after a reload too
  });

  it.each<CheckoutAnswer['kind']>(['placed', 'fields', 'cart', 'payment', 'refused'])('after a %s answer the key is dropped', (kind) => {
    expect(afterAnswer('key-1-aaaaaaaa', kind)).toEqual({ key: '' });
  });

  it('a repeat of a lost attempt that finds the cart empty: the first try most likely made the order', () => {
    const empty = readCheckoutAnswer(refused(400, { code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { status: 400 } }));
    expect(probablyPlaced(true, empty)).toBe(true);
    expect(probablyPlaced(false, empty)).toBe(false);
    // As WooCommerce 11.0.1 answers it: 409 with the cart (a 'cart changed' reading asked the visitor to order again).
    expect(probablyPlaced(true, readCheckoutAnswer(refused(409, { code: 'woocommerce_rest_cart_empty', message: 'Cannot place an order, your cart is empty.', data: { 0: 400, status: 409, cart: { items: [], items_count: 0 } } })))).toBe(true);
  });

  it('reads the stored attempt state loosely', () => {
    expect(readAttemptState(null)).toEqual({ key: '' });
    expect(readAttemptState({ key: '<script>' })).toEqual({ key: '' });
    expect(readAttemptState({ key: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toEqual({ key: '0f8fad5b-d9cb-469f-a165-70867728950e' });
  });
});

describe('bank details and the stored order view', () => {
  it('reads bank accounts from the config list and from payment_details pairs', () => {
    expect(readBankAccounts([{ account_name: 'Bakkerij de Korenschoof', bank_name: 'Demobank', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }, { account_name: 'no iban' }])).toEqual([
      { account_name: 'Bakkerij de Korenschoof', bank_name: 'Demobank', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', account_number: '', sort_code: '' },
    ]);
    expect(readBankAccounts([{ key: 'iban', value: 'NL91ABNA0417164300' }, { key: 'bic', value: 'ABNANL2A' }])[0]).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    expect(readBankAccounts('')).toEqual([]);
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('reads a stored order view; garbage is none', () => {
    expect(readReceivedView({ answer: ORDER, lines: [{ name: 'Appeltaart', quantity: 1, total: '€ 18,50' }], totals: [{ label: 'Totaal', value: '€ 18,50' }] })?.order.order_id).toBe(41);
    expect(readReceivedView({ answer: { order_id: 'x' } })).toBeNull();
    expect(readReceivedView('x')).toBeNull();
  });

  it('the cart answer carries payment methods and the saved addresses', () => {
    const c = readCart({ items: [], totals: {}, payment_methods: ['cod', 'bacs', '<x>'], billing_address: { first_name: 'Sanne', address_1: 'Bakkerstraat 12', email: 'sanne@example.nl' }, shipping_address: '' });
    expect(c.ok && [c.value.payment_methods, c.value.billing_address.address_1, c.value.shipping_address]).toEqual([['cod', 'bacs'], 'Bakkerstraat 12', {}]);
  });
});

describe("the tag's config and the page's country list", () => {
  it('countries from the attribute, else the config, else the default; WooCommerce\'s printed list read loosely', () => {
    const cfg = (json: unknown, props: Record<string, unknown> = {}) => parseWcCheckoutConfig({ json, props });
    const a = cfg(undefined, { countries: 'nl, be' });
    expect(a.ok && [a.value.countries, a.value.countriesGiven]).toEqual([['NL', 'BE'], true]);
    const b = cfg({ countries: ['DE'] });
    expect(b.ok && b.value.countries).toEqual(['DE']);
    const c = cfg(undefined);
    expect(c.ok && [c.value.countries, c.value.countriesGiven]).toEqual([['NL', 'BE', 'DE'], false]);
    expect(cfg(undefined, { countries: '12,!!' }).ok).toBe(false);
    expect(readPrintedCountries({ BE: 'Belgi&euml;', NL: 'Nederland', x1: 'no' })).toEqual({ codes: ['NL', 'BE'], names: { BE: 'België', NL: 'Nederland' } });
    expect(readPrintedCountries('')).toEqual({ codes: [], names: {} });
  });

  it('bank accounts and payment method texts read loosely; a list of something else refused by name', () => {
    const ok = parseWcCheckoutConfig({ json: { bank_accounts: '', payment_methods: { cod: 'Contant', bacs: { title: 'Overmaken' } } }, props: {} });
    expect(ok.ok && ok.value.paymentMethods).toEqual({ cod: { title: 'Contant', description: '' }, bacs: { title: 'Overmaken', description: '' } });
    const bad = parseWcCheckoutConfig({ json: { bank_accounts: [1] }, props: {} });
    expect(!bad.ok && bad.issue.path).toBe('bank_accounts');
    const badMethod = parseWcCheckoutConfig({ json: { payment_methods: { cod: { title: 5 } } }, props: {} });
    expect(!badMethod.ok && badMethod.issue.path).toBe('payment_methods.cod');
  });

  it.each([
    [undefined, {}, 'optional'],
    [undefined, { phone: 'required' }, 'required'],
    [undefined, { phone: ' Hidden ' }, 'hidden'],
    [undefined, { phone: '' }, 'optional'],
    [{ phone_field: 'required' }, {}, 'required'],
    [{ phone_field: '' }, {}, 'optional'],
    [{ phone_field: null }, {}, 'optional'],
    [{ phone_field: 'hidden' }, { phone: 'optional' }, 'optional'],
  ])('phone: config %j, attributes %j -> %s (the attribute wins; "" is an unset option)', (json, props, phone) => {
    const r = parseWcCheckoutConfig({ json, props });
    expect(r.ok && r.value.phone).toBe(phone);
  });

  it.each([
    [undefined, { phone: 'verplicht' }, 'phone'],
    [{ phone_field: true }, {}, 'phone_field'],
    [{ phone_field: 'yes' }, {}, 'phone_field'],
  ])('phone: config %j, attributes %j refused at %s', (json, props, path) => {
    const r = parseWcCheckoutConfig({ json, props });
    expect(!r.ok && [r.issue.path, r.issue.expected]).toEqual([path, 'one of "required", "optional", "hidden"']);
  });
});
