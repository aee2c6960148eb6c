/**
 * When `<wc-checkout>` (and `<wc-cart>`'s shipping calculator) tells the shop the typed address
 * (issue 42), pure: the Store API's `POST cart/update-customer`, whose answer is the cart with the
 * rates, taxes and totals for that address.
 *
 * Mirrored from WooCommerce 11.0.1's Checkout block (`assets/client/blocks/wc-blocks-data.js`, the
 * cart store's customer-data push, minified; names below are its source names where known):
 * - the push is debounced 1500 ms ({@link UPDATE_CUSTOMER_DEBOUNCE_MS}) and flushed when an input
 *   loses focus (`document.body` `focusout` on an `input` -> `flush()`);
 * - a field counts as changed when its normalised value differs from the last pushed one
 *   ({@link normaliseField}: postcode without its (first) space and upper-cased, email only when valid,
 *   other text trimmed);
 * - a dirty field with a validation error holds the push back;
 * - only one push is in flight; a change meanwhile waits for it (`doingPush ? again() : push()`);
 * - `state`, `country`, `postcode`, `city` are the fields the rates depend on ({@link RATE_FIELDS}).
 * Here only those four are sent (the rest of the address goes with the order), for the shipping
 * address, which is the billing one unless "ship to a different address" is ticked (classic
 * checkout, as `checkoutRequest` in ./checkout.ts sends it).
 *
 * After an answer, a rate the visitor chose is kept when the new package still offers it, even where
 * WooCommerce's server picked another (`wc_get_chosen_shipping_method_for_package` resets the choice
 * to the default whenever the set of rates changed): {@link rateAfterUpdate}.
 */
import { selectedRate, type Cart, type ShippingPackage } from './cart';
import { checkField, normalizePostcode, toWcAddress, type AddressDraft } from './checkout';

/** The Checkout block's debounce of the customer push (wc-blocks-data.js: `debounce(() => …, 1500)`). */
export const UPDATE_CUSTOMER_DEBOUNCE_MS = 1500;
/** The Store API route. */
export const UPDATE_CUSTOMER_ROUTE = 'cart/update-customer';
/** The route that selects a rate (`{package_id, rate_id}`). */
export const SELECT_SHIPPING_RATE_ROUTE = 'cart/select-shipping-rate';
/** The address fields the shipping rates and taxes depend on (wc-blocks-data.js `["state","country","postcode","city"]`). */
export const RATE_FIELDS = ['country', 'state', 'postcode', 'city'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** The rate-relevant part of an address. */
export type RateAddress = Record<RateField, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A field's value as the Checkout block compares it (wc-blocks-data.js, the normaliser of its
 * dirty-field check): not a string -> as is; email -> trimmed when an e-mail address, else "";
 * postcode -> its first space removed (String.replace with " " replaces one), upper-cased; else trimmed.
 */
export function normaliseField(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (key === 'email') return EMAIL.test(value.trim()) ? value.trim() : '';
  if (key === 'postcode') return value.replace(' ', '').toUpperCase();
  return value.trim();
}

/** The fields of `keys` whose normalised values differ (the Checkout block's dirty fields). */
export function changedFields<K extends string>(previous: Readonly<Partial<Record<K, string>>>, next: Readonly<Partial<Record<K, string>>>, keys: readonly K[]): K[] {
  return keys.filter((k) => normaliseField(k, previous[k] ?? '') !== normaliseField(k, next[k] ?? ''));
}

/** The checkout's address as far as the rates go: the drafts and the "ship to a different address" box. */
export interface RatesDraft {
  billing: AddressDraft;
  shipToDifferent: boolean;
  shipping: AddressDraft;
}

/** Which typed address the rates follow: the shipping one when it is its own, else the billing one. */
export function ratesSource(draft: Pick<RatesDraft, 'shipToDifferent'>): 'shipping' | 'billing' {
  return draft.shipToDifferent ? 'shipping' : 'billing';
}

/** The rate fields of an address draft, written as the order will send them (toWcAddress: country upper-cased, postcode normalised). */
export function rateAddress(draft: AddressDraft): RateAddress {
  const a = toWcAddress(draft);
  return { country: a.country, state: a.state, postcode: a.postcode, city: a.city };
}

/** The body of `cart/update-customer`: the rate fields, for the shipping address and (the same or its own) billing one. */
export interface UpdateCustomerBody {
  billing_address: RateAddress;
  shipping_address: RateAddress;
}

/** The body the cart page's shipping calculator sends: the shipping address only (as WooCommerce's calculator sets the shipping location). */
export interface CalculatorBody {
  shipping_address: RateAddress;
}

/** What `cart/update-customer` is sent: the checkout's addresses, or the calculator's shipping address. */
export type CustomerBody = UpdateCustomerBody | CalculatorBody;

