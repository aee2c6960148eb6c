/**
 * Pricing of a Gravity Forms form (spec section 3 "Form data", section 5 "Calculation"): product,
 * option, quantity, shipping, donation and total fields, and the calculation fields (number
 * fields with `enableCalculation`, products with inputType `calculation`). Gravity Forms' own keys
 * drive it: `inputType`, `basePrice`, `productField`, choices' `price`, `disableQuantity`,
 * `enableCalculation`, `calculationFormula`, `calculationRounding`, `numberFormat`.
 *
 * Pure and the same on both sides: the widget runs it over the values it reads from the form,
 * the reference backend over the posted values. Values are by input name as Gravity Forms posts
 * them (`input_10_1` name, `input_10_2` price, `input_10_3` quantity, `input_11_1` = `Hosting|5`).
 */
import { cleanNumber, formatMoney, formatNumber, parseMoney, roundTo, toNumber, type CurrencyConfig } from '../shared/currency';
import { hiddenFields, logicModel, type LogicModel } from './conditional';
import { calculationRounding, compileFormula, type CompiledFormula, type MergeTag } from './formula';
import { checkboxInputIds, inputName } from './pages';
import type { FormField, FormObject, PostedValues } from './types';

/** Gravity Forms' pricing field types (spec section 3). */
export const PRICING_FIELD_TYPES = ['product', 'option', 'shipping', 'donation', 'quantity', 'total'] as const;
export type PricingFieldType = (typeof PRICING_FIELD_TYPES)[number];

/** True for a pricing field type. */
export function isPricingField(field: Pick<FormField, 'type'>): boolean {
  return (PRICING_FIELD_TYPES as readonly string[]).includes(field.type);
}

/** True when a form has pricing fields (then its product config is validated before submit). */
export function hasPricingFields(form: { fields: readonly Pick<FormField, 'type'>[] }): boolean {
  return form.fields.some(isPricingField);
}

/** Gravity Forms' default inputType of each pricing type. */
const DEFAULT_INPUT_TYPE: Record<string, string> = {
  product: 'singleproduct',
  option: 'select',
  shipping: 'singleshipping',
  donation: 'donation',
  quantity: 'number',
};

/** The inputType of a pricing field, with Gravity Forms' default when the key is missing. */
export function pricingInputType(field: Pick<FormField, 'type' | 'inputType'>): string {
  return field.inputType || DEFAULT_INPUT_TYPE[field.type] || field.type;
}

/** Products whose price and quantity live in sub-inputs `.1` name, `.2` price, `.3` quantity. */
const SUB_INPUT_PRODUCTS = new Set(['singleproduct', 'calculation', 'hiddenproduct']);

/** True for a product rendered with `.1`/`.2`/`.3` sub-inputs. */
export function hasPriceSubInputs(field: Pick<FormField, 'type' | 'inputType'>): boolean {
  return field.type === 'product' && SUB_INPUT_PRODUCTS.has(pricingInputType(field));
}

/** A field whose value a formula computes. */
export interface FormulaField {
  field: FormField;
  formula: string;
  /** Decimals to round to; -1 = none (Gravity Forms' "norounding"). */
  rounding: number;
  /** A calculation product: the result is a price (`input_{id}_2`), formatted as money. */
  isProduct: boolean;
  /** The input name the result is written to. */
  target: string;
  /** Field ids its merge tags read. */
  reads: ReadonlySet<number>;
  /** Parsed once; each recalculation supplies the values of its merge tags. */
  compiled: CompiledFormula;
}

/** Everything about a form's pricing that does not change while a visitor types; built once. */
export interface PricingModel {
  fieldsById: ReadonlyMap<number, FormField>;
  /** Product and donation fields, in form order. */
  products: FormField[];
  /** Option fields by the id of their product (`productField`). */
  options: ReadonlyMap<number, FormField[]>;
  /** The quantity field of a product (the first one, as Gravity Forms reads it). */
  quantities: ReadonlyMap<number, FormField>;
  /** The form's shipping field (Gravity Forms uses one). */
  shipping?: FormField;
  totals: FormField[];
  formulas: FormulaField[];
  logic: LogicModel;
  /** The input names of each pricing field (`input_10_1`…, a checkbox's `input_11_1`…), computed once. */
  names: ReadonlyMap<number, readonly string[]>;
}

/** True when a field's value is computed by a formula. */
export function hasCalculation(field: FormField): boolean {
  if (!field.calculationFormula?.trim()) return false;
  if (field.type === 'product') return pricingInputType(field) === 'calculation';
  return field.enableCalculation === true;
}

