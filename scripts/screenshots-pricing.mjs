// Screenshots of <gform-form> with pricing fields (demo/gform-pricing.html, form 4), desktop 1280x800
// and mobile 375x740, into docs/screenshots/forms-pricing-*.png. Builds into a private folder and runs
// its own backend.   node scripts/screenshots-pricing.mjs [--no-build]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { clipShot } from './clip-shot.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs/screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-pricing', { build: !process.argv.includes('--no-build') });
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const form = (page) => page.locator('gform-form');
const part = (page, name) => form(page).locator(`[part~="${name}"]`);

async function shot(page, name) {
  await page.waitForTimeout(400); // past the formula (345 ms) and total (50 ms) delays
  await clipShot(page, form(page), path.join(outDir, `forms-pricing-${name}.png`));
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  const suffix = vpName === 'desktop' ? '' : '-mobile';
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'nl-NL' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(`${server.base}/gform-pricing.html`);
  await part(page, 'total').waitFor();
  if (vpName === 'desktop') await shot(page, 'empty');
  // An order: pies with candles, a big cream cake with mocha, a birthday cake for 12, delivery.
  await form(page).getByRole('textbox', { name: 'Naam', exact: true }).fill('Sanne de Vries');
  await form(page).getByRole('textbox', { name: 'E-mailadres' }).fill('sanne@example.nl');
  await form(page).getByRole('spinbutton', { name: 'Aantal Appeltaart' }).fill('2');
  await form(page).getByRole('checkbox', { name: /^Kaarsjes/ }).check();
  await form(page).getByRole('combobox', { name: 'Slagroomtaart' }).selectOption({ value: 'Groot (16 personen)|39.5' });
  await form(page).getByRole('radio', { name: /^Mokka/ }).check();
  await form(page).getByRole('textbox', { name: 'Aantal personen voor de verjaardagstaart' }).fill('12');
  await form(page).getByRole('textbox', { name: 'Fooi voor de bakker' }).fill('2,5');
  await form(page).getByRole('textbox', { name: 'Fooi voor de bakker' }).blur();
  await form(page).getByRole('combobox', { name: 'Bezorgen' }).selectOption({ value: 'Utrecht|4.95' });
  await shot(page, `order${suffix}`);
  await part(page, 'submit-button').click();
  await part(page, 'confirmation').waitFor();
  if (vpName === 'desktop') await shot(page, 'confirmation');
  await context.close();
}

await browser.close();
await server.close();
