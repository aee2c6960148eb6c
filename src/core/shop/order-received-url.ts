/**
 * WooCommerce's order-received address (issue 42): the `order-received` endpoint with the order's
 * key, as a query argument or a path segment, and the Store API's order route for it. Apart from
 * ./order-received.ts (reading the route's answer) so the checkout's first chunk carries only this.
 */
import type { PlacedOrder } from './checkout';

/** The Store API's order route (OrderSchema), under the store namespace. */
export const ORDER_ROUTE = 'order';

/** An order key as WooCommerce makes them (`wc_order_` and 13 letters and digits), or any key of that alphabet. */
const ORDER_KEY = /^[\w-]{1,80}$/;

/** The order a page's URL is the order-received page of: `?order-received=ID` (plain permalinks) or `/order-received/ID/`, with `key`. */
export interface ReceivedLocation {
  id: number;
  key: string;
}

/**
 * Reads WooCommerce's order-received URL (`wc_get_endpoint_url('order-received', $id, checkout)` with
 * `key`): the endpoint as a query argument or as a path segment. Null without a well-formed key: the
 * view is never asked for without it.
 */
export function readReceivedLocation(href: string): ReceivedLocation | null {
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return null;
  }
  const fromQuery = u.searchParams.get('order-received');
  const fromPath = /\/order-received\/(\d{1,15})\/?$/.exec(u.pathname)?.[1];
  const raw = fromQuery ?? fromPath ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  const key = (u.searchParams.get('key') ?? '').trim();
  if (!(id > 0) || !ORDER_KEY.test(key)) return null;
  return { id, key };
}

/** The order route for `loc`, with the billing e-mail when one is known (a customer's own order needs none). */
export function orderRoute(loc: ReceivedLocation, billingEmail: string): string {
  const q = new URLSearchParams({ key: loc.key });
  if (billingEmail.trim()) q.set('billing_email', billingEmail.trim());
  return `${ORDER_ROUTE}/${loc.id}?${q.toString()}`;
}

/**
 * Where a placed order's view can be found again: its `redirect_url` when that is this page's
 * origin's order-received URL for the same order and key (WooCommerce's answer for an order paid on
 * delivery or by transfer); null otherwise (a payment page, another site, no key).
 */
export function receivedUrlOf(order: Pick<PlacedOrder, 'order_id' | 'order_key' | 'redirect_url'>, pageHref: string): string | null {
  if (!order.redirect_url) return null;
  let u: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    u = new URL(order.redirect_url, page);
  } catch {
    return null;
  }
  if (u.origin !== page.origin) return null;
  const loc = readReceivedLocation(u.href);
  return loc && loc.id === order.order_id && loc.key === order.order_key ? u.href : null;
}
