/**
 * Gravity Forms' conditional-logic animation (form `enableAnimation`): a field slides open when its
 * rules show it and slides shut before it is hidden, SLIDE_DURATION_MS (spec section 9: 400 ms,
 * jQuery's slideDown/slideUp default). Without the setting, or with reduced motion, the field just
 * appears and disappears. Web Animations (no inline style attribute, so strict CSP holds).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_DURATION_MS } from './constants';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The `hidden` to render and a ref for the element that slides. */
export function useSlide<T extends HTMLElement>(hidden: boolean, animate: boolean): { ref: React.RefObject<T | null>; hidden: boolean } {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(hidden);
  const first = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    const initial = first.current;
    first.current = false;
    if (initial || !animate || !el || typeof el.animate !== 'function' || reducedMotion()) {
      setShown(hidden);
      return;
    }
    if (!hidden) {
      setShown(false);
      return;
    }
    // Shutting: the field stays until the slide ends.
    const height = el.getBoundingClientRect().height;
    const anim = el.animate([{ height: `${height}px`, overflow: 'hidden', opacity: 1 }, { height: '0px', overflow: 'hidden', opacity: 0 }], { duration: SLIDE_DURATION_MS, easing: 'ease' });
    anim.onfinish = () => setShown(true);
    return () => anim.cancel();
  }, [hidden, animate]);
  // Opening: once the element is shown again, grow it from 0 to its height.
  const wasHidden = useRef(shown);
  useLayoutEffect(() => {
    const el = ref.current;
    const opened = wasHidden.current && !shown;
    wasHidden.current = shown;
    if (!opened || !animate || !el || typeof el.animate !== 'function' || reducedMotion()) return;
    const height = el.getBoundingClientRect().height;
    el.animate([{ height: '0px', overflow: 'hidden', opacity: 0 }, { height: `${height}px`, overflow: 'hidden', opacity: 1 }], { duration: SLIDE_DURATION_MS, easing: 'ease' });
  }, [shown, animate]);
  // Without the animation the rule's answer applies in the same render, as before.
  return { ref, hidden: animate ? shown : hidden };
}
