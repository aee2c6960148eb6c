import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addItemBody,
  findMatchingVariations,
  findVariation,
  getChosenAttributes,
  isMatch,
  readVariationAnswer,
  readVariationData,
  settleAttributes,
  updateAttributes,
  variationLookupBody,
  variationQuantity,
  type AttributeSelect,
  type SelectState,
  type Variation,
  type VariationData,
} from '../../../src/core/shop/variations';

const FIXTURES = join(__dirname, '../../fixtures/woocommerce');
/** The cake as `getAttribute('data-product_variations')` returns it. */
const cakeJson = readFileSync(join(FIXTURES, 'slagroomtaart.variations.json'), 'utf8');
/** A real page's attribute, as printed (HTML-escaped); the DOM unescapes `&quot;` and `&amp;`. */
const neoJson = readFileSync(join(FIXTURES, 'neoocular-aviator-paris.attr.txt'), 'utf8').trim().replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const cake = readVariationData(cakeJson);
const MAAT = 'attribute_pa_maat';
const SMAAK = 'attribute_smaak';
const cakeSelects: AttributeSelect[] = [
  { name: MAAT, options: ['klein', 'middel', 'groot'] },
  { name: SMAAK, options: ['Aardbei', 'Chocolade', 'Citroen'] },
];

/** A select's options in short: E enabled (a variation in stock), O enabled but none in stock, D disabled, R removed. */
const short = (s: SelectState) => s.options.map((o) => `${o.value}:${o.state === 'removed' ? 'R' : o.state === 'disabled' ? 'D' : o.inStock ? 'E' : 'O'}`).join(' ');

const ALL_MAAT = 'klein:E middel:E groot:E';
const ALL_SMAAK = 'Aardbei:E Chocolade:E Citroen:E';

