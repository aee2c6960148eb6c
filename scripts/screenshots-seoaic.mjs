// Screenshots of <seoaic-lead-form> and <interactive-article> as a visitor sees them, desktop
// (1280x800) and mobile (375x740): the lead form's steps (choices, a multi step, the contact step
// with validity messages, finished, closed, floating) and the article's blocks.
//   node scripts/screenshots-seoaic.mjs            -> docs/screenshots/lead-*.png, article-*.png
// Builds into .cache/shots-seoaic and serves it with the reference backend on an in-memory database.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-seoaic');
const { base } = server;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];

async function shot(page, target, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
  const file = path.join(outDir, `${name}.png`);
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file });
  written.push(file);
}

async function open(vpName, url, { floating = false } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORTS[vpName], reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${vpName} pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && problems.push(`${vpName} console: ${m.text()}`));
  if (floating) {
    // The same form as a floating chat card: the demo page with "floating": true in its config.
    await page.route('**/seoaic-lead-form.html', async (route) => {
      const res = await route.fetch();
      route.fulfill({ response: res, body: (await res.text()).replace('"redirectUrl"', '"floating": true, "redirectUrl"') });
    });
  }
  await page.clock.install();
  await page.goto(`${base}${url}`);
  return { context, page };
}

for (const vpName of Object.keys(VIEWPORTS)) {
  const desktop = vpName === 'desktop';
  // ---- lead form -------------------------------------------------------------------------------
  {
    const { context, page } = await open(vpName, '/seoaic-lead-form.html');
    const host = page.locator('seoaic-lead-form');
    const area = desktop ? page.locator('.seoaic-demo') : null;
    // On a phone the whole viewport is shot: bring the bottom of the form into it first.
    const bottom = () => (desktop ? undefined : host.locator('[part~="panel"]').evaluate((e) => e.scrollIntoView({ block: 'end' })));
    await page.locator('seoaic-lead-form[data-step="1"]').waitFor({ state: 'attached' });
    await page.clock.fastForward(2000);
    await page.locator('seoaic-lead-form[data-step="2"]').waitFor({ state: 'attached' });
    await host.scrollIntoViewIfNeeded();
    await shot(page, area, `lead-choices-${vpName}`);
    await host.locator('[part~="answer-button"]', { hasText: 'Verjaardag' }).click();
    await host.locator('[part~="answer-button"]', { hasText: '10 tot 12' }).click();
    await page.locator('seoaic-lead-form[data-step="4"]').waitFor({ state: 'attached' });
    for (const t of ['Chocolade', 'Aardbei']) await host.locator('[part~="answer-option"]', { hasText: t }).locator('input').check();
    await bottom();
    await shot(page, area, `lead-multi-${vpName}`);
    await host.locator('[part~="next-button"]').last().click();
    await host.locator('[part~="input"]').last().fill('Gefeliciteerd Sanne!');
    await host.locator('[part~="next-button"]').last().click();
    await page.locator('seoaic-lead-form[data-step="6"]').waitFor({ state: 'attached' });
    await host.locator('input[name="naam"]').fill('Sanne de Vries');
    await host.locator('input[name="e_mailadres"]').fill('sanne@');
    await host.locator('[part~="next-button"]').last().click();
    await host.locator('[part~="field-error"]').first().waitFor();
    await page.mouse.click(5, 5); // the browser's own bubble is not part of the page: close it
    await bottom();
    await shot(page, area, `lead-contact-invalid-${vpName}`);
    await host.locator('input[name="e_mailadres"]').fill('sanne@example.nl');
    await host.locator('select').selectOption('Zeist');
    await host.locator('[part~="next-button"]').last().click();
    await page.locator('seoaic-lead-form[data-finished]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => !localStorage.getItem('se-outbox-seoaic-lead-form')?.includes('"ops":[{'));
    await page.locator('.seoaic-record').first().waitFor().catch(() => undefined);
    await page.clock.fastForward(1600); // the demo panel refreshes
    await page.locator('.seoaic-record__status--captured').first().waitFor({ timeout: 5000 }).catch(() => problems.push('panel did not show the captured lead'));
    await bottom();
    await shot(page, area, `lead-finished-${vpName}`);
    await host.locator('[part~="close-button"]').click();
    await shot(page, desktop ? area : null, `lead-closed-${vpName}`);
    await context.close();
  }
  {
    const { context, page } = await open(vpName, '/seoaic-lead-form.html', { floating: true });
    await page.locator('seoaic-lead-form[data-step="1"]').waitFor({ state: 'attached' });
    await page.clock.fastForward(2000);
    await page.locator('seoaic-lead-form[data-step="2"]').waitFor({ state: 'attached' });
    await shot(page, null, `lead-floating-${vpName}`);
    await context.close();
  }
  // ---- interactive article ---------------------------------------------------------------------
  {
    const { context, page } = await open(vpName, '/interactive-article.html');
    const host = page.locator('interactive-article');
    const target = desktop ? page.locator('.seoaic-demo') : null;
    await page.locator('interactive-article[data-block="smaak"]').waitFor({ state: 'attached' });
    await host.scrollIntoViewIfNeeded();
    await shot(page, target, `article-first-${vpName}`);
    await host.locator('[part~="answer-button"]', { hasText: 'Rijke chocoladetaart' }).click();
    await page.locator('interactive-article[data-block="extra"]').waitFor({ state: 'attached' });
    for (const t of ['Naam op de taart', 'Verse bloemen']) await host.locator('[part~="answer-option"]', { hasText: t }).locator('input').check();
    await shot(page, target, `article-second-${vpName}`);
    await host.locator('[part~="next-button"]').first().click();
    await page.locator('interactive-article[data-block="herinnering"]').waitFor({ state: 'attached' });
    await host.locator('[part~="input"]').fill('De appeltaart van oma, elke zondag');
    await host.locator('[part~="next-button"]').last().click();
    await page.locator('interactive-article[data-finished]').waitFor({ state: 'attached' });
    await page.clock.fastForward(1600);
    await page.locator('.seoaic-record').first().waitFor({ timeout: 5000 }).catch(() => problems.push('panel did not show the stats'));
    await shot(page, target, `article-finished-${vpName}`);
    await context.close();
  }
}

await browser.close();
await server.close();
console.log(written.map((f) => path.relative(process.cwd(), f)).join('\n'));
if (problems.length) {
  console.error(`problems:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
