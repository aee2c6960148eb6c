/**
 * The shop tags on WooCommerce 11.0.1 (issues 32 and 39), stack 2 only, as the project's plugin prints them
 * (includes/class-woocommerce.php, every `replace_wc_*` switch ticked by fixtures/site-elements.json). /winkel/
 * is WooCommerce's classic `[products]` list (its add-to-cart.js dequeued by the add-to-cart switch) with the
 * plugin's `[se_wc_mini_cart]` in `.se-mini-cart` and WooCommerce's own classic mini cart widget (WordPress'
 * Legacy Widget block) in `.se-classic-mini-cart`; the theme's header has WooCommerce's Mini-Cart block,
 * printed as a `<wc-mini-cart>` of its own. Checked:
 * - /winkel/: WooCommerce's loop buttons, upgraded by the loader's page behaviour (no tag), add through the
 *   Store API; `added_to_cart` fires (DOM and jQuery, WooCommerce's three arguments); our mini cart's count
 *   and subtotal are what WooCommerce's cart holds; WooCommerce's own classic mini cart refreshes (its
 *   cart-fragments script, told by `wc_fragment_refresh`) and lists the same.
 * - /winkelwagen/ (`[woocommerce_cart]`): in `<wc-cart>` a stepped quantity, an expired and a valid coupon
 *   and the delivery rate change what WooCommerce's cart holds (read with the page's cookies), and its totals
 *   are WooCommerce's.
 * - /winkelwagen-blok/ (WooCommerce's Cart block, its default page content): `<wc-cart>`, none of the block's
 *   scripts requested, a quantity reaches WooCommerce; `?se=off` is WooCommerce's Cart block.
 * - /mijn-account/ (`[woocommerce_my_account]`): `<wc-my-account>` around WooCommerce's login form; `?se=off`
 *   is WooCommerce's own page.
 *
 * Not on the lite projects (the suite's time; tests/e2e runs both tags on both builds against the reference
 * backend).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { euro, productIds, wcCart, write } from './wc';

/** WooCommerce's block scripts of the cart, checkout and mini cart (its Cart block's front end and what it loads). */
const BLOCK_SCRIPT = /\/woocommerce\/assets\/client\/blocks\/.*(cart|checkout|wc-blocks|mini-cart)[^/]*\.js/;

/** Resolves with the next `added_to_cart` on document.body: the DOM event and the jQuery one's argument count. */
async function armAddedToCart(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __added: Promise<{ dom: boolean; jq: number }>; jQuery: (el: unknown) => { one(n: string, f: (...a: unknown[]) => void): void } };
    w.__added = new Promise((resolve) => {
      let dom = false;
      document.body.addEventListener('added_to_cart', () => (dom = true), { once: true });
      w.jQuery(document.body).one('added_to_cart', (_e: unknown, ...args: unknown[]) => queueMicrotask(() => resolve({ dom, jq: args.length })));
    });
  });
}

