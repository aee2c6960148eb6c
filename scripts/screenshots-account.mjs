// Screenshots of <wc-my-account> on the bakery's account page as a visitor sees it, desktop (1280x800)
// and mobile (375x740): the login and register forms with inline errors, show password and the
// strength meter; the dashboard; the orders tab; the account details with a new password.
//   node scripts/screenshots-account.mjs   -> docs/screenshots/account-*.png
// Builds into .cache/shots-account and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-account');
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const written = [];
const problems = [];

async function shot(page, name, full = false) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
  const file = path.join(outDir, `account-${name}.png`);
  await page.screenshot({ path: file, fullPage: full });
  written.push(file);
}

for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`${server.base}/mijn-account/`);
  await page.waitForSelector('wc-my-account[data-enhanced]', { state: 'attached' });
  await page.locator('form.woocommerce-form-login button[name="login"]').click();
  await page.locator('#reg_email').fill('nieuw@zonneveld.example');
  await page.locator('#reg_password').fill('taart12');
  await page.locator('form.woocommerce-form-register .se-show-password').click();
  await page.locator('#main-menu').scrollIntoViewIfNeeded();
  await page.locator('h1').scrollIntoViewIfNeeded();
  await shot(page, `login-${vp}`, true);
  await page.locator('#username').fill('klant@zonneveld.example');
  await page.locator('#password').fill('Krentenbol-2026');
  await page.locator('form.woocommerce-form-login button[name="login"]').click();
  await page.waitForSelector('.woocommerce-MyAccount-navigation');
  await page.waitForSelector('wc-my-account[data-enhanced]', { state: 'attached' });
  await shot(page, `dashboard-${vp}`);
  await page.locator('.woocommerce-MyAccount-navigation').getByRole('link', { name: 'Adressen' }).click();
  await page.locator('.woocommerce-MyAccount-content h2', { hasText: 'Adressen' }).waitFor();
  await shot(page, `addresses-${vp}`);
  await page.locator('.woocommerce-MyAccount-navigation').getByRole('link', { name: 'Accountgegevens' }).click();
  await page.locator('.woocommerce-MyAccount-content h2', { hasText: 'Accountgegevens' }).waitFor();
  await page.locator('#password_1').fill('Zonneveld-Krentenbol-2026!');
  await page.locator('#password_2').fill('Zonneveld-Krentenbol-2026!');
  await page.locator('#password_1').scrollIntoViewIfNeeded();
  await shot(page, `details-${vp}`);
  await context.close();
}

await browser.close();
await server.close();
console.log(`wrote ${written.length} screenshots:\n${written.map((f) => `  ${path.relative(process.cwd(), f)}`).join('\n')}`);
if (problems.length) {
  console.error(`page problems:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
