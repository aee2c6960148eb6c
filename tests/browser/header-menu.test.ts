import { expect } from 'chai';
import { Element as MenuElement, define } from '../../elements/header-menu';
import { definePlaceholder } from '../../elements/placeholder';
import { LIGHT_TAGS } from '../../elements/base/tag-props';
import { MENU_FADE_MS, MENU_HIDE_DELAY_MS, MENU_SHOW_DELAY_MS } from '../../src/core/builder/menu';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, spyTimeouts, waitFor } from './helpers';

define();

const NAV = `
  <nav aria-label="Hoofdmenu">
    <ul>
      <li><a href="#home">Home</a></li>
      <li><a href="#assortiment">Assortiment</a>
        <ul>
          <li><a href="#brood">Brood</a></li>
          <li><a href="#gebak">Gebak</a>
            <ul><li><a href="#taart">Taarten</a></li><li><a href="#koek">Koekjes</a></li></ul>
          </li>
          <li><a href="#hartig">Hartig</a></li>
        </ul>
      </li>
      <li><a href="#over">Over ons</a>
        <ul><li><a href="#bakkers">Onze bakkers</a></li><li><a href="#vacatures">Vacatures</a></li></ul>
      </li>
      <li><a href="#contact">Contact</a></li>
    </ul>
  </nav>`;

const menuHtml = (config: object | null, nav = NAV, attrs = '') =>
  `<header-menu ${attrs}>${config ? `<script type="application/json">${JSON.stringify(config)}</script>` : ''}${nav}</header-menu><a href="#after" id="after">Na het menu</a>`;

async function mount(config: object | null = { dropdown: 'none' }, nav = NAV, attrs = ''): Promise<HTMLElement> {
  const el = fixture(menuHtml(config, nav, attrs)).querySelector('header-menu')!;
  await waitFor(() => el.hasAttribute('data-mode') || el.hasAttribute('data-error'), { message: 'menu set up' });
  return el as HTMLElement;
}

const link = (el: Element, href: string) => el.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
const item = (el: Element, href: string) => link(el, href).parentElement!;
const sub = (el: Element, href: string) => item(el, href).querySelector<HTMLUListElement>(':scope > ul')!;
const subButton = (el: Element, href: string) => item(el, href).querySelector<HTMLButtonElement>(':scope > [part~="submenu-toggle"]')!;
const isOpen = (el: Element, href: string) => subButton(el, href).getAttribute('aria-expanded') === 'true' && !sub(el, href).hidden;
const isClosed = (el: Element, href: string) => subButton(el, href).getAttribute('aria-expanded') === 'false' && sub(el, href).hidden;

function key(name: string, opts: KeyboardEventInit = {}) {
  const target = (deepActiveElement() ?? document.body) as HTMLElement;
  const e = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true, ...opts });
  target.dispatchEvent(e);
  return e;
}

function pointer(type: 'pointerover' | 'pointerleave' | 'pointerdown', target: Element) {
  target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', bubbles: type !== 'pointerleave', composed: true }));
}

