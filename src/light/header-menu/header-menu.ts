/**
 * <header-menu>: enhances the page's own `<nav>` with nested `<ul>`s into the WAI-ARIA
 * disclosure navigation pattern (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/):
 * - a toggle button (shadow DOM, part `toggle`) opens and closes the dropdown (part `dropdown`,
 *   which holds the nav through a `<slot>`) at and below the dropdown breakpoint;
 * - each parent item gets a button (light DOM, part `submenu-toggle`, next to its link) with
 *   `aria-expanded` and `aria-controls` that expands and collapses its submenu;
 * - on the bar (desktop), hovering opens a submenu after 250 ms and leaving the menu closes it
 *   after 500 ms with a 200 ms fade (SmartMenus' timings, spec section 9);
 * - Escape closes the innermost open submenu (then the dropdown) and returns focus to its
 *   button; ArrowUp/ArrowDown/Home/End move within a submenu; Tab leaves (nothing is trapped).
 * The links stay the page's own; without JavaScript the nav is a plain nested list.
 */
import { html, nothing, render } from 'lit-html';
import { dropdownQuery, MENU_FADE_MS, MENU_HIDE_DELAY_MS, MENU_SHOW_DELAY_MS, submenuFocusIndex, type MenuConfig } from '../../core/builder/menu';
import { format } from '../../i18n';
import type { MenuStrings } from '../../i18n/menu';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { prefersReducedMotion } from '../../platform/viewport';
import type { LightContext } from '../context';
import { PARTS } from './parts';
import documentCss from './menu-document.css';
import { markupEdits } from '../markup-edits';

export type MenuMode = 'bar' | 'dropdown';

/** The nav the element enhances: the first one that is not Elementor's duplicate dropdown copy. */
export function findNav(host: HTMLElement): HTMLElement | null {
  for (const nav of host.querySelectorAll('nav')) if (!nav.classList.contains('elementor-nav-menu--dropdown') && nav.querySelector('ul')) return nav;
  return null;
}

let menus = 0;

interface Parent {
  li: HTMLElement;
  sub: HTMLElement;
  label: string;
}

