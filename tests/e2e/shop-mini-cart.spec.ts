// The shop against the reference backend (issue 32), lean: the Store API flows only (states, keyboard,
// errors, retries and the focus trap are browser tests: tests/browser/add-to-cart.test.ts, mini-cart.test.ts).
import { axe, expect, test } from './fixtures';
import { ConsentPage } from './models/consent';

const label = (scope: { locator(s: string): import('@playwright/test').Locator }) => scope.locator('wc-mini-cart [part~="toggle-label"]');

test.describe('the shop: add to cart from the loop grid and the header <wc-mini-cart>', () => {
  test('an add from a loop item: "Bekijk winkelwagen", the header cart opens with it, another tab\'s cart follows; axe open and closed', async ({ page, problems }) => {
    await page.goto('/winkel.html');
    await new ConsentPage(page).acceptButton.click();
    await expect(label(page)).toHaveText(/^Winkelwagen/);
    const other = await page.context().newPage();
    try {
      await other.goto('/index.html');
      await page.bringToFront();
      const before = Number((/(\d+) product/.exec((await label(other).textContent()) ?? '') ?? [, '0'])[1]);
      // The add-to-cart page behaviour comes in a chunk of its own: before it, the button is WooCommerce's plain link.
      await page.waitForFunction(() => typeof (document as unknown as Record<symbol, unknown>)[Symbol.for('site-elements.add-to-cart')] === 'function');
      const button = page.locator('.e-loop-item', { hasText: 'Witte desembol' }).locator('.ajax_add_to_cart');
      const added = page.waitForResponse((r) => r.url().endsWith('/wp-json/wc/store/v1/cart/add-item'));
      await button.click();
      expect((await added).status()).toBe(201);
      await expect(button).toHaveClass(/\badded\b/);
      await expect(button.locator('xpath=following-sibling::a[1]')).toHaveText('Bekijk winkelwagen');
      const cart = page.locator('wc-mini-cart');
      await expect(cart).toHaveAttribute('data-open', '');
      await expect(cart.locator('[part~="name"]', { hasText: 'Witte desembol' })).toBeVisible();
      await expect(label(page)).toHaveText(`Winkelwagen, ${before + 1 === 1 ? '1 product' : `${before + 1} producten`}`);
      expect(await axe(page), 'open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(cart).not.toHaveAttribute('data-open', '');
      await expect(cart.locator('[part~="toggle"]')).toBeFocused();
      expect(await axe(page), 'closed').toEqual([]);
      // The other tab heard it through the storage event and read the cart once.
      await expect(label(other)).toHaveText(`Winkelwagen, ${before + 1 === 1 ? '1 product' : `${before + 1} producten`}`);
    } finally {
      await other.close();
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test("WooCommerce's ?add-to-cart= link adds and comes back to the page without it", async ({ page, build }) => {
      test.skip(build === 'lite', 'no script runs: the same bytes on both builds');
      await page.goto('/winkel.html?e-filter-b4k3r1j-product_cat=koek');
      await page.locator('.e-loop-item', { hasText: 'Stroopwafels' }).getByRole('link', { name: 'Toevoegen aan winkelwagen: “Stroopwafels”' }).click();
      await expect(page).toHaveURL(/\/winkel\.html\?e-filter-b4k3r1j-product_cat=koek$/);
      const cart = await (await page.request.get('/wp-json/wc/store/v1/cart')).json();
      expect(cart.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Stroopwafels', 1]]);
      // Sold out: WooCommerce's "Lees meer" link, no add.
      await page.goto('/winkel.html?e-filter-b4k3r1j-product_cat=taart');
      await expect(page.locator('.e-loop-item', { hasText: 'Notentaart' }).getByRole('link', { name: 'Lees meer over “Notentaart”' })).toHaveAttribute('href', '/product/notentaart/');
    });
  });
});

test('at 375 px the floating cookie button leaves while the side cart is open: "Afrekenen" is not covered', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/winkel.html');
  const consent = new ConsentPage(page);
  await consent.acceptButton.click();
  await expect(consent.openButton).toBeVisible();
  // One item in the cart through the Store API, then the header's cart opened.
  let nonce = '';
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/wp-json/wc/store/v1/cart/add-item', { data: { id: 101, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
    nonce = res.headers().nonce ?? nonce;
    if (res.ok()) break;
  }
  await page.reload();
  const cart = page.locator('wc-mini-cart');
  await cart.locator('[part~="toggle"]').click();
  await expect(cart).toHaveAttribute('data-open', '');
  const checkout = cart.locator('[part~="checkout"]');
  await expect(checkout).toBeVisible();
  await expect(consent.openButton).toBeHidden();
  // What is painted at the middle of "Afrekenen" is "Afrekenen" itself, once the side cart has slid in
  // (a box taken during its entrance can lie outside the viewport: elementFromPoint then finds nothing).
  const hit = async () => {
    const box = (await checkout.boundingBox())!;
    return page.evaluate(([x, y]) => {
      let el: Element | null = document.elementFromPoint(x!, y!);
      while (el?.shadowRoot) {
        const inner: Element | null = el.shadowRoot.elementFromPoint(x!, y!);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el?.closest('[part~="checkout"]') ? 'checkout' : (el?.outerHTML.slice(0, 80) ?? 'nothing');
    }, [box.x + box.width / 2, box.y + box.height / 2]);
  };
  await expect(checkout).toBeInViewport();
  await expect.poll(hit, { timeout: 5_000 }).toBe('checkout');
  await page.keyboard.press('Escape');
  await expect(consent.openButton).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
