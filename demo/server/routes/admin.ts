/**
 * The admin area (issue 44), server-rendered under ADMIN_PATH (`/beheer/`), no script at all:
 *   /beheer/inloggen/                 the admins' login (the account sessions, cookie and login limits)
 *   /beheer/uitloggen/                POST: ends the session
 *   /beheer/                          overview with the counts
 *   /beheer/bestellingen/[{id}/]      orders: search, status and date filters, paging, CSV; an order's page and its status change
 *   /beheer/inzendingen/[{id}/]       Gravity Forms entries, an entry's page with its uploads
 *   /beheer/elementor/                Elementor form submissions (files downloadable)
 *   /beheer/leads/, artikelstatistieken/, toestemmingen/, pop-ups/   the other lists
 *   /beheer/persoonsgegevens/         a person's data exported (JSON) or erased by e-mail address
 *   /beheer/bewaartermijn/            the retention setting and a purge now
 *   /beheer/bestand/?entry=&file= | ?eb=&file=   an upload, to admins only
 * Every list takes `s` (search), `status` (its filter), `from`/`to` (YYYY-MM-DD, Amsterdam days,
 * both inclusive), `paged`, and `export=csv` for the whole filtered list as CSV (admin/csv.ts).
 * Access: a logged-out visitor is sent to the login (302, `redirect_to`); a session that is not an
 * administrator's gets 403 on every page. Every POST carries a WordPress nonce bound to the session
 * (account/session.ts; the login's to the guest cookie), refused with 403 otherwise. Texts in Dutch,
 * English with SITE_LOCALE=en (admin/i18n.ts); pages under the strict CSP, not cached.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { visitorOf, type CurrentSession } from '../account/current';
import { DUMMY_HASH, MAX_PASSWORD_LENGTH, verifyPassword } from '../account/password';
import { formatAddress } from '../account/render';
import { LOGIN_COOKIE, SESSION_TTL_SECONDS, cookieHeader, createNonce, loginCookieValue, newToken, tokenHash, verifyNonce, type NonceOwner } from '../account/session';
import { CSV_TYPE, csvDisposition, toCsv } from '../admin/csv';
import { TEXTS, type AdminLocale, type AdminTexts } from '../admin/i18n';
import { anonymiseAddress, anonymiseNote, parsed } from '../admin/person';
import { MAX_RETENTION_DAYS, RETENTION_SETTING, purgeOlderThan, removeFiles, retentionDays } from '../admin/retention';
import { ADMIN_PATH, SECTIONS, amsterdamDay, esc, layout, listPage, money, nonceField, notices, pairList, pairText, pairs, timeTag, type ListView, type Notice, type SectionKey } from '../admin/render';
import { loadForm } from '../forms/catalog';
import { uploadsDir } from '../forms/uploads';
import { CSP, HttpError } from '../http';
import type { Ctx, Reply } from '../router';
import { nowSeconds, type ListQuery, type Page } from '../storage';
import type { Address } from '../storage/accounts';
import { LOGIN_LIMITS } from './account';
import type { RouteModule } from './module';

const HTML = 'text/html; charset=utf-8';
export const PAGE_SIZE = 25;
/** Rows per read while a CSV export gathers its list. */
const EXPORT_BATCH = 2000;
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}\.[^\s@<>"']{2,}$/;
const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

/** The nonce actions of the admin forms (all posted as `_wpnonce`, WordPress' admin field). */
export const ADMIN_NONCES = { login: 'se-admin-login', logout: 'se-admin-logout', orderStatus: 'se-admin-order-status', privacy: 'se-admin-privacy', retention: 'se-admin-retention' } as const;
type NonceAction = (typeof ADMIN_NONCES)[keyof typeof ADMIN_NONCES];
const NONCE_FIELD = '_wpnonce';

/** The statuses an admin may set (WooCommerce's, as its order screen offers them; refunds need a refund, so not here). */
export const SETTABLE_STATUSES = ['pending', 'on-hold', 'processing', 'completed', 'cancelled'] as const;

interface Visit {
  ctx: Ctx;
  now: number;
  secret: string;
  locale: AdminLocale;
  t: AdminTexts;
  session: CurrentSession | undefined;
  owner: NonceOwner;
  cookies: string[];
  secure: boolean;
}

const nonce = (v: Visit, action: NonceAction) => createNonce(v.secret, action, v.owner, v.now);
function field(ctx: Ctx, name: string, max = 200): string {
  try {
    const s = ctx.fields.str(name, { max: 100_000 }) ?? '';
    return s.length > max ? '' : s;
  } catch {
    return '';
  }
}
const nonceOk = (v: Visit, action: NonceAction) => verifyNonce(v.secret, action, v.owner, field(v.ctx, NONCE_FIELD, 20), v.now) !== false;

function headers(v: Visit, extra: Record<string, string> = {}): Record<string, string | string[]> {
  const h: Record<string, string | string[]> = { 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', ...extra };
  if (v.cookies.length) h['Set-Cookie'] = v.cookies;
  return h;
}

function page(v: Visit, title: string, section: SectionKey | undefined, body: string, status = 200): Reply {
  const user = v.session && v.session.customer.role === 'administrator' ? { email: v.session.customer.email, logoutNonce: nonce(v, ADMIN_NONCES.logout) } : undefined;
  return { status, contentType: HTML, text: layout({ locale: v.locale, t: v.t, siteName: v.ctx.mail.siteName, title, section: user ? section : undefined, user, body }), headers: headers(v) };
}

const redirect = (v: Visit, location: string): Reply => ({ status: 302, text: '', headers: headers(v, { Location: location }) });

/** A path of the admin area to come back to after the login (nothing else: no open redirect). */
function safeReturn(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith(ADMIN_PATH) || /[\\\s]/.test(raw) || raw.startsWith(`${ADMIN_PATH}inloggen/`) || raw.startsWith(`${ADMIN_PATH}uitloggen/`)) return ADMIN_PATH;
  return raw.slice(0, 500);
}

// ---- login ---------------------------------------------------------------------------------------

function loginPage(v: Visit, note: Notice[], status = 200, email = '', extra: Record<string, string> = {}): Reply {
  const { t } = v;
  const back = safeReturn(v.ctx.url.searchParams.get('redirect_to') ?? field(v.ctx, 'redirect_to', 500));
  const body = `<div class="adm-card adm-login">
<h1>${esc(t.loginTitle)}</h1>
${notices(note)}
<form method="post" action="${ADMIN_PATH}inloggen/">
<p class="adm-field"><label for="user_login">${esc(t.email)}</label><input type="email" id="user_login" name="log" autocomplete="username" value="${esc(email)}" required></p>
<p class="adm-field"><label for="user_pass">${esc(t.password)}</label><input type="password" id="user_pass" name="pwd" autocomplete="current-password" required></p>
${nonceField(NONCE_FIELD, nonce(v, ADMIN_NONCES.login))}<input type="hidden" name="redirect_to" value="${esc(back)}">
<p><button type="submit" class="adm-button">${esc(t.login)}</button></p>
</form>
</div>`;
  const r = page(v, t.loginTitle, undefined, body, status);
  Object.assign(r.headers!, extra);
  return r;
}

/** Counts a failed attempt (`count`) or only reads the window; the seconds left when over `max`. The account area's keys and limits: one budget for both logins. */
async function limited(v: Visit, key: string, max: number, count: boolean): Promise<number | false> {
  const w = LOGIN_LIMITS.windowSeconds;
  const windowStart = v.now - (v.now % w);
  const hits = count ? await v.ctx.store.rateLimits.hit(key, windowStart) : (await v.ctx.store.rateLimits.hits(key, windowStart)) + 1;
  if (hits <= max) return false;
  console.warn(`[admin] login rate-limited: ${key.replace(/:.*$/, '')} ${key.slice(-8)} made ${hits} attempts in ${w} s (limit ${max})`);
  return windowStart + w - v.now;
}

async function login(v: Visit): Promise<Reply> {
  const { t } = v;
  const email = field(v.ctx, 'log', 254).trim().toLowerCase();
  if (!nonceOk(v, ADMIN_NONCES.login)) return loginPage(v, [{ type: 'error', text: t.securityFailed }], 403, email);
  const ipKey = `login-ip:${sha(v.ctx.ip)}`;
  const accountKey = `login-account:${sha(email)}`;
  const ipWait = await limited(v, ipKey, LOGIN_LIMITS.perAddress, false);
  const accountWait = email ? await limited(v, accountKey, LOGIN_LIMITS.perAccount, false) : false;
  if (ipWait !== false || accountWait !== false) {
    const wait = Math.max(ipWait || 0, accountWait || 0);
    return loginPage(v, [{ type: 'error', text: t.tooMany(Math.max(1, Math.ceil(wait / 60))) }], 429, email, { 'Retry-After': String(wait) });
  }
  const password = field(v.ctx, 'pwd', MAX_PASSWORD_LENGTH);
  if (!email || !password) return loginPage(v, [{ type: 'error', text: t.loginMissing }], 200, email);
  const customer = EMAIL.test(email) ? await v.ctx.store.accounts.byEmail(email) : undefined;
  const ok = await verifyPassword(password, customer?.passwordHash ?? DUMMY_HASH);
  // A customer's right password opens no admin session: the same answer as a wrong one.
  if (!customer || !ok || customer.role !== 'administrator') {
    await limited(v, ipKey, LOGIN_LIMITS.perAddress, true);
    await limited(v, accountKey, LOGIN_LIMITS.perAccount, true);
    console.warn(`[admin] failed login from address ${sha(v.ctx.ip).slice(-8)} for account ${sha(email).slice(-8)}`);
    return loginPage(v, [{ type: 'error', text: t.loginFailed }], 200, email);
  }
  // A customer's session in this browser ends: the admin's replaces it.
  if (v.session) await v.ctx.store.accounts.endSession(v.session.tokenHash);
  const token = newToken();
  await v.ctx.store.accounts.createSession(customer.id, tokenHash(token), v.now, v.now + SESSION_TTL_SECONDS);
  v.cookies.push(cookieHeader(LOGIN_COOKIE, loginCookieValue(v.secret, customer.id, token, v.now + SESSION_TTL_SECONDS), SESSION_TTL_SECONDS, v.secure));
  return redirect(v, safeReturn(field(v.ctx, 'redirect_to', 500)));
}

async function logout(v: Visit): Promise<Reply> {
  if (v.ctx.method !== 'POST' || !v.session) return redirect(v, ADMIN_PATH);
  if (!nonceOk(v, ADMIN_NONCES.logout)) return redirect(v, ADMIN_PATH);
  await v.ctx.store.accounts.endSession(v.session.tokenHash);
  v.cookies.push(cookieHeader(LOGIN_COOKIE, '', 0, v.secure));
  return redirect(v, `${ADMIN_PATH}inloggen/?loggedout=true`);
}

function forbidden(v: Visit): Reply {
  const { t } = v;
  return page(
    v,
    t.forbiddenTitle,
    undefined,
    `<div class="adm-card"><h1>${esc(t.forbiddenTitle)}</h1><p>${esc(t.forbidden)}</p><p><a class="adm-button" href="/mijn-account/">${esc(t.forbiddenAccount)}</a> <a class="adm-link" href="${ADMIN_PATH}inloggen/">${esc(t.forbiddenOther)}</a></p></div>`,
    403,
  );
}

// ---- lists ---------------------------------------------------------------------------------------

interface RawQuery {
  s: string;
  filter: string;
  from: string;
  to: string;
  page: number;
}

function rawQuery(ctx: Ctx): RawQuery {
  const q = ctx.url.searchParams;
  const date = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : '');
  const p = Number(q.get('paged') ?? '1');
  return { s: (q.get('s') ?? '').slice(0, 200), filter: (q.get('status') ?? '').slice(0, 100), from: date(q.get('from')), to: date(q.get('to')), page: Number.isInteger(p) && p > 0 && p < 1_000_000 ? p : 1 };
}

