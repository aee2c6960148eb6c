/**
 * <wc-mini-cart>: Elementor Pro's Menu Cart on WooCommerce's Store API (issue 32): the toggle with
 * count and subtotal, a side cart or a mini cart with the items, quantities, remove, subtotal and the
 * cart and checkout links; one cart read per page shared by every mini cart; other tabs kept in step.
 * Wraps Elementor's printed Menu Cart markup (`data-settings`) or stands alone with attributes.
 * @summary Menu cart (Elementor Pro / WooCommerce) on the Store API.
 */
import { miniCartElementConfig } from '../src/core/shop/mini-cart';
import { miniCartStrings } from '../src/i18n/mini-cart';
import { MiniCartWidget, miniCartStyles } from '../src/widgets/minicart/mini-cart';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'wc-mini-cart',
    definition: TAGS['wc-mini-cart'],
    styles: miniCartStyles,
    config: miniCartElementConfig,
    strings: miniCartStrings,
    Widget: MiniCartWidget,
  }),
);
