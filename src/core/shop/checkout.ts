/**
 * <wc-checkout>'s rules (issue 33), pure: the spec constants in one place, the address form per
 * country (a Dutch form by default: postcode, house number with addition, street, city; `address_1`
 * = street + number + addition as WooCommerce stores it), field checks as the visitor types, the
 * checkout request as WooCommerce 11.0.1's Store API takes it (`POST wc/store/v1/checkout`,
 * CheckoutSchema.php), its answer read (an order, field errors from `data.params` / `data.details`,
 * a stock or cart refusal, no usable answer, garbage), and the idempotency rules that make one
 * order per press.
 */
import { describe, isPlainObject, looseBoolean, type Parsed } from '../shared/parsed';
import { safeLink, SHOP_URL_DEFAULT, type TaxDisplay } from './cart-page';
import { readAddress, safeUrl, type Cart } from './cart';
import { CLIENT_ERRORS, isRetryable, type StoreError } from './errors';
import { DEFAULT_COUNTRIES, readCountries } from './countries';
import { serverText } from './text';

export { DEFAULT_COUNTRIES, readCountries };

// ---- spec constants -----------------------------------------------------------------------------

/** The Store API route (WC Routes/V1/Checkout.php `get_path`: `/checkout`). */
export const CHECKOUT_ROUTE = 'checkout';
/** Time one place-order try may take (ms): payment gateways answer slowly; WooCommerce's block has no limit. */
export const PLACE_ORDER_TIMEOUT_MS = 30_000;
/** Repeats sent by themselves after a try that got no answer (with the same Idempotency-Key). */
export const PLACE_ORDER_RETRIES = 1;
/** Wait before that repeat (ms). */
export const PLACE_ORDER_RETRY_DELAY_MS = 1000;
/** sessionStorage key of what the visitor typed (kept while on the page; a reload loses nothing). */
export const CHECKOUT_STORAGE_KEY = 'se_wc_checkout';
/** sessionStorage key of the placed order (the order-received view after a reload). */
export const ORDER_STORAGE_KEY = 'se_wc_checkout_order';
/** The default country (a Dutch shop). */
export const DEFAULT_COUNTRY = 'NL';
/** WooCommerce's payment method ids the demo uses: cash on pick-up and bank transfer. */
export const PAYMENT_COD = 'cod';
export const PAYMENT_BACS = 'bacs';
/** Shipping methods that are pick-up (WC LocalPickupUtils: `pickup_location`, `local_pickup`). */
export const LOCAL_PICKUP_METHODS: readonly string[] = ['local_pickup', 'pickup_location'];
/** Longest order note kept (characters). */
export const ORDER_NOTE_MAX = 2000;
/**
 * The phone field, as WooCommerce's `woocommerce_checkout_phone_field` option names it: asked and
 * required, asked, or not asked. A fresh WooCommerce 11 requires it; the tag asks it (optional)
 * unless told, so a shop that requires it still gets the API's "phone is required" on the field.
 */
export const PHONE_FIELD_VALUES = ['required', 'optional', 'hidden'] as const;
export type PhoneField = (typeof PHONE_FIELD_VALUES)[number];
export const PHONE_FIELD_DEFAULT: PhoneField = 'optional';
/** WooCommerce's status codes of a checkout answer by payment status (CheckoutTrait::prepare_item_for_response). */
export const PAYMENT_STATUS_HTTP = { success: 200, pending: 202, failure: 400, error: 500 } as const;

// ---- the address form ---------------------------------------------------------------------------

/** An address field as the form shows it. `street`, `house_number`, `house_number_addition` make `address_1`. */
export type AddressKey =
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'postcode'
  | 'house_number'
  | 'house_number_addition'
  | 'street'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'state'
  | 'country'
  | 'phone';

export interface AddressField {
  key: AddressKey;
  required: boolean;
  autocomplete: string;
  /** The field's check beyond "required" (see {@link checkField}). */
  kind?: 'postcode' | 'house_number' | 'phone';
  inputMode?: 'numeric' | 'tel' | 'text';
  /** Half-width on wide screens (two in a row). */
  half?: boolean;
  /** Quarter-width on wide screens (house number and addition beside the postcode). */
  quarter?: boolean;
}

/** How one country's address is asked: its fields in order, its postcode pattern, its postcode's shape. */
export interface CountryForm {
  country: string;
  /** House number apart from the street (the Dutch form: postcode + number first). */
  splitNumber: boolean;
  /** Postcode check (upper-cased, trimmed input); null: any non-empty text. */
  postcode: RegExp | null;
  postcodeRequired: boolean;
  stateRequired: boolean;
  fields: AddressField[];
}

const NAME_FIELDS: AddressField[] = [
  { key: 'first_name', required: true, autocomplete: 'given-name', half: true },
  { key: 'last_name', required: true, autocomplete: 'family-name', half: true },
];