const listQuery = (r: RawQuery, offset: number, limit: number): ListQuery => ({ q: r.s, filter: r.filter, from: amsterdamDay(r.from), to: amsterdamDay(r.to, true), offset, limit });

interface ListSpec<T> {
  section: SectionKey;
  path: string;
  searchLabel: (t: AdminTexts) => string;
  read: (v: Visit, q: ListQuery) => Promise<Page<T>>;
  select?: (v: Visit) => Promise<ListView['select']>;
  head: (t: AdminTexts) => string[];
  numeric?: number[];
  cells: (v: Visit, row: T) => string[];
  /** CSV: its file name, header and a row's values. */
  csvName: string;
  csvHead: (t: AdminTexts) => string[];
  csvRow: (v: Visit, row: T) => unknown[];
}

async function listRoute<T>(v: Visit, spec: ListSpec<T>): Promise<Reply> {
  const raw = rawQuery(v.ctx);
  if (v.ctx.url.searchParams.get('export') === 'csv') {
    // Every row of the filtered list, newest first, read in batches by id (no count, no growing offset).
    const rows: unknown[][] = [];
    for (let before = 0; ; ) {
      const part = await spec.read(v, { ...listQuery(raw, 0, EXPORT_BATCH), before, count: false });
      for (const r of part.rows) rows.push(spec.csvRow(v, r));
      if (part.rows.length < EXPORT_BATCH) break;
      before = (part.rows[part.rows.length - 1] as { id: number }).id;
    }
    return { status: 200, contentType: CSV_TYPE, text: toCsv(spec.csvHead(v.t), rows), headers: headers(v, { 'Content-Disposition': csvDisposition(spec.csvName) }) };
  }
  let result = await spec.read(v, listQuery(raw, (raw.page - 1) * PAGE_SIZE, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  if (raw.page > pages) {
    raw.page = pages;
    result = await spec.read(v, listQuery(raw, (raw.page - 1) * PAGE_SIZE, PAGE_SIZE));
  }
  const title = v.t[spec.section];
  const body = `<h1>${esc(title)}</h1>${listPage({
    t: v.t,
    path: spec.path,
    caption: title,
    searchLabel: spec.searchLabel(v.t),
    query: raw,
    select: spec.select ? await spec.select(v) : undefined,
    total: result.total,
    pages,
    head: spec.head(v.t),
    numeric: spec.numeric,
    rows: result.rows.map((r) => spec.cells(v, r)),
  })}`;
  return page(v, title, spec.section, body);
}

const statusName = (t: AdminTexts, s: string) => t.statusNames[s] ?? s;
const statusBadge = (t: AdminTexts, s: string) => `<span class="adm-status adm-status--${esc(s.replace(/[^a-z-]/g, ''))}">${esc(statusName(t, s))}</span>`;

/** A Gravity Forms entry key's label: `input_2` -> the field's label, `input_2.3` -> field and sub-input. */
function entryLabel(formId: number): (key: string) => string {
  const form = loadForm(formId)?.form;
  return (key) => {
    const m = /^input_(\d+)(?:[._](\d+))?$/.exec(key);
    const f = m && form?.fields.find((x) => x.id === Number(m[1]));
    if (!m || !f) return key;
    const sub = m[2] ? f.inputs?.find((i) => String(i.id) === `${m[1]}.${m[2]}`) : undefined;
    return sub?.label ? `${f.label || key} – ${sub.label}` : f.label || key;
  };
}
const formTitle = (formId: number) => loadForm(formId)?.form.title || `#${formId}`;

const ORDERS: ListSpec<import('../storage').AdminOrder> = {
  section: 'orders',
  path: `${ADMIN_PATH}bestellingen/`,
  searchLabel: (t) => t.searchOrders,
  read: (v, q) => v.ctx.store.admin.orders(q),
  async select(v) {
    const used = await v.ctx.store.admin.orderStatuses();
    const all = [...new Set([...SETTABLE_STATUSES, ...used])];
    return { label: v.t.status, all: v.t.allStatuses, options: all.map((s) => ({ value: s, label: statusName(v.t, s) })) };
  },
  head: (t) => [t.order, t.date, t.name, t.email, t.status, t.payment, t.total],
  numeric: [6],
  cells: (v, o) => [
    `<a href="${ADMIN_PATH}bestellingen/${o.id}/" aria-label="${esc(v.t.viewOrder(o.id))}">#${o.id}</a>`,
    timeTag(o.created, v.locale),
    esc(o.name),
    `<span class="adm-break">${esc(o.email)}</span>`,
    statusBadge(v.t, o.status),
    esc(o.paymentMethodTitle),
    esc(money(o.total, o.currency, v.locale)),
  ],
  csvName: 'bestellingen',
  csvHead: (t) => [t.number, t.date, t.name, t.email, t.status, t.payment, t.total],
  csvRow: (v, o) => [o.id, new Date(o.created * 1000).toISOString(), o.name, o.email, statusName(v.t, o.status), o.paymentMethodTitle, (o.total / 100).toFixed(2)],
};

const ENTRIES: ListSpec<import('../storage').AdminEntry> = {
  section: 'entries',
  path: `${ADMIN_PATH}inzendingen/`,
  searchLabel: (t) => t.searchText,
  read: (v, q) => v.ctx.store.admin.entries(q),
  async select(v) {
    return { label: v.t.form, all: v.t.allForms, options: (await v.ctx.store.admin.entryFormIds()).map((id) => ({ value: String(id), label: `${formTitle(id)} (${id})` })) };
  },
  head: (t) => [t.id, t.date, t.form, t.data, t.spam],
  cells: (v, e) => [
    `<a href="${ADMIN_PATH}inzendingen/${e.id}/" aria-label="${esc(v.t.viewEntry(e.id))}">${e.id}</a>`,
    timeTag(e.created, v.locale),
    esc(formTitle(e.formId)),
    pairList(pairs(e.fields, entryLabel(e.formId))),
    esc(e.isSpam ? v.t.yes : v.t.no),
  ],
  csvName: 'inzendingen',
  csvHead: (t) => [t.id, t.date, t.form, t.data, t.spam, t.page],
  csvRow: (v, e) => [e.id, new Date(e.created * 1000).toISOString(), formTitle(e.formId), pairText(pairs(e.fields, entryLabel(e.formId))), e.isSpam ? v.t.yes : v.t.no, e.sourceUrl],
};

function ebFiles(json: string): { field: string; name: string; size: number }[] {
  const v = parsed(json);
  return Array.isArray(v) ? v.filter((f): f is { field: string; name: string; size: number } => !!f && typeof f === 'object' && typeof (f as { name?: unknown }).name === 'string') : [];
}

const EB: ListSpec<import('../storage').AdminEbSubmission> = {
  section: 'ebSubmissions',
  path: `${ADMIN_PATH}elementor/`,
  searchLabel: (t) => t.searchText,
  read: (v, q) => v.ctx.store.admin.ebSubmissions(q),
  async select(v) {
    return { label: v.t.form, all: v.t.allForms, options: (await v.ctx.store.admin.ebForms()).map((f) => ({ value: f.formId, label: f.formName ? `${f.formName} (${f.formId})` : f.formId })) };
  },
  head: (t) => [t.id, t.date, t.form, t.data, t.files],
  cells: (v, s) => [
    String(s.id),
    timeTag(s.created, v.locale),
    esc(s.formName || s.formId),
    pairList(pairs(s.fields)),
    ebFiles(s.files)
      .map((f, i) => `<a href="${ADMIN_PATH}bestand/?eb=${s.id}&amp;file=${i}">${esc(f.name)}</a>`)
      .join('<br>'),
  ],
  csvName: 'elementor-inzendingen',
  csvHead: (t) => [t.id, t.date, t.form, t.data, t.files, t.page],
  csvRow: (_v, s) => [s.id, new Date(s.created * 1000).toISOString(), s.formName || s.formId, pairText(pairs(s.fields)), ebFiles(s.files).map((f) => f.name).join(', '), s.pageUrl],
};

const LEADS: ListSpec<import('../storage').AdminLead> = {
  section: 'leads',
  path: `${ADMIN_PATH}leads/`,
  searchLabel: (t) => t.searchText,
  read: (v, q) => v.ctx.store.admin.leads(q),
  async select(v) {
    return { label: v.t.status, all: v.t.allStatuses, options: (await v.ctx.store.admin.leadStatuses()).map((s) => ({ value: s, label: s })) };
  },
  head: (t) => [t.id, t.date, t.title, t.status, t.data],
  cells: (v, l) => [String(l.id), timeTag(l.created, v.locale), l.url ? `<a href="${esc(l.url)}" rel="noopener noreferrer">${esc(l.title || l.url)}</a>` : esc(l.title), esc(l.status), pairList(pairs(l.leadData))],
  csvName: 'leads',
  csvHead: (t) => [t.id, t.date, t.title, 'URL', t.status, t.data, t.updated],
  csvRow: (_v, l) => [l.id, new Date(l.created * 1000).toISOString(), l.title, l.url, l.status, pairText(pairs(l.leadData)), new Date(l.updated * 1000).toISOString()],
};

const STATS: ListSpec<import('../storage').AdminStats> = {
  section: 'stats',
  path: `${ADMIN_PATH}artikelstatistieken/`,
  searchLabel: (t) => t.searchText,
  read: (v, q) => v.ctx.store.admin.stats(q),
  async select(v) {
    return { label: v.t.article, all: v.t.allArticles, options: (await v.ctx.store.admin.statsPosts()).map((p) => ({ value: String(p), label: `#${p}` })) };
  },
  head: (t) => [t.id, t.date, t.article, t.blocks, t.data],
  numeric: [3],
  cells: (v, s) => [String(s.id), timeTag(s.created, v.locale), `#${s.postId}`, String(s.blocksCount), pairList(pairs(s.data))],
  csvName: 'artikelstatistieken',
  csvHead: (t) => [t.id, t.date, t.article, t.blocks, t.data, t.updated],
  csvRow: (_v, s) => [s.id, new Date(s.created * 1000).toISOString(), s.postId, s.blocksCount, pairText(pairs(s.data)), new Date(s.updated * 1000).toISOString()],
};

const levelIds = (json: string) => {
  const v = parsed(json);
  return Array.isArray(v) ? v.join(', ') : '';
};
const CONSENTS: ListSpec<import('../storage').AdminConsent> = {
  section: 'consents',
  path: `${ADMIN_PATH}toestemmingen/`,
  searchLabel: (t) => `${t.ipNetwork} / ${t.level}`,
  read: (v, q) => v.ctx.store.admin.consents(q),
  async select(v) {
    return { label: v.t.choice, all: v.t.all, options: [{ value: 'given', label: v.t.given }, { value: 'declined', label: v.t.declined }] };
  },
  head: (t) => [t.id, t.date, t.choice, t.level, t.levels, t.ipNetwork],
  numeric: [3],
  cells: (v, c) => [String(c.id), timeTag(c.created, v.locale), esc(c.declined ? v.t.declined : v.t.given), String(c.level), esc(levelIds(c.levelIds)), esc(c.ip)],
  csvName: 'toestemmingen',
  csvHead: (t) => [t.id, t.date, t.choice, t.level, t.levels, t.ipNetwork],
  csvRow: (v, c) => [c.id, new Date(c.created * 1000).toISOString(), c.declined ? v.t.declined : v.t.given, c.level, levelIds(c.levelIds), c.ip],
};

/** The pop-up counters: views and conversions per pop-up, side by side (a handful of rows: no paging or filters). */
async function popups(v: Visit): Promise<Reply> {
  const { t } = v;
  const [views, conversions] = await Promise.all([v.ctx.store.popupViews.list(), v.ctx.store.popupConversions.list()]);
  const ids = [...new Set([...views.map((x) => x.popupId), ...conversions.map((x) => x.popupId)])].sort((a, b) => a - b);
  const rows = ids.map((id) => {
    const w = views.find((x) => x.popupId === id);
    const c = conversions.find((x) => x.popupId === id);
    return { id, views: w?.views ?? 0, conversions: c?.conversions ?? 0, lastView: w?.lastViewAt ?? 0, lastConversion: c?.lastConversionAt ?? 0 };
  });
  const rate = (r: (typeof rows)[number]) => (r.views > 0 ? `${((100 * r.conversions) / r.views).toFixed(1).replace('.', v.locale === 'nl' ? ',' : '.')} %` : '–');
  if (v.ctx.url.searchParams.get('export') === 'csv') {
    const csv = toCsv(
      [t.popup, t.views, t.conversions, t.rate, t.lastView, t.lastConversion],
      rows.map((r) => [r.id, r.views, r.conversions, rate(r), r.lastView ? new Date(r.lastView * 1000).toISOString() : '', r.lastConversion ? new Date(r.lastConversion * 1000).toISOString() : '']),
    );
    return { status: 200, contentType: CSV_TYPE, text: csv, headers: headers(v, { 'Content-Disposition': csvDisposition('pop-ups') }) };
  }
  const body = `<h1>${esc(t.popups)}</h1>${listPage({
    t,
    path: `${ADMIN_PATH}pop-ups/`,
    caption: t.popups,
    searchLabel: '',
    query: { s: '', filter: '', from: '', to: '', page: 1 },
    filters: false,
    total: rows.length,
    pages: 1,
    head: [t.popup, t.views, t.conversions, t.rate, t.lastView, t.lastConversion],
    numeric: [1, 2, 3],
    rows: rows.map((r) => [`#${r.id}`, String(r.views), String(r.conversions), esc(rate(r)), r.lastView ? timeTag(r.lastView, v.locale) : '–', r.lastConversion ? timeTag(r.lastConversion, v.locale) : '–']),
  })}`;
  return page(v, t.popups, 'popups', body);
}

// ---- one order -----------------------------------------------------------------------------------

function readAddress(json: string): Address {
  const v = parsed(json);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Address = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
  return out;
}

const ORDER_NOTICES: Record<string, (t: AdminTexts, status: string) => Notice[]> = {
  changed: (t, s) => [{ type: 'success', text: t.statusChanged(statusName(t, s)) }],
  'changed-restocked': (t, s) => [{ type: 'success', text: `${t.statusChanged(statusName(t, s))} ${t.statusCancelledStock}` }],
  'changed-taken': (t, s) => [{ type: 'success', text: `${t.statusChanged(statusName(t, s))} ${t.statusStockTaken}` }],
  unchanged: (t) => [{ type: 'info', text: t.statusUnchanged }],
  no_stock: (t) => [{ type: 'error', text: t.statusNoStock }],
};

const RELEASED = new Set(['cancelled', 'failed', 'refunded']);

async function orderRoute(v: Visit, id: number): Promise<Reply> {
  const { t } = v;
  const store = v.ctx.store;
  let order = Number.isSafeInteger(id) ? await store.shop.orderById(id) : undefined;
  if (!order) return page(v, t.order, 'orders', `<h1>${esc(t.order)}</h1>${notices([{ type: 'error', text: t.noOrder }])}<p><a class="adm-link" href="${ADMIN_PATH}bestellingen/">${esc(t.back(t.orders))}</a></p>`, 404);
  if (v.ctx.method === 'POST') {
    if (!nonceOk(v, ADMIN_NONCES.orderStatus)) return orderPage(v, order, [{ type: 'error', text: t.securityFailed }], 403);
    const to = field(v.ctx, 'order_status', 40).replace(/^wc-/, '');
    const from = field(v.ctx, 'from_status', 40);
    if (!(SETTABLE_STATUSES as readonly string[]).includes(to)) return orderPage(v, order, [{ type: 'error', text: t.securityFailed }], 400);
    const outcome = await store.admin.setOrderStatus(order.id, from || order.status, to, nowSeconds());
    let code: string = outcome;
    if (outcome === 'changed') code = !RELEASED.has(from) && RELEASED.has(to) ? 'changed-restocked' : RELEASED.has(from) && !RELEASED.has(to) ? 'changed-taken' : 'changed';
    if (outcome === 'missing') return redirect(v, `${ADMIN_PATH}bestellingen/`);
    return redirect(v, `${ADMIN_PATH}bestellingen/${order.id}/?updated=${code}`);
  }
  const code = v.ctx.url.searchParams.get('updated') ?? '';
  order = order!;
  return orderPage(v, order, ORDER_NOTICES[code]?.(t, order.status) ?? []);
}

function orderPage(v: Visit, o: NonNullable<Awaited<ReturnType<Ctx['store']['shop']['orderById']>>>, note: Notice[], status = 200): Reply {
  const { t, locale } = v;
  const m = (n: number) => esc(money(n, o.currency, locale));
  const billing = readAddress(o.billing);
  const shipping = readAddress(o.shipping);
  const totals = (parsed(o.totals) ?? {}) as Record<string, unknown>;
  const n = (k: string) => Number(totals[k] ?? 0) || 0;
  const pickup = /^(local_pickup|pickup_location)\b/.test(o.shipping_rate_id);
  const lines = o.lines
    .map((l) => `<tr><th scope="row">${esc(l.name)}</th><td class="adm-num">${l.quantity}&nbsp;×&nbsp;${m(l.price)}</td><td class="adm-num">${m(l.total + l.total_tax)}</td></tr>`)
    .join('');
  const subtotal = o.lines.reduce((s, l) => s + l.total + l.total_tax, 0);
  const shippingTotal = n('total_shipping') + n('total_shipping_tax');
  const options = [...new Set([...SETTABLE_STATUSES, o.status])].map((s) => `<option value="${esc(s)}"${s === o.status ? ' selected' : ''}>${esc(statusName(t, s))}</option>`).join('');
  const contact = [billing.email ? `<a href="mailto:${esc(billing.email)}">${esc(billing.email)}</a>` : '', billing.phone ? `${esc(t.phone)}: ${esc(billing.phone)}` : ''].filter(Boolean).join('<br>');
  const body = `<p class="adm-back"><a class="adm-link" href="${ADMIN_PATH}bestellingen/">${esc(t.back(t.orders))}</a></p>
