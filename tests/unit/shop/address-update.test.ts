import { describe, expect, it } from 'vitest';
import {
  changedFields,
  chosenRates,
  shopAddresses,
  createCustomerPushQueue,
  createLatestWins,
  customerUpdate,
  normaliseField,
  RATE_FIELDS,
  rateAfterUpdate,
  ratesSource,
  selectRateBody,
  UPDATE_CUSTOMER_DEBOUNCE_MS,
  type RatesDraft,
  type UpdateCustomerBody,
} from '../../../src/core/shop/address-update';
import { calculatorDraft, calculatorUpdate, destinationText, hasDestination } from '../../../src/core/shop/address-update';
import type { ShippingPackage, ShippingRate } from '../../../src/core/shop/cart';
import { STORE_EUR } from '../../../src/core/shop/money';

describe('constants', () => {
  it('debounces as the Checkout block (wc-blocks-data.js, 1500 ms) and watches its four fields', () => {
    expect(UPDATE_CUSTOMER_DEBOUNCE_MS).toBe(1500);
    expect([...RATE_FIELDS].sort()).toEqual(['city', 'country', 'postcode', 'state']);
  });
});

describe('normaliseField (the Checkout block dirty-field normaliser)', () => {
  it.each<[string, unknown, unknown]>([
    ['postcode', '1234 ab', '1234AB'],
    ['postcode', '1234AB', '1234AB'],
    ['postcode', ' 1234 AB', '1234 AB'], // one space replaced, as String.replace(" ", "")
    ['postcode', '1000', '1000'],
    ['city', '  Utrecht ', 'Utrecht'],
    ['country', 'NL ', 'NL'],
    ['email', ' a@b.nl ', 'a@b.nl'],
    ['email', 'a@b', ''],
    ['email', 'nope', ''],
    ['city', 3, 3],
    ['city', undefined, undefined],
  ])('%s %j -> %j', (key, value, out) => {
    expect(normaliseField(key, value)).toEqual(out);
  });

  it.each<[Record<string, string>, Record<string, string>, string[]]>([
    [{ country: 'NL', postcode: '1234 AB', city: 'Utrecht', state: '' }, { country: 'NL', postcode: '1234ab', city: ' Utrecht', state: '' }, []],
    [{ country: 'NL', postcode: '1234 AB', city: 'Utrecht', state: '' }, { country: 'BE', postcode: '1234 AB', city: 'Utrecht', state: '' }, ['country']],
    [{ country: 'NL', postcode: '1234 AB', city: 'Utrecht', state: '' }, { country: 'NL', postcode: '1235 AB', city: 'utrecht', state: '' }, ['postcode', 'city']],
    [{}, { country: 'NL' }, ['country']],
  ])('changed %j -> %j: %j', (a, b, out) => {
    expect(changedFields(a, b, RATE_FIELDS)).toEqual(out);
  });
});

const nl = { country: 'NL', postcode: '3511 AB', city: 'Utrecht', street: 'Oudegracht', house_number: '1', first_name: 'An', last_name: 'Jansen' };
const draft = (over: Partial<RatesDraft> = {}): RatesDraft => ({ billing: nl, shipToDifferent: false, shipping: { country: 'NL' }, ...over });
const body = (shipping: Partial<UpdateCustomerBody['shipping_address']>, billing = shipping): UpdateCustomerBody => ({
  shipping_address: { country: 'NL', state: '', postcode: '', city: '', ...shipping },
  billing_address: { country: 'NL', state: '', postcode: '', city: '', ...billing },
});
const SENT_NL = body({ postcode: '3511 AB', city: 'Utrecht' });