/** Per-country units: postcode pattern, split house number, state. Others get the generic form. */
export const COUNTRY_UNITS: Readonly<Record<string, { postcode: RegExp | null; splitNumber: boolean; postcodeRequired: boolean; stateRequired: boolean }>> = {
  NL: { postcode: /^\d{4} ?[A-Z]{2}$/, splitNumber: true, postcodeRequired: true, stateRequired: false },
  BE: { postcode: /^\d{4}$/, splitNumber: true, postcodeRequired: true, stateRequired: false },
  DE: { postcode: /^\d{5}$/, splitNumber: true, postcodeRequired: true, stateRequired: false },
  LU: { postcode: /^(L-?)?\d{4}$/, splitNumber: true, postcodeRequired: true, stateRequired: false },
  FR: { postcode: /^\d{5}$/, splitNumber: false, postcodeRequired: true, stateRequired: false },
  GB: { postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, splitNumber: false, postcodeRequired: true, stateRequired: false },
  US: { postcode: /^\d{5}(-\d{4})?$/, splitNumber: false, postcodeRequired: true, stateRequired: true },
};

/**
 * The address form of `country` (ISO 3166-1 alpha-2): the Dutch form for NL and its neighbours,
 * the generic one elsewhere; the phone last unless `phone` is hidden (as WooCommerce's Checkout
 * block asks it in both addresses).
 */
export function addressForm(country: string, phone: PhoneField = 'hidden'): CountryForm {
  const c = country.toUpperCase();
  const units = COUNTRY_UNITS[c] ?? { postcode: null, splitNumber: false, postcodeRequired: false, stateRequired: false };
  const fields: AddressField[] = [...NAME_FIELDS, { key: 'company', required: false, autocomplete: 'organization' }];
  if (units.splitNumber) {
    fields.push(
      { key: 'postcode', required: true, autocomplete: 'postal-code', kind: 'postcode', half: true },
      { key: 'house_number', required: true, autocomplete: 'address-line2', kind: 'house_number', inputMode: 'numeric', quarter: true },
      { key: 'house_number_addition', required: false, autocomplete: 'off', quarter: true },
      { key: 'street', required: true, autocomplete: 'address-line1' },
      { key: 'city', required: true, autocomplete: 'address-level2' },
    );
  } else {
    fields.push(
      { key: 'address_1', required: true, autocomplete: 'address-line1' },
      { key: 'address_2', required: false, autocomplete: 'address-line2' },
      { key: 'postcode', required: units.postcodeRequired, autocomplete: 'postal-code', kind: 'postcode', half: true },
      { key: 'city', required: true, autocomplete: 'address-level2', half: true },
    );
    if (units.stateRequired) fields.push({ key: 'state', required: true, autocomplete: 'address-level1' });
  }
  if (phone !== 'hidden') fields.push({ key: 'phone', required: phone === 'required', autocomplete: 'tel', kind: 'phone', inputMode: 'tel' });
  return { country: c, splitNumber: units.splitNumber, postcode: units.postcode, postcodeRequired: units.postcodeRequired, stateRequired: units.stateRequired, fields };
}

/** A postcode written as the country writes it ("1234ab" -> "1234 AB" in NL); other text trimmed and upper-cased. */
export function normalizePostcode(value: string, country: string): string {
  const t = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country.toUpperCase() === 'NL') {
    const m = /^(\d{4}) ?([A-Z]{2})$/.exec(t);
    if (m) return `${m[1]} ${m[2]}`;
  }
  return t;
}

/**
 * `address_1` as WooCommerce stores a Dutch address: "street number" with the addition after the
 * number, a single letter joined ("12A"), anything else after a hyphen ("12-2", "12-bis").
 */
export function composeAddress1(street: string, number: string, addition: string): string {
  const s = street.trim().replace(/\s+/g, ' ');
  const n = number.trim();
  const a = addition.trim().replace(/^[-\s]+/, '');
  const num = n && a ? (/^[a-z]$/i.test(a) ? `${n}${a.toUpperCase()}` : `${n}-${a}`) : n;
  return [s, num].filter(Boolean).join(' ');
}

/** Reads "Bakkerstraat 12A" / "Bakkerstraat 12-2" back into street, number, addition (prefill); the whole text is the street when no number ends it. */
export function splitAddress1(address1: string): { street: string; house_number: string; house_number_addition: string } {
  const t = address1.trim().replace(/\s+/g, ' ');
  // The addition: letters joined or after a space ("12A", "12 a"), anything after a hyphen ("12-2"); a number after a space is the house number.
  const m = /^(.*\S)\s(\d{1,6})(?:\s?([a-z]{1,3})|\s?-\s?([a-z0-9]{1,8}))?$/i.exec(t);
  if (!m) return { street: t, house_number: '', house_number_addition: '' };
  return { street: m[1]!.trim(), house_number: m[2]!, house_number_addition: (m[3] ?? m[4] ?? '').trim() };
}

