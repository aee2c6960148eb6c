/**
 * The visitor's shop session, its Store API nonce and its cart token, as WooCommerce makes them:
 * - Session: WooCommerce keeps a guest's cart under a customer id ("t_" + 30 random characters)
 *   named by the `wp_woocommerce_session_{COOKIEHASH}` cookie (`{id}||{expiration}||{expiring}||{hash}`,
 *   WC_Session_Handler). Here the cookie is `wp_woocommerce_session_se`, same shape, the hash an
 *   HMAC of the rest with the database's secret, so a forged or altered cookie is a new session.
 * - Nonce: `wp_create_nonce('wc_store_api')`, for a guest bound to that customer id (WooCommerce's
 *   `nonce_user_logged_out` filter): 10 hex characters of an HMAC over the tick (12 hours), the
 *   action and the session; valid in this tick and the one before (12 to 24 hours), as WordPress'.
 * - Cart token: `CartTokenUtils::get_cart_token`: a JWT (HS256) with `user_id` = the customer id,
 *   `exp` two days on, `iss` "store-api"; a request with a valid one uses that cart and needs no nonce.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CART_TTL_SECONDS } from '../storage/shop';

export const SESSION_COOKIE = 'wp_woocommerce_session_se';
export const ITEMS_COOKIE = 'woocommerce_items_in_cart';
export const HASH_COOKIE = 'woocommerce_cart_hash';
/** WordPress' nonce tick: half of DAY_IN_SECONDS. */
export const NONCE_TICK_SECONDS = 12 * 3600;
export const NONCE_ACTION = 'wc_store_api';
/** Cart tokens last as long as WooCommerce's (`woocommerce_store_api_cart_token_expiration`: 2 days). */
export const CART_TOKEN_TTL_SECONDS = 2 * 24 * 3600;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** A new guest customer id, as WooCommerce makes one ("t_" + 30 characters). */
export const newSessionId = (): string => `t_${randomBytes(15).toString('hex')}`;
const SESSION_ID = /^t_[0-9a-f]{30}$/;

export function sessionCookieValue(secret: string, id: string, now: number): string {
  const expiration = now + CART_TTL_SECONDS;
  const expiring = now + CART_TTL_SECONDS - 3600;
  const base = `${id}||${expiration}||${expiring}`;
  return `${base}||${hmac(secret, base).toString('hex').slice(0, 32)}`;
}

/** The session id of a cookie value, when it is well formed, signed and not expired. */
export function readSessionCookie(secret: string, value: string | undefined, now: number): string | undefined {
  if (!value || value.length > 200) return undefined;
  const parts = value.split('||');
  if (parts.length !== 4) return undefined;
  const [id, expiration, expiring, hash] = parts as [string, string, string, string];
  if (!SESSION_ID.test(id) || !/^\d+$/.test(expiration) || Number(expiration) <= now) return undefined;
  const want = hmac(secret, `${id}||${expiration}||${expiring}`).toString('hex').slice(0, 32);
  return hash.length === want.length && timingSafeEqual(Buffer.from(hash), Buffer.from(want)) ? id : undefined;
}

const tick = (now: number) => Math.ceil(now / NONCE_TICK_SECONDS);
const nonceAt = (secret: string, t: number, session: string) => hmac(secret, `${t}|${NONCE_ACTION}|0|${session}`).toString('hex').slice(-12, -2);

/** `wp_create_nonce('wc_store_api')` for this session. */
export const createNonce = (secret: string, session: string, now: number): string => nonceAt(secret, tick(now), session);

/** `wp_verify_nonce`: 1 (this tick), 2 (the previous one), or false. */
export function verifyNonce(secret: string, session: string, nonce: string, now: number): 1 | 2 | false {
  if (!/^[0-9a-f]{10}$/.test(nonce)) return false;
  const t = tick(now);
  if (nonce === nonceAt(secret, t, session)) return 1;
  if (nonce === nonceAt(secret, t - 1, session)) return 2;
  return false;
}

export function createCartToken(secret: string, session: string, now: number): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify({ user_id: session, exp: now + CART_TOKEN_TTL_SECONDS, iss: 'store-api' }));
  return `${head}.${body}.${b64(hmac(secret, `${head}.${body}`))}`;
}

/** The session a cart token names, when its signature holds and it has not expired. */
export function readCartToken(secret: string, token: string | undefined, now: number): string | undefined {
  if (!token || token.length > 1000) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, sig] = parts as [string, string, string];
  const want = b64(hmac(secret, `${head}.${body}`));
  if (sig.length !== want.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(want))) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { user_id?: unknown; exp?: unknown };
    if (typeof claims.user_id !== 'string' || !SESSION_ID.test(claims.user_id) || typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
    return claims.user_id;
  } catch {
    return undefined;
  }
}
