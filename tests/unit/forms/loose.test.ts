/** Issue 17: Gravity Forms' loose types, each looseness in and out (table-driven). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { effectiveType } from '../../../src/core/forms/field-types';
import { fieldIdOf, inputIdOf, isUnset, looseBool, looseList, looseNumber, looseString, unwrapFormExport } from '../../../src/core/forms/loose';
import { formPages } from '../../../src/core/forms/pages';
import { defaultConfirmation, parseFormObject, parseGformConfig, readField } from '../../../src/core/forms/types';
import { validateField } from '../../../src/core/forms/validation';

describe('"not set": "", null and false (PHP rgblank)', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    [null, true],
    [false, true],
    [undefined, true],
    [0, false],
    ['0', false],
    [' ', false],
    [[], false],
  ])('%j -> %s', (v, expected) => expect(isUnset(v)).toBe(expected));
});

describe('booleans: true/false, "1"/"0", "" (PHP truthiness)', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    ['', false],
    [null, false],
    [1, true],
    [0, false],
    ['true', true],
    ['false', false],
    ['on', true],
    [[], false],
    [['x'], true],
  ])('%j -> %s', (v, expected) => expect(looseBool(v)).toBe(expected));
  it('absent -> the fallback', () => expect(looseBool(undefined, true)).toBe(true));
});

describe('numbers: a number, a numeric string, or not set ("", false, null)', () => {
  it.each<[unknown, number | undefined]>([
    [5, 5],
    ['5', 5],
    [' 12 ', 12],
    ['-3.5', -3.5],
    ['1e3', 1000],
    ['', undefined],
    [false, undefined],
    [null, undefined],
    ['abc', undefined],
    ['5px', undefined],
    [Number.NaN, undefined],
  ])('%j -> %j', (v, expected) => expect(looseNumber(v)).toBe(expected));
});

describe('text: strings as they are, numbers written out', () => {
  it.each<[unknown, string | undefined]>([
    ['Naam', 'Naam'],
    ['', ''],
    [12, '12'],
    [null, undefined],
    [false, undefined],
    [{}, undefined],
  ])('%j -> %j', (v, expected) => expect(looseString(v)).toBe(expected));
});

describe('lists: an array, an object keyed by id, or "" / null', () => {
  it.each<[unknown, unknown[]]>([
    [[1, 2], [1, 2]],
    [{ '5': { id: 5 }, '7': { id: 7 } }, [{ id: 5 }, { id: 7 }]],
    ['', []],
    [null, []],
    [false, []],
    ['x', []],
  ])('%j -> %j', (v, expected) => expect(looseList(v)).toEqual(expected));
});

describe('ids: field ids as numbers (2.x) or strings (1.9), sub-input ids as 10.1 or "10.1"', () => {
  it.each<[unknown, number | undefined]>([
    [3, 3],
    ['3', 3],
    ['03', 3],
    [0, undefined],
    ['x', undefined],
    [1.5, undefined],
    ['', undefined],
  ])('field id %j -> %j', (v, expected) => expect(fieldIdOf(v)).toBe(expected));
  it.each<[unknown, string | undefined]>([
    [10.1, '10.1'],
    ['10.1', '10.1'],
    [' 10.3 ', '10.3'],
    [5, '5'],
    ['5', '5'],
    ['', undefined],
    [null, undefined],
    ['a.b', undefined],
  ])('input id %j -> %j', (v, expected) => expect(inputIdOf(v)).toBe(expected));
});

describe('the export wrapper is unwrapped', () => {
  const form = (id: number) => ({ id, title: `F${id}`, fields: [] });
  it.each<[string, unknown, number | undefined, string | null]>([
    ['a plain form object', form(1), undefined, 'F1'],
    ['{"0": form, "version": "2.6"}', { '0': form(2), version: '2.6.8.1' }, undefined, 'F2'],
    ['two forms, form-id 4 -> the second', { '0': form(3), '1': form(4), version: '2.4' }, 4, 'F4'],
    ['two forms, no match -> the first', { '0': form(3), '1': form(4), version: '2.4' }, 9, 'F3'],
    ['a list of forms', [form(5)], undefined, 'F5'],
    ['no form anywhere', { version: '2.4' }, undefined, null],
    ['a string', 'x', undefined, null],
  ])('%s', (_n, json, prefer, title) => {
    const r = unwrapFormExport(json, prefer);
    expect(r ? r.title : null).toBe(title);
  });
});

describe('a field, read loosely', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['isRequired "1" -> true', { id: 1, type: 'text', isRequired: '1' }, { isRequired: true }],
    ['isRequired "" -> false', { id: 1, type: 'text', isRequired: '' }, { isRequired: false }],
    ['isRequired absent -> false', { id: 1, type: 'text' }, { isRequired: false }],
    ['id "6" (1.9) -> 6', { id: '6', type: 'text' }, { id: 6 }],
    ['inputs "" -> no inputs', { id: 1, type: 'text', inputs: '' }, { inputs: undefined }],
    ['inputs null -> no inputs', { id: 1, type: 'text', inputs: null }, { inputs: undefined }],
    ['choices "" -> no choices', { id: 1, type: 'text', choices: '' }, { choices: undefined }],
    ['sub-input ids 10.1 and "10.3" -> "10.1", "10.3"', { id: 10, type: 'name', inputs: [{ id: 10.1, label: 'A' }, { id: '10.3', label: 'B' }] }, { inputs: [{ id: '10.1', label: 'A' }, { id: '10.3', label: 'B' }] }],
    ['conditionalLogic "" -> kept as it is (unused)', { id: 1, type: 'text', conditionalLogic: '' }, { conditionalLogic: '' }],
    ['maxLength "" -> not set', { id: 1, type: 'text', maxLength: '' }, { maxLength: undefined }],
    ['maxLength "20" -> 20', { id: 1, type: 'text', maxLength: '20' }, { maxLength: 20 }],
    ['maxLength 0 -> not set', { id: 1, type: 'text', maxLength: 0 }, { maxLength: undefined }],
    ['rangeMin false, rangeMax "" -> not set', { id: 1, type: 'number', rangeMin: false, rangeMax: '' }, { rangeMin: undefined, rangeMax: undefined }],
    ['rangeMin "1", rangeMax "100" -> 1, 100', { id: 1, type: 'number', rangeMin: '1', rangeMax: '100' }, { rangeMin: 1, rangeMax: 100 }],
    ['dateFormat "" -> not set (mdy)', { id: 1, type: 'date', dateFormat: '' }, { dateFormat: undefined }],
    ['visibility "" -> not set (visible)', { id: 1, type: 'text', visibility: '' }, { visibility: undefined }],
    ['unknown enum (numberFormat "x") -> not set', { id: 1, type: 'number', numberFormat: 'x' }, { numberFormat: undefined }],
    ['choice value 5 and isSelected "1" -> "5", true', { id: 1, type: 'select', choices: [{ text: 'Vijf', value: 5, isSelected: '1', price: '' }] }, { choices: [{ text: 'Vijf', value: '5', isSelected: true, price: '' }] }],
    ['prices kept as text ("$ 66.00", "10,00 €")', { id: 1, type: 'product', basePrice: '$ 66.00', choices: [{ text: 'A', value: 'a', price: '10,00 €' }] }, { basePrice: '$ 66.00', choices: [{ text: 'A', value: 'a', price: '10,00 €' }] }],
    ['add-on and 2.5 layout keys kept, never errors', { id: 1, type: 'text', gwreadonly_enable: true, layoutGridColumnSpan: 6, layoutGroupId: 'abc', markupVersion: 2 }, { gwreadonly_enable: true, layoutGridColumnSpan: 6 }],
    ['repeater fields read too', { id: 1, type: 'repeater', fields: [{ id: '2', type: 'text', isRequired: '1' }] }, { fields: [expect.objectContaining({ id: 2, isRequired: true })] }],
    ['list maxRows "3", enableColumns "1" -> 3, true', { id: 1, type: 'list', maxRows: '3', enableColumns: '1' }, { maxRows: 3, enableColumns: true }],
  ])('%s', (_n, input, expected) => {
    const f = readField(input);
    expect(f).not.toBeNull();
    for (const [k, v] of Object.entries(expected)) expect(f![k]).toEqual(v);
  });
  it.each<[unknown]>([[{ type: 'text' }], [{ id: 'x', type: 'text' }], [{ id: 0 }], ['field'], [null]])('no usable id %j -> left out', (v) => {
    expect(readField(v)).toBeNull();
  });
});

describe('a form, read loosely', () => {
  it('pages come from the positions of the page fields (no pageNumber in exports)', () => {
    const r = parseFormObject({ fields: [{ id: 1, type: 'text' }, { id: 2, type: 'page' }, { id: 3, type: 'text', pageNumber: 7 }, { id: 4, type: 'page' }, { id: 5, type: 'email' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fields.map((f) => f.pageNumber)).toEqual([1, 2, 2, 3, 3]);
    expect(formPages(r.value).map((p) => p.fields.map((f) => f.id))).toEqual([[1], [3], [5]]);
  });
  it.each<[string, unknown, unknown]>([
    ['pagination null -> none', null, undefined],
    ['pagination.pages with null entries -> ""', { type: 'steps', pages: ['Een', null, 'Drie'] }, { type: 'steps', pages: ['Een', '', 'Drie'] }],
    ['pagination.type unknown -> percentage', { type: 'bar', pages: '' }, { type: 'percentage' }],
    ['pagination.type none', { type: 'none' }, { type: 'none' }],
  ])('%s', (_n, pagination, expected) => {
    const r = parseFormObject({ fields: [], pagination });
    expect(r.ok && r.value.pagination).toEqual(expected === undefined ? undefined : expect.objectContaining(expected as object));
  });
  it.each<[string, unknown, boolean]>([
    ['save.enabled "1"', { enabled: '1', button: { text: 'Later' } }, true],
    ['save.enabled ""', { enabled: '' }, false],
    ['save.enabled false', { enabled: false }, false],
  ])('%s', (_n, save, enabled) => {
    const r = parseFormObject({ fields: [], save });
    expect(r.ok && r.value.save?.enabled).toBe(enabled);
  });
  it.each<[string, unknown]>([
    ['no fields', { title: 'x' }],
    ['fields ""', { fields: '' }],
    ['fields null', { fields: null }],
    ['a string', 'form'],
    ['an export wrapper without forms', { version: '2.6' }],
  ])('refused only when nothing can render: %s', (_n, json) => {
    const r = parseFormObject(json, 'config');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe('config.fields');
  });
  it('button "" text -> no text (the default is used)', () => {
    const r = parseFormObject({ fields: [], button: { type: 'text', text: '', imageUrl: '' }, lastPageButton: null });
    expect(r.ok && r.value.button).toEqual({ type: 'text', imageUrl: '' });
    expect(r.ok && r.value.lastPageButton).toBeUndefined();
  });
  it('form-id picks the form of an export holding several', () => {
    const r = parseGformConfig({ json: { '0': { id: 1, title: 'A', fields: [] }, '1': { id: '2', title: 'B', fields: [] }, version: '2.4' }, props: { formId: 2 } });
    expect(r.ok && r.value.form?.title).toBe('B');
  });
});

describe('confirmations as a list or keyed by id (older exports)', () => {
  it.each<[string, unknown, unknown]>([
    ['list, the default one', [{ id: 'a', isDefault: false, type: 'message', message: 'A' }, { id: 'b', isDefault: true, type: 'message', message: 'B' }], { type: 'message', message: 'B' }],
    ['object keyed by id', { '5e1': { id: '5e1', isDefault: '1', type: 'redirect', url: 'https://example.com/bedankt' } }, { type: 'redirect', url: 'https://example.com/bedankt' }],
    ['none marked default -> the first', { x: { type: 'message', message: 'X' } }, { type: 'message', message: 'X' }],
    ['""', '', null],
  ])('%s', (_n, confirmations, expected) => expect(defaultConfirmation({ confirmations })).toEqual(expected));
});

describe('post fields render and validate by their input type', () => {
  it.each<[string, string | undefined, string]>([
    ['post_title', '', 'text'],
    ['post_content', undefined, 'textarea'],
    ['post_excerpt', '', 'textarea'],
    ['post_tags', '', 'text'],
    ['post_category', 'checkbox', 'checkbox'],
    ['post_category', '', 'select'],
    ['post_custom_field', 'textarea', 'textarea'],
    ['post_custom_field', undefined, 'text'],
    ['post_image', '', 'fileupload'],
    ['survey', 'likert', 'survey'],
    ['text', 'textarea', 'text'],
  ])('%s (inputType %j) -> %s', (type, inputType, expected) => expect(effectiveType({ type, inputType })).toBe(expected));
});

describe('the server validates only what the widget renders', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>, string | null]>([
    ['required signature (add-on) -> never blocks', { id: 3, type: 'signature', isRequired: true }, {}, null],
    ['required survey -> never blocks', { id: 3, type: 'survey', inputType: 'likert', isRequired: '1' }, {}, null],
    ['required post_title empty -> required', { id: 3, type: 'post_title', isRequired: '1' }, {}, 'Dit veld is verplicht.'],
    ['required consent unticked -> required', { id: 3, type: 'consent', isRequired: true }, { input_3_2: 'Ik ga akkoord' }, 'Dit veld is verplicht.'],
    ['required consent ticked -> ok', { id: 3, type: 'consent', isRequired: true }, { input_3_1: '1' }, null],
    ['password confirmation differs -> mismatch', { id: 3, type: 'password', isRequired: true }, { input_3: 'geheim123', input_3_2: 'anders' }, 'De wachtwoorden komen niet overeen.'],
    ['post_category without choices (site categories) -> any value', { id: 3, type: 'post_category', choices: '' }, { input_3: '12' }, null],
  ])('%s', (_n, field, values, expected) => {
    expect(validateField(readField(field)!, values)).toBe(expected);
  });
});

describe('the corpus files read without an error', () => {
  it('every fixture in tests/fixtures/gravity-forms', () => {
    const index = JSON.parse(readFileSync('tests/fixtures/gravity-forms/index.json', 'utf8')) as { file: string }[];
    expect(index.length).toBeGreaterThanOrEqual(8);
    for (const { file } of index) {
      const r = parseFormObject(JSON.parse(readFileSync(`tests/fixtures/gravity-forms/${file}`, 'utf8')));
      expect(r.ok, file).toBe(true);
      expect(r.ok && r.value.fields.length, file).toBeGreaterThan(0);
    }
  });
});
