import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8734';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const out = process.argv[2] ?? '/tmp/shots';
const lite = process.argv[3] === 'lite' ? '&lite' : '';
for (const [name, width, height] of [['desktop', 1280, 800], ['375', 375, 740]]) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await ctx.addCookies([{ name: 'ct-ultimate-gdpr-cookie', value: 'x', url: base }]);
  await page.goto(`${base}/winkel.html?${lite}`);
  const consent = page.getByRole('button', { name: 'Accepteren', exact: true });
  if (await consent.isVisible().catch(() => false)) { await consent.click().catch(() => {}); await page.waitForTimeout(4000); }
  await page.locator('wc-mini-cart').locator('[part~=toggle]').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/mini-cart-closed-empty-${name}.png` });
  await page.locator('wc-mini-cart [part~=toggle]').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/mini-cart-empty-${name}.png` });
  await page.keyboard.press('Escape');
  await page.locator('.ajax_add_to_cart').nth(0).click();
  await page.locator('wc-mini-cart[data-open]').waitFor();
  await page.waitForTimeout(800);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.locator('.ajax_add_to_cart').nth(1).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/mini-cart-open-${name}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/mini-cart-closed-${name}.png` });
  console.log(name, errors);
  await ctx.close();
}
await browser.close();
