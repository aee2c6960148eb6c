import { useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { trapFocus } from '../../platform/focus';

export interface DialogOptions {
  open: boolean;
  /** Escape closes unless this is undefined (e.g. an always-visible consent modal). */
  onEscape?: (() => void) | undefined;
  /** Element to focus first when opening. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal dialog behaviour for a container ref: focus moves in on open, Tab is trapped (slotted
 * light-DOM content included), Escape calls onEscape, focus returns on close.
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
    return trapFocus(el, {
      // trapFocus listens on the dialog itself, outside React's events, and a key press inside a
      // shadow root has no window.event: React would give the close the default priority and
      // render it in a task of its own, which a loaded machine ran after the next frame.
      // flushSync commits it in the key press's own task (preact renders it in a microtask).
      onEscape: () => flushSync(() => onEscape.current?.()),
      initialFocus: opts.initialFocus?.current ?? null,
    });
  }, [opts.open]); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