/** What is wrong with a field: '' (nothing), or the reason (the widget words it). */
export type FieldProblem = '' | 'required' | 'email' | 'postcode' | 'house_number' | 'phone' | 'terms';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Checks one field's value as the visitor types (the browser's own checks come on top). */
export function checkField(field: Pick<AddressField, 'required' | 'kind'> & { key: string }, value: string, country: string): FieldProblem {
  const v = value.trim();
  if (v === '') return field.required ? 'required' : '';
  if (field.key === 'email') return EMAIL.test(v) ? '' : 'email';
  if (field.kind === 'postcode') {
    const pattern = addressForm(country).postcode;
    return pattern && !pattern.test(normalizePostcode(v, country)) ? 'postcode' : '';
  }
  if (field.kind === 'house_number') return /^\d{1,6}$/.test(v) ? '' : 'house_number';
  if (field.kind === 'phone' || field.key === 'phone') return /^[+()\d\s./-]{6,20}$/.test(v) && /\d{6,}/.test(v.replace(/\D/g, '')) ? '' : 'phone';
  return '';
}

/** The visitor's typed address (form keys; strings). */
export type AddressDraft = Partial<Record<AddressKey, string>>;

/** WooCommerce's address keys (BillingAddressSchema; shipping has no email). */
export const WC_ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;

/** The draft as WooCommerce's address object (`address_1` composed for the split form). */
export function toWcAddress(draft: AddressDraft): Record<(typeof WC_ADDRESS_KEYS)[number], string> {
  const country = (draft.country || DEFAULT_COUNTRY).toUpperCase();
  const form = addressForm(country);
  const get = (k: AddressKey) => (draft[k] ?? '').trim();
  return {
    first_name: get('first_name'),
    last_name: get('last_name'),
    company: get('company'),
    address_1: form.splitNumber ? composeAddress1(get('street'), get('house_number'), get('house_number_addition')) : get('address_1'),
    address_2: form.splitNumber ? '' : get('address_2'),
    city: get('city'),
    state: form.stateRequired || !form.splitNumber ? get('state') : '',
    postcode: normalizePostcode(get('postcode'), country),
    country,
    phone: get('phone'),
  };
}

/** A saved WooCommerce address (the cart answer's) as a draft of the form (address_1 split for the Dutch form). */
export function fromWcAddress(address: Record<string, string>): AddressDraft {
  const country = (address.country || DEFAULT_COUNTRY).toUpperCase();
  const d: AddressDraft = {};
  for (const k of WC_ADDRESS_KEYS) if (address[k]) d[k] = address[k];
  d.country = country;
  if (addressForm(country).splitNumber && address.address_1) Object.assign(d, splitAddress1(address.address_1));
  return d;
}

/** Checks a whole address draft: the problems by form key (only fields with one). */
export function checkAddress(draft: AddressDraft, phone: PhoneField = 'hidden'): Partial<Record<AddressKey, FieldProblem>> {
  const country = (draft.country || DEFAULT_COUNTRY).toUpperCase();
  const out: Partial<Record<AddressKey, FieldProblem>> = {};
  for (const f of addressForm(country, phone).fields) {
    const p = checkField(f, draft[f.key] ?? '', country);
    if (p) out[f.key] = p;
  }
  return out;
}

// ---- the request ---------------------------------------------------------------------------------

export interface CheckoutDraft {
  email: string;
  billing: AddressDraft;
  /** Ship to a different address: the shipping address is its own; else the billing one is sent as both. */
  shipToDifferent: boolean;
  shipping: AddressDraft;
  note: string;
  paymentMethod: string;
  terms: boolean;
  /** The "create an account" box (the password is never part of the draft: it is not kept). */
  createAccount: boolean;
}

export function emptyDraft(country = DEFAULT_COUNTRY): CheckoutDraft {
  return { email: '', billing: { country }, shipToDifferent: false, shipping: { country }, note: '', paymentMethod: '', terms: false, createAccount: false };
}

/** Whether this order makes an account: always when the shop requires one, else when the box is ticked. */
export const makesAccount = (config: Pick<WcCheckoutConfig, 'createAccount'>, draft: Pick<CheckoutDraft, 'createAccount'>): boolean =>
  config.createAccount === 'required' || (config.createAccount === 'optional' && draft.createAccount);

/** The account password's problem, when the checkout asks one: none, missing, or too short. */
export function accountPasswordProblem(password: string): '' | 'required' | 'short' {
  if (password === '') return 'required';
  return password.length < ACCOUNT_PASSWORD_MIN ? 'short' : '';
}

/** The body of `POST wc/store/v1/checkout` (CheckoutSchema: billing_address with email, shipping_address, customer_note, payment_method, payment_data). */
export function checkoutRequest(draft: CheckoutDraft, account?: { create: boolean; password: string }): Record<string, unknown> {
  const billing = { ...toWcAddress(draft.billing), email: draft.email.trim() };
  const shipping = draft.shipToDifferent ? toWcAddress(draft.shipping) : toWcAddress(draft.billing);
  return {
    billing_address: billing,
    shipping_address: shipping,
    customer_note: draft.note.slice(0, ORDER_NOTE_MAX),
    payment_method: draft.paymentMethod,
    payment_data: [],
    // CheckoutSchema's create_account and customer_password (none when the shop makes the password)
    ...(account?.create ? { create_account: true, ...(account.password ? { customer_password: account.password } : {}) } : {}),
  };
}

