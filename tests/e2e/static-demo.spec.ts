/**
 * The static demo (`npm run build:demo`, scripts/build-demo.mjs): site/ served by a plain static
 * file server, no reference backend. Every demo page opens with the one-line offline notice and
 * no other console error; the calls are answered in the browser (demo/static/offline.ts), so
 * consent is given, a form pages on with the server's validation and a pop-up opens. The site
 * holds both builds, but its pages load the default one: the react project runs this only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OFFLINE_NOTICE } from '../../demo/static/notice';
import { LEAD_ROUTE } from '../../src/core/lead/constants';
import { expect, test } from './fixtures';
import { FormModel } from './models/form';
import { PopupDemo } from './models/popup';
import { serveFolder, type StaticServer } from './static-server';

const PAGES = readdirSync('demo').filter((f) => f.endsWith('.html'));
let tmp = '';
let server: StaticServer | undefined;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'se-site-'));
  execFileSync(process.execPath, ['scripts/build-demo.mjs', '--outdir', tmp, '--dist', process.env.SE_DIST_DIR!], { stdio: 'pipe' });
  // Served under a sub-path, as GitHub Pages serves a project site.
  server = await serveFolder(path.dirname(tmp));
  base = `${server.base}/${path.basename(tmp)}`;
});

test.afterAll(async () => {
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('every demo page opens from a plain static server with the offline notice and no console error', async ({ page, problems }) => {
  test.slow();
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  expect(PAGES.length).toBeGreaterThan(10);
  const errors: string[] = [];
  for (const name of PAGES) {
    await page.goto(`${base}/${name}`);
    await expect(page.locator('.static-demo-notice'), name).toHaveText(OFFLINE_NOTICE);
    await page.waitForLoadState('networkidle');
    errors.push(...problems.consoleErrors.splice(0).map((e) => `${name}: ${e}`), ...problems.pageErrors.splice(0).map((e) => `${name}: ${e}`));
  }
  expect(errors).toEqual([]);
  expect(failed).toEqual([]);
});

test('without a backend: consent is given, a form pages on with server validation (ajax and postback), a lead is recorded, a pop-up opens', async ({ page, problems }) => {
  await page.goto(`${base}/gdpr-consent.html`);
  const consent = page.locator('gdpr-consent');
  await consent.locator('[part~="accept-button"]').click();
  await expect(consent.locator('[part~="banner"]')).toBeHidden();
  // The in-browser backend set the plugin's cookies, as the server's Set-Cookie does.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['ct-ultimate-gdpr-cookie', 'ct-ultimate-gdpr-cookie-level']));

  const form = new FormModel(page);
  await form.goto(`${base}/gform-form.html`);
  await form.field('E-mailadres').fill('sanne@');
  await form.next();
  // Checked by the reference backend's own validation, running in the page.
  expect(await form.currentPage()).toBe(1);
  await expect(form.host.locator('#validation_message_1_2')).toHaveText('Vul een geldig e-mailadres in.');
  await form.fillPage1();
  await form.next();
  expect(await form.currentPage()).toBe(2);
  // Postback: a real form POST, which a static server refuses; the page answers it and navigates.
  await form.goto(`${base}/gform-postback.html`);
  await form.fillPage1();
  await form.shown('next-button').click();
  await expect(form.host.locator('.gform')).toHaveAttribute('data-current-page', '2');
  expect(page.url()).toBe(`${base}/gform-postback.html`);

  // The SEOAIC record calls too: a lead created in the page is recorded by the page's backend, whose
  // list answers an administrator only, as the real backend's (the static demo has none: 401).
  await page.goto(`${base}/seoaic-lead-form.html`);
  const leads = await page.evaluate(async (route) => {
    const headers = { 'Content-Type': 'application/json' };
    const body = JSON.stringify({ title: 'Proef', url: location.href, status: 'initiated', lead_data: [] });
    const created = await (await fetch(`/wp-json/${route}`, { method: 'POST', headers, body })).json();
    const list = await fetch(`/wp-json/${route}`);
    return { created, listed: { status: list.status, body: await list.json() } };
  }, LEAD_ROUTE);
  expect(leads.created).toMatchObject({ success: true, data: { id: 1 } });
  expect(leads.listed).toEqual({ status: 401, body: { success: false, data: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' } } });

  const popup = new PopupDemo(page);
  await page.goto(`${base}/ays-popup.html`);
  await popup.closeWelcome();
  await popup.openButton('image').click();
  await popup.expectOpen('image');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
