/**
 * The order-received view read from the shop (issue 42): WooCommerce's order-received URL (the
 * `order-received` endpoint with the order's key), the Store API's order route
 * (`GET wc/store/v1/order/{id}?key=…&billing_email=…`, OrderAuthorizationTrait: a guest order needs
 * its key and the billing e-mail, a customer's order the customer's login) and its answer
 * (OrderSchema), read loosely into the checkout's PlacedOrder and a Cart-shaped summary.
 */
import { isPlainObject } from '../shared/parsed';
import { readCart, type Cart } from './cart';
import type { PlacedOrder } from './checkout';
import type { StoreError } from './errors';
import type { ReceivedLocation } from './order-received-url';
import { serverText } from './text';

export { ORDER_ROUTE, orderRoute, readReceivedLocation, receivedUrlOf, type ReceivedLocation } from './order-received-url';

/** The order route's answer: the order's id and status and its items and totals as a Cart (read by the cart reader). */
export interface StoreOrder {
  id: number;
  status: string;
  cart: Cart;
}

/** Reads OrderSchema loosely; null when it is not an order (no id, no items or totals). */
export function readStoreOrder(data: unknown): StoreOrder | null {
  if (!isPlainObject(data)) return null;
  const id = typeof data.id === 'number' ? data.id : typeof data.id === 'string' && /^\d{1,15}$/.test(data.id) ? Number(data.id) : 0;
  if (!(id > 0)) return null;
  const parsed = readCart(data);
  if (!parsed.ok) return null;
  // An order's shipping is what it is: never "calculated later".
  const cart: Cart = { ...parsed.value, has_calculated_shipping: parsed.value.needs_shipping };
  return { id, status: serverText(data.status).replace(/^wc-/, ''), cart };
}

/**
 * The placed order the view shows for `o`: the shop's status, addresses and number; the payment
 * method and its details only from this browser's own record of the same order (`known`), as the
 * order route does not name them.
 */
export function placedFromStoreOrder(o: StoreOrder, loc: ReceivedLocation, known: PlacedOrder | null): PlacedOrder {
  const same = known && known.order_id === o.id && known.order_key === loc.key ? known : null;
  return {
    order_id: o.id,
    order_key: loc.key,
    order_number: same?.order_number || String(o.id),
    status: o.status,
    customer_note: same?.customer_note ?? '',
    payment_method: same?.payment_method ?? '',
    payment_status: same?.payment_status ?? '',
    payment_details: same?.payment_details ?? [],
    redirect_url: '',
    billing_address: o.cart.billing_address,
    shipping_address: o.cart.shipping_address,
  };
}

/** What the order route's refusal asks of the visitor. */
export type OrderRouteProblem =
  /** No or another e-mail for a guest order: ask for the order's e-mail (WooCommerce's verify step). */
  | 'email'
  /** Another customer's order: log in. */
  | 'login'
  /** No such order, or the key is wrong (the shop's own answer). */
  | 'notFound'
  /** No answer, a server error, an unreadable answer, a shop without the route: try again. */
  | 'retry';

/**
 * The refusal of the order route as what to ask of the visitor: only OrderAuthorizationTrait's own
 * codes say something of the order (a bare 404 or 401 from a proxy, or `rest_no_route` from a
 * WooCommerce without the route, says nothing of it: what this browser knows stays).
 */
export function orderRouteProblem(error: Pick<StoreError, 'code' | 'status'>): OrderRouteProblem {
  switch (error.code) {
    case 'woocommerce_rest_invalid_billing_email':
      return 'email';
    case 'woocommerce_rest_invalid_user':
      return 'login';
    case 'woocommerce_rest_invalid_order':
      return 'notFound';
    default:
      return 'retry';
  }
}

/** `o` as the checkout's answer carries an order (what readOrder reads back): this browser's record of a view read from the shop. */
export function answerOf(o: PlacedOrder): Record<string, unknown> {
  return {
    order_id: o.order_id,
    order_key: o.order_key,
    order_number: o.order_number,
    status: o.status,
    customer_note: o.customer_note,
    payment_method: o.payment_method,
    payment_result: { payment_status: o.payment_status, payment_details: o.payment_details, redirect_url: o.redirect_url },
    billing_address: o.billing_address,
    shipping_address: o.shipping_address,
  };
}