/** Reads a stored draft (sessionStorage) loosely: anything missing or of the wrong kind is the empty draft's. */
export function readDraft(raw: unknown, country = DEFAULT_COUNTRY): CheckoutDraft {
  const base = emptyDraft(country);
  if (!isPlainObject(raw)) return base;
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, ORDER_NOTE_MAX) : '');
  const addr = (v: unknown): AddressDraft => {
    const o = isPlainObject(v) ? v : {};
    const d: AddressDraft = {};
    for (const f of [...addressForm('NL').fields, ...addressForm('US').fields]) if (typeof o[f.key] === 'string') d[f.key] = str(o[f.key]);
    for (const k of ['country', 'phone', 'state'] as const) if (typeof o[k] === 'string') d[k] = str(o[k]);
    if (!d.country) d.country = country;
    return d;
  };
  return {
    email: str(raw.email),
    billing: addr(raw.billing),
    shipToDifferent: looseBoolean(raw.shipToDifferent) ?? false,
    shipping: addr(raw.shipping),
    note: str(raw.note),
    paymentMethod: str(raw.paymentMethod),
    terms: false, // never kept: the visitor agrees again on this page view
    createAccount: looseBoolean(raw.createAccount) ?? false,
  };
}

/** True when the cart's selected rates are all pick-up (no delivery address needed, as WC's validate_addresses). */
export function isPickup(cart: Pick<Cart, 'shipping_rates' | 'needs_shipping'>): boolean {
  if (!cart.needs_shipping) return true;
  const chosen = cart.shipping_rates.map((p) => p.shipping_rates.find((r) => r.selected) ?? p.shipping_rates[0]).filter((r) => r !== undefined);
  return chosen.length > 0 && chosen.every((r) => LOCAL_PICKUP_METHODS.includes(r.method_id) || LOCAL_PICKUP_METHODS.some((m) => r.rate_id.startsWith(`${m}:`)));
}

// ---- the answer ---------------------------------------------------------------------------------

export interface PlacedOrder {
  order_id: number;
  order_key: string;
  order_number: string;
  status: string;
  customer_note: string;
  payment_method: string;
  payment_status: string;
  payment_details: { key: string; value: string }[];
  /** An http(s) or relative URL, or "". */
  redirect_url: string;
  billing_address: Record<string, string>;
  shipping_address: Record<string, string>;
}

/** Where a field error goes: the contact e-mail, a field of the billing or shipping address, the terms. */
export interface FieldError {
  group: 'billing' | 'shipping' | 'contact';
  /** A WooCommerce address key (`address_1`, `postcode`, …), `email` or `password` for the contact group, or '' when only the group is known. */
  key: string;
  message: string;
  /** The API's code when the field's text depends on it (an account refused at checkout). */
  code?: string;
}

export type CheckoutAnswer =
  /** The order was made (`payment_status` success or pending). */
  | { kind: 'placed'; order: PlacedOrder }
  /** The API named the fields it refused (`rest_invalid_param` / `woocommerce_rest_invalid_address` / e-mail). */
  | { kind: 'fields'; errors: FieldError[]; error: StoreError }
  /** The cart changed under the visitor (stock, coupons, 409 with the cart as it now stands). */
  | { kind: 'cart'; error: StoreError; cart?: Cart }
  /** The payment was refused (`payment_status` failure/error, or the gateway's error). */
  | { kind: 'payment'; error: StoreError }
  /** No usable answer (offline, timeout, 5xx, 429): the order may or may not exist; repeat with the same key. */
  | { kind: 'lost'; error: StoreError }
  /** Any other refusal (nonce, guest checkout disabled, empty cart, missing payment method). */
  | { kind: 'refused'; error: StoreError };

const ADDRESS_PARAMS: Record<string, FieldError['group']> = { billing_address: 'billing', shipping_address: 'shipping' };

/** Detail codes of an address refusal (AbstractAddressSchema::validate_callback) and the field each names. */
const DETAIL_FIELDS: Record<string, string> = {
  invalid_postcode: 'postcode',
  invalid_phone: 'phone',
  invalid_email: 'email',
  invalid_state: 'state',
  invalid_country: 'country',
};

/**
 * The field an address message of `woocommerce_rest_invalid_address` is about: WooCommerce writes
 * "{label} is required" (OrderController::validate_address_fields, the locale's labels in the
 * site's language), so the label says the field. English and Dutch labels; '' when unknown.
 */
const FIELD_LABELS: readonly [RegExp, string][] = [
  [/^(first name|voornaam)\b/i, 'first_name'],
  [/^(last name|achternaam)\b/i, 'last_name'],
  [/^(company( name)?|bedrijfsnaam|bedrijf)\b/i, 'company'],
  [/^(country( \/ region)?|land( \/ regio)?)\b/i, 'country'],
  [/^(street address|straat( en huisnummer)?|adres)\b/i, 'address_1'],
  [/^(apartment|appartement)/i, 'address_2'],
  [/^(town \/ city|city|plaats|stad)\b/i, 'city'],
  [/^(state( \/ county)?|county|province|provincie)\b/i, 'state'],
  [/^(postcode( \/ zip)?|zip( code)?)\b/i, 'postcode'],
  [/^(phone|telefoon(nummer)?)\b/i, 'phone'],
  [/^(email address|e-mailadres|email)\b/i, 'email'],
];
export const fieldOfMessage = (message: string): string => FIELD_LABELS.find(([re]) => re.test(message.trim()))?.[1] ?? '';

