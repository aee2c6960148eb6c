import { describe, expect, it } from 'vitest';
import { needsCartRead, readCartCookies } from '../../../src/core/shop/sync';

describe('cart cookies', () => {
  it.each([
    ['', { hasItems: false, hash: '' }],
    ['woocommerce_items_in_cart=1; woocommerce_cart_hash=abc', { hasItems: true, hash: 'abc' }],
    ['a=b;woocommerce_items_in_cart=0', { hasItems: false, hash: '' }],
    ['woocommerce_cart_hash=%E2%82%AC; woocommerce_items_in_cart=1', { hasItems: true, hash: '€' }],
    ['woocommerce_cart_hash=%E2; junk; =x', { hasItems: false, hash: '%E2' }],
  ])('%j', (s, out) => expect(readCartCookies(s)).toEqual(out));
});

describe('needsCartRead', () => {
  it.each([
    [{ hasItems: false, hash: '' }, undefined, false],
    [{ hasItems: false, hash: '' }, '', false],
    [{ hasItems: false, hash: '' }, 'abc', true],
    [{ hasItems: true, hash: 'abc' }, undefined, true],
    [{ hasItems: true, hash: 'abc' }, 'abc', false],
    [{ hasItems: true, hash: 'def' }, 'abc', true],
  ])('%j holding %j -> %s', (c, known, out) => expect(needsCartRead(c, known)).toBe(out));
});
