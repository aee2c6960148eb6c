/**
 * Who is logged in on a request: the one place the login cookie is read (routes/account.ts and the
 * checkout route use it). A cookie counts only when its signature holds, it has not expired and
 * the database still knows its session for the same customer (account/session.ts).
 */
import type { TLSSocket } from 'node:tls';
import type { Ctx } from '../router';
import { nowSeconds } from '../storage';
import type { Customer } from '../storage/accounts';
import { GUEST_COOKIE, GUEST_KEY, LOGIN_COOKIE, SESSION_TTL_SECONDS, cookieHeader, newGuestKey, readLoginCookie, tokenHash, type NonceOwner } from './session';

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

/** Who is asking, for the account and admin pages: the session, who its nonces are for, the cookies to set. */
export interface Visitor {
  secret: string;
  session: CurrentSession | undefined;
  /** The logged-in customer, or a guest by the guest cookie's key (a new one when absent). */
  owner: NonceOwner;
  /** Set-Cookie headers this answer carries (a new guest key, a stale login cookie cleared). */
  cookies: string[];
  /** Over HTTPS (directly or behind a proxy that says so): cookies get Secure. */
  secure: boolean;
}

/** Over HTTPS (directly or behind a proxy that says so): cookies get Secure. */
export const isSecure = (ctx: Ctx): boolean => (ctx.req.socket as TLSSocket).encrypted === true || ctx.req.headers['x-forwarded-proto'] === 'https';

/** The visitor of an account or admin page, as both areas read it. */
export async function visitorOf(ctx: Ctx, now: number): Promise<Visitor> {
  const secret = await ctx.store.accounts.secret();
  const session = await currentSession(ctx, now);
  const secure = isSecure(ctx);
  const cookies: string[] = [];
  let owner: NonceOwner;
  if (session) owner = { customerId: session.customer.id, token: session.token };
  else {
    let key = ctx.cookies[GUEST_COOKIE];
    if (!key || !GUEST_KEY.test(key)) {
      // A POST without the guest cookie gets a new key, which its nonce was not made for: refused.
      key = newGuestKey();
      cookies.push(cookieHeader(GUEST_COOKIE, key, SESSION_TTL_SECONDS, secure));
    }
    owner = { customerId: 0, token: key };
  }
  // A login cookie the server no longer knows (logged out elsewhere, password changed): cleared.
  if (!session && ctx.cookies[LOGIN_COOKIE] !== undefined) cookies.push(cookieHeader(LOGIN_COOKIE, '', 0, secure));
  return { secret, session, owner, cookies, secure };
}
