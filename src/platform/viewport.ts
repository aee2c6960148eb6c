/** Viewport helpers: the one place that reads window size and media queries. */

/** Current viewport width in CSS pixels. */
export function viewportWidth(): number {
  return window.innerWidth || document.documentElement.clientWidth;
}

/** True when the visitor asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Calls `fn` once resizing has stopped for `ms`; returns an unsubscribe function. */
export function onResizeEnd(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handler = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  window.addEventListener('resize', handler);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', handler);
  };
}
