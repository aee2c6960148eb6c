import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hiddenFields, isRuleMatch, logicModel, matchesOperation, readConditionalLogic, type LogicRule } from '../../../src/core/forms/conditional';
import {
  calculateTotal,
  choicePrice,
  choiceValue,
  formatCalculation,
  hasPricingFields,
  mergeTagValue,
  pricingModel,
  productConfig,
  productMeta,
  recalculate,
  runCalculations,
  valueReader,
  withComputedPricing,
} from '../../../src/core/forms/pricing';
import { recalcPlan } from '../../../src/core/forms/recalc';
import { parseFormObject, type FormField, type FormObject } from '../../../src/core/forms/types';
import { validateSubmission, type PostedValues } from '../../../src/core/forms/validation';
import { currencyConfig, EUR } from '../../../src/core/shared/currency';

/** The demo bakery order (demo/forms/4.json): every pricing field type but the hidden product (the Gravity PDF fixture below has one), in Gravity Forms' shapes. */
function demoForm(): FormObject {
  const r = parseFormObject(JSON.parse(readFileSync('demo/forms/4.json', 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
}
const form = demoForm();
const model = pricingModel(form);
const NONE = new Set<number>();
const total = (values: PostedValues, hidden: ReadonlySet<number> = hiddenFields(model.logic, values)) => calculateTotal(model, valueReader(values), hidden, EUR);

/** What the browser posts for the demo form before the visitor touches it (GF's defaults). */
const untouched: PostedValues = {
  input_10_1: 'Appeltaart',
  input_10_2: '18,50 €',
  input_10_3: '',
  input_12: '',
  input_13: '1',
  input_14: 'Aardbei|0',
  input_16: 'Botercrème|0',
  input_17_1: 'Taartdoos (statiegeld)',
  input_17_2: '1,50 €',
  input_17_3: '1',
  input_19_1: 'Verjaardagstaart op maat',
  input_19_2: '0,00 €',
  input_19_3: '1',
  input_20: '',
  input_22: '',
  input_23: 'Ophalen|0',
};
const v = (extra: PostedValues): PostedValues => ({ ...untouched, ...extra });

describe('model: Gravity Forms keys drive it', () => {
  it('products, options by productField, quantity field, shipping, total, formula fields', () => {
    expect(model.products.map((f) => f.id)).toEqual([10, 12, 15, 17, 19, 20, 22]);
    expect([...model.options].map(([p, o]) => [p, o.map((f) => f.id)])).toEqual([
      [10, [11]],
      [12, [14]],
      [15, [16]],
    ]);
    expect(model.quantities.get(12)?.id).toBe(13);
    expect(model.shipping?.id).toBe(23);
    expect(model.totals.map((f) => f.id)).toEqual([30]);
    expect(model.formulas.map((f) => [f.field.id, f.target, f.rounding, f.isProduct])).toEqual([
      [19, 'input_19_2', 2, true],
      [21, 'input_21', 1, false],
    ]);
    expect(hasPricingFields(form)).toBe(true);
    expect(hasPricingFields({ fields: [{ type: 'text' }] })).toBe(false);
  });
  it('priced choices post `{value}|{price}` as Gravity Forms writes them; the price is the part after the last pipe', () => {
    expect(choiceValue({ text: 'Kaarsjes', value: 'Kaarsjes', price: '2,50 €' }, EUR)).toBe('Kaarsjes|2.5');
    expect(choiceValue({ text: 'Hosting', price: '$5.00' }, currencyConfig({ symbol_left: '$', symbol_right: '', decimal_separator: '.', thousand_separator: ',' }))).toBe('Hosting|5');
    expect(choicePrice('Hosting|5', EUR)).toBe(5);
    expect(choicePrice('A|B|2.5', EUR)).toBe(2.5);
    expect(choicePrice('Zonder prijs', EUR)).toBe(0);
    expect(choicePrice('Raar|veel', EUR)).toBe(0);
  });
});

describe('total rules (spec section 5)', () => {
  it.each<[string, PostedValues, { total: number; shipping: number; any: boolean }]>([
    ['nothing chosen -> 0, no shipping', untouched, { total: 0, shipping: 0, any: false }],
    ['delivery chosen but no product -> shipping is not added', v({ input_23: 'Utrecht|4.95' }), { total: 0, shipping: 0, any: false }],
    ['2 apple pies -> 37 + the box deposit (a single product of fixed quantity 1, shown by logic)', v({ input_10_3: '2' }), { total: 38.5, shipping: 0, any: true }],
    ['2 apple pies with candles and cream: (18.50 + 2.50 + 3.00) x 2 + 1.50', v({ input_10_3: '2', input_11_1: 'Kaarsjes|2.5', input_11_2: 'Slagroom|3' }), { total: 49.5, shipping: 0, any: true }],
    ['options count only when quantity > 0', v({ input_10_3: '0', input_11_1: 'Kaarsjes|2.5' }), { total: 0, shipping: 0, any: false }],
    ['a product selected -> shipping added', v({ input_10_3: '1', input_23: 'Utrecht|4.95' }), { total: 24.95, shipping: 4.95, any: true }],
    ['select product x quantity field, radio option', v({ input_12: 'Groot (16 personen)|39.5', input_13: '2', input_14: 'Mokka|2.5' }), { total: 84, shipping: 0, any: true }],
    ['quantity field 0 -> not selected', v({ input_12: 'Klein (8 personen)|24', input_13: '0' }), { total: 0, shipping: 0, any: false }],
    ['negative quantity counts as 0', v({ input_10_3: '-3' }), { total: 0, shipping: 0, any: false }],
    ['radio product (quantity 1) with a select option', v({ input_15: 'Doos van 12|21', input_16: 'Fondant|1.5' }), { total: 22.5, shipping: 0, any: true }],
    ['user-defined price typed in the currency format', v({ input_20: '1.250,75' }), { total: 1250.75, shipping: 0, any: true }],
    ['donation', v({ input_22: '5,00 €' }), { total: 5, shipping: 0, any: true }],
    ['calculation product reads its computed price', v({ input_19_2: '26,00 €' }), { total: 26, shipping: 0, any: true }],
    ['a quantity that is not a number -> 0', v({ input_10_3: 'twee' }), { total: 0, shipping: 0, any: false }],
  ])('%s', (_name, values, expected) => {
    const r = total(values);
    expect({ total: r.total, shipping: r.shipping, any: r.anyProductSelected }).toEqual(expected);
  });

  it('each product is rounded to the currency decimals, then summed', () => {
    const f = pricingModel({
      fields: [
        { id: 1, type: 'product', inputType: 'singleproduct', label: 'A', isRequired: false, basePrice: '0.335' },
        { id: 2, type: 'product', inputType: 'singleproduct', label: 'B', isRequired: false, basePrice: '0.335' },
      ],
    });
    const r = calculateTotal(f, valueReader({ input_1_2: '0.335', input_1_3: '1', input_2_2: '0.335', input_2_3: '1' }), NONE, EUR);
    expect(r.lines.map((l) => l.price)).toEqual([0.34, 0.34]);
    expect(r.total).toBe(0.68);
    // Decimals -1: no rounding at all.
    const all = calculateTotal(f, valueReader({ input_1_2: '0.335', input_1_3: '1', input_2_2: '0.335', input_2_3: '1' }), NONE, currencyConfig({ decimals: -1 }));
    expect(all.total).toBe(0.67);
  });

  it('fields hidden by conditional logic count 0 (product, option, quantity field, shipping)', () => {
    const values = v({ input_10_3: '1', input_11_1: 'Kaarsjes|2.5', input_12: 'Klein (8 personen)|24', input_23: 'Utrecht|4.95' });
    expect(total(values, NONE).total).toBe(18.5 + 2.5 + 24 + 1.5 + 4.95);
    expect(total(values, new Set([11])).total).toBe(18.5 + 24 + 1.5 + 4.95);
    expect(total(values, new Set([10, 17])).total).toBe(24 + 4.95);
    expect(total(values, new Set([13])).total).toBe(18.5 + 2.5 + 1.5 + 4.95);
    expect(total(values, new Set([23])).total).toBe(18.5 + 2.5 + 24 + 1.5);
    expect(total(values, new Set([10, 12, 17])).total).toBe(0); // nothing left: no shipping either
  });

  it('shipping: single (a readonly money input) and radio', () => {
    const base: FormField[] = [{ id: 1, type: 'product', inputType: 'singleproduct', label: 'A', isRequired: false, basePrice: '10' }];
    const single = pricingModel({ fields: [...base, { id: 2, type: 'shipping', inputType: 'singleshipping', label: 'Verzending', isRequired: false, basePrice: '5,95 €' }] });
    expect(calculateTotal(single, valueReader({ input_1_2: '10', input_1_3: '1', input_2: '5,95 €' }), NONE, EUR).total).toBe(15.95);
    const radio = pricingModel({ fields: [...base, { id: 2, type: 'shipping', inputType: 'radio', label: 'Verzending', isRequired: false }] });
    expect(calculateTotal(radio, valueReader({ input_1_2: '10', input_1_3: '1', input_2: 'Snel|7.5' }), NONE, EUR).total).toBe(17.5);
    expect(calculateTotal(radio, valueReader({ input_1_2: '10', input_1_3: '', input_2: 'Snel|7.5' }), NONE, EUR).total).toBe(0);
  });

  it('donation as a choice, and a product whose quantity is disabled (hidden .3 = 1)', () => {
    const m = pricingModel({
      fields: [
        { id: 1, type: 'donation', inputType: 'radio', label: 'Gift', isRequired: false },
        { id: 2, type: 'product', inputType: 'singleproduct', label: 'Kaart', isRequired: false, basePrice: '2', disableQuantity: true },
      ],
    });
    expect(calculateTotal(m, valueReader({ input_1: 'Tien|10', input_2_2: '2', input_2_3: '1' }), NONE, EUR).total).toBe(12);
  });
});

describe('calculations (formula fields)', () => {
  it('the calculation product and the decimal_comma number with rounding 1', () => {
    const calcs = runCalculations(model, v({ input_18: '8', input_10_3: '2', input_13: '3' }), NONE, EUR);
    expect(calcs).toEqual({ 19: '26,00 €', 21: '6,9' });
  });
  it('hidden fields count 0 in a formula', () => {
    expect(runCalculations(model, v({ input_18: '8', input_10_3: '2', input_13: '3' }), new Set([10, 18]), EUR)).toEqual({ 19: '0,00 €', 21: '4,5' });
  });
  it('recalculate: logic, formulas, then the total over the computed price', () => {
    const s = recalculate(model, v({ input_18: '10' }), EUR);
    expect(s.calculations[19]).toBe('32,50 €');
    expect(s.result.total).toBe(32.5);
    expect([...s.hidden]).toEqual([17]); // no apple pie: no box deposit
  });
  it('a formula that reads a later formula field settles; formulas reading each other stop', () => {
    const chain = pricingModel({
      fields: [
        { id: 1, type: 'number', label: 'A', isRequired: false, enableCalculation: true, calculationFormula: '{B:2} * 2' },
        { id: 2, type: 'number', label: 'B', isRequired: false, enableCalculation: true, calculationFormula: '{C:3} + 1' },
        { id: 3, type: 'number', label: 'C', isRequired: false },
      ],
    });
    expect(runCalculations(chain, { input_3: '4' }, NONE, EUR)).toEqual({ 1: '10', 2: '5' });
    const loop = pricingModel({
      fields: [
        { id: 1, type: 'number', label: 'A', isRequired: false, enableCalculation: true, calculationFormula: '{B:2} + 1' },
        { id: 2, type: 'number', label: 'B', isRequired: false, enableCalculation: true, calculationFormula: '{A:1} + 1' },
      ],
    });
    const r = runCalculations(loop, {}, NONE, EUR);
    expect(Number(r[1])).toBeGreaterThan(0);
  });
  it('a rejected formula keeps the current value', () => {
    const m = pricingModel({ fields: [{ id: 1, type: 'number', label: 'A', isRequired: false, enableCalculation: true, calculationFormula: 'alert(1)' }] });
    expect(runCalculations(m, { input_1: '7' }, NONE, EUR)).toEqual({ 1: '7' });
  });
  it.each<[string, Partial<FormField>, number, number, string]>([
    ['decimal_dot, thousands grouped, no rounding', { numberFormat: 'decimal_dot' }, -1, 1234.5678, '1,234.5678'],
    ['decimal_comma rounded to 2 (no padding)', { numberFormat: 'decimal_comma' }, 2, 1234.5, '1.234,5'],
    ['currency format', { numberFormat: 'currency' }, -1, 1234.5, '1.234,50 €'],
    ['rounding 0', {}, 0, 2.5, '3'],
  ])('formatCalculation: %s', (_n, field, rounding, value, expected) => {
    expect(formatCalculation({ isProduct: false, rounding, field: { id: 1, type: 'number', label: '', isRequired: false, ...field } }, value, EUR)).toBe(expected);
  });
  it('merge tag values: prices of choices, checkbox sums, quantities, cleaned numbers', () => {
    const read = valueReader(v({ input_10_3: '2', input_11_1: 'Kaarsjes|2.5', input_11_3: 'Naam op de taart|4.95', input_12: 'Groot (16 personen)|39.5', input_21: '1.234,5' }));
    const tag = (inputId: string, modifier?: string) => ({ tag: '', inputId, fieldId: Number.parseInt(inputId, 10), ...(inputId.includes('.') ? { input: Number(inputId.split('.')[1]) } : {}), ...(modifier ? { modifier } : {}) });
    expect(mergeTagValue(model, tag('10.3'), read, NONE, EUR)).toBe(2);
    expect(mergeTagValue(model, tag('10.2'), read, NONE, EUR)).toBe(18.5);
    expect(mergeTagValue(model, tag('11'), read, NONE, EUR)).toBe(7.45);
    expect(mergeTagValue(model, tag('11.3'), read, NONE, EUR)).toBe(4.95);
    expect(mergeTagValue(model, tag('11.2'), read, NONE, EUR)).toBe(0);
    expect(mergeTagValue(model, tag('12'), read, NONE, EUR)).toBe(39.5);
    expect(mergeTagValue(model, tag('21'), read, NONE, EUR)).toBe(1234.5);
    expect(mergeTagValue(model, tag('99'), read, NONE, EUR)).toBe(0);
    expect(mergeTagValue(model, tag('12'), read, new Set([12]), EUR)).toBe(0);
  });
});

describe('conditional logic (Gravity Forms rules)', () => {
  const f = (id: number, type: string, extra: Partial<FormField> = {}): FormField => ({ id, type, label: `F${id}`, isRequired: false, ...extra });
  it.each<[string, string, LogicRule['operator'], boolean]>([
    ['Appel', 'appel', 'is', true],
    ['Appel', 'peer', 'isnot', true],
    ['10', '9', '>', true],
    ['10', '9', '<', false],
    ['1,000', '999', '>', true],
    ['tien', '9', '>', false],
    ['Appeltaart', 'taart', 'contains', true],
    ['Appeltaart', 'appel', 'starts_with', true],
    ['Appeltaart', 'TAART', 'ends_with', true],
    ['Appel', 'appeltaart', 'ends_with', false],
  ])('%j %s %j -> %s', (a, b, op, expected) => expect(matchesOperation(a, b, op)).toBe(expected));

  it('reads conditionalLogic loosely: "" and null are none; rule ids as numbers', () => {
    expect(readConditionalLogic('')).toBe(null);
    expect(readConditionalLogic(null)).toBe(null);
    expect(readConditionalLogic({ actionType: 'hide', logicType: 'any', rules: [{ fieldId: 5, operator: 'is', value: 'x' }] })).toEqual({ actionType: 'hide', logicType: 'any', rules: [{ fieldId: '5', operator: 'is', value: 'x' }] });
  });

  it('rules on checkables (ticked choices, name part of priced values), selects, sub-inputs', () => {
    const box = f(3, 'option', { inputType: 'checkbox', choices: [{ text: 'A' }, { text: 'B' }] });
    const values = { input_3_2: 'B|2.5', input_4: 'Groot|39.5', input_5_3: '3' };
    expect(isRuleMatch({ fieldId: '3', operator: 'is', value: 'B' }, box, values)).toBe(true);
    expect(isRuleMatch({ fieldId: '3', operator: 'is', value: 'A' }, box, values)).toBe(false);
    expect(isRuleMatch({ fieldId: '3', operator: 'isnot', value: 'A' }, box, values)).toBe(true);
    expect(isRuleMatch({ fieldId: '3', operator: 'is', value: '' }, box, values)).toBe(false);
    expect(isRuleMatch({ fieldId: '3', operator: 'is', value: '' }, box, {})).toBe(true);
    expect(isRuleMatch({ fieldId: '4', operator: 'is', value: 'groot' }, f(4, 'product', { inputType: 'select' }), values)).toBe(true);
    expect(isRuleMatch({ fieldId: '5.3', operator: '>', value: '2' }, f(5, 'product'), values)).toBe(true);
    expect(isRuleMatch({ fieldId: '5.3', operator: '>', value: '2' }, f(5, 'product'), values, new Set([5]))).toBe(false);
  });

  it('all / any, show / hide, and a hidden field reads empty for the rules after it', () => {
    const fields: FormField[] = [
      f(1, 'text'),
      f(2, 'text', { conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '1', operator: 'is', value: 'ja' }] } } as Partial<FormField>),
      f(3, 'text', { conditionalLogic: { actionType: 'hide', logicType: 'any', rules: [{ fieldId: '2', operator: 'is', value: 'x' }, { fieldId: '1', operator: 'is', value: 'nee' }] } } as Partial<FormField>),
    ];
    const m = logicModel({ fields });
    expect([...hiddenFields(m, { input_1: 'ja', input_2: 'x' })]).toEqual([3]);
    expect([...hiddenFields(m, { input_1: 'nee', input_2: 'x' })]).toEqual([2, 3]);
    expect([...hiddenFields(m, { input_1: 'misschien', input_2: 'x' })]).toEqual([2]); // 2 is hidden, so its "x" no longer hides 3
  });

  it('the server does not validate fields hidden by conditional logic', () => {
    const fields: FormField[] = [f(1, 'text'), f(2, 'text', { isRequired: true, conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '1', operator: 'is', value: 'ja' }] } } as Partial<FormField>)];
    expect(validateSubmission({ fields }, { input_1: 'nee' })).toEqual({});
    expect(validateSubmission({ fields }, { input_1: 'ja' })).toEqual({ 2: 'Dit veld is verplicht.' });
  });
});

