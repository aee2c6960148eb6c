/**
 * The account area (issue 33; WooCommerce's My account page with Elementor Pro's My Account widget,
 * reference/elementor-widgets.md 5.7), server-rendered at ACCOUNT_PATH (`/mijn-account/`):
 *   /mijn-account/                       dashboard, or the login and register forms for a guest
 *   /mijn-account/orders/                the customer's orders (storage accounts.ordersOfCustomer)
 *   /mijn-account/view-order/{id}/       one order, only the customer's own
 *   /mijn-account/edit-address/[billing|shipping/]  the addresses, and the form of one
 *   /mijn-account/edit-account/          names, e-mail, password change
 *   /mijn-account/lost-password/         the reset request; `?key=…&id=…` the new-password form
 *   /mijn-account/customer-logout/?_wpnonce=…  logout (WooCommerce), also with Elementor's
 *                                        `elementor_wc_logout=true&elementor_my_account_redirect=URL`
 * Forms POST to the page they are on, as WooCommerce's WC_Form_Handler reads them, each with its
 * WordPress nonce (account/session.ts NONCES; refused: 403 and the form again). Success redirects
 * (POST/redirect/GET). Login: the same answer for an unknown e-mail and a wrong password (an
 * unknown address is checked against a dummy hash, so it takes as long); rate-limited per address
 * and per account (LOGIN_LIMITS, the shared rate_limits table, keys hashed), every refusal logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { visitorOf, type CurrentSession } from '../account/current';
import { DUMMY_HASH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../account/password';
import {
  ACCOUNT_PATH,
  ADDRESS_FIELDS,
  COUNTRIES,
  dashboard,
  editAccountForm,
  editAddressForm,
  endpointUrl,
  esc,
  loggedInArea,
  loginForms,
  lostPasswordForm,
  lostPasswordSent,
  myAddresses,
  notices,
  ordersTable,
  resetPasswordForm,
  viewOrder,
  widget,
  type Endpoint,
  type Notice,
} from '../account/render';
import {
  LOGIN_COOKIE,
  NONCES,
  REMEMBER_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  cookieHeader,
  createNonce,
  loginCookieValue,
  newToken,
  tokenHash,
  verifyNonce,
  type NonceName,
  type NonceOwner,
} from '../account/session';
import { demoDir } from '../forms/catalog';
import { readDemoPage } from '../layout';
import { CSP, HttpError } from '../http';
import type { Ctx, Reply } from '../router';
import { nowSeconds } from '../storage';
import type { Address } from '../storage/accounts';
import type { RouteModule } from './module';
import { enqueuePasswordReset, siteOrigin } from '../mail/enqueue';

/** Failed login attempts per window: per client address and per account (e-mail as typed, known or not); the next attempt is refused until the window ends. Not in WooCommerce; chosen here. */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perAddress: 30, perAccount: 10 } as const;
/** Registrations and reset requests per client address per window. */
export const ACCOUNT_WRITE_LIMIT = { windowSeconds: 15 * 60, perAddress: 20 } as const;
/** How long a password reset link works (WordPress: a day; shorter here). */
export const RESET_TTL_SECONDS = 3600;
const PURGE_EVERY_SECONDS = 300;
let lastPurge = 0;