/** Codes of a refusal about the cart's contents (stock, coupons, items): the cart is read again. */
export const CART_ERROR_CODES: readonly string[] = [
  'woocommerce_rest_product_out_of_stock',
  'woocommerce_rest_out_of_stock',
  'woocommerce_rest_product_partially_out_of_stock',
  'woocommerce_rest_cart_product_no_stock',
  'woocommerce_rest_cart_item_error',
  'woocommerce_rest_cart_coupon_errors',
  'woocommerce_rest_order_coupon_errors',
  'woocommerce_rest_coupon_reserve_failed',
  'woocommerce_rest_cart_error',
  'woocommerce_rest_invalid_shipping_option',
  'woocommerce_product_no_stock',
];

/** The empty-cart refusal (OrderController / CartController::validate_cart_not_empty). */
export const CART_EMPTY = 'woocommerce_rest_cart_empty';

const obj = (v: unknown): Record<string, unknown> => (isPlainObject(v) ? v : {});
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : []);

/** Reads a successful checkout body into the placed order; null when it is no order (no id or key). */
export function readOrder(data: unknown): PlacedOrder | null {
  if (!isPlainObject(data)) return null;
  const id = typeof data.order_id === 'number' ? data.order_id : typeof data.order_id === 'string' && /^\d+$/.test(data.order_id) ? Number(data.order_id) : 0;
  const key = text(data.order_key);
  if (!(id > 0) || !/^[\w-]{1,80}$/.test(key)) return null;
  const pr = obj(data.payment_result);
  return {
    order_id: id,
    order_key: key,
    order_number: serverText(data.order_number) || String(id),
    status: text(data.status).replace(/^wc-/, ''),
    customer_note: serverText(data.customer_note),
    payment_method: text(data.payment_method),
    payment_status: text(pr.payment_status),
    payment_details: list(pr.payment_details)
      .map((d) => ({ key: serverText(obj(d).key), value: serverText(obj(d).value) }))
      .filter((d) => d.key !== ''),
    redirect_url: safeUrl(pr.redirect_url),
    billing_address: readAddress(data.billing_address),
    shipping_address: readAddress(data.shipping_address),
  };
}

/** The field errors a refusal names: `data.params` / `data.details` (rest_invalid_param), `data.errors` (invalid address), e-mail codes. */
export function readFieldErrors(code: string, message: string, data: Record<string, unknown>): FieldError[] {
  const out: FieldError[] = [];
  if (code === 'woocommerce_rest_missing_email_address' || code === 'woocommerce_rest_invalid_email_address') return [{ group: 'contact', key: 'email', message }];
  // wc_create_new_customer's refusals of an account made at checkout
  if (code === 'registration-error-email-exists' || code === 'registration-error-invalid-email') return [{ group: 'contact', key: 'email', message, code }];
  if (/^registration-error-(missing|invalid|weak)-password$/.test(code)) return [{ group: 'contact', key: 'password', message, code }];
  if (code === 'woocommerce_rest_invalid_address') {
    const errors = obj(data.errors);
    for (const g of ['billing', 'shipping'] as const)
      for (const m of list(errors[g])) {
        const message = serverText(m);
        const key = fieldOfMessage(message);
        out.push(g === 'billing' && key === 'email' ? { group: 'contact', key, message } : { group: g, key, message });
      }
    if (!out.length) out.push({ group: /shipping address/i.test(message) ? 'shipping' : 'billing', key: '', message });
    return out;
  }
  if (code !== 'rest_invalid_param') return out;
  const params = obj(data.params);
  const details = obj(data.details);
  for (const [param, value] of Object.entries(params)) {
    // "billing_address", "billing_address.postcode", "billing_address[postcode]"
    const m = /^(billing_address|shipping_address|additional_fields|payment_method|customer_note)(?:\.|\[)?([a-z0-9_]*)\]?$/.exec(param);
    if (!m) continue;
    const group = ADDRESS_PARAMS[m[1]!] ?? 'contact';
    if (m[1] === 'payment_method' || m[1] === 'customer_note') {
      out.push({ group: 'contact', key: m[1], message: serverText(value) });
      continue;
    }
    if (m[2]) {
      out.push(group === 'billing' && m[2] === 'email' ? { group: 'contact', key: 'email', message: serverText(value) } : { group, key: m[2], message: serverText(value) });
      continue;
    }
    if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) out.push(group === 'billing' && k === 'email' ? { group: 'contact', key: 'email', message: serverText(v) } : { group, key: k, message: serverText(v) });
      continue;
    }
    // One message for the group; the details say which fields (a WP_Error as rest_convert_error_to_response writes it).
    const d = obj(details[param]);
    const found: FieldError[] = [];
    const each = [d, ...list(d.additional_errors)].map(obj);
    for (const e of each) {
      const ecode = text(e.code);
      const key = text(obj(e.data).key) || DETAIL_FIELDS[ecode] || (/^invalid_([a-z0-9_]+)$/.exec(ecode)?.[1] ?? '');
      if (!ecode && !key) continue;
      const fe: FieldError = group === 'billing' && key === 'email' ? { group: 'contact', key: 'email', message: serverText(e.message) } : { group, key, message: serverText(e.message) || serverText(value) };
      found.push(fe);
    }
    out.push(...(found.length ? found : [{ group, key: '', message: serverText(value) }]));
  }
  return out;
}