describe('server side: validation and the stored entry', () => {
  it.each<[string, PostedValues, Record<string, string>]>([
    ['untouched form: nothing required is missing but name and email', untouched, { 1: 'Dit veld is verplicht.', 2: 'Dit veld is verplicht.' }],
    ['a quantity that is not whole', v({ input_1: 'Sanne', input_2: 's@x.nl', input_10_3: '1.5' }), { 10: 'Vul een geldig aantal in.' }],
    ['a negative amount', v({ input_1: 'Sanne', input_2: 's@x.nl', input_20: '-5' }), { 20: 'Vul een geldig bedrag in.' }],
    ['a price the page made up', v({ input_1: 'Sanne', input_2: 's@x.nl', input_11_1: 'Kaarsjes|0.01' }), { 11: 'Kies een van de opties.' }],
    ['a choice that does not exist', v({ input_1: 'Sanne', input_2: 's@x.nl', input_12: 'Reuzentaart|1' }), { 12: 'Kies een van de opties.' }],
    ['valid', v({ input_1: 'Sanne', input_2: 's@x.nl', input_10_3: '2', input_11_1: 'Kaarsjes|2.5', input_20: '12,50' }), {}],
  ])('%s', (_n, values, expected) => {
    expect(validateSubmission(form, values)).toEqual(expected);
  });

  it('the entry keeps the server\u2019s own calculation and total, not the posted ones', () => {
    const posted = v({ input_10_3: '2', input_18: '4', input_19_2: '999,00 €', input_30: '1,00 €' });
    const stored = withComputedPricing(form, posted, EUR);
    expect(stored.input_19_2).toBe('13,00 €');
    expect(stored.input_30).toBe(String(37 + 1.5 + 13));
    expect(stored.input_21).toBe('3,9'); // 2 x 1.2 + 1 (the quantity field's default) x 1.5
  });
});

