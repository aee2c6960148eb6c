/**
 * Work a visitor does not see (a POST, a beacon) run once the frame that answers their tap has
 * been painted: a requestAnimationFrame, then a task after it. A hidden page paints no frames, so
 * a timer runs it then at the latest. The tap's own task stays short (Interaction to Next Paint).
 */

/** At the latest this long after the call, painted or not (a hidden tab, a page without frames). */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** Runs `fn` once, after the next paint or after AFTER_PAINT_FALLBACK_MS, whichever comes first. */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    fn();
  };
  const timer = setTimeout(run, AFTER_PAINT_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