<h1>${esc(t.orderTitle(o.id))} ${statusBadge(t, o.status)}</h1>
${notices(note)}
<div class="adm-grid adm-grid--order">
<section class="adm-card" aria-labelledby="o-details"><h2 id="o-details">${esc(t.order)}</h2>
<dl class="adm-facts"><div><dt>${esc(t.created)}</dt><dd>${timeTag(o.created_at, locale)}</dd></div><div><dt>${esc(t.status)}</dt><dd>${esc(statusName(t, o.status))}</dd></div><div><dt>${esc(t.paymentMethod)}</dt><dd>${esc(o.payment_method_title || o.payment_method)}</dd></div><div><dt>${esc(t.shippingMethod)}</dt><dd>${esc(o.shipping_rate_name || '–')}</dd></div></dl>
<form method="post" class="adm-status-form" action="${ADMIN_PATH}bestellingen/${o.id}/">
${nonceField(NONCE_FIELD, nonce(v, ADMIN_NONCES.orderStatus))}<input type="hidden" name="from_status" value="${esc(o.status)}">
<p class="adm-field"><label for="order_status">${esc(t.newStatus)}</label><select id="order_status" name="order_status">${options}</select></p>
<p class="adm-actions"><button type="submit" class="adm-button">${esc(t.changeStatus)}</button></p>
</form></section>
<section class="adm-card" aria-labelledby="o-billing"><h2 id="o-billing">${esc(t.billing)}</h2><address>${formatAddress(billing) || '–'}${contact ? `<br>${contact}` : ''}</address></section>
<section class="adm-card" aria-labelledby="o-shipping"><h2 id="o-shipping">${esc(pickup ? t.pickup : t.shippingAddress)}</h2><address>${pickup ? esc(o.shipping_rate_name) : formatAddress(shipping) || '–'}</address></section>
</div>
<section class="adm-card" aria-labelledby="o-items"><h2 id="o-items">${esc(t.items)}</h2>
<div class="adm-table-wrap" role="region" aria-label="${esc(t.tableLabel(t.items))}" tabindex="0"><table class="adm-table">
<thead><tr><th scope="col">${esc(t.product)}</th><th scope="col" class="adm-num">${esc(t.quantity)} × ${esc(t.price.toLowerCase())}</th><th scope="col" class="adm-num">${esc(t.total)}</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><th scope="row" colspan="2">${esc(t.subtotal)}</th><td class="adm-num">${m(subtotal)}</td></tr>
${shippingTotal > 0 || o.shipping_rate_name ? `<tr><th scope="row" colspan="2">${esc(t.shipping)}</th><td class="adm-num">${m(shippingTotal)}</td></tr>` : ''}
<tr class="adm-total"><th scope="row" colspan="2">${esc(t.total)}${n('total_tax') > 0 ? ` <small>(${esc(t.tax)} ${m(n('total_tax'))})</small>` : ''}</th><td class="adm-num">${m(o.total)}</td></tr></tfoot>
</table></div></section>
${o.customer_note ? `<section class="adm-card" aria-labelledby="o-note"><h2 id="o-note">${esc(t.note)}</h2><p>${esc(o.customer_note)}</p></section>` : ''}`;
  return page(v, t.orderTitle(o.id), 'orders', body, status);
}

// ---- one entry and the files ---------------------------------------------------------------------

async function entryRoute(v: Visit, id: number): Promise<Reply> {
  const { t } = v;
  const entry = Number.isSafeInteger(id) ? await v.ctx.store.admin.entry(id) : undefined;
  if (!entry) return page(v, t.entry, 'entries', `<h1>${esc(t.entry)}</h1>${notices([{ type: 'error', text: t.noEntry }])}<p><a class="adm-link" href="${ADMIN_PATH}inzendingen/">${esc(t.back(t.entries))}</a></p>`, 404);
  const files = await v.ctx.store.admin.entryUploads(entry.id);
  const p = pairs(entry.fields, entryLabel(entry.formId));
  const body = `<p class="adm-back"><a class="adm-link" href="${ADMIN_PATH}inzendingen/">${esc(t.back(t.entries))}</a></p>
