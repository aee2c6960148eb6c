/**
 * The bakery's shop (issue 32): the loop grid's products (loop/catalog.ts DEMO_PRODUCTS, prices in
 * cents including 9 % VAT) with their stock, the two coupons and the shipping package's two rates,
 * as a WooCommerce 11.0.1 shop set up for the Netherlands would hold them: EUR, "€ 18,50"
 * (`woocommerce_currency_pos` left_space, ',' decimals, '.' thousands), prices entered including
 * tax (`woocommerce_prices_include_tax` yes, `woocommerce_tax_display_cart` incl), one tax rate
 * "BTW" 9 % (the Dutch low rate for food), tax totals itemized.
 */
import { DEMO_PRODUCTS } from '../loop/catalog';

export interface ShopProduct {
  id: number;
  slug: string;
  name: string;
  /** Price including VAT, in cents. */
  price: number;
  /** Stock when the database is made (`_stock`); the shop manages stock for every product, no backorders. */
  stock: number;
  image: string;
}

/** Stock per product id where it is not the default: some low, one sold out. */
const STOCK: Record<number, number> = { 201: 3, 202: 2, 203: 0, 304: 4, 105: 1 };
/** Stock of every other product. */
export const DEFAULT_STOCK = 40;
/** `woocommerce_notify_low_stock_amount`: at or below it the Store API sends `low_stock_remaining`. */
export const LOW_STOCK_AMOUNT = 5;

export const SHOP_PRODUCTS: readonly ShopProduct[] = DEMO_PRODUCTS.map(([id, slug, name, , cents, image]) => ({ id, slug, name, price: cents, stock: STOCK[id] ?? DEFAULT_STOCK, image: `/assets/loop-${image}.svg` }));

const BY_ID = new Map(SHOP_PRODUCTS.map((p) => [p.id, p]));
export const shopProduct = (id: number): ShopProduct | undefined => BY_ID.get(id);

/** The VAT rate in percent, and its label (`tax_lines[].name`). */
export const VAT_PERCENT = 9;
export const VAT_LABEL = 'BTW';

export interface ShopCoupon {
  /** Lower case, as `wc_format_coupon_code` keeps codes. */
  code: string;
  discount_type: 'percent' | 'fixed_cart';
  /** Percent for `percent`. */
  amount: number;
  free_shipping: boolean;
  /** Unix seconds after which it has expired (`date_expires`), or null. */
  expires: number | null;
}

/**
 * WELKOM10: 10 % off the items. BEZORGGRATIS: free delivery (WooCommerce's "Allow free shipping"
 * coupon; here it makes the delivery rate free rather than adding a third method). ZOMER2025: expired,
 * so the "has expired" refusal can be seen and tested.
 */
export const SHOP_COUPONS: readonly ShopCoupon[] = [
  { code: 'welkom10', discount_type: 'percent', amount: 10, free_shipping: false, expires: null },
  { code: 'bezorggratis', discount_type: 'fixed_cart', amount: 0, free_shipping: true, expires: null },
  { code: 'zomer2025', discount_type: 'percent', amount: 15, free_shipping: false, expires: Date.UTC(2025, 8, 1) / 1000 },
];

export const shopCoupon = (code: string): ShopCoupon | undefined => SHOP_COUPONS.find((c) => c.code === code);

export interface ShopRate {
  rate_id: string;
  name: string;
  method_id: string;
  instance_id: number;
  /** Cost excluding VAT, in cents (WooCommerce stores shipping costs without tax and adds it). */
  cost: number;
}

/** The one shipping package's rates: pick-up (free) and delivery in Utrecht (€ 4,54 + 9 % = € 4,95). */
export const SHOP_RATES: readonly ShopRate[] = [
  { rate_id: 'local_pickup:1', name: 'Afhalen in de winkel', method_id: 'local_pickup', instance_id: 1, cost: 0 },
  { rate_id: 'flat_rate:2', name: 'Bezorgen in Utrecht', method_id: 'flat_rate', instance_id: 2, cost: 454 },
];
/** The package's name (`shipping_rates[].name`), as WooCommerce names a single package. */
export const PACKAGE_NAME = 'Verzending';

/** The currency fields every group of amounts carries (CurrencyFormatter). */
export const CURRENCY = {
  currency_code: 'EUR',
  currency_symbol: '€',
  currency_minor_unit: 2,
  currency_decimal_separator: ',',
  currency_thousand_separator: '.',
  currency_prefix: '€ ',
  currency_suffix: '',
} as const;
