/**
 * <gform-form> against Gravity Forms' own PHP (issue 29), each submission method as Gravity Forms'
 * own front end sends it, the page served through the project's WordPress plugin: the two-page
 * form's validation message on its field, the page change (GF answers a valid "Next" with
 * page_number 2 AND confirmation keys), the confirmation, and what Gravity Forms stored in its own
 * tables (wp_gf_entry, wp_gf_entry_meta), not spam: the server-printed version_hash went along.
 */
import type { Page } from '@playwright/test';
import { FormModel, one } from '../e2e/models/form';
import { expect, sql, test, type WpInfo } from './fixtures';

// CI's time: Gravity Forms on stack 2 (2.10.2) runs on the React build; the lite build runs the whole
// method matrix on stack 1 (2.9.3). What 2.10 changes is on the wire, which both builds share.
test.beforeEach(({ wp, build }) => {
  test.skip(wp.stack === 2 && build === 'lite', 'stack 2 runs Gravity Forms on the React build (the lite build: the whole matrix on stack 1)');
});

type Method = 'ajax' | 'iframe' | 'postback';
const METHODS: Method[] = ['ajax', 'iframe', 'postback'];

/**
 * CI's time: the whole method matrix runs on stack 1 (Gravity Forms 2.9.3) on the React build; stack 2
 * (2.10.2) runs each flow once, with the method where 2.10 differs (ajax: version_hash checked,
 * answers between gf:json markers, upload nonces), and the two-page flow with every method. The lite
 * build on stack 1 runs each flow with that one method too: the transports (the iframe's target, the
 * postback's page load) are the same modules in both builds; what differs is the rendering, which the
 * e2e suite's lite project covers form by form against the reference backend.
 */
function once(wp: WpInfo, build: string, method: Method, on: Method = 'ajax'): void {
  test.skip(wp.stack === 2 && method !== on, `stack 2 runs this flow with ${on} only (the method matrix runs on stack 1)`);
  test.skip(build === 'lite' && method !== on, `the lite build runs this flow with ${on} only (the transports are the react build's modules)`);
}

function formId(wp: WpInfo, key: string): number {
  const forms = (wp.seed as { forms?: Record<string, number> }).forms ?? {};
  const id = forms[key];
  if (!id) throw new Error(`the seed has no form "${key}" (${JSON.stringify(forms)})`);
  return id;
}

/** Clicks a button of the shown page and waits for the answer: a navigation for postback, the lock otherwise. */
async function press(page: Page, form: FormModel, part: 'next-button' | 'submit-button' | 'previous-button' | 'save-button', method: Method): Promise<void> {
  if (method === 'postback') {
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.shown(part).click()]);
    await form.host.locator('.gform').first().waitFor();
  } else {
    await form.shown(part).click();
    // The lock is released by an answer that keeps the form; a confirmation keeps it (the form is done).
    await page.waitForFunction((sel) => {
      const root = document.querySelector(sel)?.shadowRoot;
      return !!root?.querySelector('[part~="confirmation"]') || (!!root?.querySelector('.gform') && !root.querySelector('[data-submitting]'));
    }, form.selector);
  }
}

/** The entry Gravity Forms stored for a visitor of this first name (every test types its own), with its meta. */
const entryOf = (wp: WpInfo, id: number, firstName: string) => entryByMeta(wp, id, '1.3', firstName);

/** A first name no other test types (tests run side by side against one database). */
const visitorName = (testTitle: string, build: string) => `Anna${Buffer.from(`${testTitle}${build}${Date.now()}${Math.random()}`).toString('hex').slice(-10)}`;

