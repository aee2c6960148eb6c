import { describe, expect, it } from 'vitest';
import { currencyConfig, EUR } from '../../../src/core/shared/currency';

describe('currency config', () => {
  it('default -> Euro, EUR, symbol on the right, "." thousands, "," decimals, 2 decimals', () => {
    expect(EUR).toMatchObject({ name: 'Euro', code: 'EUR', symbol_left: '', symbol_right: '€', thousand_separator: '.', decimal_separator: ',', decimals: 2 });
  });
  it('partial config -> filled from the EUR default', () => {
    expect(currencyConfig({ code: 'USD', symbol_left: '$', symbol_right: '' })).toMatchObject({ code: 'USD', symbol_left: '$', symbol_right: '', decimals: 2, decimal_separator: ',' });
  });
  it('no config -> EUR', () => expect(currencyConfig(undefined)).toEqual(EUR));
  it('EUR default is frozen', () => expect(Object.isFrozen(EUR)).toBe(true));
});
