/**
 * Strings per widget and locale. Each widget has a module per locale (`nl/<widget>.ts`,
 * `en/<widget>.ts`, same keys) and a bundle (`<widget>.ts`) that its element passes to the
 * element base, so a widget's chunk carries its own strings and no other widget's.
 */
import type { Locale } from '../core/shared/settings';

/** One widget's strings in every locale; Dutch is the default. */
export type Bundle<S> = { readonly [L in Locale]: S };

/** The string table a module of `nl/` defines: the same keys, any text. */
export type StringsOf<T> = { readonly [K in keyof T]: string };

/** The strings of a locale from a widget's bundle. */
export function pick<S>(bundle: Bundle<S>, locale: Locale): S {
  return bundle[locale] ?? bundle.nl;
}

/** Fills `{name}` placeholders: format('Form {id} not found.', { id: 3 }). */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