describe('<header-menu>', () => {
  afterEach(cleanup);

  it('enhances the page\'s own nav: a button per parent with aria-expanded and aria-controls, submenus closed, links untouched', async () => {
    const el = await mount();
    const buttons = el.querySelectorAll('[part~="submenu-toggle"]');
    expect(buttons).to.have.length(3);
    for (const href of ['#assortiment', '#gebak', '#over']) {
      const b = subButton(el, href);
      expect(b.tagName).to.equal('BUTTON');
      expect(b.getAttribute('aria-controls')).to.equal(sub(el, href).id);
      expect(b.getAttribute('aria-label')).to.equal(`Submenu ${link(el, href).textContent}`);
      expect(isClosed(el, href), href).to.equal(true);
    }
    // The nav is still in the light DOM, projected through the dropdown's slot.
    expect(el.querySelector('nav')!.assignedSlot?.parentElement === part(el, 'dropdown'), 'slotted in the part').to.equal(true);
    expect(el.querySelectorAll('a')).to.have.length(11);
    // On the bar the dropdown toggle is hidden.
    expect(part(el, 'toggle')!.hidden).to.equal(true);
    expect(el.getAttribute('data-mode')).to.equal('bar');
  });

  it('submenu buttons expand and collapse; on the bar opening one closes the other branch', async () => {
    const el = await mount();
    subButton(el, '#assortiment').click();
    await waitFor(() => isOpen(el, '#assortiment'));
    subButton(el, '#gebak').click();
    await waitFor(() => isOpen(el, '#gebak') && isOpen(el, '#assortiment'), { message: 'nested open, parent kept' });
    subButton(el, '#over').click();
    await waitFor(() => isOpen(el, '#over') && isClosed(el, '#assortiment') && isClosed(el, '#gebak'), { message: 'other branch closed after its fade' });
    subButton(el, '#over').click();
    await waitFor(() => isClosed(el, '#over'));
  });

  it('the mobile toggle opens and closes the dropdown (aria-expanded, part dropdown hidden), with an event', async () => {
    const el = await mount({ dropdown: 'desktop' });
    const toggle = part<HTMLButtonElement>(el, 'toggle')!;
    const events: boolean[] = [];
    el.addEventListener('header-menu-toggle', (e) => events.push((e as CustomEvent<{ open: boolean }>).detail.open));
    expect(el.getAttribute('data-mode')).to.equal('dropdown');
    expect(toggle.hidden).to.equal(false);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(part(el, 'dropdown')!.id);
    expect(toggle.textContent!.trim()).to.equal('Menu');
    expect(part(el, 'dropdown')!.hidden).to.equal(true);
    expect(el.querySelector('nav')!.getBoundingClientRect().height).to.equal(0);
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true' && !part(el, 'dropdown')!.hidden);
    expect(el.querySelector('nav')!.getBoundingClientRect().height).to.be.greaterThan(0);
    // In the dropdown, parents expand and collapse in place (no hover delays).
    subButton(el, '#over').click();
    await waitFor(() => isOpen(el, '#over'));
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false' && part(el, 'dropdown')!.hidden);
    expect(isClosed(el, '#over')).to.equal(true);
    expect(events).to.deep.equal([true, false]);
  });

  it('the bar: a submenu opens 250 ms after the mouse rests on its parent, and closes 500 ms after it leaves the menu, fading 200 ms', async () => {
    const el = await mount();
    const spy = spyTimeouts();
    try {
      pointer('pointerover', link(el, '#assortiment'));
      expect(spy.delays).to.include(MENU_SHOW_DELAY_MS);
      expect(isClosed(el, '#assortiment'), 'not at once').to.equal(true);
      await waitFor(() => isOpen(el, '#assortiment'), { message: 'opened after the show delay' });
      spy.delays.length = 0;
      pointer('pointerleave', el.querySelector('nav > ul')!);
      expect(spy.delays).to.include(MENU_HIDE_DELAY_MS);
      await waitFor(() => subButton(el, '#assortiment').getAttribute('aria-expanded') === 'false', { message: 'hide delay passed' });
      // Fading: still displayed, transparent, for the fade; then hidden.
      expect(sub(el, '#assortiment').hasAttribute('data-closing')).to.equal(true);
      expect(sub(el, '#assortiment').hidden).to.equal(false);
      expect(spy.delays).to.include(MENU_FADE_MS);
      await waitFor(() => sub(el, '#assortiment').hidden && !sub(el, '#assortiment').hasAttribute('data-closing'), { message: 'faded out' });
      // Coming back before the hide delay keeps it open; touch does not hover.
      pointer('pointerover', link(el, '#over'));
      await waitFor(() => isOpen(el, '#over'));
      pointer('pointerleave', el.querySelector('nav > ul')!);
      pointer('pointerover', link(el, '#over'));
      await new Promise((r) => setTimeout(r, MENU_HIDE_DELAY_MS + MENU_FADE_MS + 100));
      expect(isOpen(el, '#over'), 'kept open').to.equal(true);
      link(el, '#home').dispatchEvent(new PointerEvent('pointerover', { pointerType: 'touch', bubbles: true }));
      await new Promise((r) => setTimeout(r, MENU_SHOW_DELAY_MS + 100));
      expect(isOpen(el, '#over'), 'touch does not hover').to.equal(true);
    } finally {
      spy.restore();
    }
  });

  it('keyboard: Down enters a submenu, arrows and Home/End move within it, Escape closes the innermost and returns focus to its button', async () => {
    const el = await mount();
    subButton(el, '#assortiment').focus();
    expect(key('ArrowDown').defaultPrevented).to.equal(true);
    await waitFor(() => isOpen(el, '#assortiment') && document.activeElement === link(el, '#brood'), { message: 'first item focused' });
    key('ArrowDown');
    expect(document.activeElement === link(el, '#gebak'), 'focus').to.equal(true);
    key('ArrowDown');
    expect(document.activeElement === subButton(el, '#gebak'), 'focus').to.equal(true);
    key('End');
    expect(document.activeElement === link(el, '#hartig'), 'focus').to.equal(true);
    key('ArrowDown');
    expect(document.activeElement === link(el, '#hartig'), 'no wrap').to.equal(true);
    key('Home');
    expect(document.activeElement === link(el, '#brood'), 'focus').to.equal(true);
    key('ArrowUp');
    expect(document.activeElement === link(el, '#brood'), 'focus').to.equal(true);
    // Into the nested submenu from its button.
    subButton(el, '#gebak').focus();
    key('ArrowDown');
    await waitFor(() => document.activeElement === link(el, '#taart'));
    key('Escape');
    await waitFor(() => isClosed(el, '#gebak') && document.activeElement === subButton(el, '#gebak'), { message: 'nested closed, focus on its button' });
    expect(isOpen(el, '#assortiment')).to.equal(true);
    key('Escape');
    await waitFor(() => isClosed(el, '#assortiment') && document.activeElement === subButton(el, '#assortiment'));
    // Tab is not taken: the key passes through.
    expect(key('Tab').defaultPrevented).to.equal(false);
  });

  it('Tab leaves: focus moving out of an open submenu closes it on the bar', async () => {
    const el = await mount();
    subButton(el, '#over').click();
    await waitFor(() => isOpen(el, '#over'));
    link(el, '#vacatures').focus();
    document.getElementById('after')!.focus();
    await waitFor(() => isClosed(el, '#over'));
  });

  it('Escape in the dropdown closes it and returns focus to the toggle', async () => {
    const el = await mount({ dropdown: 'desktop' });
    const toggle = part<HTMLButtonElement>(el, 'toggle')!;
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
    link(el, '#contact').focus();
    key('Escape');
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false' && deepActiveElement() === toggle);
  });

  it('several menus on one page work on their own', async () => {
    const root = fixture(menuHtml({ dropdown: 'none' }) + menuHtml({ dropdown: 'none' }));
    const [a, b] = [...root.querySelectorAll('header-menu')] as HTMLElement[];
    await waitFor(() => a!.hasAttribute('data-mode') && b!.hasAttribute('data-mode'));
    subButton(a!, '#over').click();
    await waitFor(() => isOpen(a!, '#over'));
    expect(isClosed(b!, '#over')).to.equal(true);
    const ids = [...root.querySelectorAll('ul[id]')].map((u) => u.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('the dropdown follows the breakpoints: tablet by default (this window is 800 px), an Elementor class, or page settings', async () => {
    const byDefault = await mount(null);
    expect(byDefault.getAttribute('data-mode')).to.equal('dropdown');
    cleanup();
    const mobileOnly = await mount(null, NAV, 'class="elementor-nav-menu--dropdown-mobile"');
    expect(mobileOnly.getAttribute('data-mode')).to.equal('bar');
    cleanup();
    const settings = document.createElement('script');
    settings.type = 'application/json';
    settings.id = 'site-elements-config';
    settings.textContent = JSON.stringify({ breakpoints: { tablet: 700 } });
    document.head.append(settings);
    try {
      const narrowTablet = await mount(null);
      expect(narrowTablet.getAttribute('data-mode')).to.equal('bar');
    } finally {
      settings.remove();
    }
  });

  it('Elementor\'s duplicate dropdown nav and div toggle are set aside; its main nav is enhanced', async () => {
    const elementor = `<nav class="elementor-nav-menu--main">${NAV.replace(/<\/?nav[^>]*>/g, '')}</nav>
      <div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"></div>
      <nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">${NAV.replace(/<\/?nav[^>]*>/g, '')}</nav>`;
    const el = await mount({ dropdown: 'none' }, elementor);
    expect(getComputedStyle(el.querySelector('.elementor-menu-toggle')!).display).to.equal('none');
    expect(getComputedStyle(el.querySelector('nav.elementor-nav-menu--dropdown')!).display).to.equal('none');
    expect(el.querySelectorAll('nav.elementor-nav-menu--main [part~="submenu-toggle"]')).to.have.length(3);
    expect(el.querySelectorAll('nav.elementor-nav-menu--dropdown [part~="submenu-toggle"]')).to.have.length(0);
  });

  it('removed from the page it puts the markup back as it was (no buttons, nothing hidden)', async () => {
    const el = await mount();
    const before = fixture(NAV).querySelector('nav')!;
    subButton(el, '#over').click();
    el.remove();
    await waitFor(() => !el.querySelector('[part~="submenu-toggle"]'));
    expect(el.querySelectorAll('ul[hidden], [data-se-parent], ul[id^="se-menu"]')).to.have.length(0);
    expect(el.hasAttribute('data-enhanced')).to.equal(false);
    const strip = (s: string) => s.replace(/<!--[^>]*-->/g, '').replace(/\s+/g, ' ');
    expect(strip(el.querySelector('nav')!.outerHTML)).to.equal(strip(before.outerHTML));
  });

  it('a move in the page keeps it set up (open submenus stay open)', async () => {
    const el = await mount();
    subButton(el, '#over').click();
    await waitFor(() => isOpen(el, '#over'));
    fixture('').append(el);
    await new Promise((r) => setTimeout(r, 20));
    expect(isOpen(el, '#over')).to.equal(true);
    expect(el.querySelectorAll('[part~="submenu-toggle"]')).to.have.length(3);
  });

  it('no <nav> or a bad config -> one [header-menu] error, data-error, the content shown as it is', async () => {
    const spy = spyConsoleError();
    try {
      const noNav = await mount(null, '<p>Geen menu</p>');
      expect(noNav.getAttribute('data-error')).to.equal('config');
      const bad = await mount({ dropdown: 'phone' });
      expect(bad.getAttribute('data-error')).to.equal('config');
      expect(bad.querySelectorAll('[part~="submenu-toggle"]')).to.have.length(0);
      expect(bad.querySelector('nav')!.getBoundingClientRect().height, 'nav shown unchanged').to.be.greaterThan(0);
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[header-menu]'));
      expect(mine).to.have.length(2);
      expect(String(mine[0]![0])).to.contain('a <nav> with a <ul> inside');
      expect(String(mine[1]![0])).to.contain('"dropdown" expected one of').and.contain('got "phone"');
    } finally {
      spy.restore();
    }
  });

  it('axe: nothing on the bar closed and open, nor in the dropdown closed and open', async () => {
    const el = await mount();
    let v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    subButton(el, '#assortiment').click();
    subButton(el, '#gebak').click();
    await waitFor(() => isOpen(el, '#gebak'));
    v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    cleanup();
    const drop = await mount({ dropdown: 'desktop' });
    v = await axeViolations(drop.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
    part<HTMLButtonElement>(drop, 'toggle')!.click();
    subButton(drop, '#over').click();
    await waitFor(() => isOpen(drop, '#over'));
    v = await axeViolations(drop.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('through the loader: the nav stays visible before the upgrade (no empty shadow root), then is enhanced', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    definePlaceholder('x-lazy-menu', LIGHT_TAGS['header-menu'], async () => {
      await loaded;
      return { upgrade: (node: HTMLElement) => MenuElement.upgrade(node) };
    });
    const el = fixture(`<x-lazy-menu><script type="application/json">{"dropdown":"none"}</script>${NAV}</x-lazy-menu>`).firstElementChild as HTMLElement;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.shadowRoot === null, 'no shadow root yet').to.equal(true);
    expect(el.querySelector('nav')!.getBoundingClientRect().height).to.be.greaterThan(0);
    release();
    await waitFor(() => el.querySelectorAll('[part~="submenu-toggle"]').length === 3, { message: 'upgraded' });
  });
});
