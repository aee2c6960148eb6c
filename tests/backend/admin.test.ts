/**
 * The admin area (/beheer/, routes/admin.ts, storage/admin.ts) on every engine, as a browser
 * without script uses it: who gets in (a stranger to the login, a customer 403 on every page, a
 * customer's password at the admin login refused, nonces on every POST), the orders list (search by
 * number, name and e-mail, status and date filters, paging), an order's page and its status
 * changes with the stock (cancel puts it back once, also for two cancels at once; reopening takes
 * it again or is refused), CSV exports (BOM, quoting, formula cells prefixed, the filters applied),
 * the other lists (entries with an upload only an admin downloads, Elementor submissions, leads,
 * article stats, consents, pop-up counters), a person's data exported and erased (orders
 * anonymised as WooCommerce does, the rest deleted), the retention purge, English texts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../demo/server/account/password';
import { csvCell, toCsv } from '../../demo/server/admin/csv';
import { SECTIONS, amsterdamDay } from '../../demo/server/admin/render';
import { envRetentionDays, startRetention } from '../../demo/server/admin/retention';
import { nowSeconds } from '../../demo/server/storage';
import { AccountVisitor } from './account-visitor';
import { engines } from './engines';
import { Visitor } from './shop-visitor';
import { useTestServer, type TestServer } from './test-server';

const ADMIN = { email: 'beheerder@bakkerij.test', password: 'Beheer-wachtwoord-2026' };
const CUSTOMER = { email: 'klant.b@example.test', password: 'Klant-wachtwoord-1' };
const AJAX = '/wp-admin/admin-ajax.php';
const tag = randomBytes(3).toString('hex');

/** Every admin page a test can name (sections, an order, an entry, a file, a CSV). */
const PAGES = [...SECTIONS.map((s) => `/beheer/${s.slug}`), '/beheer/bestellingen/1/', '/beheer/inzendingen/1/', '/beheer/bestand/?entry=1&file=x', '/beheer/bestellingen/?export=csv', '/beheer/leads/?export=csv'];

/** Logs in at the admin login; the visitor then carries the session. */
async function adminLogin(v: AccountVisitor, email: string, password: string, redirectTo = '/beheer/') {
  await v.get('/beheer/inloggen/');
  return v.post('/beheer/inloggen/', { log: email, pwd: password, _wpnonce: v.nonce('_wpnonce'), redirect_to: redirectTo });
}

/** The nonce of the form posting to `action` on the page (the header's logout form has its own). */
function formNonce(html: string, action: string): string {
  const m = new RegExp(`action="${action.replace(/[.?]/g, '\\$&')}">[^]*?name="_wpnonce" value="([0-9a-f]{10})"`).exec(html);
  if (!m) throw new Error(`no form to ${action}`);
  return m[1]!;
}

