/**
 * Who is logged in on a request: the one place the login cookie is read (routes/account.ts and the
 * checkout route use it). A cookie counts only when its signature holds, it has not expired and
 * the database still knows its session for the same customer (account/session.ts).
 */
import type { Ctx } from '../router';
import { nowSeconds } from '../storage';
import type { Customer } from '../storage/accounts';
import { LOGIN_COOKIE, readLoginCookie, tokenHash } from './session';

export interface CurrentSession {
  customer: Customer;
  token: string;
  tokenHash: string;
  expiration: number;
}

/** The logged-in customer's session, or undefined for a guest. */
export async function currentSession(ctx: Ctx, now = nowSeconds()): Promise<CurrentSession | undefined> {
  const raw = ctx.cookies[LOGIN_COOKIE];
  if (!raw) return undefined;
  const accounts = ctx.store.accounts;
  const read = readLoginCookie(await accounts.secret(), raw, now);
  if (!read) return undefined;
  const hash = tokenHash(read.token);
  if (!(await accounts.sessionValid(read.customerId, hash, now))) return undefined;
  const customer = await accounts.byId(read.customerId);
  return customer && { customer, token: read.token, tokenHash: hash, expiration: read.expiration };
}

/** The logged-in customer's id of a request, 0 for a guest (WordPress' get_current_user_id()). */
export async function customerId(ctx: Ctx): Promise<number> {
  return (await currentSession(ctx))?.customer.id ?? 0;
}
