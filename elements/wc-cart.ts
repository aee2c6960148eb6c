/**
 * <wc-cart>: the cart page on WooCommerce's Store API (issue 32; reference 5.5, 5.8): items,
 * quantities, remove with undo, coupons, shipping rates, totals, the sticky summary column, on the
 * page's one cart store. Wrapping Elementor's Cart widget markup, it reads that widget's data-settings.
 * @summary Cart page: quantities, remove with undo, coupons, shipping and totals (WooCommerce Store API).
 */
import { parseWcCartConfig } from '../src/core/shop/cart-page';
import { wcCartStrings } from '../src/i18n/wccart';
import { WcCartWidget, wcCartStyles } from '../src/widgets/wccart/wc-cart';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'wc-cart',
    definition: TAGS['wc-cart'],
    styles: wcCartStyles,
    config: parseWcCartConfig,
    strings: wcCartStrings,
    Widget: WcCartWidget,
  }),
);