/** Parses a CSV answer (fetch's text() has dropped the BOM; quoted cells with "" and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && s[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV cells', () => {
  it('formula cells get a quote in front; commas, quotes and line breaks are quoted; BOM and CRLF', () => {
    expect(['=1+1', '+31 6', '-5', '@SUM(A1)', '\tx', '\rx', 'gewoon', '', 12].map(csvCell)).toEqual(["'=1+1", "'+31 6", "'-5", "'@SUM(A1)", "'\tx", `"'\rx"`, 'gewoon', '', '12']);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(toCsv(['a', 'b'], [['1', 'regel\nnog een']])).toBe('\uFEFFa,b\r\n1,"regel\nnog een"\r\n');
  });
  it('Amsterdam days: 1 July starts at 22:00 UTC the day before, 1 January at 23:00', () => {
    expect(new Date(amsterdamDay('2026-07-01') * 1000).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(amsterdamDay('2026-01-01') * 1000).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(new Date(amsterdamDay('2026-01-01', true) * 1000).toISOString()).toBe('2026-01-01T23:00:00.000Z');
    expect(amsterdamDay('nope')).toBe(0);
  });
  it('RETENTION_DAYS: a whole number of days or unset', () => {
    expect(envRetentionDays({})).toBeUndefined();
    expect(envRetentionDays({ RETENTION_DAYS: '30' })).toBe(30);
    expect(() => envRetentionDays({ RETENTION_DAYS: 'dertig' })).toThrow(/RETENTION_DAYS/);
  });
});

for (const engine of engines()) {
  describe(`${engine.name}: admin area`, () => {
    let t: TestServer;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-admin-data-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    useTestServer(engine, (x) => (t = x), { dataDir });
    const admin = new AccountVisitor('');
    const customer = new AccountVisitor('');
    let orderId = 0;
    let entryId = 0;
    let uploadName = '';

    /** A guest's order through the Store API (the checkout takes the stock). */
    async function placeOrder(billing: Record<string, string>, productId = 101, quantity = 2) {
      const shopper = new Visitor(t.base);
      await shopper.start();
      expect((await shopper.call('POST', '/cart/add-item', { id: productId, quantity })).status).toBe(201);
      const address = { first_name: 'Jan', last_name: 'Jansen', company: '', address_1: 'Oudegracht 12', address_2: '', city: 'Utrecht', state: '', postcode: '3511 AB', country: 'NL', email: 'jan@example.test', phone: '0612345678', ...billing };
      const r = await shopper.call('POST', '/checkout', { billing_address: address, shipping_address: address, payment_method: 'cod', customer_note: 'Graag voor 10 uur' });
      expect(r.status).toBe(200);
      return Number(r.json.order_id);
    }

    it('seeds an admin, a customer, orders, an entry with an upload, a submission, a lead, stats, a consent', async () => {
      (admin as { base: string }).base = t.base;
      (customer as { base: string }).base = t.base;
      await t.server.store.accounts.makeAdmin(ADMIN.email, await hashPassword(ADMIN.password), nowSeconds());
      expect((await customer.register(CUSTOMER.email, CUSTOMER.password)).status).toBe(302);
      orderId = await placeOrder({ first_name: '=HYPERLINK("http://x")', last_name: `Vries-${tag}`, email: `sanne-${tag}@example.test` });
      await placeOrder({ first_name: 'Piet', last_name: 'Bakker', email: 'piet@example.test' }, 102, 1);
      // The entry, with a file uploaded to its multi-file field first (Gravity Forms' flow).
      const up = new FormData();
      for (const [k, v] of Object.entries({ form_id: '5', field_id: '3', gform_unique_id: `u${tag}`, original_filename: 'ontwerp.pdf', name: 'ontwerp.pdf' })) up.append(k, v);
      up.append('file', new Blob([Buffer.from('%PDF-1.4 ontwerp')]), 'ontwerp.pdf');
      const upload = (await (await fetch(`${t.base}/?gf_page=gf_upload`, { method: 'POST', body: up })).json()) as { status: string; data: { temp_filename: string } };
      expect(upload.status).toBe('ok');
      uploadName = upload.data.temp_filename;
      const sub = new FormData();
      for (const [k, v] of Object.entries({ action: 'gform_submit_form', form_id: '5', gform_submit: '5', gform_unique_id: `u${tag}`, gform_source_page_number_5: '1', gform_target_page_number_5: '0', input_1: `Sanne ${tag}`, input_2: `sanne-${tag}@example.test`, gform_uploaded_files_5: JSON.stringify({ input_3: [{ temp_filename: uploadName, uploaded_filename: 'ontwerp.pdf' }] }) }))
        sub.append(k, v);
      const entry = (await (await fetch(t.base + AJAX, { method: 'POST', body: sub })).json()) as { success: boolean; data: { is_valid: boolean; entry_id?: number } };
      expect(entry.success && entry.data.is_valid).toBe(true);
      entryId = Number((await t.server.store.uploads.find(uploadName))!.entryId);
      expect(entryId).toBeGreaterThan(0);
      const json = (p: string, body: unknown) => fetch(t.base + p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect((await json('/wp-json/seoaic/v1/lead', { title: 'Taartadvies', url: 'https://bakkerij.test/taart', lead_data: [{ type: 'contact_fields', question: 'Contact', answer: [{ field: 'E-mail', value: `sanne-${tag}@example.test` }, { field: 'Naam', value: '-2+3' }] }] })).status).toBe(200);
      expect((await json('/wp-json/seoaic/v1/lead', { title: 'Ander', url: 'https://bakkerij.test/x', lead_data: [{ type: 'contact_fields', question: 'Contact', answer: [{ field: 'E-mail', value: 'ander@example.test' }] }] })).status).toBe(200);
      expect((await json('/wp-json/seoaic/v1/interactive-article-stats', { post_id: 7, blocks_count: 2, data: [{ id: 'q1', type: 'textfield', question: 'Mooiste taart?', answers: 'Appeltaart' }] })).status).toBe(200);
      const consent = new URLSearchParams({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '4' });
      expect((await fetch(t.base + AJAX, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: consent })).status).toBe(200);
      const eb = new FormData();
      for (const [k, v] of [
        ['post_id', '61'],
        ['form_id', 'c0ffee1'],
        ['referer_title', 'Contact'],
        ['form_fields[name]', 'Jan Bakker'],
        ['form_fields[email]', `sanne-${tag}@example.test`],
        ['form_fields[phone]', '+31201234567'],
        ['form_fields[kind]', 'taart'],
        ['form_fields[day]', '2026-12-24'],
        ['form_fields[pieces]', '12'],
        ['form_fields[message]', 'Een taart graag.'],
        ['form_fields[agree]', 'on'],
        ['form_fields[bron]', 'demo'],
        ['form_fields[hp]', ''],
        ['action', 'elementor_pro_forms_send_form'],
        ['referrer', 'https://bakkerij.test/eb-form.html'],
      ] as const)
        eb.append(k, v);
      expect(((await (await fetch(t.base + AJAX, { method: 'POST', body: eb })).json()) as { success: boolean }).success).toBe(true);
      await t.server.store.popupViews.increment(3, nowSeconds());
      await t.server.store.popupViews.increment(3, nowSeconds());
      await t.server.store.popupConversions.increment(3, nowSeconds());
    });

    it('a stranger is sent to the admin login from every page (with the way back); the login page is not cached', async () => {
      const v = new AccountVisitor(t.base);
      for (const p of PAGES) {
        const r = await v.get(p);
        expect(r.status, p).toBe(302);
        expect(r.headers.get('Location'), p).toBe(`/beheer/inloggen/?redirect_to=${encodeURIComponent(p)}`);
      }
      const post = await v.post('/beheer/bestellingen/1/', { order_status: 'completed' });
      expect(post.status).toBe(302);
      const login = await v.get('/beheer/inloggen/');
      expect(login.status).toBe(200);
      expect(login.headers.get('Cache-Control')).toBe('no-store');
      expect(login.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(login.text).toContain('<html lang="nl">');
      expect(login.text).toContain('<link rel="stylesheet" href="/assets/beheer.css">');
      expect(login.text).not.toMatch(/<script|style=/);
      const css = await fetch(`${t.base}/assets/beheer.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get('Content-Type')).toContain('text/css');
      expect((await v.get('/beheer')).headers.get('Location')).toBe('/beheer/');
    });

    it("a customer's session gets 403 on every admin page, GET and POST; a customer's password at the admin login opens nothing", async () => {
      // The customer registered above: logged in since.
      expect((await customer.get('/mijn-account/')).text).toContain('woocommerce-MyAccount-navigation');
      for (const p of PAGES) {
        const r = await customer.get(p);
        expect(r.status, p).toBe(403);
        expect(r.text, p).toContain('Geen toegang');
        expect(r.text).not.toContain(`Vries-${tag}`);
      }
      expect((await customer.post('/beheer/persoonsgegevens/', { action: 'erase', email: `sanne-${tag}@example.test`, confirm: '1' })).status).toBe(403);
      expect((await customer.post('/beheer/bestellingen/1/', { order_status: 'cancelled' })).status).toBe(403);
      const other = new AccountVisitor(t.base);
      const r = await adminLogin(other, CUSTOMER.email, CUSTOMER.password);
      expect(r.status).toBe(200);
      expect(r.text).toContain('Onbekend e-mailadres of onjuist wachtwoord.');
      expect(other.cookies.has('wordpress_logged_in_se')).toBe(false);
    });

    it('the admin login: a forged nonce 403, a wrong password refused, then in, back where the login was asked for', async () => {
      const v = new AccountVisitor(t.base);
      await v.get('/beheer/inloggen/');
      expect((await v.post('/beheer/inloggen/', { log: ADMIN.email, pwd: ADMIN.password, _wpnonce: '0123456789' })).status).toBe(403);
      expect((await adminLogin(v, ADMIN.email, 'Fout-wachtwoord-12')).text).toContain('Onbekend e-mailadres of onjuist wachtwoord.');
      const ok = await adminLogin(admin, ADMIN.email, ADMIN.password, '/beheer/leads/');
      expect(ok.status).toBe(302);
      expect(ok.headers.get('Location')).toBe('/beheer/leads/');
      // Only paths of the admin area: anything else goes to the overview.
      const evil = await adminLogin(new AccountVisitor(t.base), ADMIN.email, ADMIN.password, 'https://evil.example/');
      expect(evil.headers.get('Location')).toBe('/beheer/');
      const home = await admin.get('/beheer/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('<a href="/beheer/" aria-current="page">Overzicht</a>');
      expect(home.text).toMatch(/class="adm-stat__n">2<\/span> <span class="adm-stat__label">Bestellingen/);
      // The admin's session is the account area's too (one login cookie).
      expect((await admin.get('/wp-json/seoaic/v1/lead')).status).toBe(200);
    });

    it('orders: search by number, name and e-mail, status and date filters, paging of 25', async () => {
      const list = (q = '') => admin.get(`/beheer/bestellingen/${q}`);
      const all = await list();
      expect(all.text).toContain('2 resultaten');
      expect(all.text).toContain(`href="/beheer/bestellingen/${orderId}/"`);
      expect(all.text).toContain('In behandeling');
      expect((await list(`?s=${orderId}`)).text).toContain('1 resultaat');
      expect((await list(`?s=%23${orderId}`)).text).toContain(`Vries-${tag}`);
      expect((await list(`?s=vries-${tag}`)).text).toContain('1 resultaat');
      expect((await list('?s=PIET@example')).text).toContain('piet@example.test');
      expect((await list('?s=piet%40')).text).toContain('1 resultaat');
      expect((await list('?s=50%25')).text).toContain('0 resultaten');
      expect((await list('?status=completed')).text).toContain('0 resultaten');
      expect((await list('?status=processing')).text).toContain('2 resultaten');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
      expect((await list(`?from=${today}&to=${today}`)).text).toContain('2 resultaten');
      expect((await list('?to=2020-01-01')).text).toContain('0 resultaten');
      // Paging: 30 more orders written straight to the table.
      const db = t.server.store.db;
      for (let i = 0; i < 30; i++)
        await db.write(
          "INSERT INTO shop_orders (order_key, session_id, status, customer_id, payment_method, payment_method_title, billing, shipping, shipping_rate_id, shipping_rate_name, coupons, totals, total, currency, created_at, updated_at) VALUES (?, 's', 'completed', 0, 'cod', 'Rembours', ?, '{}', '', '', '[]', '{}', 1000, 'EUR', ?, ?)",
          [`wc_order_p${tag}${i}`, JSON.stringify({ first_name: 'Veel', last_name: `Klant${i}`, email: `veel${i}@example.test` }), 1_700_000_000 + i, 1_700_000_000 + i],
        );
      const p1 = await list();
      expect(p1.text).toContain('32 resultaten');
      expect(p1.text).toContain('Pagina 1 van 2');
      expect(p1.text.match(/<tr><th scope="row">/g)!.length).toBe(25);
      expect(p1.text).toContain('href="/beheer/bestellingen/?paged=2" rel="next"');
      const p2 = await list('?paged=2');
      expect(p2.text.match(/<tr><th scope="row">/g)!.length).toBe(7);
      expect((await list('?status=completed&paged=9')).text).toContain('Pagina 2 van 2');
      expect((await list('?to=2023-11-15')).text).toContain('30 resultaten');
    });

    it("an order's page: lines, addresses, payment; completed; cancelled puts the stock back once; reopened takes it again", async () => {
      const store = t.server.store;
      const page = await admin.get(`/beheer/bestellingen/${orderId}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Bestelling #${orderId}`);
      expect(page.text).toContain('Oudegracht 12');
      expect(page.text).toContain('3511 AB Utrecht');
      expect(page.text).toContain(`sanne-${tag}@example.test`);
      expect(page.text).toContain('Graag voor 10 uur');
      expect(page.text).toMatch(/<dt>Betaalmethode<\/dt><dd>[^<]+<\/dd>/);
      expect(page.text).toContain('=HYPERLINK(&quot;http://x&quot;)');
      const before = (await store.shop.stock(101))!;
      const post = async (to: string, from: string, nonce = formNonce(admin.last, `/beheer/bestellingen/${orderId}/`)) => admin.post(`/beheer/bestellingen/${orderId}/`, { _wpnonce: nonce, from_status: from, order_status: to });
      expect((await post('completed', 'processing', 'abcdefabcd')).status).toBe(403);
      const done = await post('completed', 'processing');
      expect(done.status).toBe(302);
      expect(done.headers.get('Location')).toBe(`/beheer/bestellingen/${orderId}/?updated=changed`);
      expect((await store.shop.orderById(orderId))!.status).toBe('completed');
      expect((await admin.get(done.headers.get('Location')!)).text).toContain('Status gewijzigd in Afgerond.');
      expect(await store.shop.stock(101)).toBe(before);
      // Two cancels at once (two admins, two tabs): the stock goes back once.
      const [a, b] = await Promise.all([store.admin.setOrderStatus(orderId, 'completed', 'cancelled', nowSeconds()), store.admin.setOrderStatus(orderId, 'completed', 'cancelled', nowSeconds())]);
      expect([a, b].sort()).toEqual(['changed', 'unchanged']);
      expect(await store.shop.stock(101)).toBe(before + 2);
      // Through the page: a stale form (from 'completed') changes nothing now.
      await admin.get(`/beheer/bestellingen/${orderId}/`);
      const stale = await post('processing', 'completed');
      expect(stale.headers.get('Location')).toContain('updated=unchanged');
      expect(await store.shop.stock(101)).toBe(before + 2);
      // Reopened: the stock is taken again; with too little stock it is refused and nothing moves.
      await admin.get(`/beheer/bestellingen/${orderId}/`);
      expect((await post('on-hold', 'cancelled')).headers.get('Location')).toContain('updated=changed-taken');
      expect(await store.shop.stock(101)).toBe(before);
      expect((await store.shop.orderById(orderId))!.status).toBe('on-hold');
      await admin.get(`/beheer/bestellingen/${orderId}/`);
      expect((await post('cancelled', 'on-hold')).headers.get('Location')).toContain('updated=changed-restocked');
      await store.db.write('UPDATE shop_stock SET stock = 1 WHERE product_id = 101');
      expect(await store.admin.setOrderStatus(orderId, 'cancelled', 'processing', nowSeconds())).toBe('no_stock');
      expect((await store.shop.orderById(orderId))!.status).toBe('cancelled');
      expect(await store.shop.stock(101)).toBe(1);
      await store.db.write('UPDATE shop_stock SET stock = ? WHERE product_id = 101', [before + 2]);
      expect(await store.admin.setOrderStatus(orderId, 'cancelled', 'completed', nowSeconds())).toBe('changed');
      expect(await store.shop.stock(101)).toBe(before);
      expect((await admin.get('/beheer/bestellingen/999999/')).status).toBe(404);
    });

    it('the orders CSV: the current filters, BOM, a header, a formula cell prefixed, quoting', async () => {
      const r = await admin.get(`/beheer/bestellingen/?s=vries-${tag}&export=csv`);
      expect(r.status).toBe(200);
      const raw = await fetch(`${t.base}/beheer/bestellingen/?s=vries-${tag}&export=csv`, { headers: { Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(r.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(r.headers.get('Content-Disposition')).toMatch(/^attachment; filename="bestellingen-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = parseCsv(r.text);
      expect(rows[0]).toEqual(['Nummer', 'Datum', 'Naam', 'E-mailadres', 'Status', 'Betaling', 'Totaal']);
      expect(rows.length).toBe(2);
      expect(rows[1]![0]).toBe(String(orderId));
      expect(rows[1]![2]).toBe(`'=HYPERLINK("http://x") Vries-${tag}`);
      expect(r.text).toContain(`"'=HYPERLINK(""http://x"") Vries-${tag}"`);
      const all = parseCsv((await admin.get('/beheer/bestellingen/?export=csv')).text);
      expect(all.length).toBe(33);
    });

    it('form entries: list, CSV, the entry with its upload; the file only for an admin', async () => {
      const list = await admin.get('/beheer/inzendingen/');
      expect(list.text).toContain(`Sanne ${tag}`);
      expect(list.text).toContain('Taart op maat: stuur je ontwerp');
      expect((await admin.get(`/beheer/inzendingen/?s=sanne%20${tag}`)).text).toContain('1 resultaat');
      expect((await admin.get('/beheer/inzendingen/?s=niemand')).text).toContain('0 resultaten');
      expect((await admin.get('/beheer/inzendingen/?status=5')).text).toContain('1 resultaat');
      const csv = parseCsv((await admin.get('/beheer/inzendingen/?export=csv')).text);
      expect(csv[1]!.join(' ')).toContain(`Naam: Sanne ${tag}`);
      const entry = await admin.get(`/beheer/inzendingen/${entryId}/`);
      expect(entry.text).toContain('ontwerp.pdf');
      const href = /href="(\/beheer\/bestand\/\?entry=\d+&amp;file=[^"]+)"/.exec(entry.text)![1]!.replace(/&amp;/g, '&');
      const file = await admin.get(href);
      expect(file.status).toBe(200);
      expect(file.text).toBe('%PDF-1.4 ontwerp');
      expect(file.headers.get('Content-Disposition')).toContain('attachment; filename="ontwerp.pdf"');
      expect((await customer.get(href)).status).toBe(403);
      expect((await new AccountVisitor(t.base).get(href)).status).toBe(302);
      expect((await admin.get(`/beheer/bestand/?entry=${entryId}&file=../../site.db`)).status).toBe(404);
    });

    it('Elementor submissions, leads, article stats, consents and pop-up counters: lists with filters and CSV', async () => {
      const eb = await admin.get('/beheer/elementor/');
      expect(eb.text).toContain('Jan Bakker');
      expect((await admin.get('/beheer/elementor/?status=c0ffee1')).text).toContain('1 resultaat');
      expect(parseCsv((await admin.get('/beheer/elementor/?export=csv')).text)[1]!.join(' ')).toContain('Jan Bakker');
      const leads = await admin.get('/beheer/leads/');
      expect(leads.text).toContain('2 resultaten');
      expect((await admin.get(`/beheer/leads/?s=sanne-${tag}`)).text).toContain('1 resultaat');
      const leadCsv = parseCsv((await admin.get(`/beheer/leads/?s=sanne-${tag}&export=csv`)).text);
      expect(leadCsv[1]![5]).toBe(`E-mail: sanne-${tag}@example.test; Naam: -2+3`);
      expect(parseCsv((await admin.get('/beheer/leads/?export=csv&s=-2%2B3')).text).length).toBe(2);
      const stats = await admin.get('/beheer/artikelstatistieken/');
      expect(stats.text).toContain('Appeltaart');
      expect((await admin.get('/beheer/artikelstatistieken/?status=8')).text).toContain('0 resultaten');
      const consents = await admin.get('/beheer/toestemmingen/?status=given');
      expect(consents.text).toContain('1 resultaat');
      expect((await admin.get('/beheer/toestemmingen/?status=declined')).text).toContain('0 resultaten');
      expect(parseCsv((await admin.get('/beheer/toestemmingen/?export=csv')).text)[0]).toEqual(['ID', 'Datum', 'Keuze', 'Niveau', 'Categorieën', 'IP-netwerk']);
      const popups = await admin.get('/beheer/pop-ups/');
      expect(popups.text.replace(/<td[^>]*><div class="adm-cell">([^<]*)<\/div><\/td>/g, '|$1')).toContain('#3</th>|2|1|50,0 %<td');
      expect(parseCsv((await admin.get('/beheer/pop-ups/?export=csv')).text)[1]!.slice(0, 4)).toEqual(['3', '2', '1', '50,0 %']);
    });

    it("a person's data: exported as JSON, then erased (orders anonymised as WooCommerce does, the rest deleted, files too)", async () => {
      const email = `sanne-${tag}@example.test`;
      // The person has an account too.
      expect((await new AccountVisitor(t.base).register(email, 'Sanne-wachtwoord-1')).status).toBe(302);
      const nonce = formNonce((await admin.get('/beheer/persoonsgegevens/')).text, '/beheer/persoonsgegevens/');
      expect((await admin.post('/beheer/persoonsgegevens/', { _wpnonce: 'ffffffffff', action: 'export', email })).status).toBe(403);
      const exp = await admin.post('/beheer/persoonsgegevens/', { _wpnonce: nonce, action: 'export', email: email.toUpperCase() });
      expect(exp.status).toBe(200);
      expect(exp.headers.get('Content-Disposition')).toMatch(/^attachment; filename="persoonsgegevens-[0-9a-f]{8}\.json"$/);
      const data = JSON.parse(exp.text);
      expect(data.account.email).toBe(email);
      expect(data.account.password_hash).toBeUndefined();
      expect(data.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
      expect(data.orders[0].billing.last_name).toBe(`Vries-${tag}`);
      expect(data.orders[0].items[0].quantity).toBe(2);
      expect(data.form_entries[0].files[0].original_name).toBe('ontwerp.pdf');
      expect(data.elementor_submissions.length).toBe(1);
      expect(data.leads.length).toBe(1);
      // Erase: needs the box ticked.
      expect((await admin.post('/beheer/persoonsgegevens/', { _wpnonce: nonce, action: 'erase', email })).status).toBe(400);
      const storedFile = path.join(dataDir, 'uploads', (await t.server.store.uploads.find(uploadName))!.storedPath);
      expect(existsSync(storedFile)).toBe(true);
      // The outbox holds mails to the person and naming them (the order's confirmation, the shop's notice).
      const naming = (rows: { to: string; text: string }[]) => rows.filter((m) => m.to.toLowerCase() === email || m.text.toLowerCase().includes(email));
      expect(naming(await t.server.store.mailOutbox.list()).length).toBeGreaterThan(0);
      const mailsBefore = (await t.server.store.mailOutbox.list()).length;
      const er = await admin.post('/beheer/persoonsgegevens/', { _wpnonce: nonce, action: 'erase', email, confirm: '1' });
      expect(er.status).toBe(200);
      // … and none after (the other customers' mails stay).
      const mailsAfter = await t.server.store.mailOutbox.list();
      expect(naming(mailsAfter)).toEqual([]);
      expect(mailsAfter.length).toBeGreaterThan(0);
      expect(mailsAfter.length).toBeLessThan(mailsBefore);
      expect(er.text).toContain('Gewist: 1 bestelling geanonimiseerd, 2 inzendingen en 1 lead verwijderd, account verwijderd.');
      const order = (await t.server.store.shop.orderById(orderId))!;
      expect(JSON.parse(order.billing)).toMatchObject({ first_name: '[verwijderd]', last_name: '[verwijderd]', address_1: '[verwijderd]', city: '[verwijderd]', postcode: '[verwijderd]', email: 'deleted@site.invalid', phone: '', country: '', address_2: '' });
      expect(JSON.parse(order.shipping)).toMatchObject({ first_name: '[verwijderd]', address_1: '[verwijderd]' });
      expect(order.customer_note).toBe('[verwijderd]');
      expect(order.customer_id).toBe(0);
      expect(order.lines.length).toBe(1);
      expect(order.total).toBeGreaterThan(0);
      expect(await t.server.store.accounts.byEmail(email)).toBeUndefined();
      expect(await t.server.store.uploads.find(uploadName)).toBeUndefined();
      expect(existsSync(storedFile)).toBe(false);
      expect((await admin.get('/beheer/leads/')).text).toContain('1 resultaat');
      expect((await admin.get('/beheer/inzendingen/')).text).toContain('0 resultaten');
      expect((await admin.get('/beheer/elementor/')).text).toContain('0 resultaten');
      // The other customer's order is untouched; a second erase finds nothing.
      expect((await admin.get('/beheer/bestellingen/?s=piet')).text).toContain('piet@example.test');
      expect((await admin.post('/beheer/persoonsgegevens/', { _wpnonce: nonce, action: 'erase', email, confirm: '1' })).text).toContain('Er is niets opgeslagen bij dit e-mailadres.');
    });

    it('retention: the setting saved, a purge deletes entries, leads and consents older than N days only; orders stay', async () => {
      const store = t.server.store;
      const old = nowSeconds() - 40 * 86_400;
      await store.db.write("INSERT INTO form_entries (form_id, fields, created_at) VALUES (5, '{}', ?)", [old]);
      await store.db.write("INSERT INTO seoaic_leads (title, created_at, updated_at) VALUES ('oud', ?, ?)", [old, old]);
      await store.db.write('INSERT INTO consents (level, created_at) VALUES (2, ?)', [old]);
      const count = async () => ({
        leads: (await store.admin.leads({ q: '', filter: '', from: 0, to: 0, offset: 0, limit: 1 })).total,
        consents: (await store.admin.consents({ q: '', filter: '', from: 0, to: 0, offset: 0, limit: 1 })).total,
        entries: (await store.admin.entries({ q: '', filter: '', from: 0, to: 0, offset: 0, limit: 1 })).total,
        orders: (await store.admin.orders({ q: '', filter: '', from: 0, to: 0, offset: 0, limit: 1 })).total,
      });
      const before = await count();
      const page = await admin.get('/beheer/bewaartermijn/');
      expect(page.text).toContain('Er is geen bewaartermijn ingesteld');
      const nonce = formNonce(page.text, '/beheer/bewaartermijn/');
      expect((await admin.post('/beheer/bewaartermijn/', { _wpnonce: nonce, action: 'save', retention_days: 'veel' })).status).toBe(400);
      const saved = await admin.post('/beheer/bewaartermijn/', { _wpnonce: nonce, action: 'save', retention_days: '30' });
      expect(saved.text).toContain('Huidige bewaartermijn: 30 dagen.');
      const purged = await admin.post('/beheer/bewaartermijn/', { _wpnonce: nonce, action: 'purge' });
      expect(purged.text).toContain('Opgeschoond: 1 formulierinzendingen, 0 Elementor-inzendingen, 1 leads en 1 toestemmingsregels verwijderd.');
      const after = await count();
      expect(after).toEqual({ leads: before.leads - 1, consents: before.consents - 1, entries: before.entries - 1, orders: before.orders });
      expect(after.orders).toBe(32);
    });

    it('the server purges on its own: the first check a few seconds after the start, then hourly', async () => {
      const store = t.server.store;
      const old = nowSeconds() - 45 * 86_400;
      await store.db.write("INSERT INTO seoaic_leads (title, created_at, updated_at) VALUES ('heel oud', ?, ?)", [old, old]);
      const leads = async () => (await store.admin.leads({ q: 'heel oud', filter: '', from: 0, to: 0, offset: 0, limit: 1 })).total;
      expect(await leads()).toBe(1);
      vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
      let job: { stop(): void } | undefined;
      try {
        job = startRetention(store, dataDir, false);
        await vi.advanceTimersByTimeAsync(5_000);
      } finally {
        vi.useRealTimers();
      }
      for (let i = 0; i < 50 && (await leads()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
      job!.stop();
      expect(await leads()).toBe(0);
    });

    it('RETENTION_DAYS in the environment wins over the setting (shown, the field disabled)', async () => {
      process.env.RETENTION_DAYS = '90';
      try {
        const page = await admin.get('/beheer/bewaartermijn/');
        expect(page.text).toContain('Huidige bewaartermijn: 90 dagen.');
        expect(page.text).toContain('De omgevingsvariabele RETENTION_DAYS zet de bewaartermijn op 90 dagen');
        expect(page.text).toMatch(/id="retention_days"[^>]* disabled>/);
      } finally {
        delete process.env.RETENTION_DAYS;
      }
      expect((await admin.get('/beheer/bewaartermijn/')).text).toContain('Huidige bewaartermijn: 30 dagen.');
    });

    it('logout: the header form ends the session; a forged nonce ends nothing', async () => {
      const v = new AccountVisitor(t.base);
      expect((await adminLogin(v, ADMIN.email, ADMIN.password)).status).toBe(302);
      const home = await v.get('/beheer/');
      expect((await v.post('/beheer/uitloggen/', { _wpnonce: '0000000000' })).headers.get('Location')).toBe('/beheer/');
      expect((await v.get('/beheer/')).status).toBe(200);
      const out = await v.post('/beheer/uitloggen/', { _wpnonce: formNonce(home.text, '/beheer/uitloggen/') });
      expect(out.headers.get('Location')).toBe('/beheer/inloggen/?loggedout=true');
      expect((await v.get('/beheer/inloggen/?loggedout=true')).text).toContain('Je bent uitgelogd.');
      expect((await v.get('/beheer/')).status).toBe(302);
    });
  });

  describe(`${engine.name}: admin area in English (SITE_LOCALE=en)`, () => {
    let t: TestServer;
    useTestServer(engine, (x) => (t = x), { mail: { locale: 'en' } });
    it('the login and the lists speak English', async () => {
      await t.server.store.accounts.makeAdmin(ADMIN.email, await hashPassword(ADMIN.password), nowSeconds());
      const v = new AccountVisitor(t.base);
      const login = await v.get('/beheer/inloggen/');
      expect(login.text).toContain('<html lang="en">');
      expect(login.text).toContain('Log in to the admin area');
      expect((await adminLogin(v, ADMIN.email, ADMIN.password)).status).toBe(302);
      const orders = await v.get('/beheer/bestellingen/');
      expect(orders.text).toContain('<a href="/beheer/bestellingen/" aria-current="page">Orders</a>');
      expect(orders.text).toContain('0 results');
      expect(orders.text).toContain('Export as CSV');
      expect(parseCsv((await v.get('/beheer/bestellingen/?export=csv')).text)[0]).toEqual(['Number', 'Date', 'Name', 'Email address', 'Status', 'Payment', 'Total']);
    });
  });
}
