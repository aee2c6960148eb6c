/**
 * A variable product's choice (issue 42, `<wc-add-to-cart>`), pure: WooCommerce's
 * `data-product_variations` read, and the variations form's rules mirrored from WooCommerce 11.0.1
 * `assets/js/frontend/add-to-cart-variation.js` (VariationForm):
 *
 * - {@link readVariationData}: what `new VariationForm()` / `onReload` read with
 *   `$form.data('product_variations')`; `useAjax = false === variationData`. PHP prints the attribute
 *   in `templates/single-product/add-to-cart/variable.php` from `get_available_variations()`, or
 *   `false` when the product has more children than `woocommerce_ajax_variation_threshold` (30,
 *   `wc-template-functions.php` woocommerce_variable_add_to_cart); `[]` when no variation is available
 *   (the template then prints "This product is currently out of stock and unavailable.").
 * - {@link getChosenAttributes}, {@link isMatch}, {@link findMatchingVariations}: the methods of the
 *   same names, exactly (a variation's "" is "any"; a chosen "" or a missing one matches anything).
 * - {@link findVariation}: `onFindVariation` (all chosen -> the first match, else none; with the AJAX
 *   lookup, ask the server) and `onFoundVariation`'s "purchasable" and quantity rules.
 * - {@link updateAttributes}: `onUpdateAttributes`, which options of each select stay (attached),
 *   which are disabled (attached but no matching variation `variation_is_active`), and whether the
 *   current choice survives; {@link settleAttributes} repeats it as the select's reset-and-change does.
 *
 * WooCommerce itself never disables an option for stock: `variation_is_active` is `true` unless a
 * filter (`woocommerce_variation_is_active`) says otherwise, and an out-of-stock variation is printed
 * (unless `woocommerce_hide_out_of_stock_items`), chosen, shown with its "Out of stock" text and the
 * button disabled (`wc-variation-is-unavailable`). {@link OptionState.inStock} says, beside that, whether
 * an option leads to any variation in stock, for a "sold out" mark; it disables nothing.
 *
 * Nothing here throws on what a page prints: bad JSON, `false`, "", a non-array or garbage items come
 * back as a typed result.
 */
import { decodeEntities } from '../shared/currency';
import { FORBIDDEN_KEYS, isPlainObject, looseBoolean } from '../shared/parsed';
import { safeUrl } from './cart';
import { serverText } from './text';

/** `woocommerce_ajax_variation_threshold`'s default: above this many variations the JSON is not printed (`false`). */
export const AJAX_VARIATION_THRESHOLD = 30;
/** The WC AJAX endpoint of the lookup (`?wc-ajax=get_variation`, WC_AJAX::get_variation, POSTed attributes + product_id). */
export const GET_VARIATION_ENDPOINT = 'get_variation';
/** Most variations read from one attribute (a page is not a place for more; WooCommerce prints at most the threshold by default). */
export const MAX_VARIATIONS = 1000;

/** The image of a variation (`wc_get_product_attachment_props`), URLs checked (http(s) or relative only). */
export interface VariationImage {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  title: string;
  caption: string;
  full_src: string;
  gallery_thumbnail_src: string;
  src_w: number;
  src_h: number;
}

/** One variation as `WC_Product_Variable::get_available_variation()` prints it (class-wc-product-variable.php:478-508). */
export interface Variation {
  variation_id: number;
  /** `attribute_pa_maat` -> "groot"; "" means any value. */
  attributes: Record<string, string>;
  is_in_stock: boolean;
  is_purchasable: boolean;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  backorders_allowed: boolean;
  is_sold_individually: boolean;
  /** `wc_get_price_to_display()`: a float in the currency's major unit, as the shop shows prices (incl./excl. per woocommerce_tax_display_shop). */
  display_price: number | null;
  display_regular_price: number | null;
  /** Server HTML (`<span class="price">…</span>`, "" when all variations cost the same): never put into the page unsanitised. */
  price_html: string;
  /** Server HTML (`<p class="stock in-stock">5 op voorraad</p>`). */
  availability_html: string;
  /** Server HTML (`wc_format_content` of the description). */
  variation_description: string;
  /** {@link availability_html} as plain text. */
  stock_text: string;
  /** The stock class of {@link availability_html}: "in-stock", "out-of-stock", "available-on-backorder", or "". */
  stock_class: string;
  sku: string;
  weight_html: string;
  dimensions_html: string;
  min_qty: number;
  /** null: no maximum (WooCommerce prints ""). */
  max_qty: number | null;
  image_id: number;
  image: VariationImage | null;
}

