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

type Method = 'ajax' | 'iframe' | 'postback';
const METHODS: Method[] = ['ajax', 'iframe', 'postback'];

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
async function entryOf(wp: WpInfo, id: number, firstName: string): Promise<{ entry: Record<string, string | null>; meta: Record<string, string> } | null> {
  const safe = firstName.replace(/[^\w-]/g, '');
  const rows = await sql(wp, `SELECT e.id, e.status, e.source_url FROM wp_gf_entry e JOIN wp_gf_entry_meta m ON m.entry_id = e.id WHERE e.form_id = ${id} AND m.meta_key = '1.3' AND m.meta_value = '${safe}' ORDER BY e.id DESC`);
  if (rows.length !== 1) return null;
  const entry = rows[0]!;
  const meta = await sql(wp, `SELECT meta_key, meta_value FROM wp_gf_entry_meta WHERE entry_id = ${Number(entry.id)}`);
  return { entry, meta: Object.fromEntries(meta.map((m) => [m.meta_key!, m.meta_value ?? ''])) };
}

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
