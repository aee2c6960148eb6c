/**
 * Issue 10, the remaining fields of <gform-form> in real Chromium: the password strength indicator
 * (levels and mismatch), the card type shown once one type matches, the social-profile URL field,
 * the repeater's limits, lazy backgrounds; axe clean.
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

  it('repeater: items with the index on their names, remove hidden at one item, add disabled at maxItems, focus to the new item; list limits alike', async () => {
    const el = mount({
      id: 7,
      fields: [
        { id: 3, type: 'repeater', label: 'Gast', maxItems: '3', fields: [{ id: 31, type: 'text', label: 'Naam gast', isRequired: true }, { id: 32, type: 'email', label: 'E-mail gast' }] },
        { id: 4, type: 'list', label: 'Allergieën', maxRows: 2 },
      ],
    });
    const add = await waitFor(() => part<HTMLButtonElement>(el, 'repeater-add-button'));
    const items = () => [...el.shadowRoot!.querySelectorAll('[part~="repeater-item"]')];
    const names = () => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="repeater-item"] input')].map((i) => i.name);
    expect(items()).to.have.length(1);
    expect(names()).to.deep.equal(['input_31[0]', 'input_32[0]']);
    expect(part(el, 'repeater-remove-button')).to.equal(null);
    expect(items()[0]!.querySelector('legend')!.textContent).to.equal('Gast 1 van 1');
    add.click();
    await waitFor(() => items().length === 2);
    expect(names()).to.deep.equal(['input_31[0]', 'input_32[0]', 'input_31[1]', 'input_32[1]']);
    let active: Element | null = el.shadowRoot!.activeElement;
    expect(active?.id).to.equal('input_7_31-1');
    add.click();
    await waitFor(() => items().length === 3);
    expect(add.disabled).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('[part~="repeater-remove-button"]')).to.have.length(3);
    await expectAxeClean(el, 'repeater at max');
    // Removing the first item renumbers the rest and enables add again.
    type(el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_31-1')!, 'Piet');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="repeater-remove-button"]')!.click();
    await waitFor(() => items().length === 2);
    expect(add.disabled).to.equal(false);
    const piet = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_31-0')!;
    expect(piet.value).to.equal('Piet');
    expect(piet.name).to.equal('input_31[0]');
    active = el.shadowRoot!.activeElement;
    expect(active === add, 'focus on the add button').to.equal(true);
    // Typing into the last item re-renders only its input (React writes the name again): the index stays.
    const last = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_31-1')!;
    type(last, 'Anna');
    await waitFor(() => last.value === 'Anna');
    await new Promise((r) => setTimeout(r, 0));
    expect(names()).to.deep.equal(['input_31[0]', 'input_32[0]', 'input_31[1]', 'input_32[1]']);
    // The list field: delete hidden at one row, add disabled at maxRows.
    const listAdd = part<HTMLButtonElement>(el, 'list-add-button')!;
    expect(part(el, 'list-remove-button')).to.equal(null);
    listAdd.click();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="list-add-button"]').length === 2);
    expect([...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="list-add-button"]')].every((b) => b.disabled)).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('[part~="list-remove-button"]')).to.have.length(2);
  });

  it('social URLs: a profile address written out in full on leaving the input; with socialPlatform a bare handle too (Bluesky gets its suffix), or a note that it is none', async () => {
    const el = mount({
      id: 7,
      fields: [
        { id: 5, type: 'website', label: 'Website' },
        { id: 6, type: 'website', label: 'Bluesky', socialPlatform: 'bluesky' },
      ],
    });
    const site = await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_5'));
    const sky = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_6')!;
    const note = el.shadowRoot!.querySelector('#gfield_social_7_6')!;
    site.focus();
    type(site, 'instagram.com/bakkerij.zonneveld');
    sky.focus();
    expect(site.value).to.equal('https://instagram.com/bakkerij.zonneveld');
    type(sky, '@jan');
    site.focus();
    expect(sky.value).to.equal('https://bsky.app/profile/jan.bsky.social');
    await waitFor(() => note.textContent === 'Profiel: https://bsky.app/profile/jan.bsky.social');
    sky.focus();
    type(sky, 'geen handle!');
    site.focus();
    await waitFor(() => note.textContent === 'Dit is geen bluesky-profiel of -gebruikersnaam.');
    expect(sky.value).to.equal('geen handle!');
    expect(sky.getAttribute('aria-describedby')).to.contain('gfield_social_7_6');
    // Something that is no profile stays as typed.
    sky.focus();
    type(site, 'https://bakkerijzonneveld.nl');
    sky.focus();
    expect(site.value).to.equal('https://bakkerijzonneveld.nl');
    await expectAxeClean(el, 'social');
  });

  it('enableAnimation: a field shown by conditional logic slides open and slides shut before it is hidden, 400 ms', async () => {
    const el = mount({
      id: 7,
      enableAnimation: '1',
      fields: [
        { id: 1, type: 'text', label: 'Taart?' },
        { id: 2, type: 'text', label: 'Welke smaak', conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '1', operator: 'is', value: 'ja' }] } },
      ],
    });
    const wrapper = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('#field_7_2'));
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('#input_7_1')!;
    await waitFor(() => wrapper.hidden, { message: 'hidden by its rule' });
    type(input, 'ja');
    await waitFor(() => !wrapper.hidden && wrapper.getAnimations().length === 1, { message: 'opens with a slide' });
    const opening = wrapper.getAnimations()[0]!;
    expect(opening.effect!.getTiming().duration).to.equal(400);
    opening.finish();
    type(input, 'nee');
    await waitFor(() => wrapper.getAnimations().length === 1, { message: 'shuts with a slide' });
    expect(wrapper.hidden, 'still there while it slides').to.equal(false);
    wrapper.getAnimations()[0]!.finish();
    await waitFor(() => wrapper.hidden, { message: 'hidden once the slide ends' });
  });

  it('lazy backgrounds (spec 9: 200px root margin): a data-bg far below is not loaded; 300px below the viewport still not; 150px below it is; only http(s)', async () => {
    const html = '<div class="banner" data-bg="/demo/assets/loop-cake.svg"><p>Onze taarten</p></div><div class="bad" data-bg="javascript:alert(1)"><p>x</p></div>';
    const el = mount({ id: 7, fields: [{ id: 8, type: 'html', content: html }] });
    // The form sits far below the viewport (a spacer set through the CSSOM, as the CSP allows).
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    el.before(spacer);
    const banner = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.banner'));
    const bad = el.shadowRoot!.querySelector<HTMLElement>('.bad')!;
    // A fresh observer's first report comes after the form's own observer has looked at the same frame.
    const settled = () => new Promise<void>((resolve) => {
      const io = new IntersectionObserver(() => (io.disconnect(), resolve()));
      io.observe(banner);
    });
    const scrollBelow = async (px: number) => {
      window.scrollTo(0, banner.getBoundingClientRect().top + window.scrollY - window.innerHeight - px);
      await settled();
    };
    try {
      await settled();
      expect(banner.style.backgroundImage, 'far below').to.equal('');
      await scrollBelow(300);
      expect(banner.style.backgroundImage, '300px below the viewport').to.equal('');
      expect(banner.hasAttribute('data-bg-loaded')).to.equal(false);
      await scrollBelow(150);
      await waitFor(() => banner.hasAttribute('data-bg-loaded'), { message: 'loaded within 200px' });
      expect(banner.style.backgroundImage).to.equal(`url("${new URL('/demo/assets/loop-cake.svg', document.baseURI).href}")`);
      expect(banner.getAttribute('style'), 'set through the CSSOM').to.match(/^background-image: url\(/);
      window.scrollTo(0, bad.getBoundingClientRect().top + window.scrollY);
      await waitFor(() => bad.hasAttribute('data-bg-loaded'));
      expect(bad.style.backgroundImage, 'a javascript: URL is not used').to.equal('');
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });
});
