import { describe, expect, it } from 'vitest';
import { readCart, type Cart } from '../../../src/core/shop/cart';
import { formatPrice, readCurrency } from '../../../src/core/shop/money';
import {
  cartAmounts,
  cartDisplay,
  DUTCH_SHOP_TAX,
  includedTaxText,
  itemAmounts,
  itemizedLines,
  NL_TAX_WORDS,
  orderRows,
  priceSuffix,
  rateAmount,
  readTaxSettings,
  taxLabel,
  taxLabelText,
  type OrderForDisplay,
  type TaxSettings,
} from '../../../src/core/shop/tax-display';

const money = { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '€ ', currency_suffix: '' };
const EUR = readCurrency(money);

/**
 * Two small cakes (€ 18,50 each incl. 9% BTW, entered incl.) and flat-rate shipping € 4,95 incl.
 * 21% BTW, as WooCommerce's Store API answers (minor units): 37,00 = 33,94 + 3,06; 4,95 = 4,09 + 0,86.
 */
function cakeCart(itemized: boolean): Cart {
  const r = readCart({
    items: [
      {
        key: 'k1',
        id: 121,
        quantity: 2,
        name: 'Slagroomtaart',
        prices: { ...money, price: '1850', regular_price: '1850', sale_price: '1850' },
        totals: { ...money, line_subtotal: '3394', line_subtotal_tax: '306', line_total: '3394', line_total_tax: '306' },
        variation: [{ attribute: 'Maat', value: 'klein' }],
      },
    ],
    totals: {
      ...money,
      total_items: '3394',
      total_items_tax: '306',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: '0',
      total_discount_tax: '0',
      total_shipping: '409',
      total_shipping_tax: '86',
      total_price: '4195',
      total_tax: '392',
      tax_lines: itemized
        ? [
            { name: 'BTW 9%', price: '306', rate: '9%' },
            { name: 'BTW 21%', price: '86', rate: '21%' },
          ]
        : [],
    },
    shipping_rates: [{ package_id: 0, name: 'Verzending', items: [], shipping_rates: [{ ...money, rate_id: 'flat_rate:1', name: 'Bezorgen', price: '409', taxes: '86', selected: true, method_id: 'flat_rate' }, { ...money, rate_id: 'local_pickup:2', name: 'Afhalen', price: '0', taxes: '0', selected: false, method_id: 'local_pickup' }] }],
    needs_shipping: true,
    has_calculated_shipping: true,
  });
  if (!r.ok) throw new Error('cart');
  return r.value;
}

const incl: TaxSettings = { ...DUTCH_SHOP_TAX };
const excl: TaxSettings = { ...DUTCH_SHOP_TAX, shop: 'excl', cart: 'excl' };

describe('readTaxSettings', () => {
  it.each<[unknown, Partial<TaxSettings>]>([
    [undefined, DUTCH_SHOP_TAX],
    ['nonsense', DUTCH_SHOP_TAX],
    [{ woocommerce_tax_display_cart: 'excl', woocommerce_tax_display_shop: 'EXCL ' }, { cart: 'excl', shop: 'excl' }],
    [{ woocommerce_tax_display_cart: 'both' }, { cart: 'incl' }],
    [{ woocommerce_calc_taxes: 'no', woocommerce_prices_include_tax: 'no' }, { taxesEnabled: false, pricesIncludeTax: false }],
    [{ woocommerce_price_display_suffix: 'incl. btw', woocommerce_tax_total_display: 'itemized' }, { suffix: 'incl. btw', itemized: true }],
    [{ woocommerce_tax_total_display: 'single' }, { itemized: false }],
    [{ displayCartPricesIncludingTax: false, displayShopPricesIncludingTax: true, taxesEnabled: true }, { cart: 'excl', shop: 'incl', taxesEnabled: true }],
    [{ cart: 'excl', itemized: true, suffix: 3 }, { cart: 'excl', itemized: true, suffix: '' }],
  ])('%j', (raw, out) => {
    expect(readTaxSettings(raw)).toMatchObject(out);
  });
});

