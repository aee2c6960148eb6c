/** The lead form's progress bar (spec section 4 "Lead form status"). Pure. */

/**
 * Progress in whole percent: the current step's number (its 1-based place in the step list)
 * divided by the number of steps; 100 once the flow has finished. Clamped to 0..100.
 */
export function progressPercent(stepNumber: number, totalSteps: number, finished = false): number {
  if (finished) return 100;
  if (!(totalSteps > 0) || !(stepNumber > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((stepNumber / totalSteps) * 100)));
}