describe('product config for gform_validate_config (GF_Product_Meta_Config shape)', () => {
  it('products keyed by id with their options; shipping; only the whitelisted keys', () => {
    const meta = productMeta(form);
    expect(Object.keys(meta.products!)).toEqual(['10', '12', '15', '17', '19', '20']);
    expect(Object.keys(meta.products!['10']!)).toEqual(['id', 'label', 'inputs', 'type', 'inputType', 'basePrice', 'options']);
    expect(Object.keys(meta.products!['10']!.options as object)).toEqual(['11']);
    expect(meta.shipping).toMatchObject({ id: 23, type: 'shipping', inputType: 'select' });
  });
  it('the server\u2019s signed meta goes back unchanged; otherwise the built one with form_id', () => {
    const signed = { products: {}, hash: 'abc' };
    expect(productConfig({ ...form, product_meta: signed } as FormObject, 4)).toBe(signed);
    expect(productConfig(form, 4)).toMatchObject({ form_id: 4, products: expect.any(Object), shipping: expect.any(Object) });
  });
});

describe('a real Gravity Forms form object (Gravity PDF test fixture, GPL-2.0)', () => {
  // tests/unit/forms/fixtures/gravity-pdf-pricing.json: the pricing fields of "ALL FIELDS" (form 58) in
  // GravityPDF/gravity-pdf tests/test-entry-detail.php; loose values ("" for none) as Gravity Forms writes them.
  const raw = JSON.parse(readFileSync('tests/unit/forms/fixtures/gravity-pdf-pricing.json', 'utf8')) as { fields: Record<string, unknown>[] };
  // Read as it is: the loose reader takes "" and null for "not set".
  const parsed = parseFormObject(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  const usd = currencyConfig({ symbol_left: '$', symbol_right: '', symbol_padding: '', thousand_separator: ',', decimal_separator: '.', decimals: 2, code: 'USD' });
  const m = pricingModel(parsed.value);
  it('reads the products, the options and the quantity field of the hidden product', () => {
    expect(m.products.map((f) => f.id)).toEqual([34, 35, 51, 52, 53, 54]);
    expect(m.quantities.get(53)?.id).toBe(36);
    expect(m.options.get(54)?.map((f) => f.id)).toEqual([38]);
  });
  it('totals as Gravity Forms computes them', () => {
    const values: PostedValues = {
      input_34_2: '$30.00',
      input_34_3: '2',
      input_37: 'Option 2|30',
      input_35: 'DD - Second Choice|10',
      input_53_2: '$50.00',
      input_36: '3',
      input_54_2: '$40.00',
      input_54_3: '1',
      input_38_1: 'Cal - Option 1|7.95',
      input_39: 'Express|20',
    };
    const s = recalculate(m, values, usd);
    expect(s.calculations[54]).toBe('$40.00');
    expect(s.result.lines.map((l) => [l.fieldId, l.price])).toEqual([
      [34, 120],
      [35, 10],
      [51, 0],
      [52, 0],
      [53, 150],
      [54, 47.95],
    ]);
    expect(s.result.total).toBe(120 + 10 + 150 + 47.95 + 20);
  });
});

describe('recalculation timing (spec section 9): what each event schedules', () => {
  const delays = { calculation: 345, selection: 0, inputChange: 300 };
  it.each<[Parameters<typeof recalcPlan>[0], Parameters<typeof recalcPlan>[1], ReturnType<typeof recalcPlan>]>([
    ['input', 'text', { calc: 345, total: true }],
    ['input', 'selection', { total: false }],
    ['keyup', 'text', { logic: 300, total: false }],
    ['keyup', 'selection', { total: false }],
    ['change', 'selection', { calc: 0, logic: 0, total: true }],
    ['change', 'text', { calc: 0, logic: 0, total: true }],
  ])('%s on %s -> %j', (event, kind, plan) => {
    expect(recalcPlan(event, kind, delays)).toEqual(plan);
  });
});
