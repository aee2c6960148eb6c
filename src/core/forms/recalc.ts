/**
 * When a form recalculates (spec section 9, "Forms"; Gravity Forms' GFCalc.bindCalcEvents,
 * gf_raw_input_change and gformCalculateTotalPrice): which work an input event schedules, and
 * after how long. Pure: the widget owns the timers and passes the spec's delays in.
 */

/** The delays of spec section 9 (src/widgets/forms/constants.ts holds the values). */
export interface RecalcDelays {
  /** Formulas after typing: 345 ms. */
  calculation: number;
  /** Formulas after a selection (checkbox, radio, select) or a committed change: 0 ms. */
  selection: number;
  /** Conditional logic after a keyup: 300 ms. */
  inputChange: number;
}

/** What an event asks for: formulas and conditional logic after a delay (ms), and the debounced total. */
export interface RecalcPlan {
  calc?: number;
  logic?: number;
  total: boolean;
}

/** `selection`: checkbox, radio, select; `text`: everything typed (textarea included). */
export type ControlKind = 'text' | 'selection';

/**
 * The plan for one event: typing schedules the formulas 345 ms later and the total (debounced);
 * a keyup re-runs conditional logic 300 ms later; a change (a selection, or a typed value being
 * committed) runs formulas and logic at once (0 ms) and the total.
 */
export function recalcPlan(event: 'input' | 'keyup' | 'change', kind: ControlKind, delays: RecalcDelays): RecalcPlan {
  if (event === 'input') return kind === 'text' ? { calc: delays.calculation, total: true } : { total: false };
  if (event === 'keyup') return kind === 'text' ? { logic: delays.inputChange, total: false } : { total: false };
  return { calc: delays.selection, logic: delays.selection, total: true };
}