/** The input names of a pricing field: `.1 .2 .3` of a product with sub-inputs, a checkbox's choices, else `input_{id}`. */
function fieldNames(f: FormField): string[] {
  if (hasPriceSubInputs(f)) return [1, 2, 3].map((k) => inputName(`${f.id}.${k}`));
  if (pricingInputType(f) === 'checkbox') return checkboxNames(f);
  return [inputName(f.id)];
}

const namesOf = (model: PricingModel, f: FormField): readonly string[] => model.names.get(f.id) ?? fieldNames(f);

// The same few price texts are read on every recalculation ("18,50 €", "2.5"): parse each once per currency.
const parsed = new WeakMap<CurrencyConfig, { n: Map<string, number | null>; m: Map<string, number | null> }>();
function cached(kind: 'n' | 'm', text: string, currency: CurrencyConfig): number | null {
  let caches = parsed.get(currency);
  if (!caches) parsed.set(currency, (caches = { n: new Map(), m: new Map() }));
  const cache = caches[kind];
  let v = cache.get(text);
  if (v === undefined) {
    if (cache.size > 10_000) cache.clear();
    v = kind === 'n' ? toNumber(text, currency) : parseMoney(text, currency);
    cache.set(text, v);
  }
  return v;
}
/** toNumber, remembered. */
const priceNumber = (text: string, currency: CurrencyConfig) => cached('n', text, currency);
/** parseMoney, remembered. */
const moneyNumber = (text: string, currency: CurrencyConfig) => cached('m', text, currency);

/** Builds the pricing model of a form. */
export function pricingModel(form: { fields: readonly FormField[] }): PricingModel {
  const fieldsById = new Map(form.fields.map((f) => [f.id, f]));
  const products: FormField[] = [];
  const options = new Map<number, FormField[]>();
  const quantities = new Map<number, FormField>();
  const totals: FormField[] = [];
  const formulas: FormulaField[] = [];
  const names = new Map<number, readonly string[]>();
  let shipping: FormField | undefined;
  for (const f of form.fields) {
    if (f.type === 'product' || f.type === 'donation') products.push(f);
    else if (f.type === 'option' && f.productField !== undefined) options.set(f.productField, [...(options.get(f.productField) ?? []), f]);
    else if (f.type === 'quantity' && f.productField !== undefined && !quantities.has(f.productField)) quantities.set(f.productField, f);
    else if (f.type === 'shipping') shipping ??= f;
    else if (f.type === 'total') totals.push(f);
    if (isPricingField(f)) names.set(f.id, fieldNames(f));
    if (hasCalculation(f)) {
      const isProduct = f.type === 'product';
      const formula = f.calculationFormula!;
      const compiled = compileFormula(formula);
      formulas.push({
        field: f,
        formula,
        rounding: calculationRounding(f.calculationRounding),
        isProduct,
        target: isProduct ? inputName(`${f.id}.2`) : inputName(f.id),
        reads: new Set(compiled.tags.map((t) => t.fieldId)),
        compiled,
      });
    }
  }
  const model: PricingModel = { fieldsById, products, options, quantities, totals, formulas, logic: logicModel(form), names };
  if (shipping) model.shipping = shipping;
  return model;
}

/** Reads one value by input name ('' when absent; the first of several). */
export type ValueReader = (name: string) => string;

/** A reader over posted values, with `overlay` (computed values) taking precedence. */
export function valueReader(values: PostedValues, overlay?: Readonly<Record<string, string>>): ValueReader {
  return (name) => {
    const o = overlay?.[name];
    if (o !== undefined) return o;
    const v = values[name];
    return (Array.isArray(v) ? v[0] : v) ?? '';
  };
}

/** The price in a `label|price` value: the part after the last pipe (spec section 5); 0 without one. */
export function choicePrice(value: string, currency: CurrencyConfig): number {
  const at = value.lastIndexOf('|');
  if (at < 0) return 0;
  return priceNumber(value.slice(at + 1), currency) ?? 0;
}

/** The value Gravity Forms gives a priced choice: `{value}|{price as a plain number}` (`Kaarsjes|2.5`). */
export function choiceValue(choice: { text: string; value?: string | undefined; price?: string | undefined }, currency: CurrencyConfig): string {
  const name = choice.value || choice.text;
  const price = choice.price ? (toNumber(choice.price, currency) ?? 0) : 0;
  return `${name}|${price}`;
}

/** The decimal separator a field's `numberFormat` means (currency: the currency's). */
export function decimalSeparatorOf(numberFormat: string | undefined, currency: CurrencyConfig): string {
  return numberFormat === 'decimal_comma' ? ',' : numberFormat === 'currency' ? currency.decimal_separator : '.';
}