<h1>${esc(t.entry)} ${entry.id}</h1>
<section class="adm-card" aria-labelledby="e-data"><h2 id="e-data">${esc(formTitle(entry.formId))}</h2>
<dl class="adm-facts"><div><dt>${esc(t.date)}</dt><dd>${timeTag(entry.created, v.locale)}</dd></div>${entry.sourceUrl ? `<div><dt>${esc(t.page)}</dt><dd>${esc(entry.sourceUrl)}</dd></div>` : ''}<div><dt>${esc(t.spam)}</dt><dd>${esc(entry.isSpam ? t.yes : t.no)}</dd></div>
${p.map(([k, x]) => `<div><dt>${esc(k)}</dt><dd>${esc(x)}</dd></div>`).join('')}</dl></section>
<section class="adm-card" aria-labelledby="e-files"><h2 id="e-files">${esc(t.files)}</h2>
${files.length ? `<ul class="adm-files">${files.map((f) => `<li><a href="${ADMIN_PATH}bestand/?entry=${entry.id}&amp;file=${encodeURIComponent(f.tempFilename)}">${esc(f.originalName)}</a> <span class="adm-muted">(${Math.max(1, Math.round(f.size / 1024))} kB)</span></li>`).join('')}</ul>` : `<p>${esc(t.noFiles)}</p>`}</section>`;
  return page(v, `${t.entry} ${entry.id}`, 'entries', body);
}

/** An uploaded file, as an attachment (never rendered inline: it is a visitor's file). */
async function fileRoute(v: Visit): Promise<Reply> {
  const q = v.ctx.url.searchParams;
  const notFound = () => new HttpError(404, 'not_found', 'Not found');
  let full: string | undefined;
  let name = 'file';
  if (q.get('entry')) {
    const entryId = Number(q.get('entry'));
    const upload = Number.isSafeInteger(entryId) ? (await v.ctx.store.admin.entryUploads(entryId)).find((u) => u.tempFilename === q.get('file')) : undefined;
    if (!upload?.storedPath) throw notFound();
    const root = uploadsDir(v.ctx.dataDir);
    full = path.resolve(root, upload.storedPath);
    if (!full.startsWith(root + path.sep)) throw notFound();
    name = upload.originalName;
  } else if (q.get('eb')) {
    const id = Number(q.get('eb'));
    const s = Number.isSafeInteger(id) ? await v.ctx.store.admin.ebSubmission(id) : undefined;
    const list = s ? (parsed(s.files) as { name?: unknown; path?: unknown }[]) : [];
    const f = Array.isArray(list) ? list[Number(q.get('file'))] : undefined;
    if (!f || typeof f.path !== 'string') throw notFound();
    const root = path.resolve(v.ctx.dataDir);
    full = path.resolve(root, f.path);
    if (!full.startsWith(root + path.sep)) throw notFound();
    name = typeof f.name === 'string' ? f.name : 'file';
  } else throw notFound();
  const bytes = await readFile(full).catch(() => undefined);
  if (!bytes) throw notFound();
  const ascii = name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  return {
    status: 200,
    contentType: 'application/octet-stream',
    body: bytes,
    headers: headers(v, { 'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`, 'Content-Security-Policy': "default-src 'none'; sandbox" }),
  };
}

