/**
 * Who is checking out: the one place the account area's sessions plug into the shop (issue 33).
 * A request's customer is the account area's logged-in customer (account/current.ts: a signed
 * login cookie whose session the database still holds), 0 for a guest. The checkout route, the
 * `User-ID` header and the order route ask only these functions.
 */
import { currentSession, customerId as sessionCustomerId } from '../account/current';
import type { Customer } from '../storage/accounts';
import type { Ctx } from '../router';
import type { Address } from './checkout';
import type { CartState } from './pricing';

/** The logged-in customer of a request (WordPress' user id), 0 for a guest. */
export function customerId(ctx: Ctx): Promise<number> {
  return sessionCustomerId(ctx);
}

/** The saved billing and shipping addresses of a logged-in customer (the Store API prefills the checkout with them); none for a guest. */
export async function customerAddresses(ctx: Ctx): Promise<{ billing?: Partial<Address>; shipping?: Partial<Address> }> {
  const s = await currentSession(ctx);
  return s ? { billing: s.customer.billing, shipping: s.customer.shipping } : {};
}

/**
 * After a logged-in customer's order: their billing and shipping addresses become the order's
 * (WooCommerce's OrderController::sync_customer_data_with_order). Nothing to do for a guest.
 */
export async function rememberCustomerAddresses(ctx: Ctx, customerId: number, addresses: { billing: Address; shipping: Address }): Promise<void> {
  if (!(customerId > 0)) return;
  await ctx.store.accounts.setAddress(customerId, 'billing', addresses.billing);
  await ctx.store.accounts.setAddress(customerId, 'shipping', addresses.shipping);
}

const givenFields = (a: Partial<Address> | undefined) => Object.fromEntries(Object.entries(a ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/**
 * The cart state with the customer's addresses as WooCommerce's WC_Customer holds them: for a
 * logged-in customer their saved addresses, with what `cart/update-customer` gave over them; for a
 * guest what update-customer gave. Its shipping country picks the shipping zone (pricing.ts).
 */
export async function customerCartState(ctx: Ctx, state: CartState): Promise<CartState> {
  const s = await currentSession(ctx);
  if (!s) return state;
  const shipping = Object.fromEntries(Object.entries(givenFields(s.customer.shipping)).filter(([k]) => k !== 'email'));
  return { ...state, billing: { ...givenFields(s.customer.billing), ...state.billing }, shipping: { ...shipping, ...state.shipping } };
}

/**
 * A Store API cart as WooCommerce answers it to a logged-in customer: `billing_address` and
 * `shipping_address` are the customer's (WC_Customer: their saved addresses; the billing e-mail and
 * names default to the account's, as WooCommerce fills `billing_email`, `billing_first_name` and
 * `billing_last_name` from the user), so the checkout opens prefilled. A guest's cart is left as it is.
 */
export async function withCustomer(ctx: Ctx, body: Record<string, unknown>, stored: Pick<CartState, 'billing' | 'shipping'> = {}): Promise<void> {
  const s = await currentSession(ctx);
  if (s) fillCustomer(body, s.customer, stored);
}

/** See withCustomer(). `stored`: the fields `cart/update-customer` gave (the cart's state), which win over the saved ones. */
export function fillCustomer(body: Record<string, unknown>, c: Customer, stored: Pick<CartState, 'billing' | 'shipping'> = {}): void {
  const billing = { ...(body.billing_address as Record<string, string>), ...givenFields(c.billing), ...stored.billing };
  if (!billing.email) billing.email = c.email;
  if (!billing.first_name) billing.first_name = c.firstName;
  if (!billing.last_name) billing.last_name = c.lastName;
  body.billing_address = billing;
  const shipping = Object.entries(givenFields(c.shipping)).filter(([k]) => k !== 'email');
  body.shipping_address = { ...(body.shipping_address as Record<string, string>), ...Object.fromEntries(shipping), ...stored.shipping };
}
