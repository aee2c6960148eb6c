/**
 * Work a visitor does not see (a POST, a beacon) run once the frame that answers their tap has
 * been painted: a requestAnimationFrame, then a task after it. A hidden page paints no frames, so
 * a timer runs it then at the latest; a page being left runs it at once (pagehide), so the work
 * starts no later than it would have. The tap's own task stays short (Interaction to Next Paint).
 */

/** At the latest this long after the call, painted or not (a hidden tab, a page without frames). */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** Runs `fn` once: after the next paint, after AFTER_PAINT_FALLBACK_MS or on pagehide, whichever comes first. */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    removeEventListener('pagehide', run);
    fn();
  };
  const timer = setTimeout(run, AFTER_PAINT_FALLBACK_MS);
  addEventListener('pagehide', run);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
