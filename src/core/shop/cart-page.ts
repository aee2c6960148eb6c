/**
 * The cart page's rules (<wc-cart>, issue 32), pure: the spec constants, the quantity a visitor
 * types or steps read against the item's `quantity_limits`, the delayed quantity update
 * (Elementor's `update_cart_automatically`), the undo of a removal, the totals rows as the Store
 * API gives them, where an error belongs, and Elementor's Cart widget settings read loosely.
 *
 * Prices are never computed here: every amount is one the API sent. The one exception is WooCommerce
 * Blocks' own: with prices shown including tax (`woocommerce_tax_display_cart` = incl, as a Dutch
 * shop shows them) an amount is shown with its own tax added (`line_subtotal` + `line_subtotal_tax`,
 * `total_items` + `total_items_tax`), exactly, in integers (money.ts addMinor), as the Cart block does.
 */
import { describe, isPlainObject, looseBoolean, type Parsed } from '../shared/parsed';
import type { Cart, CartItem, Minor, QuantityLimits } from './cart';
import { DEFAULT_COUNTRIES, readCountries } from './countries';
import { errorPlace, STORE_ERRORS, type ErrorPlace, type StoreError } from './errors';
import { addMinor, isNonZero } from './money';

/** Elementor's Cart widget: with `update_cart_automatically`, a quantity is sent this long after the last keystroke or step (WCC:182-184). */
export const UPDATE_CART_AUTOMATICALLY_DELAY_MS = 1500;
/** Elementor's default `sticky_right_column_offset` (px) when the column is sticky without an offset. */
export const STICKY_RIGHT_COLUMN_OFFSET_DEFAULT = 0;
/** Largest sticky offset honoured (px); beyond it the column would never show. */
export const STICKY_RIGHT_COLUMN_OFFSET_MAX = 1000;
/** The shop page the empty cart links back to (the bakery's demo). */
export const SHOP_URL_DEFAULT = '/winkel.html';

/** Item error codes WooCommerce 11.0.1 throws that errors.ts does not place (CartController.php:527, 653, 704). */
const MORE_ITEM_CODES = ['woocommerce_rest_product_too_many_in_cart', 'woocommerce_rest_cart_item_error', 'woocommerce_rest_cart_product_no_stock'];

/** Where an error of a call belongs on the cart page. A refused nonce the client could not repair is the whole cart's. */
export function placeOfError(error: Pick<StoreError, 'code'>): ErrorPlace {
  if (MORE_ITEM_CODES.includes(error.code)) return 'item';
  if (error.code === STORE_ERRORS.unknown) return 'cart';
  return errorPlace(error.code);
}

/** True when the error came with no usable answer (offline, timeout, 5xx): worth a "Try again" button. */
export function offersRetry(error: Pick<StoreError, 'code' | 'status'>): boolean {
  return error.status === 0 || error.status >= 500 || error.code === 'unparseable' || error.code === 'http_error' || error.status === 429;
}

/** What a typed or stepped quantity comes to. */
export type QuantityDraft =
  /** Nothing to send: the field is empty or holds no number yet (the visitor is still typing). */
  | { kind: 'incomplete' }
  /** The quantity the cart has already. */
  | { kind: 'same'; quantity: number }
  /** Send this quantity; `adjusted` when the typed value was moved into the limits. */
  | { kind: 'send'; quantity: number; adjusted: boolean };

/**
 * Moves a quantity into the item's limits as WooCommerce's QuantityLimits does: rounded down to a
 * multiple of `multiple_of` (at least one multiple), then between `minimum` and `maximum`.
 */
export function limitQuantity(value: number, limits: QuantityLimits): number {
  const step = limits.multiple_of > 0 ? limits.multiple_of : 1;
  const min = Math.max(step > 1 ? Math.ceil(limits.minimum / step) * step : limits.minimum, 1);
  const max = Math.max(min, step > 1 ? Math.floor(limits.maximum / step) * step : limits.maximum);
  if (!Number.isFinite(value)) return min;
  let q = Math.floor(value);
  if (step > 1) q = Math.floor(q / step) * step;
  return Math.min(max, Math.max(min, q));
}