describe('taxLabel (get_cart_subtotal, wc_cart_totals_shipping_method_label, get_shipping_to_display)', () => {
  it.each<[TaxSettings['cart'], string | null, boolean, boolean, string]>([
    ['incl', '306', true, true, ''],
    ['incl', '306', false, true, '(incl. btw)'],
    ['excl', '306', true, true, '(excl. btw)'],
    ['excl', '306', false, true, ''],
    ['incl', '0', false, true, ''],
    ['excl', null, true, true, ''],
    ['excl', '306', true, false, ''],
  ])('shown %s, tax %j, entered incl %s, taxes on %s -> %j', (shown, tax, pricesIncludeTax, taxesEnabled, out) => {
    expect(taxLabelText(taxLabel(shown, tax, { pricesIncludeTax, taxesEnabled }))).toBe(out);
  });
});

describe('priceSuffix (WC_Product::get_price_suffix)', () => {
  const amounts = { incl: '1850', excl: '1697' };
  it.each<[string, boolean, boolean, string]>([
    ['', true, true, ''],
    ['incl. btw', true, true, 'incl. btw'],
    ['{price_excluding_tax} excl. btw', true, true, '€ 16,97 excl. btw'],
    ['({price_including_tax} incl.)', true, true, '(€ 18,50 incl.)'],
    ['<b>{price_excluding_tax}</b> ex', true, true, '€ 16,97 ex'],
    ['incl. btw', false, true, ''],
    ['incl. btw', true, false, ''],
  ])('%j (taxes %s, taxable %s) -> %j', (suffix, taxesEnabled, taxable, out) => {
    expect(priceSuffix({ suffix, taxesEnabled }, amounts, EUR, taxable)).toBe(out);
  });
  it('an unknown amount drops a suffix that needs it', () => {
    expect(priceSuffix({ suffix: '{price_excluding_tax} excl.', taxesEnabled: true }, { incl: '1850', excl: null }, EUR)).toBe('');
    expect(priceSuffix({ suffix: '{price_including_tax}', taxesEnabled: true }, { incl: '1850', excl: null }, EUR)).toBe('€ 18,50');
  });
});

