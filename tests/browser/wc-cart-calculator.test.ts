/**
 * <wc-cart>'s shipping calculator (issue 42) on the shared fake Store API: the address goes to the
 * shop with cart/update-customer (the shipping address only), the rates and totals follow its answer,
 * a chosen rate is kept while offered; checks before sending; refusals on the form; keyboard only.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/wc-cart';
import { resetPageCartStores } from '../../src/platform/shop/cart-store';
import { deepActiveElement } from '../../src/platform/focus';
import { fail, fakeStoreApi, json, cartBody, type FakeStoreState } from './fixtures/fake-store-api';
import { axeViolations, cleanup, describeViolations, fixture, part, waitFor } from './helpers';

define();

const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
let fake: ReturnType<typeof fakeStoreApi> | undefined;

async function mount(init: Partial<FakeStoreState> = {}, attrs = ''): Promise<HTMLElement> {
  fake = fakeStoreApi(structuredClone(init));
  const el = fixture(`<wc-cart ${attrs}></wc-cart>`).querySelector('wc-cart') as HTMLElement;
  await waitFor(() => part(el, 'totals'), { message: 'the cart' });
  return el;
}
const updates = () => fake!.state.calls.filter((c) => c.route === 'cart/update-customer');
const checkedRate = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLInputElement>('[part~="rate"]:checked')?.value;
const total = (el: HTMLElement) => text(el.shadowRoot!.querySelector('[part~="total-total"] dd'));
async function axeClean(el: HTMLElement) {
  const v = await axeViolations(el);
  expect(v, describeViolations(v)).to.have.length(0);
}
/** Opens the form from the toggle by keyboard and types an address into it. */
async function typeAddress(el: HTMLElement, country: string, postcode: string, city: string) {
  part<HTMLButtonElement>(el, 'calculator-toggle')!.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => part(el, 'calculator-form'));
  await sendKeys({ press: 'Tab' });
  expect(deepActiveElement()).to.equal(part(el, 'calculator-country'));
  const select = part<HTMLSelectElement>(el, 'calculator-country')!;
  select.value = country;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await sendKeys({ press: 'Tab' });
  expect(deepActiveElement()).to.equal(part(el, 'calculator-postcode'));
  part<HTMLInputElement>(el, 'calculator-postcode')!.select();
  await sendKeys({ type: postcode });
  await sendKeys({ press: 'Tab' });
  part<HTMLInputElement>(el, 'calculator-city')!.select();
  await sendKeys({ type: city });
}

describe("<wc-cart>'s shipping calculator", () => {
  beforeEach(() => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
  });
  afterEach(() => {
    cleanup();
    resetPageCartStores();
    fake?.restore();
    fake = undefined;
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
  });

  it('a Belgian address by keyboard: the shipping address only goes to the shop, the Belgian rate and total come back, focus returns to the toggle; axe clean open and closed', async () => {
    const el = await mount({ rate: 'flat_rate:2', address: { country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht' } });
    expect(text(part(el, 'calculator-destination'))).to.equal('Verzenden naar 3511 AB Utrecht, Nederland.');
    expect(text(part(el, 'calculator-toggle'))).to.equal('Adres wijzigen');
    expect(total(el)).to.equal('€ 23,04');
    await typeAddress(el, 'BE', '1000', 'Brussel');
    expect(part(el, 'calculator-toggle')!.getAttribute('aria-expanded')).to.equal('true');
    await axeClean(el);
    expect(updates()).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'calculator-form') === null, { message: 'the form closed after the answer' });
    expect(text(part(el, 'calculator-destination'))).to.equal('Verzenden naar 1000 Brussel, België.');
    expect(updates().map((c) => c.body)).to.deep.equal([{ shipping_address: { country: 'BE', state: '', postcode: '1000', city: 'Brussel' } }]);
    expect(checkedRate(el)).to.equal('flat_rate:4');
    expect(total(el)).to.equal('€ 27,50');
    expect(deepActiveElement()).to.equal(part(el, 'calculator-toggle'));
    expect(text(part(el, 'status'))).to.contain('Verzendkosten bijgewerkt voor 1000 Brussel, België.');
    await axeClean(el);
  });

  it('a rate the visitor chose stays while the new address offers it, also when the shop picked another', async () => {
    const el = await mount({ rate: 'local_pickup:1' });
    fake!.state.override = (c) => {
      if (c.route !== 'cart/update-customer') return undefined;
      // The shop moves to its delivery rate (WooCommerce may, for a new zone).
      fake!.state.address = { ...fake!.state.address, ...(c.body.shipping_address as object) };
      fake!.state.rate = 'flat_rate:4';
      return json(200, cartBody(fake!.state));
    };
    await typeAddress(el, 'BE', '1000', 'Brussel');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => fake!.state.calls.some((c) => c.route === 'cart/select-shipping-rate'), { message: 'the chosen rate sent again' });
    expect(fake!.state.calls.find((c) => c.route === 'cart/select-shipping-rate')!.body).to.deep.include({ rate_id: 'local_pickup:1' });
    await waitFor(() => checkedRate(el) === 'local_pickup:1');
  });

  it('checked before sending: a half-typed Dutch postcode is refused on its field and nothing is sent; the same address closes the form without a call', async () => {
    const el = await mount({ address: { country: 'NL', state: '', postcode: '3511 AB', city: 'Utrecht' } });
    await typeAddress(el, 'NL', '351', 'Utrecht');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'calculator-error'));
    expect(text(part(el, 'calculator-error'))).to.equal('Vul een geldige postcode in.');
    expect(part(el, 'calculator-postcode')!.getAttribute('aria-invalid')).to.equal('true');
    expect(updates()).to.have.length(0);
    await axeClean(el);
    part<HTMLInputElement>(el, 'calculator-postcode')!.focus();
    part<HTMLInputElement>(el, 'calculator-postcode')!.select();
    await sendKeys({ type: '3511ab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'calculator-form') === null, { message: 'closed' });
    expect(updates()).to.have.length(0);
  });

  it("the shop's refusal stays on the open form with what was typed; no address known offers \"Verzendkosten berekenen\"", async () => {
    const el = await mount({ address: { country: '', state: '', postcode: '', city: '' } });
    expect(part(el, 'calculator-destination')).to.equal(null);
    expect(text(part(el, 'calculator-toggle'))).to.equal('Verzendkosten berekenen');
    fake!.state.override = (c) => (c.route === 'cart/update-customer' ? fail(400, 'rest_invalid_param', 'Invalid parameter(s): shipping_address') : undefined);
    await typeAddress(el, 'NL', '3511 AB', 'Utrecht');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'calculator-error'), { message: 'the refusal' });
    expect(part(el, 'calculator-form')).to.not.equal(null);
    expect(part<HTMLInputElement>(el, 'calculator-city')!.value).to.equal('Utrecht');
    expect(updates()).to.have.length(1);
  });

  it('shipping-calculator="no" (WooCommerce\'s option off) leaves it out; a cart without shipping has none', async () => {
    let el = await mount({}, 'shipping-calculator="no"');
    expect(part(el, 'calculator')).to.equal(null);
    expect(part(el, 'rate')).to.not.equal(null);
    cleanup();
    resetPageCartStores();
    fake!.restore();
    el = await mount({}, 'shipping-calculator="yes" countries="BE,NL"');
    part<HTMLButtonElement>(el, 'calculator-toggle')!.click();
    await waitFor(() => part(el, 'calculator-form'));
    expect([...part<HTMLSelectElement>(el, 'calculator-country')!.options].map((o) => o.value)).to.deep.equal(['BE', 'NL']);
  });
});
