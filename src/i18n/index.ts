import type { Locale } from '../core/shared/settings';
import { en } from './en';
import { nl, type Strings } from './nl';

export type { Strings };

/** The strings of a locale; Dutch is the default. */
export function stringsFor(locale: Locale): Strings {
  return locale === 'en' ? en : nl;
}

/** Fills `{name}` placeholders: format('Form {id} not found.', { id: 3 }). */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
