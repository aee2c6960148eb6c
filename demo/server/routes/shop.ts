/**
 * WooCommerce's Store API, the cart subset the cart tags use (issue 32; reference 5.8; WC 11.0.1
 * `src/StoreApi/Routes/V1/Cart*.php`, `AbstractCartRoute.php`), under `/wp-json/wc/store/v1/`:
 *   GET  cart
 *   POST cart/add-item {id, quantity, variation?}        201 + the cart
 *   POST cart/update-item {key, quantity}
 *   POST cart/remove-item {key}
 *   POST cart/apply-coupon {code}
 *   POST cart/remove-coupon {code}
 *   POST cart/select-shipping-rate {package_id?, rate_id}
 *   POST cart/update-customer {billing_address?, shipping_address?}
 * Writes need the `Nonce` header (401 woocommerce_rest_missing_nonce / 403
 * woocommerce_rest_invalid_nonce) unless a valid `Cart-Token` names the cart. Every answer,
 * errors included, carries `Nonce`, `Nonce-Timestamp`, `User-ID`, `Cart-Token`, `Cart-Hash` and
 * `Cache-Control: no-store`; without a cart token it sets the session cookie and, as
 * WC_Cart_Session::set_cart_cookies does, `woocommerce_items_in_cart=1` + `woocommerce_cart_hash`
 * while the cart holds something (cleared when it empties). Errors are WordPress REST errors
 * `{code, message, data: {status}}` with WooCommerce's codes and (HTML-escaped) messages; a 409
 * carries `data.cart`. `add-item` honours an `Idempotency-Key` header: a repeat of an applied add
 * answers the cart as it stands without adding again. Stock rule: storage/shop.ts.
 */
import type { Ctx, Reply } from '../router';
import { shopCoupon, shopProduct } from '../shop/catalog';
import { checkAddress, emptyAddress, invalidParams, type Address, type WpError } from '../shop/checkout';
import { cartAddresses, cartRates, cartResponse, itemKey, validCoupons, type CartState } from '../shop/pricing';
import {
  HASH_COOKIE,
  ITEMS_COOKIE,
  SESSION_COOKIE,
  createCartToken,
  createNonce,
  newSessionId,
  readCartToken,
  readSessionCookie,
  sessionCookieValue,
  verifyNonce,
} from '../shop/session';
import { nowSeconds } from '../storage';
import { CART_TTL_SECONDS } from '../storage/shop';
import type { RouteModule } from './module';
import { customerCartState, customerId, withCustomer } from '../shop/customer';
import { esc } from '../html';

export const STORE_NAMESPACE = 'wc/store/v1';
/** Largest cart write body (a coupon code, a key and a quantity fit in far less). */
const MAX_BODY = 8 * 1024;
/** Purge expired carts at most this often per process. */
const PURGE_EVERY_SECONDS = 60;
let lastPurge = 0;

/** esc_html, as WooCommerce escapes the messages it throws. */
export { esc } from '../html';

export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More of WooCommerce's `data` (`params`, `details`, `errors`, …); `status` (and `cart` on a 409) are added. */
    readonly extra: Record<string, unknown> = {},
    /** Errors after the first (rest_convert_error_to_response's `additional_errors`). */
    readonly additional: { code: string; message: string; data: Record<string, unknown> }[] = [],
  ) {
    super(message);
  }
}

export interface Visit {
  ctx: Ctx;
  session: string;
  now: number;
  body: Record<string, unknown>;
}

/** An action's outcome: nothing (200 and the cart), a status with the cart, or its own answer instead of the cart. */
export type Action = (v: Visit) => Promise<number | void | { status: number; json: unknown; headers?: Record<string, string> }>;

