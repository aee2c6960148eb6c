/**
 * Country lists as WooCommerce and the tags' attributes give them: a module below the cart and the
 * checkout rules (both read a `countries` attribute), so neither imports the other.
 */
import { isPlainObject } from '../shared/parsed';

/** Countries offered when the page says none (the bakery ships in the Benelux and Germany). */
export const DEFAULT_COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'];

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Reads a country list: "NL,BE" or ["NL", "BE"] (as WooCommerce's allowed countries); unknown entries dropped. */
export function readCountries(raw: unknown): string[] {
  const items = typeof raw === 'string' ? raw.split(/[\s,]+/) : Array.isArray(raw) ? raw : isPlainObject(raw) ? Object.keys(raw) : [];
  const out: string[] = [];
  for (const x of items) {
    const c = typeof x === 'string' ? x.trim().toUpperCase() : '';
    if (COUNTRY_CODE.test(c) && !out.includes(c)) out.push(c);
  }
  return out;
}

