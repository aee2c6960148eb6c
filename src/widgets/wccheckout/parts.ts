/**
 * <wc-checkout>'s anatomy: part names for `part=""`, the docs (elements/docs/wc-checkout.ts) and the
 * tests (tests/browser/shop-parts.test.ts). The summary's coupons, shipping and totals parts are the
 * shared views' (../shop/parts.ts). Names are public: never rename.
 */
import type { BankAccount } from '../../core/shop/checkout';
import { partNames, SUMMARY_PART_NAMES, type SummaryPartName } from '../shop/parts';

export const CHECKOUT_PARTS = {
  checkout: 'checkout',
  heading: 'heading',
  status: 'status',
  error: 'error',
  retry: 'retry',
  login: 'login',
  loading: 'loading',
  empty: 'empty',
  shopLink: 'shop-link',
  // the form (checkout-form.tsx, address-form.tsx, payment.tsx)
  form: 'form',
  errorsSummary: 'errors-summary',
  contact: 'contact',
  billing: 'billing',
  pickupNote: 'pickup-note',
  shipToDifferent: 'ship-to-different',
  /** The shipping address fieldset (the same name as the summary's shipping rates, ../shop/parts.ts). */
  shipping: 'shipping',
  note: 'note',
  fieldInput: 'field-input',
  fieldError: 'field-error',
  groupError: 'group-error',
  payment: 'payment',
  paymentMethod: 'payment-method',
  terms: 'terms',
  placeOrder: 'place-order',
  // the order summary (order-summary.tsx)
  summary: 'summary',
  lines: 'lines',
  line: 'line',
  // the order-received view (received.tsx)
  received: 'received',
  receivedHeading: 'received-heading',
  orderDetails: 'order-details',
  orderNumber: 'order-number',
  orderStatus: 'order-status',
  orderPayment: 'order-payment',
  orderKey: 'order-key',
  bankDetails: 'bank-details',
  orderLines: 'order-lines',
  // an account made with the order (account-fields.tsx)
  account: 'account',
  accountCreate: 'account-create',
  passwordStrength: 'password-strength',
  accountLogin: 'account-login',
  // the order-received page read from the shop, for a guest order without a known e-mail (received-from-shop.tsx)
  verify: 'verify',
  verifyEmail: 'verify-email',
  verifySubmit: 'verify-submit',
} as const;

/** Every field of core/shop/checkout.ts's BankAccount (a Record, so tsc fails here when core adds one), in the order shown. */
const BANK_FIELD_SET: Record<keyof BankAccount, true> = { account_name: true, bank_name: true, iban: true, bic: true, account_number: true, sort_code: true };

/** The bank account fields shown for a bank transfer, each a part bank-<field>. */
export const BANK_FIELDS = Object.keys(BANK_FIELD_SET) as (keyof BankAccount)[];

type Dashed<S extends string> = S extends `${infer A}_${infer B}` ? `${A}-${B}` : S;
/** bank-<field> with the field's underscore a dash: bank-account-name, bank-iban, … */
export type BankPartName = `bank-${Dashed<keyof BankAccount>}`;

/** The part of one bank account field (every field has at most one underscore). */
export const bankPart = <K extends keyof BankAccount>(field: K) => `bank-${field.replace('_', '-')}` as `bank-${Dashed<K>}`;

/** A part name of <wc-checkout>. */
export type CheckoutPartName = (typeof CHECKOUT_PARTS)[keyof typeof CHECKOUT_PARTS] | BankPartName | SummaryPartName;

/** Every part <wc-checkout> can render. */
export const WC_CHECKOUT_PART_NAMES = partNames<CheckoutPartName>(CHECKOUT_PARTS, BANK_FIELDS.map(bankPart), SUMMARY_PART_NAMES);