describe('customerUpdate: which address, and when', () => {
  it('follows the billing address unless shipping to a different one', () => {
    expect(ratesSource({ shipToDifferent: false })).toBe('billing');
    expect(ratesSource({ shipToDifferent: true })).toBe('shipping');
  });

  it.each<[string, UpdateCustomerBody | null, RatesDraft, unknown]>([
    ['first time: everything typed', null, draft(), { kind: 'send', fields: ['country', 'postcode', 'city'], body: SENT_NL }],
    ['nothing changed', SENT_NL, draft(), { kind: 'none' }],
    ['a name or street changed: rates do not care', SENT_NL, draft({ billing: { ...nl, first_name: 'Bo', street: 'Neude' } }), { kind: 'none' }],
    ['postcode typed differently, same value', SENT_NL, draft({ billing: { ...nl, postcode: '3511ab' } }), { kind: 'none' }],
    ['city with spaces', SENT_NL, draft({ billing: { ...nl, city: ' Utrecht ' } }), { kind: 'none' }],
    ['country NL -> BE with a Belgian postcode', SENT_NL, draft({ billing: { ...nl, country: 'BE', postcode: '2000', city: 'Antwerpen' } }), { kind: 'send', fields: ['country', 'postcode', 'city'], body: body({ country: 'BE', postcode: '2000', city: 'Antwerpen' }) }],
    ['country NL -> BE, postcode still Dutch: hold back', SENT_NL, draft({ billing: { ...nl, country: 'BE' } }), { kind: 'wait', fields: ['country', 'postcode'] }],
    ['half-typed postcode: hold back', SENT_NL, draft({ billing: { ...nl, postcode: '35' } }), { kind: 'wait', fields: ['postcode'] }],
    ['postcode emptied: rates by country', SENT_NL, draft({ billing: { ...nl, postcode: '' } }), { kind: 'send', fields: ['postcode'], body: body({ city: 'Utrecht' }) }],
    ['country typed lower case', SENT_NL, draft({ billing: { ...nl, country: 'nl' } }), { kind: 'none' }],
    ['city changed', SENT_NL, draft({ billing: { ...nl, city: 'Zeist' } }), { kind: 'send', fields: ['city'], body: body({ postcode: '3511 AB', city: 'Zeist' }) }],
    [
      'ship to a different address: the shipping address counts',
      SENT_NL,
      draft({ shipToDifferent: true, shipping: { country: 'DE', postcode: '10115', city: 'Berlin' } }),
      { kind: 'send', fields: ['country', 'postcode', 'city'], body: body({ country: 'DE', postcode: '10115', city: 'Berlin' }, { postcode: '3511 AB', city: 'Utrecht' }) },
    ],
    [
      'ship to a different address, billing changes: sent too (taxes may follow billing)',
      body({ country: 'DE', postcode: '10115', city: 'Berlin' }, { postcode: '3511 AB', city: 'Utrecht' }),
      draft({ shipToDifferent: true, billing: { ...nl, city: 'Zeist' }, shipping: { country: 'DE', postcode: '10115', city: 'Berlin' } }),
      { kind: 'send', fields: [], body: body({ country: 'DE', postcode: '10115', city: 'Berlin' }, { postcode: '3511 AB', city: 'Zeist' }) },
    ],
    ['ticking "ship to a different address" with the same address typed: nothing', SENT_NL, draft({ shipToDifferent: true, shipping: nl }), { kind: 'none' }],
  ])('%s', (_, sent, d, out) => {
    expect(customerUpdate(sent, d)).toEqual(out);
  });
});

describe('createLatestWins: an older answer never overwrites a newer one', () => {
  it.each<[string, number[], boolean[]]>([
    ['in order', [1, 2, 3], [true, true, true]],
    ['newest first', [3, 2, 1], [true, false, false]],
    ['middle late', [1, 3, 2], [true, true, false]],
    ['same twice', [2, 2], [true, false]],
    ['never issued', [4], [false]],
  ])('%s: %j', (_, order, out) => {
    const t = createLatestWins();
    t.issue();
    t.issue();
    t.issue();
    expect(order.map((n) => t.settle(n))).toEqual(out);
  });
});

