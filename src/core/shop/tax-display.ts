/**
 * Tax shown as the shop's settings say (issue 42), pure: every amount a cart, checkout, order-received
 * or account order view shows, incl. or excl. BTW, with the tax line of each total.
 *
 * The settings are WooCommerce's options: `woocommerce_calc_taxes`, `woocommerce_prices_include_tax`,
 * `woocommerce_tax_display_shop` (product prices; the Store API's product `prices` already follow it),
 * `woocommerce_tax_display_cart` (cart, checkout and order views), `woocommerce_price_display_suffix`
 * (with `{price_including_tax}` / `{price_excluding_tax}`), `woocommerce_tax_total_display`
 * ("itemized" or "single"). Amounts are the Store API's, in minor units: the only sums are
 * WooCommerce's own "amount + its tax" (cart-page.ts shownAmount, money.ts addMinor: integers).
 *
 * Mirrored from WooCommerce 11.0.1: cart and checkout amounts as the Cart/Checkout blocks show them
 * (`line_subtotal` + `line_subtotal_tax`, a rate's `price` + `taxes`, cart-page.ts totalsRows);
 * the "(incl. VAT)" / "(ex. VAT)" labels as `WC_Cart::get_cart_subtotal` and
 * `wc_cart_totals_shipping_method_label`; the "(includes € x VAT)" after the total as
 * `wc_cart_totals_order_total_html` and `WC_Order::get_formatted_order_total`; the order views' rows
 * as `WC_Abstract_Order::get_order_item_totals` (subtotal, discount, shipping, fees, tax, total).
 *
 * The Dutch words ({@link NL_TAX_WORDS}) are the project's rendering of WooCommerce's strings
 * ("(includes %s)", "VAT", "(incl. VAT)", "(ex. VAT)", "via %s"); pass other words to change them.
 */
import type { Cart, CartItem, Minor, ShippingRate, TaxLine } from './cart';
import { shownAmount, totalsRows, type TaxDisplay, type TotalsRow } from './cart-page';
import { addMinor, formatPrice, isNonZero, readMinor, type StoreCurrency } from './money';
import { serverText } from './text';
import { isPlainObject, looseBoolean } from '../shared/parsed';

export type { TaxDisplay } from './cart-page';

/** The shop's tax settings (WooCommerce options). */
export interface TaxSettings {
  /** `woocommerce_calc_taxes` = yes. */
  taxesEnabled: boolean;
  /** `woocommerce_prices_include_tax` = yes: prices were entered including tax. */
  pricesIncludeTax: boolean;
  /** `woocommerce_tax_display_shop`. */
  shop: TaxDisplay;
  /** `woocommerce_tax_display_cart`. */
  cart: TaxDisplay;
  /** `woocommerce_price_display_suffix` ("" = none). */
  suffix: string;
  /** `woocommerce_tax_total_display` = itemized (one line per rate) rather than single. */
  itemized: boolean;
}

/** A Dutch shop as WooCommerce is usually set up for one: prices entered and shown including BTW, one tax total. */
export const DUTCH_SHOP_TAX: Readonly<TaxSettings> = Object.freeze({ taxesEnabled: true, pricesIncludeTax: true, shop: 'incl', cart: 'incl', suffix: '', itemized: false });

const display = (v: unknown): TaxDisplay | undefined => {
  if (typeof v === 'boolean') return v ? 'incl' : 'excl';
  const t = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return t === 'incl' || t === 'excl' ? t : undefined;
};
const yes = (v: unknown): boolean | undefined => (v === 'yes' ? true : v === 'no' ? false : looseBoolean(v));

/**
 * Reads the settings loosely from WooCommerce's option names (`woocommerce_tax_display_cart`: "incl"/"excl",
 * `woocommerce_calc_taxes`: "yes"/"no", …), the short names of {@link TaxSettings}, or the Blocks'
 * `wcSettings` booleans (`displayCartPricesIncludingTax`, `displayShopPricesIncludingTax`, `taxesEnabled`).
 * Anything missing or unreadable keeps `fallback`'s value.
 */
