import type { StringsOf } from '../index';
import type { miniCart as nl } from '../nl/mini-cart';

/** Strings of add to cart and <wc-mini-cart> (English). */
export const miniCart: StringsOf<typeof nl> = {
  'shop.add.viewCart': 'View cart',
  'shop.add.added': 'Added to your cart.',
  'shop.mini.toggle': 'Cart',
  'shop.mini.toggleCount': 'Cart, {n} items',
  'shop.mini.toggleCountOne': 'Cart, 1 item',
  'shop.mini.title': 'Cart',
  'shop.mini.close': 'Close cart',
  'shop.mini.empty': 'No products in the cart.',
  'shop.mini.subtotal': 'Subtotal',
  'shop.mini.viewCart': 'View cart',
  'shop.mini.checkout': 'Checkout',
  'shop.mini.remove': 'Remove {name}',
  'shop.mini.decrease': 'One {name} less',
  'shop.mini.increase': 'One {name} more',
  'shop.mini.quantity': 'Quantity',
  'shop.mini.loading': 'Loading cart…',
  'shop.mini.removed': '{name} was removed from your cart.',
  'shop.mini.retry': 'Try again',
};
