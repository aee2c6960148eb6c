/**
 * The live pricing of a rendered form: listens to the form's input, keyup and change events,
 * reads the values the form would post, and runs the pure rules of src/core/forms (conditional
 * logic, formulas, total) on the spec's timing — formulas 345 ms after typing and at once for a
 * selection, logic 300 ms after a keyup, the total debounced by 50 ms. Results go into the form's
 * state store only when they changed, so nothing re-renders (or loops) for an unchanged value.
 */
import { hiddenFields } from '../../core/forms/conditional';
import { calculateTotal, runCalculations, valueReader, type PricingModel, type PricingResult } from '../../core/forms/pricing';
import { inputName } from '../../core/forms/pages';
import { recalcPlan, type ControlKind, type RecalcDelays } from '../../core/forms/recalc';
import type { FormStateStore } from '../../core/forms/state';
import type { PostedValues } from '../../core/forms/validation';
import { formatMoney, parseMoney, type CurrencyConfig } from '../../core/shared/currency';
import { readFormValues } from '../../platform/forms/browser';
import { CALCULATION_DELAY_MS, CALCULATION_SELECTION_DELAY_MS, INPUT_CHANGE_DELAY_MS, TOTAL_DEBOUNCE_MS } from './constants';
import { STATE_KEYS } from './form-runtime';

/** Marks an input whose amount is shown as money once typed (user-defined price, donation). */
export const MONEY_INPUT_ATTR = 'data-gform-money';

const DELAYS: RecalcDelays = { calculation: CALCULATION_DELAY_MS, selection: CALCULATION_SELECTION_DELAY_MS, inputChange: INPUT_CHANGE_DELAY_MS };

export interface PricingEngine {
  /** Starts listening to a form and computes everything once; returns the stop function. */
  attach(form: HTMLFormElement): () => void;
  /** Runs whatever is pending now (before a submission reads the form). */
  flush(): void;
}

/** True when a form has anything to compute live. */
export function needsEngine(model: PricingModel): boolean {
  return model.products.length + model.formulas.length + model.totals.length + model.logic.logic.length > 0 || model.shipping !== undefined;
}

const sameSet = (a: ReadonlySet<number> | undefined, b: ReadonlySet<number>) => a !== undefined && a.size === b.size && [...b].every((x) => a.has(x));

function sameRecord(a: Record<number, string> | undefined, b: Record<number, string>): boolean {
  if (!a) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[Number(k)] === b[Number(k)]);
}

function samePricing(a: PricingResult | undefined, b: PricingResult): boolean {
  if (!a || a.total !== b.total || a.shipping !== b.shipping || a.anyProductSelected !== b.anyProductSelected || a.lines.length !== b.lines.length) return false;
  return a.lines.every((l, i) => {
    const m = b.lines[i]!;
    return l.fieldId === m.fieldId && l.price === m.price && l.quantity === m.quantity && l.unitPrice === m.unitPrice;
  });
}

function controlKind(t: EventTarget | null): ControlKind | null {
  if (t instanceof HTMLSelectElement) return 'selection';
  if (t instanceof HTMLTextAreaElement) return 'text';
  if (!(t instanceof HTMLInputElement) || t.readOnly) return null;
  if (t.type === 'checkbox' || t.type === 'radio') return 'selection';
  return t.type === 'hidden' || t.type === 'file' || t.type === 'submit' || t.type === 'button' ? null : 'text';
}

