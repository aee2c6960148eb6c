// Screenshots of the consent widgets as a visitor sees them: each banner style, the settings modal
// (slider levels, single categories, block all), the open button with the success message, the
// ajax-popup modal, the cookie list and the cookie-blocking form, desktop (1280x800) and mobile
// (375x740).
//   node scripts/screenshots-consent.mjs        -> docs/screenshots/consent-*.png
// Builds into .cache/shots-consent and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-consent');
const { base } = server;

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const STYLES = ['top-panel', 'bottom-panel', 'full-panel', 'modern'];
const only = process.argv.slice(2);

const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];

const part = (page, name) => page.locator('gdpr-consent').locator(`[part~="${name}"]`);

async function shot(page, name, opts = {}) {
  if (only.length && !only.some((o) => name.includes(o))) return;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 120)))));
  const file = path.join(outDir, `consent-${name}.png`);
  if (opts.locator) await opts.locator.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  written.push(file);
}

async function fresh(vpName, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${vpName} pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !/favicon/.test(m.location().url) && problems.push(`${vpName} console: ${m.text()} (${m.location().url})`));
  return { context, page };
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  // Each banner style on a first visit.
  for (const style of STYLES) {
    const { context, page } = await fresh(vpName, viewport);
    await page.goto(`${base}/gdpr-consent.html?style=${style}`);
    await part(page, 'banner').waitFor();
    await shot(page, `${style}-${vpName}`);
    await context.close();
  }

  const { context, page } = await fresh(vpName, viewport);
  await page.goto(`${base}/gdpr-consent.html`);
  await part(page, 'banner').waitFor();
  // The modal at its default (essentials), then analytics, then block all, then single categories.
  await part(page, 'settings-button').click();
  await part(page, 'modal').waitFor();
  await shot(page, `modal-${vpName}`);
  await page.locator('gdpr-consent [part~="slider-item"][data-level="4"]').click();
  await shot(page, `modal-analytics-${vpName}`);
  await page.locator('gdpr-consent [part~="slider-item"][data-level="1"]').click();
  await shot(page, `modal-block-all-${vpName}`);
  await page.locator('gdpr-consent [part~="category"][value="6"]').check();
  await page.locator('gdpr-consent [part~="category"][value="8"]').check();
  await shot(page, `modal-categories-${vpName}`);
  // Save: banner gone, open button and success message.
  await part(page, 'save-button').click();
  await part(page, 'success-message').waitFor();
  await shot(page, `saved-${vpName}`);
  // The cookie list and the blocking form, as elements.
  // All rows on desktop; on a phone the rows are cards, so the third-party filter keeps it short.
  const list = page.locator('gdpr-cookie-list');
  await list.scrollIntoViewIfNeeded();
  if (vpName === 'desktop') await shot(page, `cookie-list-${vpName}`, { locator: list });
  else {
    await page.locator('gdpr-cookie-list [part~="filter"]').selectOption('third');
    await shot(page, `cookie-list-third-${vpName}`, { locator: list });
  }
  const block = page.locator('gdpr-cookie-block');
  await page.locator('gdpr-cookie-block [part~="checkbox"]').check();
  await page.locator('gdpr-cookie-block [part~="submit-button"]').click();
  await page.locator('gdpr-cookie-block [part~="success-message"]').waitFor();
  await shot(page, `cookie-block-${vpName}`, { locator: block });
  await context.close();

  // Ajax popup mode: the modal filled with the server's markup.
  {
    const { context: c2, page: p2 } = await fresh(vpName, viewport);
    await p2.goto(`${base}/gdpr-consent.html?style=bottom-panel&ajax`);
    await part(p2, 'settings-button').click();
    await p2.locator('gdpr-consent .consent-server').waitFor();
    await p2.locator('gdpr-consent .consent-server input[type="radio"][value="3"]').check({ force: true });
    await shot(p2, `modal-ajax-${vpName}`);
    await c2.close();
  }
}

await browser.close();
await server.close();
console.log(written.map((f) => path.relative(process.cwd(), f)).join('\n'));
if (problems.length) {
  console.error(`problems:\n${problems.join('\n')}`);
  process.exit(1);
}
