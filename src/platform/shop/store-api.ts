/**
 * WooCommerce's Store API client (reference 5.8; WC `src/StoreApi/Routes/V1/Cart*.php`): JSON under
 * `{restUrl}wc/store/v1/`, writes with the `Nonce` header (or a `Cart-Token`), every answer's
 * `Nonce`, `Nonce-Timestamp`, `Cart-Token`, `Cart-Hash` and `User-ID` headers read. A stale nonce is
 * repaired once from the refusal's own `Nonce` header (src/core/shop/nonce.ts); every failure is a
 * StoreError `{code, message, status}` (src/core/shop/errors.ts); nothing here throws or rejects.
 *
 * The client keeps the newest nonce and the last cart token in memory; a tag builds one client per
 * page (the cart tags share it) so every call sends the freshest nonce.
 */
import { readCart, type Cart } from '../../core/shop/cart';
import { CLIENT_ERRORS, readStoreError, type StoreError } from '../../core/shop/errors';
import { nonceHolder, withNonce, type NonceAnswer, type NonceHolder } from '../../core/shop/nonce';
import type { AddRequest } from '../../core/shop/add-queue';
import { restRoute } from '../../core/shared/rest';
import { UPDATE_CUSTOMER_ROUTE, type CustomerBody } from '../../core/shop/address-update';

/** The Store API's namespace under the REST root. */
export const STORE_API_NAMESPACE = 'wc/store/v1';
/** Time a Store API call may take (ms). WooCommerce's fragments refresh uses 5000; a cart write may take longer. */
export const STORE_API_TIMEOUT_MS = 15_000;

/** The answer headers the Store API sets on every cart answer (AbstractCartRoute::add_response_headers). */
export interface StoreHeaders {
  nonce: string;
  /** `Nonce-Timestamp` (unix seconds), NaN when absent. */
  nonceTimestamp: number;
  cartToken: string;
  cartHash: string;
  userId: string;
}

export type StoreResult<T> =
  | { ok: true; status: number; data: T; headers: StoreHeaders; sends: number }
  | { ok: false; error: StoreError; headers: StoreHeaders; sends: number };

export type CartResult = StoreResult<Cart>;

export interface CallOptions {
  signal?: AbortSignal;
  timeout?: number;
  /** Sent as `Idempotency-Key` (the reference backend applies a keyed write once). */
  idempotencyKey?: string;
}

export interface StoreApiOptions {
  /** The REST root (`wpApiSettings.root`, `/wp-json/`). */
  restUrl: string;
  /** The page's Store API nonce (`wcBlocksMiddlewareConfig.storeApiNonce`). */
  nonce?: string;
  /** When that nonce was made (unix seconds), when the page says. */
  nonceTimestamp?: number;
  /** A cart token to send as `Cart-Token` (headless use); without it the session cookie carries the cart. */
  cartToken?: string;
  /** Send the last answer's `Cart-Token` on later calls (default false: cookie + nonce, as WooCommerce Blocks). */
  useCartToken?: boolean;
  timeout?: number;
  /** Shared nonce holder (several clients on one page); default: a new one from `nonce`. */
  nonces?: NonceHolder;
}

const NO_HEADERS: StoreHeaders = { nonce: '', nonceTimestamp: NaN, cartToken: '', cartHash: '', userId: '' };

function readHeaders(h: Headers): StoreHeaders {
  const ts = h.get('Nonce-Timestamp');
  return {
    nonce: h.get('Nonce') ?? '',
    nonceTimestamp: ts !== null && /^\d+$/.test(ts.trim()) ? Number(ts) : NaN,
    cartToken: h.get('Cart-Token') ?? '',
    cartHash: h.get('Cart-Hash') ?? '',
    userId: h.get('User-ID') ?? '',
  };
}

type Raw = { ok: true; status: number; data: unknown; headers: StoreHeaders } | { ok: false; error: StoreError; headers: StoreHeaders };

export interface StoreApi {
  /** Any Store API route (`cart`, `cart/add-item`); the body goes as JSON. */
  request(method: 'GET' | 'POST', route: string, body?: unknown, opts?: CallOptions): Promise<StoreResult<unknown>>;
  getCart(opts?: CallOptions): Promise<CartResult>;
  addItem(request: AddRequest, opts?: CallOptions): Promise<CartResult>;
  updateItem(key: string, quantity: number, opts?: CallOptions): Promise<CartResult>;
  removeItem(key: string, opts?: CallOptions): Promise<CartResult>;
  applyCoupon(code: string, opts?: CallOptions): Promise<CartResult>;
  removeCoupon(code: string, opts?: CallOptions): Promise<CartResult>;
  selectShippingRate(rateId: string, packageId?: number | string, opts?: CallOptions): Promise<CartResult>;
  /** `POST cart/update-customer`: the address the rates, taxes and totals follow (the answer is the cart for it). */
  updateCustomer(body: CustomerBody, opts?: CallOptions): Promise<CartResult>;
  readonly nonces: NonceHolder;
  /** The last `Cart-Token` an answer carried. */
  readonly cartToken: string;
  /** The last `Cart-Hash` an answer carried (compare with the `woocommerce_cart_hash` cookie). */
  readonly cartHash: string;
}

