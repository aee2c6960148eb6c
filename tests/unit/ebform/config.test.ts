import { describe, expect, it } from 'vitest';
import { elSwitch, parseEbFormConfig, parseOptions, readDataSettings } from '../../../src/core/ebform/config';

const ok = (json: unknown, ctx = {}) => {
  const r = parseEbFormConfig(json, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
};

describe('parseOptions (field_options)', () => {
  it.each([
    ['', []],
    ['Brood', [{ label: 'Brood', value: 'Brood' }]],
    ['Brood|bread\nTaart|cake', [{ label: 'Brood', value: 'bread' }, { label: 'Taart', value: 'cake' }]],
    ['A|a\r\nB|b\rC|c', [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }, { label: 'C', value: 'c' }]],
    // PHP explode + list: the first two parts
    ['A|b|c', [{ label: 'A', value: 'b' }]],
    ['|empty-label', [{ label: '', value: 'empty-label' }]],
    [null, []],
    [3, [{ label: '3', value: '3' }]],
  ])('%j', (raw, want) => expect(parseOptions(raw)).toEqual(want));
});

describe('elSwitch (Elementor switches as printed)', () => {
  it.each([
    ['yes', true], ['true', true], ['1', true], [true, true], [1, true],
    ['', false], ['no', false], ['false', false], ['0', false], [null, false], [undefined, false], [false, false],
  ])('%j -> %s', (v, want) => expect(elSwitch(v)).toBe(want));
});

describe('parseEbFormConfig', () => {
  const settings = {
    form_name: 'Contact',
    form_fields: [
      { custom_id: 'name', field_type: 'text', field_label: 'Naam', placeholder: 'Je naam', required: 'true', width: '50', width_tablet: '', width_mobile: '100' },
      { custom_id: 'kind', field_type: 'radio', field_label: 'Soort', field_options: 'Brood|bread\nTaart|cake', required: 'true', inline_list: 'elementor-subgroup-inline' },
      { custom_id: 'qty', field_type: 'number', field_min: '1', field_max: '12' },
      { custom_id: 'day', field_type: 'date', min_date: '2026-01-01', max_date: '' },
      { custom_id: 'photo', field_type: 'upload', file_sizes: '2', file_types: 'jpg, .PNG,pdf', allow_multiple_upload: 'yes', max_files: '3' },
      { custom_id: 'x', field_type: 'an-addons-type' },
    ],
    step_type: 'progress_bar',
    custom_messages: 'yes',
    success_message: 'Bedankt!',
    required_field_message: '',
  };

  it('reads the fields loosely as Elementor prints them', () => {
    const c = ok({ id: 'a1b2c3d', elType: 'widget', widgetType: 'form', settings }, { postId: 12 });
    expect(c.widgetId).toBe('a1b2c3d');
    expect(c.postId).toBe('12');
    expect(c.queriedId).toBeUndefined();
    expect(c.formName).toBe('Contact');
    expect(c.fields.map((f) => f.id)).toEqual(['name', 'kind', 'qty', 'day', 'photo']);
    expect(c.skipped).toEqual(['x ("an-addons-type")']);
    const [name, kind, qty, day, photo] = c.fields;
    expect(name).toMatchObject({ required: true, label: 'Naam', placeholder: 'Je naam', width: { desktop: '50', tablet: undefined, mobile: '100' } });
    expect(kind).toMatchObject({ type: 'radio', inline: true, options: [{ label: 'Brood', value: 'bread' }, { label: 'Taart', value: 'cake' }] });
    expect(qty).toMatchObject({ min: '1', max: '12', required: false });
    expect(day).toMatchObject({ min: '2026-01-01', max: undefined });
    expect(photo).toMatchObject({ multiple: true, maxSizeMb: 2, fileTypes: ['jpg', 'png', 'pdf'], maxFiles: 3 });
    expect(c.stepType).toBe('progress_bar');
    expect(c.stepShape).toBe('circle');
    expect(c.messages).toEqual({ success: 'Bedankt!', error: undefined, required: undefined, invalid: undefined });
  });

  it('takes bare settings, and the context for the wire ids', () => {
    const c = ok({ form_fields: '' }, { widgetId: 'w1', postId: '5', queriedId: 7, refererTitle: 'Contact' });
    expect(c).toMatchObject({ widgetId: 'w1', postId: '5', queriedId: '7', refererTitle: 'Contact', fields: [], showLabels: true, buttonText: 'Send', stepNextLabel: 'Next', stepPreviousLabel: 'Previous', stepType: 'number_text' });
  });

  it('ignores messages when custom_messages is off', () => {
    expect(ok({ form_fields: [], success_message: 'x' }).messages.success).toBeUndefined();
  });

  it('falls back on unknown step types and shapes', () => {
    expect(ok({ step_type: 'fancy', step_icon_shape: 'star' })).toMatchObject({ stepType: 'number_text', stepShape: 'circle' });
  });

  it.each([
    [null, '(config)'],
    ['x', '(config)'],
    [{ form_fields: 'abc' }, 'form_fields'],
    [{ form_fields: [3] }, 'form_fields[0]'],
    [{ form_fields: [{ field_type: 'text' }] }, 'form_fields[0].custom_id'],
    [{ form_fields: [{ custom_id: 'a b' }] }, 'form_fields[0].custom_id'],
    [{ form_fields: [{ custom_id: 'a' }, { custom_id: 'a' }] }, 'form_fields[1].custom_id'],
  ])('%j is an issue at %s', (json, path) => {
    const r = parseEbFormConfig(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });

  it('reads form_fields kept as a PHP object keyed by index', () => {
    expect(ok({ form_fields: { 0: { custom_id: 'a' }, 1: { custom_id: 'b', field_type: 'email' } } }).fields.map((f) => f.type)).toEqual(['text', 'email']);
  });
});

describe('readDataSettings (data-settings of the printed widget)', () => {
  it.each([
    ['{"step_next_label":"Verder","step_previous_label":"Terug","button_width":"50","step_type":"number","step_icon_shape":"square"}', { stepType: 'number', stepShape: 'square', stepNextLabel: 'Verder', stepPreviousLabel: 'Terug', buttonWidth: { desktop: '50', tablet: undefined, mobile: undefined } }],
    [null, { stepType: 'number_text', stepShape: 'circle', stepNextLabel: 'Next', stepPreviousLabel: 'Previous' }],
    ['{not json', { stepType: 'number_text' }],
    ['[]', { stepType: 'number_text' }],
  ])('%s', (raw, want) => expect(readDataSettings(raw)).toMatchObject(want));
});
