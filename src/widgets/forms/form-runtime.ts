/**
 * What the fields of a rendered form share besides their props: the per-form state store
 * (src/core/forms/state.ts), the currency and the pricing model. Pricing, calculated and
 * conditionally shown fields subscribe to their own slice of the store, so a recalculation
 * re-renders only the fields whose value changed.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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

/** Subscribes to one store key of the form; `select` must return a primitive (or a stable value). */
export function useFormState<T, R>(key: string, select: (value: T | undefined) => R): R {
  const rt = useFormRuntime();
  const subscribe = useCallback((notify: () => void) => (rt ? rt.store.watch(rt.formId, [key], notify) : () => undefined), [rt, key]);
  return useSyncExternalStore(subscribe, () => select(rt ? rt.store.get<T>(rt.formId, key) : undefined));
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
