/**
 * The rules of a form's steps (reference 1.6 "Steps JS", FB:296-882): which fields make which
 * step, what each indicator shows for a `step_type`, its state, the progress bar's value, the
 * buttons of a step and their labels, where Enter goes, and the step to go back to on an error.
 * Pure.
 */
import type { StepShape, StepType } from './constants';

/**
 * Fields in steps: each `step` field starts one; the fields after it up to the next step field
 * are in it (buildSteps: `nextUntil(stepWrapper)`). Fields before the first step stay outside,
 * always shown. `steps` is empty when the form has no step field.
 */
export function planSteps(types: readonly string[]): { leading: number[]; steps: { marker: number; fields: number[] }[] } {
  const leading: number[] = [];
  const steps: { marker: number; fields: number[] }[] = [];
  types.forEach((t, i) => {
    if (t === 'step') steps.push({ marker: i, fields: [] });
    else if (steps.length) steps[steps.length - 1]!.fields.push(i);
    else leading.push(i);
  });
  return { leading, steps };
}

/** What an indicator holds for a `step_type` (getStepIndicatorElement): icon, number, label; none for `none`; a bar for `progress_bar`. */
export function indicatorParts(type: StepType): { indicators: boolean; progressBar: boolean; icon: boolean; number: boolean; label: boolean; shaped: boolean } {
  const indicators = type !== 'none';
  const progressBar = type === 'progress_bar';
  const each = indicators && !progressBar;
  return {
    indicators,
    progressBar,
    icon: each && type.includes('icon'),
    number: each && type.includes('number'),
    label: each && type.includes('text'),
    // saveIndicatorsState: no shape for none, text and progress_bar.
    shaped: each && type !== 'text',
  };
}

/** The shape class of a shaped indicator part. */
export const shapeClass = (shape: StepShape): string => `e-form__indicators__indicator--shape-${shape}`;

export type IndicatorState = 'completed' | 'active' | 'inactive';

/** getIndicatorStateClass: before the current step completed, after it inactive. */
export function indicatorState(index: number, current: number): IndicatorState {
  return index < current ? 'completed' : index > current ? 'inactive' : 'active';
}

/** getProgressBarValue: `floor((current+1)/total*100)%`, the first step `100/total`. */
export function progressValue(current: number, total: number): string {
  if (total <= 0) return '0%';
  const pct = current ? ((current + 1) / total) * 100 : 100 / total;
  return `${Math.floor(pct)}%`;
}

/** The buttons of a step (injectButtonsToSteps): previous except on the first, next except on the last, where the real submit is. */
export function stepButtons(index: number, total: number): { previous: boolean; next: boolean; submit: boolean } {
  const last = index === total - 1;
  return { previous: index > 0, next: !last, submit: last };
}

/** getButtonLabel: the step's own `data-previousButton` / `data-nextButton`, else the form's `step_*_label`. */
export function buttonLabel(direction: 'next' | 'previous', step: { previousButton?: string | undefined; nextButton?: string | undefined }, settings: { stepNextLabel: string; stepPreviousLabel: string }): string {
  const own = direction === 'next' ? step.nextButton : step.previousButton;
  if (own) return own;
  return direction === 'next' ? settings.stepNextLabel : settings.stepPreviousLabel;
}

/** The step after a move; null when it leaves the range (no move). */
export function moveStep(current: number, direction: 'next' | 'previous', total: number): number | null {
  const to = direction === 'next' ? current + 1 : current - 1;
  return to < 0 || to >= total ? null : to;
}

/**
 * What Enter does in a form with steps (bindEvents keydown): in a textarea, or on the last step,
 * nothing of ours (a new line; the submit); elsewhere a step move, `previous` when focus is on a
 * previous button, else `next`. null = leave the key alone.
 */
export function enterAction(p: { total: number; current: number; inTextarea: boolean; onButton: 'next' | 'previous' | 'submit' | undefined }): 'next' | 'previous' | null {
  if (p.total === 0 || p.inTextarea) return null;
  if (p.current === p.total - 1) return null;
  return p.onButton === 'previous' ? 'previous' : 'next';
}

/** The step holding the first field with an error (onFormError), in field order; null when none is in a step. */
export function stepOfFirstError(fieldIdsInOrder: readonly string[], stepOfField: ReadonlyMap<string, number>, errorIds: ReadonlySet<string>): number | null {
  for (const id of fieldIdsInOrder) if (errorIds.has(id) && stepOfField.has(id)) return stepOfField.get(id)!;
  return null;
}
