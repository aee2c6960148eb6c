import { useEffect, useRef, type RefObject } from 'react';
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
  useEffect(() => {
    const el = ref.current;
    if (!opts.open || !el) return;
    return trapFocus(el, {
      onEscape: () => onEscape.current?.(),
      initialFocus: opts.initialFocus?.current ?? null,
    });
  }, [opts.open]); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
