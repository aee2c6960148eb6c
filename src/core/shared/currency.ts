/**
 * Currency config (spec section 3, "Currency config") and the money maths every pricing field
 * uses: formatting, parsing and rounding. Gravity Forms' own rules (its gform.Currency and PHP
 * RGCurrency) are the model: thousands grouped in threes, decimals -1 keeps every digit, the minus
 * goes before the left symbol, parsing keeps digits, the decimal separator and a leading minus.
 * Own code rather than numeral: see the README ("Pricing") for the benchmark that decided it.
 */

/** Currency config (spec section 3): Gravity Forms' keys. */
export interface CurrencyConfig {
  name?: string;
  symbol_left: string;
  symbol_right: string;
  symbol_padding: string;
  /** Number of decimals; -1 keeps all digits (spec section 9). */
  decimals: number;
  decimal_separator: string;
  thousand_separator: string;
  code: string;
}

/** The spec's default: Euro, EUR, symbol on the right, thousands '.', decimals ',', 2 decimals. */
export const EUR: Readonly<CurrencyConfig> = Object.freeze({
  name: 'Euro',
  symbol_left: '',
  symbol_right: '€',
  symbol_padding: ' ',
  decimals: 2,
  decimal_separator: ',',
  thousand_separator: '.',
  code: 'EUR',
});

/** Named character references a currency config may carry (Gravity Forms writes numeric ones). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  dollar: '$',
  curren: '¤',
  inr: '₹',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** Decodes HTML character references (`&#8364;`, `&#x20AC;`, `&euro;`) as Gravity Forms' currency symbols hold them. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? decodeEntities(v) : typeof v === 'number' ? String(v) : fallback);

/**
 * Fills a currency config from page settings over the EUR default, read as Gravity Forms writes
 * it: symbols as HTML entities are decoded, `decimals` may be a numeric string; a value of the
 * wrong kind keeps the default.
 */
export function currencyConfig(partial?: Record<string, unknown> | Partial<CurrencyConfig> | null): CurrencyConfig {
  const p = (partial ?? {}) as Record<string, unknown>;
  const rawDecimals = typeof p.decimals === 'string' && p.decimals.trim() !== '' ? Number(p.decimals) : p.decimals;
  const decimals = typeof rawDecimals === 'number' && Number.isInteger(rawDecimals) && rawDecimals >= -1 && rawDecimals <= 10 ? rawDecimals : EUR.decimals;
  const config: CurrencyConfig = {
    symbol_left: str(p.symbol_left, EUR.symbol_left),
    symbol_right: str(p.symbol_right, EUR.symbol_right),
    symbol_padding: str(p.symbol_padding, EUR.symbol_padding),
    decimals,
    decimal_separator: str(p.decimal_separator, EUR.decimal_separator) || '.',
    thousand_separator: str(p.thousand_separator, EUR.thousand_separator),
    code: str(p.code, EUR.code),
  };
  const name = typeof p.name === 'string' ? p.name : config.code === EUR.code ? EUR.name : undefined;
  if (name !== undefined) config.name = name;
  return config;
}

const POW10 = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];

/**
 * Rounds half away from zero to `decimals` places (-1: unchanged), as PHP's number_format does.
 * A value that only looks like a tie through binary error (1.005 is 1.00499…) rounds as written.
 */
export function roundTo(value: number, decimals: number): number {
  if (decimals < 0 || !Number.isFinite(value)) return value;
  const p = POW10[decimals] ?? 10 ** decimals;
  const abs = Math.abs(value);
  const x = abs * p;
  let r = Math.round(x);
  const frac = x - Math.floor(x);
  if (frac > 0.4999999 && frac < 0.5000001) {
    // Near a tie: decide on the decimal text of the value, not on its binary product.
    const text = String(abs);
    if (!text.includes('e')) r = Math.round(Number(`${text}e${decimals}`));
  }
  const out = r / p;
  return value < 0 && out !== 0 ? -out : out;
}

