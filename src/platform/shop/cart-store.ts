/**
 * The page's one cart (issue 32): every cart tag and the add-to-cart page behaviour on a page share
 * one store, so the page reads the cart once (none while WooCommerce's cart cookie says it is empty),
 * one answer updates every mini cart at once, and writes run one at a time in the order they were
 * made. A read yields to writes: its answer is dropped when a write was pending or answered while it
 * was in flight (the write's answer is the newer cart).
 *
 * The store is found through a global registry keyed by `Symbol.for` (one per REST root), so a tag in
 * the React bundle and the page behaviour in the loader's chunk share it although each carries its
 * own copy of this module.
 *
 * Keeping the rest of the page in step (reference 5.3, 5.8):
 * - other tabs: after each change the cart hash goes to localStorage (`SYNC_KEY`, and WooCommerce's
 *   own `wc_cart_hash_*` key when the page prints `wc_cart_fragments_params`); a `storage` event on
 *   either key (also one a classic WooCommerce tab writes) makes this tab read the cart again;
 * - classic widgets on this page: their session caches (`wc_fragments_*`, `wc_cart_hash_*`) are
 *   dropped and, when the page has jQuery, `wc_fragment_refresh` is triggered so cart-fragments.js
 *   fetches fresh fragments;
 * - the back-forward cache: a page restored from it reads the cart again (`pageshow` persisted).
 *
 * Nothing here throws; every call resolves with a result (src/platform/shop/store-api.ts).
 */
import { emptyCart, type Cart } from '../../core/shop/cart';
import { ADD_RETRY_DELAY_MS, createAddQueue, type AddRequest, type AddResult } from '../../core/shop/add-queue';
import { isRetryable, type StoreError } from '../../core/shop/errors';
import { needsCartRead, readCartCookies } from '../../core/shop/sync';
import { addSender, createStoreApi, newIdempotencyKey, retryWait, type CallOptions, type CartResult, type StoreApi } from './store-api';
import type { CustomerBody } from '../../core/shop/address-update';

