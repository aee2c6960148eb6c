import { WC_CART_PART_NAMES, type CartPartName } from '../../src/widgets/wccart/parts';
import { SUMMARY_PART_DOCS } from './shop-summary';
import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

const PART_DOCS: Record<CartPartName, string> = {
  ...SUMMARY_PART_DOCS,
  cart: 'The whole cart (aria-busy while a change is on its way).',
  heading: 'The visually hidden heading (focus falls back here when its target never renders).',
  status: 'The polite live region announcing changes.',
  error: 'A whole-cart error (role="alert"), with the retry button (part retry) when no usable answer came.',
  retry: 'Retries the failed call (in the error notice).',
  'undo-notice': 'The notice after a removal, with the undo button (part undo).',
  undo: 'Puts the removed item back (in the undo notice).',
  loading: 'Shown until the cart is known.',
  empty: 'The empty cart, with the link back to the shop (part shop-link).',
  'shop-link': 'The link back to the shop (in the empty cart).',
  items: 'The list of items; each item is part item (data-key = the cart item key) with item-image, item-name, item-price, item-total, quantity, quantity-input, decrease, increase, remove, item-error.',
  update: 'The "Update cart" button, with manual-update set.',
  summary: 'The summary column: coupons (coupon-input, coupon-apply, coupon-error, coupon-note, coupon-list, coupon-code, coupon-remove), shipping (rate, shipping-error), totals (total-row and total-{subtotal|discount|fee|shipping|tax|total}) and checkout.',
  checkout: 'The checkout button under the totals, with checkout-url set.',
  item: 'One item (data-key = the cart item key; aria-busy while its change runs).',
  'item-image': "The item's image.",
  'item-name': "The item's name (a link to the product when it has one).",
  'item-price': 'The unit price.',
  quantity: 'The quantity stepper, or the fixed quantity of an item that cannot change.',
  decrease: 'One less.',
  'quantity-input': 'The quantity field.',
  increase: 'One more.',
  'item-total': 'The line total.',
  remove: 'The remove button.',
  'item-error': "A refusal of this item's change (role=\"alert\").",
  'cross-sells': 'The cross-sell products (cross-sell, cross-sell-add), with cross-sells set.',
  'cross-sell': 'One cross-sell product.',
  'cross-sell-add': "A cross-sell product's add button.",
  shipping: 'The shipping rates (rate, shipping-error).',
  calculator: "The shipping calculator under the rates (WooCommerce's \"Calculate shipping\"): calculator-destination, calculator-toggle, calculator-form.",
  'calculator-destination': 'Where the cart is shipped to, as the shop has it ("Verzenden naar 3511 AB Utrecht, Nederland.").',
  'calculator-toggle': 'Opens and closes the calculator\'s form (aria-expanded): "Adres wijzigen", or "Verzendkosten berekenen" when the shop knows no address.',
  'calculator-form': 'The form: calculator-country, calculator-postcode, calculator-city, calculator-submit, calculator-error.',
  'calculator-country': 'The country select (the countries attribute).',
  'calculator-postcode': 'The postcode field.',
  'calculator-city': 'The city field.',
  'calculator-submit': 'Sends the address (cart/update-customer).',
  'calculator-error': "A field's message, or the shop's refusal (role=\"alert\").",
};

