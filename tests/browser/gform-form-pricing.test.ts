/** <gform-form> pricing in real Chromium: fields, live total, conditional logic, money inputs, product config before submit. */
import { expect } from 'chai';
import { define } from '../../elements/gform-form';
import { PRODUCT_CONFIG_ERROR } from '../../src/core/forms/response';
import { TOTAL_DEBOUNCE_MS } from '../../src/widgets/forms/constants';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const realFetch = window.fetch;
const calls: FormData[] = [];
function mockAjax(handler: (f: FormData) => string): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('admin-ajax.php')) return realFetch(input, init);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    if (init?.body instanceof URLSearchParams) for (const [k, v] of init.body) body.append(k, v);
    calls.push(body);
    return new Response(handler(body));
  };
}

/** Gravity Forms shapes: a single product with a checkbox option, a radio product, single shipping, a total, a hidden-by-logic option. */
const FORM = {
  id: 8,
  title: 'Bestelling',
  fields: [
    { id: 1, type: 'product', inputType: 'singleproduct', label: 'Appeltaart', basePrice: '10,00 €' },
    {
      id: 2, type: 'option', inputType: 'checkbox', label: 'Extra', productField: 1,
      choices: [{ text: 'Kaarsjes', value: 'Kaarsjes', price: '2,50 €' }, { text: 'Slagroom', value: 'Slagroom', price: '3,00 €' }],
    },
    {
      id: 3, type: 'product', inputType: 'radio', label: 'Cupcakes',
      choices: [{ text: 'Doos van 6', value: 'Doos van 6', price: '12,00 €' }, { text: 'Doos van 12', value: 'Doos van 12', price: '21,00 €' }],
    },
    {
      id: 4, type: 'option', inputType: 'radio', label: 'Topping', productField: 3,
      choices: [{ text: 'Boter', value: 'Boter', price: '0', isSelected: true }, { text: 'Fondant', value: 'Fondant', price: '1,50 €' }],
      conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '3', operator: 'is', value: 'Doos van 12' }] },
    },
    { id: 5, type: 'product', inputType: 'price', label: 'Eigen bedrag' },
    { id: 6, type: 'shipping', inputType: 'singleshipping', label: 'Verzending', basePrice: '4,95 €' },
    { id: 7, type: 'total', label: 'Totaal' },
  ],
};
const block = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const mount = (form: unknown = FORM) => fixture(`<gform-form form-id="8" submission-method="ajax"><script type="application/json">${block(form)}</script></gform-form>`).querySelector('gform-form')! as HTMLElement;
const q = <T extends Element = HTMLInputElement>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel)!;
const total = (el: Element) => part(el, 'total')!.textContent;

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
}
const commit = (input: HTMLInputElement) => input.dispatchEvent(new Event('change', { bubbles: true }));