/** Creates the engine of one form. `currency` is the page's (settings `currency`). */
export function createPricingEngine(opts: { model: PricingModel; store: FormStateStore; formId: number; currency: CurrencyConfig }): PricingEngine {
  const { model, store, formId, currency } = opts;
  let form: HTMLFormElement | null = null;
  const timers: Partial<Record<'calc' | 'logic' | 'total', ReturnType<typeof setTimeout>>> = {};
  // The form's values are read once per burst of events (logic, formulas and total share the read).
  let values: PostedValues | null = null;

  /** The posted values, with the latest results over the inputs React has not updated yet. */
  function current(): PostedValues {
    if (!form) return {};
    values ??= readFormValues(form);
    const calcs = store.get<Record<number, string>>(formId, STATE_KEYS.calculations);
    if (calcs) {
      for (const f of model.formulas) {
        const text = calcs[f.field.id];
        if (text !== undefined) values[f.target] = text;
      }
    }
    const pricing = store.get<PricingResult>(formId, STATE_KEYS.pricing);
    if (pricing) for (const t of model.totals) values[inputName(t.id)] = formatMoney(pricing.total, currency);
    return values;
  }

  /** Conditional logic over `values`; stores the hidden set when it changed. Returns it and whether it changed. */
  function applyLogic(values: PostedValues): { hidden: Set<number>; changed: boolean } {
    const hidden = hiddenFields(model.logic, values);
    const changed = !sameSet(store.get<Set<number>>(formId, STATE_KEYS.hidden), hidden);
    if (changed) store.set(formId, STATE_KEYS.hidden, hidden);
    return { hidden, changed };
  }

  function runCalc(): void {
    clearTimeout(timers.calc);
    const values = current();
    const { hidden } = applyLogic(values);
    if (model.formulas.length) {
      const calcs = runCalculations(model, values, hidden, currency);
      if (!sameRecord(store.get(formId, STATE_KEYS.calculations), calcs)) {
        store.set(formId, STATE_KEYS.calculations, calcs);
        // A rule may read a calculated field.
        applyLogic(current());
      }
    }
    scheduleTotal();
  }

  function runLogic(): void {
    clearTimeout(timers.logic);
    // What logic hides changes formulas and the total (Gravity Forms re-runs both after its logic).
    if (applyLogic(current()).changed) runCalc();
  }

  function runTotal(): void {
    clearTimeout(timers.total);
    if (!form) return;
    const values = current();
    const { hidden } = applyLogic(values);
    const result = calculateTotal(model, valueReader(values), hidden, currency);
    if (!samePricing(store.get<PricingResult>(formId, STATE_KEYS.pricing), result)) store.set(formId, STATE_KEYS.pricing, result);
  }

  function schedule(key: 'calc' | 'logic' | 'total', delay: number, fn: () => void): void {
    clearTimeout(timers[key]);
    timers[key] = setTimeout(fn, delay);
  }
  function scheduleTotal(): void {
    schedule('total', TOTAL_DEBOUNCE_MS, runTotal);
  }

  /** Gravity Forms shows a typed amount as money once it is committed (gformFormatPricingField). */
  function formatMoneyInput(el: HTMLInputElement): void {
    if (el.value.trim() === '') return;
    const amount = parseMoney(el.value, currency);
    if (amount !== null) el.value = formatMoney(amount, currency);
  }

  const handler = (event: 'input' | 'keyup' | 'change') => (e: Event) => {
    const kind = controlKind(e.target);
    if (!kind) return;
    values = null;
    if (event === 'change' && e.target instanceof HTMLInputElement && e.target.hasAttribute(MONEY_INPUT_ATTR)) formatMoneyInput(e.target);
    const plan = recalcPlan(event, kind, DELAYS);
    if (plan.logic !== undefined) schedule('logic', plan.logic, runLogic);
    if (plan.calc !== undefined) schedule('calc', plan.calc, runCalc);
    if (plan.total) scheduleTotal();
  };
  const onInput = handler('input');
  const onKeyup = handler('keyup');
  const onChange = handler('change');

  return {
    attach(el) {
      form = el;
      values = null;
      el.addEventListener('input', onInput);
      el.addEventListener('keyup', onKeyup);
      el.addEventListener('change', onChange);
      for (const input of el.querySelectorAll<HTMLInputElement>(`input[${MONEY_INPUT_ATTR}]`)) formatMoneyInput(input);
      runCalc();
      runTotal();
      return () => {
        el.removeEventListener('input', onInput);
        el.removeEventListener('keyup', onKeyup);
        el.removeEventListener('change', onChange);
        for (const t of Object.values(timers)) clearTimeout(t);
        if (form === el) form = null;
      };
    },
    flush() {
      if (!form) return;
      values = null;
      if (timers.logic !== undefined) runLogic();
      runCalc();
      runTotal();
    },
  };
}