for (const method of METHODS) {
  test.describe(`Gravity Forms, ${method}`, () => {
    test(`two pages: the server's message on its field, page 2, the confirmation; GF stores the entry as typed, not spam`, async ({ page, wp, problems, build }, testInfo) => {
      const id = formId(wp, 'bestelling');
      const name = visitorName(testInfo.title + method, build);
      const form = new FormModel(page);
      await form.goto(`/bestelling-${method}/`);
      // The page carries what only PHP can make (printed by the WordPress plugin).
      await expect(form.host).toHaveAttribute('state', /.+/);
      await expect(form.host).toHaveAttribute('version-hash', /^[0-9a-f]{32}$/);

      await form.field('Voornaam').fill(name);
      await form.field('Achternaam').fill('de Vries');
      await form.field('E-mailadres').fill('anna@');
      await form.host.getByLabel('Ophalen in de winkel').check();
      await press(page, form, 'next-button', method);
      // Gravity Forms' own message, on the e-mail field, page 1 kept.
      await expect(form.host.locator('[data-field-id="2"] [part~="field-error"]')).toContainText('The email address entered is invalid');
      expect(await form.currentPage()).toBe(1);
      await expect(form.part('validation-errors')).toBeVisible();

      await form.field('E-mailadres').fill('anna@example.nl');
      await press(page, form, 'next-button', method);
      // The regression of issue 29: a valid Next is a page change, not an (empty) confirmation.
      expect(await form.currentPage()).toBe(2);
      await expect(form.page_(2)).toBeVisible();
      await expect(form.part('confirmation')).toHaveCount(0);

      // Page 2: the required text missing -> GF's message on it.
      await form.host.getByLabel('Aardbei').check();
      await press(page, form, 'submit-button', method);
      await expect(form.host.locator('[data-field-id="7"] [part~="field-error"]')).toContainText('This field is required');
      expect(await form.currentPage()).toBe(2);

      await form.field('Tekst op de taart').fill('Gefeliciteerd Anna');
      await press(page, form, 'submit-button', method);
      await expect(form.part('confirmation')).toContainText(`Bedankt ${name}!`);

      await expect.poll(async () => (await entryOf(wp, id, name)) !== null).toBe(true);
      const stored = (await entryOf(wp, id, name))!;
      expect(stored.entry.status).toBe('active'); // the honeypot is on: a missing or made-up version_hash would be 'spam'
      expect(stored.meta).toMatchObject({ '1.3': name, '1.6': 'de Vries', '2': 'anna@example.nl', '3': 'ophalen', '5': 'aardbei', '7': 'Gefeliciteerd Anna' });
      expect(problems.pageErrors).toEqual([]);
    });
  });
}

