import { WC_CHECKOUT_PART_NAMES, type CheckoutPartName } from '../../src/widgets/wccheckout/parts';
import { SUMMARY_PART_DOCS } from './shop-summary';
import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

const PART_DOCS: Record<CheckoutPartName, string> = {
  ...SUMMARY_PART_DOCS,
  checkout: 'The whole checkout (aria-busy while the order is placed).',
  heading: 'The visually hidden heading that labels the form.',
  status: 'The polite live region.',
  error: 'A checkout error (role="alert"), with retry (same Idempotency-Key) or login.',
  retry: 'Places the order again with the same Idempotency-Key (in the error notice), or reads the cart again after a failed first read.',
  login: 'The log-in link, when the shop wants an account for this order (in the error notice).',
  loading: 'Shown until the cart is known.',
  empty: 'The empty cart, with the link back to the shop (part shop-link).',
  'shop-link': 'The link back to the shop (in the empty cart and the order-received view).',
  form: 'The form: contact, billing, shipping, ship-to-different, note, payment (payment-method), terms, place-order; field-input, field-error, group-error, errors-summary.',
  'errors-summary': 'The summary of the fields in error, after a refused submit.',
  contact: 'The contact fieldset (e-mail).',
  billing: 'The billing address fieldset.',
  'pickup-note': 'The note that a pick-up order still needs a billing address.',
  'ship-to-different': 'The "ship to a different address" checkbox.',
  shipping: 'The shipping address fieldset (with ship-to-different), and in the summary the shipping rates (rate, shipping-error).',
  note: 'The order note.',
  'field-input': 'An address field (input or select).',
  'field-error': "A field's message (address fields, payment, terms).",
  'group-error': "An address group's message (billing or shipping).",
  payment: 'The payment fieldset.',
  'payment-method': 'A payment method radio.',
  terms: 'The terms checkbox, with terms-url set.',
  'place-order': 'The place-order button (aria-busy while the order is placed).',
  summary: "The order summary: lines (line), and the cart page's coupon, shipping and totals parts.",
  lines: 'The order summary lines.',
  line: 'One line of the order summary.',
  received: 'The order-received view: received-heading, order-details (order-number, order-status, order-payment, order-key), bank-details (bank-iban, bank-bic, …), order-lines, shop-link.',
  'received-heading': 'The order-received heading (focus moves here once the order is placed).',
  'order-details': "The order's details list.",
  'order-number': 'The order number.',
  'order-status': 'The order status.',
  'order-payment': 'The payment method, when the order has one.',
  'order-key': 'The order key.',
  'bank-details': 'The bank details for a bank transfer (bacs).',
  'bank-account-name': "A bank account's account name.",
  'bank-bank-name': "A bank account's bank name.",
  'bank-iban': "A bank account's IBAN (grouped by four).",
  'bank-bic': "A bank account's BIC.",
  'bank-account-number': "A bank account's account number.",
  'bank-sort-code': "A bank account's sort code.",
  'order-lines': 'What was bought, in the order-received view.',
  account: 'An account made with the order (create-account set): account-create, the hint, the password field (field-input) and password-strength.',
  'account-create': 'The "create an account" box (create-account="optional").',
  'password-strength': "The account password's strength, as the account pages show it (aria-live).",
  'account-login': 'The log-in link under the e-mail when that address has an account already (login-url set).',
  verify: "On WooCommerce's order-received URL of a guest order this browser does not know: the form asking the order's e-mail address before the order is shown (verify-email, verify-submit, field-error).",
  'verify-email': "The e-mail field of the verify form.",
  'verify-submit': 'The button that shows the order.',
};

