/**
 * The Store API's cart answer (`GET wc/store/v1/cart` and every `cart/*` write; WC
 * `src/StoreApi/Schemas/V1/CartSchema.php`, `CartItemSchema.php`, `CartCouponSchema.php`,
 * `CartShippingRateSchema.php`, `ErrorSchema.php`) read from unknown JSON into a typed Cart.
 *
 * Field names stay WooCommerce's (snake_case) so the tags and the schema read alike. Reading is
 * tolerant, as every reader of this project is: unknown fields are ignored, a field of the wrong
 * kind gets its neutral value ("" for an empty list as PHP writes it, numbers as strings, "1" for
 * true), an item without a `key` is dropped (it could not be changed). Only an answer that is no
 * cart at all (not an object, or without both `items` and `totals`) is an error.
 * Names and messages are server text: decoded to plain text (./text.ts), never HTML.
 */
import { describe, isPlainObject, looseBoolean, type Parsed } from '../shared/parsed';
import { readCurrency, readMinor, STORE_EUR, type StoreCurrency } from './money';
import { serverText } from './text';

/** An amount in minor units as a canonical digit string ("1850"), or null when absent. */
export type Minor = string | null;

export interface CartImage {
  id: number;
  src: string;
  thumbnail: string;
  srcset: string;
  sizes: string;
  name: string;
  alt: string;
}

export interface QuantityLimits {
  minimum: number;
  maximum: number;
  multiple_of: number;
  editable: boolean;
}

export interface ItemPrices {
  currency: StoreCurrency;
  price: Minor;
  regular_price: Minor;
  sale_price: Minor;
}

export interface ItemTotals {
  currency: StoreCurrency;
  line_subtotal: Minor;
  line_subtotal_tax: Minor;
  line_total: Minor;
  line_total_tax: Minor;
}

export interface CartItem {
  key: string;
  id: number;
  type: string;
  quantity: number;
  quantity_limits: QuantityLimits;
  name: string;
  sku: string;
  low_stock_remaining: number | null;
  backorders_allowed: boolean;
  show_backorder_badge: boolean;
  sold_individually: boolean;
  permalink: string;
  images: CartImage[];
  variation: { attribute: string; value: string }[];
  item_data: { name: string; value: string }[];
  prices: ItemPrices;
  totals: ItemTotals;
}

export interface CartCoupon {
  code: string;
  discount_type: string;
  totals: { currency: StoreCurrency; total_discount: Minor; total_discount_tax: Minor };
}

export interface CartFee {
  key: string;
  name: string;
  totals: { currency: StoreCurrency; total: Minor; total_tax: Minor };
}

export interface ShippingRate {
  rate_id: string;
  name: string;
  description: string;
  delivery_time: string;
  price: Minor;
  taxes: Minor;
  instance_id: number;
  method_id: string;
  selected: boolean;
  currency: StoreCurrency;
}

export interface ShippingPackage {
  package_id: number | string;
  name: string;
  items: { key: string; name: string; quantity: number }[];
  shipping_rates: ShippingRate[];
}

export interface TaxLine {
  name: string;
  price: Minor;
  rate: string;
}

export interface CartTotals {
  currency: StoreCurrency;
  total_items: Minor;
  total_items_tax: Minor;
  total_fees: Minor;
  total_fees_tax: Minor;
  total_discount: Minor;
  total_discount_tax: Minor;
  /** null until shipping is calculated (WooCommerce sends null then). */
  total_shipping: Minor;
  total_shipping_tax: Minor;
  total_price: Minor;
  total_tax: Minor;
  tax_lines: TaxLine[];
}

export interface CartError {
  code: string;
  message: string;
}

export interface Cart {
  items: CartItem[];
  coupons: CartCoupon[];
  fees: CartFee[];
  totals: CartTotals;
  shipping_rates: ShippingPackage[];
  needs_payment: boolean;
  needs_shipping: boolean;
  has_calculated_shipping: boolean;
  items_count: number;
  /** Problems with the cart as it stands (an item out of stock since it was added), as the schema lists them. */
  errors: CartError[];
  /** Products suggested with the cart (`cross_sells`, ProductSchema): the cart page may show them. */
  cross_sells: CrossSell[];
  /** The payment method ids available for this cart (`payment_methods`, CartSchema), in the shop's order. */
  payment_methods: string[];
  /** The customer's billing address (the saved one for a logged-in customer), fields as strings. */
  billing_address: Record<string, string>;
  /** The customer's shipping address, fields as strings. */
  shipping_address: Record<string, string>;
}

/** A cross-sell product as the cart answer lists it (the fields the cart page shows). */
export interface CrossSell {
  id: number;
  name: string;
  permalink: string;
  images: CartImage[];
  prices: { currency: StoreCurrency; price: Minor };
  is_purchasable: boolean;
  is_in_stock: boolean;
}

