// Screenshots of the bakery demo site (npm start's home page and its pages) at 375 px and desktop:
// node scripts/screenshots-bakery.mjs <base url> [outdir]; prints console errors it saw.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const pages = [['', 'home'], ['winkel.html', 'winkel'], ['bestellen.html', 'bestellen'], ['contact.html', 'contact'], ['blog-taart-kiezen.html', 'blog'], ['taartadvies.html', 'taartadvies']];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, h, tag] of [[1280, 900, 'desktop'], [375, 800, 'mobile']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  // The consent banner is the first thing a visitor sees: the home page is taken with it, the rest after Accept.
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(`console error (${page.url()}):`, m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const [path, name] of pages) {
    await page.goto(`${base}/${path}`);
    await page.waitForTimeout(1200);
    const file = `${out}/bakery-${name}-${tag}.png`;
    await page.screenshot({ path: file, fullPage: name !== 'home' || tag === 'mobile' ? false : false });
    console.log(file);
    if (name === 'home') {
      const accept = page.locator('gdpr-consent').getByRole('button', { name: /accepteren/i });
      if (await accept.count()) await accept.first().click();
      await page.waitForTimeout(400);
    }
  }
  await ctx.close();
}
await browser.close();
