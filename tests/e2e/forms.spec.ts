/** <gform-form> on the demo form (3 pages, 16 field types) against the reference backend: the ajax flows. */
import { FormModel, one } from './models/form';
import { axe, buildHeaders, expect, test } from './fixtures';

test.describe('gform-form: ajax flows on the demo form', () => {
  test('renders 3 pages and the field types with Gravity Forms names and a label for every input', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await expect(form.part('page')).toHaveCount(3);
    await expect(form.page_(1)).toBeVisible();
    await expect(form.page_(2)).toBeHidden();
    await expect(form.part('title')).toHaveText('Taart bestellen');
    await expect(form.part('description')).toContainText('Bestel je taart online');
    const report = await form.host.evaluate((el) => {
      const root = el.shadowRoot!;
      const types = [...root.querySelectorAll('[data-field-id]')].map((f) => f.className.match(/gfield--type-(\w+)/)?.[1]);
      const names = [...root.querySelectorAll('input, select, textarea')].map((i) => (i as HTMLInputElement).name).filter(Boolean);
      const unlabeled = [...root.querySelectorAll('input:not([type="hidden"]), select, textarea')].filter((i) => !(i as HTMLInputElement).labels?.length).map((i) => (i as HTMLInputElement).name);
      return { types, names, unlabeled, html: root.querySelector('.gfield__html')?.innerHTML ?? '' };
    });
    expect(new Set(report.types)).toEqual(new Set(['name', 'email', 'phone', 'address', 'website', 'section', 'select', 'radio', 'checkbox', 'number', 'date', 'time', 'textarea', 'html']));
    expect(report.names).toEqual(expect.arrayContaining(['input_1_3', 'input_1_4', 'input_1_6', 'input_2', 'input_4_1', 'input_4_6', 'input_8', 'input_9', 'input_10_1', 'input_10_3', 'input_11', 'input_12', 'input_13[]', 'input_15', 'input_17', 'input_18_1']));
    expect(report.unlabeled).toEqual([]);
    // The html field is sanitized: its script and inline handler are gone.
    expect(report.html).toContain('Goed om te weten');
    expect(report.html).not.toMatch(/<script|onclick/i);
    // Required marks and descriptions are tied to the inputs.
    await expect(form.field('E-mailadres')).toHaveAttribute('aria-required', 'true');
    await expect(form.field('E-mailadres')).toHaveAttribute('aria-describedby', 'gfield_description_1_2');
    expect(await axe(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('next and previous: request bodies, page switch by show/hide, events with {formId, currentPage}', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto();
    expect(form.configLoads).toHaveLength(1);
    const load = await import('./models/form').then((m) => m.requestFields(form.configLoads[0]!));
    expect(one(load, 'action')).toBe('gform_get_config');
    expect(one(load, 'args')).toBe('{"form_ids":[1]}');
    expect(one(load, 'config_path')).toBe('gform_forms/1');
    expect(one(load, 'gform_ajax_nonce')).toBe('demo-gform-nonce');

    await form.fillPage1();
    await form.next();
    expect(form.submissions).toHaveLength(1);
    const next = await form.lastSubmission();
    expect(next).toMatchObject({
      action: ['gform_submit_form'],
      form_id: ['1'],
      gform_ajax_nonce: ['demo-gform-nonce'],
      display_title: ['1'],
      display_description: ['1'],
      is_submit_1: ['1'],
      gform_submit: ['1'],
      gform_save: [''],
      gform_source_page_number_1: ['1'],
      gform_target_page_number_1: ['2'],
      gform_submission_method_1: ['ajax'],
      gform_uploaded_files_1: [''],
      input_1_3: ['Sanne'],
      input_1_6: ['de Vries'],
      input_2: ['sanne@example.nl'],
      input_4_6: ['Nederland'],
      input_9: ['middel'],
      input_11: ['1'],
      input_17: ['website'],
    });
    expect(one(next, 'current_page_url')).toMatch(/\/gform-form\.html$/);
    expect(one(next, 'ajax_referer')).toMatch(/\/gform-form\.html$/);
    expect(one(next, 'gform_unique_id')).toMatch(/^\w{8,}$/);
    const speeds = JSON.parse(one(next, 'gform_submission_speeds')!);
    expect(Object.keys(speeds.pages)).toEqual(['1']);
    expect(speeds.pages['1']).toHaveLength(1);
    expect(typeof speeds.pages['1'][0]).toBe('number');

    expect(await form.currentPage()).toBe(2);
    await expect(form.page_(1)).toBeHidden();
    await expect(form.page_(2)).toBeVisible();
    await expect(form.part('progress')).toContainText('Stap 2 van 3');
    expect(await axe(page)).toEqual([]);
    // Resting on page 2 of 3: source 2, target 3.
    expect(await form.value('gform_source_page_number_1')).toBe('2');
    expect(await form.value('gform_target_page_number_1')).toBe('3');
    // Previous is a submit button unless on the last page.
    await expect(form.shown('previous-button')).toHaveAttribute('type', 'submit');
    await expect.poll(() => form.events('gform-post-render')).toContainEqual({ type: 'gform-post-render', detail: { formId: 1, currentPage: 2 } });
    expect(await form.events('gform-page-change')).toEqual([{ type: 'gform-page-change', detail: { formId: 1, currentPage: 2 } }]);

    await form.fillPage2();
    await form.next();
    expect(await form.currentPage()).toBe(3);
    expect(await form.value('gform_target_page_number_1')).toBe('0'); // last page
    await expect(form.shown('previous-button')).toHaveAttribute('type', 'button');
    await expect(form.shown('submit-button')).toHaveText('Bestelling plaatsen');

    await form.previous();
    const previous = await form.lastSubmission();
    expect(one(previous, 'gform_source_page_number_1')).toBe('3');
    expect(one(previous, 'gform_target_page_number_1')).toBe('2');
    expect(JSON.parse(one(previous, 'gform_submission_speeds')!).pages['3']).toHaveLength(1);
    expect(await form.currentPage()).toBe(2);
    await expect(form.field('Aantal taarten')).toHaveValue('2');

    await form.previous();
    expect(await form.currentPage()).toBe(1);
    await expect(form.field('Voornaam')).toHaveValue('Sanne');
    expect(form.submissions).toHaveLength(4);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('server validation: messages per field, an assertive errors block that gets focus, axe clean', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto();
    await form.field('E-mailadres').fill('sanne@');
    await form.next();
    expect(await form.currentPage()).toBe(1);
    const errors = form.part('validation-errors');
    await expect(errors).toBeVisible();
    await expect(errors).toHaveAttribute('role', 'alert');
    await expect(errors).toHaveAttribute('aria-live', 'assertive');
    await expect(errors).toContainText('Er was een probleem met je inzending');
    await expect(errors).toContainText('Naam: Dit veld is verplicht.');
    await expect(errors).toContainText('E-mailadres: Vul een geldig e-mailadres in.');
    expect(await form.focusedPart()).toBe('validation-errors');
    // Per field: the message, aria-invalid and aria-describedby.
    await expect(form.host.locator('#validation_message_1_2')).toHaveText('Vul een geldig e-mailadres in.');
    await expect(form.field('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('E-mailadres')).toHaveAttribute('aria-describedby', /validation_message_1_2/);
    await expect(form.part('field-error')).toHaveCount(2);
    expect(await axe(page)).toEqual([]);
    // A link in the errors block takes the visitor to the field.
    await errors.getByRole('link', { name: /E-mailadres/ }).click();
    expect(await form.focusedPart()).toBe('input');
    await expect(form.field('E-mailadres')).toBeFocused();
    // Fixing it clears the messages.
    await form.fillPage1();
    await form.next();
    await expect(errors).toBeHidden();
    expect(await form.currentPage()).toBe(2);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a double click gives one request; the second is refused with a console error', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    // Hold the answer back a moment so the second click lands while the first is in flight.
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await form.shown('next-button').dblclick();
    await expect(form.host.locator('[data-submitting]')).toHaveCount(1);
    await form.idle();
    expect(form.submissions).toHaveLength(1);
    expect(await form.currentPage()).toBe(2);
    expect(problems.consoleErrors.filter((t) => t.includes('another submission is already in progress'))).toHaveLength(1);
    expect(problems.consoleErrors.every((t) => t.startsWith('[gform-form]'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a 500 shows the error banner with an icon above the heading and the server text; the flag is cleared', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: { code: 'db', message: 'De database is even niet bereikbaar.' } }) }),
    );
    await form.next();
    const banner = form.part('error-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText('De database is even niet bereikbaar.');
    await expect(banner.locator('svg')).toHaveCount(2); // the error icon and the close icon
    const order = await form.host.evaluate((el) => {
      const b = el.shadowRoot!.querySelector('[part~="error-banner"]')!;
      const t = el.shadowRoot!.querySelector('[part~="title"]')!;
      return b.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await expect(form.host.locator('[data-submitting]')).toHaveCount(0);
    expect(await form.currentPage()).toBe(1);
    expect(await axe(page)).toEqual([]);
    // Nothing is lost: the next try goes through with the same values.
    await page.unroute('**/wp-admin/admin-ajax.php');
    await form.next();
    expect(await form.currentPage()).toBe(2);
    await expect(banner).toHaveCount(0);
    expect(one(await form.lastSubmission(), 'input_1_3')).toBe('Sanne');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('garbage and a timeout-like network failure show the unknown error, never a page error', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>not json' }));
    await form.next();
    await expect(form.part('error-banner')).toContainText('Er is een onbekende fout opgetreden');
    await page.unroute('**/wp-admin/admin-ajax.php');
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('failed'));
    await form.next();
    await expect(form.part('error-banner')).toContainText('Er is een onbekende fout opgetreden');
    expect(await form.currentPage()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('confirmation: the whole form, then the form is replaced by the sanitized markup and the entry is stored', async ({ page, problems, db }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto();
    const marker = `Sanne${Date.now() % 100000}`;
    await form.fillPage1({ first: marker });
    await form.next();
    await form.fillPage2();
    await form.next();
    expect(await axe(page)).toEqual([]);
    await form.fillPage3();
    await form.shown('submit-button').click();
    await expect(form.part('confirmation')).toBeVisible();
    await expect(form.part('confirmation')).toContainText(`Bedankt voor je bestelling, ${marker}!`);
    await expect(form.part('form')).toHaveCount(0);
    expect(await form.focusedPart()).toBe('confirmation');
    const submit = await form.lastSubmission();
    expect(one(submit, 'gform_target_page_number_1')).toBe('0');
    expect(one(submit, 'gform_source_page_number_1')).toBe('3');
    expect(Object.keys(JSON.parse(one(submit, 'gform_submission_speeds')!).pages).sort()).toEqual(['1', '2', '3']);
    expect(await form.events('gform-confirmation')).toEqual([{ type: 'gform-confirmation', detail: { formId: 1 } }]);
    const row = db.prepare("SELECT form_id, fields, method, is_spam, speeds FROM form_entries WHERE fields LIKE ? ORDER BY id DESC LIMIT 1").get(`%${marker}%`) as { form_id: number; fields: string; method: string; is_spam: number; speeds: string };
    expect(row.form_id).toBe(1);
    expect(row.method).toBe('ajax');
    expect(JSON.parse(row.fields)).toMatchObject({ input_1_3: marker, input_8: 'chocoladetaart', input_9: 'groot', input_10_1: 'slagroom', input_12: '14/03/2031', 'input_13[]': ['10', '30'], input_18_1: 'akkoord' });
    expect(row.is_spam).toBe(1); // driven by automation: no version_hash, so Gravity Forms' honeypot flags it
    expect(Object.keys(JSON.parse(row.speeds).pages)).toHaveLength(3);
    expect(await axe(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('redirect confirmation: the browser goes to the confirmation URL', async ({ page, problems, db }) => {
    const form = new FormModel(page);
    await form.goto('/gform-callback.html');
    const name = `Bel ${Date.now() % 100000}`;
    await form.field('Naam').fill(name);
    await form.field('Telefoonnummer').fill('030 1234567');
    await form.field('Onderwerp').selectOption('catering');
    await form.shown('submit-button').click();
    await page.waitForURL('**/gform-thanks.html');
    await expect(page.locator('h1')).toHaveText('Bedankt!');
    const row = db.prepare('SELECT form_id FROM form_entries WHERE fields LIKE ?').get(`%${name}%`) as { form_id: number } | undefined;
    expect(row?.form_id).toBe(2);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('save-and-continue: the save flag, the Dutch saved message with its link, send-link, and resume', async ({ page, problems, db }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto();
    const first = `Lotte${Date.now() % 100000}`;
    await form.fillPage1({ first });
    await form.next();
    await form.field('Soort taart').selectOption('kwarktaart');
    await form.shown('save-button').click();
    const saved = form.part('saved-message');
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('role', 'status');
    await expect(saved).toContainText('Het formulier is opgeslagen');
    expect(await form.focusedPart()).toBe('saved-message');
    const save = await form.lastSubmission();
    expect(one(save, 'gform_save')).toBe('1');
    expect(one(save, 'gform_source_page_number_1')).toBe('2');
    const href = await form.part('resume-link').getAttribute('href');
    expect(href).toMatch(/\/gform-form\.html\?gf_token=[a-f0-9]{32}$/);
    const token = new URL(href!).searchParams.get('gf_token')!;
    expect(await form.events('gform-saved')).toEqual([{ type: 'gform-saved', detail: { formId: 1, resumeToken: token } }]);
    expect(await axe(page)).toEqual([]);
    const draft = db.prepare('SELECT form_id, page, fields FROM form_drafts WHERE token = ?').get(token) as { form_id: number; page: number; fields: string };
    expect(draft).toMatchObject({ form_id: 1, page: 2 });
    expect(JSON.parse(draft.fields)).toMatchObject({ input_1_3: first, input_8: 'kwarktaart' });

    // Send the link by email.
    await form.field('E-mailadres').fill('lotte@example.nl');
    await form.part('send-link-button').click();
    await expect(form.part('confirmation')).toContainText('lotte@example.nl');
    const send = await form.lastSubmission();
    expect(send).toMatchObject({ gform_resume_token: [token], gform_send_resume_link: [token], gform_resume_email: ['lotte@example.nl'], action: ['gform_submit_form'] });
    expect((db.prepare('SELECT email FROM form_drafts WHERE token = ?').get(token) as { email: string }).email).toBe('lotte@example.nl');

    // The resume link reloads the saved values on the saved page.
    const resumed = new FormModel(page);
    await page.goto(href!);
    await resumed.ready();
    expect(await resumed.currentPage()).toBe(2);
    await expect(resumed.field('Soort taart')).toHaveValue('kwarktaart');
    expect(await resumed.value('input_1_3')).toBe(first);
    const load = await import('./models/form').then((m) => m.requestFields(resumed.configLoads[0]!));
    expect(one(load, 'query_string')).toBe(`gf_token=${token}`);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('an expired or unknown resume token shows a notice and an empty form', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto(`/gform-form.html?gf_token=${'0'.repeat(32)}`);
    await expect(form.part('error-banner')).toContainText('Je opgeslagen formulier kon niet worden geladen');
    await expect(form.field('Voornaam')).toHaveValue('');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('Enter in a field runs the active button (next), not the first submit button', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    await form.next();
    await form.fillPage2();
    await form.field('Aantal taarten').press('Enter');
    await form.idle();
    expect(await form.currentPage()).toBe(3);
    expect(one(await form.lastSubmission(), 'gform_target_page_number_1')).toBe('3');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('no version_hash under automation; present in a plain browser', async ({ page, browser, problems, baseURL, build }) => {
    const form = new FormModel(page);
    await form.goto();
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await form.fillPage1();
    await form.next();
    expect((await form.lastSubmission()).version_hash).toBeUndefined();
    expect(await form.value('version_hash')).toBe(null);

    // The same page without the automation markers: version_hash is added.
    const context = await browser.newContext({ extraHTTPHeaders: buildHeaders(build), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' });
    const human = await context.newPage();
    await human.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
      for (const k of Object.keys(window)) if (k.startsWith('__pw') || k.startsWith('__playwright')) delete (window as unknown as Record<string, unknown>)[k];
    });
    const humanForm = new FormModel(human);
    await humanForm.goto(`${baseURL}/gform-form.html`);
    await humanForm.fillPage1();
    await humanForm.next();
    expect(one(await humanForm.lastSubmission(), 'version_hash')).toMatch(/^[0-9a-f]{8}$/);
    await context.close();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});
