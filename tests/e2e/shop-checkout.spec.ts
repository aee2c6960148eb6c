/**
 * <wc-checkout> on the bakery's checkout page against the reference backend's Store API (both
 * builds): a guest pick-up order paid on pick-up end to end, a delivery paid by bank transfer, and
 * a double press that makes one order. The orders are read back through the Store API's order
 * route (`GET wc/store/v1/order/{id}?key=&billing_email=`, WooCommerce 11's Routes/V1/Order.php).
 * Behaviour detail (field errors, timeouts, keyboard, sessionStorage) is in
 * tests/browser/wc-checkout.test.ts.
 *
 * The backend's checkout route (issue 33, built beside this tag) is not on this branch yet: the
 * flows are marked fixme until it is (the merger enables them).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../demo/server/storage/accounts';
import { axe, expect, test } from './fixtures';

/** The reference backend answers POST wc/store/v1/checkout (set once the backend's route is merged). */
const CHECKOUT_ROUTE_MERGED = true;

/** A Store API cart write as the visitor (its cookies; the nonce from the first refusal, as the client does). */
async function add(req: APIRequestContext, id: number, quantity = 1): Promise<void> {
  let nonce = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await req.post('/wp-json/wc/store/v1/cart/add-item', { data: { id, quantity }, headers: nonce ? { Nonce: nonce } : {} });
    nonce = res.headers().nonce ?? nonce;
    if (res.ok()) return;
    expect([401, 403], await res.text()).toContain(res.status());
  }
  throw new Error('add-item refused twice');
}

async function fillContact(page: Page, email: string) {
  const c = page.locator('wc-checkout');
  await c.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await c.getByRole('textbox', { name: 'Voornaam' }).fill('Sanne');
  await c.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
}

async function fillAddress(page: Page) {
  const c = page.locator('wc-checkout');
  await c.getByRole('textbox', { name: 'Postcode' }).fill('3511ab');
  await c.getByRole('textbox', { name: 'Huisnummer' }).fill('12');
  await c.getByRole('textbox', { name: 'Toevoeging' }).fill('a');
  await c.getByRole('textbox', { name: 'Straat' }).fill('Bakkerstraat');
  await c.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
}

