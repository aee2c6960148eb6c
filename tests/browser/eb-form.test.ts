import { expect } from 'chai';
import { define, upgrade } from '../../elements/eb-form';
import { definePlaceholder } from '../../elements/placeholder';
import { parseEbFormConfig } from '../../src/core/ebform/config';
import { configBody } from '../../src/core/ebform/request';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, describeViolations, fixture, spyConsoleError, waitFor } from './helpers';

define();

/** Requests the form sends (body entries as text, files as File(name,size)), answered by `answers` in turn. */
const realFetch = window.fetch;
let sent: { url: string; entries: string[]; key: string | null }[] = [];
let answers: (() => Promise<Response>)[] = [];
const json = (v: unknown) => () => Promise.resolve(new Response(JSON.stringify(v), { status: 200, headers: { 'Content-Type': 'application/json' } }));
let release: (() => void) | null = null;
/** An answer that waits until `release()` is called. */
const held = (v: unknown) => () => new Promise<Response>((r) => (release = () => r(new Response(JSON.stringify(v), { status: 200 }))));

beforeEach(() => {
  sent = [];
  answers = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body as FormData;
    sent.push({ url: String(input), entries: [...body.entries()].map(([k, v]) => `${k}=${typeof v === 'string' ? v : `File(${v.name},${v.size})`}`), key: new Headers(init?.headers).get('Idempotency-Key') });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  };
});
afterEach(() => {
  window.fetch = realFetch;
  cleanup();
});

const OK = { success: true, data: { message: 'Bedankt, we bellen je terug.', data: [] } };
const ALL_FIELDS = {
  id: 'f00d123',
  settings: {
    form_name: 'Bestelling',
    form_fields: [
      { custom_id: 'name', field_type: 'text', field_label: 'Naam', required: 'true', width: '50' },
      { custom_id: 'email', field_type: 'email', field_label: 'E-mail', required: 'true', width: '50' },
      { custom_id: 'site', field_type: 'url', field_label: 'Website' },
      { custom_id: 'phone', field_type: 'tel', field_label: 'Telefoon' },
      { custom_id: 'msg', field_type: 'textarea', field_label: 'Bericht', rows: '3' },
      { custom_id: 'kind', field_type: 'radio', field_label: 'Soort', field_options: 'Brood|bread\nTaart|cake', required: 'true' },
      { custom_id: 'shop', field_type: 'select', field_label: 'Winkel', field_options: 'Centrum|c\nNoord|n' },
      { custom_id: 'extras', field_type: 'select', field_label: 'Extra\'s', allow_multiple: 'true', field_options: 'Kaars|candle\nKaart|card' },
      { custom_id: 'diet', field_type: 'checkbox', field_label: 'Dieet', field_options: 'Glutenvrij|gf\nVegan|vegan' },
      { custom_id: 'qty', field_type: 'number', field_label: 'Aantal', field_min: '1', field_max: '12' },
      { custom_id: 'day', field_type: 'date', field_label: 'Datum' },
      { custom_id: 'time', field_type: 'time', field_label: 'Tijd' },
      { custom_id: 'photo', field_type: 'upload', field_label: 'Foto', file_sizes: '1', file_types: 'jpg,png' },
      { custom_id: 'docs', field_type: 'upload', field_label: 'Bijlagen', allow_multiple_upload: 'yes' },
      { custom_id: 'code', field_type: 'password', field_label: 'Code' },
      { custom_id: 'agree', field_type: 'acceptance', field_label: 'Voorwaarden', acceptance_text: 'Ik ga akkoord', required: 'true' },
      { custom_id: 'src', field_type: 'hidden', field_value: 'demo' },
      { custom_id: 'note', field_type: 'html', field_html: '<p>Let op: <b>vers</b><img src=x alt="" onerror="window.__ebXss=1"><script>window.__ebXss=2</script></p>' },
      { custom_id: 'hp', field_type: 'honeypot' },
    ],
    button_text: 'Bestellen',
  },
};

