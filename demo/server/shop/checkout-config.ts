/**
 * The bakery's checkout settings, in one place (issue 33): the payment methods a WooCommerce 11.0.1
 * shop set up for the Netherlands would offer (`cod` and `bacs` are WooCommerce's own gateways, with
 * the titles the shop gave them), the bank details the `bacs` gateway shows on the order-received page
 * (`woocommerce_bacs_accounts`), a third demo method that sends the visitor to a (demo) bank and back,
 * the pages the order-received and bank URLs point at, and the countries the shop sells and ships to.
 */

export interface PaymentMethod {
  /** The gateway id (`payment_method` in requests and answers). */
  id: string;
  /** The gateway's title (`payment_method_title` of the order). */
  title: string;
  /** The order's status once the gateway has processed it (WC_Gateway_COD: processing; WC_Gateway_BACS: on-hold). */
  status: 'processing' | 'on-hold' | 'pending';
  /** Whether `payment_result.redirect_url` sends the visitor somewhere else than the order-received page. */
  redirect: boolean;
}

/** The enabled gateways, in WooCommerce's order (the first is the default, PaymentUtils::get_default_payment_method). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'cod', title: 'Betalen bij afhalen', status: 'processing', redirect: false },
  { id: 'bacs', title: 'Bankoverschrijving', status: 'on-hold', redirect: false },
  // A gateway like Mollie's iDEAL: the order stays pending until the bank sends the visitor back.
  { id: 'redirect', title: 'iDEAL (demobank)', status: 'pending', redirect: true },
];

export const paymentMethod = (id: string): PaymentMethod | undefined => PAYMENT_METHODS.find((m) => m.id === id);

/** The account `bacs` asks the customer to pay into (WooCommerce's "Our bank details" on the order-received page). */
export const BANK_DETAILS = {
  account_name: 'Bakkerij Zonneveld',
  bank_name: 'ABN AMRO',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
} as const;

/** The checkout page (`wc_get_checkout_url()`) on the demo site; the order-received page is its `order-received` endpoint. */
export const CHECKOUT_PAGE = '/afrekenen.html';
/** `WC_Order::get_checkout_order_received_url()` with plain permalinks: the checkout page, `order-received={id}` and `key`. */
export const orderReceivedUrl = (id: number, key: string) => `${CHECKOUT_PAGE}?order-received=${id}&key=${encodeURIComponent(key)}`;
/** The demo bank's page the `redirect` method sends the visitor to. */
export const DEMO_BANK_PATH = '/demobank';
export const demoBankUrl = (id: number, key: string) => `${DEMO_BANK_PATH}?order=${id}&key=${encodeURIComponent(key)}`;

/**
 * `woocommerce_enable_signup_and_login_from_checkout` (env WC_ENABLE_SIGNUP_AND_LOGIN_FROM_CHECKOUT,
 * default "yes" in the demo shop; WooCommerce's own default is "no"): a guest may make an account
 * with the order, and with guest checkout off every guest order makes one.
 */
export const signupAtCheckout = () => (process.env.WC_ENABLE_SIGNUP_AND_LOGIN_FROM_CHECKOUT ?? 'yes') !== 'no';

/** `woocommerce_registration_generate_password` (env WC_REGISTRATION_GENERATE_PASSWORD, default "no" here: the checkout asks one). */
export const generatePassword = () => (process.env.WC_REGISTRATION_GENERATE_PASSWORD ?? 'no') === 'yes';

/** `woocommerce_enable_guest_checkout` (env WC_ENABLE_GUEST_CHECKOUT, default "yes"). */
export const guestCheckoutEnabled = () => (process.env.WC_ENABLE_GUEST_CHECKOUT ?? 'yes') !== 'no';

/** `woocommerce_allowed_countries` = specific: where the shop sells (billing) and ships (shipping). */
export const ALLOWED_COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'];
export const SHIPPING_COUNTRIES: readonly string[] = ['NL', 'BE', 'DE'];

/** An idempotency key: 1 to 200 visible ASCII characters (as add-item takes it). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** Largest order note kept (WooCommerce keeps any; a bound here keeps rows small). */
export const MAX_NOTE_LENGTH = 2000;
/** Largest address field kept. */
export const MAX_FIELD_LENGTH = 200;

/** A Store API address's kind. */
export type AddressKind = 'billing' | 'shipping';

/** The keys of a Store API address (billing adds `email`). */
export const ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;
export const BILLING_KEYS = [...ADDRESS_KEYS, 'email'] as const;
export type Address = Record<string, string>;

/** An empty address of the Store API (billing has `email`). */
export const emptyAddress = (kind: AddressKind, country = 'NL'): Address => Object.fromEntries((kind === 'billing' ? BILLING_KEYS : ADDRESS_KEYS).map((k) => [k, k === 'country' ? country : '']));
