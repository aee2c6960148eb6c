/**
 * Focus once rendered: `focusWhenRendered(selector)` moves focus (and scrolls, smoothly unless
 * reduced motion is asked) to the first element in `root` matching the selector after the next
 * render that has it (the first field in error, the banner, the received heading).
 */
import { useCallback, useEffect, useRef } from 'react';

export function useFocusAfterRender(root: ParentNode): (selector: string | null) => void {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const sel = focusNext.current;
    if (!sel) return;
    const el = root.querySelector<HTMLElement>(sel);
    if (el) {
      focusNext.current = null;
      el.focus();
      el.scrollIntoView?.({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
  });
  return useCallback((selector: string | null) => {
    focusNext.current = selector;
  }, []);
}