/** What `data-product_variations` comes to. */
export type VariationData =
  /** The variations printed (garbage items left out and counted). */
  | { kind: 'list'; variations: Variation[]; dropped: number }
  /** Ask the server per choice (`?wc-ajax=get_variation`): `false` printed (over the threshold), or nothing readable. */
  | { kind: 'ajax'; reason: 'threshold' | 'unreadable' }
  /** `[]`: no variation is available (WooCommerce prints the out-of-stock notice instead of the selects). */
  | { kind: 'none' };

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const flag = (v: unknown, fallback: boolean): boolean => {
  if (v === 'yes') return true;
  if (v === 'no') return false;
  return looseBoolean(v) ?? fallback;
};

function readImage(v: unknown): VariationImage | null {
  if (!isPlainObject(v)) return null;
  const src = safeUrl(v.src);
  if (!src) return null;
  return {
    src,
    srcset: str(v.srcset),
    sizes: str(v.sizes),
    alt: serverText(v.alt),
    title: serverText(v.title),
    caption: serverText(v.caption),
    full_src: safeUrl(v.full_src) || src,
    gallery_thumbnail_src: safeUrl(v.gallery_thumbnail_src),
    src_w: Math.max(0, num(v.src_w) ?? 0),
    src_h: Math.max(0, num(v.src_h) ?? 0),
  };
}

/** A variation's attributes: an object of strings (numbers as strings); PHP's empty array `[]` is none. null when unreadable. */
function readAttributes(v: unknown): Record<string, string> | null {
  if (Array.isArray(v)) return v.length === 0 ? {} : null;
  if (!isPlainObject(v)) return null;
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) {
    if (FORBIDDEN_KEYS.includes(k) || k === '') return null;
    if (typeof x === 'string') out[k] = x;
    else if (typeof x === 'number' && Number.isFinite(x)) out[k] = String(x);
    else return null; // null/object: isMatch would read `.length` of it and break (WooCommerce never prints one)
  }
  return out;
}

