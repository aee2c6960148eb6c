/**
 * Who is checking out: the one place the account area's sessions plug into the shop (issue 33).
 * A request's customer is the account area's logged-in customer (account/current.ts: a signed
 * login cookie whose session the database still holds), 0 for a guest. The checkout route, the
 * `User-ID` header and the order route ask only these functions.
 */
import { currentSession, customerId as sessionCustomerId } from '../account/current';
import type { Ctx } from '../router';
import type { Address } from './checkout';

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
