/**
 * `<wc-checkout>` on WooCommerce 11.0.1 (issues 33 and 39), stack 2 only. The project's plugin
 * (includes/class-woocommerce.php, the `replace_wc_checkout` switch) prints the tag around WooCommerce's classic
 * checkout on /afrekenen/ (`[woocommerce_checkout]`) and in place of WooCommerce's Checkout block on
 * /afrekenen-blok/ (its default page content; none of the block's scripts load), with the shop's bank accounts
 * and payment method titles in its JSON config (what the Store API does not send).
 * The orders it places through WooCommerce's own `POST wc/store/v1/checkout` are read back from
 * WooCommerce's HPOS tables (`wp_wc_orders`, `wp_wc_order_addresses`, `wp_woocommerce_order_items`) and
 * the products' stock (`_stock`):
 * - a pick-up order paid on pick-up (`cod`, processing) and a delivery paid by bank transfer (`bacs`,
 *   on-hold, the bank details shown) with their lines, totals, addresses and stock;
 * - a double press and a lost answer repeated by the visitor each make one order in WooCommerce (WooCommerce
 *   has no idempotency key: the second request finds the cart already ordered and empty, and the tag reads
 *   that answer as "probably placed", never as a second order).
 *
 * Not on the lite projects (the suite's time; tests/e2e and tests/browser run the tag on both builds).
 */
import type { Page, Route } from '@playwright/test';
import { expect, sql, test, type WpInfo } from './fixtures';
import { productIds, wcCart, write } from './wc';

/** WooCommerce's orders with their billing e-mail, newest first. */
async function ordersOf(wp: WpInfo, email: string) {
  return sql(wp, `SELECT id, status, total_amount, payment_method, customer_note FROM wp_wc_orders WHERE billing_email = '${email.replace(/'/g, "''")}' ORDER BY id DESC`);
}

async function linesOf(wp: WpInfo, orderId: string) {
  return sql(
    wp,
    `SELECT i.order_item_name AS name, qty.meta_value AS qty, total.meta_value AS total FROM wp_woocommerce_order_items i
     JOIN wp_woocommerce_order_itemmeta qty ON qty.order_item_id = i.order_item_id AND qty.meta_key = '_qty'
     JOIN wp_woocommerce_order_itemmeta total ON total.order_item_id = i.order_item_id AND total.meta_key = '_line_total'
     WHERE i.order_id = ${Number(orderId)} AND i.order_item_type = 'line_item' ORDER BY i.order_item_id`,
  );
}

async function addressOf(wp: WpInfo, orderId: string, type: 'billing' | 'shipping') {
  const [row] = await sql(wp, `SELECT first_name, last_name, address_1, city, postcode, country, email, phone FROM wp_wc_order_addresses WHERE order_id = ${Number(orderId)} AND address_type = '${type}'`);
  return row;
}

async function stockOf(wp: WpInfo, productId: number): Promise<number> {
  const [row] = await sql(wp, `SELECT meta_value FROM wp_postmeta WHERE post_id = ${productId} AND meta_key = '_stock'`);
  return Number(row?.meta_value);
}

/** A unique e-mail per test (tests run side by side against one database). */
const visitorEmail = (tag: string) => `klant-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@bakkerij-test.nl`;

/**
 * Fills the Dutch address form of `<wc-checkout>` by its fields' names, as a visitor types it (by role:
 * WooCommerce's classic form stays in the tag's light DOM, hidden, with labels of the same text).
 */
async function fillAddress(page: Page, email: string): Promise<void> {
  const tag = page.locator('wc-checkout');
  await tag.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email);
  await tag.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Anna');
  await tag.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('de Vries');
  await tag.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3511ab');
  await tag.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill('12');
  await tag.getByRole('textbox', { name: 'Toevoeging', exact: true }).fill('a');
  await tag.getByRole('textbox', { name: 'Straat', exact: true }).fill('Oudegracht');
  await tag.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Utrecht');
  // The shop requires the phone (WooCommerce's default): the plugin prints phone="required".
  await tag.getByRole('textbox', { name: 'Telefoon', exact: true }).fill(PHONE);
}

const PHONE = '030 123 4567';

async function openCheckout(page: Page, items: [number, number][], at = '/afrekenen/'): Promise<void> {
  await page.goto('/winkel/');
  for (const [id, quantity] of items) await write(page.request, 'add-item', { id, quantity });
  await page.goto(at);
  await expect(page.locator('wc-checkout [part~="place-order"]')).toBeVisible();
}

