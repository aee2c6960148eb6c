/** <gform-form> in real Chromium with a mocked ajax endpoint: rendering, date picker, debounce, reCAPTCHA (pricing: forms-pricing.test.ts). */
import { expect } from 'chai';
import { define } from '../../elements/gform-form';
import { definePlaceholder } from '../../elements/placeholder';
import { TAGS } from '../../elements/tags';
import { POST_RENDER_DEBOUNCE_MS, RECAPTCHA_POLL_MS } from '../../src/widgets/forms/constants';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

type Handler = (fields: FormData) => { status?: number; body: string } | Promise<{ status?: number; body: string }>;
const realFetch = window.fetch;
const calls: FormData[] = [];

/** Answers ajax calls from `handler` (by the posted fields); everything else goes to the network. */
function mockAjax(handler: Handler): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('admin-ajax.php')) return realFetch(input, init);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    if (init?.body instanceof URLSearchParams) for (const [k, v] of init.body) body.append(k, v);
    calls.push(body);
    const r = await handler(body);
    return new Response(r.body, { status: r.status ?? 200 });
  };
}

const json = (data: unknown) => ({ body: JSON.stringify(data) });
const FORM = {
  id: 5,
  title: 'Proefformulier',
  description: 'Een formulier voor de browsertest.',
  fields: [
    { id: 1, type: 'text', label: 'Naam', isRequired: true },
    { id: 2, type: 'date', label: 'Datum', dateFormat: 'dmy' },
    { id: 3, type: 'html', content: '<p>Uitleg <b>vet</b></p><script>window.__pwned = 1</script><a href="javascript:alert(1)">x</a>' },
    { id: 4, type: 'hidden', label: 'Bron', defaultValue: 'test' },
    { id: 5, type: 'page' },
    { id: 6, type: 'checkbox', label: 'Opties', choices: [{ text: 'A' }, { text: 'B' }] },
  ],
};

