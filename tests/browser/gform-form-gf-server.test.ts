/**
 * Issue 10: answers of a real Gravity Forms server (fixtures rebuilt from Gravity Forms 2.10's own
 * templates, tests/fixtures/gravity-forms-markup): messages read from `form_markup` and from the
 * iframe method's GF_AJAX_POSTBACK page with DOMParser; shown in the form; confirmation sanitized.
 */
import { expect } from 'chai';
import { define } from '../../elements/gform-form';
import { parseSubmissionResponse } from '../../src/core/forms/response';
import { readIframeAnswer, withServerMarkup } from '../../src/platform/forms/calls';
import { cleanup, fixture, part, waitFor } from './helpers';

define();

const load = async (name: string) => (await fetch(`/tests/fixtures/gravity-forms-markup/${name}`)).text();
const UNKNOWN = 'unknown';
const NAME = 'This field is required.';
const EMAIL = 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).';

describe('gform-form against a real Gravity Forms server', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    cleanup();
    window.fetch = realFetch;
  });

  it('ajax: is_valid false without validation_messages -> messages from #validation_message_1_{id}', async () => {
    const text = await load('ajax-invalid.json');
    const plain = parseSubmissionResponse({ ok: true, status: 200, text }, UNKNOWN);
    expect(plain.kind === 'data' && plain.data.validation_messages).to.deep.equal({});
    const out = withServerMarkup(plain, 1);
    expect(out.kind).to.equal('data');
    if (out.kind === 'data') expect(out.data.validation_messages).to.deep.equal({ '1': NAME, '3': EMAIL });
    // Another form's markup gives nothing.
    const other = withServerMarkup(plain, 2);
    expect(other.kind === 'data' && other.data.validation_messages).to.deep.equal({});
  });

  it('ajax: a form-level refusal only (.gform_validation_errors) -> the banner text', async () => {
    const out = withServerMarkup(parseSubmissionResponse({ ok: true, status: 200, text: await load('ajax-limit.json') }, UNKNOWN), 1);
    expect(out).to.deep.equal({ kind: 'failure', message: 'Your form was not submitted. Please try again in a few minutes.' });
  });

  it('iframe: the GF_AJAX_POSTBACK page -> the same messages; a confirmation page -> its markup', async () => {
    const invalid = readIframeAnswer(await load('iframe-invalid.html'), 1, UNKNOWN);
    expect(invalid.kind === 'data' && invalid.data.validation_messages).to.deep.equal({ '1': NAME, '3': EMAIL });
    expect(invalid.kind === 'data' && invalid.data.is_valid).to.equal(false);
    const ok = readIframeAnswer(await load('iframe-confirmation.html'), 1, UNKNOWN);
    expect(ok.kind === 'data' && ok.data.is_valid).to.equal(true);
    expect(ok.kind === 'data' && ok.data.confirmation_markup).to.contain('Bedankt voor je bericht!');
    expect(readIframeAnswer('<html><body>nothing here</body></html>', 1, UNKNOWN)).to.deep.equal({ kind: 'failure', message: UNKNOWN });
    // This project's backend (marked JSON) still reads as before.
    const marked = readIframeAnswer('<!-- gf:json_start -->{"success":true,"data":{"is_valid":true,"page_number":2}}<!-- gf:json_end -->', 1, UNKNOWN);
    expect(marked.kind === 'data' && marked.data.page_number).to.equal(2);
  });

  it('iframe (issue 29): a valid Next -> page 2 with the gform_unique_id handed out; a redirect; an empty confirmation', async () => {
    const next = readIframeAnswer(await load('iframe-next.html'), 1, UNKNOWN);
    expect(next).to.deep.equal({ kind: 'data', data: { is_valid: true, page_number: 2, validation_messages: {}, gform_unique_id: '6b089e1e681df' } });
    const redirect = readIframeAnswer(await load('iframe-redirect.html'), 1, UNKNOWN);
    expect(redirect.kind === 'data' && [redirect.data.page_number, redirect.data.confirmation_type, redirect.data.confirmation_redirect]).to.deep.equal([0, 'redirect', 'http://127.0.0.1:8091/bedankt/?bron=formulier']);
    const empty = readIframeAnswer(await load('iframe-empty-confirmation.html'), 1, UNKNOWN);
    expect(empty.kind === 'data' && [empty.data.page_number, empty.data.confirmation_type]).to.deep.equal([0, 'message']);
  });

  it("iframe: Gravity Forms' save-and-continue answer (captured from its PHP) -> saved, with its token and return link", async () => {
    const saved = readIframeAnswer(await load('iframe-saved.html'), 1, UNKNOWN);
    expect(saved).to.deep.equal({
      kind: 'data',
      data: {
        is_valid: true,
        submission_type: 'save_and_continue',
        resume_token: '5fa338af98aa47eaa1701b62c310275d',
        resume_url: 'http://127.0.0.1:8091/bestelling-iframe/?gf_token=5fa338af98aa47eaa1701b62c310275d',
        validation_messages: {},
      },
    });
  });

  it('the widget shows the markup messages under the fields and in the errors block', async () => {
    const answer = await load('ajax-invalid.json');
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('admin-ajax.php') ? new Response(answer) : realFetch(input, init));
    const form = { id: 1, title: 'Contact', fields: [{ id: 1, type: 'text', label: 'Naam', isRequired: true }, { id: 3, type: 'email', label: 'E-mail', isRequired: true }] };
    const el = fixture(`<gform-form form-id="1" submission-method="ajax"><script type="application/json">${JSON.stringify(form)}</script></gform-form>`).querySelector('gform-form')!;
    const submit = await waitFor(() => part<HTMLButtonElement>(el, 'submit-button'));
    submit.click();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="field-error"]').length === 2, { message: 'two field errors' });
    const errors = [...el.shadowRoot!.querySelectorAll('[part~="field-error"]')].map((e) => e.textContent);
    expect(errors).to.deep.equal([NAME, EMAIL]);
    expect(part(el, 'validation-errors')!.textContent).to.contain(EMAIL);
  });

  it("Gravity Forms' honeypot field (enableHoneypot adds it): an input_N bots see, hidden from people, keyboard and screen readers; posted empty; no 'not supported' warning", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warnings.push(a.map(String).join(' '));
    let body: FormData | null = null;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('admin-ajax.php')) return realFetch(input, init);
      body = init?.body as FormData;
      return new Response('{"success":true,"data":{"is_valid":true,"page_number":0,"confirmation_type":"message","confirmation_message":"<p>Dank</p>"}}');
    };
    try {
      const form = { id: 1, title: 'Contact', enableHoneypot: true, fields: [{ id: 1, type: 'text', label: 'Naam' }, { id: 8, type: 'honeypot', label: 'Email', cssClass: 'gform_validation_container' }] };
      const el = fixture(`<gform-form form-id="1" submission-method="ajax"><script type="application/json">${JSON.stringify(form)}</script></gform-form>`).querySelector('gform-form')!;
      const submit = await waitFor(() => part<HTMLButtonElement>(el, 'submit-button'));
      const trap = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="input_8"]')!;
      expect(trap).to.not.equal(null);
      expect(trap.tabIndex).to.equal(-1);
      expect(trap.getClientRects().length).to.equal(0); // not rendered
      expect(trap.closest('[aria-hidden="true"]')).to.not.equal(null);
      submit.click();
      await waitFor(() => body !== null, { message: 'the submission' });
      expect((body as unknown as FormData).get('input_8')).to.equal('');
      expect(warnings.filter((w) => w.includes('not supported'))).to.deep.equal([]);
    } finally {
      console.warn = warn;
    }
  });
});