describe('readVariationData (data-product_variations)', () => {
  it('reads the cake: four variations, nothing dropped', () => {
    expect(cake.kind).toBe('list');
    if (cake.kind !== 'list') return;
    expect(cake.dropped).toBe(0);
    expect(cake.variations.map((v) => v.variation_id)).toEqual([121, 122, 123, 124]);
    const [klein, , , choco] = cake.variations as [Variation, Variation, Variation, Variation];
    expect(klein).toMatchObject({ attributes: { [MAAT]: 'klein', [SMAAK]: '' }, display_price: 18.5, sku: 'TAART-K', min_qty: 1, max_qty: 4, stock_text: 'Op voorraad', stock_class: 'in-stock', is_sold_individually: false });
    expect(klein.image).toMatchObject({ src: '/wp-content/uploads/2026/11/slagroomtaart-klein-600x600.jpg', alt: 'Slagroomtaart klein', src_w: 600, src_h: 600 });
    expect(choco).toMatchObject({ is_in_stock: false, is_purchasable: true, max_qty: null, stock_text: 'Uitverkocht', stock_class: 'out-of-stock' });
  });

  it('reads a real WooCommerce page (neoocular demo): three colours, size any', () => {
    const neo = readVariationData(neoJson);
    expect(neo.kind).toBe('list');
    if (neo.kind !== 'list') return;
    expect(neo.variations.map((v) => [v.variation_id, v.attributes])).toEqual([
      [11632, { attribute_pa_color: 'silver', attribute_pa_size: '' }],
      [11633, { attribute_pa_color: 'bronze', attribute_pa_size: '' }],
      [11631, { attribute_pa_color: 'gold', attribute_pa_size: '' }],
    ]);
    expect(neo.variations[0]).toMatchObject({ sku: '0158', max_qty: null, min_qty: 1, display_price: 315, dimensions_html: '1 × 2 × 3 cm', weight_html: '0.5 kg' });
    expect(neo.variations[0]?.image?.full_src).toBe('https://neoocular.qodeinteractive.com/wp-content/uploads/2021/10/optican-home-product-2-c.jpg');
  });

  it.each<[string, unknown, VariationData]>([
    ['"false" (over woocommerce_ajax_variation_threshold)', 'false', { kind: 'ajax', reason: 'threshold' }],
    ['false already parsed', false, { kind: 'ajax', reason: 'threshold' }],
    ['" false " with spaces', ' false ', { kind: 'ajax', reason: 'threshold' }],
    ['[] (no variation available)', '[]', { kind: 'none' }],
    ['[] parsed', [], { kind: 'none' }],
    ['empty string', '', { kind: 'ajax', reason: 'unreadable' }],
    ['missing attribute (null)', null, { kind: 'ajax', reason: 'unreadable' }],
    ['undefined', undefined, { kind: 'ajax', reason: 'unreadable' }],
    ['not JSON', '[{roto', { kind: 'ajax', reason: 'unreadable' }],
    ['HTML-escaped, not unescaped', '[{&quot;variation_id&quot;:1}]', { kind: 'ajax', reason: 'unreadable' }],
    ['an object', '{"variation_id":5,"attributes":{}}', { kind: 'ajax', reason: 'unreadable' }],
    ['a number', '42', { kind: 'ajax', reason: 'unreadable' }],
    ['true', 'true', { kind: 'ajax', reason: 'unreadable' }],
    ['a list of garbage', '[1,"a",null,{},{"variation_id":"x","attributes":{}},{"variation_id":3},{"variation_id":4,"attributes":{"a":null}}]', { kind: 'ajax', reason: 'unreadable' }],
    ['__proto__ attribute', '[{"variation_id":9,"attributes":{"__proto__":"x"}}]', { kind: 'ajax', reason: 'unreadable' }],
  ])('%s', (_, raw, out) => {
    expect(() => readVariationData(raw)).not.toThrow();
    expect(readVariationData(raw)).toEqual(out);
  });

  it('keeps the readable items of a half-broken list and counts the rest', () => {
    const data = readVariationData('[null,{"variation_id":"7","attributes":{"attribute_pa_maat":"klein","attribute_x":3}},{"variation_id":-1,"attributes":{}},{"variation_id":8,"attributes":[]}]');
    expect(data.kind).toBe('list');
    if (data.kind !== 'list') return;
    expect(data.dropped).toBe(2);
    expect(data.variations.map((v) => [v.variation_id, v.attributes])).toEqual([
      [7, { attribute_pa_maat: 'klein', attribute_x: '3' }],
      [8, {}],
    ]);
    // Missing flags: not purchasable, not in stock; active and visible as WooCommerce's defaults.
    expect(data.variations[0]).toMatchObject({ is_in_stock: false, is_purchasable: false, variation_is_active: true, variation_is_visible: true, display_price: null, image: null, min_qty: 1, max_qty: null });
  });

  it('never keeps a javascript: image URL', () => {
    const data = readVariationData(JSON.stringify([{ variation_id: 1, attributes: {}, image: { src: 'javascript:alert(1)' } }, { variation_id: 2, attributes: {}, image: { src: '/a.jpg', full_src: 'data:text/html,x' } }]));
    if (data.kind !== 'list') throw new Error('list expected');
    expect(data.variations[0]?.image).toBeNull();
    expect(data.variations[1]?.image?.full_src).toBe('/a.jpg');
  });
});

describe('isMatch / findMatchingVariations (add-to-cart-variation.js)', () => {
  it.each<[Record<string, string>, Record<string, string | undefined>, boolean]>([
    [{ a: 'x', b: 'y' }, { a: 'x', b: 'y' }, true],
    [{ a: 'x', b: 'y' }, { a: 'x', b: 'z' }, false],
    [{ a: 'x', b: '' }, { a: 'x', b: 'z' }, true], // variation "" = any
    [{ a: 'x', b: 'y' }, { a: 'x', b: '' }, true], // nothing chosen yet = matches
    [{ a: 'x', b: 'y' }, { a: 'x' }, true], // attribute not in the form = matches
    [{ a: 'x' }, { a: 'x', c: 'q' }, true], // chosen attribute the variation lacks: ignored
    [{}, { a: 'x' }, true],
    [{ a: 'X' }, { a: 'x' }, false], // case counts (===)
    [{ a: 'x ' }, { a: 'x' }, false],
  ])('%j vs %j -> %s', (v, chosen, out) => {
    expect(isMatch(v, chosen)).toBe(out);
  });

  it('keeps the printed order (the first match wins)', () => {
    const vs = [
      { id: 1, attributes: { a: 'x', b: '' } },
      { id: 2, attributes: { a: '', b: 'y' } },
      { id: 3, attributes: { a: 'x', b: 'y' } },
    ];
    expect(findMatchingVariations(vs, { a: 'x', b: 'y' }).map((v) => v.id)).toEqual([1, 2, 3]);
    expect(findMatchingVariations(vs, { a: 'z', b: 'y' }).map((v) => v.id)).toEqual([2]);
  });
});

