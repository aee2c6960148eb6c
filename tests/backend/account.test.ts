/**
 * The account area of the reference backend (routes/account.ts, storage/accounts.ts) on every
 * engine, as a browser without script uses it: login with the seeded demo customer, the same
 * answer for an unknown e-mail and a wrong password, login brute force rate-limited per account
 * and per address and logged, forged nonces and another account's cookie refused, sessions ended
 * on logout (Elementor's link) and on a password change (all other sessions), the reset link in
 * the mail outbox (mail.test.ts sends it), addresses and account details saved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginCookieValue, LOGIN_COOKIE, newToken, tokenHash } from '../../demo/server/account/session';
import { LOGIN_LIMITS } from '../../demo/server/routes/account';
import { DEMO_CUSTOMER } from '../../demo/server/storage/accounts';
import { Visitor } from './shop-visitor';
import { AccountVisitor, errorNotice, isLoginPage } from './account-visitor';
import { useTestServer, type TestServer } from './test-server';
import { engines } from './engines';

/**
 * The login limits count per fixed window (aligned to 15 minutes): a case that crossed a window's end
 * would start counting again halfway (a full run caught one at xx:30:00). Close to the end, wait for
 * the next window first (at most 20 s).
 */
async function freshWindow(): Promise<void> {
  const left = LOGIN_LIMITS.windowSeconds - (Math.floor(Date.now() / 1000) % LOGIN_LIMITS.windowSeconds);
  if (left < 20) await new Promise((r) => setTimeout(r, (left + 1) * 1000));
}

let n = 0;
const uniqueEmail = () => `klant${Date.now().toString(36)}${++n}@voorbeeld.example`;