describe('createCustomerPushQueue: one push at a time, the newest waiting', () => {
  it('sends, queues the newest while busy, sends it after the answer', () => {
    const q = createCustomerPushQueue<string>();
    expect(q.request('NL')).toEqual({ ticket: 1, body: 'NL' });
    expect(q.busy()).toBe(true);
    expect(q.request('BE')).toBeNull();
    expect(q.request('DE')).toBeNull();
    expect(q.settle(1, true)).toEqual({ apply: true, superseded: true, next: { ticket: 2, body: 'DE' } });
    expect(q.settle(2, true)).toEqual({ apply: true, superseded: false, next: null });
    expect(q.busy()).toBe(false);
    expect(q.request('LU')).toEqual({ ticket: 3, body: 'LU' });
  });

  it('a failed push applies nothing and still sends the waiting one', () => {
    const q = createCustomerPushQueue<string>();
    q.request('NL');
    q.request('BE');
    expect(q.settle(1, false)).toEqual({ apply: false, superseded: true, next: { ticket: 2, body: 'BE' } });
  });

  it('a stray answer of an old ticket is not applied after a newer one', () => {
    const q = createCustomerPushQueue<string>();
    q.request('NL');
    q.request('BE');
    q.settle(1, true); // sends 2
    expect(q.settle(2, true).apply).toBe(true);
    expect(q.settle(1, true)).toEqual({ apply: false, superseded: true, next: null });
  });
});

const rate = (rate_id: string, selected = false): ShippingRate => ({ rate_id, name: rate_id, description: '', delivery_time: '', price: '495', taxes: '104', instance_id: 1, method_id: rate_id.split(':')[0] ?? '', selected, currency: STORE_EUR });
const pkg = (...rates: ShippingRate[]): ShippingPackage => ({ package_id: 0, name: 'Verzending', items: [], shipping_rates: rates });

describe('rateAfterUpdate: the chosen rate is kept when still offered', () => {
  it.each<[string, string | null, ShippingPackage, unknown]>([
    ['still offered and selected', 'local_pickup:3', pkg(rate('flat_rate:1'), rate('local_pickup:3', true)), { kind: 'kept', rate_id: 'local_pickup:3' }],
    ['still offered, server picked the default', 'local_pickup:3', pkg(rate('flat_rate:1', true), rate('local_pickup:3')), { kind: 'reselect', rate_id: 'local_pickup:3', package_id: 0 }],
    ['not offered in the new zone (NL flat_rate:1 -> BE flat_rate:4)', 'flat_rate:1', pkg(rate('flat_rate:4', true), rate('free_shipping:5')), { kind: 'replaced', rate_id: 'flat_rate:4', previous: 'flat_rate:1' }],
    ['not offered, nothing marked: the first', 'flat_rate:1', pkg(rate('flat_rate:4'), rate('free_shipping:5')), { kind: 'replaced', rate_id: 'flat_rate:4', previous: 'flat_rate:1' }],
    ['no rates for the address', 'flat_rate:1', pkg(), { kind: 'replaced', rate_id: null, previous: 'flat_rate:1' }],
    ['nothing chosen before', null, pkg(rate('flat_rate:1'), rate('free_shipping:2', true)), { kind: 'replaced', rate_id: 'free_shipping:2', previous: null }],
  ])('%s', (_, previous, p, out) => {
    expect(rateAfterUpdate(previous, p)).toEqual(out);
  });

  it('select-shipping-rate body', () => {
    expect(selectRateBody({ package_id: 0, rate_id: 'local_pickup:3' })).toEqual({ package_id: 0, rate_id: 'local_pickup:3' });
  });
});