test.describe('Gravity Forms, what is sent', () => {
  test('ajax: the submission nonce and the server-printed values go with every submission, field for field', async ({ page, wp }) => {
    const form = new FormModel(page);
    await form.goto('/bestelling-ajax/');
    const id = formId(wp, 'bestelling');
    await form.field('Voornaam').fill('Piet');
    await form.field('Achternaam').fill('Jansen');
    await form.field('E-mailadres').fill('piet@example.nl');
    await form.host.getByLabel('Bezorgen in Utrecht').check();
    await press(page, form, 'next-button', 'ajax');
    const sent = await form.lastSubmission();
    const state = await form.host.getAttribute('state');
    const hash = await form.host.getAttribute('version-hash');
    expect(one(sent, 'action')).toBe('gform_submit_form');
    expect(one(sent, 'gform_ajax_nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(one(sent, `state_${id}`)).toBe(state);
    expect(one(sent, 'version_hash')).toBe(hash);
    expect(one(sent, 'gform_field_values')).toBe('');
    expect(sent[`gform_target_page_number_${id}`]).toEqual(['2']);
    expect(await form.currentPage()).toBe(2);
  });

  test('under automation no version_hash is sent (none is made up): GF stores the entry as spam, the visitor still sees the confirmation', async ({ browser, wp, build }, testInfo) => {
    test.skip(wp.stack !== 2, 'Gravity Forms 2.10 checks version_hash on ajax submissions (2.9 only on postback and iframe)');
    const context = await browser.newContext();
    const page = await context.newPage();
    const { useBuild } = await import('./fixtures');
    await useBuild(page, build);
    const id = formId(wp, 'bestelling');
    const form = new FormModel(page);
    await form.goto('/bestelling-ajax/');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    const name = visitorName(testInfo.title, build);
    await form.field('Voornaam').fill(name);
    await form.field('Achternaam').fill('Robot');
    await form.field('E-mailadres').fill('bot@example.nl');
    await form.host.getByLabel('Ophalen in de winkel').check();
    await press(page, form, 'next-button', 'ajax');
    await form.field('Tekst op de taart').fill('Bliep');
    await press(page, form, 'submit-button', 'ajax');
    expect((await form.lastSubmission()).version_hash).toBeUndefined();
    await expect(form.part('confirmation')).toBeVisible();
    await expect.poll(async () => (await entryOf(wp, id, name)) !== null).toBe(true);
    expect((await entryOf(wp, id, name))!.entry.status).toBe('spam');
    await context.close();
  });
});

/** All of an entry's meta, found by a field's value (every test types its own). */
async function entryByMeta(wp: WpInfo, id: number, key: string, value: string): Promise<{ entry: Record<string, string | null>; meta: Record<string, string> } | null> {
  const safe = value.replace(/[^\w@.-]/g, '');
  const rows = await sql(wp, `SELECT e.id, e.status, e.source_url FROM wp_gf_entry e JOIN wp_gf_entry_meta m ON m.entry_id = e.id WHERE e.form_id = ${id} AND m.meta_key = '${key}' AND m.meta_value = '${safe}' ORDER BY e.id DESC`);
  if (rows.length !== 1) return null;
  const entry = rows[0]!;
  const meta = await sql(wp, `SELECT meta_key, meta_value FROM wp_gf_entry_meta WHERE entry_id = ${Number(entry.id)}`);
  return { entry, meta: Object.fromEntries(meta.map((m) => [m.meta_key!, m.meta_value ?? ''])) };
}

for (const method of METHODS) {
  test.describe(`Gravity Forms, ${method}: confirmations, products and consent`, () => {
    test('a redirect confirmation goes to the page GF names; the entry is stored', async ({ page, wp, build }, testInfo) => {
      once(wp, build, method);
      const id = formId(wp, 'bestelling-redirect');
      const name = visitorName(testInfo.title + method, build);
      const form = new FormModel(page);
      await form.goto(`/bestelling-redirect-${method}/`);
      await form.field('Voornaam').fill(name);
      await form.field('Achternaam').fill('Bakker');
      await form.field('E-mailadres').fill('bakker@voorbeeld.nl');
      await form.host.getByLabel('Bezorgen in Utrecht').check();
      await press(page, form, 'next-button', method);
      expect(await form.currentPage()).toBe(2);
      await form.field('Tekst op de taart').fill('Proficiat');
      await Promise.all([page.waitForURL(/\/bedankt\/?(\?.*)?$/), form.shown('submit-button').click()]);
      await expect(page.locator('body')).toContainText('Bedankt voor je bestelling');
      await expect.poll(async () => (await entryOf(wp, id, name))?.entry.status ?? null).toBe('active');
    });

    test("a product with its quantity, the total and a consent: GF checks them against the page's state_N and stores them", async ({ page, wp, build }, testInfo) => {
      once(wp, build, method, 'postback');
      const id = formId(wp, 'taart');
      const email = `${visitorName(testInfo.title + method, build).toLowerCase()}@voorbeeld.nl`;
      const form = new FormModel(page);
      await form.goto(`/taart-${method}/`);
      await expect(form.host).toHaveAttribute('state', /.+/);
      await form.host.getByLabel(/^Aantal/).fill('2');
      await form.field('E-mailadres').fill(email);
      await form.host.getByLabel('Ik ga akkoord met de leveringsvoorwaarden').check();
      await expect(form.part('total').first()).toContainText('37,00');
      await press(page, form, 'submit-button', method);
      await expect(form.part('confirmation')).toContainText('Bedankt voor je bestelling van 2 taart(en)');
      await expect.poll(async () => (await entryByMeta(wp, id, '2', email))?.entry.status ?? null).toBe('active');
      const stored = (await entryByMeta(wp, id, '2', email))!;
      expect(stored.meta).toMatchObject({ '1.1': 'Slagroomtaart', '1.3': '2', '3': '37', '4.1': '1' });
      expect(stored.meta['1.2']).toMatch(/18,50/);
    });
  });
}

test.describe('Gravity Forms without JavaScript', () => {
  test("the page prints GF's own form inside <gform-form>: with JavaScript off it posts to the page and GF stores the entry; with it on, one copy of the fields", async ({ browser, page, wp, build }, testInfo) => {
    test.skip(build === 'lite', 'the printed markup is the same PHP for both builds; the React build checks the tag side');
    const id = formId(wp, 'taart');
    const email = `${visitorName(testInfo.title, build).toLowerCase()}@voorbeeld.nl`;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: wp.baseUrl });
    try {
      const plain = await context.newPage();
      await plain.goto('/taart-ajax/'); // the ajax page: without JavaScript GF's iframe target is gone, so it posts to the page
      const printed = plain.locator('gform-form [data-se-fallback]');
      await expect(printed.locator('form')).toHaveCount(1);
      await expect(printed.locator('script')).toHaveCount(0);
      // GF's own markup and names (its quantity label is 'Quantity' and hidden from assistive technology).
      await printed.locator('input[name="input_1.3"]').fill('2');
      await printed.getByLabel(/^E-mailadres/).fill(email);
      await printed.getByLabel('Ik ga akkoord met de leveringsvoorwaarden').check();
      await Promise.all([plain.waitForNavigation({ waitUntil: 'load' }), printed.getByRole('button', { name: 'Bestellen' }).click()]);
      // As Gravity Forms' own form without JavaScript: its honeypot's version check needs the script, so GF
      // stores the entry as spam and shows its generic confirmation (this form's honeypotAction is 'spam').
      await expect(plain.locator('gform-form [data-se-fallback]')).toContainText('Thanks for contacting us!');
      await expect.poll(async () => (await entryByMeta(wp, id, '2', email))?.entry.status ?? null).toBe('spam');
      const stored = (await entryByMeta(wp, id, '2', email))!;
      expect(stored.meta).toMatchObject({ '1.1': 'Slagroomtaart', '1.3': '2', '3': '37', '4.1': '1' });
    } finally {
      await context.close();
    }
    // With JavaScript the tag draws the form and takes the printed one out.
    const form = new FormModel(page);
    await form.goto('/taart-ajax/');
    await expect(form.part('form')).toBeVisible();
    await expect(page.locator('gform-form [data-se-fallback]')).toHaveCount(0);
    // document.querySelectorAll does not look into shadow roots: the page's own tree holds no copy of GF's form.
    expect(await page.evaluate(() => document.querySelectorAll('[id^="gform_"], [name^="input_"]').length), 'no light-DOM copy of GF\'s form left').toBe(0);
  });
});

