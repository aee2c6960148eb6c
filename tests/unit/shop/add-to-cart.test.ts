import { describe, expect, it } from 'vitest';
import { DEFAULT_CART_URL, readAddButton, readAddToCartPage, samePath } from '../../../src/core/shop/add-to-cart';

describe('readAddButton (data-product_id, data-quantity as WC_AJAX::add_to_cart reads them)', () => {
  it.each([
    [{ product_id: '201', quantity: '1' }, { id: 201, quantity: 1 }],
    [{ product_id: '201' }, { id: 201, quantity: 1 }],
    [{ product_id: ' 201 ', quantity: '3' }, { id: 201, quantity: 3 }],
    [{ product_id: '201', quantity: '' }, { id: 201, quantity: 1 }],
    [{ product_id: '201', quantity: '0' }, { id: 201, quantity: 1 }],
    [{ product_id: '201', quantity: '2.7' }, { id: 201, quantity: 2 }],
    [{ product_id: '201', quantity: '-2' }, { id: 201, quantity: 1 }],
    [{ product_id: '201', quantity: 'abc' }, { id: 201, quantity: 1 }],
    [{ product_id: '201', quantity: '1e3' }, { id: 201, quantity: 1 }],
    [{ product_id: '' }, null],
    [{ product_id: '0' }, null],
    [{ product_id: 'abc' }, null],
    [{ product_id: '12.5' }, null],
    [{ product_id: '99999999999999999999' }, null],
    [{}, null],
  ])('%j -> %j', (data, out) => expect(readAddButton(data)).toEqual(out));
});

describe('readAddToCartPage (wc_add_to_cart_params over page settings over defaults)', () => {
  it.each([
    [undefined, {}, '/winkel.html', { cartUrl: DEFAULT_CART_URL, isCart: false, redirectAfterAdd: false, viewCartText: undefined }],
    [undefined, { cartUrl: '/winkelwagen.html', cartRedirectAfterAdd: true }, '/winkel.html', { cartUrl: '/winkelwagen.html', isCart: false, redirectAfterAdd: true, viewCartText: undefined }],
    [undefined, { cartUrl: '/winkelwagen.html' }, '/winkelwagen.html', { cartUrl: '/winkelwagen.html', isCart: true, redirectAfterAdd: false, viewCartText: undefined }],
    [
      { cart_url: 'https://shop.test/cart/', is_cart: '', cart_redirect_after_add: 'no', i18n_view_cart: 'Bekijk winkelwagen' },
      { cartUrl: '/x', cartRedirectAfterAdd: true },
      '/cart/',
      { cartUrl: 'https://shop.test/cart/', isCart: false, redirectAfterAdd: false, viewCartText: 'Bekijk winkelwagen' },
    ],
    [{ cart_url: '/cart/', is_cart: '1', cart_redirect_after_add: 'yes' }, {}, '/', { cartUrl: '/cart/', isCart: true, redirectAfterAdd: true, viewCartText: undefined }],
    [{ cart_url: '', is_cart: true, cart_redirect_after_add: true, i18n_view_cart: '  ' }, {}, '/', { cartUrl: DEFAULT_CART_URL, isCart: true, redirectAfterAdd: true, viewCartText: undefined }],
    ['garbage', {}, '/winkelwagen/', { cartUrl: DEFAULT_CART_URL, isCart: true, redirectAfterAdd: false, viewCartText: undefined }],
    [{ cart_url: 42, cart_redirect_after_add: 'maybe' }, {}, '/', { cartUrl: DEFAULT_CART_URL, isCart: false, redirectAfterAdd: false, viewCartText: undefined }],
  ])('%j %j on %s', (params, settings, path, out) => expect(readAddToCartPage(params, settings, path)).toEqual(out));
});

describe('samePath', () => {
  it.each([
    ['/winkelwagen/', '/winkelwagen', true],
    ['/winkelwagen.html', '/winkelwagen', true],
    ['https://x.test/winkelwagen/?a=1', '/winkelwagen/', true],
    ['/', '/', true],
    ['/winkelwagen/', '/winkel.html', false],
    ['http://[bad', '/', false],
  ])('%s vs %s', (url, path, out) => expect(samePath(url, path)).toBe(out));
});
