/**
 * Nothing personal readable without an admin's login: stored visitor data of every kind is seeded
 * through the public calls (a lead, article answers, a Gravity Forms entry, an Elementor form
 * submission, a consent, a guest's order, a customer's account), each carrying a marker of its own;
 * then EVERY route of the router (REST, ajax actions, gf pages, plain paths, with every method it
 * takes and the seeded ids in its parameters) is called as a stranger and as another logged-in
 * customer, and no answer may hold a marker. An admin's session reads the lists (the walk would see
 * a leak: the control), and a customer's gets WordPress' 403.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../demo/server/account/password';
import { buildRouter, startServer } from '../../demo/server/server';
import { nowSeconds } from '../../demo/server/storage';
import { AccountVisitor } from './account-visitor';
import { engines } from './engines';
import { Visitor } from './shop-visitor';
import { useTestServer, type TestServer } from './test-server';

const AJAX = '/wp-admin/admin-ajax.php';
const LEADS = '/wp-json/seoaic/v1/lead';
const STATS = '/wp-json/seoaic/v1/interactive-article-stats';
const ADMIN = { email: 'eigenaar@bakkerij.test', password: 'Beheer-wachtwoord-2026' };
const CUSTOMER_B = { email: 'andere.klant@example.test', password: 'Andere-klant-1' };

const tag = randomBytes(4).toString('hex');
/** One marker per kind of stored data; the walk looks for each in every answer. */
const M = {
  lead: `lead-${tag}@example.test`,
  stats: `herinnering-${tag}`,
  gform: `Gform-${tag}`,
  ebform: `ebform-${tag}@example.test`,
  order: `order-${tag}@example.test`,
  customer: `klant-${tag}@example.test`,
  consentIp: '198.51.100.201',
};
const markers = Object.entries(M);

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();

/** The markers an answer holds. */
const leaked = (text: string) => markers.filter(([, m]) => text.includes(m)).map(([k]) => k);

interface Call {
  label: string;
  method: string;
  path: string;
  body?: string;
  type?: string;
}

/** Every way in: each route with each method it answers and each seeded id in its parameters. */
function calls(ids: string[]): Call[] {
  const router = buildRouter();
  const out: Call[] = [];
  for (const r of router.rest) {
    // The route back from its pattern: ^seoaic\/v1\/lead\/([^/]+)/?$ -> seoaic/v1/lead/{id}
    const template = r.pattern.source.replace(/^\^/, '').replace(/\\?\/\?\$$/, '').replace(/\\(.)/g, '$1');
    const paths = template.includes('([^/]+)') ? ids.map((id) => template.replaceAll('([^/]+)', id)) : [template];
    for (const p of paths) {
      const body = r.method === 'GET' ? undefined : '{}';
      out.push({ label: `${r.method} rest ${p}`, method: r.method, path: `/wp-json/${p}`, body, type: 'application/json' });
      out.push({ label: `${r.method} rest_route=${p}`, method: r.method, path: `/?rest_route=/${encodeURIComponent(p)}`, body, type: 'application/json' });
    }
  }
  for (const action of router.ajax.keys()) {
    out.push({ label: `ajax ${action}`, method: 'POST', path: AJAX, body: form({ action }), type: 'application/x-www-form-urlencoded' });
    for (const id of ids) out.push({ label: `ajax ${action} id ${id}`, method: 'POST', path: AJAX, body: form({ action, id, form_id: id, order_id: id }), type: 'application/x-www-form-urlencoded' });
  }
  for (const page of router.pages.keys()) {
    out.push({ label: `GET gf_page ${page}`, method: 'GET', path: `/?gf_page=${page}` });
    out.push({ label: `POST gf_page ${page}`, method: 'POST', path: `/?gf_page=${page}`, body: '', type: 'application/x-www-form-urlencoded' });
  }
  for (const key of router.paths.keys()) {
    if (key === 'GET ?add-to-cart') {
      out.push({ label: key, method: 'GET', path: '/?add-to-cart=101' });
      continue;
    }
    if (key === 'POST *') {
      out.push({ label: key, method: 'POST', path: '/', body: form({ gform_submit: '9', is_submit_9: '1' }), type: 'application/x-www-form-urlencoded' });
      continue;
    }
    if (key === '/?s=') {
      out.push({ label: key, method: 'GET', path: '/?s=taart' });
      continue;
    }
    const paths = key.includes('*') ? ids.map((id) => key.replaceAll('*', id)) : [key];
    for (const p of paths) {
      out.push({ label: `GET ${p}`, method: 'GET', path: p });
      out.push({ label: `POST ${p}`, method: 'POST', path: p, body: '', type: 'application/x-www-form-urlencoded' });
    }
  }
  return out;
}

