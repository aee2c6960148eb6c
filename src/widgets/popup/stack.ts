/**
 * Open pop-ups on the page, newest last. Only the topmost one holds the focus trap: two traps
 * would pull focus back and forth (each brings focus that leaves it back inside). When the top
 * one closes, the next one down takes the trap again.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

const stack: object[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while this pop-up is open and no pop-up opened after it is still open. */
export function useTopmost(open: boolean): boolean {
  const [token] = useState(() => ({}));
  // A layout effect: the pop-up is topmost (and its Escape and focus handlers armed) in the same
  // commit that shows it. preact runs plain effects a frame or two after paint, which left a
  // visible pop-up deaf to Escape for that long in the lite build.
  useLayoutEffect(() => {
    if (!open) return;
    stack.push(token);
    notify();
    return () => {
      const i = stack.indexOf(token);
      if (i >= 0) stack.splice(i, 1);
      notify();
    };
  }, [open, token]);
  return useSyncExternalStore(subscribe, () => stack[stack.length - 1] === token);
}