/** The order as the backend stored it (the order route: the key and the billing e-mail prove access). */
async function storedOrder(req: APIRequestContext, id: string, key: string, email: string): Promise<Record<string, any>> {
  const res = await req.get(`/wp-json/wc/store/v1/order/${id}?key=${encodeURIComponent(key)}&billing_email=${encodeURIComponent(email)}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, any>;
}

test.describe('<wc-checkout> with the reference backend', () => {
  test('a guest pick-up order paid on pick-up, end to end; a double press makes one order', async ({ page, problems, build, db }) => {
    test.fixme(!CHECKOUT_ROUTE_MERGED, "the backend's POST wc/store/v1/checkout lands on another branch (issue 33)");
    await page.goto('/winkel.html');
    await add(page.request, 101, 2);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Afhalen/ }).check();
    const email = `afhalen-${build}-${Date.now()}@example.nl`;
    await fillContact(page, email);
    // WooCommerce requires the billing address for a pick-up order too.
    await fillAddress(page);
    await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    expect(await axe(page, 'wc-checkout')).toEqual([]);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/wc/store/v1/checkout')) posts.push(r.headers()['idempotency-key'] ?? '');
    });
    // A double press: one request, one order.
    await c.locator('[part~="place-order"]').dblclick();
    await expect(c.locator('[part~="received"]')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[\w-]{8,}$/);
    const id = (await c.locator('[part~="order-number"]').textContent())!.trim();
    const key = (await c.locator('[part~="order-key"]').textContent())!.trim();
    await expect(c.locator('[part~="order-status"]')).toHaveText('In behandeling');
    await expect(c.locator('[part~="order-lines"]')).toContainText('Desem volkoren');
    expect(await axe(page, 'wc-checkout')).toEqual([]);
    const order = await storedOrder(page.request, id, key, email);
    // WooCommerce's order route has no payment method: read from the stored order, and that there is one.
    expect(db.prepare("SELECT id, payment_method, status FROM shop_orders WHERE billing LIKE ?").all(`%${email}%`)).toEqual([{ id: Number(id), payment_method: 'cod', status: 'processing' }]);
    expect(order.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Desem volkoren', 2]]);
    // The cart is empty after the order: the header's mini cart and a new visit say so.
    expect((await (await page.request.get('/wp-json/wc/store/v1/cart')).json()).items_count).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a field the server refuses shows its error once, on its field, in Dutch, focused (a pick-up order: no second copy under the pick-up note)', async ({ page, problems, build }) => {
    await page.goto('/winkel.html');
    await add(page.request, 101, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Afhalen/ }).check();
    await fillContact(page, `leeg-${build}-${Date.now()}@example.nl`);
    // Markup only: the browser's checks pass, the server strips it and refuses the empty first name.
    const first = c.getByRole('textbox', { name: 'Voornaam' });
    await first.fill('<b></b>');
    await fillAddress(page);
    await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/wc/store/v1/checkout'));
    await c.locator('[part~="place-order"]').click();
    expect((await (await answer).json()).code).toBe('woocommerce_rest_invalid_address');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toBeFocused();
    const errors = c.locator('[part~="field-error"], [part~="group-error"]');
    await expect(errors).toHaveText(['Vul je voornaam in.']);
    await expect(c.getByText(/is required/)).toHaveCount(0);
    expect(await axe(page, 'wc-checkout')).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a delivery paid by bank transfer: the Dutch address as WooCommerce stores it, the bank details; a lost answer repeated makes one order', async ({ page, problems, build, db }) => {
    test.fixme(!CHECKOUT_ROUTE_MERGED, "the backend's POST wc/store/v1/checkout lands on another branch (issue 33)");
    await page.goto('/winkel.html');
    await add(page.request, 102, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Bezorgen/ }).check();
    const email = `bezorgen-${build}-${Date.now()}@example.nl`;
    await fillContact(page, email);
    await fillAddress(page);
    await c.getByRole('radio', { name: 'Bankoverschrijving' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    // The first answer is lost on the way back (the order is made): the tag repeats with the same key.
    const keys: string[] = [];
    let lost = false;
    await page.route('**/wp-json/wc/store/v1/checkout', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const res = await route.fetch();
      if (!lost) {
        lost = true;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response: res });
    });
    await c.locator('[part~="place-order"]').click();
    await expect(c.locator('[part~="received"]')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(c.locator('[part~="order-status"]')).toContainText('In de wacht');
    await expect(c.locator('[part~="bank-iban"]')).toHaveText('NL91 ABNA 0417 1643 00');
    const id = (await c.locator('[part~="order-number"]').textContent())!.trim();
    const key = (await c.locator('[part~="order-key"]').textContent())!.trim();
    const order = await storedOrder(page.request, id, key, email);
    expect(order.shipping_address).toMatchObject({ address_1: 'Bakkerstraat 12A', postcode: '3511 AB', city: 'Utrecht', country: 'NL' });
    expect(db.prepare("SELECT id, payment_method, status FROM shop_orders WHERE billing LIKE ?").all(`%${email}%`)).toEqual([{ id: Number(id), payment_method: 'bacs', status: 'on-hold' }]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("the order-received view comes from the shop: back from the bank it says paid, after a reload too; another browser with only the URL is asked the order's e-mail first; a wrong key shows nothing", async ({ page, problems, build, browser, baseURL, extraHTTPHeaders }) => {
    await page.goto('/winkel.html');
    await add(page.request, 101, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Afhalen/ }).check();
    const email = `ideal-${build}-${Date.now()}@example.nl`;
    await fillContact(page, email);
    await fillAddress(page);
    await c.getByRole('radio', { name: /Online betalen/ }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await c.locator('[part~="place-order"]').click();
    // The bank's page, then back to the shop's order-received URL: the order is paid now.
    await expect(page).toHaveURL(/\/demobank\?order=\d+/);
    await page.getByRole('button', { name: 'Betalen' }).click();
    await expect(page).toHaveURL(/\/afrekenen\.html\?order-received=\d+&key=wc_order_\w+$/);
    const url = page.url();
    await expect(c.locator('[part~="order-status"]')).toHaveText('In behandeling');
    await expect(c.locator('[part~="order-payment"]')).toHaveText('Online betalen');
    await expect(c.locator('[part~="order-lines"]')).toContainText('Desem volkoren');
    await expect(c.locator('[part~="form"]')).toHaveCount(0);
    await page.reload();
    await expect(c.locator('[part~="order-status"]')).toHaveText('In behandeling');
    expect(await axe(page, 'wc-checkout')).toEqual([]);

    // Another browser, only the URL: the e-mail first (a wrong one refused on its field), then the order.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders });
    try {
      const p2 = await other.newPage();
      await p2.goto(url);
      const c2 = p2.locator('wc-checkout');
      const field = c2.getByRole('textbox', { name: 'E-mailadres' });
      await expect(field).toBeVisible();
      await expect(c2.locator('[part~="received"]')).toHaveCount(0);
      expect(await axe(p2, 'wc-checkout')).toEqual([]);
      await field.fill('iemand@anders.nl');
      await field.press('Enter');
      await expect(c2.locator('[part~="field-error"]')).toHaveText('Dit e-mailadres hoort niet bij deze bestelling.');
      await field.fill(email.toUpperCase());
      await c2.getByRole('button', { name: 'Bestelling bekijken' }).click();
      await expect(c2.locator('[part~="order-status"]')).toHaveText('In behandeling');
      await expect(c2.locator('[part~="order-lines"]')).toContainText('Desem volkoren');
      expect(await axe(p2, 'wc-checkout')).toEqual([]);
      // The key is the secret: another key shows nothing of the order.
      await p2.goto(url.replace(/key=wc_order_\w+/, 'key=wc_order_guessed12345'));
      await expect(c2.locator('[part~="error"]')).toContainText('Deze bestelling is niet gevonden');
      await expect(c2.locator('[part~="verify"], [part~="received"]')).toHaveCount(0);
    } finally {
      await other.close();
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test('a Belgian address changes the delivery rate and the total before the order (cart/update-customer when a changed field is left or after the debounce, never per keystroke); the order is stored with it', async ({ page, problems, build, db }) => {
    await page.goto('/winkel.html');
    await add(page.request, 102, 1);
    const pushes: Record<string, any>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/wc/store/v1/cart/update-customer')) pushes.push(r.postDataJSON() as Record<string, any>);
    });
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
    const total = c.locator('[part~="total-total"] dd');
    await expect(total).toBeVisible();
    const nlTotal = (await total.textContent())!.trim();
    const email = `belgie-${build}-${Date.now()}@example.be`;
    await fillContact(page, email);
    // The Dutch address is what the shop has by default: nothing to push for it.
    await c.getByRole('combobox', { name: 'Land' }).first().selectOption('BE');
    await c.getByRole('textbox', { name: 'Postcode' }).fill('1000');
    await c.getByRole('textbox', { name: 'Huisnummer' }).fill('5');
    await c.getByRole('textbox', { name: 'Straat' }).fill('Grote Markt');
    await c.getByRole('textbox', { name: 'Plaats' }).fill('Brussel');
    // Belgium's zone: its own delivery rate; the total follows.
    const belgium = c.getByRole('radio', { name: /Bezorgen in België/ });
    await expect(belgium).toBeVisible({ timeout: 10_000 });
    await expect(c.getByRole('radio', { name: /Bezorgen in Utrecht/ })).toHaveCount(0);
    await expect(belgium).toBeChecked();
    await expect(total).not.toHaveText(nlTotal);
    await expect(c.locator('[part~="status"]')).toContainText('Voor dit adres is de verzendmethode nu Bezorgen in België.');
    // Typing the address sent it when a changed field was left or after the debounce, never a push per
    // keystroke (the country, the postcode, the city: three at most), the last one the whole Belgian address.
    await expect.poll(() => pushes.at(-1)?.shipping_address?.city, { timeout: 5_000 }).toBe('Brussel');
    expect(pushes.length).toBeLessThanOrEqual(3);
    expect(pushes.at(-1)!.shipping_address).toMatchObject({ country: 'BE', postcode: '1000', city: 'Brussel' });
    expect(await axe(page, 'wc-checkout')).toEqual([]);
    await c.getByRole('radio', { name: 'Bankoverschrijving' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    const shownTotal = (await total.textContent())!.trim();
    await c.locator('[part~="place-order"]').click();
    await expect(c.locator('[part~="received"]')).toBeVisible();
    const id = (await c.locator('[part~="order-number"]').textContent())!.trim();
    const key = (await c.locator('[part~="order-key"]').textContent())!.trim();
    const order = await storedOrder(page.request, id, key, email);
    expect(order.shipping_address).toMatchObject({ country: 'BE', postcode: '1000', city: 'Brussel' });
    expect(order.totals).toMatchObject({ total_shipping: '826', total_shipping_tax: '74' });
    expect(db.prepare('SELECT shipping_rate_id, shipping_rate_name FROM shop_orders WHERE id = ?').get(Number(id))).toEqual({ shipping_rate_id: 'flat_rate:4', shipping_rate_name: 'Bezorgen in België' });
    await expect(c.locator('[part~="received"]')).toContainText(shownTotal);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an account made with the order: the box and a password, the visitor logged in by the answer, the order listed under the new account; the same e-mail again is told to log in', async ({ page, problems, build, db }) => {
    await page.goto('/winkel.html');
    await add(page.request, 101, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await c.getByRole('radio', { name: /Afhalen/ }).check();
    const email = `account-${build}-${Date.now()}@example.nl`;
    await fillContact(page, email);
    await fillAddress(page);
    await c.getByRole('checkbox', { name: 'Maak een account aan' }).check();
    const password = c.getByLabel('Kies een wachtwoord');
    await password.fill('Korenbloem!2026-meel');
    await expect(c.locator('[part~="password-strength"]')).toHaveText('Sterkte van het wachtwoord: sterk');
    await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    expect(await axe(page, 'wc-checkout')).toEqual([]);
    await c.locator('[part~="place-order"]').click();
    await expect(c.locator('[part~="received"]')).toBeVisible();
    const number = (await c.locator('[part~="order-number"]').textContent())!.trim();
    const [row] = db.prepare('SELECT c.email, c.first_name FROM shop_orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ?').all(Number(number)) as { email: string; first_name: string }[];
    expect(row, 'the order is the new account\'s').toEqual({ email, first_name: 'Sanne' });
    // Logged in by the checkout's answer: the account lists the order.
    await page.goto('/mijn-account/orders/');
    await expect(page.locator('.woocommerce-MyAccount-content')).toContainText(`#${number}`);

    // Another visitor with the same e-mail: told to log in, on the e-mail field, nothing placed.
    await page.context().clearCookies();
    await page.goto('/winkel.html');
    await add(page.request, 101, 1);
    await page.goto('/afrekenen.html');
    await c.getByRole('radio', { name: /Afhalen/ }).check();
    await fillContact(page, email);
    await fillAddress(page);
    await c.getByRole('checkbox', { name: 'Maak een account aan' }).check();
    await c.getByLabel('Kies een wachtwoord').fill('Korenbloem!2026-meel');
    await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await c.locator('[part~="place-order"]').click();
    await expect(c.locator('#contact-email-error')).toHaveText('Er is al een account met dit e-mailadres. Log in om te bestellen.');
    await expect(c.locator('[part~="account-login"]')).toHaveAttribute('href', '/mijn-account/');
    expect((db.prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ?').get(email) as { n: number }).n).toBe(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a logged-in customer: a delivery order placed by keyboard only, then listed under their orders with its address kept', async ({ page, problems, build, db }) => {
    // A new customer (the demo customer's order list is another spec's "none yet").
    const email = `klant-${build}-${Date.now()}@example.nl`;
    await page.goto('/mijn-account/');
    const register = page.locator('form.woocommerce-form-register');
    await register.getByRole('textbox', { name: /E-mailadres/ }).fill(email);
    await register.getByLabel(/^Wachtwoord/).fill('Krentenbol-Zonneveld-77');
    await register.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
    await page.goto('/winkel.html');
    await add(page.request, 103, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await expect(c.locator('[part~="place-order"]')).toBeVisible();
    // Keyboard only from the first field: the delivery rate, the names and the address, bank transfer, terms, Enter.
    await c.getByRole('radio', { name: /Bezorgen/ }).focus();
    await page.keyboard.press('Space');
    await expect(c.getByRole('radio', { name: /Bezorgen/ })).toBeChecked();
    // The account's e-mail is already there (WooCommerce fills billing_email from the account).
    await expect(c.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(email);
    for (const [name, value] of [['Voornaam', 'Femke'], ['Achternaam', 'Jansen'], ['Postcode', '3511ab'], ['Huisnummer', '7'], ['Straat', 'Oudegracht'], ['Plaats', 'Utrecht']] as const) {
      await c.getByRole('textbox', { name }).focus();
      await page.keyboard.type(value);
    }
    await c.getByRole('radio', { name: 'Bankoverschrijving' }).focus();
    await page.keyboard.press('Space');
    await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).focus();
    await page.keyboard.press('Space');
    await c.locator('[part~="place-order"]').focus();
    await page.keyboard.press('Enter');
    await expect(c.locator('[part~="received"]')).toBeVisible();
    const number = (await c.locator('[part~="order-number"]').textContent())!.trim();
    const [row] = db.prepare('SELECT o.id, o.customer_id, c.email FROM shop_orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ?').all(Number(number)) as { email: string }[];
    expect(row?.email, 'the order is the customer\'s').toBe(email);
    expect(await axe(page, 'wc-checkout')).toEqual([]);

    await page.goto('/mijn-account/orders/');
    await expect(page.locator('.woocommerce-MyAccount-content')).toContainText(`#${number}`);
    await page.goto('/mijn-account/edit-address/');
    await expect(page.locator('.woocommerce-Addresses')).toContainText('Oudegracht 7');
    expect(problems.pageErrors).toEqual([]);
  });

  test('a logged-in customer finds the checkout filled in: e-mail, name and saved address from the account, as WooCommerce does', async ({ page, problems }) => {
    await page.context().clearCookies();
    await page.goto('/mijn-account/');
    const login = page.locator('form.woocommerce-form-login');
    await login.getByRole('textbox', { name: /E-mailadres/ }).fill(DEMO_CUSTOMER.email);
    await login.getByLabel(/^Wachtwoord/).fill(DEMO_CUSTOMER.password);
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Hallo Sanne')).toBeVisible();
    await add(page.request, 103, 1);
    await page.goto('/afrekenen.html');
    const c = page.locator('wc-checkout');
    await expect(c.locator('[part~="place-order"]')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(DEMO_CUSTOMER.email);
    await expect(c.getByRole('textbox', { name: 'Voornaam' }).first()).toHaveValue(DEMO_CUSTOMER.firstName);
    await expect(c.getByRole('textbox', { name: 'Achternaam' }).first()).toHaveValue(DEMO_CUSTOMER.lastName);
    await c.getByRole('radio', { name: /Bezorgen/ }).check();
    await expect(c.getByRole('textbox', { name: 'Postcode' }).first()).toHaveValue(DEMO_CUSTOMER.billing.postcode);
    await expect(c.getByRole('textbox', { name: 'Straat' }).first()).toHaveValue('Lindenlaan');
    await expect(c.getByRole('textbox', { name: 'Huisnummer' }).first()).toHaveValue('8');
    await expect(c.getByRole('textbox', { name: 'Plaats' }).first()).toHaveValue(DEMO_CUSTOMER.billing.city);
    // A guest's checkout (a new visitor: no cookies, a new tab's empty session storage) stays empty.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await add(page.request, 103, 1);
    await page.goto('/afrekenen.html');
    await expect(c.locator('[part~="place-order"]')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('');
    expect(problems.pageErrors).toEqual([]);
  });
});