test.describe('Gravity Forms: a tampered state', () => {
  test("postback with a state_N that does not sign the product's price -> GF refuses it on the product field", async ({ page, wp }) => {
    test.skip(wp.stack === 2, 'runs on stack 1');
    const form = new FormModel(page);
    await form.goto('/taart-postback/');
    // Another form's state (form 1's) in place of form 3's: GF's state check fails for the product.
    await form.host.evaluate((el) => el.setAttribute('state', 'WyJbXSIsIjAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwIl0='));
    await form.host.getByLabel(/^Aantal/).fill('1');
    await form.field('E-mailadres').fill('state@voorbeeld.nl');
    await form.host.getByLabel('Ik ga akkoord met de leveringsvoorwaarden').check();
    await press(page, form, 'submit-button', 'postback');
    await expect(form.part('confirmation')).toHaveCount(0);
    await expect(form.host.locator('[data-field-id="1"] [part~="field-error"]')).toBeVisible();
    expect(await entryByMeta(wp, formId(wp, 'taart'), '2', 'state@voorbeeld.nl')).toBeNull();
  });
});

for (const method of METHODS) {
  test.describe(`Gravity Forms, ${method}: save and continue`, () => {
    test("save stores GF's own draft; its return link opens the form on the page with the values", async ({ page, wp, build }, testInfo) => {
      once(wp, build, method);
      const id = formId(wp, 'bestelling');
      const name = visitorName(testInfo.title + method, build);
      const form = new FormModel(page);
      await form.goto(`/bestelling-${method}/`);
      await form.field('Voornaam').fill(name);
      await form.field('Achternaam').fill('Later');
      await press(page, form, 'save-button', method);
      const link = form.part('resume-link');
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const token = new URL(href).searchParams.get('gf_token');
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      const draft = await sql(wp, `SELECT form_id, submission FROM wp_gf_draft_submissions WHERE uuid = '${token}'`);
      expect(draft).toHaveLength(1);
      expect(Number(draft[0]!.form_id)).toBe(id);
      expect(draft[0]!.submission).toContain(name);

      const back = new FormModel(page);
      await back.goto(href);
      await expect(back.field('Voornaam')).toHaveValue(name);
      await expect(back.field('Achternaam')).toHaveValue('Later');
    });
  });
}

