/**
 * The Store API's error answers: WordPress' REST error body `{code, message, data: {status, …}}`
 * (WC `AbstractCartRoute::get_route_error_response`; a 409 also carries `data.cart`, the cart as it
 * now stands). The codes the cart tags show, with where each belongs, read from WooCommerce 11.0.1
 * (`src/StoreApi/Utilities/CartController.php`, `QuantityLimits.php`, `Routes/V1/Cart*.php`).
 */
import { isPlainObject } from '../shared/parsed';
import { readCart, type Cart } from './cart';
import { serverText } from './text';

/** Error codes WooCommerce 11.0.1's cart routes answer, by name. */
export const STORE_ERRORS = {
  /** 401, write without `Nonce` header and without a valid `Cart-Token` (AbstractCartRoute::check_nonce). */
  missingNonce: 'woocommerce_rest_missing_nonce',
  /** 403, `Nonce` header that `wp_verify_nonce(…, 'wc_store_api')` refuses. */
  invalidNonce: 'woocommerce_rest_invalid_nonce',
  /** 400, `add-item` of a product not in stock (CartController::validate_add_to_cart). */
  outOfStock: 'woocommerce_rest_product_out_of_stock',
  /** 400, `add-item` of more than the remaining stock ("…not enough stock (%2$s remaining)"). */
  partiallyOutOfStock: 'woocommerce_rest_product_partially_out_of_stock',
  /** 400, quantity ≤ 0 on `add-item`. */
  invalidQuantityAdd: 'woocommerce_rest_product_invalid_quantity',
  /** 400, quantity outside `quantity_limits` (QuantityLimits::validate_cart_item_quantity). */
  invalidQuantity: 'invalid_quantity',
  readonlyQuantity: 'readonly_quantity',
  /** 400, `add-item` of an unknown product id. */
  invalidProduct: 'woocommerce_rest_cart_invalid_product',
  /** 409, `update-item` / `remove-item` of a key not in the cart. */
  invalidKey: 'woocommerce_rest_cart_invalid_key',
  /** 400, apply of an unknown, expired or already applied coupon (the message says which). */
  couponError: 'woocommerce_rest_cart_coupon_error',
  /** 409, `remove-coupon` of a coupon not applied. */
  couponNotApplied: 'woocommerce_rest_cart_coupon_invalid_code',
  /** 400, `select-shipping-rate` without `rate_id`. */
  missingRateId: 'woocommerce_rest_cart_missing_rate_id',
  /** 400, `add-item` of a product that cannot be bought. */
  notPurchasable: 'woocommerce_rest_product_not_purchasable',
  /** 500, anything else the route threw. */
  unknown: 'woocommerce_rest_unknown_server_error',
} as const;

/** Codes of an answer whose `Nonce` header may repair the call (see ./nonce.ts). */
export const NONCE_ERRORS: readonly string[] = [STORE_ERRORS.missingNonce, STORE_ERRORS.invalidNonce];

/** Where a tag shows an error: on the item, on the coupon field, on the shipping choice, or for the whole cart. */
export type ErrorPlace = 'item' | 'coupon' | 'shipping' | 'cart';

const PLACES: Record<string, ErrorPlace> = {
  [STORE_ERRORS.outOfStock]: 'item',
  [STORE_ERRORS.partiallyOutOfStock]: 'item',
  [STORE_ERRORS.invalidQuantityAdd]: 'item',
  [STORE_ERRORS.invalidQuantity]: 'item',
  [STORE_ERRORS.readonlyQuantity]: 'item',
  [STORE_ERRORS.invalidProduct]: 'item',
  [STORE_ERRORS.invalidKey]: 'item',
  [STORE_ERRORS.notPurchasable]: 'item',
  [STORE_ERRORS.couponError]: 'coupon',
  [STORE_ERRORS.couponNotApplied]: 'coupon',
  woocommerce_rest_cart_coupon_disabled: 'coupon',
  [STORE_ERRORS.missingRateId]: 'shipping',
  woocommerce_rest_shipping_disabled: 'shipping',
};

/** Where an error with this code belongs. */
export function errorPlace(code: string): ErrorPlace {
  return PLACES[code] ?? 'cart';
}

/** A failed Store API call, whatever failed: the server's code and text, or the client's. */
export interface StoreError {
  /** WooCommerce's code, or one of the client's: `offline`, `timeout`, `aborted`, `http_error`, `unparseable`. */
  code: string;
  /** The server's message as text (may be ""): tags show their own translated text for known codes. */
  message: string;
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** A 409's `data.cart`: the cart as it stands now. */
  cart?: Cart;
  /**
   * More the refusal said, when it said more than its status: the body's `data` (a checkout
   * refusal's `params` and `details`, an address refusal's `errors`), or, for a refusal whose body
   * is a checkout answer (a failed payment: 400 with `payment_result`), that body.
   */
  data?: Record<string, unknown>;
}

/** Client-side codes for calls that got no usable answer. */
export const CLIENT_ERRORS = { offline: 'offline', timeout: 'timeout', aborted: 'aborted', http: 'http_error', unparseable: 'unparseable' } as const;

/**
 * Reads an error answer of status `status` as a StoreError: `{code, message, data: {status}}`
 * when the body has that shape (a 409's `data.cart` read too), else `http_error` with the status.
 */
export function readStoreError(status: number, body: unknown): StoreError {
  if (isPlainObject(body) && typeof body.code === 'string' && body.code !== '') {
    const data = isPlainObject(body.data) ? body.data : {};
    const dataStatus = typeof data.status === 'number' ? data.status : Number(data.status);
    const out: StoreError = { code: body.code, message: serverText(body.message), status: Number.isInteger(dataStatus) && dataStatus > 0 ? dataStatus : status };
    if (data.cart !== undefined) {
      const cart = readCart(data.cart);
      if (cart.ok) out.cart = cart.value;
    }
    const { status: _s, cart: _c, ...more } = data;
    if (Object.keys(more).length) out.data = more;
    return out;
  }
  if (isPlainObject(body) && body.order_id !== undefined) return { code: CLIENT_ERRORS.http, message: '', status, data: body };
  return { code: CLIENT_ERRORS.http, message: '', status };
}

/** True for failures worth sending again unchanged: no answer, a timeout, a 5xx (never a 4xx: the server said no). */
export function isRetryable(error: StoreError): boolean {
  return error.code === CLIENT_ERRORS.offline || error.code === CLIENT_ERRORS.timeout || (error.status >= 500 && error.status <= 599) || error.status === 429;
}