const HTML = 'text/html; charset=utf-8';
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}\.[^\s@<>"']{2,}$/;
const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

/** The one-line notices a redirect asks for (`?se-notice=`), as WooCommerce's session notices. */
const FLASH: Record<string, Notice> = {
  'account-saved': { type: 'message', text: 'Accountgegevens succesvol gewijzigd.' },
  'address-saved': { type: 'message', text: 'Adres succesvol gewijzigd.' },
  registered: { type: 'message', text: 'Je account is aangemaakt. Welkom!' },
  'logged-out': { type: 'message', text: 'Je bent uitgelogd.' },
};

const TITLES: Record<Endpoint, string> = {
  dashboard: 'Mijn account',
  orders: 'Bestellingen',
  'view-order': 'Bestelling',
  'edit-address': 'Adressen',
  'edit-account': 'Accountgegevens',
  'lost-password': 'Wachtwoord vergeten',
  'customer-logout': 'Uitloggen',
};

interface Visit {
  ctx: Ctx;
  now: number;
  secret: string;
  session: CurrentSession | undefined;
  owner: NonceOwner;
  cookies: string[];
  endpoint: Endpoint;
  value: string;
  secure: boolean;
}

/** The endpoint and its value of an account path, or undefined (404). */
export function parseAccountPath(pathname: string): { endpoint: Endpoint; value: string } | undefined {
  if (pathname === ACCOUNT_PATH) return { endpoint: 'dashboard', value: '' };
  const m = /^\/mijn-account\/([a-z-]+)\/(?:([A-Za-z0-9_-]{1,40})\/)?$/.exec(pathname);
  if (!m) return undefined;
  const endpoint = m[1] as Endpoint;
  const value = m[2] ?? '';
  if (!['orders', 'view-order', 'edit-address', 'edit-account', 'lost-password', 'customer-logout'].includes(endpoint)) return undefined;
  if (endpoint === 'view-order' && !/^\d{1,12}$/.test(value)) return undefined;
  if (endpoint === 'edit-address' && value !== '' && value !== 'billing' && value !== 'shipping') return undefined;
  if (!['view-order', 'edit-address'].includes(endpoint) && value !== '') return undefined;
  return { endpoint, value };
}

/** Where the request came from (the Host header as WordPress prints absolute URLs). */
function originOf(ctx: Ctx, secure: boolean): string {
  const host = ctx.req.headers.host ?? 'localhost';
  return `${secure ? 'https' : 'http'}://${/^[\w.-]+(:\d+)?$/.test(host) ? host : 'localhost'}`;
}

/** A redirect target of this site only (wp_safe_redirect): a path on the same host, else the account page. */
function safeTarget(ctx: Ctx, secure: boolean, raw: string | null): string {
  if (!raw) return ACCOUNT_PATH;
  try {
    const origin = originOf(ctx, secure);
    const u = new URL(raw, origin);
    if (u.origin !== origin && u.host !== new URL(origin).host) return ACCOUNT_PATH;
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return ACCOUNT_PATH;
    // A path starting with two slashes would leave the site as a Location (`//evil.example/`).
    if (/^\/[/\\]/.test(u.pathname)) return ACCOUNT_PATH;
    return `${u.pathname}${u.search}`;
  } catch {
    return ACCOUNT_PATH;
  }
}

/** WooCommerce's logout URL with Elementor's parameters (my-account.php woocommerce_logout_default_redirect_url; esc_url leaves the inner URL unencoded). */
function logoutUrl(v: Visit): string {
  const nonce = createNonce(v.secret, NONCES.logout.action, v.owner, v.now);
  return `${endpointUrl('customer-logout')}?elementor_wc_logout=true&elementor_my_account_redirect=${originOf(v.ctx, v.secure)}${ACCOUNT_PATH}&_wpnonce=${nonce}`;
}

const nonce = (v: Visit, name: NonceName) => createNonce(v.secret, NONCES[name].action, v.owner, v.now);
const nonceOk = (v: Visit, name: NonceName) => verifyNonce(v.secret, NONCES[name].action, v.owner, field(v.ctx, NONCES[name].field, 20), v.now) !== false;

/** A text field as typed, '' when absent, not text or longer than `max`. */
function field(ctx: Ctx, name: string, max = 200): string {
  try {
    const s = ctx.fields.str(name, { max: 100_000 }) ?? '';
    return s.length > max ? '' : s;
  } catch {
    return '';
  }
}
const emailField = (ctx: Ctx, name: string) => field(ctx, name, 254).trim().toLowerCase();

let template: Promise<string> | undefined;
const readTemplate = () => (template ??= readDemoPage(demoDir(), 'mijn-account.html').catch((e: unknown) => ((template = undefined), Promise.reject(e))));

async function page(v: Visit, inner: string, status = 200, extra: Record<string, string> = {}): Promise<Reply> {
  // The template holds a static stand-in (the guest forms, for the static demo) between the markers.
  const html = (await readTemplate())
    .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(TITLES[v.endpoint])} – Bakkerij Zonneveld</title>`)
    .replace(/<!--se:account-->[\s\S]*?<!--\/se:account-->/, () => widget(v.endpoint, inner));
  const headers: Record<string, string | string[]> = { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store', ...extra };
  if (v.cookies.length) headers['Set-Cookie'] = v.cookies;
  return { status, contentType: HTML, text: html, headers };
}

function redirect(v: Visit, location: string): Reply {
  const headers: Record<string, string | string[]> = { Location: location, 'Cache-Control': 'no-store' };
  if (v.cookies.length) headers['Set-Cookie'] = v.cookies;
  return { status: 302, text: '', headers };
}

function flash(ctx: Ctx): Notice[] {
  const out: Notice[] = [];
  const code = ctx.url.searchParams.get('se-notice');
  if (code && FLASH[code]) out.push(FLASH[code]);
  if (ctx.url.searchParams.get('password-reset') === 'true') out.push({ type: 'message', text: 'Je wachtwoord is opnieuw ingesteld. Log in met je nieuwe wachtwoord.' });
  return out;
}

/**
 * Counts a hit of `key` in the window (or, with `count` false, only reads the hits so far); the
 * seconds left in the window when `max` is reached (then logged), else false.
 */
async function limited(v: Visit, key: string, max: number, windowSeconds: number, what: string, count = true): Promise<number | false> {
  const windowStart = v.now - (v.now % windowSeconds);
  const hits = count ? await v.ctx.store.rateLimits.hit(key, windowStart) : (await v.ctx.store.rateLimits.hits(key, windowStart)) + 1;
  if (hits <= max) return false;
  console.warn(`[account] ${what} rate-limited: ${key.replace(/:.*$/, '')} ${key.slice(-8)} made ${hits} attempts in ${windowSeconds} s (limit ${max})`);
  return windowStart + windowSeconds - v.now;
}

// ---- guests --------------------------------------------------------------------------------------

function guestPage(v: Visit, note: Notice[], status = 200, values: { username?: string; regEmail?: string } = {}, extra: Record<string, string> = {}): Promise<Reply> {
  if (v.endpoint === 'lost-password') return lostPasswordPage(v, note, status);
  const referer = v.ctx.url.pathname;
  return page(v, notices(note) + loginForms({ loginNonce: nonce(v, 'login'), registerNonce: nonce(v, 'register'), referer, ...values }), status, extra);
}

async function lostPasswordPage(v: Visit, note: Notice[], status = 200): Promise<Reply> {
  const q = v.ctx.url.searchParams;
  if (q.get('reset-link-sent') === 'true') return page(v, notices([{ type: 'message', text: 'E-mail om je wachtwoord te herstellen is verzonden.' }]) + lostPasswordSent(), status);
  const key = q.get('key') ?? field(v.ctx, 'reset_key', 100);
  const login = q.get('id') ?? field(v.ctx, 'reset_login', 20);
  if (key) {
    const id = await resetCustomer(v, key, login);
    if (id !== undefined) return page(v, notices(note) + resetPasswordForm(nonce(v, 'resetPassword'), v.ctx.url.pathname, key, login), status);
    note = [...note, { type: 'error', text: 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag hieronder een nieuwe aan.' }];
  }
  return page(v, notices(note) + lostPasswordForm(nonce(v, 'lostPassword'), v.ctx.url.pathname), status);
}

async function resetCustomer(v: Visit, key: string, login: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(key) || !/^\d{1,12}$/.test(login)) return undefined;
  const id = await v.ctx.store.accounts.resetCustomer(sha(`reset|${key}`), v.now);
  return id === Number(login) ? id : undefined;
}

async function startSession(v: Visit, customerId: number, remember: boolean): Promise<void> {
  const token = newToken();
  const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  await v.ctx.store.accounts.createSession(customerId, tokenHash(token), v.now, v.now + ttl);
  v.cookies.push(cookieHeader(LOGIN_COOKIE, loginCookieValue(v.secret, customerId, token, v.now + ttl), ttl, v.secure));
}

const SECURITY_FAILED: Notice = { type: 'error', text: 'De beveiligingscontrole is mislukt of de pagina is verlopen. Laad de pagina opnieuw en probeer het nog eens.' };

async function login(v: Visit): Promise<Reply> {
  const email = emailField(v.ctx, 'username');
  if (!nonceOk(v, 'login')) return guestPage(v, [SECURITY_FAILED], 403, { username: email });
  // Failed attempts count (below); an address or account that has used up its window is refused
  // before the password is even checked, the right one included.
  const ipKey = `login-ip:${sha(v.ctx.ip)}`;
  const accountKey = `login-account:${sha(email)}`;
  const ipWait = await limited(v, ipKey, LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds, 'login', false);
  const accountWait = email ? await limited(v, accountKey, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds, 'login', false) : false;
  if (ipWait !== false || accountWait !== false) {
    const wait = Math.max(ipWait || 0, accountWait || 0);
    const minutes = Math.max(1, Math.ceil(wait / 60));
    return guestPage(v, [{ type: 'error', text: `Te veel inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.` }], 429, { username: email }, { 'Retry-After': String(wait) });
  }
  const password = field(v.ctx, 'password', MAX_PASSWORD_LENGTH);
  if (!email || !password) return guestPage(v, [{ type: 'error', text: 'Vul je e-mailadres en je wachtwoord in.' }], 200, { username: email });
  const customer = EMAIL.test(email) ? await v.ctx.store.accounts.byEmail(email) : undefined;
  const ok = await verifyPassword(password, customer?.passwordHash ?? DUMMY_HASH);
  if (!customer || !ok) {
    await limited(v, ipKey, LOGIN_LIMITS.perAddress, LOGIN_LIMITS.windowSeconds, 'login');
    await limited(v, accountKey, LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowSeconds, 'login');
    console.warn(`[account] failed login from address ${sha(v.ctx.ip).slice(-8)} for account ${sha(email).slice(-8)}`);
    return guestPage(v, [{ type: 'error', text: 'Onbekend e-mailadres of onjuist wachtwoord.' }], 200, { username: email });
  }
  await startSession(v, customer.id, field(v.ctx, 'rememberme') === 'forever');
  const back = v.endpoint === 'lost-password' || v.endpoint === 'customer-logout' ? ACCOUNT_PATH : v.ctx.url.pathname;
  return redirect(v, back);
}

async function register(v: Visit): Promise<Reply> {
  const email = emailField(v.ctx, 'email');
  if (!nonceOk(v, 'register')) return guestPage(v, [SECURITY_FAILED], 403, { regEmail: email });
  const wait = await limited(v, `account-write-ip:${sha(v.ctx.ip)}`, ACCOUNT_WRITE_LIMIT.perAddress, ACCOUNT_WRITE_LIMIT.windowSeconds, 'register');
  if (wait !== false) return guestPage(v, [{ type: 'error', text: 'Te veel pogingen. Probeer het later opnieuw.' }], 429, { regEmail: email }, { 'Retry-After': String(wait) });
  const password = field(v.ctx, 'password', MAX_PASSWORD_LENGTH);
  const errors: Notice[] = [];
  if (!EMAIL.test(email)) errors.push({ type: 'error', text: 'Vul een geldig e-mailadres in.' });
  if (password.length < MIN_PASSWORD_LENGTH) errors.push({ type: 'error', text: `Kies een wachtwoord van minstens ${MIN_PASSWORD_LENGTH} tekens.` });
  if (errors.length) return guestPage(v, errors, 200, { regEmail: email });
  const id = await v.ctx.store.accounts.create(email, await hashPassword(password), v.now);
  if (id === undefined) return guestPage(v, [{ type: 'error', text: 'Er is al een account geregistreerd met je e-mailadres. Log in.' }], 200, { regEmail: email });
  await startSession(v, id, false);
  return redirect(v, `${ACCOUNT_PATH}?se-notice=registered`);
}

async function lostPassword(v: Visit): Promise<Reply> {
  if (!nonceOk(v, 'lostPassword')) return lostPasswordPage(v, [SECURITY_FAILED], 403);
  const wait = await limited(v, `account-write-ip:${sha(v.ctx.ip)}`, ACCOUNT_WRITE_LIMIT.perAddress, ACCOUNT_WRITE_LIMIT.windowSeconds, 'password reset');
  if (wait !== false) return lostPasswordPage(v, [{ type: 'error', text: 'Te veel pogingen. Probeer het later opnieuw.' }], 429);
  const email = emailField(v.ctx, 'user_login');
  if (!email) return lostPasswordPage(v, [{ type: 'error', text: 'Vul je e-mailadres in.' }]);
  const customer = EMAIL.test(email) ? await v.ctx.store.accounts.byEmail(email) : undefined;
  if (customer) {
    const key = randomBytes(24).toString('base64url');
    await v.ctx.store.accounts.createReset(customer.id, sha(`reset|${key}`), v.now + RESET_TTL_SECONDS);
    // By mail (the outbox; sent after this answer), never to the log: the link is a login.
    const link = `${siteOrigin(v.ctx, v.secure)}${endpointUrl('lost-password')}?key=${key}&id=${customer.id}`;
    const name = customer.firstName || customer.displayName;
    await enqueuePasswordReset(v.ctx.store, v.ctx.mail, { customerId: customer.id, email: customer.email, name, link, validHours: RESET_TTL_SECONDS / 3600, keyHash: sha(`reset|${key}`) }, v.now);
  }
  // The same answer whether or not the address has an account.
  return redirect(v, `${endpointUrl('lost-password')}?reset-link-sent=true`);
}

async function resetPassword(v: Visit): Promise<Reply> {
  if (!nonceOk(v, 'resetPassword')) return lostPasswordPage(v, [SECURITY_FAILED], 403);
  const key = field(v.ctx, 'reset_key', 100);
  const id = await resetCustomer(v, key, field(v.ctx, 'reset_login', 20));
  if (id === undefined) return lostPasswordPage(v, [], 200);
  const p1 = field(v.ctx, 'password_1', MAX_PASSWORD_LENGTH);
  const p2 = field(v.ctx, 'password_2', MAX_PASSWORD_LENGTH);
  const error = p1.length < MIN_PASSWORD_LENGTH ? `Kies een wachtwoord van minstens ${MIN_PASSWORD_LENGTH} tekens.` : p1 !== p2 ? 'De wachtwoorden komen niet overeen.' : '';
  if (error) return page(v, notices([{ type: 'error', text: error }]) + resetPasswordForm(nonce(v, 'resetPassword'), v.ctx.url.pathname, key, String(id)));
  await v.ctx.store.accounts.setPassword(id, await hashPassword(p1), '');
  return redirect(v, `${ACCOUNT_PATH}?password-reset=true`);
}

// ---- logged in -----------------------------------------------------------------------------------

async function memberPage(v: Visit, s: CurrentSession, note: Notice[], status = 200, override?: string): Promise<Reply> {
  const c = s.customer;
  const out = logoutUrl(v);
  let content = override;
  if (content === undefined) {
    switch (v.endpoint) {
      case 'orders':
        content = ordersTable(await v.ctx.store.accounts.ordersOfCustomer(c.id));
        break;
      case 'view-order': {
        const order = (await v.ctx.store.accounts.ordersOfCustomer(c.id)).find((o) => o.id === Number(v.value));
        content = order ? viewOrder(order) : `<h2 class="se-account-title">Bestelling</h2>${notices([{ type: 'error', text: 'Ongeldige bestelling.' }])}<p><a href="${endpointUrl('orders')}" class="wc-forward">Mijn bestellingen</a></p>`;
        break;
      }
      case 'edit-address':
        content = v.value === 'billing' || v.value === 'shipping' ? editAddressForm(v.value, v.value === 'billing' ? c.billing : c.shipping, nonce(v, 'editAddress'), v.ctx.url.pathname) : myAddresses(c);
        break;
      case 'edit-account':
        content = editAccountForm(c, nonce(v, 'editAccount'), v.ctx.url.pathname);
        break;
      default:
        content = dashboard(c, out);
    }
  }
  return page(v, loggedInArea(v.endpoint, out, content, note), status);
}

async function saveAccount(v: Visit, s: CurrentSession): Promise<Reply> {
  if (!nonceOk(v, 'editAccount')) return memberPage(v, s, [SECURITY_FAILED], 403);
  const d = {
    firstName: field(v.ctx, 'account_first_name', 100).trim(),
    lastName: field(v.ctx, 'account_last_name', 100).trim(),
    displayName: field(v.ctx, 'account_display_name', 100).trim(),
    email: emailField(v.ctx, 'account_email'),
  };
  const current = field(v.ctx, 'password_current', MAX_PASSWORD_LENGTH);
  const p1 = field(v.ctx, 'password_1', MAX_PASSWORD_LENGTH);
  const p2 = field(v.ctx, 'password_2', MAX_PASSWORD_LENGTH);
  const errors: string[] = [];
  if (!d.firstName) errors.push('Voornaam is een verplicht veld.');
  if (!d.lastName) errors.push('Achternaam is een verplicht veld.');
  if (!d.displayName) errors.push('Weergavenaam is een verplicht veld.');
  if (!EMAIL.test(d.email)) errors.push('Vul een geldig e-mailadres in.');
  const changing = current !== '' || p1 !== '' || p2 !== '';
  if (changing) {
    if (!current) errors.push('Vul je huidige wachtwoord in.');
    else if (!(await verifyPassword(current, s.customer.passwordHash))) errors.push('Je huidige wachtwoord is onjuist.');
    if (p1.length < MIN_PASSWORD_LENGTH) errors.push(`Kies een nieuw wachtwoord van minstens ${MIN_PASSWORD_LENGTH} tekens.`);
    else if (p1 !== p2) errors.push('De nieuwe wachtwoorden komen niet overeen.');
  }
  const retry = (list: string[]) => memberPage(v, s, list.map((text) => ({ type: 'error', text })), 200, editAccountForm({ ...s.customer, ...d }, nonce(v, 'editAccount'), v.ctx.url.pathname));
  if (errors.length) return retry(errors);
  if (!(await v.ctx.store.accounts.updateDetails(s.customer.id, d))) return retry(['Dit e-mailadres is al in gebruik.']);
  // A new password ends every other session of the account (this browser stays logged in, as WooCommerce re-sets its cookie).
  if (changing) await v.ctx.store.accounts.setPassword(s.customer.id, await hashPassword(p1), s.tokenHash);
  return redirect(v, `${ACCOUNT_PATH}?se-notice=account-saved`);
}

async function saveAddress(v: Visit, s: CurrentSession): Promise<Reply> {
  const kind = v.value === 'billing' || v.value === 'shipping' ? v.value : undefined;
  if (!kind) return memberPage(v, s, [], 200);
  if (!nonceOk(v, 'editAddress')) return memberPage(v, s, [SECURITY_FAILED], 403);
  const address: Address = {};
  const errors: string[] = [];
  for (const f of ADDRESS_FIELDS) {
    if (kind === 'shipping' && f.billingOnly) continue;
    const value = field(v.ctx, `${kind}_${f.key}`, 200).trim();
    address[f.key] = value;
    if (f.required && !value) errors.push(`${f.label} is een verplicht veld.`);
  }
  if (address.country && !COUNTRIES[address.country]) errors.push('Kies een land uit de lijst.');
  if (address.email && !EMAIL.test(address.email.toLowerCase())) errors.push('Vul een geldig e-mailadres in.');
  if (address.country === 'NL' && address.postcode) {
    const pc = address.postcode.replace(/\s+/g, '').toUpperCase();
    if (!/^[1-9]\d{3}[A-Z]{2}$/.test(pc)) errors.push('Vul een geldige postcode in (1234 AB).');
    else address.postcode = `${pc.slice(0, 4)} ${pc.slice(4)}`;
  }
  if (errors.length) return memberPage(v, s, errors.map((text) => ({ type: 'error', text })), 200, editAddressForm(kind, address, nonce(v, 'editAddress'), v.ctx.url.pathname));
  await v.ctx.store.accounts.setAddress(s.customer.id, kind, address);
  return redirect(v, `${endpointUrl('edit-address')}?se-notice=address-saved`);
}

/** WooCommerce's `customer-logout` endpoint and Elementor's `elementor_wc_logout` (module.php elementor_wc_my_account_logout). */
async function logout(v: Visit): Promise<Reply> {
  const q = v.ctx.url.searchParams;
  const s = v.session;
  if (!s) return redirect(v, ACCOUNT_PATH);
  if (verifyNonce(v.secret, NONCES.logout.action, v.owner, q.get('_wpnonce'), v.now) !== false) {
    await v.ctx.store.accounts.endSession(s.tokenHash);
    v.cookies.push(cookieHeader(LOGIN_COOKIE, '', 0, v.secure));
    const target = q.get('elementor_wc_logout') ? safeTarget(v.ctx, v.secure, q.get('elementor_my_account_redirect')) : ACCOUNT_PATH;
    const u = new URL(target, 'http://x');
    u.searchParams.set('se-notice', 'logged-out');
    return redirect(v, `${u.pathname}${u.search}`);
  }
  // WooCommerce asks again when the nonce is missing or stale (wc_nocache_headers + a confirm link).
  v.endpoint = 'customer-logout';
  return memberPage(v, s, [], 200, `<h2 class="se-account-title">Uitloggen</h2>${notices([{ type: 'info', text: 'Weet je zeker dat je wilt uitloggen?' }])}<p><a class="button" href="${esc(logoutUrl(v))}">Bevestigen en uitloggen</a></p>`);
}

async function accountRoute(ctx: Ctx): Promise<Reply> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
  const at = parseAccountPath(ctx.url.pathname);
  if (!at) throw new HttpError(404, 'not_found', 'Not found');
  const now = nowSeconds();
  const accounts = ctx.store.accounts;
  if (now - lastPurge >= PURGE_EVERY_SECONDS) {
    lastPurge = now;
    void accounts.purgeExpired(now).catch((e: unknown) => console.error('[account] purging expired sessions failed', e));
    // Only this module's counters, by its own (longer) windows.
    for (const prefix of ['login-ip:', 'login-account:']) void ctx.store.rateLimits.prune(now - 2 * LOGIN_LIMITS.windowSeconds, prefix).catch(() => undefined);
    void ctx.store.rateLimits.prune(now - 2 * ACCOUNT_WRITE_LIMIT.windowSeconds, 'account-write-ip:').catch(() => undefined);
  }
  const { secret, session, owner, cookies, secure } = await visitorOf(ctx, now);
  const v: Visit = { ctx, now, secret, session, owner, cookies, endpoint: at.endpoint, value: at.value, secure };

  if (at.endpoint === 'customer-logout' || ctx.url.searchParams.get('elementor_wc_logout')) return logout(v);
  const has = (name: string) => ctx.fields.has(name);
  if (ctx.method === 'POST') {
    if (!session) {
      if (has(NONCES.login.field) || has('login')) return login(v);
      if (has(NONCES.register.field) || has('register')) return register(v);
      if (has(NONCES.resetPassword.field) || has('reset_key')) return resetPassword(v);
      if (has(NONCES.lostPassword.field) || has('user_login')) return lostPassword(v);
      return guestPage(v, [SECURITY_FAILED], 403);
    }
    if (has(NONCES.editAccount.field) || has('save_account_details')) return saveAccount(v, session);
    if (has(NONCES.editAddress.field) || has('save_address')) return saveAddress(v, session);
    // A logged-in browser posting a guest form (a second tab): the page as it is now.
    return memberPage(v, session, [], 200);
  }
  if (!session) return guestPage(v, flash(ctx));
  // A logged-in customer has no use for the lost-password page (WooCommerce shows the dashboard's endpoint content).
  if (at.endpoint === 'lost-password') v.endpoint = 'dashboard';
  return memberPage(v, session, flash(ctx));
}

export const account: RouteModule = {
  name: 'account',
  register(router) {
    router.onPath(ACCOUNT_PATH, accountRoute);
    router.onPath(`${ACCOUNT_PATH}*/`, accountRoute);
    router.onPath(`${ACCOUNT_PATH}view-order/*/`, accountRoute);
    router.onPath(`${ACCOUNT_PATH}edit-address/*/`, accountRoute);
    // The template itself leads to the page.
    router.onPath('/mijn-account.html', () => ({ status: 302, headers: { Location: ACCOUNT_PATH }, text: '' }));
  },
};
