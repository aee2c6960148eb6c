/**
 * The page's one modal layer (issue 40, "Two modals never fight"): every tag that opens a dialog
 * (<gdpr-consent>'s modal, <ays-popup>, <eb-popup>, <eb-search>'s full screen, <wc-mini-cart>'s
 * side cart) puts it here instead of trapping focus on its own. Per-tag traps each pulled focus
 * that left them back inside: two open at once handed focus to each other until the call stack
 * overflowed (7x RangeError on the home page with the consent modal and the newsletter pop-up).
 *
 * One dialog is on top. Only it holds the focus (Tab and Shift+Tab wrap inside it, focus that
 * leaves is brought back) and hears Escape; everything outside it is `inert` (the page, and the
 * dialogs under it) and the page does not scroll. When it closes, focus goes back to what had it
 * before, and the dialog under it (if any) is on top again. An automatic opening (a pop-up's own
 * trigger) waits, through whenFree(), until no dialog is open; an opening asked for (a click, a
 * method) stacks on top.
 *
 * Tags live in different shadow roots and in separate chunks (each chunk bundles its own copy of
 * this module, and the light tags are a build of their own), so the layer is kept on a global
 * symbol: the first copy to run makes it, every later copy (of either build) uses that one.
 */
import { composedContains, deepActiveElement, firstTabbable, tabbables } from './focus';
import { lockPageScroll } from './builder/scroll-lock';

export interface ModalOptions {
  /** Called on Escape while this dialog is on top; omit to keep it open on Escape (Escape still stops here). */
  onEscape?: (() => void) | undefined;
  /** Element to focus first; default: the first tabbable inside, else the container. */
  initialFocus?: HTMLElement | null;
  /** Where focus goes on close instead of what had it before (<wc-mini-cart>: its toggle), while no dialog under it holds focus. */
  returnFocus?: HTMLElement | null;
  /** Move focus in at once (default true); false leaves it to focusIn() (eb-popup's delay). */
  moveFocus?: boolean;
  /**
   * A modal dialog (default true): focus kept inside (Tab wraps, focus that leaves comes back) and
   * the page behind inert. false (eb-popup's a11y_navigation off, no aria-modal): it only takes
   * its turn on the layer (Escape, waiting openings) and leaves focus and the page alone.
   */
  modal?: boolean;
  /** Stop the page scrolling while open (default true; eb-popup's prevent_scroll off: false). */
  lockScroll?: boolean;
}

export interface ModalHandle {
  /** Moves focus into the dialog (when it is on top). */
  focusIn(): void;
  /** Takes the dialog off the layer; focus goes back to what had it before (unless restore is false). Safe to call twice. */
  release(restore?: boolean): void;
}

export interface ModalLayer {
  /** Puts `container` on top of the layer. */
  open(container: HTMLElement, opts?: ModalOptions): ModalHandle;
  /** True while some dialog is open. */
  busy(): boolean;
  /** True when `container` is the top dialog. */
  isTop(container: HTMLElement): boolean;
  /** Runs `run` once no dialog is open (at once when none is); returns the cancel. */
  whenFree(run: () => void): () => void;
}

interface Entry {
  container: HTMLElement;
  opts: ModalOptions;
  /** What had the focus before it opened. */
  previous: HTMLElement | null;
}

const KEY = Symbol.for('site-elements.modal-layer');
/** After a waiting opening ran, the next waiter is tried this much later (the first has opened by then, or will not). */
const NEXT_WAITER_MS = 50;

/** The page-wide layer (made by the first copy of this module that asks). */
export function modalLayer(): ModalLayer {
  const g = globalThis as unknown as Record<symbol, ModalLayer | undefined>;
  return (g[KEY] ??= createLayer(document));
}