describe('the cake: every combination of maat × smaak (with "" = not chosen)', () => {
  type Row = [maat: string, smaak: string, found: string, maatOptions: string, smaakOptions: string];
  // found: "-" incomplete, "none" no match, "<id>" or "<id>!" (found, not purchasable)
  const rows: Row[] = [
    ['', '', '-', ALL_MAAT, ALL_SMAAK],
    ['', 'Aardbei', '-', ALL_MAAT, ALL_SMAAK],
    ['', 'Chocolade', '-', 'klein:E middel:E groot:O', ALL_SMAAK],
    ['', 'Citroen', '-', 'klein:E middel:E groot:R', ALL_SMAAK],
    ['klein', '', '-', ALL_MAAT, ALL_SMAAK],
    ['klein', 'Aardbei', '121', ALL_MAAT, ALL_SMAAK],
    ['klein', 'Chocolade', '121', 'klein:E middel:E groot:O', ALL_SMAAK],
    ['klein', 'Citroen', '121', 'klein:E middel:E groot:R', ALL_SMAAK],
    ['middel', '', '-', ALL_MAAT, ALL_SMAAK],
    ['middel', 'Aardbei', '122', ALL_MAAT, ALL_SMAAK],
    ['middel', 'Chocolade', '122', 'klein:E middel:E groot:O', ALL_SMAAK],
    ['middel', 'Citroen', '122', 'klein:E middel:E groot:R', ALL_SMAAK],
    ['groot', '', '-', ALL_MAAT, 'Aardbei:E Chocolade:O Citroen:R'],
    ['groot', 'Aardbei', '123', ALL_MAAT, 'Aardbei:E Chocolade:O Citroen:R'],
    ['groot', 'Chocolade', '124!', 'klein:E middel:E groot:O', 'Aardbei:E Chocolade:O Citroen:R'],
    ['groot', 'Citroen', 'none', 'klein:E middel:E groot:R', 'Aardbei:E Chocolade:O Citroen:R'],
  ];

  it.each(rows)('maat %j, smaak %j -> %s', (maat, smaak, expected, maatOptions, smaakOptions) => {
    const chosen = getChosenAttributes([
      { name: MAAT, value: maat },
      { name: SMAAK, value: smaak },
    ]);
    expect(chosen.chosenCount).toBe((maat ? 1 : 0) + (smaak ? 1 : 0));
    const f = findVariation(cake, chosen);
    const got = f.kind === 'incomplete' ? '-' : f.kind === 'no-match' ? 'none' : f.kind === 'found' ? `${f.variation.variation_id}${f.purchasable ? '' : '!'}` : f.kind;
    expect(got).toBe(expected);
    const [m, s] = updateAttributes(cake, cakeSelects, chosen.data) as [SelectState, SelectState];
    expect(short(m)).toBe(maatOptions);
    expect(short(s)).toBe(smaakOptions);
    // Only the impossible pair (reachable through defaults or ?attribute_… in the URL) resets both selects.
    const impossible = maat === 'groot' && smaak === 'Citroen';
    expect([m.reset, s.reset]).toEqual([impossible, impossible]);
    expect([m.value, s.value]).toEqual(impossible ? ['', ''] : [maat, smaak]);
    expect(m.placeholder && s.placeholder).toBe(true);
  });

  it('settles the impossible pair as WooCommerce does (both reset, every option back)', () => {
    const { selects, chosen } = settleAttributes(cake, cakeSelects, { [MAAT]: 'groot', [SMAAK]: 'Citroen' });
    expect(chosen).toEqual({ [MAAT]: '', [SMAAK]: '' });
    expect(selects.map(short)).toEqual([ALL_MAAT, ALL_SMAAK]);
  });

  it('the out-of-stock variation is found but not purchasable (WooCommerce: wc-variation-is-unavailable)', () => {
    const f = findVariation(cake, getChosenAttributes([{ name: MAAT, value: 'groot' }, { name: SMAAK, value: 'Chocolade' }]));
    expect(f).toMatchObject({ kind: 'found', purchasable: false, visible: true, variation: { variation_id: 124, stock_text: 'Uitverkocht' } });
  });

  it('adds with the chosen value of an "any" attribute', () => {
    const chosen = getChosenAttributes([{ name: MAAT, value: 'klein' }, { name: SMAAK, value: 'Citroen' }]);
    const f = findVariation(cake, chosen);
    if (f.kind !== 'found') throw new Error('found expected');
    expect(addItemBody(f.variation, chosen, 2)).toEqual({
      id: 121,
      quantity: 2,
      variation: [
        { attribute: MAAT, value: 'klein' },
        { attribute: SMAAK, value: 'Citroen' },
      ],
    });
  });
});