/** The input names of a field's checkbox choices (`input_11_1`, `input_11_2`, …). */
export function checkboxNames(field: FormField): string[] {
  const ids = field.inputs?.length ? field.inputs.map((i) => String(i.id)) : checkboxInputIds(field.id, field.choices?.length ?? 0);
  return ids.map(inputName);
}

const isChoiceInput = (it: string) => it === 'select' || it === 'radio' || it === 'checkbox';

/**
 * The number a merge tag stands for in a formula (Gravity Forms' replaceFieldTags + cleanNumber):
 * 0 for a field hidden by conditional logic or unknown; a priced choice gives its price (`:value`
 * its name); a checkbox option the sum of its ticked prices (one choice with `.n`); a product
 * `.3` its quantity, `.2` or the bare id its unit price; anything else its value, cleaned with
 * the field's (else the formula field's) number format.
 */
export function mergeTagValue(model: PricingModel, tag: MergeTag, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig, formulaField?: FormField): number {
  const field = model.fieldsById.get(tag.fieldId);
  if (!field || hidden.has(field.id) || (formulaField && field.id === formulaField.id && tag.input === undefined)) return 0;
  const it = pricingInputType(field);
  const priced = field.type === 'product' || field.type === 'option' || field.type === 'shipping' || field.type === 'donation';
  if (priced && isChoiceInput(it)) {
    const names = namesOf(model, field);
    const picked = tag.input !== undefined && it === 'checkbox' ? names.filter((n) => n === inputName(tag.inputId)) : names;
    let sum = 0;
    for (const name of picked) {
      const v = read(name);
      if (!v) continue;
      if (tag.modifier === 'value') sum += cleanNumber(v.split('|')[0]!, '.') ?? 0;
      else sum += choicePrice(v, currency);
    }
    return sum;
  }
  if (hasPriceSubInputs(field)) {
    if (tag.input === 3) return productQuantity(model, field, read, hidden, currency);
    if (tag.input === 1) return 0;
    return priceNumber(read(namesOf(model, field)[1]!), currency) ?? 0;
  }
  if ((field.type === 'product' && it === 'price') || (field.type === 'donation' && it === 'donation')) return moneyNumber(read(inputName(field.id)), currency) ?? 0;
  if (field.type === 'shipping' || field.type === 'total') return priceNumber(read(inputName(field.id)), currency) ?? 0;
  const sep = decimalSeparatorOf(field.numberFormat ?? formulaField?.numberFormat, currency);
  return cleanNumber(read(inputName(tag.inputId)), sep) ?? 0;
}

/** How a calculation result is shown and posted: money for products and `currency` numbers, else the number format with the field's rounding. */
export function formatCalculation(f: Pick<FormulaField, 'isProduct' | 'rounding' | 'field'>, value: number, currency: CurrencyConfig): string {
  if (f.isProduct || f.field.numberFormat === 'currency') return formatMoney(value, currency);
  const comma = f.field.numberFormat === 'decimal_comma';
  return formatNumber(value, f.rounding, comma ? ',' : '.', comma ? '.' : ',', false);
}

/**
 * Runs every formula (Gravity Forms' GFCalc) and returns the text of each calculation field by
 * field id. A formula that reads a field computed later in the form is run again once that field
 * changed, until nothing changes (bounded, so formulas that read each other cannot loop). A
 * formula the spec's rule rejects keeps the field's current value.
 */
export function runCalculations(model: PricingModel, values: PostedValues, hidden: ReadonlySet<number>, currency: CurrencyConfig): Record<number, string> {
  const out: Record<number, string> = {};
  if (model.formulas.length === 0) return out;
  const overlay: Record<string, string> = {};
  const read = valueReader(values, overlay);
  let todo: FormulaField[] = model.formulas;
  for (let pass = 0; pass <= model.formulas.length && todo.length > 0; pass++) {
    const changed = new Set<number>();
    for (const f of todo) {
      const outcome = f.compiled.run(f.compiled.tags.map((tag) => mergeTagValue(model, tag, read, hidden, currency, f.field)));
      const text = outcome.kind === 'value' ? formatCalculation(f, outcome.value, currency) : read(f.target);
      out[f.field.id] = text;
      if (text !== read(f.target)) {
        overlay[f.target] = text;
        changed.add(f.field.id);
      }
    }
    todo = changed.size ? model.formulas.filter((f) => [...f.reads].some((id) => changed.has(id))) : [];
  }
  return out;
}