export function setupHeaderMenu(ctx: LightContext<MenuConfig, MenuStrings>): void {
  const { host, root, config, strings, signal, breakpoints } = ctx;
  const doc = host.ownerDocument;
  const nav = findNav(host)!;
  const list = (nav.querySelector(':scope > ul') ?? nav.querySelector('ul'))! as HTMLElement;
  const n = ++menus;

  // The light DOM is styled from its own tree: the document, or the shadow root the menu sits in.
  const tree = host.getRootNode();
  adoptSheet(tree instanceof ShadowRoot ? tree : doc, sharedSheet('header-menu:document', documentCss));

  // What is changed in the page's markup is written down, so teardown puts it back.
  const { attr: setAttr, restore } = markupEdits();

  const parents: Parent[] = [];
  for (const li of list.querySelectorAll('li')) {
    const sub = li.querySelector<HTMLElement>(':scope > ul');
    if (!sub) continue;
    if (!sub.id) setAttr(sub, 'id', `se-menu-${n}-${parents.length + 1}`);
    setAttr(li, 'data-se-parent', '');
    const link = li.querySelector(':scope > a, :scope > span');
    parents.push({ li: li as HTMLElement, sub, label: (link?.textContent ?? '').replace(/\s+/g, ' ').trim() || sub.id });
  }
  // Elementor prints a second copy of the menu for the dropdown and a div toggle: one nav is enough.
  for (const dup of host.querySelectorAll('nav.elementor-nav-menu--dropdown, .elementor-menu-toggle')) setAttr(dup, 'data-se-duplicate', '');
  setAttr(host, 'data-enhanced', '');

  const bySub = new Map(parents.map((p) => [p.sub, p]));
  const open = new Set<HTMLElement>();
  const closing = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  const media = matchMedia(dropdownQuery(config.dropdown, breakpoints));
  let mode: MenuMode = media.matches ? 'dropdown' : 'bar';
  let dropdownOpen = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let hovered: Element | undefined;

  const toggleButton = () => root.querySelector<HTMLButtonElement>(`[part~="${PARTS.toggle}"]`);
  const subButton = (p: Parent) => p.li.querySelector<HTMLButtonElement>(':scope > .se-submenu-toggle');
  /** The parent item that owns the list `el` is in (undefined at the top level); a submenu's own owner is the item above it. */
  const ownerOf = (el: Element): Parent | undefined => {
    const ul = el.parentElement?.closest('ul');
    return ul && ul !== list ? bySub.get(ul as HTMLElement) : undefined;
  };

  function paint(): void {
    host.setAttribute('data-mode', mode);
    host.toggleAttribute('data-open', mode === 'dropdown' && dropdownOpen);
    render(
      html`<button part=${PARTS.toggle} class="toggle" type="button" aria-expanded=${dropdownOpen ? 'true' : 'false'} aria-controls="dropdown" ?hidden=${mode !== 'dropdown'} @click=${() => setDropdown(!dropdownOpen)}>
          <span class="icon" aria-hidden="true"><span></span></span><span class="label">${config.toggleLabel ?? strings['menu.toggle']}</span>
        </button>
        <div part=${PARTS.dropdown} id="dropdown" class="dropdown" ?hidden=${mode === 'dropdown' && !dropdownOpen}><slot></slot></div>`,
      root,
    );
    for (const p of parents) {
      const expanded = open.has(p.sub);
      render(
        html`<button part=${PARTS.submenuToggle} class="se-submenu-toggle" type="button" aria-expanded=${expanded ? 'true' : 'false'} aria-controls=${p.sub.id} aria-label=${format(strings['menu.submenu'], { label: p.label })} @click=${() => (expanded ? closeSub(p.sub) : openSub(p.sub))}></button>`,
        p.li,
        { renderBefore: p.sub },
      );
      p.sub.hidden = !expanded && !closing.has(p.sub);
      p.sub.toggleAttribute('data-closing', closing.has(p.sub));
    }
  }

  function finishClosing(sub: HTMLElement): void {
    clearTimeout(closing.get(sub));
    closing.delete(sub);
  }

  /** Opens a submenu; on the bar, every open submenu outside its branch closes. */
  function openSub(sub: HTMLElement): void {
    if (mode === 'bar') {
      const keep = new Set<HTMLElement>();
      for (let p: Parent | undefined = bySub.get(sub); p; p = ownerOf(p.li)) keep.add(p.sub);
      for (const s of [...open]) if (!keep.has(s)) closeSub(s, true, false);
    }
    finishClosing(sub);
    for (let p: Parent | undefined = bySub.get(sub); p; p = ownerOf(p.li)) open.add(p.sub);
    paint();
    if (mode === 'bar') keepInViewport(sub);
  }

  /** Closes a submenu and the ones inside it; on the bar it fades out first. */
  function closeSub(sub: HTMLElement, fade = true, repaint = true): void {
    for (const s of [...open]) {
      if (s !== sub && !sub.contains(s)) continue;
      open.delete(s);
      if (fade && mode === 'bar' && !prefersReducedMotion()) {
        finishClosing(s);
        closing.set(
          s,
          setTimeout(() => {
            closing.delete(s);
            paint();
          }, MENU_FADE_MS),
        );
      } else finishClosing(s);
    }
    if (repaint) paint();
  }

  function closeAll(fade = true): void {
    for (const s of [...open]) if (!ownerOf(s)) closeSub(s, fade, false);
    paint();
  }

  function setDropdown(value: boolean): void {
    dropdownOpen = value;
    if (!value) closeAll(false);
    paint();
    ctx.emit('header-menu-toggle', { open: value });
  }

  /** SmartMenus' keepInViewport: a submenu that would leave the viewport opens the other way. */
  function keepInViewport(sub: HTMLElement): void {
    sub.removeAttribute('data-align');
    if (sub.getBoundingClientRect().right > doc.documentElement.clientWidth) sub.setAttribute('data-align', 'end');
  }

  /** The element that has focus, inside open shadow roots too. */
  function focused(): Element | null {
    let a = doc.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  }

  function onKeydown(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const active = focused();
    if (!active) return;
    if (e.key === 'Escape') {
      // The innermost open submenu that holds focus (or whose button has it) closes.
      for (let el: Element | null = active; el && host.contains(el); el = el.parentElement) {
        const p = el.tagName === 'LI' ? parents.find((x) => x.li === el) : undefined;
        if (p && open.has(p.sub)) {
          e.preventDefault();
          closeSub(p.sub, false);
          subButton(p)?.focus();
          return;
        }
      }
      if (mode === 'dropdown' && dropdownOpen) {
        e.preventDefault();
        setDropdown(false);
        toggleButton()?.focus();
      }
      return;
    }
    // From a submenu button, Down/Up opens its submenu and enters it.
    const own = active.classList.contains('se-submenu-toggle') ? parents.find((p) => subButton(p) === active) : undefined;
    if (own && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      if (!open.has(own.sub)) openSub(own.sub);
      focusIn(own.sub, submenuFocusIndex(e.key, -1, items(own.sub).length));
      return;
    }
    const owner = ownerOf(active);
    if (!owner || !open.has(owner.sub)) return;
    const all = items(owner.sub);
    const next = submenuFocusIndex(e.key, all.indexOf(active as HTMLElement), all.length);
    if (next === undefined) return;
    e.preventDefault();
    focusIn(owner.sub, next);
  }

  /** The focusable items of a submenu, in order: its links and its own submenu buttons. */
  const items = (sub: HTMLElement) => [...sub.querySelectorAll<HTMLElement>(':scope > li > a[href], :scope > li > .se-submenu-toggle')];
  const focusIn = (sub: HTMLElement, index: number | undefined) => {
    if (index !== undefined) items(sub)[index]?.focus();
  };

  // Hover on the bar (a mouse only: touch and pen use the buttons).
  list.addEventListener(
    'pointerover',
    (e) => {
      if (mode !== 'bar' || e.pointerType !== 'mouse') return;
      clearTimeout(hideTimer);
      const li = (e.target as Element).closest('li');
      if (!li || !list.contains(li) || li === hovered) return;
      hovered = li;
      clearTimeout(showTimer);
      showTimer = setTimeout(() => {
        const p = parents.find((x) => x.li === li);
        if (p) openSub(p.sub);
        else {
          // Resting on an item without a submenu closes its open siblings, as SmartMenus does.
          const owner = ownerOf(li);
          for (const s of [...open]) if (s !== owner?.sub && !s.contains(li) && ownerOf(s) === owner) closeSub(s);
        }
      }, MENU_SHOW_DELAY_MS);
    },
    { signal },
  );
  list.addEventListener(
    'pointerleave',
    (e) => {
      if (mode !== 'bar' || e.pointerType !== 'mouse') return;
      clearTimeout(showTimer);
      hovered = undefined;
      hideTimer = setTimeout(() => {
        // A submenu that holds keyboard focus stays open.
        const f = focused();
        for (const s of [...open]) if (!ownerOf(s) && !(f && s.contains(f))) closeSub(s);
      }, MENU_HIDE_DELAY_MS);
    },
    { signal },
  );
  host.addEventListener('keydown', onKeydown, { signal });
  // On the bar, a submenu closes when focus leaves its item (Tab onwards), and on a click elsewhere.
  nav.addEventListener(
    'focusout',
    (e) => {
      const to = e.relatedTarget as Node | null;
      if (mode !== 'bar' || !to) return;
      for (const s of [...open]) if (!s.parentElement!.contains(to)) closeSub(s, false);
    },
    { signal },
  );
  doc.addEventListener(
    'pointerdown',
    (e) => {
      if (!e.composedPath().includes(host) && open.size && mode === 'bar') closeAll();
    },
    { signal },
  );
  // In the dropdown, following a link on this page closes it (Elementor does this for full-width menus).
  nav.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element).closest('a[href]');
      if (a && mode === 'dropdown' && dropdownOpen && !parents.some((p) => p.li === a.parentElement)) setDropdown(false);
    },
    { signal },
  );
  media.addEventListener(
    'change',
    () => {
      mode = media.matches ? 'dropdown' : 'bar';
      dropdownOpen = false;
      for (const s of [...open]) open.delete(s);
      for (const s of [...closing.keys()]) finishClosing(s);
      paint();
    },
    { signal },
  );

  ctx.onTeardown(() => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    for (const s of [...closing.keys()]) finishClosing(s);
    for (const p of parents) {
      render(nothing, p.li, { renderBefore: p.sub });
      p.sub.hidden = false;
      p.sub.removeAttribute('data-closing');
      p.sub.removeAttribute('data-align');
    }
    restore();
    for (const a of ['data-mode', 'data-open']) host.removeAttribute(a);
  });

  paint();
}