describe('the real page (neoocular): every colour × size, size "any"', () => {
  const neo = readVariationData(neoJson);
  const selects: AttributeSelect[] = [
    { name: 'attribute_pa_color', options: ['silver', 'bronze', 'gold'] },
    { name: 'attribute_pa_size', options: ['s', 'm', 'l'] },
  ];
  const ids: Record<string, number> = { silver: 11632, bronze: 11633, gold: 11631 };
  for (const color of ['', 'silver', 'bronze', 'gold'])
    for (const size of ['', 's', 'm', 'l'])
      it(`${color || '(none)'} × ${size || '(none)'}`, () => {
        const chosen = getChosenAttributes([{ name: 'attribute_pa_color', value: color }, { name: 'attribute_pa_size', value: size }]);
        const f = findVariation(neo, chosen);
        if (color && size) expect(f).toMatchObject({ kind: 'found', purchasable: true, variation: { variation_id: ids[color] } });
        else expect(f.kind).toBe('incomplete');
        const states = updateAttributes(neo, selects, chosen.data);
        expect(states.map(short)).toEqual(['silver:E bronze:E gold:E', 's:E m:E l:E']);
      });
});

describe('updateAttributes: the other rules of onUpdateAttributes', () => {
  const base = { is_in_stock: true, is_purchasable: true, variation_is_visible: true };
  const data = readVariationData(
    JSON.stringify([
      { ...base, variation_id: 1, attributes: { attribute_kleur: 'Rood &amp; wit', attribute_maat: 'S' }, variation_is_active: true },
      { ...base, variation_id: 2, attributes: { attribute_kleur: 'Blauw', attribute_maat: 'S' }, variation_is_active: false },
      { ...base, variation_id: 3, attributes: { attribute_kleur: 'Blauw', attribute_maat: 'M' }, variation_is_active: true },
    ]),
  );
  const selects: AttributeSelect[] = [
    { name: 'attribute_kleur', options: ['Rood & wit', 'Blauw', 'Groen'] },
    { name: 'attribute_maat', options: ['S', 'M'], showOptionNone: false },
  ];

  it('an option whose only matching variation is inactive is disabled, not removed', () => {
    const [kleur] = updateAttributes(data, selects, { attribute_kleur: '', attribute_maat: 'S' });
    expect(short(kleur as SelectState)).toBe('Rood & wit:E Blauw:D Groen:R');
  });

  it('attaches options by text (entities decoded), but isMatch compares the raw values, as WooCommerce does', () => {
    const [kleur, maat] = updateAttributes(data, selects, { attribute_kleur: '', attribute_maat: 'S' });
    expect(short(kleur as SelectState)).toBe('Rood & wit:E Blauw:D Groen:R');
    // Chosen "Rood & wit" is not the printed "Rood &amp; wit" for isMatch: no variation follows it.
    const [, maatAfter] = updateAttributes(data, selects, { attribute_kleur: 'Rood & wit', attribute_maat: '' });
    expect(short(maatAfter as SelectState)).toBe('S:R M:R');
    expect(maat?.value).toBe('S');
  });

  it('a chosen value that is only on an inactive variation is reset', () => {
    const [, maat] = updateAttributes(data, selects, { attribute_kleur: 'Blauw', attribute_maat: 'S' });
    expect(short(maat as SelectState)).toBe('S:D M:E');
    expect(maat).toMatchObject({ reset: true, value: '' });
  });

  it('drops the placeholder only with show_option_none "no" and a valid choice', () => {
    const [kleur, maat] = updateAttributes(data, selects, { attribute_kleur: 'Blauw', attribute_maat: 'M' });
    expect(kleur?.placeholder).toBe(true);
    expect(maat?.placeholder).toBe(false);
    const [, maatEmpty] = updateAttributes(data, selects, { attribute_kleur: 'Blauw', attribute_maat: '' });
    expect(maatEmpty?.placeholder).toBe(true);
  });

  it('with the AJAX lookup every option stays as printed (WooCommerce returns early)', () => {
    const ajax = readVariationData('false');
    const states = updateAttributes(ajax, selects, { attribute_kleur: 'Groen', attribute_maat: 'S' });
    expect(states.map((s) => s.options.map((o) => o.state).join())).toEqual(['enabled,enabled,enabled', 'enabled,enabled']);
    expect(states.map((s) => s.value)).toEqual(['Groen', 'S']);
  });

  it('with no variation ([]) nothing can be chosen', () => {
    const states = updateAttributes(readVariationData('[]'), selects, { attribute_kleur: 'Groen', attribute_maat: '' });
    expect(states.every((s) => s.options.every((o) => o.state === 'removed'))).toBe(true);
  });
});