test.describe('the shop tags on WooCommerce 11.0.1', () => {
  test.beforeEach(({ wp, build }) => {
    test.skip(wp.stack !== 2, 'WooCommerce is on stack 2 only');
    test.skip(build === 'lite', 'the suite\'s time: both builds run the tags against the reference backend in tests/e2e');
  });

  test('/winkel/: WooCommerce\'s buttons add through the loader, added_to_cart fires, our mini cart and WooCommerce\'s classic one show WooCommerce\'s cart', async ({ page, wp, problems }) => {
    productIds(wp);
    await page.goto('/winkel/');
    await expect(page.locator('script#wc-add-to-cart-js'), 'WooCommerce\'s add-to-cart.js is not on the page').toHaveCount(0);
    // The loader starts the page behaviour from a chunk of its own; a click before that is WooCommerce's
    // plain link (`?add-to-cart=ID`, a page load), so wait for it as a visitor's script-driven click would.
    await page.waitForFunction(() => typeof (document as unknown as Record<symbol, unknown>)[Symbol.for('site-elements.add-to-cart')] === 'function');
    // Ours in the page (the header's Mini-Cart block is another <wc-mini-cart>).
    const mini = page.locator('.se-mini-cart wc-mini-cart');
    const toggle = mini.locator('[part~="toggle"]');
    await expect(toggle).toHaveAccessibleName(/^Winkelwagen/);
    await expect(mini.locator('[part~="count"]')).toHaveText('0');

    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wc/store/v1/cart/add-item')) adds.push(r.postData() ?? '');
    });
    const steps = [
      ['TAART-APPEL', 1],
      ['VLAAI-KERS', 2],
    ] as const;
    for (const [sku, count] of steps) {
      const button = page.locator(`.add_to_cart_button.ajax_add_to_cart[data-product_sku="${sku}"]`);
      await armAddedToCart(page);
      await button.click();
      const fired = JSON.parse(await page.evaluate(() => (window as unknown as { __added: Promise<unknown> }).__added.then((v) => JSON.stringify(v ?? null))));
      expect(fired, `${sku}: added_to_cart on body, DOM and jQuery with [fragments, cart_hash, $button]`).toEqual({ dom: true, jq: 3 });
      await expect(button).toHaveClass(/\badded\b/);
      await expect(button.locator('xpath=following-sibling::a[1]')).toHaveText('Bekijk winkelwagen');
      // Our mini cart: WooCommerce's own count and subtotal.
      const held = await wcCart(page.request);
      expect(held.items_count).toBe(count);
      await expect(mini.locator('[part~="count"]')).toHaveText(String(held.items_count));
      await expect(toggle).toHaveAccessibleName(`Winkelwagen, ${held.items_count} ${held.items_count === 1 ? 'product' : 'producten'}`);
      await expect(mini.locator('[part~="toggle-subtotal"]')).toHaveText(euro(held.totals.total_items));
    }
    expect(adds.map((b) => JSON.parse(b).id), 'one add-item per click').toEqual([productIds(wp)['TAART-APPEL'], productIds(wp)['VLAAI-KERS']]);

    // WooCommerce's classic mini cart, refreshed by its own cart-fragments script: the same lines and subtotal.
    const held = await wcCart(page.request);
    const classic = page.locator('.se-classic-mini-cart .widget_shopping_cart_content');
    for (const item of held.items as { name: string }[]) await expect(classic).toContainText(item.name);
    // WooCommerce's mini-cart template, or PRO Elements' own once an Elementor Menu Cart has been rendered on the
    // stack (it then sets `elementor_use_mini_cart_template`, and its template serves the fragments).
    await expect(classic.locator('.woocommerce-mini-cart__total .amount, .elementor-menu-cart__subtotal .amount')).toHaveText(euro(held.totals.total_items));

    // Our mini cart opened: WooCommerce's lines.
    await toggle.click();
    for (const item of held.items as { name: string; quantity: number }[]) await expect(mini.locator('[part~="item"]', { hasText: item.name })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('/winkelwagen/: <wc-cart>\'s quantity, coupons and shipping rate change what WooCommerce\'s cart holds', async ({ page, wp, problems }) => {
    const ids = productIds(wp);
    await page.goto('/winkel/');
    await write(page.request, 'add-item', { id: ids['TAART-APPEL'], quantity: 1 });
    await write(page.request, 'add-item', { id: ids['KOEK-STROOP'], quantity: 1 });
    await page.goto('/winkelwagen/');
    const cart = page.locator('wc-cart');
    const item = (name: string) => cart.locator('[part~="item"]', { hasText: name });
    await expect(item('Appeltaart')).toBeVisible();
    await expect(item('Stroopwafels')).toBeVisible();

    // A stepped quantity: sent after the pause; WooCommerce holds it.
    await item('Appeltaart').getByRole('button', { name: 'Eén Appeltaart meer' }).click();
    await expect.poll(async () => (await wcCart(page.request)).items.find((i: { name: string }) => i.name === 'Appeltaart')?.quantity).toBe(2);
    let held = await wcCart(page.request);
    await expect(item('Appeltaart').locator('[part~="item-total"]')).toHaveText(euro(held.items.find((i: { name: string }) => i.name === 'Appeltaart').totals.line_total));

    // Coupons: WooCommerce's refusal of an expired one on the field; WELKOM10 applied in WooCommerce's cart.
    const code = cart.getByRole('textbox', { name: 'Kortingscode' });
    await code.fill('ZOMER2025');
    await code.press('Enter');
    await expect(cart.locator('[part~="coupon-error"]')).toHaveText('Kortingscode "ZOMER2025" is verlopen.');
    await code.fill('welkom10');
    await cart.getByRole('button', { name: 'Toepassen' }).click();
    await expect.poll(async () => (await wcCart(page.request)).coupons.map((c: { code: string }) => c.code)).toEqual(['welkom10']);
    held = await wcCart(page.request);
    await expect(cart.locator('[part~="total-discount"] dd')).toHaveText(`-${euro(held.totals.total_discount)}`);

    // Shipping: delivery in Utrecht, chosen in WooCommerce's cart; the totals are WooCommerce's.
    await cart.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
    await expect
      .poll(async () => (await wcCart(page.request)).shipping_rates[0].shipping_rates.find((r: { selected: boolean }) => r.selected)?.name)
      .toBe('Bezorgen in Utrecht');
    held = await wcCart(page.request);
    await expect(cart.locator('[part~="total-shipping"] dd')).toHaveText(euro(held.totals.total_shipping));
    await expect(cart.locator('[part~="total-total"] dd')).toHaveText(euro(held.totals.total_price));
    expect(problems.pageErrors).toEqual([]);
  });
  test('/winkelwagen-blok/: WooCommerce\'s Cart block is <wc-cart>, none of the block\'s scripts load, a quantity reaches WooCommerce; ?se=off is the Cart block', async ({ page, wp, problems }) => {
    const ids = productIds(wp);
    await page.goto('/winkel/');
    await write(page.request, 'add-item', { id: ids['TAART-APPEL'], quantity: 1 });
    const blockScripts: string[] = [];
    page.on('request', (r) => {
      if (BLOCK_SCRIPT.test(r.url())) blockScripts.push(r.url());
    });
    await page.goto('/winkelwagen-blok/');
    await expect(page.locator('.wp-block-woocommerce-cart'), 'the block\'s own markup is not printed').toHaveCount(0);
    const cart = page.locator('wc-cart');
    await expect(cart).toHaveCount(1);
    await expect(cart).toHaveAttribute('cross-sells', ''); // WooCommerce's default cart page has the cross-sells collection
    const item = cart.locator('[part~="item"]', { hasText: 'Appeltaart' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Eén Appeltaart meer' }).click();
    await expect.poll(async () => (await wcCart(page.request)).items.find((i: { name: string }) => i.name === 'Appeltaart')?.quantity).toBe(2);
    const held = await wcCart(page.request);
    await expect(item.locator('[part~="item-total"]')).toHaveText(euro(held.items.find((i: { name: string }) => i.name === 'Appeltaart').totals.line_total));
    expect(blockScripts, 'none of the Cart block\'s scripts requested').toEqual([]);

    // The shipping calculator for the countries the shop ships to: the address goes to WooCommerce
    // (cart/update-customer), whose answer for it the cart shows.
    await expect(cart).toHaveAttribute('countries', 'NL');
    await expect(cart).toHaveAttribute('shipping-calculator', 'yes');
    await cart.locator('[part~="calculator-toggle"]').click();
    const calc = cart.locator('[part~="calculator-form"]');
    await expect(calc.getByRole('combobox', { name: 'Land' }).locator('option')).toHaveText(['Nederland']);
    await calc.getByRole('textbox', { name: 'Postcode' }).fill('1012ab');
    await calc.getByRole('textbox', { name: 'Plaats' }).fill('Amsterdam');
    const answered = page.waitForResponse((r) => r.url().includes('/wc/store/v1/cart/update-customer') && r.request().method() === 'POST');
    await calc.getByRole('button', { name: 'Bijwerken' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { shipping_address: Record<string, string> }).shipping_address).toMatchObject({ postcode: '1012 AB', city: 'Amsterdam', country: 'NL' });
    await expect(cart.locator('[part~="calculator-destination"]')).toHaveText('Verzenden naar 1012 AB Amsterdam, Nederland.');
    await expect(cart.getByRole('radio', { name: /Bezorgen in Utrecht/ })).toBeVisible();
    expect((await wcCart(page.request)).shipping_address, "WooCommerce's session holds it").toMatchObject({ postcode: '1012 AB', city: 'Amsterdam' });
    expect(problems.pageErrors).toEqual([]);

    // ?se=off: WooCommerce's own Cart block, with its scripts.
    await page.goto('/winkelwagen-blok/?se=off');
    await expect(page.locator('wc-cart')).toHaveCount(0);
    await expect(page.locator('.wp-block-woocommerce-cart')).toHaveCount(1);
    await expect(page.locator('.wp-block-woocommerce-cart')).toContainText('Appeltaart');
    expect(blockScripts.some((u) => /cart-frontend\.js/.test(u)), 'the Cart block\'s script').toBe(true);
  });

  test('WooCommerce\'s general script and jQuery leave the pages where nothing needs them, and stay where something does', async ({ page, problems }) => {
    const scripts = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      return { jquery: html.includes('id="jquery-core-js"'), woocommerce: html.includes('id="woocommerce-js"'), elementor: html.includes('id="elementor-frontend-js"') };
    };
    // Nothing of WooCommerce's classic front end left: a Gravity Forms page, the home page, the Cart block
    // page (<wc-cart>), an Elementor page whose widgets are all switched or static, and the carousels.
    for (const path of ['/taart-ajax/', '/', '/winkelwagen-blok/', '/contact-elementor/', '/karussels/']) {
      expect(await scripts(path), path).toEqual({ jquery: false, woocommerce: false, elementor: false });
    }
    // The classic shop ([products] with its sort menu) keeps woocommerce.js, and jQuery with it.
    expect(await scripts('/winkel/'), '/winkel/').toMatchObject({ jquery: true, woocommerce: true });
    // ?se=off: the plugins' own front ends, with their scripts.
    expect(await scripts('/karussels/?se=off'), '/karussels/?se=off').toEqual({ jquery: true, woocommerce: true, elementor: true });
    // The pages still run without them: the Gravity Forms page and the carousels, no page error.
    await page.goto('/karussels/');
    const carousels = page.locator('eb-carousel');
    expect(await carousels.count()).toBeGreaterThan(1);
    for (const c of await carousels.all()) await expect(c).toHaveAttribute('data-enhanced', '');
    await page.goto('/taart-ajax/');
    await expect(page.locator('gform-form')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems.pageErrors).toEqual([]);
  });

  test('/mijn-account/: WooCommerce\'s account page in <wc-my-account>; ?se=off is WooCommerce\'s own', async ({ page, problems }) => {
    await page.goto('/mijn-account/');
    const tag = page.locator('wc-my-account');
    await expect(tag).toHaveCount(1);
    await expect(tag.locator('.e-my-account-tab.e-my-account-tab__dashboard form.woocommerce-form-login')).toHaveCount(1);
    await expect(tag.locator('input#username')).toBeVisible(); // the light element shows WooCommerce's own form
    expect(problems.pageErrors).toEqual([]);

    await page.goto('/mijn-account/?se=off');
    await expect(page.locator('wc-my-account')).toHaveCount(0);
    await expect(page.locator('.e-my-account-tab')).toHaveCount(0);
    await expect(page.locator('form.woocommerce-form-login')).toHaveCount(1);
  });
});