type EbFormEl = HTMLElement;
function mount(config: unknown, attrs = 'post-id="42"'): EbFormEl {
  const root = fixture(`<eb-form ${attrs}><script type="application/json">${JSON.stringify(config).replace(/<\//g, '<\\/')}</script></eb-form>`);
  return root.querySelector('eb-form')!;
}
const formOf = (el: Element) => waitFor(() => el.shadowRoot?.querySelector<HTMLFormElement>('form.elementor-form'), { message: 'form' });
const q = <T extends Element = HTMLInputElement>(root: ParentNode, sel: string) => root.querySelector<T>(sel)!;
const submit = (form: HTMLFormElement) => form.requestSubmit();
function fill(form: HTMLFormElement, id: string, value: string): void {
  const el = q<HTMLInputElement>(form, `#form-field-${id}`);
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
function setFiles(input: HTMLInputElement, files: File[]): void {
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
function record(el: Element) {
  const log: string[] = [];
  const details: Record<string, unknown> = {};
  for (const t of ['submit_success', 'form_destruct', 'reset', 'error', 'eb-form-submit', 'eb-form-success', 'eb-form-error'])
    el.addEventListener(t, (e) => {
      log.push(t);
      details[t] = (e as CustomEvent).detail;
    });
  return { log, details };
}
const messageOf = (group: Element | null) => group?.querySelector('.elementor-form-help-inline')?.textContent ?? null;

describe('<eb-form> from a config: every field type', () => {
  it('renders Elementor\'s markup for each type, sanitizes the html field, and is axe clean', async () => {
    const el = mount(ALL_FIELDS);
    const form = await formOf(el);
    expect(form.getAttribute('aria-label')).to.equal('Bestelling');
    expect(q(form, 'input[name=post_id]').value).to.equal('42');
    expect(q(form, 'input[name=form_id]').value).to.equal('f00d123');
    expect(q(form, '.elementor-field-group-name').className).to.contain('elementor-col-50').and.contain('elementor-field-required');
    expect(q(form, '#form-field-kind-1').getAttribute('name')).to.equal('form_fields[kind]');
    expect(q(form, '#form-field-diet-0').getAttribute('name')).to.equal('form_fields[diet][]');
    expect(q(form, '#form-field-extras').getAttribute('name')).to.equal('form_fields[extras][]');
    expect(q(form, '#form-field-docs').getAttribute('name')).to.equal('form_fields[docs][]');
    expect(q(form, '#form-field-docs').multiple).to.equal(true);
    expect(q(form, '#form-field-photo').getAttribute('data-maxsize')).to.equal('1');
    expect(q(form, '#form-field-photo').getAttribute('accept')).to.equal('.jpg,.png');
    expect(q(form, '#form-field-phone').type).to.equal('tel');
    for (const [id, type] of [['qty', 'number'], ['day', 'date'], ['time', 'time'], ['code', 'password'], ['src', 'hidden'], ['site', 'url'], ['email', 'email']]) expect(q(form, `#form-field-${id}`).type, id).to.equal(type);
    await waitFor(() => form.querySelector('.elementor-field-group-note b'), { message: 'sanitized html' });
    expect(form.querySelector('.elementor-field-group-note img')?.getAttribute('onerror') ?? null).to.equal(null);
    expect(form.querySelector('.elementor-field-group-note script')).to.equal(null);
    expect((window as unknown as { __ebXss?: number }).__ebXss).to.equal(undefined);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('posts what configBody says for the same values (multipart, no nonce, action and referrer last)', async () => {
    const el = mount(ALL_FIELDS);
    const form = await formOf(el);
    fill(form, 'name', 'Jan');
    fill(form, 'email', 'jan@bakkerij.nl');
    fill(form, 'site', 'https://jan.nl');
    fill(form, 'phone', '+31201234567');
    fill(form, 'msg', 'Graag\nmorgen');
    q(form, '#form-field-kind-1').click();
    q<HTMLSelectElement>(form, '#form-field-shop').value = 'n';
    for (const o of q<HTMLSelectElement>(form, '#form-field-extras').options) o.selected = true;
    q(form, '#form-field-diet-1').click();
    fill(form, 'qty', '3');
    fill(form, 'day', '2026-12-24');
    fill(form, 'time', '09:30');
    const photo = new File(['x'.repeat(10)], 'taart.jpg', { type: 'image/jpeg' });
    setFiles(q(form, '#form-field-photo'), [photo]);
    const docs = [new File(['a'], 'a.pdf'), new File(['bb'], 'b.pdf')];
    setFiles(q(form, '#form-field-docs'), docs);
    fill(form, 'code', 's3');
    q(form, '#form-field-agree').click();
    answers.push(json(OK));
    submit(form);
    await waitFor(() => sent.length === 1);
    const cfg = parseEbFormConfig(ALL_FIELDS, { postId: '42' });
    if (!cfg.ok) throw new Error('config');
    const want = configBody({
      config: { ...cfg.value, refererTitle: document.title },
      values: { name: 'Jan', email: 'jan@bakkerij.nl', site: 'https://jan.nl', phone: '+31201234567', msg: 'Graag\nmorgen', kind: 'cake', shop: 'n', extras: ['candle', 'card'], diet: ['vegan'], qty: '3', day: '2026-12-24', time: '09:30', photo: [photo], docs, code: 's3', agree: 'on', src: 'demo', hp: '' },
      referrer: location.href,
    }).map(([k, v]) => `${k}=${typeof v === 'string' ? v : `File(${(v as File).name},${v.size})`}`);
    expect(sent[0]!.entries).to.deep.equal(want);
    expect(sent[0]!.url).to.equal('/wp-admin/admin-ajax.php');
    await waitFor(() => form.querySelector('.elementor-message-success'));
  });

  it('a checkbox-only form with nothing ticked still posts its field', async () => {
    const el = mount({ form_fields: [{ custom_id: 'news', field_type: 'checkbox', field_options: 'Ja|yes' }] }, 'widget-id="w1" post-id="9"');
    const form = await formOf(el);
    answers.push(json(OK));
    submit(form);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.entries).to.include('form_fields[news]=');
    expect(sent[0]!.entries).to.include('form_id=w1');
  });

  it('checks in the browser: messages on the fields (radio and acceptance too), nothing sent, error events, focus on the first', async () => {
    const el = mount(ALL_FIELDS);
    const form = await formOf(el);
    const ev = record(el);
    fill(form, 'email', 'niet-een-adres');
    fill(form, 'qty', '40');
    submit(form);
    await waitFor(() => form.querySelector('.elementor-error'));
    expect(sent).to.have.length(0);
    expect(messageOf(q(form, '.elementor-field-group-name'))).to.equal('Dit veld is verplicht.');
    expect(messageOf(q(form, '.elementor-field-group-email'))).to.equal('Vul een geldig e-mailadres in.');
    expect(messageOf(q(form, '.elementor-field-group-kind'))).to.equal('Dit veld is verplicht.');
    expect(messageOf(q(form, '.elementor-field-group-agree'))).to.equal('Dit veld is verplicht.');
    expect(messageOf(q(form, '.elementor-field-group-qty'))).to.equal('De waarde moet kleiner dan of gelijk aan 12 zijn.');
    expect(q(form, '#form-field-kind-0').getAttribute('aria-invalid')).to.equal('true');
    expect(q(form, '#form-field-name').getAttribute('aria-describedby')).to.equal('eb-form-error-name');
    expect(deepActiveElement()).to.equal(q(form, '#form-field-name'));
    expect(ev.log).to.deep.equal(['error', 'eb-form-error']);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('an upload over data-maxsize is refused on choosing (one message) and blocks the submit', async () => {
    const el = mount({ form_fields: [{ custom_id: 'photo', field_type: 'upload', field_label: 'Foto', file_sizes: '1' }] });
    const form = await formOf(el);
    const input = q(form, '#form-field-photo');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'groot.jpg');
    setFiles(input, [big]);
    setFiles(input, [big]);
    expect(form.querySelectorAll('.elementor-form-help-inline')).to.have.length(1);
    expect(messageOf(q(form, '.elementor-field-group-photo'))).to.equal('groot.jpg - Het bestand is groter dan de maximale grootte.');
    submit(form);
    await waitFor(() => form.querySelector('.elementor-error'));
    expect(sent).to.have.length(0);
  });

  it('English strings with locale="en"; the custom messages of the config win', async () => {
    const el = mount({ form_fields: [{ custom_id: 'n', field_label: 'Name', required: 'yes' }], custom_messages: 'yes', success_message: 'Thanks a lot!' }, 'locale="en"');
    const form = await formOf(el);
    submit(form);
    await waitFor(() => messageOf(q(form, '.elementor-field-group-n')) === 'This field is required.');
    fill(form, 'n', 'Jo');
    answers.push(json(OK));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-success')?.textContent === 'Thanks a lot!');
  });
});

describe('<eb-form> the call and its answers', () => {
  const SIMPLE = { id: 'abc', settings: { form_fields: [{ custom_id: 'n', field_label: 'Naam' }, { custom_id: 'kind', field_type: 'radio', field_label: 'Soort', field_options: 'A|a\nB|b' }, { custom_id: 'diet', field_type: 'checkbox', field_label: 'Dieet', field_options: 'X|x\nY|y' }], button_text: 'Verstuur' } };

  it('success: Elementor\'s events in order, the form cleared, the server message shown (sanitized)', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    const ev = record(el);
    fill(form, 'n', 'Jan');
    answers.push(json({ success: true, data: { message: 'Dank!<br><img src=x alt="" onerror="window.__ebXss=3">Tot snel', data: { foo: 1 } } }));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-success br'));
    expect(ev.log).to.deep.equal(['eb-form-submit', 'submit_success', 'form_destruct', 'eb-form-success', 'reset']);
    expect(ev.details.submit_success).to.deep.equal({ message: 'Dank!<br><img src=x alt="" onerror="window.__ebXss=3">Tot snel', data: { foo: 1 } });
    expect(q(form, '#form-field-n').value).to.equal('');
    expect(form.querySelector('.elementor-message-success img')?.getAttribute('onerror') ?? null).to.equal(null);
    expect(form.querySelector('.elementor-message-success')!.getAttribute('role')).to.equal('status');
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('server errors on a radio and a checkbox are shown on those fields (Elementor\'s bug 9839 fixed), errors as an object', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    const ev = record(el);
    answers.push(json({ success: false, data: { message: 'Je inzending is mislukt.', errors: { kind: 'Kies een soort.', diet: 'Kies een dieet.' }, data: [] } }));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-danger[role=alert]:not(.elementor-help-inline)'));
    expect(messageOf(q(form, '.elementor-field-group-kind'))).to.equal('Kies een soort.');
    expect(messageOf(q(form, '.elementor-field-group-diet'))).to.equal('Kies een dieet.');
    expect(q(form, '.elementor-field-group-kind').classList.contains('elementor-error')).to.equal(true);
    expect(q(form, '#form-field-diet-1').getAttribute('aria-invalid')).to.equal('true');
    expect(ev.log).to.deep.equal(['eb-form-submit', 'error', 'eb-form-error']);
    expect(deepActiveElement()).to.equal(q(form, '#form-field-kind-0'));
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('errors: [] gives the error message and no field errors', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    answers.push(json({ success: false, data: { message: '', errors: [], data: [] } }));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-danger'));
    expect(form.querySelector('.elementor-message-danger')!.textContent).to.equal('Je bericht kon niet worden verstuurd door een fout.');
    expect(form.querySelector('.elementor-form-help-inline')).to.equal(null);
  });

  it('a double submit is refused; the button keeps its content while waiting and after', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    const button = q<HTMLButtonElement>(form, 'button[type=submit]');
    const before = button.querySelector('.elementor-button-text')!.outerHTML;
    answers.push(held(OK));
    submit(form);
    await waitFor(() => form.classList.contains('elementor-form-waiting'));
    submit(form);
    button.click();
    expect(button.disabled).to.equal(true);
    expect(form.getAttribute('aria-busy')).to.equal('');
    await waitFor(() => sent.length === 1);
    release!();
    await waitFor(() => form.querySelector('.elementor-message-success'));
    expect(sent).to.have.length(1);
    expect(button.disabled).to.equal(false);
    expect(button.querySelector('.elementor-form-spinner')).to.equal(null);
    expect(button.querySelector('.elementor-button-text')!.outerHTML).to.equal(before);
  });

  it('a transport failure shows a translated message (not "parsererror"), logs one error and the form can be sent again', async () => {
    const spy = spyConsoleError();
    try {
      const el = mount(SIMPLE);
      const form = await formOf(el);
      const ev = record(el);
      answers.push(() => Promise.resolve(new Response('<html>Fatal error', { status: 200 })));
      submit(form);
      await waitFor(() => form.querySelector('.elementor-message-danger'));
      expect(form.querySelector('.elementor-message-danger')!.textContent).to.equal('Je bericht kon niet worden verstuurd: de server gaf geen antwoord. Controleer je verbinding en probeer het opnieuw.');
      expect(ev.log).to.deep.equal(['eb-form-submit', 'error', 'eb-form-error']);
      expect((ev.details['eb-form-error'] as { reason: string }).reason).to.equal('unparseable');
      // network failure (no answer scripted): the fetch rejects
      submit(form);
      await waitFor(() => sent.length === 2 && !form.classList.contains('elementor-form-waiting'));
      expect(form.querySelectorAll('.elementor-message-danger')).to.have.length(1);
      expect(spy.calls.length).to.be.greaterThan(0);
    } finally {
      spy.restore();
    }
  });

  it('Idempotency-Key: the same values sent again after a lost answer keep their key; changed values, or a sent one that was answered, get a new one; none to another origin', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    fill(form, 'n', 'Jan');
    submit(form); // no answer scripted: the fetch rejects
    await waitFor(() => sent.length === 1 && !form.classList.contains('elementor-form-waiting'));
    submit(form);
    await waitFor(() => sent.length === 2 && !form.classList.contains('elementor-form-waiting'));
    expect(sent[0]!.key).to.match(/^[0-9a-f-]{32,36}$/);
    expect(sent[1]!.key).to.equal(sent[0]!.key);
    fill(form, 'n', 'Els');
    answers.push(json({ success: true, data: { message: '', data: [] } }));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-success'));
    expect(sent[2]!.key).to.not.equal(sent[0]!.key);
    fill(form, 'n', 'Els');
    answers.push(json({ success: true, data: { message: '', data: [] } }));
    submit(form);
    await waitFor(() => sent.length === 4 && !form.classList.contains('elementor-form-waiting'));
    expect(sent[3]!.key).to.not.equal(sent[2]!.key);
    cleanup();
    const far = mount(SIMPLE, 'post-id="42" ajax-url="https://elders.example/wp-admin/admin-ajax.php"');
    const farForm = await formOf(far);
    fill(farForm, 'n', 'Jan');
    answers.push(json({ success: true, data: { message: '', data: [] } }));
    submit(farForm);
    await waitFor(() => sent.length === 5);
    expect(sent[4]!.url).to.equal('https://elders.example/wp-admin/admin-ajax.php');
    expect(sent[4]!.key).to.equal(null);
  });

  it('redirect_url: eb-form-success carries it; cancelling the event stays on the page', async () => {
    const el = mount(SIMPLE);
    const form = await formOf(el);
    let detail: { redirectUrl?: string } = {};
    el.addEventListener('eb-form-success', (e) => {
      detail = (e as CustomEvent).detail;
      e.preventDefault();
    });
    answers.push(json({ success: true, data: { message: '', data: { redirect_url: '/bedankt/?x=1' } } }));
    submit(form);
    await waitFor(() => detail.redirectUrl);
    expect(detail.redirectUrl).to.equal(`${location.origin}/bedankt/?x=1`);
  });

  it('popup action: opens the <eb-popup> with that id', async () => {
    const root = fixture('<eb-popup popup-id="77"></eb-popup>');
    const popup = root.querySelector('eb-popup') as HTMLElement & { show?: () => void };
    let shown = 0;
    if (!customElements.get('eb-popup')) popup.show = () => void shown++;
    else return; // defined by another test file's bundle: covered by the e2e spec
    const el = mount(SIMPLE);
    const form = await formOf(el);
    answers.push(json({ success: true, data: { message: 'ok', data: { popup: { action: 'open', id: 77 } } } }));
    submit(form);
    await waitFor(() => shown === 1, { message: 'popup shown' });
  });
});

describe('<eb-form> steps', () => {
  const STEPS = {
    id: 'st1',
    settings: {
      step_type: 'number_text',
      form_fields: [
        { custom_id: 'step1', field_type: 'step', field_label: 'Gegevens' },
        { custom_id: 'name', field_label: 'Naam', required: 'true' },
        { custom_id: 'kind', field_type: 'radio', field_label: 'Soort', field_options: 'Brood|bread\nTaart|cake' },
        { custom_id: 'step2', field_type: 'step', field_label: 'Details', previous_button: 'Terug' },
        { custom_id: 'msg', field_type: 'textarea', field_label: 'Bericht' },
        { custom_id: 'diet', field_type: 'checkbox', field_label: 'Dieet', field_options: 'X|x\nY|y' },
      ],
    },
  };
  const visibleStep = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('.e-form__step')].findIndex((s) => !s.hidden);
  const press = (key: string) => (deepActiveElement() as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));

  it('indicators, Next checks only the step, Enter = next, focus to the step\'s first field, Previous; axe clean in each step', async () => {
    const el = mount(STEPS);
    const form = await formOf(el);
    const inds = form.querySelectorAll('.e-form__indicators__indicator');
    expect(form.querySelector('.e-form__indicators--type-number_text')).to.not.equal(null);
    expect([...inds].map((i) => i.textContent)).to.deep.equal(['1Gegevens', '2Details']);
    expect(inds[0]!.className).to.contain('--state-active');
    expect(visibleStep(form)).to.equal(0);
    let v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
    q<HTMLInputElement>(form, '#form-field-name').focus();
    press('Enter');
    expect(visibleStep(form)).to.equal(0);
    expect(messageOf(q(form, '.elementor-field-group-name'))).to.equal('Dit veld is verplicht.');
    fill(form, 'name', 'Jan');
    q<HTMLInputElement>(form, '#form-field-name').focus();
    press('Enter');
    expect(visibleStep(form)).to.equal(1);
    expect(deepActiveElement()).to.equal(q(form, '#form-field-msg'));
    expect(inds[0]!.className).to.contain('--state-completed');
    expect(inds[1]!.className).to.contain('--state-active');
    v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
    // Enter in the textarea is a new line, not a step
    press('Enter');
    expect(visibleStep(form)).to.equal(1);
    const prev = q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-previous');
    expect(prev.textContent).to.equal('Terug');
    prev.click();
    expect(visibleStep(form)).to.equal(0);
    expect(deepActiveElement()).to.equal(q(form, '#form-field-name'));
  });

  it('server errors go back to the step of the first error; success returns to step 1', async () => {
    const el = mount(STEPS);
    const form = await formOf(el);
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    expect(visibleStep(form)).to.equal(1);
    answers.push(json({ success: false, data: { message: 'Fout', errors: { diet: 'Kies', kind: 'Kies een soort' } } }));
    submit(form);
    await waitFor(() => visibleStep(form) === 0);
    expect(messageOf(q(form, '.elementor-field-group-kind'))).to.equal('Kies een soort');
    expect(messageOf(q(form, '.elementor-field-group-diet'))).to.equal('Kies');
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    answers.push(json(OK));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-success'));
    expect(visibleStep(form)).to.equal(0);
  });

  it('progress_bar: the meter\'s value per step, set through CSSOM', async () => {
    const el = mount({ ...STEPS, settings: { ...STEPS.settings, step_type: 'progress_bar' } });
    const form = await formOf(el);
    const meter = q(form, '.e-form__indicators__indicator__progress__meter');
    expect(meter.textContent).to.equal('50%');
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    expect(meter.textContent).to.equal('100%');
    expect(el.style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).to.equal('100%');
  });
});

/** Elementor's printed widget (form.php), as a WordPress page has it. */
const PRINTED = `
<eb-form class="elementor-element elementor-element-5e1f2a3 elementor-widget elementor-widget-form" data-id="5e1f2a3" data-element_type="widget"
  data-settings='{"step_next_label":"Verder","step_previous_label":"Terug","button_width":"100","step_type":"number","step_icon_shape":"square"}' data-widget_type="form.default">
 <div class="elementor-widget-container">
  <form class="elementor-form" method="post" name="Contact" aria-label="Contact">
   <input type="hidden" name="post_id" value="12"/>
   <input type="hidden" name="form_id" value="5e1f2a3"/>
   <input type="hidden" name="referer_title" value="Contact" />
   <input type="hidden" name="queried_id" value="12"/>
   <div class="elementor-form-fields-wrapper elementor-labels-above">
    <div class="elementor-field-type-step elementor-field-group elementor-column elementor-field-group-s1 elementor-col-100"><div class="e-field-step elementor-hidden" data-label="Jij" data-previousButton="" data-nextButton="" data-iconUrl="" data-iconLibrary="" data-icon=""></div></div>
    <div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100 elementor-field-required">
     <label for="form-field-name" class="elementor-field-label">Naam</label>
     <input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm  elementor-field-textual" required="required">
    </div>
    <div class="elementor-field-type-step elementor-field-group elementor-column elementor-field-group-s2 elementor-col-100"><div class="e-field-step elementor-hidden" data-label="Keuze" data-previousButton="" data-nextButton="" data-iconUrl="" data-iconLibrary="" data-icon=""></div></div>
    <div class="elementor-field-type-radio elementor-field-group elementor-column elementor-field-group-kind elementor-col-100">
     <label for="form-field-kind" class="elementor-field-label">Soort</label>
     <div class="elementor-field-subgroup  "><span class="elementor-field-option"><input type="radio" value="bread" id="form-field-kind-0" name="form_fields[kind]"> <label for="form-field-kind-0">Brood</label></span><span class="elementor-field-option"><input type="radio" value="cake" id="form-field-kind-1" name="form_fields[kind]"> <label for="form-field-kind-1">Taart</label></span></div>
    </div>
    <div class="elementor-field-type-checkbox elementor-field-group elementor-column elementor-field-group-agree elementor-col-100">
     <label for="form-field-agree" class="elementor-field-label">Nieuwsbrief</label>
     <div class="elementor-field-subgroup  "><span class="elementor-field-option"><input type="checkbox" value="ja" id="form-field-agree-0" name="form_fields[agree]"> <label for="form-field-agree-0">Ja</label></span></div>
    </div>
    <div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons">
     <button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><svg aria-hidden="true" viewBox="0 0 8 8"><path d="M0 0h8v8H0z"/></svg></span><span class="elementor-button-text">Verstuur</span></span></button>
    </div>
   </div>
  </form>
 </div>
</eb-form>`;

describe('<eb-form> enhancing the printed form (light DOM)', () => {
  it('keeps the printed form in place (slotted), adds steps from data-settings and posts its own entries to ajaxUrl', async () => {
    const root = fixture(PRINTED);
    const el = root.querySelector('eb-form')!;
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    const form = q<HTMLFormElement>(el, 'form.elementor-form');
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    expect(form.querySelector('.e-form__indicators--type-number')).to.not.equal(null);
    expect(form.querySelector('.e-form__indicators__indicator__number.e-form__indicators__indicator--shape-square')).to.not.equal(null);
    expect(q(form, '.e-form__buttons__wrapper__button-next').textContent).to.equal('Verder');
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.have.length(0);
    answers.push(json({ success: false, data: { message: 'Mislukt', errors: { kind: 'Kies een soort.', agree: 'Verplicht.' }, data: [] } }));
    submit(form);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.entries).to.deep.equal(['post_id=12', 'form_id=5e1f2a3', 'referer_title=Contact', 'queried_id=12', 'form_fields[name]=Jan', 'form_fields[kind]=', 'form_fields[agree]=', 'action=elementor_pro_forms_send_form', `referrer=${location.href}`]);
    await waitFor(() => form.querySelector('.elementor-field-group-kind .elementor-form-help-inline'));
    expect(messageOf(q(form, '.elementor-field-group-kind'))).to.equal('Kies een soort.');
    expect(messageOf(q(form, '.elementor-field-group-agree'))).to.equal('Verplicht.');
    expect(q(form, 'button[type=submit] svg')).to.not.equal(null);
  });

  it('a printed form that says novalidate (Elementor\'s custom validation) is posted unchecked: the server\'s errors are the messages', async () => {
    const printed = PRINTED.replace('<form class="elementor-form" method="post"', '<form class="elementor-form" method="post" novalidate').replace(/<div class="elementor-field-type-step[^\n]*\n/g, '');
    const root = fixture(printed);
    const el = root.querySelector('eb-form')!;
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    const form = q<HTMLFormElement>(el, 'form.elementor-form');
    answers.push(json({ success: false, data: { message: 'Mislukt', errors: { name: 'Vul je naam in.' }, data: [] } }));
    submit(form);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.entries).to.include('form_fields[name]=');
    await waitFor(() => form.querySelector('.elementor-field-group-name .elementor-form-help-inline'));
    expect(messageOf(q(form, '.elementor-field-group-name'))).to.equal('Vul je naam in.');
  });

  it('moved to another place in the page (a re-attach), its step buttons still work and nothing is built twice', async () => {
    const root = fixture(PRINTED);
    const el = root.querySelector('eb-form')!;
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    const other = fixture('<section></section>').querySelector('section')!;
    other.append(el);
    await new Promise((r) => setTimeout(r, 50));
    el.remove();
    await new Promise((r) => setTimeout(r, 50));
    other.append(el);
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    await new Promise((r) => setTimeout(r, 50));
    const form = q<HTMLFormElement>(el, 'form');
    expect(form.querySelectorAll('.e-form__indicators')).to.have.length(1);
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    expect(q<HTMLElement>(form, '.elementor-field-group-kind').closest<HTMLElement>('.e-form__step')!.hidden).to.equal(false);
    answers.push(json(OK));
    submit(form);
    await waitFor(() => sent.length === 1);
  });

  it('a submit handler Elementor\'s script bound on the printed form never sees the submit (no second post)', async () => {
    const root = fixture(PRINTED);
    const el = root.querySelector('eb-form')!;
    const form = q<HTMLFormElement>(el, 'form');
    let elementorSaw = 0;
    form.addEventListener('submit', (e) => {
      elementorSaw++;
      e.preventDefault();
    });
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    answers.push(json(OK));
    submit(form);
    await waitFor(() => form.querySelector('.elementor-message-success'));
    expect(sent).to.have.length(1);
    expect(elementorSaw).to.equal(0);
  });

  it('steps Elementor\'s own script built are left to it; ours lose the class its handler looks for', async () => {
    const built = PRINTED.replace('<div class="elementor-form-fields-wrapper', '<div class="e-form__indicators e-form__indicators--type-number"></div><div class="elementor-form-fields-wrapper');
    const a = fixture(built).querySelector('eb-form')!;
    await waitFor(() => a.getAttribute('data-mode') === 'enhance');
    expect(a.querySelectorAll('.e-form__indicators')).to.have.length(1);
    expect(a.querySelector('.e-form__buttons__wrapper__button-next')).to.equal(null);
    cleanup();
    const b = fixture(PRINTED).querySelector('eb-form')!;
    await waitFor(() => b.getAttribute('data-mode') === 'enhance');
    expect(b.querySelectorAll('.e-form__step')).to.have.length(2);
    expect(b.querySelectorAll('.elementor-field-type-step')).to.have.length(0);
  });

  it('takes the ajax URL from ajax-url, else Elementor\'s elementorProFrontendConfig', async () => {
    (window as unknown as { elementorProFrontendConfig?: unknown }).elementorProFrontendConfig = { ajaxurl: '/elementor-ajax.php' };
    try {
      const root = fixture(PRINTED);
      const el = root.querySelector('eb-form')!;
      await waitFor(() => el.getAttribute('data-mode') === 'enhance');
      const form = q<HTMLFormElement>(el, 'form');
      fill(form, 'name', 'Jan');
      q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
      answers.push(json(OK));
      submit(form);
      await waitFor(() => sent.length === 1);
      expect(sent[0]!.url).to.equal('/elementor-ajax.php');
    } finally {
      delete (window as unknown as { elementorProFrontendConfig?: unknown }).elementorProFrontendConfig;
    }
  });

  it('the page settings\' ajaxUrl wins over Elementor\'s config', async () => {
    (window as unknown as { elementorProFrontendConfig?: unknown }).elementorProFrontendConfig = { ajaxurl: '/elementor-ajax.php' };
    const settings = document.createElement('script');
    settings.type = 'application/json';
    settings.id = 'site-elements-config';
    settings.textContent = '{"ajaxUrl": "/site-ajax.php"}';
    document.head.append(settings);
    try {
      const root = fixture(PRINTED);
      const el = root.querySelector('eb-form')!;
      await waitFor(() => el.getAttribute('data-mode') === 'enhance');
      const form = q<HTMLFormElement>(el, 'form');
      fill(form, 'name', 'Jan');
      q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
      answers.push(json(OK));
      submit(form);
      await waitFor(() => sent.length === 1);
      expect(sent[0]!.url).to.equal('/site-ajax.php');
    } finally {
      settings.remove();
      delete (window as unknown as { elementorProFrontendConfig?: unknown }).elementorProFrontendConfig;
    }
  });

  it('also works around the unchanged widget div', async () => {
    const inner = PRINTED.replace('<eb-form ', '<div ').replace('</eb-form>', '</div>');
    const root = fixture(`<eb-form ajax-url="/x-ajax.php">${inner}</eb-form>`);
    const el = root.querySelector('eb-form')!;
    await waitFor(() => el.getAttribute('data-mode') === 'enhance');
    const form = q<HTMLFormElement>(el, 'form');
    expect(form.querySelector('.e-form__indicators--type-number')).to.not.equal(null);
    fill(form, 'name', 'Jan');
    q<HTMLButtonElement>(form, '.e-form__buttons__wrapper__button-next').click();
    answers.push(json(OK));
    submit(form);
    await waitFor(() => sent.length === 1);
    expect(sent[0]!.url).to.equal('/x-ajax.php');
  });

  it('without a config or a form: one console error and data-error="markup"', async () => {
    const spy = spyConsoleError();
    try {
      const root = fixture('<eb-form><p>niets</p></eb-form>');
      const el = root.querySelector('eb-form')!;
      await waitFor(() => el.getAttribute('data-error') === 'markup');
      expect(spy.calls.length).to.equal(1);
    } finally {
      spy.restore();
    }
  });
});