for (const engine of engines()) {
  describe(`${engine.name}: account area`, () => {
    let server: TestServer['server'];
    let base: string;
    useTestServer(engine, (t) => ({ server, base } = t));
    afterEach(() => vi.restoreAllMocks());

    it('a guest gets the login and register forms with nonces, in the widget wrapper, no-store', async () => {
      const v = new AccountVisitor(base);
      const { status, text, headers } = await v.get('/mijn-account/');
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(text).toContain('class="e-my-account-tab e-my-account-tab__dashboard ');
      expect(text).toContain('data-widget_type="woocommerce-my-account.default"');
      expect(v.nonce('woocommerce-login-nonce')).toMatch(/^[0-9a-f]{10}$/);
      expect(v.nonce('woocommerce-register-nonce')).toMatch(/^[0-9a-f]{10}$/);
      expect(v.cookies.has('se_account_guest')).toBe(true);
    });

    it('the demo customer logs in: an HttpOnly SameSite=Lax cookie (Secure on https), the dashboard with the menu', async () => {
      const v = new AccountVisitor(base);
      const res = await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/mijn-account/');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${LOGIN_COOKIE}=`))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const page = await v.get('/mijn-account/');
      expect(page.text).toContain('Hallo <strong>Sanne</strong>');
      expect(page.text).toContain('woocommerce-MyAccount-navigation-link--orders');
      const https = new AccountVisitor(base);
      const viaProxy = await https.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { 'X-Forwarded-Proto': 'https' });
      expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith(`${LOGIN_COOKIE}=`))).toMatch(/; Secure/);
    });

    it('an unknown e-mail and a wrong password get the same answer, and both are logged', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const a = new AccountVisitor(base);
      const unknown = await a.login('niemand@voorbeeld.example', 'Wachtwoord-123');
      const b = new AccountVisitor(base);
      const wrong = await b.login(DEMO_CUSTOMER.email, 'Wachtwoord-123');
      expect(unknown.status).toBe(200);
      expect(wrong.status).toBe(unknown.status);
      expect(errorNotice(unknown.text)).toBe('Onbekend e-mailadres of onjuist wachtwoord.');
      expect(errorNotice(wrong.text)).toBe(errorNotice(unknown.text));
      // The pages differ only in what the visitor typed and in the visitor's own nonces.
      const strip = (html: string) => html.replace(/value="[^"]*"/g, 'value=""');
      expect(strip(wrong.text)).toBe(strip(unknown.text));
      expect(unknown.headers.getSetCookie().some((c) => c.startsWith(LOGIN_COOKIE))).toBe(false);
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith(LOGIN_COOKIE))).toBe(false);
      expect(warn.mock.calls.filter((c) => String(c[0]).includes('[account] failed login')).length).toBe(2);
      // The log holds hashes, never the address or the e-mail.
      expect(warn.mock.calls.flat().join(' ')).not.toContain(DEMO_CUSTOMER.email);
    });

    it('login brute force on one account is rate-limited (429, Retry-After, logged), even with the right password', async () => {
      await freshWindow();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const email = uniqueEmail();
      const owner = new AccountVisitor(base);
      expect((await owner.register(email, 'Krakeling-778')).status).toBe(302);
      const attacker = new AccountVisitor(base);
      await attacker.get('/mijn-account/');
      const nonce = attacker.nonce('woocommerce-login-nonce');
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) statuses.push((await attacker.post('/mijn-account/', { username: email, password: `fout-${i}-wachtwoord`, 'woocommerce-login-nonce': nonce, login: 'x' })).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const blocked = await attacker.post('/mijn-account/', { username: email, password: 'Krakeling-778', 'woocommerce-login-nonce': nonce, login: 'x' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(errorNotice(blocked.text)).toMatch(/^Te veel inlogpogingen/);
      expect(blocked.headers.getSetCookie().some((c) => c.startsWith(LOGIN_COOKIE))).toBe(false);
      expect(warn.mock.calls.some((c) => /\[account\] login rate-limited: login-account/.test(String(c[0])))).toBe(true);
      // The public-write limiter prunes its own keys by its one-minute window, never these counters.
      await server.store.rateLimits.hit('write:test-prefix', 60);
      expect(await server.store.rateLimits.prune(Math.floor(Date.now() / 1000) + 3600, 'write:')).toBe(1);
      expect((await attacker.post('/mijn-account/', { username: email, password: 'Krakeling-778', 'woocommerce-login-nonce': nonce, login: 'x' })).status).toBe(429);
      // Another visitor (the real owner, another address in real life) is held for this account too, not for others.
      const other = new AccountVisitor(base);
      expect((await other.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(302);
    }, 60_000);

    it('login attempts from one address are rate-limited across accounts', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await freshWindow();
      // This address already spent some attempts in the cases above; spend the rest on unknown accounts.
      const v = new AccountVisitor(base);
      await v.get('/mijn-account/');
      const nonce = v.nonce('woocommerce-login-nonce');
      let status = 200;
      let tries = 0;
      while (status !== 429 && tries <= LOGIN_LIMITS.perAddress + 1) {
        status = (await v.post('/mijn-account/', { username: uniqueEmail(), password: 'Wachtwoord-123', 'woocommerce-login-nonce': nonce, login: 'x' })).status;
        tries++;
      }
      expect(status).toBe(429);
      expect(tries).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress + 1);
      expect(warn.mock.calls.some((c) => /\[account\] login rate-limited: login-ip/.test(String(c[0])))).toBe(true);
    }, 60_000);
  });

  describe(`${engine.name}: account sessions and nonces`, () => {
    let server: TestServer['server'];
    let base: string;
    useTestServer(engine, (t) => ({ server, base } = t));
    afterEach(() => vi.restoreAllMocks());

    it("a session cookie changed to another account's id, or signed for another account with this token, is refused", async () => {
      const a = new AccountVisitor(base);
      const b = new AccountVisitor(base);
      const emailB = uniqueEmail();
      await a.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await b.register(emailB, 'Speculaas-4411');
      const idA = (await server.store.accounts.byEmail(DEMO_CUSTOMER.email))!.id;
      const idB = (await server.store.accounts.byEmail(emailB))!.id;
      const [, exp, token, sig] = a.cookies.get(LOGIN_COOKIE)!.split('|') as [string, string, string, string];
      // The id edited: the signature no longer holds.
      const edited = new AccountVisitor(base);
      edited.cookies.set(LOGIN_COOKIE, `${idB}|${exp}|${token}|${sig}`);
      const p1 = await edited.get('/mijn-account/edit-account/');
      expect(isLoginPage(p1.text)).toBe(true);
      expect(p1.text).not.toContain(emailB);
      // Signed properly (with the server's secret) but the token is A's session: the row names A, not B.
      const secret = await server.store.accounts.secret();
      const signed = new AccountVisitor(base);
      signed.cookies.set(LOGIN_COOKIE, loginCookieValue(secret, idB, token, Number(exp)));
      expect(isLoginPage((await signed.get('/mijn-account/edit-account/')).text)).toBe(true);
      // A well-formed token the database never issued.
      const unknown = new AccountVisitor(base);
      unknown.cookies.set(LOGIN_COOKIE, loginCookieValue(secret, idA, newToken(), Number(exp)));
      expect(isLoginPage((await unknown.get('/mijn-account/')).text)).toBe(true);
      // A's own cookie still works; B's shows B.
      expect((await a.get('/mijn-account/edit-account/')).text).toContain(`value="${DEMO_CUSTOMER.email}"`);
      expect((await b.get('/mijn-account/edit-account/')).text).toContain(`value="${emailB}"`);
      expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    });

    it('a forged nonce, a nonce of another visitor and a missing nonce are refused (403, nothing saved)', async () => {
      const a = new AccountVisitor(base);
      const b = new AccountVisitor(base);
      const emailA = uniqueEmail();
      await a.register(emailA, 'Kruidnoot-2200');
      await b.register(uniqueEmail(), 'Kruidnoot-2200');
      await b.get('/mijn-account/edit-account/');
      const nonceOfB = b.nonce('save-account-details-nonce');
      const form = (nonce: string) => ({ account_first_name: 'Gehackt', account_last_name: 'X', account_display_name: 'Gehackt', account_email: emailA, 'save-account-details-nonce': nonce, save_account_details: 'x' });
      expect((await a.post('/mijn-account/edit-account/', form('0123456789'))).status).toBe(403);
      expect((await a.post('/mijn-account/edit-account/', form(nonceOfB))).status).toBe(403);
      const { 'save-account-details-nonce': _, ...without } = form('');
      expect((await a.post('/mijn-account/edit-account/', without)).status).toBe(403);
      expect((await server.store.accounts.byEmail(emailA))!.firstName).toBe('');
      // A guest's login nonce copied to another guest is refused too.
      const g1 = new AccountVisitor(base);
      await g1.get('/mijn-account/');
      const g2 = new AccountVisitor(base);
      await g2.get('/mijn-account/');
      const r = await g2.post('/mijn-account/', { username: emailA, password: 'Kruidnoot-2200', 'woocommerce-login-nonce': g1.nonce('woocommerce-login-nonce'), login: 'x' });
      expect(r.status).toBe(403);
      expect(r.headers.getSetCookie().some((c) => c.startsWith(LOGIN_COOKIE))).toBe(false);
      // With its own nonce the same save works.
      await a.get('/mijn-account/edit-account/');
      const ok = await a.post('/mijn-account/edit-account/', form(a.nonce('save-account-details-nonce')));
      expect(ok.status).toBe(302);
      expect((await server.store.accounts.byEmail(emailA))!.firstName).toBe('Gehackt');
    });

    it("logout through Elementor's link ends the session (the old cookie is refused) and redirects only on this site", async () => {
      const v = new AccountVisitor(base);
      await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await v.get('/mijn-account/');
      const link = v.logoutLink();
      expect(link).toMatch(/^\/mijn-account\/customer-logout\/\?elementor_wc_logout=true&elementor_my_account_redirect=http:\/\/127\.0\.0\.1:\d+\/mijn-account\/&_wpnonce=[0-9a-f]{10}$/);
      const stolen = v.cookies.get(LOGIN_COOKIE)!;
      // Without the nonce: asked to confirm, still logged in.
      const ask = await v.get('/mijn-account/customer-logout/');
      expect(ask.status).toBe(200);
      expect(ask.text).toContain('Weet je zeker dat je wilt uitloggen?');
      const out = await v.get(link);
      expect(out.status).toBe(302);
      expect(out.headers.get('Location')).toBe('/mijn-account/?se-notice=logged-out');
      expect(v.cookies.has(LOGIN_COOKIE)).toBe(false);
      const replay = new AccountVisitor(base);
      replay.cookies.set(LOGIN_COOKIE, stolen);
      expect(isLoginPage((await replay.get('/mijn-account/orders/')).text)).toBe(true);
      // A redirect to another host is not followed.
      await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await v.get('/mijn-account/');
      const nonce = /_wpnonce=([0-9a-f]{10})/.exec(v.logoutLink())![1];
      const evil = await v.get(`/mijn-account/?elementor_wc_logout=true&elementor_my_account_redirect=https://evil.example/&_wpnonce=${nonce}`);
      expect(evil.status).toBe(302);
      expect(evil.headers.get('Location')).toBe('/mijn-account/?se-notice=logged-out');
      // Nor a path on this host that a browser reads as another host.
      for (const sneaky of ['//evil.example/', '/\\evil.example/', `${base}//evil.example/x`]) {
        await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
        await v.get('/mijn-account/');
        const n = /_wpnonce=([0-9a-f]{10})/.exec(v.logoutLink())![1];
        const r = await v.get(`/mijn-account/?elementor_wc_logout=true&elementor_my_account_redirect=${encodeURIComponent(sneaky)}&_wpnonce=${n}`);
        expect(r.headers.get('Location'), sneaky).toBe('/mijn-account/?se-notice=logged-out');
      }
    });

    it('a password change ends every other session of the account; this browser stays logged in', async () => {
      const email = uniqueEmail();
      const one = new AccountVisitor(base);
      await one.register(email, 'Boterkoek-1001');
      const two = new AccountVisitor(base);
      expect((await two.login(email, 'Boterkoek-1001')).status).toBe(302);
      const id = (await server.store.accounts.byEmail(email))!.id;
      expect(await server.store.accounts.sessionCount(id, Math.floor(Date.now() / 1000))).toBe(2);
      await one.get('/mijn-account/edit-account/');
      const saved = await one.post('/mijn-account/edit-account/', {
        account_first_name: 'Jan',
        account_last_name: 'Bakker',
        account_display_name: 'Jan',
        account_email: email,
        password_current: 'Boterkoek-1001',
        password_1: 'Roggebrood-2002',
        password_2: 'Roggebrood-2002',
        'save-account-details-nonce': one.nonce('save-account-details-nonce'),
        save_account_details: 'x',
      });
      expect(saved.status).toBe(302);
      expect(saved.headers.get('Location')).toBe('/mijn-account/?se-notice=account-saved');
      expect((await one.get(saved.headers.get('Location')!)).text).toContain('Accountgegevens succesvol gewijzigd.');
      expect(isLoginPage((await two.get('/mijn-account/')).text)).toBe(true);
      expect(await server.store.accounts.sessionCount(id, Math.floor(Date.now() / 1000))).toBe(1);
      expect((await new AccountVisitor(base).login(email, 'Boterkoek-1001')).status).toBe(200);
      expect((await new AccountVisitor(base).login(email, 'Roggebrood-2002')).status).toBe(302);
    });

    it('a wrong current password changes nothing', async () => {
      const email = uniqueEmail();
      const v = new AccountVisitor(base);
      await v.register(email, 'Boterkoek-1001');
      await v.get('/mijn-account/edit-account/');
      const r = await v.post('/mijn-account/edit-account/', {
        account_first_name: 'Jan',
        account_last_name: 'Bakker',
        account_display_name: 'Jan',
        account_email: email,
        password_current: 'fout-fout-fout',
        password_1: 'Roggebrood-2002',
        password_2: 'Roggebrood-2002',
        'save-account-details-nonce': v.nonce('save-account-details-nonce'),
        save_account_details: 'x',
      });
      expect(r.status).toBe(200);
      expect(errorNotice(r.text)).toContain('Je huidige wachtwoord is onjuist.');
      expect((await new AccountVisitor(base).login(email, 'Boterkoek-1001')).status).toBe(302);
    });

    it('lost password: the same answer for any address, the link in the mail works once and ends every session', async () => {
      const email = uniqueEmail();
      const owner = new AccountVisitor(base);
      await owner.register(email, 'Eierkoek-3003');
      const g = new AccountVisitor(base);
      await g.get('/mijn-account/lost-password/');
      const ask = (who: string) => g.post('/mijn-account/lost-password/', { user_login: who, wc_reset_password: 'true', 'woocommerce-lost-password-nonce': g.nonce('woocommerce-lost-password-nonce') });
      const known = await ask(email);
      const unknown = await ask('niemand@voorbeeld.example');
      expect(known.status).toBe(302);
      expect(unknown.status).toBe(302);
      expect(known.headers.get('Location')).toBe(unknown.headers.get('Location'));
      const mails = (await server.store.mailOutbox.list()).filter((m) => m.key.startsWith('reset:'));
      expect(mails.map((m) => m.to)).toEqual([email]);
      const url = new URL(/(http:\/\/\S+)/.exec(mails[0]!.text)![1]!);
      const form = await g.get(url.pathname + url.search);
      expect(form.text).toContain('name="reset_key"');
      const reset = await g.post(url.pathname + url.search, {
        password_1: 'Appeltaart-4004',
        password_2: 'Appeltaart-4004',
        reset_key: url.searchParams.get('key')!,
        reset_login: url.searchParams.get('id')!,
        wc_reset_password: 'true',
        'woocommerce-reset-password-nonce': g.nonce('woocommerce-reset-password-nonce'),
      });
      expect(reset.status).toBe(302);
      expect(reset.headers.get('Location')).toBe('/mijn-account/?password-reset=true');
      expect(isLoginPage((await owner.get('/mijn-account/')).text)).toBe(true);
      expect((await new AccountVisitor(base).login(email, 'Appeltaart-4004')).status).toBe(302);
      // Used once: the link now shows the request form with an error.
      expect(errorNotice((await g.get(url.pathname + url.search)).text)).toMatch(/ongeldig of verlopen/);
    });

    it('addresses: the seeded ones shown, a new one saved (postcode normalised), a bad one refused with its errors', async () => {
      const v = new AccountVisitor(base);
      await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expect((await v.get('/mijn-account/edit-address/')).text).toContain('Lindenlaan 8<br/>3981 CD Bunnik');
      await v.get('/mijn-account/edit-address/shipping/');
      const nonce = v.nonce('woocommerce-edit-address-nonce');
      const fields = { shipping_first_name: 'Sanne', shipping_last_name: 'de Vries', shipping_company: '', shipping_country: 'NL', shipping_address_1: 'Kerkstraat 3', shipping_address_2: '', shipping_postcode: '3511ab', shipping_city: 'Utrecht', 'woocommerce-edit-address-nonce': nonce, save_address: 'x' };
      const bad = await v.post('/mijn-account/edit-address/shipping/', { ...fields, shipping_city: '', shipping_postcode: '12' });
      expect(bad.status).toBe(200);
      expect(bad.text).toContain('Plaats is een verplicht veld.');
      expect(bad.text).toContain('Vul een geldige postcode in');
      const ok = await v.post('/mijn-account/edit-address/shipping/', fields);
      expect(ok.status).toBe(302);
      expect((await v.get('/mijn-account/edit-address/?se-notice=address-saved')).text).toContain('Kerkstraat 3<br/>3511 AB Utrecht');
    });

    it("orders from the checkout's table: the customer's own listed and shown, another customer's refused", async () => {
      // Orders as the checkout stores them (storage/shop.ts: shop_orders and its lines in shop_order_items).
      const demoId = (await server.store.accounts.byEmail(DEMO_CUSTOMER.email))!.id;
      const other = new AccountVisitor(base);
      const otherEmail = uniqueEmail();
      await other.register(otherEmail, 'Stroopwafel-5005');
      const otherId = (await server.store.accounts.byEmail(otherEmail))!.id;
      const insert = async (customer: number, total: number, items: { name: string; quantity: number; total: number }[]) => {
        const key = `wc_order_test${customer}${total}${Date.now()}`;
        const r = await server.store.db.write<{ id: number }>(
          `INSERT INTO shop_orders (order_key, session_id, status, customer_id, payment_method, payment_method_title, billing, shipping, shipping_rate_id, shipping_rate_name, coupons, totals, total, currency, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          [key, 's', 'processing', customer, 'cod', 'Betalen bij afhalen', JSON.stringify(DEMO_CUSTOMER.billing), JSON.stringify(DEMO_CUSTOMER.shipping), 'local_pickup:1', 'Afhalen in de winkel', '[]', '{}', total, 'EUR', 1_795_000_000, 1_795_000_000],
        );
        const id = Number(r.rows[0]!.id);
        for (const it of items) {
          await server.store.db.write('INSERT INTO shop_order_items (order_id, product_id, name, quantity, price, subtotal, subtotal_tax, total, total_tax) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [id, 101, it.name, it.quantity, it.total, it.total, 0, it.total, 0]);
        }
        return id;
      };
      const mine = await insert(demoId, 1785, [{ name: 'Appeltaart', quantity: 1, total: 1295 }, { name: 'Witte desembol', quantity: 2, total: 490 }]);
      const theirs = await insert(otherId, 495, [{ name: 'Krentenbol', quantity: 1, total: 495 }]);
      const v = new AccountVisitor(base);
      await v.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const list = (await v.get('/mijn-account/orders/')).text;
      expect(list).toContain(`href="/mijn-account/view-order/${mine}/"`);
      expect(list).toContain('3 artikelen');
      expect(list).toContain('In behandeling');
      expect(list).not.toContain(`view-order/${theirs}/`);
      const one = (await v.get(`/mijn-account/view-order/${mine}/`)).text;
      expect(one).toContain('Appeltaart <strong class="product-quantity">×&nbsp;1</strong>');
      expect(one).toMatch(/17,85/);
      expect(one).toContain('Lindenlaan 8');
      // A pick-up order names where it is picked up, not a delivery address.
      expect(one).toContain('<h3 class="woocommerce-column__title">Afhalen</h3><p>Afhalen in de winkel</p>');
      expect(one).not.toContain('Verzendadres');
      expect(errorNotice((await v.get(`/mijn-account/view-order/${theirs}/`)).text)).toBe('Ongeldige bestelling.');
      await server.store.db.batch([
        { sql: 'DELETE FROM shop_order_items WHERE order_id IN (?, ?)', params: [mine, theirs] },
        { sql: 'DELETE FROM shop_orders WHERE id IN (?, ?)', params: [mine, theirs] },
      ]);
    });

    it("a logged-in customer's checkout: the Store API knows them (User-ID, their saved addresses), the order is theirs and listed under their orders", async () => {
      const demoId = (await server.store.accounts.byEmail(DEMO_CUSTOMER.email))!.id;
      const a = new AccountVisitor(base);
      await a.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const shopper = new Visitor(base);
      shopper.cookies = a.cookies; // one browser: the login cookie goes with the Store API calls
      const start = await shopper.start();
      expect(start.headers.get('User-ID')).toBe(String(demoId));
      expect((await shopper.call('POST', '/cart/add-item', { id: 102, quantity: 1 })).status).toBe(201);
      const draft = await shopper.call('GET', '/checkout', undefined, { Nonce: shopper.nonce }); // WooCommerce wants the nonce on GET checkout too
      expect(draft.json.customer_id).toBe(demoId);
      expect(draft.json.billing_address).toMatchObject({ first_name: 'Sanne', address_1: 'Lindenlaan 8', postcode: '3981 CD' });
      const placed = await shopper.call('POST', '/checkout', { billing_address: draft.json.billing_address, shipping_address: draft.json.shipping_address, payment_method: 'cod' });
      expect(placed.status).toBe(200);
      expect(placed.json.customer_id).toBe(demoId);
      const list = (await a.get('/mijn-account/orders/')).text;
      expect(list).toContain(`href="/mijn-account/view-order/${placed.json.order_id}/"`);
      // The order's page adds up as the shop shows it: lines with BTW, subtotal + shipping = total, the BTW it includes.
      // Amounts as text (the markup of price() stripped).
      const view = (await a.get(`/mijn-account/view-order/${placed.json.order_id}/`)).text.replace(/<\/?(span|bdi)[^>]*>/g, '').replace(/&nbsp;/g, ' ');
      const cents = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
      const amounts = (re: RegExp) => [...view.matchAll(re)].map((m) => Math.round(cents(m[1]!)));
      const lineTotals = amounts(/class="woocommerce-table__product-total product-total">([^<]+)</g);
      const [subtotal] = amounts(/Subtotaal:<\/th><td>([^<]+)</g);
      const [total] = amounts(/Totaal:<\/th><td>([^<]+)</g);
      const shipping = amounts(/Verzending:<\/th><td>([^<]+)</g)[0] ?? 0;
      expect(lineTotals.reduce((x, y) => x + y, 0)).toBe(subtotal);
      expect(subtotal! + shipping).toBe(total);
      expect(total).toBe(Number((await server.store.db.one<{ total: number }>('SELECT total FROM shop_orders WHERE id = ?', [placed.json.order_id]))!.total));
      expect(lineTotals.length).toBeGreaterThan(0);
      expect(view).toMatch(/\(waarvan € [\d.,]+ BTW\)/);
      // Another visitor (a guest) reading that order through the order route is refused.
      const guest = new Visitor(base);
      expect((await guest.call('GET', `/order/${placed.json.order_id}?key=${placed.json.order_key}&billing_email=${encodeURIComponent(DEMO_CUSTOMER.email)}`)).status).toBe(403);
    });

    it('orders: none yet, another order id is refused, unknown paths 404', async () => {
      const v = new AccountVisitor(base);
      await v.register(uniqueEmail(), 'Stroopwafel-5005'); // a new customer (the demo customer may have ordered in a test before)
      const orders = await v.get('/mijn-account/orders/');
      expect(orders.text).toContain('Er zijn nog geen bestellingen geplaatst.');
      expect(orders.text).toContain('aria-current="page">Bestellingen</a>');
      expect(errorNotice((await v.get('/mijn-account/view-order/1/')).text)).toBe('Ongeldige bestelling.');
      expect((await v.get('/mijn-account/onbekend/')).status).toBe(404);
      expect((await v.get('/mijn-account/view-order/abc/')).status).toBe(404);
    });
  });
}
