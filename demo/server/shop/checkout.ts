/**
 * The Store API checkout's rules and answers, as WooCommerce 11.0.1 has them (issue 33), pure (no
 * I/O): the address check of a request argument (`AbstractAddressSchema` / `BillingAddressSchema`
 * `validate_callback`, whose errors WordPress turns into `rest_invalid_param` with `data.params` and
 * `data.details` per argument), the required fields of an order's addresses (`OrderController::
 * validate_addresses`: `woocommerce_rest_invalid_address`), the order made from the priced cart, and
 * the answers: `CheckoutSchema` (the order, or the draft before one), `OrderSchema` (the order route).
 */
import { randomBytes } from 'node:crypto';
import type { NewOrder, OrderLine, OrderRow } from '../storage/shop';
import { CURRENCY, shopProduct } from './catalog';
import { ADDRESS_KEYS, ALLOWED_COUNTRIES, BILLING_KEYS, emptyAddress, MAX_FIELD_LENGTH, SHIPPING_COUNTRIES, type Address, type AddressKind } from './checkout-config';
import { esc } from '../html';

export { emptyAddress, type Address, type AddressKind } from './checkout-config';

/** A WP_Error as `rest_convert_error_to_response` gives it: the first error, the rest in `additional_errors`. */
export interface WpError {
  code: string;
  message: string;
  data?: unknown;
}
const convertErrors = (errors: readonly WpError[]) => {
  const [first, ...rest] = errors.map((e) => ({ code: e.code, message: e.message, data: e.data ?? null }));
  return rest.length ? { ...first!, additional_errors: rest } : first!;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** `WC()->countries->get_countries()` in spirit: an ISO 3166 alpha-2 code the platform knows a name for. */
export const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;
export const countryName = (code: string) => (isCountry(code) ? regionNames.of(code)! : code);

/** `wc_normalize_postcode` + `wc_format_postcode`: upper case without spaces and dashes, then each country's own spacing. */
export function formatPostcode(postcode: string, country: string): string {
  const p = postcode.trim().toUpperCase().replace(/[\s-]/g, '');
  const at = (i: number, sep: string) => (i < 0 ? `${p.slice(0, Math.max(0, p.length + i))}${sep}${p.slice(Math.max(0, p.length + i))}` : `${p.slice(0, i)}${sep}${p.slice(i)}`);
  switch (country) {
    case 'SE':
      return at(-2, ' ');
    case 'CA':
    case 'GB':
      return at(-3, ' ');
    case 'IE':
      return at(3, ' ');
    case 'BR':
    case 'PL':
      return at(-3, '-');
    case 'JP':
      return at(3, '-');
    case 'PT':
      return at(4, '-');
    case 'PR':
    case 'US':
    case 'MN':
      return at(5, '-').replace(/-+$/, '');
    case 'NL':
      return at(4, ' ');
    case 'LV':
      return p.replace(/^(LV)?-?(\d+)$/, 'LV-$2');
    case 'CZ':
    case 'SK': {
      const q = p.replace(new RegExp(`^(${country})-?(\\d+)$`), '$1-$2');
      return `${q.slice(0, -2)} ${q.slice(-2)}`;
    }
    case 'DK':
      return p.replace(/^(DK)(.+)$/, '$1-$2');
    default:
      return p;
  }
}

/** `WC_Validation::is_postcode` for the countries the demo knows (others: any letters, digits, spaces, dashes). */
export function isPostcode(postcode: string, country: string): boolean {
  if (postcode.replace(/[\s\-A-Za-z0-9]/g, '').trim().length > 0) return false;
  switch (country) {
    case 'NL':
      return /^([1-9][0-9]{3})(\s?)(?!SA|SD|SS)[A-Z]{2}$/i.test(postcode);
    case 'BE':
    case 'AT':
    case 'CH':
    case 'HU':
    case 'NO':
      return /^([0-9]{4})$/.test(postcode);
    case 'DE':
      return /^([0]{1}[1-9]{1}|[1-9]{1}[0-9]{1})[0-9]{3}$/.test(postcode);
    case 'FR':
    case 'ES':
    case 'FI':
    case 'EE':
    case 'IT':
      return /^([0-9]{5})$/i.test(postcode);
    case 'US':
      return /^([0-9]{5})(-[0-9]{4})?$/i.test(postcode);
    default:
      return true;
  }
}

/** `WC_Validation::is_phone` (is_phone_format): digits, spaces and `# _ - + / ( ) .` only. */
export const isPhone = (phone: string) => phone.replace(/[\s#0-9_\-+/().]/g, '').trim() === '';

/** WordPress' `is_email`, its checks in order: local@domain, local part characters, a dotted domain of valid labels. */
export function isEmail(email: string): boolean {
  if (email.length < 6 || !email.includes('@', 1)) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2}/.test(domain) || domain.trim() !== domain || domain.startsWith('.') || domain.endsWith('.')) return false;
  const subs = domain.split('.');
  if (subs.length < 2) return false;
  return subs.every((s) => s.length > 0 && !s.startsWith('-') && !s.endsWith('-') && /^[a-z0-9-]+$/i.test(s));
}

/** `sanitize_text_field` in short: tags stripped, line breaks and tabs to spaces, runs of spaces kept single, trimmed. */
export const sanitizeText = (v: string) =>
  v
    .replace(/<[^>]*>/g, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, MAX_FIELD_LENGTH);

/** `wc_sanitize_textarea`: tags stripped, line breaks kept. */
export const sanitizeTextarea = (v: string, max: number) => v.replace(/<[^>]*>/g, '').trim().slice(0, max);

export interface AddressCheck {
  /** The address as WooCommerce keeps it: every field of the schema, sanitized (country upper case, postcode formatted). */
  address: Address;
  /** Its errors (empty when valid), as the argument's validate_callback gives them. */
  errors: WpError[];
}

/**
 * A `billing_address` / `shipping_address` argument checked as AbstractAddressSchema (and for billing
 * BillingAddressSchema) `validate_callback` does it: a value that is not a string fails its type
 * (`invalid_{key}` "Invalid {key} provided."; and nothing else is checked), then after sanitizing an
 * unknown country (`invalid_country`, and nothing else), the postcode for its country
 * (`invalid_postcode`), the phone (`invalid_phone`) and the e-mail (`invalid_email`). Empty fields
 * are not checked here (required fields are the order's check, `missingFields`). `undefined`: the
 * argument was not sent (the customer's current address is used, WooCommerce's too).
 */
export function checkAddress(raw: unknown, kind: AddressKind, base: Address = emptyAddress(kind)): AddressCheck {
  const address: Address = { ...emptyAddress(kind), ...base };
  const errors: WpError[] = [];
  if (raw === undefined || raw === null) return { address, errors };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { address, errors: [{ code: 'rest_invalid_type', message: `${kind}_address is not of type object.` }] };
  const given = raw as Record<string, unknown>;
  const keys = (kind === 'billing' ? BILLING_KEYS : ADDRESS_KEYS) as readonly string[];
  for (const k of keys) {
    const v = given[k];
    if (v === undefined || v === null || v === '' || v === false || v === 0) continue;
    if (typeof v !== 'string') errors.push({ code: `invalid_${k}`, message: `Invalid ${k} provided.` });
  }
  if (errors.length) return { address, errors };
  for (const k of keys) {
    const v = given[k];
    if (typeof v !== 'string') continue;
    address[k] = k === 'email' ? v.trim().slice(0, MAX_FIELD_LENGTH) : sanitizeText(v);
  }
  address.country = (address.country ?? '').toUpperCase();
  if (address.postcode) address.postcode = formatPostcode(address.postcode, address.country);
  if (address.country && !isCountry(address.country)) {
    return { address, errors: [{ code: 'invalid_country', message: `Invalid country code provided. Must be one of: ${ALLOWED_COUNTRIES.join(', ')}` }] };
  }
  if (address.postcode && !isPostcode(address.postcode, address.country)) errors.push({ code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid' });
  if (address.phone && !isPhone(address.phone)) errors.push({ code: 'invalid_phone', message: 'The provided phone number is not valid' });
  if (kind === 'billing' && address.email && !isEmail(address.email)) errors.push({ code: 'invalid_email', message: 'The provided email address is not valid' });
  return { address, errors };
}

/**
 * WordPress' answer to arguments whose validate_callback failed (WP_REST_Request::has_valid_params):
 * `rest_invalid_param`, "Invalid parameter(s): a, b", `data.params` = per argument its messages
 * joined by a space, `data.details` = per argument its errors as rest_convert_error_to_response.
 */
export function invalidParams(invalid: Readonly<Record<string, readonly WpError[]>>): { code: string; message: string; data: Record<string, unknown> } {
  const names = Object.keys(invalid);
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${names.join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(names.map((n) => [n, invalid[n]!.map((e) => e.message).join(' ')])),
      details: Object.fromEntries(names.map((n) => [n, convertErrors(invalid[n]!)])),
    },
  };
}

/** The locale's required fields of the demo's countries (WC_Countries default fields; NL, BE, DE hide or free the state) with their labels. */
const REQUIRED_FIELDS: readonly [string, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['country', 'Country / Region'],
  ['address_1', 'Street address'],
  ['city', 'Town / City'],
  ['postcode', 'Postcode / ZIP'],
];

/** `OrderController::validate_address_fields`: the "… is required" messages of an address, in the locale's order. */
export const missingFields = (address: Address): string[] => REQUIRED_FIELDS.filter(([k]) => !(address[k] ?? '').trim()).map(([, label]) => `${label} is required`);

/**
 * `OrderController::validate_addresses` after its country checks: the first address with missing
 * fields (shipping before billing when the order ships) as `woocommerce_rest_invalid_address`,
 * "There was a problem with the provided billing address: First name is required, …", with
 * `data.errors` = {shipping?: [...], billing?: [...]}; undefined when both are complete.
 */
export function addressError(billing: Address, shipping: Address, needsShipping: boolean): { status: number; code: string; message: string; data: Record<string, unknown> } | undefined {
  if (needsShipping && shipping.country && !SHIPPING_COUNTRIES.includes(shipping.country)) {
    return { status: 400, code: 'woocommerce_rest_invalid_address_country', message: `Sorry, we do not ship orders to the provided country (${countryName(shipping.country)})`, data: { allowed_countries: [...SHIPPING_COUNTRIES] } };
  }
  if (!ALLOWED_COUNTRIES.includes(billing.country ?? '')) {
    return { status: 400, code: 'woocommerce_rest_invalid_address_country', message: `Sorry, we do not allow orders from the provided country (${countryName(billing.country ?? '')})`, data: { allowed_countries: [...ALLOWED_COUNTRIES] } };
  }
  const errors: Record<string, string[]> = {};
  if (needsShipping) {
    const m = missingFields(shipping);
    if (m.length) errors.shipping = m;
  }
  const b = missingFields(billing);
  if (b.length) errors.billing = b;
  const first = Object.keys(errors)[0];
  if (!first) return undefined;
  return {
    status: 400,
    code: 'woocommerce_rest_invalid_address',
    message: `There was a problem with the provided ${first === 'shipping' ? 'shipping address' : 'billing address'}: ${esc(errors[first]!.join(', '))}`,
    data: { errors },
  };
}

/** `wc_generate_order_key`: "wc_order_" and 13 letters and digits. */
export function newOrderKey(): string {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(13);
  return `wc_order_${[...bytes].map((b) => chars[b % chars.length]).join('')}`;
}

/** The priced cart (cartResponse's body) as the order's lines, coupons and totals. */
export function orderFromCart(
  cart: Record<string, any>,
  base: Omit<NewOrder, 'lines' | 'coupons' | 'totals' | 'total' | 'currency' | 'shipping_rate_id' | 'shipping_rate_name'>,
): NewOrder {
  const lines: OrderLine[] = (cart.items as Record<string, any>[]).map((i) => ({
    product_id: Number(i.id),
    name: String(i.name),
    quantity: Number(i.quantity),
    price: Number(i.prices.price),
    subtotal: Number(i.totals.line_subtotal),
    subtotal_tax: Number(i.totals.line_subtotal_tax),
    total: Number(i.totals.line_total),
    total_tax: Number(i.totals.line_total_tax),
  }));
  const rate = ((cart.shipping_rates?.[0]?.shipping_rates ?? []) as Record<string, any>[]).find((r) => r.selected);
  const t = cart.totals as Record<string, any>;
  const totals = {
    subtotal: t.total_items,
    total_discount: t.total_discount,
    total_shipping: t.total_shipping ?? '0',
    total_fees: t.total_fees,
    total_tax: t.total_tax,
    total_refund: '0',
    total_price: t.total_price,
    total_items: String(lines.reduce((s, l) => s + l.total, 0)),
    total_items_tax: t.total_tax,
    total_fees_tax: t.total_fees_tax,
    total_discount_tax: t.total_discount_tax,
    total_shipping_tax: t.total_shipping_tax ?? '0',
    tax_lines: t.tax_lines,
  };
  return {
    ...base,
    lines,
    coupons: JSON.stringify((cart.coupons as Record<string, any>[]).map((c) => ({ code: c.code, discount_type: c.discount_type, total_discount: c.totals.total_discount, total_discount_tax: c.totals.total_discount_tax }))),
    totals: JSON.stringify(totals),
    total: Number(t.total_price),
    currency: String(t.currency_code),
    shipping_rate_id: rate ? String(rate.rate_id) : '',
    shipping_rate_name: rate ? String(rate.name) : '',
  };
}

export interface PaymentResultShape {
  payment_status: 'success' | 'failure' | 'pending' | 'error';
  payment_details: { key: string; value: string }[];
  redirect_url: string;
}

const parseAddress = (json: string, kind: AddressKind): Address => {
  try {
    return { ...emptyAddress(kind, ''), ...(JSON.parse(json) as Address) };
  } catch {
    return emptyAddress(kind, '');
  }
};

/** CheckoutSchema::get_checkout_response: the order after (or without) payment. */
export function checkoutResponse(order: OrderRow, paymentResult: PaymentResultShape | null): Record<string, unknown> {
  return {
    order_id: order.id,
    status: order.status,
    order_key: order.order_key,
    order_number: String(order.id),
    customer_note: order.customer_note,
    customer_id: order.customer_id,
    billing_address: parseAddress(order.billing, 'billing'),
    shipping_address: parseAddress(order.shipping, 'shipping'),
    payment_method: order.payment_method,
    payment_result: paymentResult,
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
  };
}

/** CheckoutSchema::get_draft_response: before an order exists (`GET` / `PUT checkout`). */
export function draftResponse(args: { customerId: number; customerNote: string; paymentMethod: string; billing: Address; shipping: Address; cart: unknown }): Record<string, unknown> {
  return {
    order_id: 0,
    status: 'checkout-draft',
    order_key: '',
    order_number: '0',
    customer_note: args.customerNote,
    customer_id: args.customerId,
    billing_address: args.billing,
    shipping_address: args.shipping,
    payment_method: args.paymentMethod,
    payment_result: null,
    additional_fields: {},
    __experimentalCart: args.cart,
    extensions: {},
  };
}

const money = (n: number) => String(n);

/** OrderSchema::get_item_response (the `order/{id}` route), with OrderItemSchema's items and OrderCouponSchema's coupons. */
export function orderResponse(order: OrderRow): Record<string, unknown> {
  let totals: Record<string, unknown> = {};
  let coupons: Record<string, any>[] = [];
  try {
    totals = JSON.parse(order.totals) as Record<string, unknown>;
    coupons = JSON.parse(order.coupons) as Record<string, any>[];
  } catch {
    /* stored by this module: always JSON */
  }
  const items = order.lines.map((l) => {
    const p = shopProduct(l.product_id);
    return {
      key: order.order_key,
      id: l.id,
      quantity: l.quantity,
      quantity_limits: { minimum: l.quantity, maximum: l.quantity, multiple_of: 1, editable: false },
      name: l.name,
      short_description: '',
      description: '',
      sku: '',
      low_stock_remaining: null,
      backorders_allowed: false,
      show_backorder_badge: false,
      sold_individually: false,
      permalink: p ? `/product/${p.slug}/` : '',
      images: p ? [{ id: 1000 + p.id, src: p.image, thumbnail: p.image, srcset: '', sizes: '', thumbnail_srcset: '', thumbnail_sizes: '', name: p.slug, alt: '' }] : [],
      variation: [],
      item_data: [],
      prices: { price: money(l.price), regular_price: money(l.price), sale_price: money(l.price), price_range: null, ...CURRENCY, raw_prices: { precision: 6, price: money(l.price * 10000), regular_price: money(l.price * 10000), sale_price: money(l.price * 10000) } },
      totals: { line_subtotal: money(l.subtotal), line_subtotal_tax: money(l.subtotal_tax), line_total: money(l.total), line_total_tax: money(l.total_tax), ...CURRENCY },
      catalog_visibility: 'visible',
    };
  });
  const needsPayment = order.status === 'pending' && order.total > 0;
  return {
    id: order.id,
    status: order.status,
    items,
    coupons: coupons.map((c) => ({ code: c.code, discount_type: c.discount_type, totals: { total_discount: c.total_discount, total_discount_tax: c.total_discount_tax, ...CURRENCY } })),
    fees: [],
    totals: { ...totals, ...CURRENCY },
    shipping_address: parseAddress(order.shipping, 'shipping'),
    billing_address: parseAddress(order.billing, 'billing'),
    needs_payment: needsPayment,
    needs_shipping: order.shipping_rate_id !== '',
    payment_requirements: ['products'],
    errors: [],
  };
}
