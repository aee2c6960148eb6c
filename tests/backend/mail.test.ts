/**
 * E-mail (issue 44) on every engine, received by an SMTP server in the test process: the
 * password-reset link, the customer's order confirmation (bank details for a bank transfer), the
 * shop's new-order notice, a form's notifications (the form's own to, subject and message with its
 * merge tags) and the new-lead notice each arrive exactly once, after the answer, in plain text and
 * HTML with what a visitor typed escaped; an SMTP server refusing mails gets them again after a
 * growing delay and then once; a server process killed with kill -9 while sending an order's mails
 * leaves them to the next process, which sends each once; two processes on one database send
 * each mail once. With no SMTP_URL the mails are .eml
 * files under DATA_DIR/mail/, and the start says so once.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverVersionHash } from '../../demo/server/forms/version-hash';
import { startServer } from '../../demo/server/server';
import { DEFAULT_STOCK, SHOP_PRODUCTS } from '../../demo/server/shop/catalog';
import { openStore } from '../../demo/server/storage';
import { AccountVisitor } from './account-visitor';
import { engines } from './engines';
import { buildServer, exited, spawnServer } from './server-process';
import { Visitor } from './shop-visitor';
import { smtpSink, type SmtpSink } from './smtp-sink';
import { useTestServer, type TestServer } from './test-server';

const ADMIN = 'beheer@bakkerij.example';
const FROM = 'Bakkerij Zonneveld <winkel@bakkerij.example>';
const FORM_ID = 901;
const XSS = '<script>alert(1)</script>';

// A form with Gravity Forms notifications: to the admin ({admin_email}), to the address the visitor
// typed (toType field), and an inactive one.
const formsDir = mkdtempSync(path.join(os.tmpdir(), 'se-mail-forms-'));
writeFileSync(
  path.join(formsDir, `${FORM_ID}.json`),
  JSON.stringify({
    id: FORM_ID,
    title: 'Proefformulier',
    fields: [
      { id: 1, type: 'text', label: 'Naam' },
      { id: 2, type: 'email', label: 'E-mail' },
      { id: 3, type: 'textarea', label: 'Bericht' },
    ],
    notifications: {
      admin: { id: 'admin', name: 'Admin', isActive: true, event: 'form_submission', toType: 'email', to: '{admin_email}', subject: 'Nieuw bericht van {Naam:1}', message: '<p>Van: {Naam:1} ({E-mail:2})</p>{all_fields}', replyTo: '{E-mail:2}' },
      visitor: { id: 'visitor', name: 'Bevestiging', isActive: true, event: 'form_submission', toType: 'field', to: '2', subject: 'Bedankt, {Naam:1}', message: 'We hebben je bericht ontvangen:\n{Bericht:3}' },
      off: { id: 'off', name: 'Uit', isActive: false, toType: 'email', to: 'nooit@bakkerij.example', subject: 'x', message: 'x' },
    },
  }),
);
process.env.FORMS_DIRS = formsDir;
afterAll(() => rmSync(formsDir, { recursive: true, force: true }));

const ADDRESS = { first_name: 'Anna', last_name: 'de Vries', address_1: 'Oudegracht 12', city: 'Utrecht', postcode: '3511 AB', country: 'NL' };
const orderBody = (email: string) => ({ billing_address: { ...ADDRESS, email }, shipping_address: ADDRESS, payment_method: 'bacs' });
const PRODUCT = SHOP_PRODUCTS.find((p) => p.stock === DEFAULT_STOCK)!.id;

/** Places a bank-transfer order; resolves its id. */
async function order(base: string, email: string): Promise<number> {
  const v = new Visitor(base);
  await v.start();
  expect((await v.call('POST', '/cart/add-item', { id: PRODUCT, quantity: 2 })).status).toBe(201);
  const r = await v.call('POST', '/checkout', orderBody(email), { Nonce: v.nonce });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.order_id as number;
}

