/**
 * What the page-builder pop-ups of one page share, as Elementor's pop-up module does: whether a
 * pop-up has opened in this page view (`popupPopped`, for avoid_multiple_popups), and the action
 * links (`#elementor-action:action=popup:open|close&settings=…`) anywhere on the page, handled by
 * one delegated listener, plus the page's own hash once at load.
 */
import { ACTION_LINK_SELECTOR } from '../../core/builder/popup-constants';
import { parseActionHash, type PopupAction } from '../../core/builder/popup-actions';
import type { OpenSource } from '../../core/builder/popup-machine';

export interface PopupHandle {
  id: number;
  host: HTMLElement;
  open(source: OpenSource): void;
  close(): void;
  isOpen(): boolean;
  /** "Do not show again": sets `popup_{id}_disable`. */
  disable(): void;
}

const handles = new Set<PopupHandle>();
const hashRun = new Set<number>();
let popped = false;
let listening = false;

/** True once any page-builder pop-up opened in this page view. */
export function hasPopped(): boolean {
  return popped;
}

/** Marks that a pop-up opened (Elementor sets `popupPopped` after every opening). */
export function markPopped(): void {
  popped = true;
}

/** Runs a pop-up action; `from` is the clicked link (a close link closes the pop-up it sits in). */
export function runAction(action: PopupAction, from: Element | null): void {
  if (action.action === 'popup:open') {
    if (action.id === undefined) return;
    for (const h of [...handles]) {
      if (h.id !== action.id) continue;
      if (action.toggle && h.isOpen()) h.close();
      else h.open('action');
    }
    return;
  }
  const container = from?.closest('eb-popup') ?? null;
  const targets = [...handles].filter((h) => (container ? h.host === container : h.id === action.id));
  for (const h of targets) {
    h.close();
    if (action.doNotShowAgain) h.disable();
  }
}

function onClick(e: MouseEvent): void {
  for (const node of e.composedPath()) {
    if (!(node instanceof Element)) continue;
    if (!node.matches(ACTION_LINK_SELECTOR)) continue;
    const action = parseActionHash(node.getAttribute('href'));
    if (!action) return;
    e.preventDefault();
    runAction(action, node);
    return;
  }
}

/** True when an element on the page carries this hash (Elementor runs a page hash only then). */
function hashOnPage(doc: Document, hash: string): boolean {
  for (const el of doc.querySelectorAll('a[href], [e-action-hash]')) {
    if (el.getAttribute('e-action-hash') === hash || (el.getAttribute('href') ?? '').includes(hash)) return true;
  }
  return false;
}

/** Adds a pop-up to the page; returns its removal. The first one starts the action-link listener. */
export function registerPopup(handle: PopupHandle): () => void {
  handles.add(handle);
  const doc = handle.host.ownerDocument;
  if (!listening) {
    listening = true;
    doc.addEventListener('click', onClick);
  }
  // The page's own hash (a shared "open the pop-up" link), once per pop-up per page load.
  const hash = doc.defaultView?.location.hash ?? '';
  if (hash && !hashRun.has(handle.id)) {
    const action = parseActionHash(hash);
    if (action?.action === 'popup:open' && action.id === handle.id && hashOnPage(doc, hash)) {
      hashRun.add(handle.id);
      handle.open('action');
    }
  }
  return () => {
    handles.delete(handle);
  };
}

/** For tests: forget that a pop-up opened (a new page view as far as avoid_multiple_popups goes). */
export function resetPopped(): void {
  popped = false;
}