/** Every digit of a finite number in plain decimal notation (no exponent): 1e-7 -> "0.0000001". */
export function plainNumber(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  const negative = value < 0;
  const [mantissa = '0', exp = '0'] = String(Math.abs(value)).split('e');
  const e = Number(exp);
  const [int = '0', frac = ''] = mantissa.split('.');
  const digits = int + frac;
  const point = int.length + e;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${out}` : out;
}

/** The integer part's digits in groups of three from the right, joined by `separator` ('' = none). */
export function groupThousands(int: string, separator: string): string {
  if (int.length <= 3 || separator === '') return int;
  const first = int.length % 3 || 3;
  let out = int.slice(0, first);
  for (let i = first; i < int.length; i += 3) out += separator + int.slice(i, i + 3);
  return out;
}

/**
 * Formats a number with `decimals` places (-1 keeps all digits), thousands grouped in threes
 * (spec section 9). `pad` fills up the decimals with zeros (money); without it trailing zeros go
 * (Gravity Forms' calculation results). Negative zero prints without a minus.
 */
export function formatNumber(value: number, decimals: number, decimalSeparator: string, thousandSeparator: string, pad = true): string {
  if (!Number.isFinite(value)) value = 0;
  const abs = Math.abs(value);
  let text: string;
  if (decimals < 0) text = plainNumber(abs);
  else {
    const rounded = roundTo(abs, decimals);
    text = rounded < 1e21 ? rounded.toFixed(decimals) : plainNumber(rounded);
  }
  const dot = text.indexOf('.');
  const int = dot < 0 ? text : text.slice(0, dot);
  let frac = dot < 0 ? '' : text.slice(dot + 1);
  if (!pad || decimals < 0) frac = frac.replace(/0+$/, '');
  const zero = int === '0' && !/[1-9]/.test(frac);
  return (value < 0 && !zero ? '-' : '') + groupThousands(int, thousandSeparator) + (frac ? decimalSeparator + frac : '');
}

/** Formats money as the currency shows it: "1.234,56 €" (EUR), "$1,234.56" (USD), "-£ 5.00". */
export function formatMoney(value: number, currency: CurrencyConfig): string {
  const number = formatNumber(Math.abs(Number.isFinite(value) ? value : 0), currency.decimals, currency.decimal_separator, currency.thousand_separator, true);
  const negative = value < 0 && /[1-9]/.test(number);
  const left = currency.symbol_left ? currency.symbol_left + currency.symbol_padding : '';
  const right = currency.symbol_right ? currency.symbol_padding + currency.symbol_right : '';
  return (negative ? '-' : '') + left + number + right;
}

const PLAIN = /^-?(?:\d+\.?\d*|\.\d+)$/;
const CLEAN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Numeric parsing (spec section 5, "Other fields"): HTML entities and every character other than
 * digits and the decimal separator are dropped (symbols, spaces, thousands separators); a minus
 * before the first digit makes it negative. null when nothing numeric is left, or when the
 * decimal separator occurs twice.
 */
export function cleanNumber(text: string, decimalSeparator: string): number | null {
  const source = text.includes('&') ? text.replace(/&[^;\s]*;/g, '') : text;
  let digits = '';
  let negative = false;
  let seenDigit = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch >= '0' && ch <= '9') {
      digits += ch;
      seenDigit = true;
    } else if (ch === decimalSeparator) digits += '.';
    else if (ch === '-' && !seenDigit) negative = true;
  }
  if (!CLEAN.test(digits)) return null;
  const n = Number(digits);
  if (!Number.isFinite(n)) return null;
  return negative && n !== 0 ? -n : n;
}

/** Parses money as `formatMoney` writes it (and as visitors type it): the currency's symbols go, then `cleanNumber`. */
export function parseMoney(text: string, currency: CurrencyConfig): number | null {
  let t = text;
  if (currency.symbol_right) t = t.split(currency.symbol_right).join(' ');
  if (currency.symbol_left) t = t.split(currency.symbol_left).join(' ');
  return cleanNumber(t, currency.decimal_separator);
}

/**
 * A price as Gravity Forms reads one (gform.Currency.toNumber): a plain number ("2.5", the form
 * Gravity Forms writes after a pipe) as it is, anything else as money in the currency; null when
 * nothing finite is left.
 */
export function toNumber(value: string | number | null | undefined, currency: CurrencyConfig): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const t = value.trim();
  if (PLAIN.test(t)) {
    const n = Number(t);
    return Number.isFinite(n) ? n : null; // 400 digits read as Infinity: no number, as cleanNumber says
  }
  return parseMoney(t, currency);
}