const STOCK_CLASS = /\bclass\s*=\s*["'][^"']*\b(in-stock|out-of-stock|available-on-backorder)\b/i;

/** One printed variation, or null when it is no variation (no id, no attributes object). */
export function readVariation(v: unknown): Variation | null {
  if (!isPlainObject(v)) return null;
  const id = num(v.variation_id);
  if (id === null || !Number.isSafeInteger(id) || id <= 0) return null;
  const attributes = readAttributes(v.attributes);
  if (attributes === null) return null;
  const availability = str(v.availability_html);
  const min = num(v.min_qty);
  const max = num(v.max_qty);
  return {
    variation_id: id,
    attributes,
    is_in_stock: flag(v.is_in_stock, false),
    is_purchasable: flag(v.is_purchasable, false),
    variation_is_active: flag(v.variation_is_active, true),
    variation_is_visible: flag(v.variation_is_visible, true),
    backorders_allowed: flag(v.backorders_allowed, false),
    is_sold_individually: v.is_sold_individually === 'yes' || v.is_sold_individually === true,
    display_price: num(v.display_price),
    display_regular_price: num(v.display_regular_price),
    price_html: str(v.price_html),
    availability_html: availability,
    variation_description: str(v.variation_description),
    stock_text: serverText(availability),
    stock_class: STOCK_CLASS.exec(availability)?.[1]?.toLowerCase() ?? '',
    sku: serverText(v.sku),
    weight_html: serverText(v.weight_html),
    dimensions_html: serverText(v.dimensions_html),
    min_qty: min !== null && min >= 0 ? min : 1,
    max_qty: max !== null && max > 0 ? max : null,
    image_id: Math.max(0, num(v.image_id) ?? 0),
    image: readImage(v.image),
  };
}

/**
 * Reads `data-product_variations` as the DOM gives it (`getAttribute`, entities already decoded), or
 * a value already parsed. `false`/"false": the AJAX lookup (WooCommerce's `useAjax`); `[]`: none;
 * a list: its readable variations. Anything else (missing, "", not JSON, an object, a number, a list
 * with nothing readable): the AJAX lookup, so the server still decides; the form posts without JS.
 */
export function readVariationData(raw: unknown): VariationData {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (t === 'false') return { kind: 'ajax', reason: 'threshold' };
    if (!t.startsWith('[')) return { kind: 'ajax', reason: 'unreadable' };
    try {
      value = JSON.parse(t);
    } catch {
      return { kind: 'ajax', reason: 'unreadable' };
    }
  }
  if (value === false) return { kind: 'ajax', reason: 'threshold' };
  if (!Array.isArray(value)) return { kind: 'ajax', reason: 'unreadable' };
  if (value.length === 0) return { kind: 'none' };
  const variations: Variation[] = [];
  let dropped = 0;
  for (const item of value.slice(0, MAX_VARIATIONS)) {
    const v = readVariation(item);
    if (v) variations.push(v);
    else dropped++;
  }
  dropped += Math.max(0, value.length - MAX_VARIATIONS);
  if (variations.length === 0) return { kind: 'ajax', reason: 'unreadable' };
  return { kind: 'list', variations, dropped };
}

/** The answer of `?wc-ajax=get_variation` (`wp_send_json( $variation )`): a variation, or null (`false`: no match, or unreadable). */
export function readVariationAnswer(raw: unknown): Variation | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return readVariation(value);
}

/** A select of the form: its attribute name (`data-attribute_name`, else `name`) and value ("" = nothing chosen). */
export interface AttributeField {
  name: string;
  value: string;
}

/** `getChosenAttributes()`'s answer. */
export interface ChosenAttributes {
  count: number;
  chosenCount: number;
  data: Record<string, string>;
}

/** VariationForm.prototype.getChosenAttributes: every select's value by attribute name, and how many are chosen. */
export function getChosenAttributes(fields: readonly AttributeField[]): ChosenAttributes {
  const data: Record<string, string> = {};
  let chosenCount = 0;
  for (const f of fields) {
    const value = f.value || '';
    if (value.length > 0) chosenCount++;
    data[f.name] = value;
  }
  return { count: fields.length, chosenCount, data };
}

/**
 * VariationForm.prototype.isMatch: for each of the variation's attributes, a mismatch only when both
 * the variation's value and the chosen one are non-empty and differ. A variation's "" ("any") matches
 * every choice; a chosen "" (nothing chosen yet) or an attribute not chosen matches every variation.
 */
export function isMatch(variationAttributes: Readonly<Record<string, string>>, attributes: Readonly<Record<string, string | undefined>>): boolean {
  let match = true;
  for (const name of Object.keys(variationAttributes)) {
    const val1 = variationAttributes[name];
    const val2 = Object.prototype.hasOwnProperty.call(attributes, name) ? attributes[name] : undefined;
    if (val1 !== undefined && val2 !== undefined && val1.length !== 0 && val2.length !== 0 && val1 !== val2) match = false;
  }
  return match;
}

/** VariationForm.prototype.findMatchingVariations: the variations matching, in the printed order. */
export function findMatchingVariations<V extends Pick<Variation, 'attributes'>>(variations: readonly V[], attributes: Readonly<Record<string, string | undefined>>): V[] {
  return variations.filter((v) => isMatch(v.attributes, attributes));
}