describe('what the shop has: shopAddresses and chosenRates', () => {
  it("the cart answer's addresses as the last body sent (rate fields only, country upper-cased)", () => {
    const a = { first_name: 'Anna', address_1: 'Meir 1', city: 'Antwerpen', state: '', postcode: '2000', country: 'be' };
    expect(shopAddresses({ billing_address: { ...a, email: 'a@example.be' }, shipping_address: a } as never)).toEqual({
      billing_address: { country: 'BE', state: '', postcode: '2000', city: 'Antwerpen' },
      shipping_address: { country: 'BE', state: '', postcode: '2000', city: 'Antwerpen' },
    });
    expect(shopAddresses({} as never).shipping_address).toEqual({ country: '', state: '', postcode: '', city: '' });
  });

  it('each package\'s chosen rate as the summary shows it: the selected one, else the first', () => {
    expect(chosenRates({ shipping_rates: [pkg(rate('local_pickup:1'), rate('flat_rate:2', true)), { ...pkg(rate('flat_rate:9')), package_id: 1 }] })).toEqual(
      new Map<number | string, string>([
        [0, 'flat_rate:2'],
        [1, 'flat_rate:9'],
      ]),
    );
    expect(chosenRates(null).size).toBe(0);
    expect(chosenRates({ shipping_rates: [pkg()] }).size).toBe(0);
  });
});

describe("the cart page's shipping calculator (WooCommerce's calculator: the shipping location only)", () => {
  const shop = { shipping_address: { country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht' } };
  const C = ['NL', 'BE', 'DE'];
  const d = (over: Partial<Record<'country' | 'state' | 'postcode' | 'city', string>>) => ({ country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht', ...over });
  it.each([
    ['the same address, typed loosely', d({ postcode: '3511ab', city: ' Utrecht ' }), { kind: 'none' }],
    ['a Belgian address', d({ country: 'be', postcode: '1000', city: 'Brussel' }), { kind: 'send', body: { shipping_address: { country: 'BE', state: '', postcode: '1000', city: 'Brussel' } } }],
    ['a Dutch postcode written as the order writes it', d({ postcode: '1234xy', city: 'Amsterdam' }), { kind: 'send', body: { shipping_address: { country: 'NL', state: '', postcode: '1234 XY', city: 'Amsterdam' } } }],
    ['no postcode: rates by country', d({ country: 'DE', postcode: '', city: '' }), { kind: 'send', body: { shipping_address: { country: 'DE', state: '', postcode: '', city: '' } } }],
    ['a half-typed Dutch postcode', d({ postcode: '351' }), { kind: 'invalid', field: 'postcode' }],
    ['a Belgian postcode of five digits', d({ country: 'BE', postcode: '10000' }), { kind: 'invalid', field: 'postcode' }],
    ['a country the shop does not ship to', d({ country: 'FR', postcode: '75001' }), { kind: 'invalid', field: 'country' }],
    ['no country', d({ country: '' }), { kind: 'invalid', field: 'country' }],
  ])('%s', (_, draft, expected) => {
    expect(calculatorUpdate(shop, draft, C)).toEqual(expected);
  });
  it('with nothing known of the shop, any valid address is sent', () => {
    expect(calculatorUpdate(null, d({}), C)).toEqual({ kind: 'send', body: { shipping_address: { country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht' } } });
  });
  it("the form starts from the shop's shipping address, else the first country offered", () => {
    expect(calculatorDraft({ shipping_address: { country: 'be', postcode: '1000', city: 'Brussel' } }, C)).toEqual({ country: 'BE', state: '', postcode: '1000', city: 'Brussel' });
    expect(calculatorDraft({ shipping_address: { country: 'FR' } }, C)).toEqual({ country: 'NL', state: '', postcode: '', city: '' });
    expect(calculatorDraft(null, C)).toEqual({ country: 'NL', state: '', postcode: '', city: '' });
  });
  it('the destination line and whether there is one', () => {
    const name = (c: string) => ({ NL: 'Nederland', BE: 'België' })[c] ?? c;
    expect(destinationText({ postcode: '3511 AB', city: 'Utrecht', country: 'NL' }, name)).toBe('3511 AB Utrecht, Nederland');
    expect(destinationText({ country: 'be' }, name)).toBe('België');
    expect(destinationText({ city: 'Gent' }, name)).toBe('Gent');
    expect(hasDestination({ shipping_address: { country: '' } })).toBe(false);
    expect(hasDestination({ shipping_address: { country: 'NL' } })).toBe(true);
  });
});