/** What to do after a keystroke or a change of the checkout's address. */
export type CustomerUpdate =
  /** Nothing the rates depend on changed since the last push. */
  | { kind: 'none' }
  /** A changed field does not pass its check yet (a half-typed postcode): no push, as the Checkout block holds it back. */
  | { kind: 'wait'; fields: RateField[] }
  /** Push this (debounced); `fields` changed against `sent`. Keep `body` as the new `sent` once it went out. */
  | { kind: 'send'; fields: RateField[]; body: UpdateCustomerBody };

/**
 * Whether the typed address calls for `cart/update-customer`: the rate fields of the address the
 * rates follow (the shipping address when its own, else the billing one), compared normalised with
 * the last body sent (null: never sent: everything non-empty counts as changed). A non-empty postcode
 * that fails the country's pattern holds the push back (checkout.ts checkField); an empty one does not
 * (rates by country).
 */
export function customerUpdate(sent: UpdateCustomerBody | null, draft: RatesDraft): CustomerUpdate {
  const source = ratesSource(draft) === 'shipping' ? draft.shipping : draft.billing;
  const shipping = rateAddress(source);
  const billing = draft.shipToDifferent ? rateAddress(draft.billing) : shipping;
  const before = sent?.shipping_address ?? { country: '', state: '', postcode: '', city: '' };
  const fields = changedFields(before, shipping, RATE_FIELDS);
  const billingChanged = sent !== null && changedFields(sent.billing_address, billing, RATE_FIELDS).length > 0;
  if (fields.length === 0 && !billingChanged) return { kind: 'none' };
  if (shipping.postcode !== '' && checkField({ key: 'postcode', kind: 'postcode', required: false }, shipping.postcode, shipping.country) !== '') return { kind: 'wait', fields: fields.includes('postcode') ? fields : [...fields, 'postcode'] };
  return { kind: 'send', fields, body: { billing_address: billing, shipping_address: shipping } };
}

/**
 * Tickets for answers: an answer is applied only when no newer one was applied before it, so an
 * older answer arriving late never overwrites a newer one ("latest wins").
 */
export interface LatestWins {
  /** A ticket for a request about to go out (increasing). */
  issue(): number;
  /** The last ticket issued (0: none). */
  latest(): number;
  /** True when `ticket` may be applied (newer than any applied), and records it as applied. */
  settle(ticket: number): boolean;
}

export function createLatestWins(): LatestWins {
  let issued = 0;
  let applied = 0;
  return {
    issue: () => ++issued,
    latest: () => issued,
    settle(ticket) {
      if (ticket <= applied || ticket > issued) return false;
      applied = ticket;
      return true;
    },
  };
}

/** A push to make: its ticket and body. */
export interface Push<B> {
  ticket: number;
  body: B;
}

/** After an answer: whether to apply it, and the push waiting behind it. */
export interface PushSettled<B> {
  /** Apply the answer's cart (false: an older answer than one already applied, or a failure). */
  apply: boolean;
  /** A newer body is queued: the answer is already out of date (keep the "updating" state). */
  superseded: boolean;
  /** Send this next (the last body requested while the push was in flight), else null. */
  next: Push<B> | null;
}

/**
 * One `update-customer` at a time, as the Checkout block does: a request while one is in flight
 * replaces the waiting one (only the newest address is worth sending), which goes out when the
 * answer comes. Tickets come from {@link createLatestWins}, so even when pushes overlap (an element
 * that does not wait) no older answer is applied over a newer one.
 */
export interface CustomerPushQueue<B> {
  /** Asks to send `body`: the push to make now, or null when it waits behind the one in flight. */
  request(body: B): Push<B> | null;
  /** Tells the answer of `ticket` (ok false: failed, nothing to apply). */
  settle(ticket: number, ok: boolean): PushSettled<B>;
  /** A push is in flight. */
  busy(): boolean;
}

export function createCustomerPushQueue<B>(): CustomerPushQueue<B> {
  const tickets = createLatestWins();
  let inFlight: number | null = null;
  let waiting: B | null = null;
  const send = (body: B): Push<B> => {
    const ticket = tickets.issue();
    inFlight = ticket;
    return { ticket, body };
  };
  return {
    request(body) {
      if (inFlight !== null) {
        waiting = body;
        return null;
      }
      return send(body);
    },
    settle(ticket, ok) {
      const apply = ok && tickets.settle(ticket);
      if (ticket !== inFlight) return { apply, superseded: true, next: null };
      inFlight = null;
      const superseded = waiting !== null;
      let next: Push<B> | null = null;
      if (waiting !== null) {
        const body = waiting;
        waiting = null;
        next = send(body);
      }
      return { apply, superseded, next };
    },
    busy: () => inFlight !== null,
  };
}

/** The rate of a package after an `update-customer` answer. */
export type RateAfterUpdate =
  /** The visitor's rate is still offered and the answer has it selected. */
  | { kind: 'kept'; rate_id: string }
  /** Still offered, but the server selected another: send `cart/select-shipping-rate` with {@link selectRateBody}. */
  | { kind: 'reselect'; rate_id: string; package_id: number | string }
  /** Not offered any more (or none chosen): the answer's selected rate (else its first), null without rates. */
  | { kind: 'replaced'; rate_id: string | null; previous: string | null };

