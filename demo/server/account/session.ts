/**
 * The account area's login session and form nonces, as WordPress makes them (pure; the tables are
 * storage/accounts.ts):
 * - Cookie `wordpress_logged_in_se` (WordPress: `wordpress_logged_in_{COOKIEHASH}`), value
 *   `{customer id}|{expiration}|{token}|{hmac}`: the token is 32 random bytes (base64url); the
 *   database keeps only its SHA-256, with the customer it belongs to and its expiry
 *   (WP_Session_Tokens keeps a hash of the verifier the same way). The HMAC (with the database's
 *   secret) covers id, expiration and token, so a cookie whose id was changed to another account
 *   fails here, and a valid cookie of one account never reads as another's (the row names the
 *   customer). Sent `HttpOnly; SameSite=Lax; Path=/` (`Secure` on https).
 * - Nonces: `wp_create_nonce(action)`: 10 hex characters of an HMAC over the tick (12 hours), the
 *   action, the customer id and the session token; valid in this tick and the previous one. A
 *   guest's nonce (id 0) is bound to the guest's nonce cookie (`se_account_guest`, random) instead
 *   of WordPress' shared empty token, so a nonce copied from another visitor's page is refused.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LOGIN_COOKIE = 'wordpress_logged_in_se';
export const GUEST_COOKIE = 'se_account_guest';
/** A session without "remember me": 2 days (WordPress' default auth cookie). */
export const SESSION_TTL_SECONDS = 2 * 24 * 3600;
/** With "remember me": 14 days (WordPress' `rememberme`). */
export const REMEMBER_TTL_SECONDS = 14 * 24 * 3600;
/** WordPress' nonce tick: half of DAY_IN_SECONDS. */
export const NONCE_TICK_SECONDS = 12 * 3600;

/** The nonce actions of the account forms (WooCommerce's `wp_nonce_field` actions and field names). */
export const NONCES = {
  login: { action: 'woocommerce-login', field: 'woocommerce-login-nonce' },
  register: { action: 'woocommerce-register', field: 'woocommerce-register-nonce' },
  lostPassword: { action: 'lost_password', field: 'woocommerce-lost-password-nonce' },
  resetPassword: { action: 'reset_password', field: 'woocommerce-reset-password-nonce' },
  editAccount: { action: 'save_account_details', field: 'save-account-details-nonce' },
  editAddress: { action: 'woocommerce-edit_address', field: 'woocommerce-edit-address-nonce' },
  logout: { action: 'customer-logout', field: '_wpnonce' },
} as const;
export type NonceName = keyof typeof NONCES;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** A new session token (the cookie's verifier). */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** What the database stores of a token (never the token). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
/** A new guest nonce key (the guest cookie). */
export const newGuestKey = (): string => randomBytes(16).toString('hex');
export const GUEST_KEY = /^[0-9a-f]{32}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function loginCookieValue(secret: string, customerId: number, token: string, expiration: number): string {
  const base = `${customerId}|${expiration}|${token}`;
  return `${base}|${hmac(secret, `login|${base}`)}`;
}

export interface CookieSession {
  customerId: number;
  token: string;
  expiration: number;
}

/** The session a cookie names when it is well formed, signed and not expired (the database must still know the token). */
export function readLoginCookie(secret: string, value: string | undefined, now: number): CookieSession | undefined {
  if (!value || value.length > 300) return undefined;
  const parts = value.split('|');
  if (parts.length !== 4) return undefined;
  const [id, expiration, token, sig] = parts as [string, string, string, string];
  if (!/^[1-9]\d{0,15}$/.test(id) || !/^\d{1,12}$/.test(expiration) || !TOKEN.test(token)) return undefined;
  if (Number(expiration) <= now) return undefined;
  const want = hmac(secret, `login|${id}|${expiration}|${token}`);
  if (sig.length !== want.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(want))) return undefined;
  return { customerId: Number(id), token, expiration: Number(expiration) };
}

/** Who a nonce is for: a logged-in customer's session, or a guest's key. */
export interface NonceOwner {
  customerId: number;
  /** The session token of a customer, the guest key of a guest. */
  token: string;
}

const tick = (now: number) => Math.ceil(now / NONCE_TICK_SECONDS);
const nonceAt = (secret: string, t: number, action: string, owner: NonceOwner) => hmac(secret, `nonce|${t}|${action}|${owner.customerId}|${owner.token}`).slice(-12, -2);

/** `wp_create_nonce(action)` for this owner. */
export const createNonce = (secret: string, action: string, owner: NonceOwner, now: number): string => nonceAt(secret, tick(now), action, owner);

/** `wp_verify_nonce`: 1 (this tick), 2 (the previous one), or false. */
export function verifyNonce(secret: string, action: string, owner: NonceOwner, nonce: unknown, now: number): 1 | 2 | false {
  if (typeof nonce !== 'string' || !/^[0-9a-f]{10}$/.test(nonce) || owner.token === '') return false;
  const t = tick(now);
  const eq = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
  if (eq(nonce, nonceAt(secret, t, action, owner))) return 1;
  if (eq(nonce, nonceAt(secret, t - 1, action, owner))) return 2;
  return false;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure on https; maxAge 0 clears it. */
export function cookieHeader(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
