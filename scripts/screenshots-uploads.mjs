// Screenshots of <gform-form> upload fields (demo/gform-upload.html, form 5), desktop 1280x800 and
// mobile 375x740, into docs/screenshots/forms-upload-*.png: mid-upload (one file uploading with its
// progress bar, one queued, refused files listed), the submit refused while uploading, and all
// files in with the maximum reached. Upload requests are held by the script so the states stand
// still. Builds into a private folder and runs its own backend.   node scripts/screenshots-uploads.mjs [--no-build]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { clipShot } from './clip-shot.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs/screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-uploads', { build: !process.argv.includes('--no-build') });
const browser = await chromium.launch(launchOptions);
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const form = (page) => page.locator('gform-form');
const field = (page) => form(page).locator('[data-field-id="3"]');

/** A file of `size` pseudo-random bytes. */
const file = (name, size, mimeType) => ({ name, mimeType, buffer: Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251)) });

async function shot(page, name) {
  await page.waitForTimeout(300);
  await clipShot(page, form(page), path.join(outDir, `forms-upload-${name}.png`));
}

async function pick(page, files) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), field(page).locator('[part~="upload-dropzone"]').click()]);
  await chooser.setFiles(files);
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  const suffix = vpName === 'desktop' ? '' : '-mobile';
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'nl-NL' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  // The first two chunks go through; the rest wait until the script lets them.
  let release;
  const gate = new Promise((r) => (release = r));
  let seen = 0;
  await page.route('**/?gf_page=gf_upload', async (route) => {
    if (++seen > 2) await gate;
    await route.continue();
  });
  await page.goto(`${server.base}/gform-upload.html`);
  await form(page).locator('[part~="form"]').waitFor();
  await form(page).getByRole('textbox', { name: 'Naam' }).fill('Sanne de Vries');
  await form(page).getByRole('textbox', { name: 'E-mailadres' }).fill('sanne@example.nl');
  await pick(page, [file('bruidstaart-ontwerp.pdf', 4 * 1024 * 1024 + 5000, 'application/pdf'), file('schets-voorkant.png', 300_000, 'image/png'), file('macro.exe', 100, 'application/octet-stream')]);
  await field(page).locator('[part~="upload-file"][data-status="uploading"] progress[value]:not([value="0"])').waitFor();
  await shot(page, `uploading${suffix}`);
  await form(page).locator('[part~="submit-button"]').click();
  await form(page).locator('[part~="upload-alert"]').waitFor();
  if (vpName === 'desktop') await shot(page, 'submit-held');
  release();
  await field(page).locator('[part~="upload-file"][data-status="completed"]').nth(1).waitFor({ timeout: 60_000 });
  await pick(page, [file('taart-zijkant.jpg', 180_000, 'image/jpeg'), file('nog-een.jpg', 1000, 'image/jpeg')]);
  await field(page).locator('[part~="upload-file"][data-status="completed"]').nth(2).waitFor({ timeout: 60_000 });
  await shot(page, `complete${suffix}`);
  await context.close();
}

await browser.close();
await server.close();