for (const engine of engines()) {
  describe(`${engine.name}: stored visitor data is read by an admin only`, () => {
    let t: TestServer;
    useTestServer(engine, (x) => (t = x));
    const ids = new Set<string>(['1', '2']);

    /** A request as the given visitor's cookies (none: a stranger). */
    const send = async (c: Call, cookies?: Map<string, string>) => {
      const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.9' };
      if (c.type) headers['Content-Type'] = c.type;
      if (cookies?.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(t.base + c.path, { method: c.method, headers, body: c.body, redirect: 'manual' });
      return { status: res.status, text: await res.text() };
    };

    it('seeds one record of each kind through the public calls', async () => {
      const post = (path: string, body: string, type: string, ip = '203.0.113.50') => fetch(t.base + path, { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': ip }, body });
      const lead = await (await post(LEADS, JSON.stringify({ title: 'Taart', url: 'https://bakkerij.test/taart', lead_data: [{ type: 'contact_fields', question: 'Hoe bereiken we je?', answer: [{ field: 'E-mail', value: M.lead }] }] }), 'application/json')).json();
      expect(lead).toMatchObject({ success: true });
      ids.add(String(lead.data.id));
      const stats = await (await post(STATS, JSON.stringify({ post_id: 7, blocks_count: 1, data: [{ id: 'herinnering', type: 'textfield', question: 'Mooiste taartherinnering?', answers: M.stats }] }), 'application/json')).json();
      expect(stats).toMatchObject({ success: true });
      ids.add(String(stats.data.id));
      expect((await post(AJAX, form({ action: 'gform_submit_form', form_id: '9', input_1: M.gform }), 'application/x-www-form-urlencoded')).status).toBe(200);
      expect((await post(AJAX, form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '4' }), 'application/x-www-form-urlencoded', M.consentIp)).status).toBe(200);
      const fd = new FormData();
      for (const [k, v] of [
        ['post_id', '61'],
        ['form_id', 'c0ffee1'],
        ['referer_title', 'Contact'],
        ['form_fields[name]', 'Jan Bakker'],
        ['form_fields[email]', M.ebform],
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
      ])
        fd.append(k!, v!);
      const eb = await (await fetch(t.base + AJAX, { method: 'POST', body: fd, headers: { 'X-Forwarded-For': '203.0.113.51' } })).json();
      expect(eb).toMatchObject({ success: true });
      // A guest's order.
      const shopper = new Visitor(t.base);
      await shopper.start();
      expect((await shopper.call('POST', '/cart/add-item', { id: 101, quantity: 1 })).status).toBe(201);
      const billing = { first_name: 'Lek', last_name: 'Test', company: '', address_1: 'Oudegracht 12', address_2: '', city: 'Utrecht', state: '', postcode: '3511 AB', country: 'NL', email: M.order, phone: '' };
      const order = await shopper.call('POST', '/checkout', { billing_address: billing, shipping_address: billing, payment_method: 'cod' });
      expect(order.status).toBe(200);
      ids.add(String(order.json.order_id));
      // A customer's account, then another customer who walks.
      expect((await new AccountVisitor(t.base).register(M.customer, 'Klant-wachtwoord-1')).status).toBe(302);
      expect((await new AccountVisitor(t.base).register(CUSTOMER_B.email, CUSTOMER_B.password)).status).toBe(302);
      await t.server.store.accounts.makeAdmin(ADMIN.email, await hashPassword(ADMIN.password), nowSeconds());
      // Each marker is stored (a walk that can find nothing proves nothing).
      const dump = JSON.stringify([
        await t.server.store.seoaic.listLeads(50),
        await t.server.store.seoaic.listStats(50),
        await t.server.store.db.all('SELECT * FROM shop_orders'),
        await t.server.store.db.all('SELECT email FROM customers'),
      ]);
      for (const k of ['lead', 'stats', 'order', 'customer'] as const) expect(dump, k).toContain(M[k]);
    });

    it('the lead and article-stats lists: 401 for a stranger, 403 for a customer, the records for an admin', async () => {
      const b = new AccountVisitor(t.base);
      expect((await b.login(CUSTOMER_B.email, CUSTOMER_B.password)).status).toBe(302);
      const admin = new AccountVisitor(t.base);
      expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(302);
      for (const [path, marker] of [
        [LEADS, M.lead],
        [STATS, M.stats],
      ] as const) {
        const c: Call = { label: path, method: 'GET', path };
        const stranger = await send(c);
        expect(stranger.status, path).toBe(401);
        expect(JSON.parse(stranger.text)).toEqual({ success: false, data: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' } });
        expect((await send(c, b.cookies)).status, path).toBe(403);
        const own = await send(c, admin.cookies);
        expect(own.status, path).toBe(200);
        expect(own.text).toContain(marker);
      }
    });

    it('every route of the router, as a stranger and as another customer: no answer holds stored visitor data', async () => {
      const b = new AccountVisitor(t.base);
      expect((await b.login(CUSTOMER_B.email, CUSTOMER_B.password)).status).toBe(302);
      const all = calls([...ids]);
      // The walk covers what the router has: at least the list routes and an account page.
      expect(all.map((c) => c.label)).toEqual(expect.arrayContaining(['GET rest seoaic/v1/lead', 'GET rest seoaic/v1/interactive-article-stats', 'GET /mijn-account/']));
      const leaks: string[] = [];
      for (const who of ['stranger', 'customer'] as const) {
        for (const c of all) {
          const r = await send(c, who === 'customer' ? b.cookies : undefined);
          const found = leaked(r.text);
          if (found.length) leaks.push(`${who}: ${c.label} -> ${r.status} holds ${found.join(', ')}`);
        }
      }
      expect(leaks).toEqual([]);
    }, 120_000);
  });
}

describe('npm run admin -- create: the first administrator, made on the server', () => {
  const run = (args: string[], env: Record<string, string>, input: string) =>
    spawnSync(process.execPath, ['scripts/admin.mjs', ...args], { input, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });

  it('no administrator at first; a short password and a bad address refused; then created, logged in, the leads read; run again it resets the password', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'se-admin-'));
    try {
      const env = { DATA_DIR: dir };
      expect(run(['list'], env, '').stdout.trim()).toBe('');
      const short = run(['create', ADMIN.email], env, 'kort\n');
      expect(short.status).toBe(1);
      expect(short.stderr).toContain('at least 12 characters');
      expect(run(['create', 'geen-adres'], env, `${ADMIN.password}\n`).status).toBe(2);
      expect(run(['create', 'eigenaar@bakkerij.test'], env, '').status).toBe(1);
      const made = run(['create', 'Eigenaar@Bakkerij.test'], env, `${ADMIN.password}\n`);
      expect(made.stdout).toContain('created administrator eigenaar@bakkerij.test');
      expect(run(['list'], env, '').stdout.trim()).toBe('eigenaar@bakkerij.test');
      const server = await startServer({ port: 0, host: '127.0.0.1', log: false, rateLimit: 0, dataDir: dir, databasePath: path.join(dir, 'site.db') });
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const admin = new AccountVisitor(base);
        expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(302);
        const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        expect((await fetch(base + LEADS, { headers: { Cookie: cookie } })).status).toBe(200);
        // Run again: a new password, and the old session is over.
        expect(run(['create', ADMIN.email], env, 'Een-ander-lang-wachtwoord\n').stdout).toContain('made administrator');
        expect((await fetch(base + LEADS, { headers: { Cookie: cookie } })).status).toBe(401);
        expect((await new AccountVisitor(base).login(ADMIN.email, 'Een-ander-lang-wachtwoord')).status).toBe(302);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
