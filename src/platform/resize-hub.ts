/**
 * One page-level resize listener shared by every subscriber (the carousels): one frame-throttled
 * handler on window whatever their number, added with the first and removed with the last, and
 * never touching anyone else's listeners (Elementor's CarouselBase calls `$(window).off('resize')`).
 */
const subscribers = new Set<() => void>();
let queued = 0;

function onResize(): void {
  queued ||= requestAnimationFrame(() => {
    queued = 0;
    for (const fn of [...subscribers]) fn();
  });
}

/** Calls `fn` once per frame while the viewport is resized; returns the unsubscribe function. */
export function onViewportResize(fn: () => void): () => void {
  if (subscribers.size === 0) addEventListener('resize', onResize);
  subscribers.add(fn);
  return () => {
    subscribers.delete(fn);
    if (subscribers.size === 0) {
      removeEventListener('resize', onResize);
      cancelAnimationFrame(queued);
      queued = 0;
    }
  };
}

/** How many subscribe now (tests). */
export const resizeSubscribers = (): number => subscribers.size;
