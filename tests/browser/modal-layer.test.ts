import { expect } from 'chai';
import { deepActiveElement } from '../../src/platform/focus';
import { modalLayer } from '../../src/platform/modal-layer';
import { cleanup, fixture, waitFor } from './helpers';

/** Two dialog hosts (each a shadow root with a dialog holding one button) and a page button. */
function page(): { outside: HTMLButtonElement; a: HTMLElement; b: HTMLElement; aHost: HTMLElement; bHost: HTMLElement; pageInert: HTMLElement } {
  const root = fixture('<button id="outside">outside</button><p id="own-inert" inert>page\'s own</p><div id="a"></div><div id="b"></div>');
  const dialog = (host: HTMLElement) => {
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button class="toggle">toggle</button><div role="dialog" aria-modal="true"><button class="first">1</button><button class="last">2</button></div>';
    return shadow.querySelector<HTMLElement>('[role=dialog]')!;
  };
  const aHost = root.querySelector<HTMLElement>('#a')!;
  const bHost = root.querySelector<HTMLElement>('#b')!;
  return { outside: root.querySelector('#outside')!, a: dialog(aHost), b: dialog(bHost), aHost, bHost, pageInert: root.querySelector('#own-inert')! };
}

const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));

describe('src/platform/modal-layer.ts', () => {
  afterEach(cleanup);

  it('one layer per page: kept on Symbol.for("site-elements.modal-layer"), which every copy of the module (another chunk, the other build) reads', () => {
    const layer = modalLayer();
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('site-elements.modal-layer')]).to.equal(layer);
    expect(modalLayer()).to.equal(layer);
  });

  it('A open, B on top -> A inert, B holds the focus, Escape reaches only B; B released -> focus back in A; A released -> focus back outside, no inert left but the page\'s own', () => {
    const { outside, a, b, aHost, bHost, pageInert } = page();
    const layer = modalLayer();
    outside.focus();
    const escapes: string[] = [];
    const ha = layer.open(a, { onEscape: () => escapes.push('a') });
    expect(deepActiveElement()).to.equal(a.querySelector('.first'));
    expect(outside.inert && bHost.inert && !aHost.inert, 'the page and the other host inert').to.equal(true);
    expect(a.getRootNode() instanceof ShadowRoot && !(a.getRootNode() as ShadowRoot).querySelector('.toggle')!.hasAttribute('inert'), "the tag's own shadow content left alone").to.equal(true);
    (a.querySelector('.last') as HTMLElement).focus();
    const hb = layer.open(b, { onEscape: () => escapes.push('b') });
    expect(layer.isTop(b) && !layer.isTop(a)).to.equal(true);
    expect(aHost.inert && !bHost.inert, 'A inert under B').to.equal(true);
    expect(deepActiveElement()).to.equal(b.querySelector('.first'));
    escape();
    expect(escapes).to.deep.equal(['b']);
    hb.release();
    expect(aHost.inert).to.equal(false);
    expect(deepActiveElement(), 'focus back where it was in A').to.equal(a.querySelector('.last'));
    ha.release();
    expect(deepActiveElement()).to.equal(outside);
    expect([...document.querySelectorAll('[inert]')]).to.deep.equal([pageInert]);
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('Tab wraps inside the top dialog; focus sent outside comes back', () => {
    const { outside, a } = page();
    const h = modalLayer().open(a);
    try {
      (a.querySelector('.last') as HTMLElement).focus();
      const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true });
      a.querySelector('.last')!.dispatchEvent(tab);
      expect(tab.defaultPrevented).to.equal(true);
      expect(deepActiveElement()).to.equal(a.querySelector('.first'));
      outside.inert = false; // a script forces it open: the focus still comes back
      outside.focus();
      expect(deepActiveElement()).to.equal(a.querySelector('.first'));
    } finally {
      h.release();
    }
  });

  it('whenFree: at once when nothing is open; else after the close, one waiter at a time', async () => {
    const { a, b } = page();
    const layer = modalLayer();
    const ran: string[] = [];
    layer.whenFree(() => ran.push('now'));
    expect(ran).to.deep.equal(['now']);
    const h = layer.open(a);
    let hb: ReturnType<typeof layer.open> | undefined;
    layer.whenFree(() => {
      ran.push('first');
      hb = layer.open(b);
    });
    const cancel = layer.whenFree(() => ran.push('cancelled'));
    layer.whenFree(() => ran.push('second'));
    cancel();
    h.release();
    await waitFor(() => ran.includes('first'));
    await new Promise((r) => setTimeout(r, 120));
    expect(ran, 'the second waits while the first waiter is open').to.deep.equal(['now', 'first']);
    hb!.release();
    await waitFor(() => ran.includes('second'));
    expect(ran).to.deep.equal(['now', 'first', 'second']);
  });
});
