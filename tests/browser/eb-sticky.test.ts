import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/eb-sticky';
import { MOTION_FX_RESIZE_DEBOUNCE_MS, STICKY_REACTIVATE_DEBOUNCE_MS } from '../../src/core/builder/sticky';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, spyTimeouts, waitFor } from './helpers';

define();

const BAR = '<section class="bar" aria-label="Bestelbalk"><p>Vandaag besteld, morgen vers.</p><a href="#bestel">Bestellen</a></section>';

/** A tall page: 400 px above the sticky, 3000 px below it. */
function page(config: object | null, attrs = '', inner = BAR): { el: HTMLElement; after: HTMLElement } {
  const root = fixture(
    `<div style="height:400px">Boven</div>` +
      `<eb-sticky ${attrs}>${config ? `<script type="application/json">${JSON.stringify(config)}</script>` : ''}${inner}</eb-sticky>` +
      `<p id="after">Daarna</p><div style="height:3000px"></div>`,
  );
  return { el: root.querySelector('eb-sticky')!, after: root.querySelector('#after')! };
}

async function mount(...args: Parameters<typeof page>) {
  const p = page(...args);
  await waitFor(() => part(p.el, 'sticky') || p.el.hasAttribute('data-error'), { message: 'set up' });
  return p;
}

const box = (el: Element) => part(el, 'sticky')!;
const top = (node: Element) => node.getBoundingClientRect().top + scrollY;
async function scrollToY(y: number) {
  scrollTo({ top: y, behavior: 'instant' });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

describe('<eb-sticky>', () => {
  afterEach(async () => {
    cleanup();
    await scrollToY(0);
  });

  it('sticks once its place reaches the offset, with no layout jump; unsticks on the way back; events as Elementor\'s', async () => {
    const { el, after } = await mount({ sticky: 'top', sticky_offset: 10 });
    const events: string[] = [];
    el.addEventListener('sticky:stick', () => events.push('stick'));
    el.addEventListener('sticky:unstick', () => events.push('unstick'));
    const height = el.getBoundingClientRect().height;
    const afterTop = top(after);
    expect(el.classList.contains('elementor-sticky')).to.equal(true);
    await scrollToY(300);
    expect(el.hasAttribute('data-sticky')).to.equal(false);
    await scrollToY(800);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
    expect(getComputedStyle(box(el)).position).to.equal('fixed');
    expect(box(el).getBoundingClientRect().top).to.equal(10);
    expect(el.classList.contains('elementor-sticky--active')).to.equal(true);
    // The host keeps the place: what follows does not move.
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(top(after)).to.equal(afterTop);
    await scrollToY(0);
    await waitFor(() => !el.hasAttribute('data-sticky'));
    expect(getComputedStyle(box(el)).position).to.equal('static');
    expect(events).to.deep.equal(['stick', 'unstick']);
  });

  it('the scroll effect class comes sticky_effects_offset px after the stick point', async () => {
    const { el } = await mount({ sticky_effects_offset: 200 });
    await scrollToY(500);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
    expect(el.classList.contains('elementor-sticky--effects')).to.equal(false);
    await scrollToY(700);
    await waitFor(() => el.classList.contains('elementor-sticky--effects') && el.hasAttribute('data-effects'));
  });

  it('only on the chosen device modes: devices="desktop" in this 800 px window (tablet) does not stick', async () => {
    const { el } = await mount(null, 'devices="desktop"');
    await scrollToY(900);
    await new Promise((r) => setTimeout(r, 50));
    expect(el.hasAttribute('data-sticky')).to.equal(false);
  });

  it('re-evaluated 300 ms after resizing stops (effects 200 ms): entering desktop sticks, leaving it unsticks (unlike Elementor bug #28711)', async () => {
    const { el } = await mount({ sticky_effects_offset: 0 }, 'devices="desktop"');
    const spy = spyTimeouts();
    try {
      await setViewport({ width: 1280, height: 600 });
      await waitFor(() => spy.delays.includes(STICKY_REACTIVATE_DEBOUNCE_MS) && spy.delays.includes(MOTION_FX_RESIZE_DEBOUNCE_MS), { message: 'debounced' });
      await scrollToY(900);
      await waitFor(() => el.getAttribute('data-sticky') === 'active', { message: 'sticky on desktop' });
      await setViewport({ width: 800, height: 600 });
      await waitFor(() => !el.hasAttribute('data-sticky'), { message: 'off again on tablet' });
    } finally {
      spy.restore();
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('"stay in column": it stops at the end of its column', async () => {
    const root = fixture(
      `<div style="height:300px"></div><div id="col" style="height:900px;border-bottom:4px solid #ccc">` +
        `<eb-sticky><script type="application/json">{"sticky_parent":"yes","sticky_offset":0}</script>${BAR}</eb-sticky></div><div style="height:3000px"></div>`,
    );
    const el = root.querySelector('eb-sticky')!;
    const col = root.querySelector('#col')!;
    await waitFor(() => part(el, 'sticky'));
    await scrollToY(top(col) + 200);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
    await scrollToY(top(col) + 1000);
    await waitFor(() => el.getAttribute('data-sticky') === 'parent');
    const colBottom = col.getBoundingClientRect().bottom - 4;
    expect(Math.round(box(el).getBoundingClientRect().bottom)).to.equal(Math.round(colBottom));
    await scrollToY(top(col) + 200);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
  });

  it('sticky to the bottom: fixed at the viewport bottom while its place is below it', async () => {
    const root = fixture(`<div style="height:2000px"></div><eb-sticky><script type="application/json">{"sticky":"bottom"}</script>${BAR}</eb-sticky><div style="height:400px"></div>`);
    const el = root.querySelector('eb-sticky')!;
    await waitFor(() => el.getAttribute('data-sticky') === 'active', { message: 'stuck at once: its place is far below' });
    expect(Math.round(box(el).getBoundingClientRect().bottom)).to.equal(innerHeight);
    await scrollToY(top(el));
    await waitFor(() => !el.hasAttribute('data-sticky'));
  });

  it('removed while stuck: no fixed box or kept height left behind', async () => {
    const { el } = await mount(null);
    await scrollToY(800);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
    el.remove();
    await new Promise((r) => setTimeout(r, 20));
    expect(el.style.height).to.equal('');
    expect(el.hasAttribute('data-sticky')).to.equal(false);
    expect(box(el).style.position + box(el).style.top).to.equal('');
  });

  it('bad config -> one [eb-sticky] error, data-error, the section shown in place, never sticky', async () => {
    const spy = spyConsoleError();
    try {
      const { el } = await mount({ sticky: 'left' });
      const { el: el2 } = await mount(null, 'devices="desktop phone"');
      await scrollToY(900);
      for (const e of [el, el2]) {
        expect(e.getAttribute('data-error')).to.equal('config');
        expect(e.hasAttribute('data-sticky')).to.equal(false);
        expect(e.querySelector('section')!.getBoundingClientRect().height).to.be.greaterThan(0);
      }
      const mine = spy.calls.map((c) => String(c[0])).filter((t) => t.startsWith('[eb-sticky]'));
      expect(mine).to.have.length(2);
      expect(mine[0]).to.contain('"sticky" expected one of "top", "bottom", ""');
      expect(mine[1]).to.contain('"devices"').and.contain('"phone"');
    } finally {
      spy.restore();
    }
  });

  it('axe: nothing, stuck or not', async () => {
    const { el } = await mount(null);
    let v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    await scrollToY(800);
    await waitFor(() => el.getAttribute('data-sticky') === 'active');
    v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });
});