/** An empty cart in the project's currency: what a tag shows before its first answer. */
export function emptyCart(currency: StoreCurrency = STORE_EUR): Cart {
  return {
    items: [],
    coupons: [],
    fees: [],
    totals: {
      currency,
      total_items: '0',
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: '0',
      total_discount_tax: '0',
      total_shipping: null,
      total_shipping_tax: null,
      total_price: '0',
      total_tax: '0',
      tax_lines: [],
    },
    shipping_rates: [],
    needs_payment: false,
    needs_shipping: false,
    has_calculated_shipping: false,
    items_count: 0,
    errors: [],
    cross_sells: [],
    payment_methods: [],
    billing_address: {},
    shipping_address: {},
  };
}

const obj = (v: unknown): Record<string, unknown> => (isPlainObject(v) ? v : {});
/** A list: an array, an object's values (PHP writes an associative array as an object), else none. */
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const bool = (v: unknown): boolean => looseBoolean(v) ?? false;

/** A number: a finite number or a numeric string; else `fallback`. */
function num(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : (() => {
  const n = num(v, NaN);
  return Number.isFinite(n) ? n : null;
})());

/** A URL the cart may put in `src`/`href`: http(s) or relative; anything else (javascript:, data:) is dropped. */
export function safeUrl(v: unknown): string {
  // As the URL parser reads it: tabs and newlines anywhere go, C0 controls and spaces at the ends go
  // ("\u0001javascript:" is javascript:); a control character left inside is no URL.
  const t = str(v)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/[\u0000-\u001f\u007f]/.test(t)) return '';
  if (t === '') return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return /^https?:/i.test(t) ? t : '';
  return t.startsWith('//') || t.startsWith('/') || !/[\s<>"]/.test(t) ? t : '';
}

function readImage(v: unknown): CartImage | null {
  const o = obj(v);
  const src = safeUrl(o.src);
  const thumbnail = safeUrl(o.thumbnail) || src;
  if (!src && !thumbnail) return null;
  return { id: num(o.id, 0), src: src || thumbnail, thumbnail, srcset: str(o.srcset), sizes: str(o.sizes), name: serverText(o.name), alt: serverText(o.alt) };
}

function readLimits(v: unknown): QuantityLimits {
  const o = obj(v);
  const minimum = Math.max(0, num(o.minimum, 1));
  const multiple = num(o.multiple_of, 1);
  return { minimum, maximum: Math.max(minimum, num(o.maximum, 9999)), multiple_of: multiple > 0 ? multiple : 1, editable: looseBoolean(o.editable) ?? true };
}

function readItem(v: unknown, fallback: StoreCurrency): CartItem | null {
  const o = obj(v);
  const key = str(o.key);
  if (!key) return null;
  const prices = obj(o.prices);
  const totals = obj(o.totals);
  const pricesCurrency = readCurrency(prices, fallback);
  return {
    key,
    id: num(o.id, 0),
    type: str(o.type) || 'simple',
    quantity: Math.max(0, num(o.quantity, 0)),
    quantity_limits: readLimits(o.quantity_limits),
    name: serverText(o.name),
    sku: serverText(o.sku),
    low_stock_remaining: numOrNull(o.low_stock_remaining),
    backorders_allowed: bool(o.backorders_allowed),
    show_backorder_badge: bool(o.show_backorder_badge),
    sold_individually: bool(o.sold_individually),
    permalink: safeUrl(o.permalink),
    images: list(o.images).map(readImage).filter((x): x is CartImage => x !== null),
    variation: list(o.variation).map((x) => ({ attribute: serverText(obj(x).attribute), value: serverText(obj(x).value) })),
    item_data: list(o.item_data)
      .map((x) => ({ name: serverText(obj(x).name ?? obj(x).key), value: serverText(obj(x).display ?? obj(x).value), hidden: bool(obj(x).hidden) }))
      .filter((x) => !x.hidden && (x.name || x.value))
      .map(({ name, value }) => ({ name, value })),
    prices: { currency: pricesCurrency, price: readMinor(prices.price), regular_price: readMinor(prices.regular_price), sale_price: readMinor(prices.sale_price) },
    totals: {
      currency: readCurrency(totals, pricesCurrency),
      line_subtotal: readMinor(totals.line_subtotal),
      line_subtotal_tax: readMinor(totals.line_subtotal_tax),
      line_total: readMinor(totals.line_total),
      line_total_tax: readMinor(totals.line_total_tax),
    },
  };
}

function readRate(v: unknown, fallback: StoreCurrency): ShippingRate | null {
  const o = obj(v);
  const rate_id = str(o.rate_id);
  if (!rate_id) return null;
  return {
    rate_id,
    name: serverText(o.name),
    description: serverText(o.description),
    delivery_time: serverText(o.delivery_time),
    price: readMinor(o.price),
    taxes: readMinor(o.taxes),
    instance_id: num(o.instance_id, 0),
    method_id: str(o.method_id),
    selected: bool(o.selected),
    currency: readCurrency(o, fallback),
  };
}

function readPackage(v: unknown, fallback: StoreCurrency): ShippingPackage {
  const o = obj(v);
  const id = o.package_id;
  return {
    package_id: typeof id === 'number' || typeof id === 'string' ? id : 0,
    name: serverText(o.name),
    items: list(o.items).map((x) => ({ key: str(obj(x).key), name: serverText(obj(x).name), quantity: num(obj(x).quantity, 0) })),
    shipping_rates: list(o.shipping_rates).map((r) => readRate(r, fallback)).filter((x): x is ShippingRate => x !== null),
  };
}

