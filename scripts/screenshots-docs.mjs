// Screenshots of the docs site: node scripts/screenshots-docs.mjs <docs base URL> [outdir] [page …]
// (default: the home and the <gform-form> page, light at desktop width and 375 px, dark on a phone;
// each page's first live example too). Prints console errors it saw.
import { chromium } from 'playwright-core';

const [, , base = 'http://localhost:8080/docs/', out = 'docs/screenshots', ...rest] = process.argv;
const pages = rest.length ? rest : ['', 'tags/gform-form/'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, h, tag, scheme] of [[1280, 900, 'desktop', 'light'], [375, 800, 'mobile', 'light'], [375, 800, 'mobile-dark', 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(800);
    const name = `${out}/docs-${p.replace(/\/$/, '').replace(/\W+/g, '-') || 'home'}-${tag}.png`;
    await page.screenshot({ path: name });
    console.log(name);
    const ex = page.locator('.example').first();
    if (tag === 'desktop' && (await ex.count())) {
      await ex.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await ex.screenshot({ path: name.replace('.png', '-example.png') });
      console.log(name.replace('.png', '-example.png'));
    }
  }
  await ctx.close();
}
await browser.close();
