/**
 * When a page needs to read the cart (issue 32: "one Store API read per page load, none while the
 * cart cookie says the cart is empty"; cross-tab updates; the back-forward cache). WooCommerce
 * keeps two cookies the page can read (WC_Cart_Session::set_cart_cookies): `woocommerce_items_in_cart`
 * ("1" while the cart holds something) and `woocommerce_cart_hash` (the cart's hash, the same value
 * as the Store API's `Cart-Hash` header). Pure: the caller passes `document.cookie`.
 */

export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

export interface CartCookies {
  /** The cart holds something (`woocommerce_items_in_cart` is set and not "0"). */
  hasItems: boolean;
  /** `woocommerce_cart_hash`, "" when absent. */
  hash: string;
}

/** Reads the two cart cookies from a `document.cookie` string. */
export function readCartCookies(cookieString: string): CartCookies {
  let items = '';
  let hash = '';
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    let value = part.slice(i + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep it as written
    }
    if (name === ITEMS_IN_CART_COOKIE) items = value;
    else if (name === CART_HASH_COOKIE) hash = value;
  }
  return { hasItems: items !== '' && items !== '0', hash };
}

/**
 * Whether the page must read the cart: not when the cookies say it is empty (a known empty cart
 * is shown without a request), not when the hash it holds is the cookie's (another read already
 * told it), else yes. `known` is the hash of the cart the page holds (undefined: none read yet).
 */
export function needsCartRead(cookies: CartCookies, known: string | undefined): boolean {
  if (!cookies.hasItems) return known !== undefined && known !== '';
  return known === undefined || known !== cookies.hash;
}
