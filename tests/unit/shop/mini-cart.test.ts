import { describe, expect, it } from 'vitest';
import { miniCartElementConfig, miniCartLinks, miniCartSettings, readMenuCartSettings } from '../../../src/core/shop/mini-cart';

const none = { cartType: undefined, openCart: undefined, autoOpen: undefined, cartUrl: undefined, checkoutUrl: undefined };

describe('readMenuCartSettings (Elementor data-settings, loose)', () => {
  it.each([
    [null, { cartType: 'side-cart', openCart: 'click', autoOpen: false }],
    ['', { cartType: 'side-cart', openCart: 'click', autoOpen: false }],
    ['{"cart_type":"mini-cart","open_cart":"mouseover","automatically_open_cart":"yes"}', { cartType: 'mini-cart', openCart: 'mouseover', autoOpen: true }],
    ['{"cart_type":"drawer","open_cart":"","automatically_open_cart":"no"}', { cartType: 'side-cart', openCart: 'click', autoOpen: false }],
    ['{"automatically_open_cart":true}', { cartType: 'side-cart', openCart: 'click', autoOpen: true }],
    ['{not json', { cartType: 'side-cart', openCart: 'click', autoOpen: false }],
    ['[]', { cartType: 'side-cart', openCart: 'click', autoOpen: false }],
  ])('%s', (raw, out) => expect(readMenuCartSettings(raw)).toEqual(out));
});

describe('miniCartElementConfig (attributes and JSON config)', () => {
  it.each([
    [{}, undefined, none],
    [{ cartType: 'mini-cart', openCart: 'mouseover', automaticallyOpenCart: 'yes' }, undefined, { ...none, cartType: 'mini-cart', openCart: 'mouseover', autoOpen: true }],
    [{ automaticallyOpenCart: 'no' }, undefined, { ...none, autoOpen: false }],
    [{ automaticallyOpenCart: '' }, undefined, { ...none, autoOpen: false }],
    [{}, { cart_type: 'mini-cart', automatically_open_cart: 'yes', cart_page_url: '/cart/' }, { ...none, cartType: 'mini-cart', autoOpen: true, cartUrl: '/cart/' }],
    [{ cartType: 'side-cart' }, { cartType: 'mini-cart' }, { ...none, cartType: 'side-cart' }],
    [{ cartUrl: '/winkelwagen.html', checkoutUrl: 'https://x.test/afrekenen/' }, undefined, { ...none, cartUrl: '/winkelwagen.html', checkoutUrl: 'https://x.test/afrekenen/' }],
  ])('%j %j', (props, json, out) => expect(miniCartElementConfig({ props, json })).toEqual({ ok: true, value: out }));

  it.each([
    [{ cartType: 'drawer' }, undefined, 'cart-type'],
    [{ openCart: 'hover' }, undefined, 'open-cart'],
    [{ automaticallyOpenCart: 'soms' }, undefined, 'automatically-open-cart'],
    [{ checkoutUrl: 'javascript:alert(1)' }, undefined, 'checkout-url'],
    [{}, { cart_type: 5 }, 'config.cart_type'],
    [{}, [1], 'config'],
  ])('%j %j -> issue at %s', (props, json, path) => {
    const r = miniCartElementConfig({ props, json });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});

describe('miniCartSettings and miniCartLinks', () => {
  it('attributes win over the wrapped markup', () => {
    expect(miniCartSettings({ ...none, openCart: 'mouseover' }, { cartType: 'mini-cart', openCart: 'click', autoOpen: true })).toEqual({ cartType: 'mini-cart', openCart: 'mouseover', autoOpen: true });
  });
  it.each([
    [{}, undefined, {}, { cartUrl: '/winkelwagen/', checkoutUrl: '/afrekenen/' }],
    [{}, { woocommerce: { menu_cart: { cart_page_url: 'https://s.test/cart/', checkout_page_url: 'https://s.test/checkout/' } } }, { cartUrl: '/x' }, { cartUrl: 'https://s.test/cart/', checkoutUrl: 'https://s.test/checkout/' }],
    [{ cartUrl: '/a' }, { woocommerce: { menu_cart: { cart_page_url: '/b' } } }, { checkoutUrl: '/c' }, { cartUrl: '/a', checkoutUrl: '/c' }],
    [{}, { woocommerce: { menu_cart: { cart_page_url: 'javascript:x', checkout_page_url: 7 } } }, {}, { cartUrl: '/winkelwagen/', checkoutUrl: '/afrekenen/' }],
  ])('%j %j %j', (config, elementor, settings, out) => expect(miniCartLinks({ cartUrl: undefined, checkoutUrl: undefined, ...config }, elementor, settings)).toEqual(out));
});
