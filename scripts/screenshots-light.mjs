// Screenshots of the light elements as a visitor sees them, desktop (1280x800) and mobile (375x740):
// the header menu (bar, open submenu, dropdown closed and open), the product grid (idle, filtered,
// loading), the sticky order bar (stuck, with its effect), the carousels and the page behaviours page.
//   node scripts/screenshots-light.mjs   -> docs/screenshots/light-*.png
// Builds into .cache/shots-light and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-light');
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const written = [];
const problems = [];

async function open(viewport, url) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${url}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`${url}: ${m.text()}`));
  await page.goto(`${server.base}${url}`);
  return { page, context };
}

async function shot(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
  const file = path.join(outDir, `light-${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

for (const vp of Object.keys(VIEWPORTS)) {
  // Header menu.
  {
    const { page, context } = await open(vp, '/header-menu.html');
    const menu = page.locator('header-menu#main-menu');
    await page.waitForSelector('header-menu#main-menu[data-mode]', { state: 'attached' });
    await shot(page, `menu-closed-${vp}`);
    if (vp === 'desktop') {
      await page.getByRole('link', { name: 'Assortiment', exact: true }).hover();
      await page.waitForSelector('header-menu#main-menu button[aria-expanded="true"]');
      await shot(page, 'menu-submenu-desktop');
    } else {
      await menu.locator('[part="toggle"]').click();
      await menu.getByRole('button', { name: 'Submenu Assortiment' }).click();
      await shot(page, 'menu-open-mobile');
    }
    await context.close();
  }
  // Loop grid.
  {
    const { page, context } = await open(vp, '/eb-loop-grid.html');
    const grid = page.locator('eb-loop-grid');
    await grid.locator('[part="filter"]').first().waitFor();
    await shot(page, `loop-${vp}`);
    const refresh = () => page.waitForResponse((r) => r.url().endsWith('/refresh-loop'));
    let done = refresh();
    await grid.locator('[data-term="taart"]').click();
    await done;
    done = refresh();
    await grid.locator('[data-term="noten"]').click();
    await done;
    await page.waitForSelector('eb-loop-grid:not([data-loading])');
    await shot(page, `loop-filtered-${vp}`);
    if (vp === 'desktop') {
      let release;
      const held = new Promise((r) => (release = r));
      await page.route('**/refresh-loop', async (route) => {
        await held;
        await route.continue();
      });
      await grid.locator('[data-term="hartig"]').click();
      await page.waitForSelector('eb-loop-grid[data-loading]', { state: 'attached' });
      await shot(page, 'loop-loading-desktop');
      release();
    }
    await context.close();
  }
  // Sticky order bar.
  {
    const { page, context } = await open(vp, '/eb-sticky.html');
    await page.waitForSelector('eb-sticky#order-bar.elementor-sticky', { state: 'attached' });
    const top = await page.locator('#order-bar').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), top + 400);
    await page.waitForTimeout(200);
    await shot(page, `sticky-${vp}`);
    await context.close();
  }
  // Carousels (issue 31): the product Loop Carousel and the Testimonial Carousel, then moved on once.
  {
    const { page, context } = await open(vp, '/eb-carousel.html');
    await page.waitForSelector('eb-carousel#reacties[data-enhanced]', { state: 'attached' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shot(page, `carousel-${vp}`);
    await page.locator('#producten .elementor-swiper-button-next').click();
    await page.waitForTimeout(300);
    await shot(page, `carousel-next-${vp}`);
    // The slideshow skin: a thumbnail pressed, the main picture follows and the thumb is current.
    await page.locator('#vitrine').scrollIntoViewIfNeeded();
    await page.locator('#vitrine .elementor-thumbnails-swiper .swiper-slide').nth(3).click();
    await page.waitForTimeout(300);
    await page.locator('#vitrine-titel').evaluate((h) => h.scrollIntoView());
    await shot(page, `carousel-slideshow-${vp}`);
    await context.close();
  }
  // The Slides hero with motion allowed: faded to slide 3 (Ken Burns out, the contents animated in).
  {
    const { page, context } = await open(vp, '/eb-carousel.html');
    await page.waitForSelector('eb-carousel#hero[data-enhanced]', { state: 'attached' });
    await page.locator('#hero .swiper-pagination-bullet').nth(2).click();
    await page.waitForTimeout(2500);
    await shot(page, `carousel-hero-${vp}`);
    await context.close();
  }
  // Page behaviours.
  {
    const { page, context } = await open(vp, '/page-behaviours.html');
    await page.waitForSelector('svg.wheat');
    await shot(page, `page-behaviours-${vp}`);
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
