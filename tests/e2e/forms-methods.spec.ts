/**
 * <gform-form>: postback and iframe methods, the pre-submission filter, reCAPTCHA, config load
 * failures and the reference backend's input validation.
 */
import { FormModel, one, requestFields } from './models/form';
import { axe, expect, test } from './fixtures';

test.describe('gform-form: postback (the default method)', () => {
  test('next is a real multipart POST to the page; the answer page shows page 2 and keeps the values', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto('/gform-postback.html');
    await form.fillPage1();
    const [post] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/gform-postback.html')), form.shown('next-button').click()]);
    expect(post.isNavigationRequest()).toBe(true);
    expect(post.headers()['content-type']).toMatch(/^multipart\/form-data/);
    const body = await requestFields(post);
    expect(body).toMatchObject({ gform_submit: ['1'], is_submit_1: ['1'], gform_source_page_number_1: ['1'], gform_target_page_number_1: ['2'], gform_submission_method_1: ['postback'], input_1_3: ['Sanne'] });
    expect(body.action).toBeUndefined(); // not an ajax call
    await page.waitForLoadState('load');
    await form.ready();
    await expect.poll(() => form.currentPage()).toBe(2);
    expect(await form.value('input_1_3')).toBe('Sanne');
    expect(form.submissions).toHaveLength(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('server validation comes back in the re-rendered page, with focus on the errors block', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto('/gform-postback.html');
    await form.field('Voornaam').fill('Joost');
    await Promise.all([page.waitForNavigation(), form.shown('next-button').click()]);
    await form.ready();
    await expect(form.part('validation-errors')).toContainText('E-mailadres: Dit veld is verplicht.');
    await expect.poll(() => form.focusedPart()).toBe('validation-errors');
    await expect(form.field('Voornaam')).toHaveValue('Joost');
    expect(await axe(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('all pages by postback end in the confirmation', async ({ page, problems, db }) => {
    const form = new FormModel(page);
    await form.goto('/gform-postback.html');
    const first = `Post${Date.now() % 100000}`;
    await form.fillPage1({ first });
    await Promise.all([page.waitForNavigation(), form.shown('next-button').click()]);
    await form.ready();
    await form.fillPage2();
    await Promise.all([page.waitForNavigation(), form.shown('next-button').click()]);
    await form.ready();
    await form.fillPage3();
    await Promise.all([page.waitForNavigation(), form.shown('submit-button').click()]);
    await expect(form.part('confirmation')).toContainText(`Bedankt voor je bestelling, ${first}!`);
    const row = db.prepare('SELECT method FROM form_entries WHERE fields LIKE ?').get(`%${first}%`) as { method: string };
    expect(row.method).toBe('postback');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('gform-form: iframe method', () => {
  test('posts into the hidden iframe gform_ajax_frame_1 with the gform_ajax marker and reads the answer', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.host.evaluate((el) => el.setAttribute('submission-method', 'iframe'));
    await expect(form.host.locator('iframe[name="gform_ajax_frame_1"]')).toHaveCount(1);
    await form.fillPage1();
    const [post] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/gform-form.html')), form.shown('next-button').click()]);
    expect(post.frame().name()).toBe('gform_ajax_frame_1');
    const body = await requestFields(post);
    expect(one(body, 'gform_submission_method_1')).toBe('iframe');
    expect(one(body, 'gform_ajax')).toBe('form_id=1&title=1&description=1&tabindex=0&theme=gravity-theme');
    await form.idle();
    expect(await form.currentPage()).toBe(2);
    expect(page.url()).toMatch(/\/gform-form\.html$/); // no navigation of the page itself
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('the filter changing iframe to ajax removes the iframe target and the gform_ajax marker', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.host.evaluate((el) => el.setAttribute('submission-method', 'iframe'));
    await expect(form.part('form')).toHaveAttribute('target', 'gform_ajax_frame_1');
    expect(await form.value('gform_ajax')).not.toBe(null);
    await form.fillPage1();
    await page.evaluate(() => document.addEventListener('gform-pre-submission', (e) => ((e as CustomEvent).detail.submissionMethod = 'ajax'), { once: true }));
    await form.next();
    expect(form.submissions).toHaveLength(1);
    const body = await form.lastSubmission();
    expect(body.gform_ajax).toBeUndefined();
    expect(one(body, 'gform_submission_method_1')).toBe('ajax');
    expect(await form.currentPage()).toBe(2);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('gform-form: the pre-submission filter', () => {
  test('abort: nothing is sent, the aborted event fires and the lock is released', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto();
    await form.fillPage1();
    await page.evaluate(() => {
      const abort = (e: Event) => {
        (e as CustomEvent).detail.abort = true;
        document.removeEventListener('gform-pre-submission', abort);
      };
      document.addEventListener('gform-pre-submission', abort);
    });
    await form.shown('next-button').click();
    await expect.poll(() => form.events('gform-submission-aborted')).toEqual([{ type: 'gform-submission-aborted', detail: { formId: 1 } }]);
    expect(form.submissions).toHaveLength(0);
    const [pre] = await form.events('gform-pre-submission');
    expect(pre!.detail).toMatchObject({ submissionType: 'next', submissionMethod: 'ajax', displayConfirmation: true });
    // Released: the next click goes through.
    await form.next();
    expect(form.submissions).toHaveLength(1);
    expect(await form.currentPage()).toBe(2);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('preventDefault aborts too; changing to iframe is refused with a console error; changing to postback is honoured', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    await page.evaluate(() => document.addEventListener('gform-pre-submission', (e) => e.preventDefault(), { once: true }));
    await form.shown('next-button').click();
    await form.idle();
    expect(form.submissions).toHaveLength(0);

    await page.evaluate(() => document.addEventListener('gform-pre-submission', (e) => ((e as CustomEvent).detail.submissionMethod = 'iframe'), { once: true }));
    await form.next();
    expect(form.submissions).toHaveLength(1); // still ajax
    expect(problems.consoleErrors.filter((t) => t.includes('iframe submission method cannot be set via the gform-pre-submission filter'))).toHaveLength(1);

    await page.evaluate(() => document.addEventListener('gform-pre-submission', (e) => ((e as CustomEvent).detail.submissionMethod = 'postback'), { once: true }));
    const [post] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/gform-form.html')), form.shown('previous-button').click()]);
    expect(post.isNavigationRequest()).toBe(true);
    expect(one(await requestFields(post), 'gform_submission_method_1')).toBe('postback');
    await page.waitForLoadState('load');
    await form.ready();
    await expect.poll(() => form.currentPage()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('confirmation display turned off: the event fires, the form stays', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.recordEvents();
    await form.goto('/gform-callback.html');
    await form.field('Naam').fill('Kees');
    await form.field('Telefoonnummer').fill('030 7654321');
    await page.evaluate(() => document.addEventListener('gform-pre-submission', (e) => ((e as CustomEvent).detail.displayConfirmation = false), { once: true }));
    await form.shown('submit-button').click();
    await expect.poll(() => form.events('gform-confirmation')).toHaveLength(1);
    await form.idle();
    expect(page.url()).toMatch(/\/gform-callback\.html$/); // the redirect was not followed
    await expect(form.part('form')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('gform-form: submit-flow checks (console errors of spec section 8)', () => {
  test('a button not connected to a form, no active button, and a submit that skipped the button-click handler', async ({ page, problems }) => {
    const form = new FormModel(page);
    await form.goto();
    // Disconnect the next button from its form (what invalid HTML in an HTML field does).
    await form.host.evaluate((el) => el.shadowRoot!.querySelector('[data-page="1"] [part~="next-button"]')!.setAttribute('form', 'nowhere'));
    await form.shown('next-button').click();
    await expect.poll(() => problems.consoleErrors.filter((t) => t.includes('not connected to a form')).length).toBe(1);
    // No visible active button: Enter in a field has nothing to run.
    await form.host.evaluate((el) => ((el.shadowRoot!.querySelector('[data-page="1"] [part~="next-button"]') as HTMLElement).hidden = true));
    await form.field('Voornaam').press('Enter');
    await expect.poll(() => problems.consoleErrors.filter((t) => t.includes('Active button not found for form #1')).length).toBe(1);
    // A script submitting the form directly: unsupported flow, logged, then run on the active button.
    await form.host.evaluate((el) => {
      const next = el.shadowRoot!.querySelector('[data-page="1"] [part~="next-button"]') as HTMLElement;
      next.hidden = false;
      next.removeAttribute('form');
      (el.shadowRoot!.querySelector('form') as HTMLFormElement).requestSubmit();
    });
    await expect.poll(() => problems.consoleErrors.filter((t) => t.includes('Unsupported submission flow detected for form #1')).length).toBe(1);
    await form.idle();
    expect(form.submissions).toHaveLength(1);
    expect(problems.consoleErrors.every((t) => t.startsWith('[gform-form]'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('gform-form: config loading', () => {
  for (const [name, reply] of [
    ['HTTP 500', { status: 500, body: 'oops' }],
    ['no markers', { status: 200, body: '{"success":true,"data":{}}' }],
    ['success false', { status: 200, body: '<!-- gf:json_start -->{"success":false,"data":"nee"}<!-- gf:json_end -->' }],
  ] as const) {
    test(`${name} -> the unknown_error message and one [gform-form] console error`, async ({ page, problems }) => {
      await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: reply.status, contentType: 'text/plain', body: reply.body }));
      const form = new FormModel(page);
      await page.goto('/gform-form.html');
      await expect(form.part('error-banner')).toContainText('Er is een onbekende fout opgetreden');
      // No inline form object: the one error names what the page must carry (Gravity Forms has no config path for a form).
      const errors = problems.consoleErrors.filter((t) => t.startsWith('[gform-form]'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('form 1 has no form object on the page and it could not be loaded');
      expect(errors[0]).toContain('GFAPI::get_form(1)');
      expect(await axe(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }

  test('an unknown form id -> "Form 99 not found." is logged and the unknown error shown', async ({ page, problems }) => {
    await page.goto('/gform-form.html');
    await page.evaluate(() => {
      const el = document.createElement('gform-form');
      el.setAttribute('form-id', '99');
      el.id = 'missing';
      document.querySelector('main')!.append(el);
    });
    const form = new FormModel(page, '#missing');
    await expect(form.part('error-banner')).toBeVisible();
    expect(problems.consoleErrors.some((t) => t.includes('Form 99 not found.'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('gform-form: invisible reCAPTCHA', () => {
  test('the submission waits for the token, which travels in g-recaptcha-response', async ({ page, problems, db }) => {
    const form = new FormModel(page);
    await form.goto('/gform-recaptcha.html');
    const email = `nieuws${Date.now() % 100000}@example.nl`;
    await form.field('E-mailadres').fill(email);
    await form.shown('submit-button').click();
    await expect(form.part('confirmation')).toContainText('Je bent aangemeld');
    const body = await form.lastSubmission();
    expect(one(body, 'g-recaptcha-response')).toMatch(/^fake-token-1-/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM form_entries WHERE fields LIKE ?').get(`%${email}%`)).toEqual({ n: 1 });
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('a failing init: console error to check the API keys, the element is flagged, no token awaited', async ({ page, problems }) => {
    await page.route('**/gform-recaptcha.html', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('"demo-site-key"', '"invalid-key"') });
    });
    const form = new FormModel(page);
    await form.goto('/gform-recaptcha.html');
    await expect(form.host).toHaveAttribute('data-recaptcha-error', '');
    expect(problems.consoleErrors.filter((t) => t.startsWith('[gform-form] reCAPTCHA could not be initialised') && t.includes('check your API keys'))).toHaveLength(1);
    await form.field('E-mailadres').fill('zonder@example.nl');
    await form.shown('submit-button').click();
    await expect(form.part('confirmation')).toBeVisible();
    expect(one(await form.lastSubmission(), 'g-recaptcha-response')).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
});

test.describe('reference backend: form calls validate their input', () => {
  const post = (request: import('@playwright/test').APIRequestContext, fields: Record<string, string>) => request.post('/wp-admin/admin-ajax.php', { multipart: fields });
  const cases: [string, Record<string, string>, RegExp][] = [
    ['config without args', { action: 'gform_get_config', config_path: 'gform_forms/1' }, /"args" is required/],
    ['config args not JSON', { action: 'gform_get_config', args: '{', config_path: 'gform_forms/1' }, /must be JSON/],
    ['config path with capitals', { action: 'gform_get_config', args: '{"form_ids":[1]}', config_path: 'Gform_forms/1' }, /invalid format/],
    ['config path for another form', { action: 'gform_get_config', args: '{"form_ids":[1]}', config_path: 'gform_forms/2' }, /must be "gform_forms\/1"/],
    ['submit without form id', { action: 'gform_submit_form' }, /"form_id" is required/],
    ['submit page out of range', { action: 'gform_submit_form', form_id: '1', gform_source_page_number_1: '9' }, /between/],
    ['submit speeds not JSON', { action: 'gform_submit_form', form_id: '3', input_1: 'a@b.nl', gform_target_page_number_3: '0', gform_submission_speeds: '{' }, /must be JSON/],
    ['send-link with a malformed token', { action: 'gform_submit_form', form_id: '1', gform_send_resume_link: 'x', gform_resume_token: 'x' }, /malformed/],
    ['validate config not JSON', { action: 'gform_validate_config', config: 'nope' }, /must be JSON/],
  ];
  for (const [name, fields, message] of cases) {
    test(`${name} -> 400 JSON`, async ({ request }) => {
      const res = await post(request, fields);
      expect(res.status()).toBe(400);
      const json = await res.json();
      expect(json.success).toBe(false);
      expect(json.data.message).toMatch(message);
    });
  }

  test('an unknown form -> success false "Form 42 not found." between the markers', async ({ request }) => {
    const res = await post(request, { action: 'gform_get_config', args: '{"form_ids":[42]}', config_path: 'gform_forms/42' });
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe('<!-- gf:json_start -->{"success":false,"data":"Form 42 not found."}<!-- gf:json_end -->');
  });

  test('gform_validate_config: the signed product meta passes unchanged, a changed price breaks the hash, an unsigned config is compared with the form', async ({ request }) => {
    const config = await post(request, { action: 'gform_get_config', args: '{"form_ids":[4]}', config_path: 'gform_forms/4' });
    const text = await config.text();
    const meta = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)).data.product_meta;
    expect(meta.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await post(request, { action: 'gform_validate_config', config: JSON.stringify(meta) })).json()).toEqual({ success: true });
    meta.products['10'].basePrice = '0,01 €';
    expect(await (await post(request, { action: 'gform_validate_config', config: JSON.stringify(meta) })).json()).toEqual({ success: false, data: 'Config validation failed. Hash does not match' });
    const ok = await post(request, { action: 'gform_validate_config', config: JSON.stringify({ form_id: 3 }) });
    expect(await ok.json()).toEqual({ success: true, data: { form_id: 3 } });
    const bad = await post(request, { action: 'gform_validate_config', config: JSON.stringify({ form_id: 3, products: [{ id: 1, type: 'product', basePrice: '1,00' }] }) });
    expect((await bad.json()).data).toBe('The products of this form do not match.');
  });

  test('a POST to a page without gform_submit -> 400, the server keeps answering', async ({ request }) => {
    const res = await request.post('/gform-form.html', { multipart: { foo: 'bar' } });
    expect(res.status()).toBe(400);
    expect((await request.get('/health')).status()).toBe(200);
  });
});
