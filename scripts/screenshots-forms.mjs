// Screenshots of <gform-form> in each state, desktop 1280x800 and mobile 375x740, into
// docs/screenshots/forms-*.png. Builds into a private folder and runs its own backend.
//   node scripts/screenshots-forms.mjs [--no-build]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs/screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-forms', { build: !process.argv.includes('--no-build') });
const { base } = server;
const browser = await chromium.launch(launchOptions);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const form = (page) => page.locator('gform-form');
const part = (page, name) => form(page).locator(`[part~="${name}"]`);

async function open(viewport, url = '/gform-form.html') {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  // A fixed day so the date picker looks the same in every run.
  await page.clock.install({ time: new Date('2026-03-11T10:00:00+01:00') });
  await page.goto(base + url);
  await part(page, 'form').waitFor();
  return { page, context };
}

/** Screenshot of the form element only (with a margin of the page around it). */
async function shot(page, name) {
  await page.waitForTimeout(150);
  // The form's box in page coordinates, grown to include an open date picker.
  const box = await form(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const picker = el.shadowRoot.querySelector('[part~="date-picker"]')?.getBoundingClientRect();
    const bottom = Math.max(r.bottom, picker ? picker.bottom : 0);
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: bottom - r.top };
  });
  const vp = page.viewportSize();
  const pad = vp.width < 500 ? 8 : 24;
  const x = Math.max(0, box.x - pad);
  await page.screenshot({
    path: path.join(outDir, `forms-${name}.png`),
    clip: { x, y: Math.max(0, box.y - pad), width: Math.min(vp.width - x, box.width + 2 * pad), height: box.height + 2 * pad },
    fullPage: true,
  });
  console.log(`docs/screenshots/forms-${name}.png`);
}

async function fillPage1(page) {
  await form(page).getByLabel('Voornaam').fill('Sanne');
  await form(page).getByLabel('Achternaam').fill('de Vries');
  await form(page).getByLabel('E-mailadres').fill('sanne@example.nl');
  await form(page).getByLabel('Telefoonnummer').fill('06 12345678');
  await form(page).getByLabel('Straat en huisnummer').fill('Bakkersstraat 12');
  await form(page).getByLabel('Plaats').fill('Utrecht');
  await form(page).getByLabel('Postcode').fill('3511 AB');
  await form(page).getByLabel('Land').selectOption({ label: 'Nederland' });
}

async function next(page) {
  await part(page, 'next-button').locator('visible=true').click();
  await page.waitForFunction(() => !document.querySelector('gform-form')?.shadowRoot?.querySelector('[data-submitting]'));
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  const suffix = vpName === 'desktop' ? '' : '-mobile';

  // 1. Page 1 as it loads.
  {
    const { page, context } = await open(viewport);
    await shot(page, `page1${suffix}`);
    // 2. Next with required fields empty: server validation messages.
    await part(page, 'next-button').locator('visible=true').click();
    await part(page, 'validation-errors').waitFor({ state: 'visible' });
    await shot(page, `validation${suffix}`);
    // 3. Page 2 with the date picker open.
    await fillPage1(page);
    await next(page);
    await form(page).getByLabel('Soort taart').selectOption('chocoladetaart');
    await form(page).getByLabel('Slagroom').check();
    await form(page).getByRole('button', { name: 'Kies een datum' }).click();
    await part(page, 'date-picker').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await shot(page, `datepicker${suffix}`);
    await page.keyboard.press('Enter');
    await shot(page, `page2${suffix}`);
    // 4. Page 3.
    await next(page);
    await form(page).getByLabel('Opmerkingen').fill('Graag "Gefeliciteerd Oma!" op de taart.');
    await shot(page, `page3${suffix}`);
    // 5. The error banner when the server fails.
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: { code: 'db', message: 'De server kon je bestelling nu niet opslaan. Probeer het over een paar minuten opnieuw.' } }) }));
    await form(page).getByLabel('Ik ga akkoord met de voorwaarden').check();
    await part(page, 'submit-button').click();
    await part(page, 'error-banner').waitFor();
    await shot(page, `error-banner${suffix}`);
    // 6. The confirmation.
    await page.unroute('**/wp-admin/admin-ajax.php');
    await part(page, 'submit-button').click();
    await part(page, 'confirmation').waitFor();
    await shot(page, `confirmation${suffix}`);
    await context.close();
  }

  // 7. Save and continue later.
  {
    const { page, context } = await open(viewport);
    await form(page).getByLabel('Voornaam').fill('Sanne');
    await part(page, 'save-button').locator('visible=true').click();
    await part(page, 'saved-message').waitFor();
    await shot(page, `saved${suffix}`);
    await context.close();
  }
}

await browser.close();
await server.close();
