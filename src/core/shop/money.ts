/**
 * Money as WooCommerce's Store API sends it (WC `src/StoreApi/Formatters/MoneyFormatter.php`,
 * `CurrencyFormatter.php`): every amount is a string of an integer in the currency's smallest unit
 * ("1850" = € 18,50), and each group of amounts carries its currency fields (`currency_code`,
 * `currency_symbol`, `currency_minor_unit`, `currency_decimal_separator`,
 * `currency_thousand_separator`, `currency_prefix`, `currency_suffix`). Amounts stay strings of
 * digits here and are formatted with integer string arithmetic (BigInt where a sum is needed):
 * never a float, so "1850" can never print as 18,499999. Prices are never computed in the browser;
 * the only sum is none: the server sends every total.
 *
 * Missing currency fields fall back to the project's currency (src/core/shared/currency.ts: EUR,
 * ',' decimals, '.' thousands) written as a Dutch WooCommerce shop shows it (`woocommerce_currency_pos`
 * = left_space): "€ 18,50".
 */
import { EUR, decodeEntities, groupThousands } from '../shared/currency';

/** The currency fields of one group of Store API amounts, read. */
export interface StoreCurrency {
  code: string;
  symbol: string;
  /** Digits after the decimal separator (`currency_minor_unit`), 0..10. */
  minorUnit: number;
  decimalSeparator: string;
  thousandSeparator: string;
  prefix: string;
  suffix: string;
}

/** The project's EUR as a Dutch WooCommerce shop sends it (left_space): "€ 18,50". */
export const STORE_EUR: Readonly<StoreCurrency> = Object.freeze({
  code: EUR.code,
  symbol: EUR.symbol_right,
  minorUnit: EUR.decimals,
  decimalSeparator: EUR.decimal_separator,
  thousandSeparator: EUR.thousand_separator,
  prefix: `${EUR.symbol_right} `,
  suffix: '',
});

/** Largest `currency_minor_unit` accepted (WooCommerce allows any; real currencies use 0..4). */
export const MAX_MINOR_UNIT = 10;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? decodeEntities(v) : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

/**
 * Reads the `currency_*` fields of a Store API object (a cart's `totals`, an item's `prices`, a
 * shipping rate), loosely: a field missing or of the wrong kind keeps the fallback's value;
 * `currency_minor_unit` may be a numeric string; symbols written as HTML entities are decoded.
 * When `currency_prefix` and `currency_suffix` are both absent the fallback's pair is used, so a
 * half-sent group does not lose its symbol.
 */
export function readCurrency(source: unknown, fallback: Readonly<StoreCurrency> = STORE_EUR): StoreCurrency {
  const o = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const rawMinor = typeof o.currency_minor_unit === 'string' && /^\s*\d+\s*$/.test(o.currency_minor_unit) ? Number(o.currency_minor_unit) : o.currency_minor_unit;
  const minorUnit = typeof rawMinor === 'number' && Number.isInteger(rawMinor) && rawMinor >= 0 && rawMinor <= MAX_MINOR_UNIT ? rawMinor : fallback.minorUnit;
  const hasAffix = typeof o.currency_prefix === 'string' || typeof o.currency_suffix === 'string';
  return {
    code: text(o.currency_code) ?? fallback.code,
    symbol: text(o.currency_symbol) ?? fallback.symbol,
    minorUnit,
    decimalSeparator: text(o.currency_decimal_separator) ?? fallback.decimalSeparator,
    thousandSeparator: text(o.currency_thousand_separator) ?? fallback.thousandSeparator,
    prefix: hasAffix ? (text(o.currency_prefix) ?? '') : fallback.prefix,
    suffix: hasAffix ? (text(o.currency_suffix) ?? '') : fallback.suffix,
  };
}

const INTEGER = /^-?\d+$/;

/**
 * An amount in minor units as a canonical string of digits ("-500", "1850", "0"), or null when
 * the value is no such amount (missing, "", "18.50", garbage). Numbers are accepted when they are
 * safe integers (a loose server may send 1850); leading zeros and a "+" go.
 */
export function readMinor(value: unknown): string | null {
  let t: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    t = String(value);
  } else if (typeof value === 'string') {
    t = value.trim().replace(/^\+/, '');
    if (!INTEGER.test(t) || t.length > 40) return null;
  } else if (typeof value === 'bigint') t = value.toString();
  else return null;
  const negative = t.startsWith('-');
  const digits = (negative ? t.slice(1) : t).replace(/^0+(?=\d)/, '');
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** Options of {@link formatPrice}. */
export interface FormatOptions {
  /** Leave out the prefix and suffix ("18,50"). */
  bare?: boolean;
}

/**
 * Formats an amount in minor units with its currency as WooCommerce Blocks' `formatPrice` does:
 * `{prefix}{number}{suffix}`, the number grouped by the thousand separator with `minorUnit`
 * decimals after the decimal separator, a minus before the prefix ("-€ 5,00"). An amount that is
 * not one (see {@link readMinor}) formats as "" so a missing price shows nothing rather than "€ NaN".
 */
export function formatPrice(amount: unknown, currency: Readonly<StoreCurrency> = STORE_EUR, opts: FormatOptions = {}): string {
  const minor = readMinor(amount);
  if (minor === null) return '';
  const negative = minor.startsWith('-');
  const digits = negative ? minor.slice(1) : minor;
  const m = currency.minorUnit;
  const padded = digits.padStart(m + 1, '0');
  const int = m > 0 ? padded.slice(0, -m) : padded;
  const frac = m > 0 ? padded.slice(-m) : '';
  const number = groupThousands(int, currency.thousandSeparator) + (frac ? currency.decimalSeparator + frac : '');
  const body = opts.bare ? number : currency.prefix + number + currency.suffix;
  return (negative ? '-' : '') + body;
}

/** Adds amounts in minor units exactly (BigInt); null when any is not an amount. For display checks only. */
export function addMinor(...amounts: unknown[]): string | null {
  let sum = 0n;
  for (const a of amounts) {
    const m = readMinor(a);
    if (m === null) return null;
    sum += BigInt(m);
  }
  return sum.toString();
}

/** True when the amount is a non-zero number of minor units (a discount or fee worth showing). */
export function isNonZero(amount: unknown): boolean {
  const m = readMinor(amount);
  return m !== null && m !== '0';
}