/** One product's part of the total. */
export interface ProductLine {
  fieldId: number;
  /** The unit price: base price plus the ticked options. */
  unitPrice: number;
  quantity: number;
  /** (base + options) x quantity, rounded to the currency's decimals. */
  price: number;
}

export interface PricingResult {
  lines: ProductLine[];
  /** Some product has a quantity above 0 (then shipping counts). */
  anyProductSelected: boolean;
  shipping: number;
  total: number;
}

/** The quantity of a product: 0 when not selected or hidden; its quantity field, its own `.3`, or 1. Never negative. */
export function productQuantity(model: PricingModel, product: FormField, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig): number {
  if (hidden.has(product.id) || !isProductSelected(model, product, read, currency)) return 0;
  const it = pricingInputType(product);
  const qField = model.quantities.get(product.id);
  let q: number | null;
  if (qField) q = hidden.has(qField.id) ? 0 : cleanNumber(read(inputName(qField.id)), decimalSeparatorOf(qField.numberFormat, currency));
  else if (product.type === 'product' && (it === 'singleproduct' || it === 'calculation') && !product.disableQuantity) {
    // The visible quantity input is type=number: its value always has a decimal point.
    q = cleanNumber(read(namesOf(model, product)[2]!), '.');
  } else if (product.type === 'product' && it === 'hiddenproduct') q = cleanNumber(read(namesOf(model, product)[2]!), '.') ?? 1;
  else q = 1;
  return q !== null && q > 0 ? q : 0;
}

/** True for a product whose quantity the visitor does not choose: disabled, or a hidden product, without a quantity field. */
function hasFixedQuantity(model: PricingModel, product: FormField): boolean {
  if (!hasPriceSubInputs(product) || model.quantities.has(product.id)) return false;
  return product.disableQuantity === true || pricingInputType(product) === 'hiddenproduct';
}

/**
 * Gravity Forms' gformIsProductSelected: a price sub-input or a chosen choice holds a value; a
 * typed amount must also read as money (text that is no amount selects nothing here).
 */
function isProductSelected(model: PricingModel, product: FormField, read: ValueReader, currency: CurrencyConfig): boolean {
  const names = namesOf(model, product);
  if (hasPriceSubInputs(product)) return read(names[1]!).trim() !== '';
  const value = read(names[0]!);
  return isChoiceInput(pricingInputType(product)) ? value !== '' : moneyNumber(value, currency) !== null;
}

/** The base price of a product before options (0 when hidden). */
export function basePrice(model: PricingModel, product: FormField, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig): number {
  if (hidden.has(product.id)) return 0;
  const names = namesOf(model, product);
  if (hasPriceSubInputs(product)) return priceNumber(read(names[1]!), currency) ?? 0;
  if (isChoiceInput(pricingInputType(product))) return choicePrice(read(names[0]!), currency);
  // A price the visitor types (user-defined price, donation amount) is read in the currency's format.
  return moneyNumber(read(names[0]!), currency) ?? 0;
}

/** The summed price of the ticked or chosen options of a product (hidden option fields count 0). */
export function optionsPrice(model: PricingModel, productId: number, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig): number {
  let sum = 0;
  for (const opt of model.options.get(productId) ?? []) {
    if (hidden.has(opt.id)) continue;
    for (const name of namesOf(model, opt)) sum += choicePrice(read(name), currency);
  }
  return sum;
}

/** The shipping price: the single shipping input or the chosen shipping choice (0 when hidden). */
export function shippingPrice(model: PricingModel, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig): number {
  const s = model.shipping;
  if (!s || hidden.has(s.id)) return 0;
  const raw = read(inputName(s.id));
  return isChoiceInput(pricingInputType(s)) ? choicePrice(raw, currency) : (priceNumber(raw, currency) ?? 0);
}

/**
 * The total (spec section 5; Gravity Forms' gformCalculateTotalPrice): each product's (price +
 * ticked options) x quantity rounded to the currency's decimals, options only when the quantity is
 * above 0; shipping only when some product is selected; hidden fields count 0. One departure from
 * Gravity Forms: a product whose quantity is fixed (disabled, hidden product) selects nothing while
 * its price is 0, so a calculation product at 0 does not add shipping to an empty order.
 */