/** Reads the quantity field's text against the item ("", "abc" are incomplete; "2,0" and " 3 " read). */
export function readQuantityDraft(text: string, current: number, limits: QuantityLimits): QuantityDraft {
  const t = text.trim().replace(',', '.');
  if (t === '' || !/^\d+(\.\d*)?$/.test(t)) return { kind: 'incomplete' };
  const typed = Number(t);
  const quantity = limitQuantity(typed, limits);
  if (quantity === current) return { kind: 'same', quantity };
  return { kind: 'send', quantity, adjusted: quantity !== typed };
}

/** The next quantity a step button gives (+1 or −1 multiple), kept in the limits. */
export function stepQuantity(current: number, direction: 1 | -1, limits: QuantityLimits): number {
  const step = limits.multiple_of > 0 ? limits.multiple_of : 1;
  return limitQuantity(current + direction * step, limits);
}

/** Whether the step buttons can move from `current`. */
export function canStep(current: number, direction: 1 | -1, limits: QuantityLimits): boolean {
  return limits.editable && stepQuantity(current, direction, limits) !== limitQuantity(current, limits);
}

/**
 * Timers for the delayed quantity update, one per cart item: each edit restarts its item's timer;
 * `flush` sends at once (Enter, the update button). Time and the clock are injected (tests).
 */
export interface Debouncer {
  /** (Re)starts `key`'s timer; `run` is called once, `delay` ms after the last schedule of that key. */
  schedule(key: string, run: () => void): void;
  /** Runs `key`'s pending call now; false when none was pending. */
  flush(key: string): boolean;
  /** Runs every pending call now (the cart's update button). */
  flushAll(): number;
  cancel(key: string): void;
  pending(key: string): boolean;
  dispose(): void;
}