describe('every amount of the cart and checkout, incl. and excl.', () => {
  type Expect = { line: string; unit: string; rate: string; pickup: string; rateLabel: string; subtotalLabel: string; rows: string; included: string };
  const cases: [string, TaxSettings, boolean, Expect][] = [
    ['incl (NL default), single', incl, false, { line: '€ 37,00', unit: '€ 18,50', rate: '€ 4,95', pickup: '€ 0,00', rateLabel: '', subtotalLabel: '', rows: 'subtotal € 37,00 | shipping € 4,95 | total € 41,95 | tax(incl) € 3,92', included: '(inclusief € 3,92 btw)' }],
    ['incl, itemized', { ...incl, itemized: true }, true, { line: '€ 37,00', unit: '€ 18,50', rate: '€ 4,95', pickup: '€ 0,00', rateLabel: '', subtotalLabel: '', rows: 'subtotal € 37,00 | shipping € 4,95 | total € 41,95 | tax(incl) BTW 9% € 3,06 | tax(incl) BTW 21% € 0,86', included: '(inclusief € 3,06 BTW 9%, € 0,86 BTW 21%)' }],
    ['excl, single', excl, false, { line: '€ 33,94', unit: '€ 18,50', rate: '€ 4,09', pickup: '€ 0,00', rateLabel: '(excl. btw)', subtotalLabel: '(excl. btw)', rows: 'subtotal € 33,94 | shipping € 4,09 | tax € 3,92 | total € 41,95', included: '' }],
    ['excl, itemized', { ...excl, itemized: true }, true, { line: '€ 33,94', unit: '€ 18,50', rate: '€ 4,09', pickup: '€ 0,00', rateLabel: '(excl. btw)', subtotalLabel: '(excl. btw)', rows: 'subtotal € 33,94 | shipping € 4,09 | tax BTW 9% € 3,06 | tax BTW 21% € 0,86 | total € 41,95', included: '' }],
    ['incl, prices entered excl', { ...incl, pricesIncludeTax: false }, false, { line: '€ 37,00', unit: '€ 18,50', rate: '€ 4,95', pickup: '€ 0,00', rateLabel: '(incl. btw)', subtotalLabel: '(incl. btw)', rows: 'subtotal € 37,00 | shipping € 4,95 | total € 41,95 | tax(incl) € 3,92', included: '(inclusief € 3,92 btw)' }],
    ['taxes off (amounts as sent, no tax texts)', { ...incl, taxesEnabled: false }, false, { line: '€ 33,94', unit: '€ 18,50', rate: '€ 4,09', pickup: '€ 0,00', rateLabel: '', subtotalLabel: '', rows: 'subtotal € 33,94 | shipping € 4,09 | tax € 3,92 | total € 41,95', included: '' }],
  ];

  it.each(cases)('%s', (_, settings, itemized, e) => {
    const cart = cakeCart(itemized);
    const a = cartAmounts(cart, settings);
    const f = (m: string | null) => formatPrice(m, EUR);
    expect(f(a.items[0]?.line ?? null)).toBe(e.line);
    expect(f(a.items[0]?.unit ?? null)).toBe(e.unit); // the API's unit price, already as the shop shows it
    expect(a.rates[0]?.rates.map((r) => f(r.amount))).toEqual([e.rate, e.pickup]);
    expect(taxLabelText(a.rates[0]?.rates[0]?.taxLabel ?? '')).toBe(e.rateLabel);
    expect(taxLabelText(a.subtotalLabel)).toBe(e.subtotalLabel);
    const rows = a.rows
      .map((r) => {
        if (r.id === 'tax') return `tax${r.included ? '(incl)' : ''} ${r.name ? `${r.name} ` : ''}${f(r.amount)}`;
        return `${r.id} ${f(r.amount)}`;
      })
      .join(' | ');
    expect(rows).toBe(e.rows);
    expect(a.includedTax).toBe(e.included);
  });

  it('the item amounts both ways, for a suffix', () => {
    const item = cakeCart(false).items[0];
    if (!item) throw new Error('item');
    expect(itemAmounts(item, incl)).toMatchObject({ key: 'k1', excl: '3394', incl: '3700', line: '3700', lineAfterDiscount: '3700', taxLabel: '' });
    expect(itemAmounts(item, excl)).toMatchObject({ line: '3394', lineAfterDiscount: '3394', taxLabel: 'excl' });
  });

  it('cartDisplay: excl when taxes are off', () => {
    expect([cartDisplay(incl), cartDisplay(excl), cartDisplay({ taxesEnabled: false, cart: 'incl' })]).toEqual(['incl', 'excl', 'excl']);
  });

  it('a rate without taxes', () => {
    expect(rateAmount({ price: '495', taxes: null }, incl)).toEqual({ amount: '495', taxLabel: '' });
  });
});

