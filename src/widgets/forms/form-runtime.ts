/**
 * What the fields of a rendered form share besides their props: the per-form state store
 * (src/core/forms/state.ts), the currency and the pricing model. Pricing, calculated and
 * conditionally shown fields subscribe to their own slice of the store, so a recalculation
 * re-renders only the fields whose value changed.
 */
import { createContext, useContext, useLayoutEffect, useReducer, useRef } from 'react';
import type { PricingModel, PricingResult } from '../../core/forms/pricing';
import type { FormStateStore } from '../../core/forms/state';
import type { CurrencyConfig } from '../../core/shared/currency';

export interface FormRuntime {
  store: FormStateStore;
  formId: number;
  currency: CurrencyConfig;
  model: PricingModel;
}

/** Store keys the pricing engine writes (Gravity Forms keeps its products in gform.state too). */
export const STATE_KEYS = {
  /** Set<number>: the ids of the fields conditional logic hides. */
  hidden: 'hiddenFields',
  /** Record<fieldId, text>: the current result of every calculation field. */
  calculations: 'calculations',
  /** PricingResult: product lines, shipping and the total. */
  pricing: 'pricing',
} as const;

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

/** The runtime of the form being rendered (null outside a form). */
export function useFormRuntime(): FormRuntime | null {
  return useContext(FormRuntimeContext);
}

/**
 * Subscribes to one store key of the form; `select` must return a primitive (or a stable value).
 * The subscription is a layout effect, not `useSyncExternalStore`'s passive one: the pricing
 * engine runs its first pass in the form's layout effect (children subscribe before it), so a
 * field that conditional logic hides is re-rendered hidden before the browser paints, instead of
 * showing for a frame until passive effects run.
 */
export function useFormState<T, R>(key: string, select: (value: T | undefined) => R): R {
  const rt = useFormRuntime();
  const value = select(rt ? rt.store.get<T>(rt.formId, key) : undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // What this component last committed (written in an effect: a render React discards must not count).
  const latest = useRef({ value, select });
  useLayoutEffect(() => {
    latest.current = { value, select };
  });
  useLayoutEffect(() => {
    if (!rt) return;
    const check = () => {
      if (!Object.is(latest.current.select(rt.store.get<T>(rt.formId, key)), latest.current.value)) rerender();
    };
    const off = rt.store.watch(rt.formId, [key], check);
    check(); // changed between this render and the subscription
    return off;
  }, [rt, key]);
  return value;
}

/** True while conditional logic hides the field. */
export function useFieldHidden(fieldId: number): boolean {
  return useFormState<ReadonlySet<number>, boolean>(STATE_KEYS.hidden, (s) => s?.has(fieldId) ?? false);
}

/** The current result text of a calculation field, or undefined before the first run. */
export function useCalculation(fieldId: number): string | undefined {
  return useFormState<Record<number, string>, string | undefined>(STATE_KEYS.calculations, (c) => c?.[fieldId]);
}

/** The current total (0 before the first run). */
export function useTotal(): number {
  return useFormState<PricingResult, number>(STATE_KEYS.pricing, (p) => p?.total ?? 0);
}
