/**
 * Properties of the currency codec (issue 9 currency, issue 14 property tests): money round-trips
 * through format and parse in Gravity Forms' currencies and in any sane currency the page settings
 * can describe; any currency config (a hostile or broken page setting) is read without an error,
 * and formatting and parsing under it never throw and never give a non-finite number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyConfig, EUR, formatMoney, parseMoney, roundTo, toNumber, type CurrencyConfig } from '../../../src/core/shared/currency';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from './property';

// Gravity Forms' own currency table (currency.php), entities as it stores them.
const USD = currencyConfig({ symbol_left: '$', symbol_right: '', symbol_padding: '', thousand_separator: ',', decimal_separator: '.', decimals: 2, code: 'USD' });
const GBP = currencyConfig({ symbol_left: '&#163;', symbol_right: '', symbol_padding: ' ', thousand_separator: ',', decimal_separator: '.', decimals: 2, code: 'GBP' });
const ALL_DIGITS = currencyConfig({ ...EUR, decimals: -1 });
const money = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });
const backIs = (x: number, c: CurrencyConfig) => {
  const expected = roundTo(x, c.decimals);
  return Object.is(parseMoney(formatMoney(x, c), c), expected === 0 ? 0 : expected);
};

/** A currency a site could really set: one-character separators that are not digits or '-', symbols without digits, '-' or the separators. */
const saneCurrency = fc
  .tuple(fc.constantFrom(',', '.', "'", '·'), fc.constantFrom('', '.', ',', ' ', "'", '\u00a0', '\u202f'), fc.integer({ min: -1, max: 3 }))
  .filter(([dec, thou]) => dec !== thou)
  .chain(([dec, thou, decimals]) => {
    const symbol = fc.string({ unit: fc.constantFrom(...'€$£¥₹kr CHF<>/"=&;:img src onerror'.split('')), maxLength: 6 }).filter((s) => !s.includes(dec) && !/&[^;\s]*;/.test(s));
    return fc.record({ symbol_left: symbol, symbol_right: symbol, symbol_padding: fc.constantFrom('', ' '), decimal_separator: fc.constant(dec), thousand_separator: fc.constant(thou), decimals: fc.constant(decimals), code: fc.constant('XXX') });
  })
  .map((raw) => ({ raw, currency: currencyConfig(raw) }));

/** Whatever JSON a page setting `currency` may hold. */
const anyValue = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }));
const KEYS = ['symbol_left', 'symbol_right', 'symbol_padding', 'thousand_separator', 'decimal_separator', 'decimals', 'code', 'name', '__proto__', 'constructor'];
const anyCurrency = fc.dictionary(fc.constantFrom(...KEYS), anyValue, { maxKeys: 8 }).map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);

describe('currency properties', () => {
  it(caseTitle('parse(format(x)) == round(x) in EUR, USD, GBP and with all digits'), () => {
    const currencies = [EUR, USD, GBP, ALL_DIGITS];
    checkProperty(fc.property(money, fc.integer({ min: 0, max: 3 }), (x, i) => backIs(x, currencies[i]!)));
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('parse(format(x)) == round(x) in any sane currency (symbols may hold markup, read as text)'), () => {
    checkProperty(fc.property(money, saneCurrency, (x, { currency }) => backIs(x, currency)));
  }, PROPERTY_TIMEOUT_MS);

  it(caseTitle('any currency config is read without an error; format, parse and toNumber never throw and give finite numbers or null'), () => {
    checkProperty(
      fc.property(anyCurrency, fc.oneof(money, fc.constantFrom(Number.NaN, Infinity, -Infinity, -0)), fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^-?\d{300,400}(\.\d{0,3})?$/)), (raw, x, typed) => {
        const c = currencyConfig(raw);
        const ok = ['symbol_left', 'symbol_right', 'symbol_padding', 'decimal_separator', 'thousand_separator', 'code'].every((k) => typeof c[k as keyof CurrencyConfig] === 'string');
        if (!ok || !Number.isInteger(c.decimals) || c.decimals < -1 || c.decimals > 10 || c.decimal_separator === '') return false;
        const text = formatMoney(x, c);
        const fine = (n: number | null) => n === null || Number.isFinite(n);
        return typeof text === 'string' && fine(parseMoney(text, c)) && fine(parseMoney(typed, c)) && fine(toNumber(typed, c)) && ({} as Record<string, unknown>).polluted === undefined;
      }),
    );
  }, PROPERTY_TIMEOUT_MS);

  // Rows found while writing the properties above (kept whatever the seed).
  it.each<[string, Record<string, unknown>, number]>([
    ['markup in a symbol stays text and parses back', { symbol_left: '<img src=x onerror=__xss(1)>', symbol_padding: ' ', decimal_separator: ',', thousand_separator: '.' }, 1234.5],
    ['an entity-encoded symbol is decoded once', { symbol_right: '&lt;b&gt;', symbol_padding: ' ', decimal_separator: ',', thousand_separator: '.' }, -7.25],
  ])('%s', (_name, raw, x) => {
    const c = currencyConfig(raw);
    expect(parseMoney(formatMoney(x, c), c)).toBe(x);
  });
  it('a price of 400 digits is no number (toNumber once gave Infinity for it)', () => {
    expect(toNumber('9'.repeat(400), EUR)).toBeNull();
    expect(toNumber(`-${'9'.repeat(400)}.5`, EUR)).toBeNull();
    expect(parseMoney(`${'9'.repeat(400)} €`, EUR)).toBeNull();
  });
  it('a __proto__ key in the currency config is ignored', () => {
    const c = currencyConfig(JSON.parse('{"__proto__": {"decimals": 0, "polluted": 1}, "decimals": 2}'));
    expect(c.decimals).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