export interface TimerApi {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export function createDebouncer(delay: number, timers: TimerApi): Debouncer {
  const waiting = new Map<string, { handle: unknown; run: () => void }>();
  const fire = (key: string) => {
    const w = waiting.get(key);
    if (!w) return false;
    timers.clear(w.handle);
    waiting.delete(key);
    w.run();
    return true;
  };
  return {
    schedule(key, run) {
      const old = waiting.get(key);
      if (old) timers.clear(old.handle);
      waiting.set(key, { run, handle: timers.set(() => fire(key), delay) });
    },
    flush: fire,
    flushAll() {
      let n = 0;
      for (const key of [...waiting.keys()]) if (fire(key)) n++;
      return n;
    },
    cancel(key) {
      const w = waiting.get(key);
      if (w) timers.clear(w.handle);
      waiting.delete(key);
    },
    pending: (key) => waiting.has(key),
    dispose() {
      for (const w of waiting.values()) timers.clear(w.handle);
      waiting.clear();
    },
  };
}

/** A removed item, kept so the removal can be undone by adding it back with its quantity. */
export interface Removed {
  id: number;
  quantity: number;
  name: string;
  variation: { attribute: string; value: string }[];
}

/** What undoing a removal sends: `cart/add-item` with the item's product, quantity and variation. */
export function undoRequest(item: Pick<CartItem, 'id' | 'quantity' | 'name' | 'variation'>): Removed {
  return { id: item.id, quantity: Math.max(1, item.quantity), name: item.name, variation: item.variation.map((v) => ({ ...v })) };
}

/** How prices are shown (WooCommerce's `woocommerce_tax_display_cart`). */
export type TaxDisplay = 'incl' | 'excl';

/** An amount shown with or without its tax: `amount` alone (excl) or `amount + tax` (incl), as WC Blocks shows it. */
export function shownAmount(amount: Minor, tax: Minor, display: TaxDisplay): Minor {
  if (amount === null) return null;
  if (display === 'excl' || tax === null) return amount;
  return addMinor(amount, tax);
}

/** A line of the cart's totals. `amount` null: not known yet (shipping before it is calculated). */
export type TotalsRow =
  | { id: 'subtotal'; amount: Minor }
  | { id: 'discount'; amount: Minor; codes: string[] }
  | { id: 'fee'; name: string; amount: Minor }
  | { id: 'shipping'; amount: Minor; free: boolean }
  | { id: 'tax'; name: string; rate: string; amount: Minor; included: boolean }
  | { id: 'total'; amount: Minor };

/**
 * The totals rows in the order WooCommerce's Cart block shows them: subtotal, discount (when
 * non-zero), fees, shipping (when the cart needs it), the tax lines (as lines of their own with
 * prices excluding tax; as "including" lines under the total with prices including it), total.
 */
export function totalsRows(cart: Cart, display: TaxDisplay): TotalsRow[] {
  const t = cart.totals;
  const rows: TotalsRow[] = [{ id: 'subtotal', amount: shownAmount(t.total_items, t.total_items_tax, display) }];
  if (isNonZero(t.total_discount)) rows.push({ id: 'discount', amount: shownAmount(t.total_discount, t.total_discount_tax, display), codes: cart.coupons.map((c) => c.code) });
  for (const f of cart.fees) rows.push({ id: 'fee', name: f.name, amount: shownAmount(f.totals.total, f.totals.total_tax, display) });
  if (cart.needs_shipping) {
    const amount = cart.has_calculated_shipping ? shownAmount(t.total_shipping, t.total_shipping_tax, display) : null;
    rows.push({ id: 'shipping', amount, free: amount === '0' });
  }
  const taxes = t.tax_lines.length ? t.tax_lines.map((l) => ({ name: l.name, rate: l.rate, amount: l.price })) : isNonZero(t.total_tax) ? [{ name: '', rate: '', amount: t.total_tax }] : [];
  if (display === 'excl') for (const l of taxes) rows.push({ id: 'tax', ...l, included: false });
  rows.push({ id: 'total', amount: t.total_price });
  if (display === 'incl') for (const l of taxes) rows.push({ id: 'tax', ...l, included: true });
  return rows;
}

/** The cart page's options from Elementor's Cart widget `data-settings` (loose values as Elementor prints them). */
export interface CartWidgetSettings {
  sticky: boolean;
  /** px */
  stickyOffset: number;
  autoUpdate: boolean;
}

/**
 * Reads Elementor's Cart widget settings (`sticky_right_column` "yes"/"", `sticky_right_column_offset`
 * as a number, a numeric string or a slider `{unit: "px", size: 30}`, `update_cart_automatically`
 * "yes"/""/absent = yes). Anything unreadable takes Elementor's default; never an error.
 */
export function readCartWidgetSettings(raw: unknown): CartWidgetSettings {
  const o = isPlainObject(raw) ? raw : {};
  const flag = (v: unknown, fallback: boolean) => {
    if (v === undefined || v === null) return fallback;
    const t = typeof v === 'string' ? v.trim().toLowerCase() : v;
    return t === 'yes' ? true : t === 'no' ? false : (looseBoolean(t) ?? fallback);
  };
  return {
    sticky: flag(o.sticky_right_column, false),
    stickyOffset: readOffset(o.sticky_right_column_offset),
    autoUpdate: flag(o.update_cart_automatically, true),
  };
}

function readOffset(v: unknown): number {
  const raw = isPlainObject(v) ? v.size : v;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return STICKY_RIGHT_COLUMN_OFFSET_DEFAULT;
  return Math.min(STICKY_RIGHT_COLUMN_OFFSET_MAX, Math.max(0, Math.round(n)));
}

/** A same-origin-or-relative link for the shop button (javascript: and data: links are refused). */
export function safeLink(url: string | undefined, fallback: string): string {
  const t = (url ?? '').trim();
  if (t === '') return fallback;
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return /^https?:/i.test(t) ? t : fallback;
  return t;
}

/** <wc-cart>'s config: the attributes, and Elementor's Cart widget settings when given as its JSON config. */
export interface WcCartConfig {
  shopUrl: string;
  /** The checkout page; no checkout button without it. */
  checkoutUrl: string;
  crossSells: boolean;
  taxDisplay: TaxDisplay;
  /** Store API nonce for this page (else the page's `wcBlocksMiddlewareConfig.storeApiNonce`, else repaired from the first answer). */
  nonce: string;
  /** Elementor's settings from the JSON config (undefined keys: not given, the wrapped widget's data-settings or the default apply). */
  widget: Partial<CartWidgetSettings>;
  /** Attribute overrides of the widget settings (sticky-summary, sticky-offset, manual-update). */
  attributes: Partial<CartWidgetSettings>;
  /** The shipping calculator under the rates (WooCommerce's `woocommerce_enable_shipping_calc`, default on). */
  shippingCalculator: boolean;
  /** The countries the calculator offers, the first the default (the `countries` attribute). */
  countries: string[];
}

const TAX_DISPLAYS: readonly string[] = ['incl', 'excl'];

/** Validates <wc-cart>'s attributes and JSON config (Elementor's Cart widget settings object, read loosely). */
export function parseWcCartConfig({ json, props }: { json: unknown; props: Record<string, unknown> }): Parsed<WcCartConfig> {
  if (json !== undefined && !isPlainObject(json)) return { ok: false, issue: { path: '(config)', expected: "an object (Elementor's Cart widget settings)", got: describe(json) } };
  const offset = props.stickyOffset;
  if (offset !== undefined && (typeof offset !== 'number' || offset < 0 || offset > STICKY_RIGHT_COLUMN_OFFSET_MAX)) {
    return { ok: false, issue: { path: 'sticky-offset', expected: `a number of pixels from 0 to ${STICKY_RIGHT_COLUMN_OFFSET_MAX}`, got: describe(offset) } };
  }
  const tax = props.taxDisplay;
  if (tax !== undefined && !TAX_DISPLAYS.includes(String(tax))) return { ok: false, issue: { path: 'tax-display', expected: 'one of "incl", "excl"', got: describe(tax) } };
  const countries = typeof props.countries === 'string' ? readCountries(props.countries) : [];
  if (typeof props.countries === 'string' && props.countries.trim() !== '' && countries.length === 0) {
    return { ok: false, issue: { path: 'countries', expected: 'country codes such as "NL,BE,DE"', got: describe(props.countries) } };
  }
  // WooCommerce's option as a plugin prints it ("yes"/"no"), or a loose boolean; unreadable or absent is the default (on).
  const calc = props.shippingCalculator;
  const calcText = typeof calc === 'string' ? calc.trim().toLowerCase() : calc;
  const shippingCalculator = calcText === 'no' ? false : calcText === 'yes' || calcText === undefined || calcText === '' ? true : (looseBoolean(calcText) ?? true);
  for (const k of ['shopUrl', 'checkoutUrl', 'nonce'] as const) {
    const v = props[k];
    if (typeof v === 'string' && v.length > 2048) return { ok: false, issue: { path: k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), expected: 'at most 2048 characters', got: describe(v) } };
  }
  const widget: Partial<CartWidgetSettings> = {};
  if (json !== undefined) {
    const o = json as Record<string, unknown>;
    // Loose values are read (numbers as strings, "" for unset, a slider object); a list or a flag is no offset at all.
    const off = o.sticky_right_column_offset;
    if (Array.isArray(off) || typeof off === 'boolean' || (isPlainObject(off) && (Array.isArray(off.size) || isPlainObject(off.size)))) {
      return { ok: false, issue: { path: 'sticky_right_column_offset', expected: 'a number of px, a numeric string or a slider {unit, size}', got: describe(off) } };
    }
    const read = readCartWidgetSettings(o);
    if (o.sticky_right_column !== undefined) widget.sticky = read.sticky;
    if (o.sticky_right_column_offset !== undefined) widget.stickyOffset = read.stickyOffset;
    if (o.update_cart_automatically !== undefined) widget.autoUpdate = read.autoUpdate;
  }
  const attributes: Partial<CartWidgetSettings> = {};
  if (props.stickySummary === true) attributes.sticky = true;
  if (typeof offset === 'number') attributes.stickyOffset = Math.round(offset);
  if (props.manualUpdate === true) attributes.autoUpdate = false;
  return {
    ok: true,
    value: {
      shopUrl: safeLink(props.shopUrl as string | undefined, SHOP_URL_DEFAULT),
      checkoutUrl: safeLink(props.checkoutUrl as string | undefined, ''),
      crossSells: props.crossSells === true,
      taxDisplay: (tax as TaxDisplay | undefined) ?? 'incl',
      nonce: typeof props.nonce === 'string' ? props.nonce : '',
      widget,
      attributes,
      shippingCalculator,
      countries: countries.length ? countries : [...DEFAULT_COUNTRIES],
    },
  };
}

/** The widget settings in force: Elementor's defaults, then the wrapped widget's data-settings, then the JSON config, then the attributes. */
export function cartWidgetSettings(config: Pick<WcCartConfig, 'widget' | 'attributes'>, dataSettings: unknown): CartWidgetSettings {
  const printed = dataSettings === undefined ? readCartWidgetSettings({}) : readCartWidgetSettings(dataSettings);
  return { ...printed, ...config.widget, ...config.attributes };
}