// ---- personal data -------------------------------------------------------------------------------

function privacyPage(v: Visit, note: Notice[], email = '', status = 200): Reply {
  const { t } = v;
  const n = nonceField(NONCE_FIELD, nonce(v, ADMIN_NONCES.privacy));
  const body = `<h1>${esc(t.privacy)}</h1>${notices(note)}
<p class="adm-intro">${esc(t.privacyIntro)}</p>
<div class="adm-grid adm-grid--two">
<section class="adm-card" aria-labelledby="p-export"><h2 id="p-export">${esc(t.exportTitle)}</h2>
<form method="post" action="${ADMIN_PATH}persoonsgegevens/">${n}<input type="hidden" name="action" value="export">
<p class="adm-field"><label for="export-email">${esc(t.email)}</label><input type="email" id="export-email" name="email" value="${esc(email)}" required autocomplete="off"></p>
<p class="adm-actions"><button type="submit" class="adm-button">${esc(t.exportButton)}</button></p></form></section>
<section class="adm-card adm-card--danger" aria-labelledby="p-erase"><h2 id="p-erase">${esc(t.eraseTitle)}</h2>
<form method="post" action="${ADMIN_PATH}persoonsgegevens/">${n}<input type="hidden" name="action" value="erase">
<p class="adm-field"><label for="erase-email">${esc(t.email)}</label><input type="email" id="erase-email" name="email" value="${esc(email)}" required autocomplete="off"></p>
<p class="adm-check"><input type="checkbox" id="erase-confirm" name="confirm" value="1" required> <label for="erase-confirm">${esc(t.eraseConfirm)}</label></p>
<p class="adm-actions"><button type="submit" class="adm-button adm-button--danger">${esc(t.eraseButton)}</button></p></form></section>
</div>
<p class="adm-muted">${esc(t.privacyConsentNote)}</p>`;
  return page(v, t.privacy, 'privacy', body, status);
}