/** localStorage key another tab's change is announced on (value: `{hash}:{time}`). */
export const SYNC_KEY = 'se_cart_changed';
/** The page's WooCommerce settings objects this store reads (printed by WooCommerce). */
interface WcWindow {
  wcBlocksMiddlewareConfig?: { storeApiNonce?: unknown; wcStoreApiNonceTimestamp?: unknown };
  wc_cart_fragments_params?: { cart_hash_key?: unknown; fragment_name?: unknown };
  jQuery?: (el: unknown) => { trigger(name: string, args?: unknown[]): unknown };
}

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a tag renders from (stable between changes, for React's useSyncExternalStore). */
export interface CartSnapshot {
  /** The cart as last answered; an empty cart when the cookies say so; null before anything is known. */
  cart: Cart | null;
  status: CartStatus;
  /** The last read's or write's failure (cleared by the next success). */
  error: StoreError | null;
  /** Writes queued or in flight. */
  pending: number;
  /** Bumped on every change. */
  version: number;
  /** Who the shop says is asking (the answers' `User-ID` header): 0 a guest, null before an answer said. */
  customerId: number | null;
}

export interface CartStoreOptions {
  restUrl: string;
  /** The page's Store API nonce (page settings `storeApiNonce`); else `wcBlocksMiddlewareConfig.storeApiNonce`. */
  nonce?: string | undefined;
  nonceTimestamp?: number | undefined;
  timeout?: number | undefined;
}

export interface CartStore {
  readonly api: StoreApi;
  snapshot(): CartSnapshot;
  subscribe(listener: () => void): () => void;
  /** The page's first read: once, and none while the cart cookie says the cart is empty. */
  load(): Promise<void>;
  /** Reads the cart now (another tab changed it, a page from the back-forward cache). */
  refresh(): Promise<CartResult>;
  /** Adds through the add queue (one at a time, an idempotency key per add, one repeat on no answer). */
  add(request: AddRequest): Promise<AddResult<Cart>>;
  updateItem(key: string, quantity: number): Promise<CartResult>;
  removeItem(key: string): Promise<CartResult>;
  applyCoupon(code: string): Promise<CartResult>;
  removeCoupon(code: string): Promise<CartResult>;
  selectShippingRate(rateId: string, packageId?: number | string): Promise<CartResult>;
  /**
   * Tells the shop the typed address (`cart/update-customer`), in turn with the other writes; the
   * answer's rates and totals become the cart. `beforeSend` runs when its turn has come, just before
   * it goes out (the cart then holds every earlier write's answer).
   */
  updateCustomer(body: CustomerBody, beforeSend?: () => void): Promise<CartResult>;
  /** Calls `listener` after each read of the cart whose answer was taken (the page's first read, another tab's change, the back-forward cache). */
  onRead(listener: (cart: Cart) => void): () => void;
  /** Stops listening to the window (tests). */
  dispose(): void;
}

const REGISTRY = Symbol.for('site-elements.cart-stores');

function registry(): Map<string, CartStore> {
  const g = globalThis as unknown as Record<symbol, Map<string, CartStore> | undefined>;
  let m = g[REGISTRY];
  if (!m) {
    m = new Map();
    g[REGISTRY] = m;
  }
  return m;
}

function wcWindow(): WcWindow {
  return (typeof window === 'undefined' ? {} : window) as unknown as WcWindow;
}

function printedNonce(): { nonce: string; timestamp: number } {
  const c = wcWindow().wcBlocksMiddlewareConfig;
  const nonce = typeof c?.storeApiNonce === 'string' ? c.storeApiNonce : '';
  const ts = Number(c?.wcStoreApiNonceTimestamp);
  return { nonce, timestamp: Number.isFinite(ts) ? ts : 0 };
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The page's cart store for this REST root (made on first use; later options are ignored). */
export function pageCartStore(options: CartStoreOptions): CartStore {
  const key = options.restUrl;
  const reg = registry();
  let store = reg.get(key);
  if (!store) {
    store = createCartStore(options);
    reg.set(key, store);
  }
  return store;
}

/** Forgets the page's stores (tests). */
export function resetPageCartStores(): void {
  const reg = registry();
  for (const s of reg.values()) s.dispose();
  reg.clear();
}

export function createCartStore(options: CartStoreOptions): CartStore {
  const printed = printedNonce();
  const api = createStoreApi({
    restUrl: options.restUrl,
    nonce: options.nonce || printed.nonce,
    nonceTimestamp: options.nonceTimestamp ?? printed.timestamp,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
  });
  let snap: CartSnapshot = { cart: null, status: 'idle', error: null, pending: 0, version: 0, customerId: null };
  const listeners = new Set<() => void>();
  const readListeners = new Set<(cart: Cart) => void>();
  let loaded: Promise<void> | null = null;
  /** Write answers taken so far: a read that saw this change while in flight is stale. */
  let writeGen = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const set = (patch: Partial<CartSnapshot>) => {
    snap = { ...snap, ...patch, version: snap.version + 1 };
    for (const l of [...listeners]) {
      try {
        l();
      } catch (e) {
        // A listener's fault is its own: the others still hear, and the page gets no uncaught exception.
        console.error('[site-elements] a cart listener failed', e);
      }
    }
  };

  const take = (r: CartResult | { ok: true; data: Cart } | { ok: false; error: StoreError; cart?: Cart }) => {
    const user = 'headers' in r && r.headers && /^\d{1,12}$/.test(r.headers.userId) ? { customerId: Number(r.headers.userId) } : {};
    if (r.ok) set({ ...user, cart: r.data, status: 'ready', error: null });
    else {
      // A refusal that carries the cart (409 with data.cart) still tells the truth about the cart.
      const cart = 'cart' in r && r.cart ? r.cart : r.error.cart;
      set({ ...user, ...(cart ? { cart } : {}), status: snap.cart ? 'ready' : 'error', error: r.error });
    }
  };

  /** Another tab, a classic widget on this page: told the cart changed. */
  const announce = () => {
    const hash = api.cartHash || readCartCookies(document.cookie).hash;
    const ls = safeStorage('localStorage');
    const ss = safeStorage('sessionStorage');
    const params = wcWindow().wc_cart_fragments_params;
    try {
      ls?.setItem(SYNC_KEY, `${hash}:${Date.now()}`);
      if (typeof params?.cart_hash_key === 'string') ls?.setItem(params.cart_hash_key, hash);
    } catch {
      // storage full or refused: the other tabs read the cart on their next page
    }
    try {
      if (ss) {
        for (let i = ss.length - 1; i >= 0; i--) {
          const k = ss.key(i);
          if (k && (k.startsWith('wc_fragments_') || k.startsWith('wc_cart_hash_'))) ss.removeItem(k);
        }
        if (typeof params?.fragment_name === 'string') ss.removeItem(params.fragment_name);
      }
    } catch {
      // nothing cached to drop
    }
    try {
      const $ = wcWindow().jQuery;
      if (typeof $ === 'function') $(document.body).trigger('wc_fragment_refresh');
    } catch {
      // a page's jQuery handler failing is not the cart's failure
    }
  };

  const refresh = async (): Promise<CartResult> => {
    const gen = writeGen;
    if (!snap.cart) set({ status: 'loading' });
    const r = await api.getCart();
    if (gen === writeGen && pending === 0) {
      take(r);
      if (r.ok) {
        for (const l of [...readListeners]) {
          try {
            l(r.data);
          } catch (e) {
            console.error('[site-elements] a cart read listener failed', e);
          }
        }
      }
    }
    return r;
  };

  /** Runs a write after the ones before it. */
  const write = <T>(job: () => Promise<T>): Promise<T> => {
    pending++;
    set({ pending });
    const run = writes.then(job);
    writes = run.catch(() => undefined);
    return run.finally(() => {
      pending--;
      set({ pending });
    });
  };

  /**
   * CONTRACT "The shop": the first nonce is the page's, else WooCommerce's printed one, else a
   * `GET cart`'s `Nonce` header. A page that printed none reads the cart before its first write
   * (the answer is taken: it is the cart as it stands), so the write is not refused first.
   */
  const ensureNonce = async () => {
    if (api.nonces.get().nonce) return;
    const r = await api.getCart();
    if (r.ok) take(r);
  };

  const mutate = (call: (opts: CallOptions) => Promise<CartResult>, repeatable: boolean): Promise<CartResult> =>
    write(async () => {
      await ensureNonce();
      let r = await call({});
      if (!r.ok && repeatable && isRetryable(r.error)) {
        await retryWait(ADD_RETRY_DELAY_MS);
        r = await call({});
      }
      writeGen++;
      take(r);
      if (r.ok) announce();
      return r;
    });

  const queue = createAddQueue<Cart>({
    send: addSender(api),
    newKey: newIdempotencyKey,
    wait: () => retryWait(ADD_RETRY_DELAY_MS),
  });

  const onStorage = (e: StorageEvent) => {
    const params = wcWindow().wc_cart_fragments_params;
    if (e.key === SYNC_KEY || (e.key !== null && (e.key === params?.cart_hash_key || e.key.startsWith('wc_cart_hash_')))) void refresh();
  };
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void refresh();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
  }

  return {
    api,
    snapshot: () => snap,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (!loaded) {
        loaded = (async () => {
          if (!needsCartRead(readCartCookies(document.cookie), undefined)) {
            if (!snap.cart) set({ cart: emptyCart(), status: 'ready' });
            return;
          }
          await refresh();
        })();
      }
      return loaded;
    },
    refresh,
    add: (request) =>
      write(async () => {
        await ensureNonce();
        const r = await queue.add(request);
        writeGen++;
        take(r.ok && r.cart ? { ok: true, data: r.cart } : { ok: false, error: r.error!, ...(r.cart ? { cart: r.cart } : {}) });
        if (r.ok) announce();
        return r;
      }),
    updateItem: (key, quantity) => mutate((o) => api.updateItem(key, quantity, o), true),
    removeItem: (key) => mutate((o) => api.removeItem(key, o), false),
    applyCoupon: (code) => mutate((o) => api.applyCoupon(code, o), false),
    removeCoupon: (code) => mutate((o) => api.removeCoupon(code, o), false),
    selectShippingRate: (rateId, packageId) => mutate((o) => api.selectShippingRate(rateId, packageId, o), true),
    updateCustomer: (body, beforeSend) =>
      mutate((o) => {
        beforeSend?.();
        return api.updateCustomer(body, o);
      }, true),
    onRead(listener) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    dispose() {
      listeners.clear();
      readListeners.clear();
      if (typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('pageshow', onPageShow);
      }
    },
  };
}
