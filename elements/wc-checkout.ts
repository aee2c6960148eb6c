/**
 * <wc-checkout>: the checkout on WooCommerce's Store API (issue 33; reference 5.6, 5.8): contact,
 * billing and shipping addresses (the Dutch postcode + house number form by default), order notes,
 * the order summary with coupons and shipping rates, payment methods, terms, one order per press
 * (`POST wc/store/v1/checkout` with an Idempotency-Key), and the order-received view.
 * @summary Checkout: addresses, payment, one order per press and the order-received view (WooCommerce Store API).
 */
import { parseWcCheckoutConfig } from '../src/core/shop/checkout';
import { checkoutStrings } from '../src/i18n/checkout';
import { WcCheckoutWidget, wcCheckoutStyles } from '../src/widgets/wccheckout/wc-checkout';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'wc-checkout',
    definition: TAGS['wc-checkout'],
    styles: wcCheckoutStyles,
    config: parseWcCheckoutConfig,
    strings: checkoutStrings,
    Widget: WcCheckoutWidget,
  }),
);
