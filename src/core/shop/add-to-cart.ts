/**
 * Add to cart from server-rendered buttons, as WooCommerce's `assets/js/frontend/add-to-cart.js`
 * (11.0.1) does it (reference 5.3): what the button says (its `data-*`), what the page says
 * (`wc_add_to_cart_params`, else the page settings), and the names and constants of the
 * behaviour. Pure: the DOM half is src/platform/shop/add-to-cart.ts.
 */
import { isPlainObject, looseBoolean } from '../shared/parsed';
import type { AddRequest } from './add-queue';

/** The buttons add-to-cart.js takes (delegated on `document.body`). */
export const ADD_TO_CART_SELECTOR = '.add_to_cart_button:not(.wc-interactive)';
/** Only these are sent by script; the others are links (variable products, "Lees meer"). */
export const AJAX_ADD_CLASS = 'ajax_add_to_cart';
/** What the loader looks for before it loads the behaviour (elements/base/page-check.ts). */
export const AJAX_ADD_SELECTOR = `.add_to_cart_button.${AJAX_ADD_CLASS}[data-product_id]`;
/** The button's classes while the add runs and after it succeeded. */
export const LOADING_CLASS = 'loading';
export const ADDED_CLASS = 'added';
/** The "view cart" link put after the button (`a.added_to_cart.wc-forward`). */
export const VIEW_CART_CLASS = 'added_to_cart wc-forward';
/** The live region WooCommerce makes (or finds) for the success message. */
export const LIVE_REGION_CLASS = 'widget_shopping_cart_live_region';
/** add-to-cart.js waits this long before it writes the message, so a screen reader hears a change (ms). */
export const LIVE_REGION_DELAY_MS = 1000;
/** Our error note after a button whose add failed (not WooCommerce's: it navigates to the product instead). */
export const ADD_ERROR_CLASS = 'se-add-to-cart-error';

/** WooCommerce's event names (jQuery events on `document.body`; we also dispatch DOM CustomEvents of these names). */
export const WC_EVENTS = {
  shouldSend: 'should_send_ajax_request.adding_to_cart',
  notSent: 'ajax_request_not_sent.adding_to_cart',
  adding: 'adding_to_cart',
  added: 'added_to_cart',
  removed: 'removed_from_cart',
  refreshed: 'wc_fragments_refreshed',
  buttonUpdated: 'wc_cart_button_updated',
} as const;

/** The cart page when nothing on the page names it (WooCommerce's Dutch default slug). */
export const DEFAULT_CART_URL = '/winkelwagen/';
export const DEFAULT_CHECKOUT_URL = '/afrekenen/';

/**
 * The add a button asks for: `data-product_id` (a whole number from 1, as WooCommerce prints
 * `$product->get_id()`), `data-quantity` read as `WC_AJAX::add_to_cart` reads `quantity`
 * (`empty()` → 1, else `wc_stock_amount`, i.e. intval). A quantity that is not a whole number from 1
 * after that ("abc", "-2") is sent as 1: WooCommerce would refuse it and send the visitor to the
 * product page; here the button adds one. null when the product id is missing or not a number
 * (add-to-cart.js lets the link be followed then).
 */
export function readAddButton(data: Readonly<Record<string, string | undefined>>): AddRequest | null {
  const rawId = (data.product_id ?? '').trim();
  if (!/^\d+$/.test(rawId)) return null;
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const rawQty = (data.quantity ?? '').trim();
  const q = /^[+-]?\d+(\.\d*)?$/.test(rawQty) ? Math.trunc(Number(rawQty)) : NaN;
  return { id, quantity: Number.isSafeInteger(q) && q >= 1 ? q : 1 };
}

/** What the page tells the behaviour, from `wc_add_to_cart_params` and the page settings. */
export interface AddToCartPage {
  cartUrl: string;
  /** The page is the cart page: no "view cart" link (`wc_add_to_cart_params.is_cart`). */
  isCart: boolean;
  redirectAfterAdd: boolean;
  /** `i18n_view_cart` when the page prints it (WooCommerce's translation), else undefined: ours. */
  viewCartText: string | undefined;
}

/** The page settings this reads (src/core/shared/settings.ts). */
export interface ShopPageSettings {
  cartUrl?: string | undefined;
  cartRedirectAfterAdd?: boolean | undefined;
}

/**
 * Reads `wc_add_to_cart_params` loosely, as WooCommerce prints it (`"yes"`/`"no"`, `is_cart` as
 * `""`/`"1"`/a boolean), over the page settings, over the defaults. `pathname` tells whether this
 * page is the cart page when no params say so.
 */
export function readAddToCartPage(params: unknown, settings: ShopPageSettings, pathname: string): AddToCartPage {
  const p = isPlainObject(params) ? params : {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const cartUrl = str(p.cart_url) ?? str(settings.cartUrl) ?? DEFAULT_CART_URL;
  const redirect = p.cart_redirect_after_add !== undefined ? p.cart_redirect_after_add === 'yes' || looseBoolean(p.cart_redirect_after_add) === true : settings.cartRedirectAfterAdd === true;
  const isCart = p.is_cart !== undefined ? looseBoolean(p.is_cart) === true || p.is_cart === 'yes' : samePath(cartUrl, pathname);
  return { cartUrl, isCart, redirectAfterAdd: redirect, viewCartText: str(p.i18n_view_cart) };
}

/** True when `url` names the page at `pathname` (trailing slash and `.html` aside). */
export function samePath(url: string, pathname: string): boolean {
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    return false;
  }
  const norm = (s: string) => s.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
  return norm(path) === norm(pathname);
}
