import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const w of [375, 800]) {
  const page = await browser.newPage({ viewport: { width: w, height: 300 } });
  await page.goto('http://127.0.0.1:8734/index.html');
  await page.locator('wc-mini-cart [part~=toggle]').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/header-${w}.png` });
}
await browser.close();
