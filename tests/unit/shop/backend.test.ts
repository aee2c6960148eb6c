/**
 * The reference backend's pure shop pieces: prices and taxes as WooCommerce works them out for
 * prices entered including tax, and the session cookie, nonce and cart token checks.
 */
import { describe, expect, it } from 'vitest';
import { SHOP_PRODUCTS, shopProduct } from '../../../demo/server/shop/catalog';
import { cartHash, cartResponse, itemKey, percentDiscounts, roundDiv, roundDivHalfDown, vatOf } from '../../../demo/server/shop/pricing';
import { createCartToken, createNonce, newSessionId, readCartToken, readSessionCookie, sessionCookieValue, verifyNonce, NONCE_TICK_SECONDS } from '../../../demo/server/shop/session';
import { readCart } from '../../../src/core/shop/cart';
import { formatPrice } from '../../../src/core/shop/money';

const NOW = 1_800_000_000;
const plenty = () => 40;

describe('prices and taxes (9 % included)', () => {
  it.each([
    [1850, 153],
    [3700, 306],
    [495, 41],
    [95, 8],
    [0, 0],
    [109, 9],
    [1, 0],
  ])('VAT inside %i cents is %i', (gross, tax) => expect(vatOf(gross)).toBe(tax));
  it('roundDiv rounds half up', () => {
    expect([roundDiv(5, 2), roundDiv(4, 2), roundDiv(7, 4), roundDiv(1, 3)]).toEqual([3, 2, 2, 0]);
  });
  it('roundDivHalfDown rounds half down (WooCommerce\'s WC_DISCOUNT_ROUNDING_MODE)', () => {
    expect([roundDivHalfDown(7045, 10), roundDivHalfDown(7046, 10), roundDivHalfDown(5, 2), roundDivHalfDown(4, 2), roundDivHalfDown(0, 3)]).toEqual([704, 705, 2, 2, 0]);
  });
  // Read on the WordPress interop stack (tests/wordpress/shop.spec.ts): WooCommerce 11.0.1 gives these discounts.
  it.each([
    ['3 × 1850 and 1 × 1495 at 10 %: 704 (half down), the most expensive line first', [{ id: 1, unit: 1850, quantity: 3 }, { id: 2, unit: 1495, quantity: 1 }], 10, [[1, 555], [2, 149]]],
    ['the order of the lines does not matter', [{ id: 2, unit: 1495, quantity: 1 }, { id: 1, unit: 1850, quantity: 3 }], 10, [[1, 555], [2, 149]]],
    ['floors per line, then the missing cents one per unit', [{ id: 1, unit: 333, quantity: 1 }, { id: 2, unit: 333, quantity: 1 }, { id: 3, unit: 334, quantity: 1 }], 15, [[3, 51], [1, 50], [2, 49]]],
    ['a 100 % coupon takes each line whole', [{ id: 1, unit: 495, quantity: 2 }, { id: 2, unit: 1, quantity: 3 }], 100, [[1, 990], [2, 3]]],
  ] as const)('percentDiscounts: %s', (_, lines, pct, want) => {
    const got = percentDiscounts(lines, pct);
    expect([...got]).toEqual(want);
    expect([...got.values()].reduce((a, b) => a + b, 0)).toBe(roundDivHalfDown(lines.reduce((n, l) => n + l.unit * l.quantity, 0) * pct, 100));
  });
  it('an item key is md5 of the product id, as WC_Cart::generate_cart_id for a simple product', () => {
    expect(itemKey(101)).toBe('38b3eff8baf56627478ec76a704e9b52');
  });
  it('totals add up: items + tax − discount + shipping = total, for every product and coupon mix', () => {
    for (const coupons of [[], ['welkom10'], ['bezorggratis'], ['welkom10', 'bezorggratis']])
      for (const rate of ['local_pickup:1', 'flat_rate:2']) {
        const lines = SHOP_PRODUCTS.slice(0, 7).map((p, i) => ({ product_id: p.id, quantity: i + 1 }));
        const { body } = cartResponse({ lines, coupons, rate }, plenty, NOW);
        const r = readCart(body);
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const t = r.value.totals;
        const n = (s: string | null) => Number(s ?? 0);
        expect(n(t.total_price)).toBe(n(t.total_items) + n(t.total_items_tax) - n(t.total_discount) - n(t.total_discount_tax) + n(t.total_shipping) + n(t.total_shipping_tax));
        expect(n(t.total_tax)).toBe(r.value.items.reduce((s, i) => s + n(i.totals.line_total_tax), 0) + n(t.total_shipping_tax));
        const gross = lines.reduce((s, l) => s + shopProduct(l.product_id)!.price * l.quantity, 0);
        expect(n(t.total_items) + n(t.total_items_tax)).toBe(gross);
      }
  });
  it('an empty cart: no package, shipping null, empty hash', () => {
    const { body, hash, itemsCount } = cartResponse({ lines: [], coupons: [], rate: '' }, plenty, NOW);
    expect(body.shipping_rates).toEqual([]);
    expect((body.totals as Record<string, unknown>).total_shipping).toBeNull();
    expect(hash).toBe('');
    expect(itemsCount).toBe(0);
  });
  it('an expired coupon left in a cart stops counting', () => {
    const { body } = cartResponse({ lines: [{ product_id: 201, quantity: 1 }], coupons: ['zomer2025'], rate: '' }, plenty, NOW);
    expect(body.coupons).toEqual([]);
    const r = readCart(body);
    expect(r.ok && formatPrice(r.value.totals.total_price, r.value.totals.currency)).toBe('€ 18,50');
  });
  it('the hash changes with content, coupons and rate', () => {
    const a = { lines: [{ product_id: 201, quantity: 1 }], coupons: [], rate: '' };
    const hashes = new Set([cartHash(a, 1850), cartHash({ ...a, lines: [{ product_id: 201, quantity: 2 }] }, 3700), cartHash({ ...a, coupons: ['welkom10'] }, 1665), cartHash({ ...a, rate: 'flat_rate:2' }, 2345)]);
    expect(hashes.size).toBe(4);
  });
  it('low stock and the quantity maximum follow the stock (a cart holds none, as in WooCommerce)', () => {
    const { body } = cartResponse({ lines: [{ product_id: 201, quantity: 2 }], coupons: [], rate: '' }, () => 3, NOW);
    const item = (body.items as Record<string, any>[])[0]!;
    expect(item.low_stock_remaining).toBe(3);
    expect(item.quantity_limits.maximum).toBe(3);
    const { body: many } = cartResponse({ lines: [{ product_id: 101, quantity: 1 }], coupons: [], rate: '' }, plenty, NOW);
    expect((many.items as Record<string, any>[])[0]!.low_stock_remaining).toBeNull();
  });
});

