// One shop everywhere (issues 40, 42): the home page's products are the shop's, each opens its own
// product page with the price the shop's grid shows; the product page adds to the header's cart; a
// sold-out product says so and offers no button; the checkout's terms link leads to the terms.
import { axe, expect, test } from './fixtures';
import { ConsentPage } from './models/consent';

const label = (page: import('@playwright/test').Page) => page.locator('wc-mini-cart [part~="toggle-label"]');

test.describe('the shop\'s product pages', () => {
  test('a product card of the home page opens its product page, with the price of the shop\'s grid', async ({ page, problems }) => {
    await page.goto('/');
    await new ConsentPage(page).acceptButton.click();
    const card = page.locator('#producten .product-card').first();
    const name = (await card.locator('.product-card__name').textContent())!;
    const price = (await card.locator('.product-card__price').textContent())!;
    const href = (await card.getAttribute('href'))!;
    expect(href).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('.bakery-product__price')).toHaveText(price);
    expect(await axe(page), 'product page').toEqual([]);

    // The shop's grid shows the same price and links its title to the same page.
    await page.goto('/winkel.html');
    const item = page.locator('eb-loop-grid .e-loop-item', { has: page.locator('.bakery-card__title', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
    await expect(item.locator('.bakery-card__price')).toHaveText(price);
    await expect(item.locator('.bakery-card__title a')).toHaveAttribute('href', href);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('the product page\'s "In winkelwagen" puts it in the header\'s cart', async ({ page, problems }) => {
    await page.goto('/product/kaasbroodje/');
    await new ConsentPage(page).acceptButton.click();
    await expect(page.locator('.bakery-product__stock')).toHaveText('Op voorraad');
    await expect(label(page)).toHaveText(/^Winkelwagen/);
    // The add-to-cart page behaviour comes in a chunk of its own: before it, the button is WooCommerce's plain link.
    await page.waitForFunction(() => typeof (document as unknown as Record<symbol, unknown>)[Symbol.for('site-elements.add-to-cart')] === 'function');
    const button = page.getByRole('link', { name: 'Toevoegen aan winkelwagen: “Kaasbroodje”' });
    const added = page.waitForResponse((r) => r.url().endsWith('/wp-json/wc/store/v1/cart/add-item'));
    await button.click();
    expect((await added).status()).toBe(201);
    await expect(button).toHaveClass(/\badded\b/);
    await expect(label(page)).toHaveText('Winkelwagen, 1 product');
    const cart = page.locator('wc-mini-cart');
    await expect(cart).toHaveAttribute('data-open', '');
    await expect(cart.locator('[part~="name"]', { hasText: 'Kaasbroodje' })).toBeVisible();
    expect(page.url()).toMatch(/\/product\/kaasbroodje\/$/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a sold-out product: "Uitverkocht" on its page and in the grid, no add button', async ({ page, problems }) => {
    await page.goto('/product/notentaart/');
    await new ConsentPage(page).acceptButton.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notentaart');
    await expect(page.locator('.bakery-product__stock')).toHaveText('Uitverkocht');
    await expect(page.locator('.add_to_cart_button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /winkelwagen: “Notentaart”/ })).toHaveCount(0);
    expect(await axe(page), 'sold-out product page').toEqual([]);
    await page.goto('/winkel.html?e-filter-b4k3r1j-product_cat=taart');
    const item = page.locator('eb-loop-grid .e-loop-item', { hasText: 'Notentaart' });
    await expect(item.locator('.bakery-card__stock')).toHaveText('Uitverkocht');
    await item.locator('.bakery-card__title a').click();
    await expect(page).toHaveURL(/\/product\/notentaart\/$/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an unknown product: 404 in the site\'s layout', async ({ page }) => {
    const res = await page.goto('/product/bestaat-niet/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dit product bestaat niet');
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeAttached();
  });
});

test('the checkout\'s terms link resolves: the page answers and the anchor exists', async ({ page }) => {
  await page.goto('/afrekenen.html');
  const terms = (await page.locator('wc-checkout').getAttribute('terms-url'))!;
  const [path, anchor] = terms.split('#') as [string, string];
  expect(anchor).toBeTruthy();
  expect((await page.request.get(path)).status()).toBe(200);
  await page.goto(terms);
  await expect(page.locator(`#${anchor}`)).toHaveText('Algemene voorwaarden');
});

test('the cart page tells the visitor the coupon code the shop accepts', async ({ page }) => {
  await page.goto('/winkelwagen.html');
  await expect(page.locator('.bakery-cart-tip')).toContainText('welkom10');
});