test.describe('<wc-checkout> on WooCommerce 11.0.1', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, 'WooCommerce is on stack 2 only');
    test.skip(build === 'lite', 'the suite\'s time: tests/e2e and tests/browser run the tag on both builds');
  });

  test('a pick-up order paid on pick-up: WooCommerce stores it processing with its lines, total, billing address and the stock taken', async ({ page, wp, problems }) => {
    test.setTimeout(120_000);
    const ids = productIds(wp);
    const taart = ids['TAART-APPEL']!;
    const before = await stockOf(wp, taart);
    await openCheckout(page, [[taart, 1]]);
    const tag = page.locator('wc-checkout');
    await expect(tag, "the shop's phone option, as the plugin prints it").toHaveAttribute('phone', 'required');
    await tag.getByRole('radio', { name: /Afhalen in de winkel/ }).check();
    const email = visitorEmail('afhalen');
    await fillAddress(page, email);
    await tag.getByRole('radio', { name: /Betalen bij afhalen/ }).check();
    const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
    if (await terms.count()) await terms.check();
    const placed = page.waitForResponse((r) => r.url().includes('/wc/store/v1/checkout') && r.request().method() === 'POST');
    await tag.locator('[part~="place-order"]').click();
    const answer = await (await placed).json();
    await expect(tag.locator('[part~="received"]')).toBeVisible();
    await expect(tag.locator('[part~="order-number"]')).toContainText(String(answer.order_number));

    const [order, ...more] = await ordersOf(wp, email);
    expect(more, 'one order').toEqual([]);
    expect(order).toMatchObject({ id: String(answer.order_id), status: 'wc-processing', payment_method: 'cod' });
    expect((await linesOf(wp, order!.id!)).map((l) => [l.name, l.qty])).toEqual([['Appeltaart', '1']]);
    expect(await addressOf(wp, order!.id!, 'billing')).toMatchObject({ first_name: 'Anna', last_name: 'de Vries', postcode: '3511 AB', city: 'Utrecht', country: 'NL', email, phone: PHONE });
    expect((await addressOf(wp, order!.id!, 'billing'))!.address_1).toMatch(/^Oudegracht 12 ?A$/i);
    expect(await stockOf(wp, taart)).toBe(before - 1);
    expect((await wcCart(page.request)).items).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a delivery paid by bank transfer: on-hold with the delivery rate in its total, the bank details shown, the shipping address stored', async ({ page, wp, problems }) => {
    test.setTimeout(120_000);
    const ids = productIds(wp);
    const koek = ids['KOEK-STROOP']!;
    await openCheckout(page, [[koek, 2]]);
    const tag = page.locator('wc-checkout');
    await tag.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
    // The typed address goes to WooCommerce (cart/update-customer, as its Checkout block sends it): it
    // answers 200 with its cart for that address, whose rates the tag shows.
    const pushes: { status: number; body: Record<string, any> }[] = [];
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && r.url().includes('/wc/store/v1/cart/update-customer')) pushes.push({ status: r.status(), body: (await r.json().catch(() => ({}))) as Record<string, any> });
    });
    const email = visitorEmail('bezorgen');
    await fillAddress(page, email);
    await tag.getByRole('textbox', { name: 'Telefoon', exact: true }).press('Tab');
    await expect.poll(() => pushes.at(-1)?.body.shipping_address?.city, { timeout: 15_000 }).toBe('Utrecht');
    expect(pushes.map((p) => p.status).every((st) => st === 200), `update-customer answers ${pushes.map((p) => p.status)}`).toBe(true);
    expect(pushes.at(-1)!.body.shipping_address).toMatchObject({ postcode: '3511 AB', country: 'NL' });
    const offered = (pushes.at(-1)!.body.shipping_rates[0].shipping_rates as { name: string; selected: boolean }[]).map((r) => [r.name, r.selected]);
    expect(offered).toContainEqual(['Bezorgen in Utrecht', true]);
    await expect(tag.getByRole('radio', { name: /Bezorgen in Utrecht/ })).toBeChecked();
    expect((await wcCart(page.request)).shipping_address, "WooCommerce's session holds the address").toMatchObject({ postcode: '3511 AB', city: 'Utrecht' });
    await tag.getByRole('radio', { name: /Bankoverschrijving/ }).check();
    const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
    if (await terms.count()) await terms.check();
    const cart = await wcCart(page.request);
    const placed = page.waitForResponse((r) => r.url().includes('/wc/store/v1/checkout') && r.request().method() === 'POST');
    await tag.locator('[part~="place-order"]').click();
    const answer = await (await placed).json();
    expect(answer.payment_result.redirect_url, 'WooCommerce answers its own order-received page for bacs').toContain('order-received');
    await expect(tag.locator('[part~="received"]')).toBeVisible();
    await expect(tag.locator('[part~="bank-details"]')).toContainText('NL91 INGB 0001 2345 67');
    // The tag shows its own view instead of following WooCommerce's, and the address bar becomes
    // WooCommerce's order-received URL: a reload there is WooCommerce's own page for this order.
    await expect(page).toHaveURL(new URL(answer.payment_result.redirect_url, page.url()).href);

    const [order, ...more] = await ordersOf(wp, email);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ status: 'wc-on-hold', payment_method: 'bacs' });
    expect(Number(order!.total_amount) * 100).toBeCloseTo(Number(cart.totals.total_price), 0);
    expect((await linesOf(wp, order!.id!)).map((l) => [l.name, l.qty])).toEqual([['Stroopwafels (10 stuks)', '2']]);
    expect(await addressOf(wp, order!.id!, 'shipping')).toMatchObject({ postcode: '3511 AB', city: 'Utrecht', country: 'NL' });
    await page.reload();
    await expect(page.locator('.woocommerce-order-received, .wc-block-order-confirmation-status').first(), "WooCommerce's order-received page").toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('an account made with the order: WooCommerce makes the customer in wp_users with the billing names, logs the visitor in and makes the order theirs', async ({ page, wp, problems }) => {
    test.setTimeout(120_000);
    const ids = productIds(wp);
    await openCheckout(page, [[ids['TAART-APPEL']!, 1]]);
    const tag = page.locator('wc-checkout');
    await expect(tag, "the shop's Accounts settings, as the plugin prints them").toHaveAttribute('create-account', 'optional');
    await expect(tag).toHaveAttribute('generate-password', 'no');
    await tag.getByRole('radio', { name: /Afhalen in de winkel/ }).check();
    const email = visitorEmail('account');
    await fillAddress(page, email);
    await tag.getByRole('checkbox', { name: 'Maak een account aan' }).check();
    await tag.getByLabel('Kies een wachtwoord').fill('Korenbloem!2026-meel');
    await tag.getByRole('radio', { name: /Betalen bij afhalen/ }).check();
    const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
    if (await terms.count()) await terms.check();
    const placed = page.waitForResponse((r) => r.url().includes('/wc/store/v1/checkout') && r.request().method() === 'POST');
    await tag.locator('[part~="place-order"]').click();
    const res = await placed;
    const answer = await res.json();
    expect(res.status(), JSON.stringify(answer)).toBe(200);
    await expect(tag.locator('[part~="received"]')).toBeVisible();
    const [user] = await sql(wp, `SELECT ID, user_email FROM wp_users WHERE user_email = '${email}'`);
    expect(user, 'the customer in wp_users').toBeTruthy();
    expect(Number(answer.customer_id)).toBe(Number(user!.ID));
    const [first] = await sql(wp, `SELECT meta_value FROM wp_usermeta WHERE user_id = ${Number(user!.ID)} AND meta_key = 'first_name'`);
    expect(first?.meta_value).toBe('Anna');
    const [order] = await sql(wp, `SELECT customer_id FROM wp_wc_orders WHERE id = ${Number(answer.order_id)}`);
    expect(Number(order!.customer_id), 'the order is theirs').toBe(Number(user!.ID));
    expect((await page.context().cookies()).some((c) => c.name.startsWith('wordpress_logged_in_')), 'logged in by the answer').toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a double press and a lost answer repeated by the visitor each make one order in WooCommerce', async ({ page, wp }) => {
    test.setTimeout(150_000);
    const ids = productIds(wp);

    // A double press: one request, one order.
    await openCheckout(page, [[ids['KOEK-STROOP']!, 1]]);
    let tag = page.locator('wc-checkout');
    const email1 = visitorEmail('dubbel');
    await fillAddress(page, email1);
    const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
    if (await terms.count()) await terms.check();
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wc/store/v1/checkout') && r.method() === 'POST') posts++;
    });
    await tag.locator('[part~="place-order"]').dblclick();
    await expect(tag.locator('[part~="received"]')).toBeVisible();
    expect(posts).toBe(1);
    expect(await ordersOf(wp, email1)).toHaveLength(1);

    // A lost answer: WooCommerce placed the order, the visitor never heard; the retry makes no second order.
    await openCheckout(page, [[ids['KOEK-STROOP']!, 1]]);
    tag = page.locator('wc-checkout');
    const email2 = visitorEmail('verloren');
    await fillAddress(page, email2);
    if (await terms.count()) await terms.check();
    let lost = true;
    await page.route('**/wp-json/wc/store/v1/checkout*', async (route: Route) => {
      if (route.request().method() !== 'POST' || !lost) return route.fallback();
      lost = false;
      await route.fetch(); // WooCommerce places the order
      await route.abort('connectionreset'); // and the answer is lost on the way back
    });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wc/store/v1/checkout') && r.method() === 'POST') sent.push(r.headers()['idempotency-key'] ?? '');
    });
    await tag.locator('[part~="place-order"]').click();
    // No answer: the tag repeats once with the same key (or offers its retry, which the visitor presses).
    // WooCommerce has no idempotency key: it finds the cart already ordered and empty, and the tag says the
    // order is probably placed, never places another.
    const probably = tag.locator('[part~="error"]').filter({ hasText: /waarschijnlijk al geplaatst/ });
    const retry = tag.locator('[part~="retry"]');
    await expect(probably.or(retry)).toBeVisible({ timeout: 30_000 });
    if (await retry.isVisible()) await retry.click();
    await expect(probably).toBeVisible();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent).size, 'every try carries one key').toBe(1);
    expect(await ordersOf(wp, email2)).toHaveLength(1);
  });
  test('the Checkout block page: <wc-checkout> in place of the block (none of its scripts), a pick-up order paid on pick-up lands once in WooCommerce; ?se=off is the block', async ({ page, wp, problems }) => {
    test.setTimeout(120_000);
    const ids = productIds(wp);
    const blockScripts: string[] = [];
    page.on('request', (r) => {
      if (/\/woocommerce\/assets\/client\/blocks\/.*(cart|checkout|wc-blocks)[^/]*\.js/.test(r.url())) blockScripts.push(r.url());
    });
    await openCheckout(page, [[ids['TAART-APPEL']!, 1]], '/afrekenen-blok/');
    await expect(page.locator('.wp-block-woocommerce-checkout'), 'the block\'s own markup is not printed').toHaveCount(0);
    const tag = page.locator('wc-checkout');
    await expect(tag).toHaveAttribute('phone', 'required');
    await expect(tag).toHaveAttribute('countries', 'NL');
    await tag.getByRole('radio', { name: /Afhalen in de winkel/ }).check();
    const email = visitorEmail('blok');
    await fillAddress(page, email);
    await tag.getByRole('radio', { name: /Betalen bij afhalen/ }).check();
    const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
    if (await terms.count()) await terms.check();
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wc/store/v1/checkout') && r.method() === 'POST') posts++;
    });
    const placed = page.waitForResponse((r) => r.url().includes('/wc/store/v1/checkout') && r.request().method() === 'POST');
    await tag.locator('[part~="place-order"]').click();
    const answer = await (await placed).json();
    await expect(tag.locator('[part~="received"]')).toBeVisible();
    await expect(tag.locator('[part~="order-number"]')).toContainText(String(answer.order_number));
    expect(posts).toBe(1);
    const orders = await ordersOf(wp, email);
    expect(orders, 'exactly one order').toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: String(answer.order_id), status: 'wc-processing', payment_method: 'cod' });
    expect(blockScripts, 'none of the Checkout block\'s scripts requested').toEqual([]);
    expect(problems.pageErrors).toEqual([]);

    // ?se=off: WooCommerce's own Checkout block (the cart is empty now: the block's empty view), with its scripts.
    await page.goto('/afrekenen-blok/?se=off');
    await expect(page.locator('wc-checkout')).toHaveCount(0);
    await expect(page.locator('.wp-block-woocommerce-checkout')).toHaveCount(1);
    expect(blockScripts.some((u) => /checkout-frontend\.js/.test(u)), 'the Checkout block\'s script').toBe(true);
  });

  test('?se=off: the same pick-up order through WooCommerce\'s own Checkout block lands once, stored as the tag\'s (status, method, lines, billing address)', async ({ page, wp, problems }) => {
    test.setTimeout(120_000);
    const ids = productIds(wp);
    await page.goto('/winkel/?se=off');
    await write(page.request, 'add-item', { id: ids['TAART-APPEL']!, quantity: 1 });
    await page.goto('/afrekenen-blok/?se=off');
    const block = page.locator('.wp-block-woocommerce-checkout');
    await expect(block.getByRole('button', { name: /Place Order|Bestelling plaatsen/i })).toBeVisible({ timeout: 30_000 });
    const email = visitorEmail('blok-off');
    await block.getByLabel(/^(Email address|E-mailadres)/i).fill(email);
    await block.getByLabel(/^(First name|Voornaam)/i).first().fill('Anna');
    await block.getByLabel(/^(Last name|Achternaam)/i).first().fill('de Vries');
    await block.getByLabel(/^(Address|Adres)$/i).first().fill('Oudegracht 12a');
    await block.getByLabel(/^(Postal code|Postcode)/i).first().fill('3511 AB');
    await block.getByLabel(/^(City|Plaats)/i).first().fill('Utrecht');
    await block.getByLabel(/^(Phone|Telefoon)/i).first().fill(PHONE);
    // The block sends the typed address to WooCommerce and re-renders its shipping options and payment
    // methods with each answer; a click during a re-render is lost (CI, twice: "Clicking the checkbox
    // did not change its state", once on pick-up, once on cash on delivery), so each choice waits for
    // the block's requests to settle and is made again until the radio holds.
    const choose = async (radio: ReturnType<typeof block.getByRole>) => {
      await page.waitForLoadState('networkidle');
      await expect(async () => {
        await radio.check({ timeout: 5_000 });
        await expect(radio).toBeChecked({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    };
    await choose(block.getByRole('radio', { name: /Afhalen in de winkel/ }));
    await choose(block.getByRole('radio', { name: /Betalen bij afhalen|Cash on delivery/i }));
    const terms = block.getByRole('checkbox', { name: /terms|voorwaarden/i });
    if (await terms.count()) await terms.check();
    // The block ignores a press while it is still updating the cart from the fields and the rates
    // just chosen (its batch requests), and a re-render can drop what was typed: let those settle first.
    // A press that sends no checkout request within 10 s (CI once: no order page in 30 s) is made again
    // after the fields are filled again where the re-render emptied them; the block's own messages are kept
    // for the failure's text. Only a press that sent its request is waited for, so at most one order is made.
    const fields: Array<[RegExp, string]> = [
      [/^(Email address|E-mailadres)/i, email], [/^(First name|Voornaam)/i, 'Anna'], [/^(Last name|Achternaam)/i, 'de Vries'],
      [/^(Address|Adres)$/i, 'Oudegracht 12a'], [/^(Postal code|Postcode)/i, '3511 AB'], [/^(City|Plaats)/i, 'Utrecht'], [/^(Phone|Telefoon)/i, PHONE],
    ];
    const isCheckout = (url: string) => /wc\/store\/v1\/checkout(?![\w/])/.test(decodeURIComponent(url));
    const said: string[] = [];
    let sent = false;
    for (let attempt = 0; attempt < 3 && !sent; attempt++) {
      await page.waitForLoadState('networkidle');
      for (const [label, value] of fields) {
        const field = block.getByLabel(label).first();
        if ((await field.count()) && (await field.inputValue()) === '') await field.fill(value);
      }
      const request = page.waitForRequest((r) => r.method() === 'POST' && isCheckout(r.url()), { timeout: 10_000 }).then(() => true, () => false);
      await block.getByRole('button', { name: /Place Order|Bestelling plaatsen/i }).click();
      sent = await request;
      if (!sent) said.push(...(await block.locator('.wc-block-components-validation-error, .wc-block-components-notice-banner').allInnerTexts()));
    }
    expect(sent, `the block sent its checkout request (its messages: ${JSON.stringify(said)})`).toBe(true);
    // The block goes on to WooCommerce's order-received page, whose address names the order.
    await page.waitForURL(/order-received\/\d+/, { timeout: 45_000 });
    const orderId = /order-received\/(\d+)/.exec(page.url())![1]!;
    const orders = await ordersOf(wp, email);
    expect(orders, 'exactly one order').toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: orderId, status: 'wc-processing', payment_method: 'cod' });
    expect((await linesOf(wp, orderId)).map((l) => [l.name, l.qty])).toEqual([['Appeltaart', '1']]);
    expect(await addressOf(wp, orderId, 'billing')).toMatchObject({ first_name: 'Anna', last_name: 'de Vries', city: 'Utrecht', email });
    expect(problems.pageErrors).toEqual([]);
  });
});
