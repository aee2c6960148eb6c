/**
 * The admin area (/beheer/, issue 44) in the browser, react project only: server-rendered pages
 * whose only script is the loader with <header-menu> for the menu (a light element: no React or
 * preact, so both builds would run the same bytes); on a phone the menu is its "Menu" toggle.
 * An administrator made by the command (`npm run admin -- create`, the password on standard input)
 * logs in with the keyboard, moves a guest's order to completed, downloads the orders CSV (its
 * formula cell prefixed), erases a person (their order anonymised, kept); a customer's session is
 * refused on every admin page; axe finds nothing on any admin page. Detail is in
 * tests/backend/admin.test.ts (both engines).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { SECTIONS } from '../../demo/server/admin/render';
import { DEMO_CUSTOMER } from '../../demo/server/storage/accounts';
import { axe, expect, test } from './fixtures';

const tag = randomBytes(4).toString('hex');
const ADMIN = { email: `e2e-beheer-${tag}@bakkerij.test`, password: `Beheer-${randomBytes(9).toString('base64url')}` };
const PERSON = { first: `=HYPERLINK("http://x/${tag}")`, last: `Kaal-${tag}`, email: `kaal-${tag}@example.test` };

test.skip(({ build }) => build === 'lite', 'the admin area has no React or preact: the same bytes on both builds, run on react');

/** A guest's order through the Store API (the nonce from the first refusal, as the client does). */
async function placeOrder(baseURL: string): Promise<number> {
  const req: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    let nonce = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await req.post('/wp-json/wc/store/v1/cart/add-item', { data: { id: 102, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
      nonce = res.headers().nonce ?? nonce;
      if (res.ok()) break;
    }
    const address = { first_name: PERSON.first, last_name: PERSON.last, company: '', address_1: 'Lindenlaan 8', address_2: '', city: 'Bunnik', state: '', postcode: '3981 CD', country: 'NL', email: PERSON.email, phone: '0612345678' };
    const res = await req.post('/wp-json/wc/store/v1/checkout', { data: { billing_address: address, shipping_address: address, payment_method: 'cod' }, headers: { Nonce: nonce } });
    expect(res.status(), await res.text()).toBe(200);
    return Number((await res.json()).order_id);
  } finally {
    await req.dispose();
  }
}

/** Every admin page of the menu plus the order's page. */
const pages = (orderId: number) => [...SECTIONS.map((s) => `/beheer/${s.slug}`), `/beheer/bestellingen/${orderId}/`];

async function noAxeFindings(page: Page, url: string) {
  expect(await axe(page), url).toEqual([]);
}

test('the admin made by the command logs in, completes an order, exports CSV, erases a person; axe clean on every page', async ({ page, baseURL, db, problems }) => {
  test.setTimeout(120_000);
  // The command, as the site's owner runs it on the server (the password on standard input).
  const made = spawnSync(process.execPath, ['scripts/admin.mjs', 'create', ADMIN.email], {
    input: `${ADMIN.password}\n`,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: process.env.SE_DB_PATH!, DATA_DIR: process.env.SE_DATA_DIR!, DATABASE_URL: '' },
    timeout: 60_000,
  });
  expect(made.stderr).toBe('');
  expect(made.stdout).toContain(`created administrator ${ADMIN.email}`);
  const orderId = await placeOrder(baseURL!);

  await page.context().clearCookies();
  // Logged out: every admin page sends to the login.
  await page.goto('/beheer/bestellingen/');
  await expect(page).toHaveURL(/\/beheer\/inloggen\/\?redirect_to=%2Fbeheer%2Fbestellingen%2F$/);
  await noAxeFindings(page, 'login');
  // Keyboard only: the skip link first, then the fields, Enter submits.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
  await page.getByLabel('E-mailadres').focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wachtwoord')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/beheer\/bestellingen\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();

  // The order: found by its name, opened, moved to completed.
  await page.getByLabel('Zoek op nummer, naam of e-mailadres').fill(PERSON.last);
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page.getByText('1 resultaat')).toBeVisible();
  await page.getByRole('link', { name: `Bestelling #${orderId} bekijken` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Bestelling #${orderId}`);
  await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('Lindenlaan 8');
  await page.getByLabel('Nieuwe status').selectOption('completed');
  await page.getByLabel('Nieuwe status').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Status wijzigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Status gewijzigd in Afgerond.');
  expect((db.prepare('SELECT status FROM shop_orders WHERE id = ?').get(orderId) as { status: string }).status).toBe('completed');

  // The CSV of the filtered list: downloaded, read, the formula cell prefixed.
  await page.goto(`/beheer/bestellingen/?s=${encodeURIComponent(PERSON.last)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporteren als CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bestellingen-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Nummer,Datum,Naam,E-mailadres,Status,Betaling,Totaal');
  expect(lines[1]).toContain(`${orderId},`);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://x/${tag}"") ${PERSON.last}"`);
  expect(lines[1]).toContain(',Afgerond,');

  // The person erased: the order kept, its personal fields anonymised.
  await page.goto('/beheer/persoonsgegevens/');
  const erase = page.getByRole('region', { name: 'Gegevens wissen' });
  await erase.getByLabel('E-mailadres').fill(PERSON.email);
  await erase.getByLabel('Ik begrijp dat dit niet ongedaan kan worden gemaakt').check();
  await erase.getByRole('button', { name: 'Gegevens wissen' }).click();
  await expect(page.getByRole('status')).toContainText('Gewist: 1 bestelling geanonimiseerd');
  const row = db.prepare('SELECT billing, status FROM shop_orders WHERE id = ?').get(orderId) as { billing: string; status: string };
  expect(JSON.parse(row.billing)).toMatchObject({ first_name: '[verwijderd]', last_name: '[verwijderd]', email: 'deleted@site.invalid', address_1: '[verwijderd]' });
  expect(row.status).toBe('completed');
  await page.goto(`/beheer/bestellingen/?s=${encodeURIComponent(PERSON.last)}`);
  await expect(page.getByText('0 resultaten')).toBeVisible();

  // Axe on every admin page (the lists, the order, the forms).
  for (const url of pages(orderId)) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await noAxeFindings(page, url);
  }

  // The menu is the project's own <header-menu>: on a phone a "Menu" toggle, the list folded until
  // it is opened (by keyboard here), the current page marked, axe clean open.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/beheer/bestellingen/');
  const menu = page.locator('header-menu.adm-nav');
  const toggle = menu.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Leads' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
  await noAxeFindings(page, 'the phone menu, open');
  await menu.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/beheer\/leads\/$/);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test("a customer's session is refused (403) on every admin page", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/mijn-account/');
  const login = page.locator('form.woocommerce-form-login');
  await login.getByRole('textbox', { name: /E-mailadres/ }).fill(DEMO_CUSTOMER.email);
  await login.getByLabel(/^Wachtwoord/).fill(DEMO_CUSTOMER.password);
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Hallo Sanne')).toBeVisible();
  for (const url of [...pages(1), '/beheer/bestellingen/?export=csv', '/beheer/inzendingen/1/', '/beheer/bestand/?entry=1&file=x']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' }), url).toBeVisible();
  }
  await noAxeFindings(page, '403');
});