export const docs: ElementDocs = {
  summary: 'Cart page: quantities, remove with undo, coupons, shipping and totals (WooCommerce Store API).',
  description:
    "The cart page as WooCommerce's Cart block and Elementor Pro's Cart widget offer it, on WooCommerce's Store API " +
    '(GET wc/store/v1/cart, cart/update-item, cart/remove-item, cart/add-item for undo and cross-sells, cart/apply-coupon, cart/remove-coupon, cart/select-shipping-rate, cart/update-customer) ' +
    "through the page's one cart store, so every cart tag on the page shows the same answer. Items show image, name (server text, never HTML), unit price and line total; " +
    "quantities are typed or stepped within the item's quantity_limits (minimum, maximum, multiple_of) and sent 1500 ms after the last change " +
    "(Elementor's update_cart_automatically; Enter sends at once). A removal can be undone (the item is added back with its quantity). " +
    'Coupons are applied and removed with the answer shown on the coupon field; shipping rates are a radio group per package, with a shipping calculator ' +
    '(country, postcode, city sent as the shipping address; the rates, taxes and totals for it shown, a chosen rate kept while offered); totals are the API\'s ' +
    '(subtotal, discount, fees, shipping, tax lines, total), formatted from minor units, never computed. Errors go where they belong: on the item (stock, quantity), ' +
    'on the coupon field, on the shipping rates, or for the whole cart with a retry button (offline, timeout, 5xx); a stale nonce is refreshed from the answer. ' +
    "Wrapping Elementor's Cart widget markup (.elementor-widget-woocommerce-cart[data-settings]) it reads sticky_right_column, sticky_right_column_offset and " +
    'update_cart_automatically from it (loose values); the printed markup stays visible until the element upgrades.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: "Elementor's Cart widget settings JSON (sticky_right_column, sticky_right_column_offset, update_cart_automatically), instead of a child <script type=\"application/json\"> block. Optional.", type: 'string' },
    shopUrl: { description: 'Where the empty cart links back to (http(s) or relative).', default: '/winkel.html' },
    checkoutUrl: { description: 'The checkout page: a checkout button under the totals when set.' },
    crossSells: { description: "Show the cart's cross_sells (with an add button) below the items.", type: 'boolean', default: 'false' },
    stickySummary: { description: "Keep the summary column in view while the items scroll (Elementor's sticky_right_column), on screens wide enough for two columns.", type: 'boolean', default: 'false' },
    stickyOffset: { description: "Distance from the top of the viewport of the sticky summary, in px, 0 to 1000 (Elementor's sticky_right_column_offset).", type: 'number', default: '0' },
    manualUpdate: { description: 'Send quantities only with the "Update cart" button (Elementor\'s update_cart_automatically off).', type: 'boolean', default: 'false' },
    taxDisplay: { description: "Prices shown including or excluding tax (WooCommerce's woocommerce_tax_display_cart): incl shows each amount with its own tax and the tax lines as \"of which\" under the total; excl lists the tax lines.", type: "'incl' | 'excl'", default: 'incl' },
    nonce: { description: "The Store API nonce (wc_store_api) for this page; else the page's wcBlocksMiddlewareConfig.storeApiNonce; else the first refusal's Nonce header repairs the call." },
    countries: { description: 'Country codes the shipping calculator offers, the first the default ("NL,BE,DE").', default: 'NL,BE,DE' },
    shippingCalculator: { description: "The shipping calculator under the rates (WooCommerce's woocommerce_enable_shipping_calc): \"no\" leaves it out.", type: "'yes' | 'no'", default: 'yes' },
  },
  events: [],
  parts: WC_CART_PART_NAMES.map((name) => ({ name, description: PART_DOCS[name] })),
  cssProperties: [
    { name: '--se-cart-accent', description: 'Buttons, links and the radio accent.', default: '#8a4b14' },
    { name: '--se-cart-accent-contrast', description: 'Text on the accent.', default: '#fff' },
    { name: '--se-cart-border-color', description: 'Lines between items and around the summary.', default: '#ded6cc' },
    { name: '--se-cart-surface', description: 'Background of the summary and notices.', default: '#faf6f1' },
    { name: '--se-cart-muted', description: 'Secondary text (unit price, tax lines).', default: '#5e5750' },
    { name: '--se-cart-error', description: 'Error text.', default: '#b3261e' },
    { name: '--se-cart-success', description: 'Discount and coupon confirmation.', default: '#1e6b35' },
    { name: '--se-cart-radius', description: 'Corner radius.', default: '8px' },
  ],
  slots: [],
};