export function readTaxSettings(raw: unknown, fallback: Readonly<TaxSettings> = DUTCH_SHOP_TAX): TaxSettings {
  const o = isPlainObject(raw) ? raw : {};
  const pick = <T>(read: (v: unknown) => T | undefined, ...keys: string[]): T | undefined => {
    for (const k of keys) {
      const v = read(o[k]);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const suffix = pick((v) => (typeof v === 'string' ? v : undefined), 'woocommerce_price_display_suffix', 'suffix');
  const total = pick((v) => (typeof v === 'string' ? v.trim().toLowerCase() : typeof v === 'boolean' ? (v ? 'itemized' : 'single') : undefined), 'woocommerce_tax_total_display', 'itemized');
  return {
    taxesEnabled: pick(yes, 'woocommerce_calc_taxes', 'taxesEnabled') ?? fallback.taxesEnabled,
    pricesIncludeTax: pick(yes, 'woocommerce_prices_include_tax', 'pricesIncludeTax') ?? fallback.pricesIncludeTax,
    shop: pick(display, 'woocommerce_tax_display_shop', 'shop', 'displayShopPricesIncludingTax') ?? fallback.shop,
    cart: pick(display, 'woocommerce_tax_display_cart', 'cart', 'displayCartPricesIncludingTax') ?? fallback.cart,
    suffix: suffix ?? fallback.suffix,
    itemized: total === 'itemized' ? true : total === 'single' ? false : fallback.itemized,
  };
}

/** The words of the tax texts; `{taxes}` and `{method}` are filled in. */
export interface TaxWords {
  /** After a total shown including tax ("(includes %s)"). */
  includes: string;
  /** The tax's name when not itemized (`WC_Countries::tax_or_vat()`: "VAT" in the EU). */
  vat: string;
  /** Beside an amount shown including tax that was entered without (`inc_tax_or_vat()`). */
  inclLabel: string;
  /** Beside an amount shown excluding tax that was entered with it (`ex_tax_or_vat()`). */
  exclLabel: string;
  /** After the shipping amount of an order ("via %s"). */
  via: string;
}

export const NL_TAX_WORDS: Readonly<TaxWords> = Object.freeze({ includes: '(inclusief {taxes})', vat: 'btw', inclLabel: '(incl. btw)', exclLabel: '(excl. btw)', via: 'via {method}' });

/** Which label an amount carries: WooCommerce marks only the case where display and entry differ and there is tax. */
export type TaxLabel = '' | 'incl' | 'excl';

/** The label rule of `get_cart_subtotal` / `wc_cart_totals_shipping_method_label` / `get_shipping_to_display`. */
export function taxLabel(shown: TaxDisplay, tax: Minor, settings: Pick<TaxSettings, 'pricesIncludeTax' | 'taxesEnabled'>): TaxLabel {
  const m = readMinor(tax);
  if (!settings.taxesEnabled || m === null || m === '0' || m.startsWith('-')) return '';
  if (shown === 'incl') return settings.pricesIncludeTax ? '' : 'incl';
  return settings.pricesIncludeTax ? 'excl' : '';
}

/** A label as words. */
export function taxLabelText(label: TaxLabel, words: Readonly<TaxWords> = NL_TAX_WORDS): string {
  return label === 'incl' ? words.inclLabel : label === 'excl' ? words.exclLabel : '';
}

/**
 * The price suffix as `WC_Product::get_price_suffix` writes it: the setting's text (as plain text)
 * with `{price_including_tax}` and `{price_excluding_tax}` replaced by the formatted amounts; "" when
 * there is no suffix, taxes are off, the product is not taxable, or a placeholder's amount is unknown.
 */
export function priceSuffix(settings: Pick<TaxSettings, 'suffix' | 'taxesEnabled'>, amounts: { incl: Minor; excl: Minor }, currency?: Readonly<StoreCurrency>, taxable = true): string {
  const text = serverText(settings.suffix);
  if (!text || !settings.taxesEnabled || !taxable) return '';
  const need = (placeholder: string, amount: Minor) => text.includes(placeholder) && readMinor(amount) === null;
  if (need('{price_including_tax}', amounts.incl) || need('{price_excluding_tax}', amounts.excl)) return '';
  return text.replaceAll('{price_including_tax}', formatPrice(amounts.incl, currency)).replaceAll('{price_excluding_tax}', formatPrice(amounts.excl, currency));
}

/** The amounts of one cart line. */
export interface ItemAmounts {
  key: string;
  /** The unit price as the Store API sent it (CartItemSchema: already per `woocommerce_tax_display_cart`). */
  unit: Minor;
  /** The line before discounts, shown (`line_subtotal` [+ `line_subtotal_tax`]), as the Cart block. */
  line: Minor;
  /** The line after discounts, shown (`line_total` [+ `line_total_tax`]). */
  lineAfterDiscount: Minor;
  excl: Minor;
  incl: Minor;
  taxLabel: TaxLabel;
}

/** How the cart, checkout and order views show amounts: `woocommerce_tax_display_cart`, excluding when taxes are off. */
export function cartDisplay(settings: Pick<TaxSettings, 'taxesEnabled' | 'cart'>): TaxDisplay {
  return settings.taxesEnabled ? settings.cart : 'excl';
}

export function itemAmounts(item: Pick<CartItem, 'key' | 'prices' | 'totals'>, settings: TaxSettings): ItemAmounts {
  const t = item.totals;
  const shown = cartDisplay(settings);
  return {
    key: item.key,
    unit: item.prices.price,
    line: shownAmount(t.line_subtotal, t.line_subtotal_tax, shown),
    lineAfterDiscount: shownAmount(t.line_total, t.line_total_tax, shown),
    excl: t.line_subtotal,
    incl: t.line_subtotal === null ? null : t.line_subtotal_tax === null ? t.line_subtotal : addMinor(t.line_subtotal, t.line_subtotal_tax),
    taxLabel: taxLabel(shown, t.line_subtotal_tax, settings),
  };
}

/** A shipping rate's amount as the rate list shows it (`price` [+ `taxes`]) and its label. */
export function rateAmount(rate: Pick<ShippingRate, 'price' | 'taxes'>, settings: TaxSettings): { amount: Minor; taxLabel: TaxLabel } {
  const shown = cartDisplay(settings);
  return { amount: shownAmount(rate.price, rate.taxes, shown), taxLabel: taxLabel(shown, rate.taxes, settings) };
}

/**
 * The tax text after a total shown including tax ("(inclusief € 4,20 btw)"), as
 * `wc_cart_totals_order_total_html` and `WC_Order::get_formatted_order_total`: itemized, each line
 * "€ x {name}" joined by ", "; else the tax total with {@link TaxWords.vat}. "" when taxes are off,
 * the view shows excluding tax, or there is no tax.
 */
export function includedTaxText(totals: { total_tax: Minor; tax_lines: readonly TaxLine[] }, settings: Pick<TaxSettings, 'taxesEnabled' | 'itemized' | 'cart'>, currency?: Readonly<StoreCurrency>, words: Readonly<TaxWords> = NL_TAX_WORDS): string {
  if (!settings.taxesEnabled || settings.cart !== 'incl') return '';
  const lines = itemizedLines(totals, settings)?.filter((l) => isNonZero(l.price));
  const parts = lines?.length ? lines.map((l) => `${formatPrice(l.price, currency)} ${l.name}`.trim()) : isNonZero(totals.total_tax) ? [`${formatPrice(totals.total_tax, currency)} ${words.vat}`] : [];
  return parts.length ? words.includes.replace('{taxes}', parts.join(', ')) : '';
}

/**
 * The tax lines to show one by one: with `itemized`, when there are some and they add up to
 * `total_tax`; else null (one total). The Store API's order answer (OrderSchema get_totals) gives
 * each tax item's `get_tax_total()`, without its shipping tax, so with taxed shipping its lines fall
 * short of the total: one total is shown then rather than lines that leave the shipping tax out
 * (WooCommerce's own order view adds the shipping tax into each rate's line).
 */
export function itemizedLines(totals: { total_tax: Minor; tax_lines: readonly TaxLine[] }, settings: Pick<TaxSettings, 'itemized'>): readonly TaxLine[] | null {
  if (!settings.itemized || totals.tax_lines.length === 0) return null;
  const sum = addMinor(...totals.tax_lines.map((l) => l.price));
  return sum !== null && sum === readMinor(totals.total_tax) ? totals.tax_lines : null;
}

/** Every amount of a cart or checkout view. */
export interface CartAmounts {
  items: ItemAmounts[];
  /** Each package's rates, shown. */
  rates: { package_id: number | string; rates: { rate_id: string; amount: Minor; taxLabel: TaxLabel }[] }[];
  /** The totals rows (cart-page.ts totalsRows, under `woocommerce_tax_display_cart`). */
  rows: TotalsRow[];
  /** The subtotal's label ("(incl. btw)" when shown including tax entered without, and so on). */
  subtotalLabel: TaxLabel;
  /** The text after the total ("(inclusief € 4,20 btw)"), "" when none. */
  includedTax: string;
}

export function cartAmounts(cart: Cart, settings: TaxSettings, words: Readonly<TaxWords> = NL_TAX_WORDS): CartAmounts {
  const currency = cart.totals.currency;
  return {
    items: cart.items.map((i) => itemAmounts(i, settings)),
    rates: cart.shipping_rates.map((p) => ({ package_id: p.package_id, rates: p.shipping_rates.map((r) => ({ rate_id: r.rate_id, ...rateAmount(r, settings) })) })),
    rows: totalsRows(cart, cartDisplay(settings)),
    subtotalLabel: taxLabel(cartDisplay(settings), cart.totals.total_items_tax, settings),
    includedTax: includedTaxText(cart.totals, settings, currency, words),
  };
}

/** An order as the Store API's `GET order/{id}` gives it (OrderSchema `totals`, `items[].totals`, `fees`), plus its shipping method's name. */
export interface OrderForDisplay {
  currency?: Readonly<StoreCurrency>;
  totals: {
    /** Before discounts, excluding tax (`WC_Order::get_subtotal`). */
    subtotal: Minor;
    total_discount: Minor;
    total_discount_tax: Minor;
    total_shipping: Minor;
    total_shipping_tax: Minor;
    total_tax: Minor;
    total_price: Minor;
    tax_lines: readonly TaxLine[];
  };
  /** The lines' `line_subtotal_tax` make the subtotal including tax (`get_subtotal_to_display`). */
  items: readonly { line_subtotal_tax: Minor }[];
  fees?: readonly { name: string; total: Minor; total_tax: Minor }[];
  /** `WC_Order::get_shipping_method()`: the shipping lines' names joined by ", "; "" when none. */
  shippingMethod?: string;
}

/** A row of an order's totals (get_order_item_totals). */
export type OrderRow =
  | { id: 'subtotal'; amount: Minor; taxLabel: TaxLabel }
  /** Shown with a minus. */
  | { id: 'discount'; amount: Minor }
  /** `amount` null: free (the method's name alone). */
  | { id: 'shipping'; amount: Minor; taxLabel: TaxLabel; method: string; via: string }
  | { id: 'fee'; name: string; amount: Minor }
  | { id: 'tax'; name: string; amount: Minor }
  | { id: 'total'; amount: Minor; includedTax: string };

/**
 * An order's totals rows as `WC_Abstract_Order::get_order_item_totals( woocommerce_tax_display_cart )`
 * lists them for the order-received page and the account's order view: subtotal (including the lines'
 * subtotal tax when shown including; "(excl. btw)" when shown excluding prices entered including),
 * discount (when any; with its tax when including), shipping (when there is a method: the amount with
 * its tax when including, its label, "via" the method; the name alone when free), fees (not the empty
 * ones), the tax rows (excluding only: one per tax line when itemized, else one "btw" row, even at
 * zero), and the total with the "(inclusief …)" text when including.
 */
export function orderRows(order: OrderForDisplay, settings: TaxSettings, words: Readonly<TaxWords> = NL_TAX_WORDS): OrderRow[] {
  const shown = cartDisplay(settings);
  const t = order.totals;
  const rows: OrderRow[] = [];
  const itemTax = order.items.length ? addMinor(...order.items.map((i) => i.line_subtotal_tax ?? '0')) : '0';
  rows.push({
    id: 'subtotal',
    amount: shown === 'incl' ? (t.subtotal === null ? null : addMinor(t.subtotal, itemTax ?? '0')) : t.subtotal,
    taxLabel: shown === 'excl' && settings.pricesIncludeTax && settings.taxesEnabled ? 'excl' : '',
  });
  const discount = readMinor(t.total_discount);
  if (discount !== null && discount !== '0' && !discount.startsWith('-')) rows.push({ id: 'discount', amount: shownAmount(t.total_discount, t.total_discount_tax, shown) });
  const method = serverText(order.shippingMethod ?? '');
  if (method) {
    const free = !isNonZero(t.total_shipping);
    rows.push({
      id: 'shipping',
      amount: free ? null : shownAmount(t.total_shipping, t.total_shipping_tax, shown),
      taxLabel: free ? '' : taxLabel(shown, t.total_shipping_tax, settings),
      method,
      via: free ? '' : words.via.replace('{method}', method),
    });
  }
  for (const f of order.fees ?? []) {
    if (!isNonZero(f.total) && !isNonZero(f.total_tax)) continue;
    rows.push({ id: 'fee', name: serverText(f.name), amount: shownAmount(f.total, f.total_tax, shown) });
  }
  if (shown === 'excl' && settings.taxesEnabled) {
    const lines = itemizedLines(t, settings);
    if (lines) for (const l of lines) rows.push({ id: 'tax', name: l.name, amount: l.price });
    else rows.push({ id: 'tax', name: words.vat, amount: t.total_tax });
  }
  rows.push({ id: 'total', amount: t.total_price, includedTax: includedTaxText(t, { ...settings, cart: shown }, order.currency, words) });
  return rows;
}