describe('includedTaxText', () => {
  it.each<[string, { total_tax: string | null; tax_lines: { name: string; price: string | null; rate: string }[] }, Partial<TaxSettings>, string]>([
    ['no tax', { total_tax: '0', tax_lines: [] }, {}, ''],
    ['unknown tax', { total_tax: null, tax_lines: [] }, {}, ''],
    ['single', { total_tax: '392', tax_lines: [] }, {}, '(inclusief € 3,92 btw)'],
    ['itemized but no lines sent: single', { total_tax: '392', tax_lines: [] }, { itemized: true }, '(inclusief € 3,92 btw)'],
    ['itemized, zero line left out', { total_tax: '306', tax_lines: [{ name: 'BTW 9%', price: '306', rate: '9%' }, { name: 'BTW 21%', price: '0', rate: '21%' }] }, { itemized: true }, '(inclusief € 3,06 BTW 9%)'],
    ['itemized lines short of the total (order without shipping tax): single', { total_tax: '361', tax_lines: [{ name: 'BTW 9%', price: '275', rate: '9%' }, { name: 'BTW 21%', price: '0', rate: '21%' }] }, { itemized: true }, '(inclusief € 3,61 btw)'],
    ['excl view', { total_tax: '392', tax_lines: [] }, { cart: 'excl' }, ''],
    ['taxes off', { total_tax: '392', tax_lines: [] }, { taxesEnabled: false }, ''],
  ])('%s', (_, totals, over, out) => {
    expect(includedTaxText(totals, { ...incl, ...over }, EUR)).toBe(out);
  });

  it('other words', () => {
    expect(includedTaxText({ total_tax: '392', tax_lines: [] }, incl, EUR, { ...NL_TAX_WORDS, includes: 'waarvan {taxes}', vat: 'BTW' })).toBe('waarvan € 3,92 BTW');
  });

  it('itemizedLines needs lines that add up', () => {
    expect(itemizedLines({ total_tax: '392', tax_lines: [{ name: 'a', price: '306', rate: '' }, { name: 'b', price: '86', rate: '' }] }, { itemized: true })).toHaveLength(2);
    expect(itemizedLines({ total_tax: '392', tax_lines: [{ name: 'a', price: '306', rate: '' }] }, { itemized: true })).toBeNull();
    expect(itemizedLines({ total_tax: '392', tax_lines: [{ name: 'a', price: null, rate: '' }] }, { itemized: true })).toBeNull();
    expect(itemizedLines({ total_tax: '392', tax_lines: [{ name: 'a', price: '392', rate: '' }] }, { itemized: false })).toBeNull();
  });
});

