import { expect } from 'chai';
import { define } from '../../elements/seoaic-lead-form';
import { resetOutboxes } from '../../src/platform/outbox';
import { fakeSeoaic, reduceMotion } from './fixtures/fake-seoaic';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const KEY = 'se-outbox-seoaic-lead-form';

function leadHtml(config: unknown, attrs = 'rest-url="/fake-wp/" rest-nonce="n-1"'): string {
  return `<seoaic-lead-form ${attrs}><script type="application/json">${JSON.stringify(config)}</script></seoaic-lead-form>`;
}

const steps = [
  { id: 1, type: 'single', question: 'Gelegenheid?', answers: [{ text: 'Verjaardag', next: 2 }, { text: 'Niets', next: 'finish' }] },
  { id: 2, type: 'multi', question: 'Smaken?', answers: [{ text: 'Chocolade' }, { text: 'Aardbei' }], next: 3 },
  { id: 3, type: 'contact_fields', question: 'Contact?', fields: [{ label: 'E-mail', type: 'email', required: true }], next: 'finish' },
];

const shadowButton = (el: Element, text: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="answer-button"], [part~="next-button"]')].find((b) => b.textContent === text && !b.disabled)!;

describe('<seoaic-lead-form>', () => {
  let fake: ReturnType<typeof fakeSeoaic>;
  let motion: () => void;
  beforeEach(() => {
    localStorage.removeItem(KEY);
    resetOutboxes();
    document.cookie = 'seoai_lead_form_closed=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    fake = fakeSeoaic();
    motion = reduceMotion();
  });
  afterEach(() => {
    cleanup();
    fake.restore();
    motion();
    resetOutboxes();
    localStorage.removeItem(KEY);
  });

  it('renders the first step with its parts; progress 33%; axe finds nothing', async () => {
    const el = fixture(leadHtml({ steps })).firstElementChild as HTMLElement;
    await waitFor(() => el.getAttribute('data-step') === '1');
    expect(part(el, 'panel')!.tagName).to.equal('SECTION');
    const progress = part(el, 'progress')!;
    expect([progress.getAttribute('role'), progress.getAttribute('aria-valuenow')]).to.deep.equal(['progressbar', '33']);
    expect(part(el, 'close-button')!.getAttribute('aria-label')).to.equal('Formulier sluiten');
    expect([...el.shadowRoot!.querySelectorAll('[part~="answer-button"]')].map((b) => b.getAttribute('data-next'))).to.deep.equal(['2', 'finish']);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('question and answer texts with HTML -> shown as text, no elements made', async () => {
    const evil = '<img src=x onerror="window.__leadXss=1">';
    const el = fixture(leadHtml({ steps: [{ id: 1, type: 'single', question: `Vraag ${evil}`, answers: [{ text: `Ja ${evil}` }] }] })).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'answer-button'));
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(el, 'question')!.textContent).to.equal(`Vraag ${evil}`);
    part(el, 'answer-button')!.click();
    await waitFor(() => part(el, 'answer'));
    expect(part(el, 'answer')!.textContent).to.contain(`Ja ${evil}`);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect((window as unknown as { __leadXss?: number }).__leadXss).to.equal(undefined);
  });

  it('answers go through the outbox: POST with the nonce and a key, then PUT to the returned id; contact validity blocks the step', async () => {
    const el = fixture(leadHtml({ steps })).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'answer-button'));
    shadowButton(el, 'Verjaardag').click();
    await waitFor(() => el.getAttribute('data-step') === '2');
    (el.shadowRoot!.querySelector('[part~="answer-option"] input') as HTMLInputElement).click();
    shadowButton(el, 'Volgende').click();
    await waitFor(() => el.getAttribute('data-step') === '3');
    // An empty required email: the tag's own message (not the browser's), no advance, nothing sent.
    shadowButton(el, 'Volgende').click();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!;
    await waitFor(() => part(el, 'field-error'));
    expect(part(el, 'field-error')!.textContent).to.equal('Dit veld is verplicht.');
    expect(input.validationMessage).to.not.equal('Dit veld is verplicht.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(el.getAttribute('data-step')).to.equal('3');
    // As typing does (React tracks the value, so set it through the native setter).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'a@b.nl');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => !part(el, 'field-error'));
    shadowButton(el, 'Volgende').click();
    await waitFor(() => el.hasAttribute('data-finished'));
    await waitFor(() => fake.calls.length === 3 && JSON.parse(localStorage.getItem(KEY) ?? '{}').ops?.length === 0, { message: 'three calls, outbox empty' });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).to.deep.equal(['POST seoaic/v1/lead', 'PUT seoaic/v1/lead/1', 'PUT seoaic/v1/lead/1']);
    expect(fake.calls.every((c) => c.headers['x-wp-nonce'] === 'n-1' && c.headers['content-type'] === 'application/json' && c.headers['idempotency-key'])).to.equal(true);
    expect((fake.calls[2]!.body as { status: string }).status).to.equal('captured');
    expect(part(el, 'progress')!.getAttribute('aria-valuenow')).to.equal('100');
  });

  it('english locale -> English strings; floating -> the panel is fixed to the window', async () => {
    const el = fixture(leadHtml({ steps, floating: true }, 'locale="en" rest-url="/fake-wp/"')).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'close-button'));
    expect(part(el, 'close-button')!.getAttribute('aria-label')).to.equal('Close the form');
    expect(getComputedStyle(part(el, 'panel')!).position).to.equal('fixed');
  });

  it('bad config -> one [seoaic-lead-form] error naming the key, data-error, nothing rendered', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture(leadHtml({ steps: [{ id: 1, type: 'single', question: 'x', answers: [{ text: 'a', next: 7 }] }] })).firstElementChild as HTMLElement;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[seoaic-lead-form]'));
      expect(mine.map((c) => c[0])).to.deep.equal(['[seoaic-lead-form] invalid config: "steps[0].answers[0].next" expected an existing id or "finish", got "7"']);
      expect(el.shadowRoot!.childElementCount).to.equal(0);
    } finally {
      spy.restore();
    }
  });
});