function createLayer(doc: Document): ModalLayer {
  const stack: Entry[] = [];
  const waiters: (() => void)[] = [];
  /** Elements this layer made inert (never those the page made inert itself). */
  let marked: Element[] = [];
  let unlockScroll: (() => void) | null = null;
  let waiterTimer: ReturnType<typeof setTimeout> | undefined;

  const top = (): Entry | undefined => stack[stack.length - 1];

  /** Everything outside the top dialog inert: the siblings of its ancestors up to <body>, starting at its outermost host. */
  const applyInert = () => {
    for (const el of marked) el.removeAttribute('inert');
    marked = [];
    let at = stack.length - 1;
    while (at >= 0 && stack[at]!.opts.modal === false) at--;
    const entry = stack[at];
    if (!entry) return;
    // Non-modal dialogs opened above it stay usable.
    const above = stack.slice(at + 1).map((e) => e.container);
    // Start at the page-level element that holds the dialog: a tag's own shadow content (its
    // toggle, its banner) is the tag's business and sits under the dialog's overlay.
    let node: Element = entry.container;
    for (let root = node.getRootNode(); root instanceof ShadowRoot; root = node.getRootNode()) node = root.host;
    while (node !== doc.body && node !== doc.documentElement) {
      const parent: ParentNode | null = node.parentNode;
      if (!parent) break;
      for (const sib of Array.from(parent.children)) {
        if (sib === node || sib.hasAttribute('inert') || /^(script|style|link|template)$/.test(sib.localName)) continue;
        if (above.some((c) => composedContains(sib, c))) continue;
        sib.setAttribute('inert', '');
        marked.push(sib);
      }
      if (!(parent instanceof Element)) break;
      node = parent;
    }
  };

  const applyScroll = () => {
    const lock = stack.some((e) => e.opts.lockScroll !== false);
    if (lock && !unlockScroll) unlockScroll = lockPageScroll(doc);
    else if (!lock && unlockScroll) {
      unlockScroll();
      unlockScroll = null;
    }
  };

  const focusInto = (entry: Entry) => {
    (entry.opts.initialFocus ?? firstTabbable(entry.container) ?? entry.container).focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const entry = top();
    if (!entry || e.defaultPrevented) return;
    if (e.key === 'Escape') {
      // Only the top dialog hears it: the ones under it stay open.
      e.preventDefault();
      e.stopPropagation();
      entry.opts.onEscape?.();
      return;
    }
    if (e.key !== 'Tab' || entry.opts.modal === false) return;
    const items = tabbables(entry.container);
    if (items.length === 0) {
      e.preventDefault();
      entry.container.focus();
      return;
    }
    const i = items.indexOf(deepActiveElement(doc) as HTMLElement);
    let next: HTMLElement | undefined;
    if (e.shiftKey && i <= 0) next = items[items.length - 1];
    else if (!e.shiftKey && (i === -1 || i === items.length - 1)) next = items[0];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  // Focus that leaves the top dialog (a click, a script) is brought back: one trap, so nothing
  // hands it back out again.
  const onFocusIn = (e: FocusEvent) => {
    const entry = top();
    if (!entry || entry.opts.modal === false) return;
    const target = (e.composedPath()[0] as Node | undefined) ?? null;
    if (!composedContains(entry.container, target)) (firstTabbable(entry.container) ?? entry.container).focus();
  };

  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    doc[method]('keydown', onKeyDown as EventListener);
    doc[method]('focusin', onFocusIn as EventListener);
  };

  // One waiting opening at a time, each in a task of its own after the close: the closing
  // dialog has given focus back by then, and the next waiter sees whether the first one opened.
  const runWaiter = (delay = 0) => {
    clearTimeout(waiterTimer);
    waiterTimer = setTimeout(() => {
      if (stack.length > 0) return;
      const run = waiters.shift();
      if (!run) return;
      run();
      if (waiters.length) runWaiter(NEXT_WAITER_MS);
    }, delay);
  };

  return {
    open(container, opts = {}) {
      const entry: Entry = { container, opts, previous: null };
      const active = deepActiveElement(doc);
      entry.previous = active instanceof HTMLElement && active !== doc.body ? active : null;
      if (stack.length === 0) listen(true);
      stack.push(entry);
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      applyInert();
      applyScroll();
      if (opts.moveFocus !== false && opts.modal !== false) focusInto(entry);
      let released = false;
      return {
        focusIn() {
          if (!released && top() === entry && opts.modal !== false) focusInto(entry);
        },
        release(restore = true) {
          if (released) return;
          released = true;
          const i = stack.indexOf(entry);
          const wasTop = i === stack.length - 1;
          stack.splice(i, 1);
          // A dialog closed under another: the one above it returns focus where this one would have.
          const above = stack[i];
          if (above && (!above.previous || composedContains(container, above.previous))) above.previous = entry.previous;
          applyInert();
          applyScroll();
          if (stack.length === 0) listen(false);
          if (wasTop && restore && opts.modal !== false) {
            const next = top();
            // Back where it came from, if that is not behind the dialog now on top.
            const usable = (el: HTMLElement | null | undefined): el is HTMLElement => !!el?.isConnected && (!next || next.opts.modal === false || composedContains(next.container, el));
            const back = [opts.returnFocus, entry.previous].find(usable);
            if (back) back.focus();
            else if (next && next.opts.modal !== false) focusInto(next);
          }
          if (stack.length === 0 && waiters.length) runWaiter();
        },
      };
    },
    busy: () => stack.length > 0,
    isTop: (container) => top()?.container === container,
    whenFree(run) {
      if (stack.length === 0 && waiters.length === 0) {
        run();
        return () => {};
      }
      waiters.push(run);
      return () => {
        const i = waiters.indexOf(run);
        if (i >= 0) waiters.splice(i, 1);
      };
    },
  };
}