async function privacyRoute(v: Visit): Promise<Reply> {
  const { t } = v;
  if (v.ctx.method !== 'POST') return privacyPage(v, []);
  const email = field(v.ctx, 'email', 254).trim().toLowerCase();
  if (!nonceOk(v, ADMIN_NONCES.privacy)) return privacyPage(v, [{ type: 'error', text: t.securityFailed }], email, 403);
  if (!EMAIL.test(email)) return privacyPage(v, [{ type: 'error', text: t.badEmail }], email, 400);
  const store = v.ctx.store;
  const ids = await store.admin.personIds(email);
  if (field(v.ctx, 'action') === 'erase') {
    if (field(v.ctx, 'confirm') !== '1') return privacyPage(v, [{ type: 'error', text: t.eraseNeedsConfirm }], email, 400);
    const found = ids.customerId > 0 || ids.orders.length + ids.entries.length + ids.ebSubmissions.length + ids.leads.length > 0;
    if (!found) return privacyPage(v, [{ type: 'info', text: t.nothingFound }]);
    const orders = (await store.admin.orderPersonalFields(ids.orders)).map((o) => ({ id: o.id, billing: anonymiseAddress(o.billing, t.anonymised), shipping: anonymiseAddress(o.shipping, t.anonymised), note: anonymiseNote(o.note, t.anonymised) }));
    const r = await store.admin.erasePerson({ email, customerId: ids.customerId, orders, entries: ids.entries, ebSubmissions: ids.ebSubmissions, leads: ids.leads }, nowSeconds());
    removeFiles(v.ctx.dataDir, r.files);
    console.log(`[admin] personal data erased by ${sha(v.session!.customer.email).slice(-8)}: ${r.ordersAnonymised} orders anonymised, ${r.entries} entries, ${r.ebSubmissions} Elementor submissions, ${r.leads} leads, ${r.mails} outbox mails, account ${r.account ? 'deleted' : 'none'}`);
    return privacyPage(v, [{ type: 'success', text: t.erased(r.ordersAnonymised, r.entries + r.ebSubmissions, r.leads, r.account) }]);
  }
  const rows = await store.admin.personRows(ids);
  const json = (list: Record<string, unknown>[], keys: string[]) => list.map((r) => Object.fromEntries(Object.entries(r).map(([k, x]) => [k, keys.includes(k) ? parsed(x) : typeof x === 'string' || x === null ? x : Number(x)])));
  const out = {
    email,
    exported_at: new Date().toISOString(),
    site: v.ctx.mail.siteName,
    account: json(rows.account!, ['billing', 'shipping'])[0] ?? null,
    orders: json(rows.orders!, ['billing', 'shipping']).map((o) => ({ ...o, items: json(rows.orderItems!, []).filter((i) => i.order_id === o.id) })),
    form_entries: json(rows.entries!, ['fields']).map((e) => ({ ...e, files: json(rows.entryUploads!, []).filter((u) => u.entry_id === e.id) })),
    elementor_submissions: json(rows.ebSubmissions!, ['fields', 'files']),
    leads: json(rows.leads!, ['lead_data']),
  };
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    text: `${JSON.stringify(out, null, 2)}\n`,
    headers: headers(v, { 'Content-Disposition': `attachment; filename="persoonsgegevens-${sha(email).slice(0, 8)}.json"` }),
  };
}

