/**
 * Focus management for dialogs that live in shadow roots and project light-DOM content through
 * slots: tabbable elements are found along the flattened (composed) tree.
 */

const TABBABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

function isVisible(el: HTMLElement): boolean {
  if (el.hidden || el.closest('[inert]')) return false;
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  return el.getClientRects().length > 0;
}

/**
 * Walks the tabbable elements inside `root` in flattened-tree order (shadow roots and slotted
 * content included), calling `found` for each; stops when `found` returns true.
 */
function walkTabbables(root: Element | ShadowRoot, found: (el: HTMLElement) => boolean | void): void {
  const visit = (node: Element): boolean => {
    if (node instanceof HTMLElement && node.matches(TABBABLE) && node.tabIndex >= 0 && isVisible(node) && found(node)) return true;
    if (node instanceof HTMLSlotElement) return node.assignedElements({ flatten: true }).some(visit);
    return Array.from(node.shadowRoot ? node.shadowRoot.children : node.children).some(visit);
  };
  Array.from(root instanceof ShadowRoot ? root.children : [root]).some(visit);
}

/** Tabbable elements inside `root` in flattened-tree order (shadow roots and slotted content included). */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const out: HTMLElement[] = [];
  walkTabbables(root, (el) => {
    out.push(el);
  });
  return out;
}

/**
 * The first tabbable element inside `root` (as `tabbables(root)[0]`), without checking the rest:
 * each check reads the element's computed style and boxes, which a dialog with many controls (the
 * consent modal) paid for every one of them before the first could take focus.
 */
export function firstTabbable(root: Element | ShadowRoot): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  walkTabbables(root, (el) => {
    first = el;
    return true;
  });
  return first;
}

/** The focused element, looking inside shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let a: Element | null = doc.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** True when `node` is `container` or inside it along the composed tree (slots included). */
export function composedContains(container: Node, node: Node | null): boolean {
  for (let n: Node | null = node; n; ) {
    if (n === container) return true;
    const slot = (n as Element).assignedSlot;
    n = slot ?? n.parentNode ?? (n instanceof ShadowRoot ? n.host : null);
  }
  return false;
}

export interface TrapOptions {
  /** Called on Escape; omit to ignore Escape. */
  onEscape?: () => void;
  /** Element to focus first; default: the first tabbable, else the container. */
  initialFocus?: HTMLElement | null;
  /** Return focus to what had it before (default true). */
  restoreFocus?: boolean;
}

/**
 * Traps Tab / Shift+Tab inside `container`, handles Escape, moves focus in, and returns a release
 * function that puts focus back where it was.
 */
export function trapFocus(container: HTMLElement, opts: TrapOptions = {}): () => void {
  const previous = deepActiveElement();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && opts.onEscape) {
      e.stopPropagation();
      opts.onEscape();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = tabbables(container);
    if (items.length === 0) {
      e.preventDefault();
      container.focus();
      return;
    }
    const active = deepActiveElement();
    const i = items.findIndex((x) => x === active);
    let next: HTMLElement | undefined;
    if (e.shiftKey && (i <= 0)) next = items[items.length - 1];
    else if (!e.shiftKey && (i === -1 || i === items.length - 1)) next = items[0];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  // Focus that leaves (a click elsewhere, a script) is brought back.
  const onFocusIn = (e: FocusEvent) => {
    const target = (e.composedPath()[0] as Node | undefined) ?? null;
    if (!composedContains(container, target)) (firstTabbable(container) ?? container).focus();
  };
  container.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  (opts.initialFocus ?? firstTabbable(container) ?? container).focus();
  return () => {
    container.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    if (opts.restoreFocus !== false && previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
}