/**
 * Reads what `POST checkout` answered (the client's StoreResult: an ok body, or a StoreError whose
 * `data` holds the refusal's details). Never throws.
 */
export function readCheckoutAnswer(result: { ok: true; status: number; data: unknown } | { ok: false; error: StoreError }): CheckoutAnswer {
  if (result.ok) {
    const order = readOrder(result.data);
    if (!order) return { kind: 'lost', error: { code: CLIENT_ERRORS.unparseable, message: '', status: result.status } };
    if (order.payment_status === 'failure' || order.payment_status === 'error') return { kind: 'payment', error: { code: `payment_${order.payment_status}`, message: '', status: result.status } };
    return { kind: 'placed', order };
  }
  const error = result.error;
  const data = obj(error.data);
  // A refusal whose body is still a checkout answer: the gateway refused the payment (payment_status failure/error).
  const order = readOrder(error.data);
  if (order && (order.payment_status === 'failure' || order.payment_status === 'error')) {
    const said = order.payment_details.find((d) => d.key === 'message' || d.key === 'errorMessage');
    const { data: _d, ...rest } = error;
    return { kind: 'payment', error: { ...rest, code: `payment_${order.payment_status}`, message: said?.value ?? '' } };
  }
  if (error.code === CLIENT_ERRORS.unparseable || isRetryable(error) || (error.code === CLIENT_ERRORS.http && error.status >= 500)) return { kind: 'lost', error };
  const fields = readFieldErrors(error.code, error.message, data);
  if (fields.length) return { kind: 'fields', errors: fields, error };
  if (error.code === 'woocommerce_rest_checkout_process_payment_error') return { kind: 'payment', error };
  // WooCommerce 11.0.1 answers an empty cart 409 with the (empty) cart, as its cart errors: not a changed
  // cart but nothing left to order (after a lost answer: the order was most likely placed).
  if (error.code === CART_EMPTY) return { kind: 'refused', error };
  if (CART_ERROR_CODES.includes(error.code) || error.status === 409) return error.cart ? { kind: 'cart', error, cart: error.cart } : { kind: 'cart', error };
  return { kind: 'refused', error };
}

/**
 * Whether to follow an order's `payment_result.redirect_url`: an off-site payment page, or a page
 * of this site that is not the order-received page of this order (WooCommerce's own cod and bacs
 * answer that page; the tag shows its own order-received view instead).
 */
