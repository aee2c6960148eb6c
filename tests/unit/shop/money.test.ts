import { describe, expect, it } from 'vitest';
import { addMinor, formatPrice, isNonZero, readCurrency, readMinor, STORE_EUR } from '../../../src/core/shop/money';

/** The currency fields WooCommerce sends for a Dutch EUR shop (currency_pos left_space). */
const wcEur = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };

describe('formatPrice (minor-unit strings, no floats)', () => {
  it.each([
    ['1850', wcEur, '€ 18,50'],
    ['0', wcEur, '€ 0,00'],
    ['5', wcEur, '€ 0,05'],
    ['495', wcEur, '€ 4,95'],
    ['123456789', wcEur, '€ 1.234.567,89'],
    ['-500', wcEur, '-€ 5,00'],
    ['00120', wcEur, '€ 1,20'],
    ['99999999999999999999999', wcEur, '€ 999.999.999.999.999.999.999,99'],
    ['1850', { ...wcEur, currency_prefix: '', currency_suffix: ' €' }, '18,50 €'],
    ['1850', { currency_code: 'USD', currency_symbol: '$', currency_minor_unit: 2, currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: '$', currency_suffix: '' }, '$18.50'],
    ['1850', { ...wcEur, currency_code: 'JPY', currency_minor_unit: 0, currency_prefix: '¥', currency_symbol: '¥' }, '¥1.850'],
    ['1850', { ...wcEur, currency_minor_unit: 3 }, '€ 1,850'],
    ['1', { ...wcEur, currency_minor_unit: 3 }, '€ 0,001'],
    ['1850', { ...wcEur, currency_minor_unit: '2' }, '€ 18,50'],
    ['1850', { ...wcEur, currency_prefix: '&euro; ' }, '€ 18,50'],
  ])('%s with %j -> %s', (amount, fields, out) => {
    expect(formatPrice(amount, readCurrency(fields))).toBe(out);
  });

  it('0.1 + 0.2 style sums never appear: amounts stay digit strings', () => {
    expect(formatPrice(addMinor('10', '20'), readCurrency(wcEur))).toBe('€ 0,30');
    expect(addMinor('9007199254740993', '1')).toBe('9007199254740994');
    expect(addMinor('1', 'x')).toBeNull();
  });

  it('loose amounts: numbers, "+", spaces; non-amounts format as ""', () => {
    expect(formatPrice(1850, readCurrency(wcEur))).toBe('€ 18,50');
    expect(formatPrice(' +1850 ', readCurrency(wcEur))).toBe('€ 18,50');
    for (const bad of [null, undefined, '', '18.50', '18,50', 'abc', 1.5, NaN, Infinity, {}, [], '1e3', 2 ** 60]) expect(formatPrice(bad, readCurrency(wcEur))).toBe('');
  });

  it('bare leaves prefix and suffix out', () => {
    expect(formatPrice('1850', readCurrency(wcEur), { bare: true })).toBe('18,50');
    expect(formatPrice('-1850', readCurrency(wcEur), { bare: true })).toBe('-18,50');
  });
});

describe('readCurrency (loose fields fall back to the project EUR, Dutch: "€ 18,50")', () => {
  it('nothing at all: the project default', () => {
    expect(readCurrency(undefined)).toEqual(STORE_EUR);
    expect(readCurrency('garbage')).toEqual(STORE_EUR);
    expect(formatPrice('1850', readCurrency({}))).toBe('€ 18,50');
  });
  it('wrong kinds keep the fallback; an out-of-range minor unit too', () => {
    const c = readCurrency({ currency_minor_unit: 'two', currency_decimal_separator: 5, currency_thousand_separator: null });
    expect(c.minorUnit).toBe(2);
    expect(c.decimalSeparator).toBe('5');
    expect(c.thousandSeparator).toBe('.');
    expect(readCurrency({ currency_minor_unit: -1 }).minorUnit).toBe(2);
    expect(readCurrency({ currency_minor_unit: 11 }).minorUnit).toBe(2);
    expect(readCurrency({ currency_minor_unit: 1.5 }).minorUnit).toBe(2);
  });
  it('a suffix alone replaces the default prefix (the pair is one setting)', () => {
    const c = readCurrency({ currency_suffix: ' €' });
    expect([c.prefix, c.suffix]).toEqual(['', ' €']);
  });
  it('another fallback (a group inheriting the cart totals currency)', () => {
    const usd = readCurrency({ currency_code: 'USD', currency_prefix: '$', currency_suffix: '', currency_decimal_separator: '.', currency_thousand_separator: ',' });
    expect(formatPrice('123456', readCurrency({ currency_code: 'USD' }, usd))).toBe('$1,234.56');
  });
});

describe('readMinor', () => {
  it.each([
    ['1850', '1850'],
    ['-0', '0'],
    ['000', '0'],
    ['-007', '-7'],
    [0, '0'],
    [-12, '-12'],
    ['12.0', null],
    [' ', null],
    [true, null],
  ])('%j -> %j', (v, out) => expect(readMinor(v)).toBe(out));
  it('a bigint', () => expect(readMinor(12n)).toBe('12'));
  it('isNonZero', () => {
    expect(isNonZero('0')).toBe(false);
    expect(isNonZero('-0')).toBe(false);
    expect(isNonZero(null)).toBe(false);
    expect(isNonZero('1')).toBe(true);
  });
});
