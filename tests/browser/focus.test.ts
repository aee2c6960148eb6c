import { expect } from 'chai';
import { composedContains, deepActiveElement, firstTabbable, tabbables, trapFocus } from '../../src/platform/focus';
import { cleanup, fixture } from './helpers';

/** A host whose shadow root holds a dialog with a close button and a slot for light-DOM content. */
function dialogHost(): { host: HTMLElement; dialog: HTMLElement; close: HTMLButtonElement; light: HTMLAnchorElement; outside: HTMLButtonElement } {
  const root = fixture(`<button id="outside">outside</button><div id="host"><a id="light" href="#x">Lees meer</a></div>`);
  const host = root.querySelector<HTMLElement>('#host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<div role="dialog" aria-label="d"><button id="close">x</button><slot></slot><input id="hidden" hidden></div>';
  return {
    host,
    dialog: shadow.querySelector('[role=dialog]')!,
    close: shadow.querySelector('#close')!,
    light: root.querySelector('#light')!,
    outside: root.querySelector('#outside')!,
  };
}

function tab(shift = false) {
  const target = deepActiveElement() as HTMLElement;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, composed: true, cancelable: true }));
}

describe('platform/focus', () => {
  afterEach(cleanup);

  it('tabbables follow the flattened tree: shadow button, then slotted link; hidden ones skipped', () => {
    const { dialog, close, light } = dialogHost();
    expect(tabbables(dialog)).to.deep.equal([close, light]);
  });

  it('firstTabbable is tabbables()[0] along the same flattened tree, and undefined when there is none', () => {
    const { dialog, close, light } = dialogHost();
    expect(firstTabbable(dialog)).to.equal(close);
    close.hidden = true;
    expect(firstTabbable(dialog)).to.equal(light, 'a hidden button is skipped; the slotted link is next');
    expect(firstTabbable(dialog)).to.equal(tabbables(dialog)[0]);
    light.removeAttribute('href');
    expect(firstTabbable(dialog)).to.equal(undefined);
  });

  it('composedContains sees slotted light DOM as inside the dialog', () => {
    const { dialog, light, outside } = dialogHost();
    expect(composedContains(dialog, light)).to.equal(true);
    expect(composedContains(dialog, outside)).to.equal(false);
  });

  it('trap: focus moves in, Tab wraps both ways, Escape calls back, release restores focus', () => {
    const { dialog, close, light, outside } = dialogHost();
    outside.focus();
    let escaped = 0;
    const release = trapFocus(dialog, { onEscape: () => escaped++ });
    expect(deepActiveElement()).to.equal(close);
    tab();
    expect(deepActiveElement()).to.equal(close, 'a Tab in the middle is left to the browser; the trap only wraps at the ends');
    light.focus();
    tab();
    expect(deepActiveElement()).to.equal(close, 'Tab from last wraps to first');
    tab(true);
    expect(deepActiveElement()).to.equal(light, 'Shift+Tab from first wraps to last');
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(escaped).to.equal(1);
    outside.focus();
    expect(deepActiveElement()).to.equal(close, 'focus leaving the dialog is brought back');
    release();
    expect(deepActiveElement()).to.equal(outside);
  });
});