export const header = (ctx: Ctx, name: string): string | undefined => {
  const v = ctx.req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}`;
}

/** The product of a cart item key in this cart, or undefined. */
function lineOfKey(state: CartState, key: unknown): number | undefined {
  if (typeof key !== 'string') return undefined;
  return state.lines.find((l) => itemKey(l.product_id) === key)?.product_id;
}

/** `wc_stock_amount`: a whole number (intval), NaN when not numeric. */
function stockAmount(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : NaN;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Math.trunc(Number(v));
  return NaN;
}

const productName = (id: number) => shopProduct(id)?.name ?? String(id);

const addItem: Action = async ({ ctx, session, now, body }) => {
  if (body.key !== undefined && body.key !== '') throw new RouteError(400, 'woocommerce_rest_cart_item_exists', 'Cannot create an existing cart item.');
  const rawId = body.id;
  const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  if (rawId !== undefined && !Number.isInteger(id)) throw new RouteError(400, 'rest_invalid_param', 'Invalid parameter(s): id');
  const product = Number.isInteger(id) ? shopProduct(Math.abs(id)) : undefined;
  if (!product) throw new RouteError(400, 'woocommerce_rest_cart_invalid_product', esc(`Product with ID "${Number.isInteger(id) ? Math.abs(id) : 0}" was not found and cannot be added to the cart.`));
  const quantity = body.quantity === undefined || body.quantity === null ? 1 : stockAmount(body.quantity);
  if (!(quantity > 0)) throw new RouteError(400, 'woocommerce_rest_product_invalid_quantity', `You cannot add &quot;${esc(product.name)}&quot; with a quantity less than or equal to 0 to the cart.`);
  const key = header(ctx, 'idempotency-key');
  if (key !== undefined && !/^[\x21-\x7e]{1,200}$/.test(key)) throw new RouteError(400, 'invalid_idempotency_key', 'Header "Idempotency-Key" must be 1 to 200 visible ASCII characters');
  const outcome = await ctx.store.shop.addItem(session, product.id, quantity, key, now);
  if (outcome === 'no_stock') {
    const left = (await ctx.store.shop.stock(product.id)) ?? 0;
    if (left <= 0) throw new RouteError(400, 'woocommerce_rest_product_out_of_stock', `You cannot add &quot;${esc(product.name)}&quot; to the cart because the product is out of stock.`);
    throw new RouteError(400, 'woocommerce_rest_product_partially_out_of_stock', `You cannot add that amount of &quot;${esc(product.name)}&quot; to the cart because there is not enough stock (${left} remaining).`);
  }
  return 201;
};

const updateItem: Action = async ({ ctx, session, now, body }) => {
  const state = await ctx.store.shop.load(session, now);
  const productId = lineOfKey(state, body.key);
  if (productId === undefined) throw new RouteError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');
  if (body.quantity === undefined) return;
  const quantity = stockAmount(body.quantity);
  const name = esc(productName(productId));
  if (!(quantity >= 1)) throw new RouteError(400, 'invalid_quantity', `The minimum quantity of &quot;${name}&quot; allowed in the cart is 1`);
  const result = await ctx.store.shop.setQuantity(session, productId, quantity, now);
  if (result === 'missing') throw new RouteError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');
  if (result === 'no_stock') {
    const max = Math.min(9999, (await ctx.store.shop.stock(productId)) ?? 0);
    throw new RouteError(400, 'invalid_quantity', `The maximum quantity of &quot;${name}&quot; allowed in the cart is ${max}`);
  }
};

const removeItem: Action = async ({ ctx, session, now, body }) => {
  const state = await ctx.store.shop.load(session, now);
  const productId = lineOfKey(state, body.key);
  if (productId === undefined || !(await ctx.store.shop.removeItem(session, productId, now))) throw new RouteError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.');
};

/** `wc_format_coupon_code`: entities decoded, trimmed, lower case. */
const couponCode = (v: unknown) => (typeof v === 'string' ? v.replace(/&amp;/g, '&').trim().toLowerCase().slice(0, 100) : '');

const applyCoupon: Action = async ({ ctx, session, now, body }) => {
  const code = couponCode(body.code);
  const coupon = shopCoupon(code);
  // WC_Coupon::get_coupon_error(E_WC_COUPON_NOT_EXIST), what WooCommerce 11.0.1 answers for an unknown code (its
  // CartController's '"%s" is an invalid coupon code.' is only for a code that reads back as another coupon's).
  if (!coupon) throw new RouteError(400, 'woocommerce_rest_cart_coupon_error', esc(`Coupon "${code}" cannot be applied because it does not exist.`));
  const state = await ctx.store.shop.load(session, now);
  if (state.coupons.includes(code)) throw new RouteError(400, 'woocommerce_rest_cart_coupon_error', esc(`Coupon code "${code}" has already been applied.`));
  if (coupon.expires !== null && coupon.expires <= now) throw new RouteError(400, 'woocommerce_rest_cart_coupon_error', esc(`Coupon "${code}" has expired.`));
  await ctx.store.shop.setCoupons(session, [...validCoupons(state.coupons, now).map((c) => c.code), code], now);
};

const removeCoupon: Action = async ({ ctx, session, now, body }) => {
  const code = couponCode(body.code);
  const coupon = shopCoupon(code);
  if (!coupon || (coupon.expires !== null && coupon.expires <= now)) throw new RouteError(400, 'woocommerce_rest_cart_coupon_error', 'Invalid coupon code.');
  const state = await ctx.store.shop.load(session, now);
  if (!state.coupons.includes(code)) throw new RouteError(409, 'woocommerce_rest_cart_coupon_invalid_code', 'Coupon cannot be removed because it is not already applied to the cart.');
  await ctx.store.shop.setCoupons(
    session,
    state.coupons.filter((c) => c !== code),
    now,
  );
};

const selectRate: Action = async ({ ctx, session, now, body }) => {
  if (body.rate_id === undefined || body.rate_id === null) throw new RouteError(400, 'woocommerce_rest_cart_missing_rate_id', 'Invalid Rate ID.');
  if (typeof body.rate_id !== 'string') throw new RouteError(400, 'rest_invalid_param', 'Invalid parameter(s): rate_id');
  const pkg = body.package_id;
  // One package (id 0). WooCommerce stores any rate id it is given and shows the default when the
  // package does not offer it; here a rate the package's zone does not offer (an unknown id, or
  // another country's rate) is not stored, with the same visible result.
  if (pkg !== undefined && pkg !== null && String(pkg) !== '0') return;
  const { rates } = cartRates(await customerCartState(ctx, await ctx.store.shop.load(session, now)));
  if (rates.some((r) => r.rate_id === body.rate_id)) await ctx.store.shop.setRate(session, body.rate_id, now);
};

/** The fields of an address argument that were sent as strings (the ones update-customer sets). */
const sentKeys = (raw: unknown, kind: 'billing' | 'shipping'): string[] =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? Object.keys(emptyAddress(kind)).filter((k) => typeof (raw as Record<string, unknown>)[k] === 'string') : [];

/**
 * cart/update-customer (WC 11.0.1 CartUpdateCustomer + UpdateCustomerTrait): each address sent is
 * merged over the customer's (the cart's stored fields; for a logged-in customer over their saved
 * address), sanitized (trimmed, tags stripped, 200 characters at most, the country upper case, the
 * postcode formatted for it; keys that are not address fields ignored), and the merged address
 * checked as the checkout's arguments are (`rest_invalid_param` with `data.params` / `data.details`:
 * an unknown country, a postcode that does not fit it, a phone, an e-mail). When the cart needs no
 * shipping and no shipping address is sent, the billing one is used for it too. The fields sent are
 * stored with the cart; the chosen rate stays when the new shipping zone offers it, else WooCommerce's
 * default becomes the choice (the zone's first rate that is not a pick-up). 200, the cart.
 */
const updateCustomer: Action = async ({ ctx, session, now, body }) => {
  const state = await ctx.store.shop.load(session, now);
  const current = cartAddresses(await customerCartState(ctx, state));
  let shippingRaw = body.shipping_address;
  if ((shippingRaw === undefined || shippingRaw === null) && state.lines.length === 0 && body.billing_address !== undefined && body.billing_address !== null) {
    const billing = body.billing_address;
    shippingRaw = billing !== null && typeof billing === 'object' && !Array.isArray(billing) ? Object.fromEntries(Object.entries(billing).filter(([k]) => k !== 'email')) : billing;
  }
  const billing = checkAddress(body.billing_address, 'billing', current.billing);
  const shipping = checkAddress(shippingRaw, 'shipping', current.shipping);
  const invalid: Record<string, WpError[]> = {};
  if (billing.errors.length) invalid.billing_address = billing.errors;
  if (body.shipping_address !== undefined && body.shipping_address !== null && shipping.errors.length) invalid.shipping_address = shipping.errors;
  if (Object.keys(invalid).length) {
    const e = invalidParams(invalid);
    throw new RouteError(400, e.code, e.message, e.data);
  }
  // the stored fields and the ones sent (a stored postcode follows a new country's format)
  const keep = (address: Address, stored: Readonly<Record<string, string>> | undefined, sent: string[]) =>
    Object.fromEntries([...new Set([...Object.keys(stored ?? {}), ...sent])].filter((k) => typeof address[k] === 'string').map((k) => [k, address[k]!]));
  const nextBilling = keep(billing.address, state.billing, sentKeys(body.billing_address, 'billing'));
  const nextShipping = keep(shipping.address, state.shipping, sentKeys(shippingRaw, 'shipping'));
  const { chosen } = cartRates(await customerCartState(ctx, { ...state, shipping: nextShipping }));
  // A choice made is kept when offered, else WooCommerce's default there (pricing.ts cartRates) is
  // stored as the choice, so moving back does not bring the old one back; none made stays none.
  const rate = state.rate ? (chosen?.rate_id ?? '') : '';
  await ctx.store.shop.setCustomer(session, { billing: nextBilling, shipping: nextShipping, rate }, now);
};

/** Runs a Store API call: session, nonce, the action, then the answer with WooCommerce's headers and cookies. */
/**
 * `args`: the route's argument checks, run before the nonce as WordPress runs them
 * (WP_REST_Request::has_valid_params, before the route's callback checks the nonce): a RouteError
 * thrown there is the answer whatever the nonce.
 */
export function storeRoute(write: boolean, action: Action | null, args?: (body: Record<string, unknown>) => void) {
  return async (ctx: Ctx): Promise<Reply> => {
    const now = nowSeconds();
    const shop = ctx.store.shop;
    if (now - lastPurge >= PURGE_EVERY_SECONDS) {
      lastPurge = now;
      void shop.purgeExpired(now).catch((e: unknown) => console.error('[shop] purging expired carts failed', e));
    }
    const secret = await shop.secret();
    const tokenSession = readCartToken(secret, header(ctx, 'cart-token'), now);
    const cookieSession = tokenSession ? undefined : readSessionCookie(secret, ctx.cookies[SESSION_COOKIE], now);
    const session = tokenSession ?? cookieSession ?? newSessionId();
    let status = 200;
    let error: RouteError | undefined;
    let own: { json: unknown; headers?: Record<string, string> } | undefined;
    const body = ctx.json !== null && typeof ctx.json === 'object' && !Array.isArray(ctx.json) ? (ctx.json as Record<string, unknown>) : Object.fromEntries(ctx.fields.entries?.() ?? []);
    if (args) {
      try {
        args(body);
      } catch (e) {
        if (!(e instanceof RouteError)) throw e;
        error = e;
      }
    }
    if (!error && write && !tokenSession) {
      const nonce = header(ctx, 'nonce');
      if (nonce === undefined || nonce === '') error = new RouteError(401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.');
      else if (!verifyNonce(secret, session, nonce, now)) error = new RouteError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
    }
    if (!error && action) {
      try {
        const outcome = await action({ ctx, session, now, body });
        if (typeof outcome === 'object') {
          status = outcome.status;
          own = outcome;
        } else status = outcome ?? 200;
      } catch (e) {
        if (!(e instanceof RouteError)) throw e;
        error = e;
      }
    }
    const state = await shop.load(session, now);
    const available = await shop.available();
    const cart = cartResponse(await customerCartState(ctx, state), (id) => available.get(id) ?? 0, now);
    await withCustomer(ctx, cart.body, state);
    let json: unknown = own ? own.json : cart.body;
    if (error) {
      status = error.status;
      const data: Record<string, unknown> = { ...error.extra, status: error.status };
      if (error.status === 409) data.cart = cart.body;
      json = error.additional.length ? { code: error.code, message: error.message, data, additional_errors: error.additional } : { code: error.code, message: error.message, data };
    }
    const headers: Record<string, string | string[]> = {
      ...(!error && own?.headers ? own.headers : {}),
      Nonce: createNonce(secret, session, now),
      'Nonce-Timestamp': String(now),
      'User-ID': String(await customerId(ctx)),
      'Cart-Token': createCartToken(secret, session, now),
      'Cart-Hash': cart.hash,
      'Cache-Control': 'no-store',
    };
    // An action's own cookie (the login of an account made at checkout) goes beside the cart's.
    const ownCookie = !error ? own?.headers?.['Set-Cookie'] : undefined;
    if (!tokenSession) headers['Set-Cookie'] = [...cartCookies(ctx, secret, session, now, cart), ...(ownCookie ? [ownCookie] : [])];
    else if (ownCookie) headers['Set-Cookie'] = ownCookie;
    return { status, json, headers };
  };
}

/** The session cookie and, as WC_Cart_Session::set_cart_cookies, the two cart cookies (cleared when the cart is empty). */
function cartCookies(ctx: Ctx, secret: string, session: string, now: number, cart: { itemsCount: number; hash: string }): string[] {
  const cookies = [cookie(SESSION_COOKIE, sessionCookieValue(secret, session, now), CART_TTL_SECONDS, true)];
  if (cart.itemsCount > 0) cookies.push(cookie(ITEMS_COOKIE, '1', CART_TTL_SECONDS, false), cookie(HASH_COOKIE, cart.hash, CART_TTL_SECONDS, false));
  else {
    if (ctx.cookies[ITEMS_COOKIE] !== undefined) cookies.push(cookie(ITEMS_COOKIE, '', 0, false));
    if (ctx.cookies[HASH_COOKIE] !== undefined) cookies.push(cookie(HASH_COOKIE, '', 0, false));
  }
  return cookies;
}

/** The shop's cart page (WooCommerce's `wc_get_cart_url()`) on the demo site. */
export const CART_PAGE = '/winkelwagen.html';
/** The router key of the no-script add: `GET <any page>?add-to-cart=ID` (server.ts asks for it before the page). */
export const ADD_TO_CART_LINK = 'GET ?add-to-cart';

/**
 * WooCommerce's add-to-cart link without script (WC_Form_Handler::add_to_cart_action, the loop's
 * `?add-to-cart=ID[&quantity=N]` on any page): no nonce (WooCommerce asks none), the product added to
 * the visitor's cart (`empty(quantity)` → 1, else `wc_stock_amount`), then a redirect: to the cart page
 * when `woocommerce_cart_redirect_after_add` is "yes" (env WC_CART_REDIRECT_AFTER_ADD=yes here), else
 * back to the same page without `add-to-cart` and `quantity`, so a reload does not add again.
 * WooCommerce shows its notice on the page it renders; this backend only redirects (a refused add,
 * out of stock, leaves the cart as it was). A value that is not a number is ignored, as WooCommerce
 * ignores it (here: the same redirect).
 */
export async function addToCartLink(ctx: Ctx): Promise<Reply> {
  const now = nowSeconds();
  const back = new URL(ctx.url.href);
  const raw = back.searchParams.get('add-to-cart') ?? '';
  back.searchParams.delete('add-to-cart');
  back.searchParams.delete('quantity');
  const location = `${back.pathname}${back.search}`;
  const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store', Location: location };
  const product = /^\d+$/.test(raw.trim()) ? shopProduct(Number(raw.trim())) : undefined;
  if (!product) return { status: 302, text: '', headers };
  const shop = ctx.store.shop;
  const secret = await shop.secret();
  const session = readSessionCookie(secret, ctx.cookies[SESSION_COOKIE], now) ?? newSessionId();
  const q = ctx.url.searchParams.get('quantity');
  const quantity = q === null || q === '' || q === '0' ? 1 : stockAmount(q);
  const outcome = quantity > 0 ? await shop.addItem(session, product.id, quantity, undefined, now) : 'no_stock';
  const state = await customerCartState(ctx, await shop.load(session, now));
  const available = await shop.available();
  const cart = cartResponse(state, (id) => available.get(id) ?? 0, now);
  headers['Set-Cookie'] = cartCookies(ctx, secret, session, now, cart);
  if (outcome !== 'no_stock' && process.env.WC_CART_REDIRECT_AFTER_ADD === 'yes') headers.Location = CART_PAGE;
  return { status: 302, text: '', headers };
}

/**
 * For a page the server renders with the cart tags (next part of issue 32): the Store API nonce
 * to print in its settings (`storeApiNonce`, as `wcBlocksMiddlewareConfig`), bound to the
 * visitor's session, and the Set-Cookie values that start that session when the visitor has none.
 */
export async function storeApiPageSession(ctx: Ctx): Promise<{ storeApiNonce: string; nonceTimestamp: number; setCookie: string[] }> {
  const now = nowSeconds();
  const secret = await ctx.store.shop.secret();
  const known = readSessionCookie(secret, ctx.cookies[SESSION_COOKIE], now);
  const session = known ?? newSessionId();
  return {
    storeApiNonce: createNonce(secret, session, now),
    nonceTimestamp: now,
    setCookie: known ? [] : [cookie(SESSION_COOKIE, sessionCookieValue(secret, session, now), CART_TTL_SECONDS, true)],
  };
}

export const shopRoutes: RouteModule = {
  name: 'shop',
  register(router) {
    const write = { publicWrite: true, maxBody: MAX_BODY };
    router.onRest('GET', `${STORE_NAMESPACE}/cart`, storeRoute(false, null));
    router.onRest('POST', `${STORE_NAMESPACE}/cart/add-item`, storeRoute(true, addItem), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/update-item`, storeRoute(true, updateItem), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/remove-item`, storeRoute(true, removeItem), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/apply-coupon`, storeRoute(true, applyCoupon), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/remove-coupon`, storeRoute(true, removeCoupon), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/select-shipping-rate`, storeRoute(true, selectRate), write);
    router.onRest('POST', `${STORE_NAMESPACE}/cart/update-customer`, storeRoute(true, updateCustomer), write);
    router.onPath(ADD_TO_CART_LINK, addToCartLink, { publicWrite: true });
    // The checkout's routes are routes/checkout.ts's module (server.ts), which uses storeRoute from here.
  },
};
