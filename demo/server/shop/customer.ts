/**
 * Who is checking out: the one place the account area's sessions plug into the shop (issue 33).
 * Until the account area's login lands, every visitor is a guest: `customerId` answers 0 and a
 * guest has no saved addresses. The account helper's module replaces the two bodies below (the
 * logged-in customer of the request's session cookie, and that customer's saved addresses); the
 * checkout route, the `User-ID` header and the order route ask only these two functions.
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
