/**
 * An account made at checkout (issue 42), as WooCommerce's Store API makes one
 * (Checkout::process_customer: wc_create_new_customer with the billing e-mail, the posted
 * `customer_password` or a generated one, the billing names; then wc_set_customer_auth_cookie):
 * the customer, logged in by the answer's cookie. Refusals carry wc_create_new_customer's codes.
 */
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../router';
import { isSecure } from './current';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword } from './password';
import { LOGIN_COOKIE, SESSION_TTL_SECONDS, cookieHeader, loginCookieValue, newToken, tokenHash } from './session';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type Signup = { ok: true; customerId: number; cookie: string } | { ok: false; status: number; code: string; message: string };

export interface SignupRequest {
  email: string;
  /** The posted password ('' when the shop generates one). */
  password: string;
  /** WooCommerce's `woocommerce_registration_generate_password`: the shop makes the password (the customer sets one by the reset link). */
  generatePassword: boolean;
  firstName: string;
  lastName: string;
}

/** Makes the customer and its login session; the cookie logs the visitor in with the answer. */
export async function signUpAtCheckout(ctx: Ctx, r: SignupRequest, now: number): Promise<Signup> {
  const email = r.email.trim().toLowerCase();
  if (!EMAIL.test(email)) return { ok: false, status: 400, code: 'registration-error-invalid-email', message: 'Please provide a valid email address.' };
  const password = r.generatePassword ? randomBytes(18).toString('base64url') : r.password;
  if (!password) return { ok: false, status: 400, code: 'registration-error-missing-password', message: 'Please enter an account password.' };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, status: 400, code: 'registration-error-invalid-password', message: 'Please enter a shorter password.' };
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, status: 400, code: 'registration-error-weak-password', message: `Please enter a password of at least ${MIN_PASSWORD_LENGTH} characters.` };
  const accounts = ctx.store.accounts;
  if (await accounts.byEmail(email)) return { ok: false, status: 400, code: 'registration-error-email-exists', message: 'An account is already registered with your email address. Please log in.' };
  const id = await accounts.create(email, await hashPassword(password), now);
  if (id === undefined) return { ok: false, status: 400, code: 'registration-error-email-exists', message: 'An account is already registered with your email address. Please log in.' };
  const firstName = r.firstName.trim().slice(0, 100);
  const lastName = r.lastName.trim().slice(0, 100);
  await accounts.updateDetails(id, { firstName, lastName, displayName: [firstName, lastName].filter(Boolean).join(' ') || (email.split('@')[0] ?? ''), email });
  const token = newToken();
  const expiration = now + SESSION_TTL_SECONDS;
  await accounts.createSession(id, tokenHash(token), now, expiration);
  return { ok: true, customerId: id, cookie: cookieHeader(LOGIN_COOKIE, loginCookieValue(await accounts.secret(), id, token, expiration), SESSION_TTL_SECONDS, isSecure(ctx)) };
}
