// Screenshots of the bakery's header <wc-mini-cart> as a visitor sees it, desktop (1280x800) and
// 375 px (375x740): the shop page with the cart closed after two adds, open after an add (the side
// cart opens by itself: automatically-open-cart), and open while empty.
//   node scripts/screenshots-shop.mjs   -> docs/screenshots/mini-cart-{closed,open,empty}-{desktop,375}.png
// Builds into .cache/shots-shop and serves it with the reference backend (SE_SHOTS_BASE=http://…
// uses a server that is already running instead).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = process.env.SE_SHOTS_BASE ? { base: process.env.SE_SHOTS_BASE, close: async () => {} } : await startDemo('shots-shop');
const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];

for (const [name, width, height] of [['desktop', 1280, 800], ['375', 375, 740]]) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  const shot = async (state) => {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))));
    const file = path.join(outDir, `mini-cart-${state}-${name}.png`);
    await page.screenshot({ path: file });
    written.push(file);
  };
  await page.goto(`${server.base}/winkel.html`);
  await page.getByRole('button', { name: 'Accepteren', exact: true }).click();
  // The consent's own confirmation toast goes first.
  await page.waitForTimeout(4000);
  const cart = page.locator('wc-mini-cart');
  await cart.locator('[part~=toggle]').click();
  await page.waitForSelector('wc-mini-cart[data-open]');
  await shot('empty');
  await page.keyboard.press('Escape');
  await page.locator('.ajax_add_to_cart').nth(0).click();
  await page.waitForSelector('wc-mini-cart[data-open]');
  await page.keyboard.press('Escape');
  await page.locator('.ajax_add_to_cart').nth(1).click();
  await page.locator('wc-mini-cart [part~=item]').nth(1).waitFor();
  await shot('open');
  await page.keyboard.press('Escape');
  await page.waitForSelector('wc-mini-cart:not([data-open])');
  await shot('closed');
  await context.close();
}
await browser.close();
await server.close();
for (const f of written) console.log(path.relative(process.cwd(), f));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