export function createStoreApi(options: StoreApiOptions): StoreApi {
  const nonces = options.nonces ?? nonceHolder(options.nonce ?? '', options.nonceTimestamp ?? 0);
  let cartToken = options.cartToken ?? '';
  let cartHash = '';
  const useToken = options.useCartToken ?? Boolean(options.cartToken);

  const once = async (method: 'GET' | 'POST', url: string, body: unknown, nonce: string, opts: CallOptions): Promise<Raw> => {
    const timeout = opts.timeout ?? options.timeout ?? STORE_API_TIMEOUT_MS;
    if (opts.signal?.aborted) return { ok: false, error: { code: CLIENT_ERRORS.aborted, message: 'aborted', status: 0 }, headers: NO_HEADERS };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    if (nonce) headers.Nonce = nonce;
    if (useToken && cartToken) headers['Cart-Token'] = cartToken;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    let res: Response;
    let text: string;
    try {
      const init: RequestInit = { method, headers, credentials: 'same-origin', signal: controller.signal, cache: 'no-store' };
      if (method !== 'GET' && body !== undefined) init.body = JSON.stringify(body);
      res = await fetch(url, init);
      text = await res.text();
    } catch (e) {
      const code = timedOut ? CLIENT_ERRORS.timeout : opts.signal?.aborted ? CLIENT_ERRORS.aborted : CLIENT_ERRORS.offline;
      return { ok: false, error: { code, message: String((e as Error)?.message ?? e), status: 0 }, headers: NO_HEADERS };
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    const h = readHeaders(res.headers);
    if (h.cartToken) cartToken = h.cartToken;
    if (res.headers.has('Cart-Hash')) cartHash = h.cartHash;
    let data: unknown;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      const error: StoreError = res.ok ? { code: CLIENT_ERRORS.unparseable, message: '', status: res.status } : { code: CLIENT_ERRORS.http, message: '', status: res.status };
      return { ok: false, error, headers: h };
    }
    if (!res.ok) return { ok: false, error: readStoreError(res.status, data), headers: h };
    return { ok: true, status: res.status, data, headers: h };
  };

  const meta = (r: Raw): NonceAnswer => ({ status: r.ok ? r.status : r.error.status, code: r.ok ? '' : r.error.code, nonce: r.headers.nonce, nonceTimestamp: r.headers.nonceTimestamp });

  const request = async (method: 'GET' | 'POST', route: string, body?: unknown, opts: CallOptions = {}): Promise<StoreResult<unknown>> => {
    const url = restRoute(options.restUrl, `${STORE_API_NAMESPACE}/${route.replace(/^\/+/, '')}`);
    const { answer, sends } = await withNonce(nonces, (nonce) => once(method, url, body, nonce, opts), meta);
    return { ...answer, sends };
  };

  const cartCall = async (method: 'GET' | 'POST', route: string, body?: unknown, opts?: CallOptions): Promise<CartResult> => {
    const r = await request(method, route, body, opts);
    if (!r.ok) return r;
    const cart = readCart(r.data);
    if (!cart.ok) return { ok: false, error: { code: CLIENT_ERRORS.unparseable, message: '', status: r.status }, headers: r.headers, sends: r.sends };
    return { ok: true, status: r.status, data: cart.value, headers: r.headers, sends: r.sends };
  };

  return {
    request,
    getCart: (opts) => cartCall('GET', 'cart', undefined, opts),
    addItem: (req, opts) => cartCall('POST', 'cart/add-item', req.variation?.length ? { id: req.id, quantity: req.quantity, variation: req.variation } : { id: req.id, quantity: req.quantity }, opts),
    updateItem: (key, quantity, opts) => cartCall('POST', 'cart/update-item', { key, quantity }, opts),
    removeItem: (key, opts) => cartCall('POST', 'cart/remove-item', { key }, opts),
    applyCoupon: (code, opts) => cartCall('POST', 'cart/apply-coupon', { code }, opts),
    removeCoupon: (code, opts) => cartCall('POST', 'cart/remove-coupon', { code }, opts),
    selectShippingRate: (rateId, packageId, opts) => cartCall('POST', 'cart/select-shipping-rate', packageId === undefined ? { rate_id: rateId } : { package_id: packageId, rate_id: rateId }, opts),
    updateCustomer: (body, opts) => cartCall('POST', UPDATE_CUSTOMER_ROUTE, body, opts),
    nonces,
    get cartToken() {
      return cartToken;
    },
    get cartHash() {
      return cartHash;
    },
  };
}

/** The add queue's `send` on this client: `cart/add-item` with the add's idempotency key. */
export function addSender(api: StoreApi, opts: Omit<CallOptions, 'idempotencyKey'> = {}) {
  return async (request: AddRequest, key: string) => {
    const r = await api.addItem(request, { ...opts, idempotencyKey: key });
    return r.ok ? ({ ok: true, cart: r.data } as const) : ({ ok: false, error: r.error } as const);
  };
}

/** A new idempotency key (src/platform/random-key.ts). */
export { randomKey as newIdempotencyKey } from '../random-key';

/** Longest wait for the browser to come back online before the repeat is sent anyway (ms). */
export const OFFLINE_WAIT_MAX_MS = 30_000;

/**
 * The add queue's `wait` in the browser: ADD_RETRY_DELAY_MS, then, while the browser says it is
 * offline, until the `online` event (at most OFFLINE_WAIT_MAX_MS); ends early on `signal`.
 */
export function retryWait(delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    signal?.addEventListener('abort', done, { once: true });
    if (signal?.aborted) return done();
    timer = setTimeout(() => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        window.addEventListener('online', done, { once: true });
        timer = setTimeout(done, OFFLINE_WAIT_MAX_MS);
      } else done();
    }, delayMs);
  });
}
