/**
 * <wc-cart>'s anatomy: part names for `part=""`, the docs (elements/docs/wc-cart.ts) and the tests
 * (tests/browser/shop-parts.test.ts). The coupons, shipping and totals parts are the shared views'
 * (../shop/parts.ts). Names are public: never rename.
 */
import { partNames, SUMMARY_PART_NAMES, type SummaryPartName } from '../shop/parts';

export const CART_PARTS = {
  cart: 'cart',
  heading: 'heading',
  status: 'status',
  error: 'error',
  retry: 'retry',
  undoNotice: 'undo-notice',
  undo: 'undo',
  loading: 'loading',
  empty: 'empty',
  shopLink: 'shop-link',
  items: 'items',
  update: 'update',
  summary: 'summary',
  checkout: 'checkout',
  // one item (item.tsx)
  item: 'item',
  itemImage: 'item-image',
  itemName: 'item-name',
  itemPrice: 'item-price',
  quantity: 'quantity',
  decrease: 'decrease',
  quantityInput: 'quantity-input',
  increase: 'increase',
  itemTotal: 'item-total',
  remove: 'remove',
  itemError: 'item-error',
  // the shipping calculator (shipping-calculator.tsx)
  calculator: 'calculator',
  calculatorDestination: 'calculator-destination',
  calculatorToggle: 'calculator-toggle',
  calculatorForm: 'calculator-form',
  calculatorCountry: 'calculator-country',
  calculatorPostcode: 'calculator-postcode',
  calculatorCity: 'calculator-city',
  calculatorSubmit: 'calculator-submit',
  calculatorError: 'calculator-error',
  // cross-sells (cross-sells.tsx)
  crossSells: 'cross-sells',
  crossSell: 'cross-sell',
  crossSellAdd: 'cross-sell-add',
} as const;

/** A part name of <wc-cart>. */
export type CartPartName = (typeof CART_PARTS)[keyof typeof CART_PARTS] | SummaryPartName;

/** Every part <wc-cart> can render. */
export const WC_CART_PART_NAMES = partNames<CartPartName>(CART_PARTS, SUMMARY_PART_NAMES);
