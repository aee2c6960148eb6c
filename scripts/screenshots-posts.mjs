// Screenshots of <eb-posts> on the bakery's blog as a visitor sees it, desktop (1280x800) and
// mobile (375x740), each state: initial (the first page and the "Meer berichten" button), loading
// (the button's spinner), error (the message and the retry button), end (every post, the end
// message), and the infinite list with masonry.
//   node scripts/screenshots-posts.mjs   -> docs/screenshots/light-posts-*.png
// Builds into .cache/shots-posts and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-posts');
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const written = [];
const problems = [];

async function open(viewport, url, expectErrors = false) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${url}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !expectErrors && problems.push(`${url}: ${m.text()}`));
  await page.goto(`${server.base}${url}`);
  await page.waitForSelector('eb-posts[data-enhanced]', { state: 'attached' });
  return { page, context };
}

async function shot(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
  const file = path.join(outDir, `light-posts-${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

/** Scrolls so the button row (or the list's end) sits near the bottom of the viewport. */
const toBottomOfList = (page) =>
  page.evaluate(() => {
    const w = document.querySelector('eb-posts');
    window.scrollTo(0, w.getBoundingClientRect().bottom + scrollY - innerHeight + 40);
  });

for (const vp of Object.keys(VIEWPORTS)) {
  {
    const { page, context } = await open(vp, '/blog/');
    await toBottomOfList(page);
    await shot(page, `initial-${vp}`);
    // Loading: page 2 held back while the shot is taken.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/blog/page/2/', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.elementor-button').click();
    await page.waitForSelector('eb-posts[data-state=loading]', { state: 'attached' });
    await shot(page, `loading-${vp}`);
    release();
    await page.waitForSelector('eb-posts[data-state=idle]', { state: 'attached' });
    await page.unroute('**/blog/page/2/');
    for (const n of [12, 14]) {
      await page.locator('.elementor-button').click();
      await page.waitForFunction((c) => document.querySelectorAll('eb-posts article').length === c, n);
    }
    await page.waitForSelector('eb-posts[data-state=end]', { state: 'attached' });
    await toBottomOfList(page);
    await shot(page, `end-${vp}`);
    await context.close();
  }
  {
    const { page, context } = await open(vp, '/blog/', true);
    await page.route('**/blog/page/2/', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<p>Onderhoud</p>' }));
    await page.locator('.elementor-button').click();
    await page.waitForSelector('eb-posts[data-state=error]', { state: 'attached' });
    await toBottomOfList(page);
    await shot(page, `error-${vp}`);
    await context.close();
  }
  {
    const { page, context } = await open(vp, '/blog/oneindig/');
    for (let i = 0; i < 20; i++) {
      if (await page.locator('eb-posts[data-state=end]').count()) break;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(250);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await shot(page, `masonry-${vp}`);
    await context.close();
  }
}

await browser.close();
await server.close();
for (const f of written) console.log(path.relative(process.cwd(), f));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
