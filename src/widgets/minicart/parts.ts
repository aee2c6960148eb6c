/**
 * <wc-mini-cart>'s anatomy (Elementor Pro's Menu Cart): part names for `part=""`, the docs
 * (elements/docs/wc-mini-cart.ts) and the tests (tests/browser/shop-parts.test.ts). Names are
 * public: never rename.
 */
export const MINI_CART_PARTS = {
  root: 'root',
  toggle: 'toggle',
  toggleLabel: 'toggle-label',
  toggleSubtotal: 'toggle-subtotal',
  count: 'count',
  overlay: 'overlay',
  panel: 'panel',
  title: 'title',
  close: 'close',
  error: 'error',
  loading: 'loading',
  empty: 'empty',
  items: 'items',
  item: 'item',
  image: 'image',
  name: 'name',
  remove: 'remove',
  price: 'price',
  stepper: 'stepper',
  decrease: 'decrease',
  quantity: 'quantity',
  increase: 'increase',
  itemError: 'item-error',
  subtotal: 'subtotal',
  viewCart: 'view-cart',
  checkout: 'checkout',
  live: 'live',
} as const;

/** A part name of <wc-mini-cart>. */
export type MiniCartPartName = (typeof MINI_CART_PARTS)[keyof typeof MINI_CART_PARTS];

/** Every part <wc-mini-cart> can render. */
export const WC_MINI_CART_PART_NAMES: readonly MiniCartPartName[] = Object.values(MINI_CART_PARTS);
