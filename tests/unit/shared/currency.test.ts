import { describe, expect, it } from 'vitest';
import { cleanNumber, currencyConfig, decodeEntities, EUR, formatMoney, formatNumber, parseMoney, plainNumber, roundTo, toNumber, type CurrencyConfig } from '../../../src/core/shared/currency';

// Gravity Forms' own currency table (currency.php, RGCurrency::get_currencies), entities as it stores them.
const USD = currencyConfig({ name: 'U.S. Dollar', symbol_left: '$', symbol_right: '', symbol_padding: '', thousand_separator: ',', decimal_separator: '.', decimals: 2, code: 'USD' });
const GBP = currencyConfig({ name: 'Pound Sterling', symbol_left: '&#163;', symbol_right: '', symbol_padding: ' ', thousand_separator: ',', decimal_separator: '.', decimals: 2, code: 'GBP' });
const EUR_ENTITY = currencyConfig({ symbol_left: '', symbol_right: '&#8364;', symbol_padding: ' ', thousand_separator: '.', decimal_separator: ',', decimals: 2, code: 'EUR' });
const JPY = currencyConfig({ symbol_left: '&#165;', symbol_right: '', symbol_padding: ' ', thousand_separator: ',', decimal_separator: '.', decimals: 0, code: 'JPY' });
const ALL_DIGITS = currencyConfig({ ...EUR, decimals: -1 });

