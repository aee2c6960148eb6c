/** Currency config (spec section 3, "Currency config"). */
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

/** Fills a partial currency config from page settings over the EUR default. */
export function currencyConfig(partial?: Partial<CurrencyConfig> | null): CurrencyConfig {
  return { ...EUR, ...(partial ?? {}) };
}