async function lead(base: string, title: string): Promise<number> {
  const res = await fetch(`${base}/wp-json/seoaic/v1/lead`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, url: 'https://bakkerij.example/taart', lead_data: [{ type: 'textfield', question: 'Welke taart?', answer: `Appeltaart ${XSS}` }, { type: 'contact_fields', question: 'Contact', answer: [{ field: 'email', value: 'lead@voorbeeld.example' }] }] }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function submitForm(base: string, fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries({ action: 'gform_submit_form', form_id: String(FORM_ID), gform_submit: String(FORM_ID), version_hash: serverVersionHash(FORM_ID), ...fields })) f.append(k, v);
  const res = await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: f });
  const json = (await res.json()) as { success: boolean; data: { is_valid?: boolean } };
  expect(json.data.is_valid, JSON.stringify(json)).toBe(true);
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const engine of engines()) {
  describe(`${engine.name}: mail over SMTP`, () => {
    let sink: SmtpSink;
    let server: TestServer['server'];
    let base: string;
    const mail = { smtpUrl: '', pollMs: 50, retrySeconds: 2, leaseSeconds: 30, adminEmail: ADMIN, from: FROM, locale: 'nl' as const };
    beforeAll(async () => {
      sink = await smtpSink();
      mail.smtpUrl = sink.url;
    });
    useTestServer(engine, (t) => ({ server, base } = t), { mail });
    afterAll(() => sink.close());

    it('the five mails arrive once each, in Dutch, text and HTML, what visitors typed escaped', async () => {
      const email = `klant${Date.now().toString(36)}@voorbeeld.example`;
      // 1. the password-reset link
      const owner = new AccountVisitor(base);
      await owner.register(email, 'Eierkoek-3003');
      const g = new AccountVisitor(base);
      await g.get('/mijn-account/lost-password/');
      expect((await g.post('/mijn-account/lost-password/', { user_login: email, wc_reset_password: 'true', 'woocommerce-lost-password-nonce': g.nonce('woocommerce-lost-password-nonce') })).status).toBe(302);
      // 2 and 3. an order by bank transfer
      const id = await order(base, email);
      // 4. a form entry with two active notifications
      await submitForm(base, { input_1: `Anna ${XSS}`, input_2: 'anna@voorbeeld.example', input_3: 'Graag een taart & koffie' });
      // 5. a lead
      const leadId = await lead(base, `Taartvraag ${XSS}`);

      await sink.waitFor(6);
      await settle(800); // nothing more comes
      const got = sink.received;
      const byEvent = new Map(got.map((r) => [r.event, r]));
      const events = got.map((r) => r.event);
      expect(events).toHaveLength(6);
      expect(events).toEqual(
        expect.arrayContaining([`order:${id}:customer`, `order:${id}:shop`, `lead:${leadId}:admin`, expect.stringMatching(/^reset:\d+:[0-9a-f]{32}$/), expect.stringMatching(/^form:901:\d+:admin:beheer@bakkerij\.example$/), expect.stringMatching(/^form:901:\d+:visitor:anna@voorbeeld\.example$/)]),
      );
      expect(new Set(got.map((r) => r.event)).size).toBe(6);
      for (const r of got) {
        expect(r.mail.from?.text).toContain('winkel@bakkerij.example');
        expect(r.mail.text).toBeTruthy();
        expect(r.mail.html).toBeTruthy();
        expect(r.mail.html as string).not.toContain('<script>');
      }

      const reset = got.find((r) => r.event.startsWith('reset:'))!;
      expect(reset.to).toBe(email);
      expect(reset.mail.subject).toBe('[Bakkerij Zonneveld] Wachtwoord herstellen');
      const link = new URL(/(http:\/\/\S+)/.exec(reset.mail.text!)![1]!);
      expect(reset.mail.html).toContain(link.search.replace(/&/g, '&amp;'));
      expect((await g.get(link.pathname + link.search)).text).toContain('name="reset_key"');

      const customer = byEvent.get(`order:${id}:customer`)!;
      expect(customer.to).toBe(email);
      expect(customer.mail.subject).toBe(`Je bestelling #${id} bij Bakkerij Zonneveld is ontvangen`);
      for (const part of [customer.mail.text!, customer.mail.html as string]) {
        expect(part).toContain('NL91ABNA0417164300');
        expect(part).toContain('ABNANL2A');
        expect(part).toContain(`order-received=${id}`);
      }
      expect(customer.mail.text).toContain(`vermeld je bestelnummer ${id}`);
      const shop = byEvent.get(`order:${id}:shop`)!;
      expect(shop.to).toBe(ADMIN);
      expect(shop.mail.subject).toBe(`[Bakkerij Zonneveld] Nieuwe bestelling #${id}`);
      expect(shop.mail.text).not.toContain('NL91ABNA0417164300');
      expect(shop.mail.replyTo?.text).toBe(email);

      const formAdmin = got.find((r) => r.event.startsWith('form:') && r.to === ADMIN)!;
      expect(formAdmin.mail.subject).toBe(`Nieuw bericht van Anna ${XSS}`); // a subject is text, not HTML
      expect(formAdmin.mail.replyTo?.text).toBe('anna@voorbeeld.example');
      expect(formAdmin.mail.html).toContain('Van: Anna &lt;script&gt;alert(1)&lt;/script&gt; (anna@voorbeeld.example)');
      expect(formAdmin.mail.html).toMatch(/<th[^>]*>Bericht<\/th><td[^>]*>Graag een taart &amp; koffie<\/td>/);
      expect(formAdmin.mail.text).toContain('Bericht: Graag een taart & koffie');
      expect(formAdmin.mail.text).toContain(`Naam: Anna ${XSS}`);
      const formVisitor = got.find((r) => r.event.includes(':visitor:'))!;
      expect(formVisitor.mail.subject).toBe(`Bedankt, Anna ${XSS}`);
      expect(formVisitor.mail.html).toContain('We hebben je bericht ontvangen:<br>');

      const leadMail = byEvent.get(`lead:${leadId}:admin`)!;
      expect(leadMail.to).toBe(ADMIN);
      expect(leadMail.mail.subject).toBe(`[Bakkerij Zonneveld] Nieuwe lead: Taartvraag ${XSS}`);
      expect(leadMail.mail.html).toContain('Appeltaart &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(leadMail.mail.text).toContain('Welke taart?: Appeltaart <script>');
      expect(leadMail.mail.text).toContain('email: lead@voorbeeld.example');

      // the outbox: every row sent, once
      const rows = await server.store.mailOutbox.list();
      expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    });

    it('an event enqueued again (a lead retried with its Idempotency-Key) is one mail', async () => {
      const before = sink.received.length;
      const send = () =>
        fetch(`${base}/wp-json/seoaic/v1/lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'lead-once' },
          body: JSON.stringify({ title: 'Twee keer', url: 'https://bakkerij.example/', lead_data: [] }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).headers.get('Idempotent-Replayed')).toBe('true');
      await sink.waitFor(before + 1);
      await settle(500);
      expect(sink.received.length).toBe(before + 1);
    });

    it('an SMTP server refusing a mail gets it again after a doubling delay, then once', async () => {
      const before = sink.received.length;
      sink.refused.length = 0;
      sink.refuseNext = 2;
      const id = await lead(base, 'Weigeren');
      await sink.waitFor(before + 1, 20_000);
      await settle(500);
      const mine = sink.received.filter((r) => r.event === `lead:${id}:admin`);
      expect(mine).toHaveLength(1);
      expect(sink.refused).toHaveLength(2);
      // MAIL_RETRY_SECONDS 2: the second attempt 2 s after the first, the third 4 s after that (due
      // times are whole seconds: each wait is at least its delay less one second)
      const [first, second] = [sink.refused[1]! - sink.refused[0]!, mine[0]!.at - sink.refused[1]!];
      expect(first).toBeGreaterThanOrEqual(1000);
      expect(first).toBeLessThan(3000);
      expect(second).toBeGreaterThanOrEqual(3000);
      const row = (await server.store.mailOutbox.list()).find((r) => r.key === `lead:${id}:admin`)!;
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      expect(row.lastError).toMatch(/451/);
    }, 30_000);
  });
}

describe('no SMTP_URL: .eml files under DATA_DIR/mail/', () => {
  it('says so once at start, writes each mail as a parseable .eml file', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-mail-eml-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = await startServer({ port: 0, host: '127.0.0.1', log: true, rateLimit: 0, dataDir, databasePath: path.join(dataDir, 'site.db'), mail: { smtpUrl: undefined, pollMs: 50, adminEmail: ADMIN, from: FROM, locale: 'en' } });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[mail]'));
      expect(lines).toEqual([`[mail] no SMTP_URL: mails are written as .eml files to ${path.join(dataDir, 'mail')}`]);
      const id = await lead(base, `Cake question ${XSS}`);
      const dir = path.join(dataDir, 'mail');
      const until = Date.now() + 10_000;
      let files: string[] = [];
      const emls = () => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          return []; // not made yet
        }
      };
      while ((files = emls()).length === 0 && Date.now() < until) await settle(50);
      expect(files).toHaveLength(1);
      expect(files[0]).toContain(`lead_${id}_admin`);
      const parsed = await simpleParser(readFileSync(path.join(dir, files[0]!)));
      expect(parsed.subject).toBe(`[Bakkerij Zonneveld] New lead: Cake question ${XSS}`);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(ADMIN);
      expect(parsed.from?.text).toContain('winkel@bakkerij.example');
      expect(parsed.headers.get('x-site-elements-event')).toBe(`lead:${id}:admin`);
      expect(parsed.text).toContain('A new lead has come in');
      expect(parsed.html).toContain('<html lang="en">');
      expect(parsed.html).toContain('Appeltaart &lt;script&gt;');
      expect(parsed.html).not.toContain('<script>');
      expect((await server.store.mailOutbox.list()).map((r) => r.status)).toEqual(['sent']);
    } finally {
      await server.close();
      log.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail and kill -9: a process killed while sending an order\'s mails', () => {
  let file: string;
  let sink: SmtpSink;
  beforeAll(async () => {
    [file, sink] = await Promise.all([buildServer('mail-kill'), smtpSink()]);
  });
  afterAll(async () => {
    rmSync(path.dirname(file), { recursive: true, force: true });
    await sink.close();
  });

  for (const engine of engines()) {
    it(`${engine.name}: the next process sends each of the order's mails once`, async () => {
      const fresh = await engine.fresh();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-mail-kill-'));
      const env: Record<string, string> = {
        ...(fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! }),
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        ADMIN_EMAIL: ADMIN,
        MAIL_FROM: FROM,
        MAIL_POLL_MS: '50',
        MAIL_RETRY_SECONDS: '1',
        MAIL_LEASE_SECONDS: '2',
      };
      sink.received.length = 0;
      sink.mode = 'hang'; // the first process's send never completes
      let proc = await spawnServer(file, env);
      try {
        const id = await order(proc.base, 'kill@voorbeeld.example');
        // acknowledged: the order and its two mails are committed together; wait for the send to start
        const check = await openStore(fresh.options);
        try {
          const until = Date.now() + 10_000;
          for (;;) {
            const rows = await check.db.all<{ event_key: string; claimed_at: unknown; status: string }>('SELECT event_key, claimed_at, status FROM mail_outbox ORDER BY id');
            expect(rows.map((r) => r.event_key)).toEqual([`order:${id}:customer`, `order:${id}:shop`]);
            if (rows.some((r) => r.claimed_at !== null)) break;
            if (Date.now() > until) throw new Error('the sender claimed nothing');
            await settle(50);
          }
        } finally {
          await check.close();
        }
        proc.child.kill('SIGKILL');
        await exited(proc.child);
        expect(sink.received).toHaveLength(0);

        sink.mode = 'accept';
        proc = await spawnServer(file, env);
        await sink.waitFor(2, 20_000);
        await settle(2500); // past another lease: nothing is sent again
        expect(sink.received.map((r) => r.event).sort()).toEqual([`order:${id}:customer`, `order:${id}:shop`]);
        expect(sink.received.find((r) => r.event.endsWith(':customer'))!.mail.text).toContain('NL91ABNA0417164300');
      } finally {
        proc.child.kill('SIGTERM');
        await exited(proc.child);
        await fresh.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  }

  for (const engine of engines()) {
    it(`${engine.name}: two processes on one database send each mail once`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = {
        ...(fresh.options.databaseUrl ? { DATABASE_URL: fresh.options.databaseUrl } : { DATABASE_PATH: fresh.options.databasePath! }),
        SMTP_URL: sink.url,
        ADMIN_EMAIL: ADMIN,
        MAIL_POLL_MS: '20',
      };
      sink.received.length = 0;
      sink.mode = 'accept';
      const procs = await Promise.all([spawnServer(file, env), spawnServer(file, env)]);
      try {
        const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => lead(procs[i % 2]!.base, `Lead ${i}`)));
        await sink.waitFor(ids.length, 20_000);
        await settle(500);
        expect(sink.received.map((r) => r.event).sort()).toEqual(ids.map((id) => `lead:${id}:admin`).sort());
      } finally {
        for (const p of procs) p.child.kill('SIGTERM');
        await Promise.all(procs.map((p) => exited(p.child)));
        await fresh.drop();
      }
    }, 60_000);
  }
});
