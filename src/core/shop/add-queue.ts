/**
 * Adds to the cart, one at a time, as WooCommerce's add-to-cart.js queues its requests
 * (reference 5.3: "requests run one at a time"): a click while another add is in flight waits for
 * it, so two quick adds of the last item never race each other from one page.
 *
 * Each add gets an idempotency key when it is queued. A try that gets no answer (offline, a
 * timeout) or a 5xx/429 is sent again, up to ADD_RETRIES times, with the SAME key: the server
 * records the key with the change in one transaction and answers a repeat with the cart as it is,
 * so an add whose first answer was lost is never done twice. A 4xx (out of stock, a bad nonce the
 * nonce rule could not repair) is the answer and is not repeated.
 *
 * Pure: the network is the `send` function the caller gives (src/platform/shop/store-api.ts).
 */
import { CLIENT_ERRORS, isRetryable, type StoreError } from './errors';

/** Tries sent again after the first (WooCommerce retries nothing; one repeat covers a lost answer). */
export const ADD_RETRIES = 1;
/** Wait before a repeat (ms); the default `wait` also waits for the browser to be online again. */
export const ADD_RETRY_DELAY_MS = 1000;

/** What `cart/add-item` takes (WC CartAddItem::get_args). */
export interface AddRequest {
  id: number;
  quantity: number;
  variation?: { attribute: string; value: string }[];
}

export type SendOutcome<C> = { ok: true; cart: C } | { ok: false; error: StoreError };

export interface AddResult<C> {
  ok: boolean;
  /** The cart the server answered (ok), or the 409's cart when an error carried one. */
  cart?: C;
  error?: StoreError;
  /** The add's idempotency key (the same on every try). */
  key: string;
  /** How many times it was sent. */
  tries: number;
  request: AddRequest;
}

export interface AddQueueOptions<C> {
  /** Sends one try; must not throw (a throw counts as no answer). */
  send(request: AddRequest, idempotencyKey: string): Promise<SendOutcome<C>>;
  /** A new unique key (crypto.randomUUID in the browser). */
  newKey(): string;
  retries?: number;
  /** Waits before repeat `tryNumber` (2, 3, …); default: none. */
  wait?(tryNumber: number, error: StoreError): Promise<void>;
  /** Told when an add starts and ends (a tag's loading state). */
  onState?(state: { pending: number; active: AddRequest | null }): void;
}

export interface AddQueue<C> {
  /** Queues an add; resolves with its result once it and every add before it are done. Never rejects. */
  add(request: AddRequest): Promise<AddResult<C>>;
  /** Adds queued or in flight. */
  readonly pending: number;
}

export function createAddQueue<C>(opts: AddQueueOptions<C>): AddQueue<C> {
  const retries = opts.retries ?? ADD_RETRIES;
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const attempt = async (request: AddRequest, key: string): Promise<SendOutcome<C>> => {
    try {
      return await opts.send(request, key);
    } catch (e) {
      return { ok: false, error: { code: CLIENT_ERRORS.offline, message: String((e as Error)?.message ?? e), status: 0 } };
    }
  };

  const run = async (request: AddRequest, key: string): Promise<AddResult<C>> => {
    opts.onState?.({ pending, active: request });
    let tries = 0;
    let outcome: SendOutcome<C>;
    for (;;) {
      tries++;
      outcome = await attempt(request, key);
      if (outcome.ok || !isRetryable(outcome.error) || tries > retries) break;
      try {
        await opts.wait?.(tries + 1, outcome.error);
      } catch {
        // a wait that fails (aborted) still leads to the one repeat
      }
    }
    if (outcome.ok) return { ok: true, cart: outcome.cart, key, tries, request };
    const result: AddResult<C> = { ok: false, error: outcome.error, key, tries, request };
    if (outcome.error.cart !== undefined) result.cart = outcome.error.cart as C;
    return result;
  };

  return {
    add(request) {
      const key = opts.newKey();
      pending++;
      const job = tail.then(() => run(request, key));
      tail = job.catch(() => undefined);
      return job.then(
        (r) => {
          pending--;
          opts.onState?.({ pending, active: null });
          return r;
        },
        (e: unknown) => {
          pending--;
          opts.onState?.({ pending, active: null });
          return { ok: false, error: { code: CLIENT_ERRORS.offline, message: String(e), status: 0 }, key, tries: 0, request };
        },
      );
    },
    get pending() {
      return pending;
    },
  };
}