export const docs: ElementDocs = {
  summary: 'Checkout: addresses, payment, one order per press and the order-received view (WooCommerce Store API).',
  description:
    "The checkout as WooCommerce's Checkout block places orders: POST wc/store/v1/checkout (billing_address with email, shipping_address, customer_note, payment_method) " +
    "through the page's one cart store, with the cart page's coupon, shipping-rate and totals parts in the order summary. The address form is Dutch by default " +
    '(postcode, house number with addition, street, city; address_1 = street + number + addition as WooCommerce stores it), other countries get their own fields. ' +
    "A pick-up order asks no shipping address. Payment methods are the cart answer's payment_methods (cod \"Betalen bij afhalen\", bacs \"Bankoverschrijving\"). " +
    "On WooCommerce's order-received URL (?order-received=ID&key=… or /order-received/ID/?key=…) the tag shows that order as the shop has it now " +
    '(GET wc/store/v1/order/{id} with the key, and the billing e-mail this browser knows or the visitor types): after a reload, in another tab or on another device; never without the key. ' +
    'Fields are checked as the visitor types; the API\'s field errors (data.params / data.details) go on their fields; focus moves to the first error; errors are announced. ' +
    'What is typed is kept in sessionStorage while on the page. Exactly one order per press: the button locks while placing, each attempt has an Idempotency-Key ' +
    'that a repeat after no answer (timeout, offline, 5xx) reuses, a beforeunload guard holds while placing. Then the order-received view: number, status, key, ' +
    'what was bought, bank details for bacs. A payment_result.redirect_url that leaves the order-received page (an off-site payment) is followed.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: 'JSON: {bank_accounts: [{account_name, bank_name, iban, bic}], payment_methods: {id: {title, description}}, countries: ["NL", …], phone_field: "required" | "optional" | "hidden"}. Optional.', type: 'string' },
    shopUrl: { description: 'Where the empty checkout and the order-received view link back to (http(s) or relative).', default: '/winkel.html' },
    termsUrl: { description: 'The terms page: a required "I agree" checkbox linking to it when set.' },
    loginUrl: { description: 'The login page, linked when the shop refuses guest checkout.' },
    countries: { description: 'Country codes offered in the address forms, the first the default ("NL,BE,DE").', default: 'NL,BE,DE' },
    taxDisplay: { description: "Prices shown including or excluding tax (WooCommerce's woocommerce_tax_display_cart).", type: "'incl' | 'excl'", default: 'incl' },
    phone: { description: "The phone field in both addresses, as WooCommerce's woocommerce_checkout_phone_field option: asked and required, asked (labelled optional), or not asked. Else the config's phone_field.", type: "'required' | 'optional' | 'hidden'", default: 'optional' },
    nonce: { description: "The Store API nonce (wc_store_api) for this page; else the page's wcBlocksMiddlewareConfig.storeApiNonce; else repaired from the first refusal's Nonce header." },
    createAccount: { description: "An account made with the order (WooCommerce's woocommerce_enable_signup_and_login_from_checkout; required when guest checkout is off): not offered, a \"create an account\" box, or always. Never for a logged-in customer.", type: "'no' | 'optional' | 'required'", default: 'no' },
    generatePassword: { description: "The shop makes the account's password and mails a link to set it (WooCommerce's woocommerce_registration_generate_password): no password field.", type: "'yes' | 'no'", default: 'no' },
  },
  events: [
    { name: 'wc-checkout-placed', description: 'The order was placed (bubbling, composed, cancelable: preventDefault keeps the tag from following a payment redirect).', detail: '{ order: { order_id, order_key, order_number, status, payment_method, payment_status, payment_details, redirect_url, billing_address, shipping_address, customer_note } }' },
    { name: 'wc-checkout-error', description: 'Placing the order failed (bubbling, composed).', detail: "{ code, message, status, kind: 'fields' | 'cart' | 'payment' | 'lost' | 'refused', fields? }" },
  ],
  parts: WC_CHECKOUT_PART_NAMES.map((name) => ({ name, description: PART_DOCS[name] })),
  cssProperties: [
    { name: '--se-cart-accent', description: 'Buttons, links, the chosen payment method.', default: '#8a4b14' },
    { name: '--se-cart-accent-contrast', description: 'Text on the accent.', default: '#fff' },
    { name: '--se-cart-border-color', description: 'Lines and boxes.', default: '#ded6cc' },
    { name: '--se-cart-surface', description: 'Background of the summary and notices.', default: '#faf6f1' },
    { name: '--se-cart-muted', description: 'Secondary text.', default: '#5e5750' },
    { name: '--se-cart-error', description: 'Error text.', default: '#b3261e' },
    { name: '--se-cart-radius', description: 'Corner radius.', default: '8px' },
  ],
  slots: [],
};