export function shouldFollowRedirect(order: Pick<PlacedOrder, 'redirect_url' | 'order_key'>, pageOrigin: string): boolean {
  const url = order.redirect_url;
  if (!url) return false;
  let u: URL;
  try {
    u = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  if (u.origin !== pageOrigin) return true;
  const received = /order-received/.test(u.pathname + u.search) && (u.searchParams.get('key') === order.order_key || !u.searchParams.has('key'));
  return !received;
}

// ---- bank transfer ------------------------------------------------------------------------------

/** One bank account as WooCommerce's `woocommerce_bacs_accounts` option holds it. */
export interface BankAccount {
  account_name: string;
  bank_name: string;
  iban: string;
  bic: string;
  account_number: string;
  sort_code: string;
}

const BANK_KEYS: Record<string, keyof BankAccount> = {
  account_name: 'account_name',
  accountname: 'account_name',
  bank_name: 'bank_name',
  bankname: 'bank_name',
  bank: 'bank_name',
  iban: 'iban',
  bic: 'bic',
  swift: 'bic',
  bic_swift: 'bic',
  account_number: 'account_number',
  sort_code: 'sort_code',
};

/** Reads bank accounts (the config's list, or an answer's payment_details as key/value pairs) loosely; accounts without an IBAN or number are dropped. */
export function readBankAccounts(raw: unknown): BankAccount[] {
  const rows = Array.isArray(raw) ? raw : isPlainObject(raw) ? [raw] : [];
  // payment_details: [{key, value}, …] is one account.
  if (rows.length && rows.every((r) => isPlainObject(r) && 'key' in r && 'value' in r)) {
    const one: Record<string, unknown> = {};
    for (const r of rows as Record<string, unknown>[]) one[text(r.key).toLowerCase()] = r.value;
    return readBankAccounts([one]);
  }
  const out: BankAccount[] = [];
  for (const r of rows) {
    const o = obj(r);
    const a: BankAccount = { account_name: '', bank_name: '', iban: '', bic: '', account_number: '', sort_code: '' };
    for (const [k, v] of Object.entries(o)) {
      const target = BANK_KEYS[k.toLowerCase()];
      if (target) a[target] = serverText(v).slice(0, 80);
    }
    if (a.iban || a.account_number) out.push(a);
  }
  return out;
}

/** An IBAN in groups of four ("NL91 ABNA 0417 1643 00"). */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

// ---- one order per press: the idempotency rules -------------------------------------------------

/** The key state kept between presses (and in sessionStorage, so a reload after a lost answer keeps it). */
export interface AttemptState {
  /** The key of the attempt whose answer was lost; '' when the next press is a new attempt. */
  key: string;
}

/**
 * The key a press sends: the kept key while the last attempt's answer was lost (the server may
 * have made the order; the same key makes it answer that order), else a new one.
 */
export function keyForPress(state: AttemptState, newKey: () => string): string {
  return state.key || newKey();
}

/**
 * The state after an attempt with `key` ended with `answer`: the key is kept only when no usable
 * answer came (the order may exist); any answer the server gave (an order, a refusal) ends the attempt.
 */
export function afterAnswer(key: string, answer: CheckoutAnswer['kind']): AttemptState {
  return { key: answer === 'lost' ? key : '' };
}

/**
 * A repeat of a lost attempt answered "the cart is empty": on a server that ignores the key (real
 * WooCommerce), the first try most likely made the order and emptied the cart. The tag says so
 * rather than asking the visitor to order again.
 */
export function probablyPlaced(repeatOfLost: boolean, answer: CheckoutAnswer): boolean {
  return repeatOfLost && answer.kind === 'refused' && answer.error.code === CART_EMPTY;
}

/** Reads the stored attempt state loosely. */
export function readAttemptState(raw: unknown): AttemptState {
  const k = isPlainObject(raw) ? raw.key : undefined;
  return { key: typeof k === 'string' && /^[\w-]{8,80}$/.test(k) ? k : '' };
}

/** The order-received view: the order and what was bought (formatted when the order was placed), kept in sessionStorage for a reload. */
export interface ReceivedView {
  /** The checkout answer's body (read with {@link readOrder}). */
  answer: unknown;
  order: PlacedOrder;
  lines: { name: string; quantity: number; total: string }[];
  totals: { label: string; value: string }[];
}

/** Reads a stored order-received view loosely; null when it holds no order. */
export function readReceivedView(raw: unknown): ReceivedView | null {
  if (!isPlainObject(raw)) return null;
  const order = readOrder(raw.answer);
  if (!order) return null;
  const lines = list(raw.lines).slice(0, 200).map((l) => {
    const o = obj(l);
    return { name: serverText(o.name), quantity: typeof o.quantity === 'number' && Number.isFinite(o.quantity) ? o.quantity : 0, total: text(o.total) };
  });
  const totals = list(raw.totals).slice(0, 20).map((t) => ({ label: text(obj(t).label), value: text(obj(t).value) }));
  return { answer: raw.answer, order, lines, totals };
}

// ---- the tag's config ---------------------------------------------------------------------------

/** <wc-checkout>'s config: its attributes and the JSON config (bank accounts, payment method texts, countries). */
export interface WcCheckoutConfig {
  shopUrl: string;
  termsUrl: string;
  loginUrl: string;
  /** Countries offered in the address forms (ISO codes), the first the default. */
  countries: string[];
  /** True when the attribute or the config named the countries (else the page's WooCommerce list may). */
  countriesGiven: boolean;
  taxDisplay: TaxDisplay;
  nonce: string;
  /** The shop's bank accounts for bank transfer (WooCommerce's `woocommerce_bacs_accounts`). */
  bankAccounts: BankAccount[];
  /** Titles and descriptions of payment methods by id (else the tag's own texts, else the id). */
  paymentMethods: Record<string, { title: string; description: string }>;
  /** The phone field: the `phone` attribute, else the config's `phone_field` (WooCommerce's option), else optional. */
  phone: PhoneField;
  /**
   * An account made with the order (WooCommerce's `woocommerce_enable_signup_and_login_from_checkout`,
   * and with guest checkout off `required`): not offered, a "create an account" box, or always.
   */
  createAccount: CreateAccount;
  /** The shop makes the account's password (`woocommerce_registration_generate_password`): no password field. */
  generatePassword: boolean;
}

export const CREATE_ACCOUNT_VALUES = ['no', 'optional', 'required'] as const;
export type CreateAccount = (typeof CREATE_ACCOUNT_VALUES)[number];
/** The shortest account password the checkout sends (the reference backend's; WooCommerce leaves it to its strength meter). */
export const ACCOUNT_PASSWORD_MIN = 8;

/**
 * The shop's country list as WooCommerce prints it on a block checkout page
 * (`wcSettings.allowedCountries`: `{NL: "Nederland", …}`, names HTML-escaped): codes in the shop's
 * order (the default country first when it is among them) and their names. None when absent.
 */
export function readPrintedCountries(raw: unknown, preferred = DEFAULT_COUNTRY): { codes: string[]; names: Record<string, string> } {
  if (!isPlainObject(raw)) return { codes: [], names: {} };
  const codes = readCountries(raw);
  const names: Record<string, string> = {};
  for (const c of codes) names[c] = serverText(raw[c]) || c;
  const sorted = codes.includes(preferred) ? [preferred, ...codes.filter((c) => c !== preferred)] : codes;
  return { codes: sorted, names };
}

/** Validates <wc-checkout>'s attributes and JSON config ({bank_accounts, payment_methods, countries, phone_field}, loose values read). */
export function parseWcCheckoutConfig({ json, props }: { json: unknown; props: Record<string, unknown> }): Parsed<WcCheckoutConfig> {
  if (json !== undefined && !isPlainObject(json)) return { ok: false, issue: { path: '(config)', expected: 'an object ({bank_accounts, payment_methods, countries})', got: describe(json) } };
  const tax = props.taxDisplay;
  if (tax !== undefined && tax !== 'incl' && tax !== 'excl') return { ok: false, issue: { path: 'tax-display', expected: 'one of "incl", "excl"', got: describe(tax) } };
  for (const k of ['shopUrl', 'termsUrl', 'loginUrl', 'nonce', 'countries'] as const) {
    const v = props[k];
    if (typeof v === 'string' && v.length > 2048) return { ok: false, issue: { path: k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), expected: 'at most 2048 characters', got: describe(v) } };
  }
  const o = (json ?? {}) as Record<string, unknown>;
  const attrCountries = typeof props.countries === 'string' ? readCountries(props.countries) : [];
  if (typeof props.countries === 'string' && props.countries.trim() !== '' && attrCountries.length === 0) {
    return { ok: false, issue: { path: 'countries', expected: 'country codes such as "NL,BE,DE"', got: describe(props.countries) } };
  }
  const countries = attrCountries.length ? attrCountries : readCountries(o.countries);
  // The attribute, else WooCommerce's option value as a plugin prints it; "" (an unset option) is the default.
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const [phonePath, phoneRaw]: [string, unknown] = given(props.phone) ? ['phone', props.phone] : given(o.phone_field) ? ['phone_field', o.phone_field] : ['', PHONE_FIELD_DEFAULT];
  const phone = PHONE_FIELD_VALUES.find((x) => typeof phoneRaw === 'string' && x === phoneRaw.trim().toLowerCase());
  if (phone === undefined) return { ok: false, issue: { path: phonePath, expected: 'one of "required", "optional", "hidden"', got: describe(phoneRaw) } };
  // "yes" reads as "optional" (WooCommerce's signup option as a plugin prints it); "" is the default.
  const accountRaw = given(props.createAccount) ? String(props.createAccount).trim().toLowerCase() : 'no';
  const createAccount = CREATE_ACCOUNT_VALUES.find((x) => x === (accountRaw === 'yes' ? 'optional' : accountRaw));
  if (createAccount === undefined) return { ok: false, issue: { path: 'create-account', expected: 'one of "no", "optional", "required"', got: describe(props.createAccount) } };
  const gen = props.generatePassword;
  const generatePassword = typeof gen === 'string' ? gen.trim().toLowerCase() === 'yes' || (looseBoolean(gen.trim()) ?? false) : gen === true;
  // Loose values are read ("" for an empty list as PHP writes it); a list of something else is refused.
  const banks = o.bank_accounts;
  if (banks !== undefined && banks !== '' && banks !== null && !(Array.isArray(banks) && banks.every(isPlainObject))) {
    return { ok: false, issue: { path: 'bank_accounts', expected: 'a list of {account_name, bank_name, iban, bic}', got: describe(banks) } };
  }
  if (isPlainObject(o.payment_methods)) {
    for (const [id, v] of Object.entries(o.payment_methods)) {
      const m = isPlainObject(v) ? v : null;
      if (typeof v !== 'string' && !(m && ['title', 'description'].every((k) => m[k] === undefined || typeof m[k] === 'string'))) {
        return { ok: false, issue: { path: `payment_methods.${id}`, expected: 'a title, or {title, description} as text', got: describe(v) } };
      }
    }
  } else if (o.payment_methods !== undefined && o.payment_methods !== '') {
    return { ok: false, issue: { path: 'payment_methods', expected: 'an object {id: {title, description}}', got: describe(o.payment_methods) } };
  }
  const methods: Record<string, { title: string; description: string }> = {};
  if (isPlainObject(o.payment_methods)) {
    for (const [id, v] of Object.entries(o.payment_methods)) {
      if (!/^[\w-]{1,64}$/.test(id)) continue;
      const m = isPlainObject(v) ? v : { title: v };
      methods[id] = { title: serverText(m.title).slice(0, 200), description: serverText(m.description).slice(0, 1000) };
    }
  }
  return {
    ok: true,
    value: {
      shopUrl: safeLink(props.shopUrl as string | undefined, SHOP_URL_DEFAULT),
      termsUrl: safeLink(props.termsUrl as string | undefined, ''),
      loginUrl: safeLink(props.loginUrl as string | undefined, ''),
      countries: countries.length ? countries : [...DEFAULT_COUNTRIES],
      countriesGiven: countries.length > 0,
      taxDisplay: (tax as TaxDisplay | undefined) ?? 'incl',
      nonce: typeof props.nonce === 'string' ? props.nonce : '',
      bankAccounts: readBankAccounts(o.bank_accounts),
      paymentMethods: methods,
      phone,
      createAccount,
      generatePassword,
    },
  };
}