describe('orderRows (get_order_item_totals): the received view and the account order view', () => {
  /**
   * The cakes with a 10% coupon and taxed shipping, as `GET order/{id}` answers: subtotal 33,94 excl.
   * (line subtotal tax 3,06), discount 3,39 + 0,31 tax, shipping 4,09 + 0,86, total 38,25, tax 3,61;
   * the tax lines without the shipping tax (OrderSchema).
   */
  const order: OrderForDisplay = {
    currency: EUR,
    totals: {
      subtotal: '3394',
      total_discount: '339',
      total_discount_tax: '31',
      total_shipping: '409',
      total_shipping_tax: '86',
      total_tax: '361',
      total_price: '3825',
      tax_lines: [
        { name: 'BTW 9%', price: '275', rate: '9' },
        { name: 'BTW 21%', price: '86', rate: '21' },
      ],
    },
    items: [{ line_subtotal_tax: '306' }],
    fees: [
      { name: 'Verpakking', total: '83', total_tax: '17' },
      { name: 'Leeg', total: '0', total_tax: '0' },
    ],
    shippingMethod: 'Bezorgen',
  };
  const show = (rows: ReturnType<typeof orderRows>) =>
    rows.map((r) => {
      const f = (m: string | null) => formatPrice(m, EUR);
      switch (r.id) {
        case 'subtotal':
          return `subtotal ${f(r.amount)}${r.taxLabel ? ` ${taxLabelText(r.taxLabel)}` : ''}`;
        case 'discount':
          return `discount -${f(r.amount)}`;
        case 'shipping':
          return `shipping ${r.amount === null ? r.method : `${f(r.amount)}${r.taxLabel ? ` ${taxLabelText(r.taxLabel)}` : ''} ${r.via}`}`;
        case 'fee':
          return `fee ${r.name} ${f(r.amount)}`;
        case 'tax':
          return `tax ${r.name} ${f(r.amount)}`;
        case 'total':
          return `total ${f(r.amount)}${r.includedTax ? ` ${r.includedTax}` : ''}`;
      }
    });

  it.each<[string, TaxSettings, OrderForDisplay, string[]]>([
    ['incl (NL)', incl, order, ['subtotal € 37,00', 'discount -€ 3,70', 'shipping € 4,95 via Bezorgen', 'fee Verpakking € 1,00', 'total € 38,25 (inclusief € 3,61 btw)']],
    ['excl', excl, order, ['subtotal € 33,94 (excl. btw)', 'discount -€ 3,39', 'shipping € 4,09 (excl. btw) via Bezorgen', 'fee Verpakking € 0,83', 'tax btw € 3,61', 'total € 38,25']],
    ['excl, itemized, lines short (shipping tax): one row', { ...excl, itemized: true }, { ...order, totals: { ...order.totals, tax_lines: [{ name: 'BTW 9%', price: '275', rate: '9' }, { name: 'BTW 21%', price: '0', rate: '21' }] } }, ['subtotal € 33,94 (excl. btw)', 'discount -€ 3,39', 'shipping € 4,09 (excl. btw) via Bezorgen', 'fee Verpakking € 0,83', 'tax btw € 3,61', 'total € 38,25']],
    ['excl, itemized, lines add up', { ...excl, itemized: true }, order, ['subtotal € 33,94 (excl. btw)', 'discount -€ 3,39', 'shipping € 4,09 (excl. btw) via Bezorgen', 'fee Verpakking € 0,83', 'tax BTW 9% € 2,75', 'tax BTW 21% € 0,86', 'total € 38,25']],
    ['incl, itemized', { ...incl, itemized: true }, order, ['subtotal € 37,00', 'discount -€ 3,70', 'shipping € 4,95 via Bezorgen', 'fee Verpakking € 1,00', 'total € 38,25 (inclusief € 2,75 BTW 9%, € 0,86 BTW 21%)']],
    ['incl, prices entered excl', { ...incl, pricesIncludeTax: false }, order, ['subtotal € 37,00', 'discount -€ 3,70', 'shipping € 4,95 (incl. btw) via Bezorgen', 'fee Verpakking € 1,00', 'total € 38,25 (inclusief € 3,61 btw)']],
    ['excl, prices entered excl', { ...excl, pricesIncludeTax: false }, order, ['subtotal € 33,94', 'discount -€ 3,39', 'shipping € 4,09 via Bezorgen', 'fee Verpakking € 0,83', 'tax btw € 3,61', 'total € 38,25']],
    ['free pick-up, no discount', incl, { ...order, totals: { ...order.totals, total_discount: '0', total_discount_tax: '0', total_shipping: '0', total_shipping_tax: '0' }, fees: [], shippingMethod: 'Afhalen' }, ['subtotal € 37,00', 'shipping Afhalen', 'total € 38,25 (inclusief € 3,61 btw)']],
    ['no shipping method (virtual)', excl, { ...order, shippingMethod: '', fees: [] }, ['subtotal € 33,94 (excl. btw)', 'discount -€ 3,39', 'tax btw € 3,61', 'total € 38,25']],
    ['taxes off: excl, no tax row', { ...incl, taxesEnabled: false }, { ...order, fees: [] }, ['subtotal € 33,94', 'discount -€ 3,39', 'shipping € 4,09 via Bezorgen', 'total € 38,25']],
  ])('%s', (_, settings, o, out) => {
    expect(show(orderRows(o, settings))).toEqual(out);
  });

  it('missing amounts show nothing rather than NaN', () => {
    const rows = orderRows({ totals: { subtotal: null, total_discount: null, total_discount_tax: null, total_shipping: null, total_shipping_tax: null, total_tax: null, total_price: null, tax_lines: [] }, items: [] }, incl);
    expect(rows).toEqual([
      { id: 'subtotal', amount: null, taxLabel: '' },
      { id: 'total', amount: null, includedTax: '' },
    ]);
  });
});