export function calculateTotal(model: PricingModel, read: ValueReader, hidden: ReadonlySet<number>, currency: CurrencyConfig): PricingResult {
  const lines: ProductLine[] = [];
  let sum = 0;
  let anyProductSelected = false;
  for (const product of model.products) {
    const quantity = productQuantity(model, product, read, hidden, currency);
    let unitPrice = basePrice(model, product, read, hidden, currency);
    if (quantity > 0) {
      unitPrice += optionsPrice(model, product.id, read, hidden, currency);
      // A quantity the visitor does not choose (disabled, hidden product) selects the product only at a price.
      if (unitPrice !== 0 || !hasFixedQuantity(model, product)) anyProductSelected = true;
    }
    const price = roundTo(unitPrice * quantity, currency.decimals);
    sum += price;
    lines.push({ fieldId: product.id, unitPrice, quantity, price });
  }
  const shipping = anyProductSelected ? shippingPrice(model, read, hidden, currency) : 0;
  return { lines, anyProductSelected, shipping, total: roundTo(sum + shipping, currency.decimals) };
}

/** Everything a recalculation gives. */
export interface PricingState {
  hidden: Set<number>;
  calculations: Record<number, string>;
  result: PricingResult;
}

/** Conditional logic, then the formulas, then the total, over one set of values (the server's and the benchmark's path). */
export function recalculate(model: PricingModel, values: PostedValues, currency: CurrencyConfig): PricingState {
  const hidden = hiddenFields(model.logic, values);
  const calculations = runCalculations(model, values, hidden, currency);
  const overlay: Record<string, string> = {};
  for (const f of model.formulas) {
    const text = calculations[f.field.id];
    if (text !== undefined) overlay[f.target] = text;
  }
  const result = calculateTotal(model, valueReader(values, overlay), hidden, currency);
  return { hidden, calculations, result };
}

/** The keys of a field Gravity Forms puts into its product meta (GF_Product_Meta_Config::clean_meta). */
const META_KEYS = ['id', 'label', 'choices', 'inputs', 'type', 'inputType', 'basePrice', 'disableQuantity'] as const;

function cleanMeta(field: FormField): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of META_KEYS) if (field[k] !== undefined) out[k] = field[k];
  return out;
}

/** Gravity Forms' product meta of a form: `{products: {id: {…, options: {id: {…}}}}, shipping}` (no hash). */
export interface ProductMeta {
  products?: Record<string, Record<string, unknown>>;
  shipping?: Record<string, unknown>;
}

/** Builds the product meta Gravity Forms validates with gform_validate_config (GF_Product_Meta_Config). */
export function productMeta(form: Pick<FormObject, 'fields'>): ProductMeta {
  const products: Record<string, Record<string, unknown>> = {};
  for (const f of form.fields) {
    if (f.type !== 'product') continue;
    const meta = cleanMeta(f);
    const opts = form.fields.filter((o) => o.type === 'option' && o.productField === f.id);
    if (opts.length) meta.options = Object.fromEntries(opts.map((o) => [String(o.id), cleanMeta(o)]));
    products[String(f.id)] = meta;
  }
  const out: ProductMeta = {};
  if (Object.keys(products).length) out.products = products;
  const shipping = form.fields.find((f) => f.type === 'shipping');
  if (shipping) out.shipping = cleanMeta(shipping);
  return out;
}

/**
 * The product config a form posts with gform_validate_config: the server's own product meta when
 * the form object carries one (`product_meta` with its `hash`, posted back unchanged), else the
 * meta built from the fields plus `form_id`.
 */
export function productConfig(form: FormObject, formId: number): Record<string, unknown> {
  const given = (form as Record<string, unknown>).product_meta;
  if (hasSignedProductMeta(form)) return given as Record<string, unknown>;
  return { form_id: formId, ...productMeta(form) };
}

/** True when the form object carries the server's signed product meta (`product_meta` with a string `hash`). */
export function hasSignedProductMeta(form: FormObject): boolean {
  const given = (form as Record<string, unknown>).product_meta;
  return Boolean(given && typeof given === 'object' && !Array.isArray(given) && typeof (given as Record<string, unknown>).hash === 'string');
}

/**
 * The posted values with what a server computes itself, as Gravity Forms does when it saves an
 * entry: every calculation field's result and every total field (the total as a plain number).
 */
export function withComputedPricing(form: { fields: readonly FormField[] }, values: PostedValues, currency: CurrencyConfig): PostedValues {
  const model = pricingModel(form);
  if (model.products.length === 0 && model.formulas.length === 0 && model.totals.length === 0) return values;
  const state = recalculate(model, values, currency);
  const out: PostedValues = { ...values };
  for (const f of model.formulas) {
    const text = state.calculations[f.field.id];
    if (text !== undefined) out[f.target] = text;
  }
  for (const t of model.totals) out[inputName(t.id)] = String(state.result.total);
  return out;
}