// ---- retention -----------------------------------------------------------------------------------

async function retentionRoute(v: Visit): Promise<Reply> {
  const { t } = v;
  const store = v.ctx.store;
  const note: Notice[] = [];
  let status = 200;
  if (v.ctx.method === 'POST') {
    if (!nonceOk(v, ADMIN_NONCES.retention)) {
      note.push({ type: 'error', text: t.securityFailed });
      status = 403;
    } else if (field(v.ctx, 'action') === 'purge') {
      const { days } = await retentionDays(store);
      if (days > 0) {
        const r = await purgeOlderThan(store, v.ctx.dataDir, days);
        note.push({ type: 'success', text: t.purged(r.entries, r.ebSubmissions, r.leads, r.consents) });
      } else note.push({ type: 'info', text: t.retentionOff });
    } else {
      const raw = field(v.ctx, 'retention_days', 10).trim();
      if (!/^\d{1,5}$/.test(raw) || Number(raw) > MAX_RETENTION_DAYS) {
        note.push({ type: 'error', text: t.badDays });
        status = 400;
      } else {
        await store.admin.setSetting(RETENTION_SETTING, String(Number(raw)), nowSeconds());
        note.push({ type: 'success', text: t.retentionSaved });
      }
    }
  }
  const { days, fromEnv } = await retentionDays(store);
  const stored = Number((await store.admin.setting(RETENTION_SETTING)) ?? 0) || 0;
  const n = nonceField(NONCE_FIELD, nonce(v, ADMIN_NONCES.retention));
  const body = `<h1>${esc(t.retention)}</h1>${notices(note)}
<p class="adm-intro">${esc(t.retentionIntro)}</p>
<section class="adm-card" aria-labelledby="r-setting"><h2 id="r-setting">${esc(days > 0 ? t.retentionCurrent(days) : t.retentionOff)}</h2>
${fromEnv ? `<p class="adm-muted">${esc(t.retentionEnv(days))}</p>` : ''}
<form method="post" action="${ADMIN_PATH}bewaartermijn/">${n}<input type="hidden" name="action" value="save">
<p class="adm-field"><label for="retention_days">${esc(t.retentionDays)}</label><input type="number" id="retention_days" name="retention_days" min="0" max="${MAX_RETENTION_DAYS}" step="1" inputmode="numeric" value="${stored}"${fromEnv ? ' disabled' : ''}></p>
<p class="adm-actions"><button type="submit" class="adm-button"${fromEnv ? ' disabled' : ''}>${esc(t.save)}</button></p></form>
<form method="post" action="${ADMIN_PATH}bewaartermijn/">${n}<input type="hidden" name="action" value="purge"><p class="adm-actions"><button type="submit" class="adm-button adm-button--secondary"${days > 0 ? '' : ' disabled'}>${esc(t.purgeNow)}</button></p></form>
</section>`;
  return page(v, t.retention, 'retention', body, status);
}

