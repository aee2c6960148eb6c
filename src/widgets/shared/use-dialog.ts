import { useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { modalLayer } from '../../platform/modal-layer';

export interface DialogOptions {
  open: boolean;
  /** Escape closes unless this is undefined (e.g. an always-visible consent modal). */
  onEscape?: (() => void) | undefined;
  /** Element to focus first when opening. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal dialog behaviour for a container ref, through the page's one modal layer
 * (src/platform/modal-layer.ts): on open the dialog goes on top, focus moves in, Tab is trapped
 * (slotted light-DOM content included), the page behind is inert and does not scroll, Escape calls
 * onEscape; on close focus returns and the dialog under it (if any) is on top again.
 */
export function useDialog<T extends HTMLElement>(opts: DialogOptions): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onEscape = useRef(opts.onEscape);
  onEscape.current = opts.onEscape;
  // A layout effect: focus is in and Tab trapped in the commit that shows the dialog, and focus is
  // back on the opener in the one that removes it, in both builds (preact runs plain effects a
  // frame after paint, which left an open dialog deaf to Tab and Escape for that long).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!opts.open || !el) return;
    const handle = modalLayer().open(el, {
      // The layer listens on the document, outside React's events, and a key press inside a
      // shadow root has no window.event: React would give the close the default priority and
      // render it in a task of its own, which a loaded machine ran after the next frame.
      // flushSync commits it in the key press's own task (preact renders it in a microtask).
      onEscape: opts.onEscape ? () => flushSync(() => onEscape.current?.()) : undefined,
      initialFocus: opts.initialFocus?.current ?? null,
    });
    return () => handle.release();
  }, [opts.open]); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
