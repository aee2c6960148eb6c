/**
 * <eb-form> against the reference backend (both builds): the bakery's two-step contact form sent
 * with values the server refuses on a radio and a checkbox (shown on those fields, back on the
 * step that holds the first), then accepted and stored; the popup and redirect actions.
 * Behaviour detail is in tests/browser/eb-form.test.ts.
 */
import { axe, expect, test } from './fixtures';

test.describe('<eb-form> with the reference backend', () => {
  test('two steps: server errors on a radio and a checkbox shown on those fields, then stored', async ({ page, problems, db }) => {
    await page.goto('/eb-form.html');
    const form = page.locator('#contact form.elementor-form');
    const marker = `Jan ${Date.now() % 100000}`;
    await form.getByLabel('Naam').fill(marker);
    await form.getByLabel('E-mail').fill('jan@bakkerij.nl');
    await form.getByLabel('Een taart op maat').check();
    await form.getByRole('button', { name: 'Volgende' }).click();
    await expect(form.getByLabel('Ophaaldag')).toBeFocused();
    await form.getByLabel('Bericht').fill('Een verjaardagstaart voor 12 personen.');
    await form.getByLabel('Vegan').check();
    await form.getByLabel(/Voorbeeldfoto/).setInputFiles({ name: 'taart.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await form.getByLabel('Ik ga akkoord met de privacyverklaring').check();
    // Values the browser's controls cannot send but a page script might: the server refuses them.
    await form.evaluate((f) => {
      (f.querySelector('#form-field-kind-1') as HTMLInputElement).value = 'pizza';
      (f.querySelector('#form-field-diet-2') as HTMLInputElement).value = 'paleo';
    });
    await form.getByRole('button', { name: 'Versturen' }).click();
    const kind = form.locator('.elementor-field-group-kind');
    await expect(kind.locator('.elementor-form-help-inline')).toHaveText('The field value is not one of its options.');
    await expect(kind).toBeVisible(); // back on step 1, which holds the first error
    await expect(form.locator('.elementor-field-group-diet .elementor-form-help-inline')).toHaveText('The field value is not one of its options.');
    await expect(form.locator('> .elementor-message-danger')).toHaveText('Je bericht kon niet worden verstuurd.');
    expect(await axe(page)).toEqual([]);

    await form.evaluate((f) => {
      (f.querySelector('#form-field-kind-1') as HTMLInputElement).value = 'taart';
      (f.querySelector('#form-field-diet-2') as HTMLInputElement).value = 'vegan';
    });
    await form.getByRole('button', { name: 'Volgende' }).click();
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(form.locator('.elementor-message-success')).toHaveText('Bedankt! We antwoorden binnen twee werkdagen.');
    const row = db.prepare("SELECT post_id, form_id, fields, files, page_url FROM eb_form_submissions WHERE fields LIKE ? ORDER BY id DESC LIMIT 1").get(`%${marker}%`) as { post_id: string; form_id: string; fields: string; files: string; page_url: string };
    expect([row.post_id, row.form_id]).toEqual(['61', 'c0ffee1']);
    expect(JSON.parse(row.fields)).toMatchObject({ name: { value: marker }, kind: { value: 'taart' }, diet: { value: 'vegan' }, agree: { value: 'on' }, photo: { value: 'taart.png' } });
    expect(JSON.parse(row.files)).toMatchObject([{ field: 'photo', name: 'taart.png', size: 8 }]);
    expect(row.page_url).toMatch(/\/eb-form\.html$/);
    expect(await axe(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('actions: the popup opens after the newsletter; the printed offer form redirects', async ({ page, problems }) => {
    await page.goto('/eb-form.html');
    const news = page.locator('#newsletter form');
    await news.getByLabel('E-mail').fill('els@bakkerij.nl');
    await news.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.locator('eb-popup[popup-id="88"]')).toHaveAttribute('data-state', 'open');
    await expect(page.getByRole('dialog', { name: 'Welkom bij de nieuwsbrief!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('eb-popup[popup-id="88"]')).toHaveAttribute('data-state', 'closed');

    const offer = page.locator('eb-form[data-id="c0ffee3"] form');
    await expect(page.locator('eb-form[data-id="c0ffee3"]')).toHaveAttribute('data-mode', 'enhance');
    await offer.getByLabel('Naam').fill('Els & Jan');
    await offer.getByRole('button', { name: 'Offerte aanvragen' }).click();
    await page.waitForURL('**/eb-form.html?offerte=Els%20%26%20Jan#offerte');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
