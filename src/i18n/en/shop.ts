import type { StringsOf } from '../index';
import type { shop as nl } from '../nl/shop';

/** Strings of the shop (English). */
export const shop: StringsOf<typeof nl> = {
  'shop.error.woocommerce_rest_missing_nonce': 'Your session has expired. Reload the page and try again.',
  'shop.error.woocommerce_rest_invalid_nonce': 'Your session has expired. Reload the page and try again.',
  'shop.error.woocommerce_rest_product_out_of_stock': '{name} is out of stock.',
  'shop.error.woocommerce_rest_product_partially_out_of_stock': 'There is not enough {name} in stock.',
  'shop.error.woocommerce_rest_product_invalid_quantity': 'Choose a quantity of at least 1.',
  'shop.error.invalid_quantity': 'That quantity is not possible for {name}.',
  'shop.error.readonly_quantity': 'The quantity of {name} cannot be changed.',
  'shop.error.woocommerce_rest_cart_invalid_product': 'This product does not exist (any more).',
  'shop.error.woocommerce_rest_product_not_purchasable': 'This product cannot be purchased.',
  'shop.error.woocommerce_rest_cart_invalid_key': 'This product is no longer in your cart.',
  'shop.error.woocommerce_rest_cart_coupon_error': 'This coupon cannot be used.',
  'shop.error.woocommerce_rest_cart_coupon_invalid_code': 'This coupon is not applied to your order.',
  'shop.error.woocommerce_rest_cart_coupon_disabled': 'Coupons are disabled.',
  'shop.error.woocommerce_rest_cart_missing_rate_id': 'Choose a shipping method.',
  'shop.error.woocommerce_rest_shipping_disabled': 'Shipping is disabled.',
  'shop.error.woocommerce_rest_unknown_server_error': 'Something went wrong on the server. Please try again later.',
  'shop.error.offline': 'No connection. Check your internet connection and try again.',
  'shop.error.timeout': 'The shop did not answer in time. Please try again.',
  'shop.error.http_error': 'The shop answered with an error (HTTP {status}). Please try again later.',
  'shop.error.unparseable': 'The shop sent an answer that could not be read. Please try again later.',
  'shop.error.aborted': 'Cancelled.',
  'shop.error.unknown': 'Something went wrong with your cart. Please try again.',
  'shop.coupon.expired': 'Coupon "{code}" has expired.',
  'shop.coupon.notExist': 'Coupon "{code}" does not exist.',
  'shop.coupon.alreadyApplied': 'Coupon "{code}" has already been applied.',
  'shop.stock.remaining': '{n} left in stock',
  'shop.stock.backorder': 'Available on backorder',
};
