import { WC_MINI_CART_PART_NAMES, type MiniCartPartName } from '../../src/widgets/minicart/parts';
import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

const PART_DOCS: Record<MiniCartPartName, string> = {
  root: 'The wrapper of the toggle and the panel (hover opens it with open-cart mouseover).',
  toggle: 'The toggle button (aria-expanded, aria-controls the panel).',
  'toggle-label': 'The toggle\'s visually hidden name ("Winkelwagen, 3 producten").',
  'toggle-subtotal': 'The subtotal in the toggle.',
  count: 'The count badge (data-counter; hidden at 0).',
  overlay: 'The shade behind the side cart; a click closes.',
  panel: 'The cart (role="dialog"; aria-modal for the side cart).',
  title: 'The panel heading.',
  close: 'The close button.',
  error: 'A refusal for the whole cart, or the first read failing (with a retry button).',
  loading: 'Shown until the cart is known.',
  empty: 'The empty message.',
  items: 'The list of items (aria-busy while a change runs).',
  item: 'One item.',
  image: "The item's image.",
  name: "The item's name (a link to the product).",
  remove: 'The remove button.',
  price: 'Quantity × unit price.',
  stepper: 'The quantity stepper (decrease, quantity, increase).',
  decrease: 'One less.',
  quantity: 'The quantity.',
  increase: 'One more.',
  'item-error': "A refusal of this item's change (role=alert).",
  subtotal: 'The subtotal row.',
  'view-cart': 'The view-cart link.',
  checkout: 'The checkout link.',
  live: 'The polite live region (removals).',
};

export const docs: ElementDocs = {
  summary: 'Menu cart (Elementor Pro / WooCommerce) on the Store API.',
  description:
    "Elementor Pro's Menu Cart on WooCommerce's Store API ({restUrl}wc/store/v1/): a toggle with the item count badge and the subtotal " +
    '(accessible name "Winkelwagen, 3 producten"), and a panel with the items (image, name, unit price, a quantity stepper, remove), the ' +
    'subtotal and the view-cart and checkout links, or the empty message. cart-type side-cart (slides in from the side over a shade) or ' +
    'mini-cart (drops down under the toggle); open-cart click or mouseover; automatically-open-cart after an add on the page. Closes by its ' +
    'close button, an outside click and Escape; focus is trapped while open (unless opened by hovering) and returns to the toggle. Wrapping ' +
    "Elementor's printed Menu Cart markup (div.elementor-widget-woocommerce-menu-cart[data-settings]) reads cart_type, open_cart and " +
    'automatically_open_cart from it; attributes win. Every mini cart and the add-to-cart buttons share the page\'s one cart: one GET cart per ' +
    'page load (none while the woocommerce_items_in_cart cookie says the cart is empty), other tabs through the storage event, the ' +
    'back-forward cache refreshed. Methods: open(), close(). The host carries data-open while open.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: 'JSON with the same settings (camelCase names or Elementor\'s cart_type, open_cart, automatically_open_cart, cart_page_url, checkout_page_url).', type: 'string' },
    cartType: { description: 'side-cart (default) or mini-cart.', type: 'string' },
    openCart: { description: 'click (default) or mouseover.', type: 'string' },
    automaticallyOpenCart: { description: '"yes" opens the cart after an add on the page ("no", absent: not).', type: 'string' },
    cartUrl: { description: "The view-cart link; else ElementorProFrontendConfig.woocommerce.menu_cart.cart_page_url, the page settings' cartUrl, /winkelwagen/.", type: 'string' },
    checkoutUrl: { description: "The checkout link; else menu_cart.checkout_page_url, the page settings' checkoutUrl, /afrekenen/.", type: 'string' },
  },
  events: [
    { name: 'wc-mini-cart-toggle', description: 'The panel opened or closed (bubbling, composed).', detail: '{ open: boolean }' },
    { name: 'removed_from_cart', description: "On document.body after a remove, as WooCommerce's (and through jQuery with [fragments, cart_hash, $button] when the page has jQuery).", detail: '{ button, cartHash, itemsCount }' },
    { name: 'wc_fragments_refreshed', description: 'On document.body after each read of the cart (and through jQuery).', detail: '{}' },
  ],
  parts: WC_MINI_CART_PART_NAMES.map((name) => ({ name, description: PART_DOCS[name] })),
  cssProperties: [
    { name: '--se-mini-cart-width', description: 'Panel width (never wider than the viewport).', default: '350px' },
    { name: '--se-mini-cart-bg', description: 'Panel background.', default: '#fff' },
    { name: '--se-mini-cart-color', description: 'Panel text colour.', default: '#222' },
    { name: '--se-mini-cart-accent', description: 'Link buttons colour.', default: '#6b3e26' },
    { name: '--se-mini-cart-accent-text', description: 'Checkout button text colour.', default: '#fff' },
    { name: '--se-mini-cart-overlay', description: 'Shade behind the side cart.', default: 'rgba(0,0,0,.25)' },
    { name: '--se-mini-cart-z-index', description: 'Stacking order of the shade (the panel is one above).', default: '9998' },
    { name: '--se-mini-cart-toggle-bg', description: 'Toggle background.', default: 'transparent' },
    { name: '--se-mini-cart-toggle-color', description: 'Toggle text colour.', default: 'inherit' },
    { name: '--se-mini-cart-toggle-border', description: 'Toggle border colour.', default: 'currentColor' },
    { name: '--se-mini-cart-radius', description: 'Toggle corner radius.', default: '999px' },
    { name: '--se-mini-cart-badge-bg', description: 'Count badge background.', default: '#a4161a' },
    { name: '--se-mini-cart-badge-color', description: 'Count badge text.', default: '#fff' },
    { name: '--se-mini-cart-focus', description: 'Focus ring colour.', default: '#1a73e8' },
    { name: '--se-mini-cart-muted', description: 'Secondary text colour.', default: '#555' },
  ],
  slots: [],
};
