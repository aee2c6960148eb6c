// Screenshots of the bakery's checkout <wc-checkout> as a visitor sees it, desktop (1280x900) and
// 375 px (375x740): the delivery form with the API's field errors, and the order-received view of a
// bank-transfer order (with the bank details).
//   node scripts/screenshots-checkout.mjs   -> docs/screenshots/wc-checkout-{form-errors,received,phone-required}-{desktop,375}.png
// Builds into .cache/shots-checkout (SE_SHOTS_NO_BUILD=1 reuses it) and serves it with the reference
// backend. Until the backend's checkout route is merged (issue 33), POST checkout is answered here
// with WooCommerce 11.0.1's shapes and the cart answer gets WooCommerce's `payment_methods`
// (SE_SHOTS_REAL=1 leaves both to the server).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-checkout', { build: !process.env.SE_SHOTS_NO_BUILD });
const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];
let orderId = 1040;

async function stand_in(page) {
  if (process.env.SE_SHOTS_REAL) return;
  await page.route('**/wp-json/wc/store/v1/cart**', async (route) => {
    const res = await route.fetch();
    const body = await res.json().catch(() => null);
    if (!body || typeof body !== 'object' || !('items' in body)) return route.fulfill({ response: res });
    if (!Array.isArray(body.payment_methods) || body.payment_methods.length === 0) body.payment_methods = ['cod', 'bacs'];
    await route.fulfill({ response: res, json: body });
  });
  let first = true;
  await page.route('**/wp-json/wc/store/v1/checkout', async (route) => {
    const req = JSON.parse(route.request().postData() ?? '{}');
    if (first) {
      first = false;
      return route.fulfill({
        status: 400,
        json: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): billing_address',
          data: { status: 400, params: { billing_address: 'The provided postcode / ZIP is not valid' }, details: { billing_address: { code: 'invalid_postcode', message: 'Deze postcode bestaat niet in Nederland.', data: null } } },
        },
      });
    }
    orderId++;
    return route.fulfill({
      status: 200,
      json: {
        order_id: orderId,
        status: 'on-hold',
        order_key: `wc_order_Zv${orderId}kQ2`,
        order_number: String(orderId),
        customer_note: req.customer_note ?? '',
        customer_id: 0,
        billing_address: req.billing_address,
        shipping_address: req.shipping_address,
        payment_method: req.payment_method,
        payment_result: { payment_status: 'success', payment_details: [], redirect_url: `/afrekenen/order-received/${orderId}/?key=wc_order_Zv${orderId}kQ2` },
        additional_fields: {},
        __experimentalCart: null,
        extensions: {},
      },
    });
  });
}

for (const [name, width, height] of [['desktop', 1280, 900], ['375', 375, 740]]) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && problems.push(m.text()));
  await stand_in(page);
  const shot = async (state, full = false) => {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 400)))));
    const file = path.join(outDir, `wc-checkout-${state}-${name}.png`);
    await page.screenshot({ path: file, fullPage: full });
    written.push(file);
  };
  await page.goto(`${server.base}/winkel.html`);
  await page.getByRole('button', { name: 'Accepteren', exact: true }).click();
  await page.waitForTimeout(3500);
  for (const id of [101, 201]) {
    let nonce = '';
    for (let i = 0; i < 2; i++) {
      const r = await page.request.post(`${server.base}/wp-json/wc/store/v1/cart/add-item`, { data: { id, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
      nonce = r.headers().nonce ?? nonce;
      if (r.ok()) break;
    }
  }
  await page.goto(`${server.base}/afrekenen.html`);
  const c = page.locator('wc-checkout');
  await c.getByRole('radio', { name: /Bezorgen/ }).check();
  await c.getByRole('textbox', { name: 'E-mailadres' }).fill('sanne@example.nl');
  await c.getByRole('textbox', { name: 'Voornaam' }).fill('Sanne');
  await c.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
  await c.getByRole('textbox', { name: 'Postcode' }).fill('9999 ZZ');
  await c.getByRole('textbox', { name: 'Huisnummer' }).fill('12');
  await c.getByRole('textbox', { name: 'Toevoeging' }).fill('a');
  await c.getByRole('textbox', { name: 'Straat' }).fill('Bakkerstraat');
  await c.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
  await c.getByRole('radio', { name: 'Bankoverschrijving' }).check();
  await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await c.locator('[part~="place-order"]').click();
  await c.locator('#billing-postcode-error').waitFor();
  await shot('form-errors');
  await c.getByRole('textbox', { name: 'Postcode' }).fill('3511 AB');
  await c.locator('[part~="place-order"]').click();
  await c.locator('[part~="received"]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('received', name === '375');
  // A shop that requires the phone (phone="required", as WooCommerce's default): the field without
  // "(optioneel)", and its message after a press with it empty.
  await page.route('**/afrekenen.html', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace('<wc-checkout ', '<wc-checkout phone="required" ') });
  });
  await page.goto(`${server.base}/winkel.html`);
  await page.locator('.add_to_cart_button').first().click();
  await page.waitForTimeout(1500);
  await page.goto(`${server.base}/afrekenen.html`);
  await c.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
  await c.locator('[part~="place-order"]').click();
  await c.locator('#billing-phone-error').waitFor();
  await c.locator('#billing-phone').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  await shot('phone-required');
  await context.close();
}
await browser.close();
await server.close();
console.log(written.join('\n'));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