/** What the form shows for the current choice. */
export type FoundVariation =
  /** Not every select has a value (`attributes.count !== attributes.chosenCount`): nothing shown, the button asks for a choice. */
  | { kind: 'incomplete' }
  /** All chosen, AJAX lookup: POST {@link variationLookupBody} to `?wc-ajax=get_variation`. */
  | { kind: 'ask' }
  /** All chosen, no variation matches: WooCommerce's "no matching variations" notice, the choice count reset. */
  | { kind: 'no-match' }
  /**
   * The first match (`matching_variations.shift()`). `purchasable` as onFoundVariation: purchasable,
   * in stock and visible; `visible` false shows the "unavailable" template instead of the variation.
   */
  | { kind: 'found'; variation: Variation; purchasable: boolean; visible: boolean };

/** onFindVariation, with onFoundVariation's purchasable rule. */
export function findVariation(data: VariationData, chosen: ChosenAttributes): FoundVariation {
  if (!(chosen.count && chosen.count === chosen.chosenCount)) return { kind: 'incomplete' };
  if (data.kind === 'ajax') return { kind: 'ask' };
  if (data.kind === 'none') return { kind: 'no-match' };
  const variation = findMatchingVariations(data.variations, chosen.data)[0];
  return variation ? found(variation) : { kind: 'no-match' };
}

/** A variation as shown (the AJAX answer's too). */
export function found(variation: Variation): FoundVariation & { kind: 'found' } {
  const purchasable = variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
  return { kind: 'found', variation, purchasable, visible: variation.variation_is_visible };
}

/** The POST body of the AJAX lookup as onFindVariation sends it: the chosen attributes and `product_id`. */
export function variationLookupBody(productId: number, chosen: ChosenAttributes): Record<string, string> {
  return { ...chosen.data, product_id: String(Math.trunc(productId)) };
}

/** One select as printed (`wc_dropdown_variation_attribute_options`): name, option values in order, `data-show_option_none`. */
export interface AttributeSelect {
  name: string;
  /** The option values after the placeholder, as printed (slugs for taxonomy attributes). */
  options: readonly string[];
  /** `data-show_option_none` = "yes" (WooCommerce's default "Choose an option" keeps the placeholder); false for "no". */
  showOptionNone?: boolean;
}

/** An option after onUpdateAttributes. */
export interface OptionState {
  value: string;
  /** "removed": no matching variation has it (detached); "disabled": attached but no such variation is active; "enabled". */
  state: 'enabled' | 'disabled' | 'removed';
  /** A matching variation with this value is in stock and purchasable (for a "sold out" mark; WooCommerce shows none). */
  inStock: boolean;
}

/** A select after onUpdateAttributes. */
export interface SelectState {
  name: string;
  options: OptionState[];
  /** The placeholder ("Choose an option") stays: WooCommerce drops it only with `show_option_none` "no" and a valid choice. */
  placeholder: boolean;
  /** The value the select keeps: the chosen one when still attached and enabled, else "". */
  value: string;
  /** The chosen value was no longer valid: WooCommerce sets "" and triggers `change` (see {@link settleAttributes}). */
  reset: boolean;
}

/**
 * VariationForm.prototype.onUpdateAttributes: for each select, the variations matching the other
 * selects' choices (this select's own set to ""); each such variation attaches the option of its
 * value, or every option when its value is "" (any), and makes it enabled when `variation_is_active`.
 * Options never attached are removed, attached ones without an enabled variation disabled. With the
 * AJAX lookup WooCommerce returns early: every option stays as printed.
 */
