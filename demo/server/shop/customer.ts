/**
 * Who is checking out: the one place the account area's sessions plug into the shop (issue 33).
 * Until the account area's login lands, every visitor is a guest: `customerId` answers 0, a guest
 * has no saved addresses and nothing is remembered. The account area replaces the three bodies
 * below (the logged-in customer of the request's session cookie, that customer's saved addresses,
 * and saving the order's addresses as theirs); the checkout route, the `User-ID` header and the
 * order route ask only these functions.
 */
import type { Ctx } from '../router';
import type { Address } from './checkout';

/** The logged-in customer of a request (WordPress' user id), 0 for a guest. */
export function customerId(_ctx: Ctx): number {
  return 0;
}

/** The saved billing and shipping addresses of a logged-in customer (the Store API prefills the checkout with them); none for a guest. */
export async function customerAddresses(_ctx: Ctx): Promise<{ billing?: Partial<Address>; shipping?: Partial<Address> }> {
  return {};
}

/**
 * After a logged-in customer's order: their billing and shipping addresses become the order's
 * (WooCommerce's OrderController::sync_customer_data_with_order). Nothing to do for a guest.
 */
export async function rememberCustomerAddresses(_ctx: Ctx, _customerId: number, _addresses: { billing: Address; shipping: Address }): Promise<void> {
  // no accounts yet: every visitor is a guest
}