/**
 * A package's rate after the address changed: the one chosen before (`previous`, a `rate_id` such as
 * "flat_rate:1") when the new package still offers exactly that id, else the one the answer marks
 * `selected` (cart.ts selectedRate's rule: else the first).
 */
export function rateAfterUpdate(previous: string | null | undefined, pkg: Pick<ShippingPackage, 'package_id' | 'shipping_rates'>): RateAfterUpdate {
  const rates = pkg.shipping_rates;
  const selected = rates.find((r) => r.selected) ?? rates[0];
  if (previous && rates.some((r) => r.rate_id === previous)) {
    return selected?.rate_id === previous ? { kind: 'kept', rate_id: previous } : { kind: 'reselect', rate_id: previous, package_id: pkg.package_id };
  }
  return { kind: 'replaced', rate_id: selected?.rate_id ?? null, previous: previous || null };
}

/** The body of `cart/select-shipping-rate`. */
export function selectRateBody(choice: { package_id: number | string; rate_id: string }): { package_id: number | string; rate_id: string } {
  return { package_id: choice.package_id, rate_id: choice.rate_id };
}

/**
 * What the shop already has, as the last body sent before any push: the rate fields of the cart
 * answer's addresses (country upper-cased; customerUpdate compares the rest normalised).
 */
export function shopAddresses(cart: Pick<Cart, 'billing_address' | 'shipping_address'>): UpdateCustomerBody {
  const fields = (a: Partial<Record<string, string>> | undefined): RateAddress => ({ country: (a?.country ?? '').toUpperCase(), state: a?.state ?? '', postcode: a?.postcode ?? '', city: a?.city ?? '' });
  return { billing_address: fields(cart.billing_address), shipping_address: fields(cart.shipping_address) };
}

/** Each package's rate as the summary shows it chosen (cart.ts selectedRate), by package id. */
export function chosenRates(cart: Pick<Cart, 'shipping_rates'> | null): Map<number | string, string> {
  const out = new Map<number | string, string>();
  for (const p of cart?.shipping_rates ?? []) {
    const r = selectedRate(p);
    if (r) out.set(p.package_id, r.rate_id);
  }
  return out;
}

// ---- the cart page's shipping calculator ----------------------------------------------------------

/** The calculator's form (WooCommerce's Cart block ShippingCalculator: country, state, city, postcode). */
export type CalculatorDraft = RateAddress;

/** What the calculator's "Bijwerken" does. */
export type CalculatorUpdate =
  /** A field the shop would refuse: said on the field, nothing sent. */
  | { kind: 'invalid'; field: 'country' | 'postcode' }
  /** The shop has this address already: the form closes, nothing sent. */
  | { kind: 'none' }
  | { kind: 'send'; body: CalculatorBody };

/**
 * The calculator's press: a country the shop ships to, a postcode of the country's form when one is
 * typed (empty is allowed: rates by country), written as the order would (normalised), then sent
 * unless the shop's shipping address has it already (compared as the Checkout block compares).
 */
export function calculatorUpdate(shop: Pick<UpdateCustomerBody, 'shipping_address'> | null, draft: CalculatorDraft, countries: readonly string[]): CalculatorUpdate {
  const country = draft.country.trim().toUpperCase();
  if (!countries.includes(country)) return { kind: 'invalid', field: 'country' };
  const typed = draft.postcode.trim();
  if (typed !== '' && checkField({ key: 'postcode', kind: 'postcode', required: false }, typed, country) !== '') return { kind: 'invalid', field: 'postcode' };
  const a: RateAddress = { country, state: draft.state.trim(), postcode: typed === '' ? '' : normalizePostcode(typed, country), city: draft.city.trim() };
  if (shop && changedFields(shop.shipping_address, a, RATE_FIELDS).length === 0) return { kind: 'none' };
  return { kind: 'send', body: { shipping_address: a } };
}

/** The calculator's form filled from what the shop has (its shipping address), else the first country offered. */
export function calculatorDraft(cart: Pick<Cart, 'shipping_address'> | null, countries: readonly string[]): CalculatorDraft {
  const a = cart?.shipping_address ?? {};
  const country = (a.country ?? '').toUpperCase();
  return { country: countries.includes(country) ? country : (countries[0] ?? ''), state: a.state ?? '', postcode: a.postcode ?? '', city: a.city ?? '' };
}

/** Whether the shop knows where the cart goes (a country at least): the calculator then says "Verzenden naar …". */
export const hasDestination = (cart: Pick<Cart, 'shipping_address'> | null): boolean => (cart?.shipping_address.country ?? '').trim() !== '';

/** The destination as one line: postcode and city, then the country's name ("3511 AB Utrecht, Nederland"). */
export function destinationText(a: Partial<Record<string, string>>, countryName: (code: string) => string): string {
  const place = [a.postcode, a.city].map((x) => (x ?? '').trim()).filter(Boolean).join(' ');
  const country = (a.country ?? '').trim().toUpperCase();
  return [place, country ? countryName(country) : ''].filter(Boolean).join(', ');
}
