import { expect } from 'chai';
import { define } from '../../elements/interactive-article';
import { resetOutboxes } from '../../src/platform/outbox';
import { fakeSeoaic, reduceMotion } from './fixtures/fake-seoaic';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const KEY = 'se-outbox-interactive-article';
const blocks = [
  { id: 'a', type: 'single', question: 'Smaak?', answers: [{ id: 1, text: 'Slagroom', next: 'b' }, { id: 2, text: 'Stop', next: 'finish' }] },
  { id: 'b', type: 'textfield', question: 'Herinnering?', next: 'finish' },
];
const html = (config: unknown, attrs = 'post-id="7" rest-url="/fake-wp/"', content = '') =>
  `<interactive-article ${attrs}><script type="application/json">${JSON.stringify(config)}</script>${content}</interactive-article>`;

describe('<interactive-article>', () => {
  let fake: ReturnType<typeof fakeSeoaic>;
  let motion: () => void;
  beforeEach(() => {
    localStorage.removeItem(KEY);
    resetOutboxes();
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

  it('first block only; article text slotted to a later block waits for it; answering disables every button and runs the next block; axe clean', async () => {
    const el = fixture(html({ blocks }, undefined, '<p>Intro</p><p slot="block-b" id="later">Over herinneringen…</p>')).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'block'));
    expect(el.shadowRoot!.querySelectorAll('[part~="block"]')).to.have.length(1);
    expect(document.getElementById('later')!.getClientRects().length).to.equal(0);
    let v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="answer-button"]')];
    buttons[0]!.click();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="block"]').length === 2);
    expect(buttons.map((b) => b.matches(':disabled'))).to.deep.equal([true, true]);
    expect(buttons[0]!.classList.contains('se-choice--chosen')).to.equal(true);
    expect(document.getElementById('later')!.getClientRects().length).to.be.greaterThan(0);
    buttons[1]!.click(); // disabled: nothing happens
    v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
    await waitFor(() => fake.calls.length === 1 && localStorage.getItem(KEY) !== null && JSON.parse(localStorage.getItem(KEY)!).ops.length === 0);
    expect(fake.calls[0]!.body).to.deep.equal({ post_id: 7, blocks_count: 2, data: [{ id: 'a', type: 'single', question: 'Smaak?', answers: [{ id: 1, text: 'Slagroom' }] }] });
  });

  it('question text with HTML -> text', async () => {
    const el = fixture(html({ blocks: [{ id: 1, type: 'single', question: '<b onmouseover=alert(1)>vet</b>?', answers: [{ text: '<i>x</i>' }] }] })).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'question'));
    expect(part(el, 'question')!.textContent).to.equal('<b onmouseover=alert(1)>vet</b>?');
    expect(el.shadowRoot!.querySelector('b, i')).to.equal(null);
  });

  it('no post-id -> one [interactive-article] error naming it, data-error', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture(html({ blocks }, 'rest-url="/fake-wp/"')).firstElementChild as HTMLElement;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      expect(spy.calls.map((c) => c[0])).to.deep.equal(['[interactive-article] invalid config: "post-id" expected an integer >= 1 (the post id), got nothing']);
    } finally {
      spy.restore();
    }
  });
});