for (const method of ['ajax', 'iframe', 'postback'] as const) {
  test(`Gravity Forms, ${method}: uploads through GF's own upload endpoint; the entry keeps both files`, async ({ page, wp, build }, testInfo) => {
    once(wp, build, method);
    const id = formId(wp, 'uploads');
    const name = visitorName(testInfo.title + method, build);
    const form = new FormModel(page);
    await form.goto(`/uploads-${method}/`);
    await form.field('Naam').fill(name);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await form.host.locator('input[type="file"][name="input_1"]').setInputFiles({ name: 'taart.png', mimeType: 'image/png', buffer: png });
    const uploaded = page.waitForResponse((r) => r.url().includes('gf_page=') && r.request().method() === 'POST');
    await form.host.locator('[data-field-id="2"] input[type="file"]').setInputFiles({ name: 'inspiratie.png', mimeType: 'image/png', buffer: png });
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('"status":"ok"');
    await expect(form.host.locator('[data-field-id="2"]')).toContainText('inspiratie.png');
    await press(page, form, 'submit-button', method);
    await expect(form.part('confirmation')).toContainText(`Bedankt ${name}`);
    await expect.poll(async () => (await entryByMeta(wp, id, '3', name))?.entry.status ?? null).toBe('active');
    const stored = (await entryByMeta(wp, id, '3', name))!;
    expect(stored.meta['1']).toMatch(/\/gravity_forms\/.+\/taart\d*\.png$/);
    expect(stored.meta['2']).toMatch(/inspiratie\d*\.png/);
  });
}

test.describe('Gravity Forms: a page from a cache', () => {
  test('nonces printed long ago (dead) are refreshed with one GET of the plugin\'s route before the submission; GF accepts it', async ({ page, wp }) => {
    test.skip(wp.stack === 2, 'runs on stack 1');
    // The page as a cache would serve it a day later: the same HTML, its nonces dead.
    await page.route(/\/bestelling-ajax\/$/, async (route) => {
      const res = await route.fetch();
      const html = (await res.text())
        .replace(/"gformNonce":"[0-9a-f]+"/, '"gformNonce":"0000000000"')
        .replace(/"noncesTime":\d+/, `"noncesTime":${Math.floor(Date.now() / 1000) - 86_400}`);
      await route.fulfill({ response: res, body: html });
    });
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('site-elements/v1/nonces')) refreshes.push(r.method());
    });
    const form = new FormModel(page);
    await form.goto('/bestelling-ajax/');
    await form.field('Voornaam').fill('Cache');
    await form.field('Achternaam').fill('Pagina');
    await form.field('E-mailadres').fill('cache@voorbeeld.nl');
    await form.host.getByLabel('Ophalen in de winkel').check();
    await press(page, form, 'next-button', 'ajax');
    expect(await form.currentPage()).toBe(2); // GF verified the fresh nonce ("Your session has expired" otherwise)
    expect(one(await form.lastSubmission(), 'gform_ajax_nonce')).not.toBe('0000000000');
    await form.field('Tekst op de taart').fill('Vers');
    await press(page, form, 'submit-button', 'ajax');
    await expect(form.part('confirmation')).toContainText('Bedankt Cache!');
    expect(refreshes).toEqual(['GET']); // once per page
  });
});
