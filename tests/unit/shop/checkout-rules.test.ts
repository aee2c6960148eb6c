/**
 * The reference backend's checkout rules (demo/server/shop/checkout.ts), as WooCommerce 11.0.1 has
 * them: postcodes per country (WC_Validation::is_postcode, wc_format_postcode), phones, e-mails
 * (is_email), the address argument's errors (rest_invalid_param's data.params / details), the
 * required fields (woocommerce_rest_invalid_address), order keys, and the order made from a cart.
 */
import { describe, expect, it } from 'vitest';
import { addressError, checkAddress, emptyAddress, formatPostcode, invalidParams, isEmail, isPhone, isPostcode, missingFields, newOrderKey, orderFromCart } from '../../../demo/server/shop/checkout';
import { cartResponse } from '../../../demo/server/shop/pricing';

const NOW = 1_760_000_000;
const FULL = { first_name: 'Anna', last_name: 'de Vries', address_1: 'Oudegracht 12', city: 'Utrecht', postcode: '3511 AB', country: 'NL' };

describe('postcodes per country', () => {
  it.each([
    ['NL', '3511 AB', true],
    ['NL', '3511ab', true],
    ['NL', '0511 AB', false],
    ['NL', '3511 SA', false],
    ['NL', '35111', false],
    ['BE', '1000', true],
    ['BE', '100', false],
    ['DE', '10115', true],
    ['DE', '00115', false],
    ['FR', '75001', true],
    ['US', '12345-6789', true],
    ['NL', '3511*AB', false],
    ['SE', 'anything 1', true],
  ])('%s %s -> %s', (country, postcode, valid) => expect(isPostcode(formatPostcode(postcode, country), country)).toBe(valid));
  it.each([
    ['3511 ab', 'NL', '3511 AB'],
    [' 3511-AB ', 'NL', '3511 AB'],
    ['123456789', 'US', '12345-6789'],
    ['12345', 'US', '12345'],
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['11432', 'SE', '114 32'],
  ])('format %j (%s) -> %j', (raw, country, out) => expect(formatPostcode(raw, country)).toBe(out));
});

describe('phones and e-mails', () => {
  it.each([
    ['030 123 45 67', true],
    ['+31 (0)30-1234567', true],
    ['#12.34/56_7', true],
    ['bel me', false],
    ['030 123 45 67 ext', false],
  ])('phone %j -> %s', (phone, ok) => expect(isPhone(phone)).toBe(ok));
  it.each([
    ['anna@example.nl', true],
    ['a.b+c@sub.example.co.uk', true],
    ['anna@', false],
    ['@example.nl', false],
    ['anna@example', false],
    ['an na@example.nl', false],
    ['anna@exa..mple.nl', false],
    ['anna@-example.nl', false],
    ['a@b.c', false],
  ])('e-mail %j -> %s', (email, ok) => expect(isEmail(email)).toBe(ok));
});

