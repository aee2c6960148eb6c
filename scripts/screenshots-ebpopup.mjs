// Screenshots of <eb-popup> on its demo page as a visitor sees it, desktop (1280x800) and mobile
// (375x740): the newsletter (opened by exit intent), the discount (close button outside), the
// contact form with keyboard focus, and the counters panel after a few openings.
//   node scripts/screenshots-ebpopup.mjs            -> docs/screenshots/ebpopup-*.png
// Builds into .cache/shots-ebpopup and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-ebpopup');
const { base } = server;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };

const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];

async function shot(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 350)))));
  const file = path.join(outDir, `ebpopup-${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

const open = (page, id) => page.locator(`#${id}[data-state="open"]`).waitFor({ state: 'attached' });
const closed = (page, id) => page.locator(`#${id}[data-state="closed"]`).waitFor({ state: 'attached' });

for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${vp} pageerror: ${e.message}`));
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !m.location().url.endsWith('/favicon.ico') && problems.push(`${vp} console ${m.type()}: ${m.text()}`));
  // Arrive from a search engine, so the discount pop-up's sources rule passes.
  await page.goto(`${base}/eb-popup.html`, { referer: 'https://www.google.com/' });
  await page.locator('#popup-newsletter[data-timing]').waitFor({ state: 'attached' });

  // Exit intent: the pointer leaves through the top of the window.
  await page.mouse.move(600, 200);
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 600, clientY: -1, relatedTarget: null })));
  await open(page, 'popup-newsletter');
  await shot(page, `newsletter-${vp}`);
  await page.keyboard.press('Escape');
  await closed(page, 'popup-newsletter');

  // 30 % down the page: the discount (another pop-up already opened, but its avoid_multiple_popups
  // is what stops it: show it through its method instead).
  await page.evaluate(() => document.getElementById('popup-discount').show());
  await open(page, 'popup-discount');
  await shot(page, `discount-${vp}`);
  await page.keyboard.press('Escape');
  await closed(page, 'popup-discount');

  // The contact form, opened from the keyboard, with focus moved inside.
  await page.locator('main .open-contact').focus();
  await page.keyboard.press('Enter');
  await open(page, 'popup-contact');
  await page.waitForFunction(() => document.activeElement?.id === 'popup-contact' || document.activeElement?.closest('#popup-contact'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jan de Vries');
  await shot(page, `contact-${vp}`);
  await page.keyboard.press('Escape');
  await closed(page, 'popup-contact');

  await page.locator('#counters').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.getElementById('counters').getBoundingClientRect().top + window.scrollY - 16));
  await shot(page, `counters-${vp}`);
  await context.close();
}

await browser.close();
await server.close();
console.log(written.map((f) => path.relative(process.cwd(), f)).join('\n'));
if (problems.length) {
  console.error(`problems:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