describe('<eb-form> reCAPTCHA v3', () => {
  it('asks grecaptcha for a token with the action "Form" and posts it as g-recaptcha-response', async () => {
    const w = window as unknown as { grecaptcha?: { execute(k: string, o: { action: string }): Promise<string> } };
    const calls: [string, string][] = [];
    w.grecaptcha = { execute: async (k, o) => (calls.push([k, o.action]), 'token-123') };
    try {
      const root = fixture(`<eb-form widget-id="rc1"><script type="application/json">${JSON.stringify({ form_fields: [{ custom_id: 'n', field_label: 'Naam' }, { custom_id: 'cap', field_type: 'recaptcha_v3' }] })}</script></eb-form>`);
      const el = root.querySelector('eb-form')!;
      const form = await formOf(el);
      form.querySelector('.elementor-field-group-cap .elementor-field')!.insertAdjacentHTML('afterbegin', '<div class="elementor-g-recaptcha" data-sitekey="site-key-1" data-type="v3"></div>');
      answers.push(json(OK));
      submit(form);
      await waitFor(() => sent.length === 1);
      expect(calls).to.deep.equal([['site-key-1', 'Form']]);
      expect(sent[0]!.entries).to.include('g-recaptcha-response=token-123');
    } finally {
      delete w.grecaptcha;
    }
  });
});