describe('session cookie, nonce, cart token', () => {
  const secret = 'a'.repeat(64);
  const sid = newSessionId();
  it('session ids look like WooCommerce guest ids', () => expect(sid).toMatch(/^t_[0-9a-f]{30}$/));
  it('a cookie reads back; altered, expired or foreign ones do not', () => {
    const v = sessionCookieValue(secret, sid, NOW);
    expect(readSessionCookie(secret, v, NOW)).toBe(sid);
    expect(readSessionCookie('b'.repeat(64), v, NOW)).toBeUndefined();
    expect(readSessionCookie(secret, v.replace(sid, newSessionId()), NOW)).toBeUndefined();
    expect(readSessionCookie(secret, v, NOW + 49 * 3600)).toBeUndefined();
    for (const bad of [undefined, '', 'x', 'a||b||c||d', `${sid}||1||1||x`]) expect(readSessionCookie(secret, bad, NOW)).toBeUndefined();
  });
  it('nonces: 10 hex, valid this tick and the previous one, bound to the session', () => {
    const n = createNonce(secret, sid, NOW);
    expect(n).toMatch(/^[0-9a-f]{10}$/);
    expect(verifyNonce(secret, sid, n, NOW)).toBe(1);
    expect(verifyNonce(secret, sid, n, NOW + NONCE_TICK_SECONDS)).toBe(2);
    expect(verifyNonce(secret, sid, n, NOW + 2 * NONCE_TICK_SECONDS)).toBe(false);
    expect(verifyNonce(secret, newSessionId(), n, NOW)).toBe(false);
    expect(verifyNonce(secret, sid, 'ZZZZZZZZZZ', NOW)).toBe(false);
  });
  it('cart tokens: a JWT naming the session for two days; a bad signature or expiry is refused', () => {
    const t = createCartToken(secret, sid, NOW);
    expect(t.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString())).toMatchObject({ user_id: sid, iss: 'store-api' });
    expect(readCartToken(secret, t, NOW)).toBe(sid);
    expect(readCartToken(secret, t, NOW + 3 * 24 * 3600)).toBeUndefined();
    expect(readCartToken('c'.repeat(64), t, NOW)).toBeUndefined();
    for (const bad of [undefined, '', 'a.b', 'a.b.c', `${t}x`]) expect(readCartToken(secret, bad, NOW)).toBeUndefined();
  });
});