/** JSON for a <script> block: `<` escaped so a `</script>` inside a string cannot end the block. */
const block = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function mount(attrs = 'submission-method="ajax" display-title display-description', form: unknown = FORM): HTMLElement {
  const el = fixture(`<gform-form form-id="5" ${attrs}><script type="application/json">${block(form)}</script></gform-form>`).querySelector('gform-form')!;
  return el as HTMLElement;
}
const shadow = (el: Element) => el.shadowRoot!;
const deepActive = () => {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

describe('gform-form (browser)', () => {
  afterEach(() => {
    cleanup();
    window.fetch = realFetch;
    calls.length = 0;
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
  });

  it('inline config -> title, description, Gravity Forms names, labels, sanitized html, axe clean', async () => {
    const el = mount();
    await waitFor(() => part(el, 'form'), { message: 'form rendered' });
    expect(part(el, 'title')!.textContent).to.equal('Proefformulier');
    expect(part(el, 'description')!.textContent).to.equal('Een formulier voor de browsertest.');
    const root = shadow(el);
    expect((root.querySelector('#input_5_1') as HTMLInputElement).name).to.equal('input_1');
    expect((root.querySelector('#input_5_1') as HTMLInputElement).labels![0]!.textContent).to.contain('Naam');
    expect((root.querySelector('[name="input_4"]') as HTMLInputElement).value).to.equal('test');
    expect([...root.querySelectorAll('[name^="input_6_"]')].map((i) => (i as HTMLInputElement).name)).to.deep.equal(['input_6_1', 'input_6_2']);
    const html = root.querySelector('.gfield__html')!.innerHTML;
    expect(html).to.contain('<b>vet</b>');
    expect(html).not.to.contain('script');
    expect(html).not.to.contain('javascript:');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(root.querySelectorAll('[part~="page"]').length).to.equal(2);
    expect((root.querySelector('[data-page="2"]') as HTMLElement).hidden).to.equal(true);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('bad config -> one [gform-form] console error naming the key, data-error, nothing rendered', async () => {
    const spy = spyConsoleError();
    try {
      // Issue 17: a form object is refused only when nothing can render (no fields list).
      const el = mount('', { title: 'Zonder velden', fields: '' });
      await waitFor(() => el.getAttribute('data-error') === 'config');
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[gform-form]'));
      expect(mine).to.have.length(1);
      expect(String(mine[0]![0])).to.contain('"config.fields" expected a list of fields');
      expect(part(el, 'form')).to.equal(null);
    } finally {
      spy.restore();
    }
  });

  it('unknown submission-method -> config error naming the attribute', async () => {
    const spy = spyConsoleError();
    try {
      const el = mount('submission-method="fax"');
      await waitFor(() => el.hasAttribute('data-error'));
      expect(String(spy.calls.find((c) => String(c[0]).startsWith('[gform-form]'))?.[0])).to.contain('"submission-method" expected one of "postback", "ajax", "iframe"');
    } finally {
      spy.restore();
    }
  });

  it('the WordPress plugin\'s printed fallback (Gravity Forms\' own form): gone once the form draws, so the page holds one copy of its fields', async () => {
    const FALLBACK = '<div class="se-fallback" slot="fallback" data-se-fallback><form method="post" id="gform_5"><label for="input_5_1">Naam</label><input id="input_5_1" name="input_1"><input type="submit" value="Verzenden"></form></div>';
    const el = fixture(`<gform-form form-id="5" submission-method="ajax"><script type="application/json">${block(FORM)}</script>${FALLBACK}</gform-form>`).querySelector('gform-form')!;
    await waitFor(() => part(el, 'form'), { message: 'the form drawn' });
    expect(el.querySelector('[data-se-fallback]')).to.equal(null);
    expect(el.querySelector('script[type="application/json"]'), 'the config stays').to.not.equal(null);
  });

  it('a config the tag cannot read keeps the printed fallback in view, a form that still posts', async () => {
    const spy = spyConsoleError();
    try {
      const FALLBACK = '<div class="se-fallback" slot="fallback" data-se-fallback><form method="post"><label for="fb_1">Naam</label><input id="fb_1" name="input_1"></form></div>';
      const el = fixture(`<gform-form form-id="5" submission-method="fax"><script type="application/json">${block(FORM)}</script>${FALLBACK}</gform-form>`).querySelector('gform-form')!;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      const input = el.querySelector<HTMLInputElement>('[data-se-fallback] input')!;
      expect(input, 'kept').to.not.equal(null);
      expect(input.offsetWidth, 'in view through the fallback slot').to.be.greaterThan(0);
    } finally {
      spy.restore();
    }
  });

  it('the loader keeps a printed fallback visible until the upgrade (gform-form enhances printed markup)', () => {
    const never = () => new Promise<never>(() => undefined);
    definePlaceholder('gform-form-placeholder-probe', TAGS['gform-form'], never);
    const root = fixture('<gform-form-placeholder-probe><div data-se-fallback><form><input aria-label="x"></form></div></gform-form-placeholder-probe>');
    const probe = root.querySelector('gform-form-placeholder-probe')!;
    expect(probe.shadowRoot).to.equal(null);
    expect((probe.querySelector('input') as HTMLElement).offsetWidth).to.be.greaterThan(0);
  });

  it('date picker: week starts on Monday, keyboard moves by day/week/month, Enter picks, focus returns', async () => {
    const el = mount();
    await waitFor(() => part(el, 'form'));
    const root = shadow(el);
    const input = root.querySelector('#input_5_2') as HTMLInputElement;
    input.value = '15/03/2025';
    const button = part<HTMLButtonElement>(el, 'date-picker-button')!;
    button.focus(); // as a click or a keypress on it leaves it
    button.click();
    const dialog = await waitFor(() => part(el, 'date-picker'));
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const headers = [...dialog.querySelectorAll('th')].map((th) => th.getAttribute('abbr'));
    expect(headers[0]).to.equal('maandag');
    expect(headers[6]).to.equal('zondag');
    expect(dialog.querySelector('.gdate__title')!.textContent).to.equal('maart 2025');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-03-15', { message: 'focus on the 15th' });
    const key = (k: string, shiftKey = false) => deepActive()!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, composed: true }));
    key('ArrowRight');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-03-16');
    key('ArrowDown');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-03-23');
    key('PageDown');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-04-23');
    expect(dialog.querySelector('.gdate__title')!.textContent).to.equal('april 2025');
    key('Home');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-04-21'); // a Monday
    key('End');
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-04-27'); // its Sunday
    key('PageUp', true);
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2024-04-27');
    key('PageDown', true);
    await waitFor(() => deepActive()?.getAttribute('data-date') === '2025-04-27');
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
    key('Enter');
    await waitFor(() => part(el, 'date-picker') === null, { message: 'dialog closed' });
    expect(input.value).to.equal('27/04/2025');
    await waitFor(() => deepActive() === button, { message: 'focus back on the button' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('date picker: Escape closes without picking; a click outside closes; Tab stays inside', async () => {
    const el = mount();
    await waitFor(() => part(el, 'form'));
    const input = shadow(el).querySelector('#input_5_2') as HTMLInputElement;
    const button = part<HTMLButtonElement>(el, 'date-picker-button')!;
    button.focus();
    button.click();
    const dialog = await waitFor(() => part(el, 'date-picker'));
    await waitFor(() => dialog.contains(deepActive()));
    // Tab from the last control wraps to the first (focus is trapped in the dialog).
    const close = dialog.querySelector('.gdate__close') as HTMLButtonElement;
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
    await waitFor(() => dialog.contains(deepActive()) && deepActive() !== close, { message: 'Tab wrapped inside the dialog' });
    deepActive()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => part(el, 'date-picker') === null);
    expect(input.value).to.equal('');
    await waitFor(() => deepActive() === button);
    button.click();
    await waitFor(() => part(el, 'date-picker'));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => part(el, 'date-picker') === null, { message: 'closed by an outside click' });
  });

  it('post-render: {formId, currentPage}, debounced 200 ms (a quick page change after load gives one event)', async () => {
    mockAjax(() => json({ success: true, data: { is_valid: true, page_number: 2, source_page_number: 1 } }));
    const seen: unknown[] = [];
    const pageChanges: unknown[] = [];
    document.addEventListener('gform-post-render', (e) => seen.push((e as CustomEvent).detail));
    document.addEventListener('gform-page-change', (e) => pageChanges.push((e as CustomEvent).detail));
    const el = mount();
    await waitFor(() => part(el, 'form'));
    (shadow(el).querySelector('#input_5_1') as HTMLInputElement).value = 'Anna';
    part<HTMLButtonElement>(el, 'next-button')!.click();
    await waitFor(() => pageChanges.length === 1);
    expect(POST_RENDER_DEBOUNCE_MS).to.equal(200);
    await new Promise((r) => setTimeout(r, POST_RENDER_DEBOUNCE_MS + 150));
    expect(seen).to.deep.equal([{ formId: 5, currentPage: 2 }]);
    expect(pageChanges).to.deep.equal([{ formId: 5, currentPage: 2 }]);
    expect(calls[0]!.get('gform_source_page_number_5')).to.equal('1');
    expect(calls[0]!.get('gform_target_page_number_5')).to.equal('2');
  });

  it('post-render fires again when a hidden form becomes visible', async () => {
    const seen: unknown[] = [];
    document.addEventListener('gform-post-render', (e) => seen.push((e as CustomEvent).detail));
    const root = fixture(`<div hidden id="tab"><gform-form form-id="5" submission-method="ajax"><script type="application/json">${block(FORM)}</script></gform-form></div>`);
    const el = root.querySelector('gform-form')!;
    await waitFor(() => part(el, 'form'));
    await new Promise((r) => setTimeout(r, POST_RENDER_DEBOUNCE_MS + 100));
    const before = seen.length;
    (root.querySelector('#tab') as HTMLElement).hidden = false;
    await waitFor(() => seen.length === before + 1, { message: 'a post-render after becoming visible' });
  });

  it('reCAPTCHA: the submission is held until the token exists (polled every 100 ms), then sent in g-recaptcha-response', async () => {
    let polls = 0;
    let solved = false;
    (window as unknown as { grecaptcha: unknown }).grecaptcha = {
      render: (_c: Element, p: { sitekey: string; size: string }) => {
        expect(p.size).to.equal('invisible');
        return 0;
      },
      execute: () => setTimeout(() => (solved = true), 350),
      getResponse: () => {
        polls++;
        return solved ? 'tok-123' : '';
      },
      reset: () => (solved = false),
    };
    fixture('<script type="application/json" id="site-elements-config">{"recaptchaSiteKey":"site-key"}</script>');
    mockAjax(() => json({ success: true, data: { is_valid: true, page_number: 2 } }));
    const el = mount();
    await waitFor(() => part(el, 'form'));
    (shadow(el).querySelector('#input_5_1') as HTMLInputElement).value = 'Anna';
    part<HTMLButtonElement>(el, 'next-button')!.click();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).to.have.length(0); // held: no token yet
    expect(el.shadowRoot!.querySelector('[data-submitting]')).not.to.equal(null);
    await waitFor(() => calls.length === 1, { message: 'sent once the token exists' });
    expect(calls[0]!.get('g-recaptcha-response')).to.equal('tok-123');
    expect(RECAPTCHA_POLL_MS).to.equal(100);
    expect(polls).to.be.within(3, 8); // ~350 ms at one poll per 100 ms
    document.getElementById('site-elements-config')?.remove();
  });

  it('"Form {id} not found." when the loaded config holds no form object', async () => {
    const spy = spyConsoleError();
    try {
      mockAjax(() => ({ body: '<!-- gf:json_start -->{"success":true,"data":{"nothing":1}}<!-- gf:json_end -->' }));
      const el = fixture('<gform-form form-id="7"></gform-form>').querySelector('gform-form')!;
      const banner = await waitFor(() => part(el, 'error-banner'));
      expect(banner.textContent).to.contain('Form 7 not found.');
      expect(calls[0]!.get('config_path')).to.equal('gform_forms/7');
    } finally {
      spy.restore();
    }
  });
  it('a resume_url that is not http(s) never becomes a link', async () => {
    mockAjax(() => json({ success: true, data: { is_valid: true, submission_type: 'save_and_continue', resume_token: 'a'.repeat(32), resume_url: 'javascript:alert(1)' } }));
    const el = mount('submission-method="ajax"', { ...FORM, save: { enabled: true } });
    await waitFor(() => part(el, 'form'));
    part<HTMLButtonElement>(el, 'save-button')!.click();
    const saved = await waitFor(() => part(el, 'saved-message'));
    expect(saved.textContent).to.contain('Het formulier is opgeslagen');
    expect(part(el, 'resume-link')).to.equal(null);
    expect(calls[0]!.get('gform_save')).to.equal('1');
  });
});