describe('gform-form pricing (browser)', () => {
  afterEach(() => {
    cleanup();
    window.fetch = realFetch;
    calls.length = 0;
  });

  it('renders Gravity Forms names and values, price labels, an <output> total; axe clean', async () => {
    const el = mount();
    await waitFor(() => part(el, 'total'));
    const root = el.shadowRoot!;
    const names = [...root.querySelectorAll<HTMLInputElement>('input, select')].map((i) => `${i.name}=${i.type === 'radio' || i.type === 'checkbox' ? i.value : i.value}`);
    expect(names).to.include.members(['input_1_1=Appeltaart', 'input_1_2=10,00 €', 'input_1_3=', 'input_2_1=Kaarsjes|2.5', 'input_2_2=Slagroom|3', 'input_3=Doos van 6|12', 'input_6=4,95 €', 'input_7=0,00 €']);
    expect(q(el, '#input_8_1').labels![0]!.textContent).to.equal('Aantal Appeltaart');
    expect(q(el, '#input_8_2').labels![0]!.textContent).to.equal('Kaarsjes +2,50 €');
    expect(q(el, '#input_8_3').labels![0]!.textContent).to.equal('Doos van 6 12,00 €');
    const output = part(el, 'total')!;
    expect(output.tagName).to.equal('OUTPUT');
    expect(output.getAttribute('aria-live')).to.equal('polite');
    expect((output as HTMLOutputElement).labels[0]!.textContent).to.contain('Totaal');
    expect(total(el)).to.equal('0,00 €');
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('typing a quantity and ticking options updates the total (debounced 50 ms); shipping only with a product', async () => {
    const el = mount();
    await waitFor(() => part(el, 'total'));
    type(q(el, '#input_8_1'), '2');
    await waitFor(() => total(el) === '24,95 €', { message: '(10 x 2) + shipping 4,95' });
    q(el, '#input_8_2').click();
    await waitFor(() => total(el) === '29,95 €');
    expect(q(el, '[name="input_7"]').value).to.equal('29,95 €');
    type(q(el, '#input_8_1'), '0');
    await waitFor(() => total(el) === '0,00 €', { message: 'no product: options and shipping drop out' });
    expect(TOTAL_DEBOUNCE_MS).to.equal(50);
  });

  it('a field conditional logic hides is hidden in the very DOM the form first shows (no frame with it visible)', async () => {
    // Every batch of DOM changes is checked after the microtasks queued with it, before the
    // browser can paint: the topping must be hidden in each (it once showed for a frame, hidden
    // only after React's passive effects had subscribed the field to the form's state). The
    // observer is on the shadow root from its creation (the lite build renders synchronously).
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      queueMicrotask(() => {
        const field = document.querySelector('gform-form')?.shadowRoot?.querySelector<HTMLElement>('#field_8_4');
        if (field) seen.push(field.hidden);
      }),
    );
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      observer.observe(root, { subtree: true, childList: true, attributes: true });
      return root;
    };
    try {
      const el = mount();
      await waitFor(() => part(el, 'total') && seen.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen[0], `hidden at each change: ${seen.join(', ')}`).to.equal(true);
      expect(seen.every(Boolean)).to.equal(true);
    } finally {
      Element.prototype.attachShadow = attachShadow;
      observer.disconnect();
    }
  });

  it('conditional logic shows the topping with the big box only; a hidden option counts 0; radio labels show the difference', async () => {
    const el = mount();
    await waitFor(() => part(el, 'total'));
    const topping = q<HTMLElement>(el, '#field_8_4');
    expect(topping.hidden).to.equal(true);
    q(el, '#input_8_3_1').click(); // Doos van 12
    await waitFor(() => !topping.hidden, { message: 'shown by its rule' });
    q(el, '#input_8_4_1').click(); // Fondant
    await waitFor(() => total(el) === `${(21 + 1.5 + 4.95).toFixed(2).replace('.', ',')} €`);
    expect(q(el, '#input_8_4').labels![0]!.textContent).to.equal('Boter -1,50 €');
    q(el, '#input_8_3').click(); // back to Doos van 6: the topping hides and counts 0
    await waitFor(() => topping.hidden);
    await waitFor(() => total(el) === '16,95 €');
  });

  it('a typed amount counts in the currency format and is shown as money once committed', async () => {
    const el = mount();
    await waitFor(() => part(el, 'total'));
    const amount = q(el, '#input_8_5');
    type(amount, '1.250,5');
    await waitFor(() => total(el) === '1.255,45 €', { message: `1250,50 + shipping, got ${total(el)}` });
    commit(amount);
    expect(amount.value).to.equal('1.250,50 €');
    type(amount, 'gratis');
    commit(amount);
    expect(amount.value).to.equal('gratis'); // left as typed; the server says it is not an amount
    await waitFor(() => total(el) === '0,00 €');
  });

  it('page settings currency (USD with an entity) formats every price', async () => {
    fixture('<script type="application/json" id="site-elements-config">{"currency":{"symbol_left":"&#36;","symbol_right":"","symbol_padding":"","decimal_separator":".","thousand_separator":",","decimals":2,"code":"USD"}}</script>');
    try {
      // A USD site stores its prices in dollars (Gravity Forms writes "$10.00").
      const usd = JSON.parse(JSON.stringify(FORM).replace(/"10,00 €"/g, '"$10.00"').replace(/"4,95 €"/g, '"$4.95"'));
      const el = mount(usd);
      await waitFor(() => part(el, 'total'));
      expect(q(el, '[name="input_6"]').value).to.equal('$4.95');
      type(q(el, '#input_8_1'), '100');
      await waitFor(() => total(el) === '$1,004.95');
    } finally {
      document.getElementById('site-elements-config')?.remove();
    }
  });

  it('a calculated number field is read-only and follows its formula; submit flushes pending work first', async () => {
    mockAjax((f) => (f.get('action') === 'gform_validate_config' ? '{"success":true}' : JSON.stringify({ success: true, data: { is_valid: true, confirmation_type: 'message', confirmation_markup: '<p>Dank</p>' } })));
    const form = {
      ...FORM,
      fields: [
        ...FORM.fields,
        { id: 9, type: 'number', label: 'Punten', enableCalculation: true, calculationFormula: '{Appeltaart:1.3} * 10 + 0.5', calculationRounding: '0', numberFormat: 'decimal_comma' },
      ],
    };
    const el = mount(form);
    await waitFor(() => part(el, 'total'));
    const points = q(el, '#input_8_9');
    expect(points.readOnly).to.equal(true);
    type(q(el, '#input_8_1'), '3');
    // Submit at once: the 345 ms formula and the 50 ms total have not run yet; the submission flushes them.
    part<HTMLButtonElement>(el, 'submit-button')!.click();
    await waitFor(() => calls.some((c) => c.get('action') === 'gform_submit_form'));
    const sent = calls.find((c) => c.get('action') === 'gform_submit_form')!;
    expect(sent.get('input_9')).to.equal('31');
    expect(sent.get('input_7')).to.equal('34,95 €');
    expect(calls.findIndex((c) => c.get('action') === 'gform_validate_config')).to.be.lessThan(calls.indexOf(sent));
  });

  it('product config is validated before submit: an unparseable answer shows the exact message, logs it and sends nothing', async () => {
    const spy = spyConsoleError();
    try {
      mockAjax((f) => (f.get('action') === 'gform_validate_config' ? '<html>oops' : JSON.stringify({ success: true, data: { is_valid: true } })));
      const el = mount();
      await waitFor(() => part(el, 'form'));
      expect(calls).to.have.length(0); // nothing on load
      part<HTMLButtonElement>(el, 'submit-button')!.click();
      const banner = await waitFor(() => part(el, 'error-banner'));
      expect(banner.textContent).to.contain(PRODUCT_CONFIG_ERROR);
      const sent = calls.find((c) => c.get('action') === 'gform_validate_config')!;
      const config = JSON.parse(String(sent.get('config')));
      expect(config.form_id).to.equal(8);
      expect(Object.keys(config.products)).to.deep.equal(['1', '3', '5']);
      expect(Object.keys(config.products['1'].options)).to.deep.equal(['2']);
      expect(config.shipping).to.include({ id: 6, basePrice: '4,95 €' });
      expect(calls.some((c) => c.get('action') === 'gform_submit_form')).to.equal(false);
      expect(spy.calls.some((c) => String(c[0]).startsWith('[gform-form]') && String(c[0]).includes(PRODUCT_CONFIG_ERROR))).to.equal(true);
      await waitFor(() => !el.hasAttribute('data-submitting'), { message: 'the lock is released' });
    } finally {
      spy.restore();
    }
  });
});