describe('currency config', () => {
  it('default -> Euro, EUR, symbol on the right, "." thousands, "," decimals, 2 decimals', () => {
    expect(EUR).toMatchObject({ name: 'Euro', code: 'EUR', symbol_left: '', symbol_right: '€', thousand_separator: '.', decimal_separator: ',', decimals: 2 });
  });
  it('partial config -> filled from the EUR default', () => {
    expect(currencyConfig({ code: 'USD', symbol_left: '$', symbol_right: '' })).toMatchObject({ code: 'USD', symbol_left: '$', symbol_right: '', decimals: 2, decimal_separator: ',' });
  });
  it('no config -> EUR', () => expect(currencyConfig(undefined)).toEqual(EUR));
  it('EUR default is frozen', () => expect(Object.isFrozen(EUR)).toBe(true));
  it.each<[string, Record<string, unknown>, Partial<CurrencyConfig>]>([
    ['entities decoded (GBP as Gravity Forms stores it)', { symbol_left: '&#163;' }, { symbol_left: '£' }],
    ['hex and named entities', { symbol_left: '&#x24;', symbol_right: '&euro;' }, { symbol_left: '$', symbol_right: '€' }],
    ['decimals as a numeric string', { decimals: '0' }, { decimals: 0 }],
    ['decimals -1 (all digits)', { decimals: -1 }, { decimals: -1 }],
    ['decimals nonsense -> default 2', { decimals: 'twee' }, { decimals: 2 }],
    ['a symbol of the wrong type -> default', { symbol_right: ['€'] }, { symbol_right: '€' }],
    ['empty decimal separator -> "."', { decimal_separator: '' }, { decimal_separator: '.' }],
  ])('%s', (_name, input, expected) => {
    expect(currencyConfig(input)).toMatchObject(expected);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&#8364;', '€'],
    ['&#x20AC;', '€'],
    ['&pound; &amp; &nbsp;', '£ & \u00a0'],
    ['R&#36;', 'R$'],
    ['&bogus;', '&bogus;'],
    ['&#55296;', ''],
    ['geen', 'geen'],
  ])('%j -> %j', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});

describe('formatMoney', () => {
  it.each<[string, number, CurrencyConfig, string]>([
    ['EUR, the spec example', 1234.56, EUR, '1.234,56 €'],
    ['EUR zero', 0, EUR, '0,00 €'],
    ['EUR millions grouped in threes', 1234567.891, EUR, '1.234.567,89 €'],
    ['EUR negative: minus first', -5, EUR, '-5,00 €'],
    ['EUR negative that rounds to zero: no minus', -0.001, EUR, '0,00 €'],
    ['EUR from entities', 9.5, EUR_ENTITY, '9,50 €'],
    ['1.005 rounds as written, not as stored', 1.005, EUR, '1,01 €'],
    ['2.675 rounds as written', 2.675, EUR, '2,68 €'],
    ['half away from zero', -2.5, JPY, '-¥ 3'],
    ['USD', 1234.5, USD, '$1,234.50'],
    ['USD negative', -1234.5, USD, '-$1,234.50'],
    ['GBP entity and padding', 1234.5, GBP, '£ 1,234.50'],
    ['JPY 0 decimals', 1234.5, JPY, '¥ 1,235'],
    ['decimals -1 keeps all digits', 1234.5678, ALL_DIGITS, '1.234,5678 €'],
    ['decimals -1 with a whole number', 12, ALL_DIGITS, '12 €'],
    ['not finite -> 0', Number.NaN, EUR, '0,00 €'],
  ])('%s: %s -> %j', (_name, value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[number, number, string, string, boolean, string]>([
    [1234.5, 2, '.', ',', true, '1,234.50'],
    [1234.5, 2, '.', ',', false, '1,234.5'],
    [1234.5, 0, ',', '.', true, '1.235'],
    [123, 2, ',', '.', true, '123,00'],
    [1e-7, -1, '.', ',', false, '0.0000001'],
    [1e21, -1, '.', ',', false, '1,000,000,000,000,000,000,000'],
    [0.1 + 0.2, -1, '.', '', false, '0.30000000000000004'],
    [-1234, 0, '.', ' ', true, '-1 234'],
    [999, 2, ',', '.', true, '999,00'],
    [1000, 2, ',', '.', true, '1.000,00'],
  ])('%s with %i decimals (%j, %j, pad %s) -> %j', (value, decimals, dec, thou, pad, expected) => {
    expect(formatNumber(value, decimals, dec, thou, pad)).toBe(expected);
  });
});

describe('parsing (spec section 5: strips symbols, keeps digits, the decimal separator and a leading minus)', () => {
  it.each<[string, string, CurrencyConfig, number | null]>([
    ['EUR formatted', '1.234,56 €', EUR, 1234.56],
    ['EUR typed without thousands', '12,5', EUR, 12.5],
    ['EUR leading minus before the symbol', '-€ 12,50', EUR, -12.5],
    ['EUR minus after the first digit is not a sign', '12-3', EUR, 123],
    ['EUR entity left in the text', '&#8364; 5,00', EUR, 5],
    ['USD formatted', '$1,234.56', USD, 1234.56],
    ['GBP formatted', '£ 1,234.50', GBP, 1234.5],
    ['JPY', '¥ 1,235', JPY, 1235],
    ['nothing numeric', 'gratis', EUR, null],
    ['empty', '', EUR, null],
    ['two decimal separators', '1,2,3', EUR, null],
    ['only a separator', ',', EUR, null],
  ])('%s: %j -> %s', (_name, text, currency, expected) => {
    expect(parseMoney(text, currency)).toBe(expected);
  });

  it.each<[string, string, number | null]>([
    ['1.234,5', ',', 1234.5],
    ['1,234.5', '.', 1234.5],
    [' - 7 ', '.', -7],
    ['-0', '.', 0],
    ['.5', '.', 0.5],
  ])('cleanNumber(%j, %j) -> %s', (text, sep, expected) => {
    expect(cleanNumber(text, sep)).toBe(expected);
  });

  it.each<[string | number, CurrencyConfig, number | null]>([
    ['2.5', EUR, 2.5], // the price after a pipe, as Gravity Forms writes it
    ['10,00', EUR, 10],
    ['€ 1.000,00', EUR, 1000],
    ['$10.00', USD, 10],
    [7, EUR, 7],
    ['', EUR, null],
  ])('toNumber(%j) -> %s', (value, currency, expected) => {
    expect(toNumber(value, currency)).toBe(expected);
  });
});

describe('round trips: parse(format(x)) == round(x)', () => {
  it.each<[number, CurrencyConfig]>([
    [1234.56, EUR],
    [-0.5, EUR],
    [1e9 + 0.125, EUR],
    [1234.5, USD],
    [-99.995, USD],
    [1234.5, GBP],
    [1234.5, JPY],
    [1234.5678, ALL_DIGITS],
    [1e-7, ALL_DIGITS],
  ])('%s in %s', (x, currency) => {
    expect(parseMoney(formatMoney(x, currency), currency)).toBe(roundTo(x, currency.decimals));
  });
});

describe('roundTo and plainNumber', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.0049, 2, 1],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.004, 2, 0],
    [123.456, -1, 123.456],
  ])('roundTo(%s, %i) -> %s', (x, d, expected) => expect(roundTo(x, d)).toBe(expected));
  it.each([
    [1e-7, '0.0000001'],
    [-1.5e-10, '-0.00000000015'],
    [1.5e22, '15000000000000000000000'],
    [12.5, '12.5'],
  ])('plainNumber(%s) -> %j', (x, expected) => expect(plainNumber(x)).toBe(expected));
});
