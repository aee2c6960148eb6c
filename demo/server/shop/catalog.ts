/**
 * The bakery's shop (issue 32): the loop grid's products (loop/catalog.ts DEMO_PRODUCTS, prices in
 * cents including 9 % VAT) with their stock, the coupons and the shipping zones with their rates,
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

/**
 * The shipping zones (WooCommerce > Settings > Shipping > Zones), one per country, in WooCommerce's
 * order: the first zone whose region holds the shipping address's country is the package's; a country
 * no zone holds falls in "Locations not covered by your other zones", which offers no rate here (so a
 * cart that needs shipping to it cannot be ordered: `woocommerce_rest_invalid_shipping_option`).
 * Costs exclude VAT (9 % is added: € 4,54 → € 4,95, € 8,26 → € 9,00, € 11,47 → € 12,50).
 */
export interface ShippingZone {
  /** WooCommerce's zone id (0: the rest of the world). */
  id: number;
  name: string;
  /** ISO 3166 alpha-2 codes of the zone's region. */
  countries: readonly string[];
  /** Its rates, in the zone's order (the first is the default choice). */
  rates: readonly ShopRate[];
}

export const SHIPPING_ZONES: readonly ShippingZone[] = [
  {
    id: 1,
    name: 'Nederland',
    countries: ['NL'],
    rates: [
      { rate_id: 'local_pickup:1', name: 'Afhalen in de winkel', method_id: 'local_pickup', instance_id: 1, cost: 0 },
      { rate_id: 'flat_rate:2', name: 'Bezorgen in Utrecht', method_id: 'flat_rate', instance_id: 2, cost: 454 },
    ],
  },
  {
    id: 2,
    name: 'België',
    countries: ['BE'],
    rates: [
      { rate_id: 'local_pickup:1', name: 'Afhalen in de winkel', method_id: 'local_pickup', instance_id: 1, cost: 0 },
      { rate_id: 'flat_rate:4', name: 'Bezorgen in België', method_id: 'flat_rate', instance_id: 4, cost: 826 },
    ],
  },
  {
    id: 3,
    name: 'Duitsland',
    countries: ['DE'],
    rates: [{ rate_id: 'flat_rate:5', name: 'Versand nach Deutschland', method_id: 'flat_rate', instance_id: 5, cost: 1147 }],
  },
];

/** WooCommerce's zone 0, for every country no other zone holds: no shipping methods here. */
export const REST_OF_WORLD_ZONE: ShippingZone = { id: 0, name: 'Locations not covered by your other zones', countries: [], rates: [] };

/** The zone of a shipping country (upper case ISO code). */
export const shippingZone = (country: string): ShippingZone => SHIPPING_ZONES.find((z) => z.countries.includes(country)) ?? REST_OF_WORLD_ZONE;

/** The country whose zone a cart without a shipping address gets (the shop's base country). */
export const DEFAULT_COUNTRY = 'NL';

/** The Netherlands' rates (the default zone's): pick-up (free) and delivery in Utrecht (€ 4,54 + 9 % = € 4,95). */
export const SHOP_RATES: readonly ShopRate[] = shippingZone(DEFAULT_COUNTRY).rates;

/** Whether any zone offers `rateId` (a rate the shop has, somewhere). */
export const isShopRate = (rateId: string): boolean => SHIPPING_ZONES.some((z) => z.rates.some((r) => r.rate_id === rateId));
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