export function updateAttributes(data: VariationData, selects: readonly AttributeSelect[], chosen: Readonly<Record<string, string>>): SelectState[] {
  return selects.map((select) => {
    const selected = chosen[select.name] ?? '';
    if (data.kind !== 'list') {
      // useAjax: no update; `none` prints no selects at all (nothing to enable).
      const state = data.kind === 'ajax' ? 'enabled' : 'removed';
      return { name: select.name, options: select.options.map((value) => ({ value, state, inStock: data.kind === 'ajax' })), placeholder: true, value: data.kind === 'ajax' ? selected : '', reset: false };
    }
    const check: Record<string, string> = { ...chosen, [select.name]: '' };
    const attached = new Map<string, { enabled: boolean; inStock: boolean }>();
    const attach = (value: string, v: Variation) => {
      const a = attached.get(value) ?? { enabled: false, inStock: false };
      a.enabled ||= v.variation_is_active;
      a.inStock ||= v.is_in_stock && v.is_purchasable;
      attached.set(value, a);
    };
    for (const v of findMatchingVariations(data.variations, check)) {
      if (!Object.prototype.hasOwnProperty.call(v.attributes, select.name)) continue;
      const raw = v.attributes[select.name] ?? '';
      if (raw) {
        // Compared as text (entities decoded), the first option of that value only.
        const text = decodeEntities(raw);
        if (select.options.includes(text)) attach(text, v);
      } else for (const o of select.options) attach(o, v);
    }
    const options: OptionState[] = select.options.map((value) => {
      const a = attached.get(value);
      return { value, state: !a ? 'removed' : a.enabled ? 'enabled' : 'disabled', inStock: a?.inStock ?? false };
    });
    const valid = selected === '' || options.some((o) => o.value === selected && o.state === 'enabled');
    const anyAttached = options.some((o) => o.state !== 'removed');
    const placeholder = !(anyAttached && selected !== '' && valid && select.showOptionNone === false);
    return { name: select.name, options, placeholder, value: valid ? selected : '', reset: !valid };
  });
}

/**
 * onUpdateAttributes until nothing resets: a select whose choice became invalid is set to "" and
 * WooCommerce's `change` runs the update again with it. Returns the final selects and the choice.
 */
export function settleAttributes(data: VariationData, selects: readonly AttributeSelect[], chosen: Readonly<Record<string, string>>): { selects: SelectState[]; chosen: Record<string, string> } {
  let current: Record<string, string> = { ...chosen };
  for (let i = 0; i <= selects.length; i++) {
    const states = updateAttributes(data, selects, current);
    if (!states.some((s) => s.reset)) return { selects: states, chosen: current };
    current = { ...current };
    for (const s of states) if (s.reset) current[s.name] = '';
  }
  return { selects: updateAttributes(data, selects, current), chosen: current };
}

/** The quantity field after a variation is found (onFoundVariation). */
export interface VariationQuantity {
  value: number;
  min: number;
  /** null: no maximum (the `max` attribute emptied). */
  max: number | null;
  /** Sold individually: quantity 1, the field hidden. */
  hidden: boolean;
}

/**
 * onFoundVariation's quantity: sold individually -> 1 and hidden; else the typed quantity (NaN: the
 * variation's `min_qty`) moved under `max_qty` and over `min_qty`.
 */
export function variationQuantity(current: number | string, variation: Pick<Variation, 'min_qty' | 'max_qty' | 'is_sold_individually'>): VariationQuantity {
  if (variation.is_sold_individually) return { value: 1, min: 1, max: null, hidden: true };
  let q = typeof current === 'number' ? current : parseFloat(current);
  if (Number.isNaN(q)) q = variation.min_qty;
  else {
    if (variation.max_qty !== null && q > variation.max_qty) q = variation.max_qty;
    if (q < variation.min_qty) q = variation.min_qty;
  }
  return { value: q, min: variation.min_qty, max: variation.max_qty, hidden: false };
}

/**
 * The Store API `cart/add-item` body for a chosen variation: the variation's id and every chosen
 * attribute as `{attribute, value}` (the "any" ones carry the visitor's value; CartController's
 * sanitize_variation_data reads the `attribute_…` names as the form posts them).
 */
export function addItemBody(variation: Pick<Variation, 'variation_id'>, chosen: ChosenAttributes, quantity: number): { id: number; quantity: number; variation: { attribute: string; value: string }[] } {
  return {
    id: variation.variation_id,
    quantity,
    variation: Object.entries(chosen.data).map(([attribute, value]) => ({ attribute, value })),
  };
}