describe('the loader\'s placeholder for an enhancing tag', () => {
  it('keeps the printed form visible until the upgrade (no empty shadow root); other React tags still get one', () => {
    const never = () => new Promise<never>(() => undefined);
    definePlaceholder('eb-form-placeholder-probe', { props: {}, enhances: true }, never);
    definePlaceholder('eb-react-placeholder-probe', { props: {} }, never);
    const root = fixture('<eb-form-placeholder-probe><form><input aria-label="x"></form></eb-form-placeholder-probe><eb-react-placeholder-probe><p>x</p></eb-react-placeholder-probe>');
    const enhancing = root.querySelector('eb-form-placeholder-probe')!;
    expect(enhancing.shadowRoot).to.equal(null);
    expect((enhancing.querySelector('input') as HTMLElement).offsetWidth).to.be.greaterThan(0);
    expect(root.querySelector('eb-react-placeholder-probe')!.shadowRoot).to.not.equal(null);
  });
});

describe('an enhancing tag from the loader\'s placeholder', () => {
  it('keeps the height the printed markup had from the upgrade until its first render, then lets it go (no layout shift in between)', async () => {
    const root = fixture(`<eb-form-hold-probe post-id="42"><script type="application/json">${JSON.stringify(ALL_FIELDS).replace(/<\//g, '<\\/')}</script><div class="printed"></div></eb-form-hold-probe>`);
    const el = root.querySelector<HTMLElement>('eb-form-hold-probe')!;
    el.querySelector<HTMLElement>('.printed')!.style.height = '321px';
    const before = el.getBoundingClientRect().height;
    expect(before).to.be.at.least(321);
    upgrade(el);
    // The upgrade made the shadow root (the printed markup is hidden now); the widget has not rendered yet.
    expect(el.shadowRoot).to.not.equal(null);
    expect(el.style.minHeight).to.equal(`${before}px`);
    expect(el.getBoundingClientRect().height).to.equal(before);
    await formOf(el);
    expect(el.style.minHeight, 'let go once the widget is in the page').to.equal('');
  });
});