describe('the address argument (validate_callback)', () => {
  it('sanitizes: tags stripped, trimmed, country upper case, postcode formatted; every schema field present', () => {
    const r = checkAddress({ ...FULL, first_name: ' <b>Anna</b> ', country: 'nl', postcode: '3511 ab', unknown: 'x' }, 'billing');
    expect(r.errors).toEqual([]);
    expect(r.address).toEqual({ ...emptyAddress('billing'), ...FULL, first_name: 'Anna' });
    expect(r.address).not.toHaveProperty('unknown');
    expect(checkAddress({ ...FULL, email: 'x@example.nl' }, 'shipping').address).not.toHaveProperty('email');
  });
  it('a wrong type stops the rest; an unknown country stops the rest; then postcode, phone, e-mail in order', () => {
    expect(checkAddress({ ...FULL, city: 12, postcode: 'x' }, 'billing').errors).toEqual([{ code: 'invalid_city', message: 'Invalid city provided.' }]);
    expect(checkAddress({ ...FULL, country: 'QQ', postcode: 'x' }, 'billing').errors.map((e) => e.code)).toEqual(['invalid_country']);
    expect(checkAddress({ ...FULL, postcode: '1', phone: 'x', email: 'y' }, 'billing').errors.map((e) => e.code)).toEqual(['invalid_postcode', 'invalid_phone', 'invalid_email']);
    expect(checkAddress({ ...FULL, postcode: '1', phone: 'x', email: 'y' }, 'shipping').errors.map((e) => e.code)).toEqual(['invalid_postcode', 'invalid_phone']);
    // empty fields are the order's check, not the argument's
    expect(checkAddress({ first_name: '', postcode: '' }, 'billing').errors).toEqual([]);
    expect(checkAddress('nope', 'billing').errors[0]!.code).toBe('rest_invalid_type');
    expect(checkAddress(undefined, 'billing', { ...emptyAddress('billing'), city: 'Zeist' }).address.city).toBe('Zeist');
  });
  it('rest_invalid_param: params joined by a space, details as rest_convert_error_to_response', () => {
    const e = invalidParams({
      billing_address: [
        { code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid' },
        { code: 'invalid_phone', message: 'The provided phone number is not valid' },
      ],
      shipping_address: [{ code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid' }],
    });
    expect(e).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address, shipping_address',
      data: {
        status: 400,
        params: { billing_address: 'The provided postcode / ZIP is not valid The provided phone number is not valid', shipping_address: 'The provided postcode / ZIP is not valid' },
        details: {
          billing_address: { code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid', data: null, additional_errors: [{ code: 'invalid_phone', message: 'The provided phone number is not valid', data: null }] },
          shipping_address: { code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid', data: null },
        },
      },
    });
  });
});

describe('required fields (validate_addresses)', () => {
  it('labels in the locale order; shipping first when it ships; complete addresses pass', () => {
    expect(missingFields({ ...emptyAddress('billing'), country: 'NL' })).toEqual(['First name is required', 'Last name is required', 'Street address is required', 'Town / City is required', 'Postcode / ZIP is required']);
    const billing = { ...emptyAddress('billing'), ...FULL, email: 'a@example.nl' };
    const shipping = { ...emptyAddress('shipping'), ...FULL };
    expect(addressError(billing, shipping, true)).toBeUndefined();
    expect(addressError({ ...billing, city: '' }, { ...shipping, last_name: ' ' }, true)).toEqual({
      status: 400,
      code: 'woocommerce_rest_invalid_address',
      message: 'There was a problem with the provided shipping address: Last name is required',
      data: { errors: { shipping: ['Last name is required'], billing: ['Town / City is required'] } },
    });
    expect(addressError({ ...billing, city: '' }, { ...shipping, last_name: '' }, false)!.message).toBe('There was a problem with the provided billing address: Town / City is required');
    expect(addressError({ ...billing, country: 'US' }, shipping, true)).toMatchObject({ code: 'woocommerce_rest_invalid_address_country', message: 'Sorry, we do not allow orders from the provided country (United States)' });
    expect(addressError(billing, { ...shipping, country: 'FR' }, true)!.message).toBe('Sorry, we do not ship orders to the provided country (France)');
  });
});

describe('the order', () => {
  it('order keys look like WooCommerce\'s and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, newOrderKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
  });
  it('made from the priced cart: lines, coupons, rate and totals as the cart has them', () => {
    const { body } = cartResponse({ lines: [{ product_id: 201, quantity: 3 }, { product_id: 202, quantity: 1 }], coupons: ['welkom10'], rate: 'flat_rate:2' }, () => 40, NOW);
    const order = orderFromCart(body, { order_key: 'wc_order_x', status: 'on-hold', customer_id: 0, payment_method: 'bacs', payment_method_title: 'Bankoverschrijving', customer_note: '', billing: '{}', shipping: '{}' });
    expect(order.lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [201, 3, 1850],
      [202, 1, 1750],
    ]);
    const totals = JSON.parse(order.totals);
    expect(totals.total_price).toBe((body.totals as any).total_price);
    expect(order.total).toBe(Number((body.totals as any).total_price));
    // the items' total after discounts, tax excluded: the lines' totals
    expect(Number(totals.total_items)).toBe(order.lines.reduce((s, l) => s + l.total, 0));
    expect(totals).toMatchObject({ total_shipping: '454', total_shipping_tax: '41', total_refund: '0' });
    expect([order.shipping_rate_id, order.shipping_rate_name, order.currency]).toEqual(['flat_rate:2', 'Bezorgen in Utrecht', 'EUR']);
    // 10 % of 3 × 18,50 + 17,50 = 7,30, tax included
    const [coupon] = JSON.parse(order.coupons);
    expect(coupon.code).toBe('welkom10');
    expect(Number(coupon.total_discount) + Number(coupon.total_discount_tax)).toBe(730);
  });
});
