/**
 * <wc-cart> on the bakery's cart page against the reference backend's Store API (both builds):
 * a quantity change and coupons, the stock refusal on its item (Kwarktaart, id 202, has stock 2),
 * remove + undo, a shipping rate, axe. The page prints no Store API nonce: the first write is
 * refused (401) and repeated with the answer's Nonce header. Behaviour detail is in
 * tests/browser/wc-cart.test.ts.
 */
import type { APIRequestContext } from '@playwright/test';
import { axe, expect, test } from './fixtures';

/** A Store API write as a visitor (its cookies; the nonce from the first refusal, as the client does). */
async function write(req: APIRequestContext, route: string, data: Record<string, unknown>): Promise<Record<string, any>> {
  let nonce = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await req.post(`/wp-json/wc/store/v1/cart/${route}`, { data, headers: nonce ? { Nonce: nonce } : {} });
    nonce = res.headers().nonce ?? nonce;
    if (res.ok()) return (await res.json()) as Record<string, any>;
    expect([401, 403], await res.text()).toContain(res.status());
  }
  throw new Error(`${route} refused twice`);
}

/** Another visitor buys `quantity` of a product: an order (the reference backend's checkout) takes that stock. */
async function buy(req: APIRequestContext, id: number, quantity: number): Promise<void> {
  await write(req, 'add-item', { id, quantity });
  const address = { first_name: 'Bram', last_name: 'Jansen', address_1: 'Oudegracht 1', city: 'Utrecht', postcode: '3511 AA', country: 'NL' };
  const cart = await req.get('/wp-json/wc/store/v1/cart');
  const res = await req.post('/wp-json/wc/store/v1/checkout', {
    data: { billing_address: { ...address, email: 'bram@example.nl' }, shipping_address: address, payment_method: 'cod' },
    headers: { Nonce: cart.headers().nonce ?? '' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The product the stock test uses, per build (the two projects run side by side on one database,
 * and stock one sells is not there for the other): Kwarktaart (stock 2) and Appeltaart (3).
 */
const STOCK_TEST = {
  // WELKOM10 as WooCommerce 11.0.1 works it out (read on the WordPress stack, demo/server/shop/pricing.ts
  // percentDiscounts): 10 % of € 32,35 is € 3,235, rounded half down.
  react: { id: 202, name: 'Kwarktaart', stock: 2, discount: '-€ 3,23', total: '€ 29,12', delivered: '€ 34,07' },
  lite: { id: 201, name: 'Appeltaart', stock: 3, discount: '-€ 3,33', total: '€ 30,02', delivered: '€ 34,97' },
} as const;

test.describe('<wc-cart> with the reference backend', () => {
  test('quantity, coupons, stock error on its item, remove + undo, shipping rate', async ({ page, problems, build, request }) => {
    const low = STOCK_TEST[build];
    await page.goto('/winkel.html');
    await write(page.request, 'add-item', { id: 101, quantity: 1 });
    await write(page.request, 'add-item', { id: low.id, quantity: 1 });
    await page.goto('/winkelwagen.html');
    const cart = page.locator('wc-cart');
    const item = (name: string) => cart.locator('[part~="item"]', { hasText: name });
    await expect(item('Desem volkoren')).toBeVisible();
    await expect(item(low.name)).toBeVisible();

    // A stepped quantity, sent after the pause; the line total and the announcement follow.
    await item('Desem volkoren').getByRole('button', { name: 'Eén Desem volkoren meer' }).click();
    await item('Desem volkoren').getByRole('button', { name: 'Eén Desem volkoren meer' }).click();
    await expect(item('Desem volkoren').locator('[part~="item-total"]')).toHaveText('€ 14,85');
    await expect(cart.locator('[part~="status"]')).toHaveText('Aantal bijgewerkt');

    // Another visitor buys the rest of the stock (a cart holds none; an order takes it); one more here
    // is refused on its item, the quantity back.
    await buy(request, low.id, low.stock - 1);
    const qty = item(low.name).getByRole('spinbutton', { name: `Aantal ${low.name}` });
    await item(low.name).getByRole('button', { name: `Eén ${low.name} meer` }).click();
    await expect(item(low.name).locator('[part~="item-error"]')).toHaveText(`Je kunt maximaal 1 van ${low.name} in je winkelwagen hebben.`);
    await expect(qty).toHaveValue('1');
    await expect(qty).toHaveAttribute('aria-invalid', 'true');

    // Coupons: an expired one refused on the field, a valid one applied.
    const code = cart.getByRole('textbox', { name: 'Kortingscode' });
    await code.fill('ZOMER2025');
    await code.press('Enter');
    await expect(cart.locator('[part~="coupon-error"]')).toHaveText('Kortingscode "ZOMER2025" is verlopen.');
    await code.fill('welkom10');
    await cart.getByRole('button', { name: 'Toepassen' }).click();
    await expect(cart.locator('[part~="total-discount"] dd')).toHaveText(low.discount);
    await expect(cart.locator('[part~="total-total"] dd')).toHaveText(low.total);

    // Shipping: delivery in Utrecht (€ 4,54 + 9 % VAT).
    await cart.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
    await expect(cart.locator('[part~="total-shipping"] dd')).toHaveText('€ 4,95');
    await expect(cart.locator('[part~="total-total"] dd')).toHaveText(low.delivered);
    expect(await axe(page)).toEqual([]);

    // Remove and undo, keyboard only.
    await item('Desem volkoren').getByRole('button', { name: 'Desem volkoren verwijderen uit je winkelwagen' }).press('Enter');
    await expect(item('Desem volkoren')).toHaveCount(0);
    const undo = cart.getByRole('button', { name: 'Ongedaan maken' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item('Desem volkoren').getByRole('spinbutton')).toHaveValue('3');
    await expect(item('Desem volkoren').getByRole('spinbutton')).toBeFocused();

    // The server holds the same cart.
    const stored = await (await page.request.get('/wp-json/wc/store/v1/cart')).json();
    expect(stored.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual(expect.arrayContaining([[101, 3], [low.id, 1]]));
    expect(stored.coupons.map((c: { code: string }) => c.code)).toEqual(['welkom10']);
    for (const i of stored.items as { key: string }[]) await write(page.request, 'remove-item', { key: i.key });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors.filter((e) => e.includes('[wc-cart]'))).toEqual([]);
  });

  test("the shipping calculator: a Belgian address goes to the shop, the Belgian rate and total come back and the shop keeps it; back to the Netherlands the delivery rate returns", async ({ page, problems }) => {
    await page.goto('/winkel.html');
    await write(page.request, 'add-item', { id: 101, quantity: 1 });
    await page.goto('/winkelwagen.html');
    const cart = page.locator('wc-cart');
    await cart.getByRole('radio', { name: /Bezorgen in Utrecht/ }).check();
    await expect(cart.locator('[part~="total-total"] dd')).toHaveText('€ 9,90');
    const toggle = cart.locator('[part~="calculator-toggle"]');
    await toggle.click();
    const form = cart.locator('[part~="calculator-form"]');
    await form.getByRole('combobox', { name: 'Land' }).selectOption('BE');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('1000');
    await form.getByRole('textbox', { name: 'Plaats' }).fill('Brussel');
    expect(await axe(page, 'wc-cart')).toEqual([]);
    const answered = page.waitForResponse((r) => r.url().endsWith('/wc/store/v1/cart/update-customer') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Bijwerken' }).click();
    expect((await answered).status()).toBe(200);
    await expect(cart.getByRole('radio', { name: /Bezorgen in België/ })).toBeChecked();
    await expect(cart.locator('[part~="calculator-destination"]')).toHaveText('Verzenden naar 1000 Brussel, België.');
    await expect(cart.locator('[part~="total-shipping"] dd')).toHaveText('€ 9,00');
    await expect(toggle).toBeFocused();
    const stored = await (await page.request.get('/wp-json/wc/store/v1/cart')).json();
    expect(stored.shipping_address).toMatchObject({ country: 'BE', postcode: '1000', city: 'Brussel' });
    // Back home: the shop's delivery in Utrecht again (the pick-up is offered in both).
    await toggle.click();
    await form.getByRole('combobox', { name: 'Land' }).selectOption('NL');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('3511ab');
    await form.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
    await form.getByRole('textbox', { name: 'Plaats' }).press('Enter');
    await expect(cart.locator('[part~="calculator-destination"]')).toHaveText('Verzenden naar 3511 AB Utrecht, Nederland.');
    await expect(cart.getByRole('radio', { name: /Bezorgen in Utrecht/ })).toBeChecked();
    for (const i of stored.items as { key: string }[]) await write(page.request, 'remove-item', { key: i.key });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