describe('findVariation with the AJAX lookup, and its answer', () => {
  const ajax = readVariationData('false');
  it('asks the server only when every select has a value', () => {
    expect(findVariation(ajax, getChosenAttributes([{ name: 'a', value: 'x' }, { name: 'b', value: '' }]))).toEqual({ kind: 'incomplete' });
    const chosen = getChosenAttributes([{ name: 'attribute_a', value: 'x' }, { name: 'attribute_b', value: 'y' }]);
    expect(findVariation(ajax, chosen)).toEqual({ kind: 'ask' });
    expect(variationLookupBody(120.7, chosen)).toEqual({ attribute_a: 'x', attribute_b: 'y', product_id: '120' });
  });

  it('a form without selects never finds anything (count 0)', () => {
    expect(findVariation(cake, getChosenAttributes([]))).toEqual({ kind: 'incomplete' });
  });

  it.each<[unknown, number | null]>([
    ['false', null],
    [false, null],
    ['', null],
    ['<html>', null],
    ['{"variation_id":124,"attributes":{"attribute_pa_maat":"groot"},"is_in_stock":false}', 124],
    [{ variation_id: 5, attributes: [] }, 5],
  ])('answer %j -> %s', (raw, id) => {
    expect(readVariationAnswer(raw)?.variation_id ?? null).toBe(id);
  });

  it('an invisible variation is found but shown as unavailable', () => {
    const v = readVariationAnswer({ variation_id: 9, attributes: {}, is_in_stock: true, is_purchasable: true, variation_is_visible: false });
    const data: VariationData = { kind: 'list', variations: [v as Variation], dropped: 0 };
    expect(findVariation(data, getChosenAttributes([{ name: 'x', value: 'y' }]))).toMatchObject({ kind: 'found', purchasable: false, visible: false });
  });
});

describe('variationQuantity (onFoundVariation)', () => {
  const v = { min_qty: 2, max_qty: 5, is_sold_individually: false };
  it.each<[number | string, number]>([
    ['', 2],
    ['abc', 2],
    [1, 2],
    [3, 3],
    ['4', 4],
    [9, 5],
    ['2.5', 2.5],
  ])('typed %j -> %d', (typed, out) => {
    expect(variationQuantity(typed, v)).toEqual({ value: out, min: 2, max: 5, hidden: false });
  });
  it('no maximum ("" printed) leaves large quantities', () => {
    expect(variationQuantity(40, { min_qty: 1, max_qty: null, is_sold_individually: false }).value).toBe(40);
  });
  it('sold individually: 1, hidden', () => {
    expect(variationQuantity(3, { min_qty: 1, max_qty: 9, is_sold_individually: true })).toEqual({ value: 1, min: 1, max: null, hidden: true });
  });
});
