import { chromium } from 'playwright-core';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
for (const [w, h, tag] of [[1280, 900, 'desktop'], [375, 800, 'mobile']]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    for (const p of paths) {
      await page.goto(base + p); await page.waitForTimeout(600);
      const name = `/tmp/docs-${p.replace(/\W+/g, '_') || 'index'}-${tag}-${scheme}.png`;
      await page.screenshot({ path: name }); console.log(name);
      const ex = page.locator('.example').first();
      if (await ex.count()) { await ex.scrollIntoViewIfNeeded(); await page.waitForTimeout(400); const n2 = name.replace('.png', '-example.png'); await ex.screenshot({ path: n2 }); console.log(n2); }
    }
    await ctx.close();
  }
}
await browser.close();