// ---- overview ------------------------------------------------------------------------------------

async function dashboard(v: Visit): Promise<Reply> {
  const { t } = v;
  const a = v.ctx.store.admin;
  const all: ListQuery = { q: '', filter: '', from: 0, to: 0, offset: 0, limit: 1 };
  const [orders, processing, entries, eb, leads, stats, consents, popupViews] = await Promise.all([
    a.orders(all),
    a.orders({ ...all, filter: 'processing' }),
    a.entries(all),
    a.ebSubmissions(all),
    a.leads(all),
    a.stats(all),
    a.consents(all),
    v.ctx.store.popupViews.list(),
  ]);
  const card = (key: SectionKey, n: number, extra = '') => {
    const s = SECTIONS.find((x) => x.key === key)!;
    return `<li class="adm-stat"><a href="${ADMIN_PATH}${s.slug}"><span class="adm-stat__n">${n}</span> <span class="adm-stat__label">${esc(t[key])}</span>${extra ? ` <span class="adm-stat__extra">${esc(extra)}</span>` : ''}</a></li>`;
  };
  const body = `<h1>${esc(t.dashboard)}</h1><p class="adm-intro">${esc(t.dashboardIntro)}</p>
<ul class="adm-stats">${card('orders', orders.total, `${processing.total} ${statusName(t, 'processing').toLowerCase()}`)}${card('entries', entries.total)}${card('ebSubmissions', eb.total)}${card('leads', leads.total)}${card('stats', stats.total)}${card('consents', consents.total)}${card('popups', popupViews.length)}</ul>`;
  return page(v, t.dashboard, 'dashboard', body);
}

// ---- dispatch ------------------------------------------------------------------------------------

async function adminRoute(ctx: Ctx): Promise<Reply> {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Method not allowed');
  if (ctx.url.pathname === '/beheer') return { status: 301, text: '', headers: { Location: ADMIN_PATH } };
  const rest = ctx.url.pathname.slice(ADMIN_PATH.length);
  const now = nowSeconds();
  const { secret, session, owner, cookies, secure } = await visitorOf(ctx, now);
  const locale: AdminLocale = ctx.mail.locale === 'en' ? 'en' : 'nl';
  const v: Visit = { ctx, now, secret, locale, t: TEXTS[locale], session, owner, cookies, secure };

  if (rest === 'inloggen/') {
    if (ctx.method === 'POST') return login(v);
    if (session?.customer.role === 'administrator') return redirect(v, safeReturn(ctx.url.searchParams.get('redirect_to')));
    return loginPage(v, ctx.url.searchParams.get('loggedout') === 'true' ? [{ type: 'success', text: v.t.loggedOut }] : []);
  }
  if (rest === 'uitloggen/') return logout(v);
  if (!session) return redirect(v, `${ADMIN_PATH}inloggen/?redirect_to=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`);
  if (session.customer.role !== 'administrator') return forbidden(v);

  if (rest === '') return dashboard(v);
  if (rest === 'bestellingen/') return listRoute(v, ORDERS);
  if (rest === 'inzendingen/') return listRoute(v, ENTRIES);
  if (rest === 'elementor/') return listRoute(v, EB);
  if (rest === 'leads/') return listRoute(v, LEADS);
  if (rest === 'artikelstatistieken/') return listRoute(v, STATS);
  if (rest === 'toestemmingen/') return listRoute(v, CONSENTS);
  if (rest === 'pop-ups/') return popups(v);
  if (rest === 'persoonsgegevens/') return privacyRoute(v);
  if (rest === 'bewaartermijn/') return retentionRoute(v);
  if (rest === 'bestand/') return fileRoute(v);
  let m = /^bestellingen\/(\d{1,12})\/$/.exec(rest);
  if (m) return orderRoute(v, Number(m[1]));
  m = /^inzendingen\/(\d{1,12})\/$/.exec(rest);
  if (m) return entryRoute(v, Number(m[1]));
  return page(v, v.t.notFound, 'dashboard', `<h1>${esc(v.t.notFound)}</h1><p><a class="adm-link" href="${ADMIN_PATH}">${esc(v.t.dashboard)}</a></p>`, 404);
}

export const adminArea: RouteModule = {
  name: 'admin',
  register(router) {
    router.onPath('/beheer', adminRoute);
    router.onPath(ADMIN_PATH, adminRoute);
    router.onPath(`${ADMIN_PATH}*/`, adminRoute);
    for (const s of ['inloggen/', 'uitloggen/', 'bestand/', ...SECTIONS.map((x) => x.slug).filter(Boolean)]) router.onPath(`${ADMIN_PATH}${s}`, adminRoute);
    router.onPath(`${ADMIN_PATH}bestellingen/*/`, adminRoute);
    router.onPath(`${ADMIN_PATH}inzendingen/*/`, adminRoute);
  },
};