function readCrossSell(v: unknown, fallback: StoreCurrency): CrossSell | null {
  const o = obj(v);
  const id = num(o.id, 0);
  if (!(id > 0)) return null;
  const prices = obj(o.prices);
  return {
    id,
    name: serverText(o.name),
    permalink: safeUrl(o.permalink),
    images: list(o.images).map(readImage).filter((x): x is CartImage => x !== null),
    prices: { currency: readCurrency(prices, fallback), price: readMinor(prices.price) },
    is_purchasable: looseBoolean(o.is_purchasable) ?? true,
    is_in_stock: looseBoolean(o.is_in_stock) ?? true,
  };
}

/** A `{code, message}` pair as ErrorSchema writes it; null without a code or message. */
export function readCartError(v: unknown): CartError | null {
  const o = obj(v);
  const code = str(o.code);
  const message = serverText(o.message);
  return code || message ? { code, message } : null;
}

/** Reads a cart answer. An error only when `data` is no cart at all. */
export function readCart(data: unknown): Parsed<Cart> {
  if (!isPlainObject(data)) return { ok: false, issue: { path: '(cart)', expected: 'a Store API cart object', got: describe(data) } };
  if (data.items === undefined && data.totals === undefined) return { ok: false, issue: { path: '(cart)', expected: 'a Store API cart (with "items" and "totals")', got: 'an object without them' } };
  const t = obj(data.totals);
  const currency = readCurrency(t);
  const items = list(data.items)
    .map((i) => readItem(i, currency))
    .filter((x): x is CartItem => x !== null);
  const countRaw = numOrNull(data.items_count);
  return {
    ok: true,
    value: {
      items,
      coupons: list(data.coupons)
        .map((c) => {
          const o = obj(c);
          const ct = obj(o.totals);
          const code = str(o.code);
          return code ? { code, discount_type: str(o.discount_type), totals: { currency: readCurrency(ct, currency), total_discount: readMinor(ct.total_discount), total_discount_tax: readMinor(ct.total_discount_tax) } } : null;
        })
        .filter((x): x is CartCoupon => x !== null),
      fees: list(data.fees).map((f) => {
        const o = obj(f);
        const ft = obj(o.totals);
        return { key: str(o.key), name: serverText(o.name), totals: { currency: readCurrency(ft, currency), total: readMinor(ft.total), total_tax: readMinor(ft.total_tax) } };
      }),
      totals: {
        currency,
        total_items: readMinor(t.total_items),
        total_items_tax: readMinor(t.total_items_tax),
        total_fees: readMinor(t.total_fees),
        total_fees_tax: readMinor(t.total_fees_tax),
        total_discount: readMinor(t.total_discount),
        total_discount_tax: readMinor(t.total_discount_tax),
        total_shipping: readMinor(t.total_shipping),
        total_shipping_tax: readMinor(t.total_shipping_tax),
        total_price: readMinor(t.total_price),
        total_tax: readMinor(t.total_tax),
        tax_lines: list(t.tax_lines).map((l) => ({ name: serverText(obj(l).name), price: readMinor(obj(l).price), rate: str(obj(l).rate) })),
      },
      shipping_rates: list(data.shipping_rates).map((p) => readPackage(p, currency)),
      needs_payment: bool(data.needs_payment),
      needs_shipping: bool(data.needs_shipping),
      has_calculated_shipping: bool(data.has_calculated_shipping),
      // WooCommerce's count is the sum of quantities; a loose answer without it gets that sum.
      items_count: countRaw !== null && countRaw >= 0 ? countRaw : items.reduce((n, i) => n + i.quantity, 0),
      errors: list(data.errors)
        .map(readCartError)
        .filter((x): x is CartError => x !== null),
      cross_sells: list(data.cross_sells)
        .map((p) => readCrossSell(p, currency))
        .filter((x): x is CrossSell => x !== null),
      payment_methods: list(data.payment_methods)
        .map(str)
        .filter((x) => /^[\w-]{1,64}$/.test(x)),
      billing_address: readAddress(data.billing_address),
      shipping_address: readAddress(data.shipping_address),
    },
  };
}

/** An address object (BillingAddressSchema / ShippingAddressSchema): its string (or number) fields as plain text. */
export function readAddress(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(obj(v))) {
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(k)) continue;
    const t = serverText(x);
    if (t !== '' || typeof x === 'string') out[k] = t;
  }
  return out;
}

/** The rate selected in a package (`selected: true`), else its first rate; undefined without rates. */
export function selectedRate(pkg: ShippingPackage): ShippingRate | undefined {
  return pkg.shipping_rates.find((r) => r.selected) ?? pkg.shipping_rates[0];
}

/** The cart's errors that concern an item: WooCommerce names the product in the message, not the key. */
export function errorsForItem(cart: Cart, item: CartItem): CartError[] {
  return item.name ? cart.errors.filter((e) => e.message.includes(item.name)) : [];
}
