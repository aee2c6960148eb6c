// Screenshots of <eb-search> as a visitor sees it, desktop (1280x800) and mobile (375x740): the page
// closed, the full-screen search open, and live results with an active option.
//   node scripts/screenshots-search.mjs   -> docs/screenshots/search-*.png
// Builds into .cache/shots-search and serves it with the reference backend (SE_SHOTS_BASE=http://…
// uses a server that is already running instead).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = process.env.SE_SHOTS_BASE ? { base: process.env.SE_SHOTS_BASE, close: async () => {} } : await startDemo('shots-search');
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const written = [];
const problems = [];

async function shot(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 350)))));
  const file = path.join(outDir, `search-${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

for (const vp of Object.keys(VIEWPORTS)) {
  const context = await browser.newContext({ viewport: VIEWPORTS[vp] });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(`${server.base}/eb-search.html`);
  await page.waitForSelector('eb-search#live-search[data-enhanced]', { state: 'attached' });
  await shot(page, `closed-${vp}`);
  // Full screen, opened from the header's toggle by keyboard.
  await page.locator('#header-search .elementor-search-form__toggle').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('#header-search .elementor-search-form--full-screen');
  await page.keyboard.type('taart');
  await shot(page, `fullscreen-${vp}`);
  await page.keyboard.press('Escape');
  // Live results, the second option active.
  const input = page.locator('#search-e5a1c9d');
  await input.focus();
  const answer = page.waitForResponse((r) => r.url().endsWith('/refresh-search'));
  await page.keyboard.type('bak');
  await answer;
  await page.waitForSelector('#live-search [role=listbox] [role=option]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await shot(page, `results-${vp}`);
  await context.close();
}

await browser.close();
await server.close();
for (const f of written) console.log(path.relative(process.cwd(), f));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
