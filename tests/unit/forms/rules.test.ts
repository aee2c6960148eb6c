import { describe, expect, it } from 'vitest';
import { isAutomated, type AutomationMarkers } from '../../../src/core/forms/bot';
import { ajaxSubmissionFields, emptySpeeds, hiddenInputs, markerTheme, recordSpeed, sendLinkFields, uploadedFilesValue, type HiddenInputsInput } from '../../../src/core/forms/hidden-inputs';
import { checkboxInputIds, clampPage, formPages, inputDomId, inputName, pageOfField, restingPageNumbers, submissionPageNumbers, visibleSubInputs } from '../../../src/core/forms/pages';
import { createFormStateStore, type StateChange } from '../../../src/core/forms/state';
import { parseFormObject, parseGformConfig, parseResume, type FormField } from '../../../src/core/forms/types';

const f = (id: number, type: string, extra: Partial<FormField> = {}): FormField => ({ id, type, label: `F${id}`, isRequired: false, ...extra });

describe('pages (1-based, a page field starts the next page)', () => {
  const form = { fields: [f(1, 'text'), f(2, 'email'), f(3, 'page'), f(4, 'select'), f(5, 'page'), f(6, 'textarea')] };
  it('3 pages -> fields per page, openers and closers', () => {
    const pages = formPages(form);
    expect(pages.map((p) => [p.number, p.fields.map((x) => x.id), p.opener?.id, p.closer?.id])).toEqual([
      [1, [1, 2], undefined, 3],
      [2, [4], 3, 5],
      [3, [6], 5, undefined],
    ]);
  });
  it('no page fields -> one page', () => {
    expect(formPages({ fields: [f(1, 'text')] }).length).toBe(1);
  });
  it.each([
    [4, 2],
    [6, 3],
    [1, 1],
    [99, 0],
  ])('field %i -> page %i', (id, page) => {
    expect(pageOfField(formPages(form), id)).toBe(page);
  });
  it.each([
    [0, 3, 1],
    [2, 3, 2],
    [9, 3, 3],
    [Number.NaN, 3, 1],
    [2.7, 3, 2],
  ])('clamp(%s, last %i) -> %i', (p, last, expected) => {
    expect(clampPage(p, last)).toBe(expected);
  });
  it.each([
    [1, 3, { source: 1, target: 2 }],
    [2, 3, { source: 2, target: 3 }],
    [3, 3, { source: 3, target: 0 }],
    [1, 1, { source: 1, target: 0 }],
  ])('resting on page %i of %i -> %j (target 0 on the last page)', (page, last, expected) => {
    expect(restingPageNumbers(page, last)).toEqual(expected);
  });
  it.each([
    ['previous', 1, { source: 1, target: 1 }],
    ['next', 3, { source: 3, target: 0 }],
  ] as const)('%s on page %i -> %j', (type, page, expected) => {
    expect(submissionPageNumbers(type, page, 3)).toEqual(expected);
  });
});

describe('input names (Gravity Forms)', () => {
  it.each([
    [5, 'input_5'],
    ['1.3', 'input_1_3'],
    ['12.11', 'input_12_11'],
  ])('%j -> %s', (id, name) => {
    expect(inputName(id)).toBe(name);
  });
  it('form 2, input 1.3 -> DOM id input_2_1_3', () => {
    expect(inputDomId(2, '1.3')).toBe('input_2_1_3');
  });
  it('12 checkbox choices of field 5 -> skips 5.10 and 5.20 like Gravity Forms', () => {
    expect(checkboxInputIds(5, 12)).toEqual(['5.1', '5.2', '5.3', '5.4', '5.5', '5.6', '5.7', '5.8', '5.9', '5.11', '5.12', '5.13']);
  });
  it.each<[FormField, number[]]>([
    [f(1, 'name'), [3, 6]],
    [f(1, 'name', { inputs: [{ id: '1.2', label: 'Aanhef', isHidden: false }, { id: '1.4', label: 'Tussenvoegsel', isHidden: false }] }), [2, 3, 4, 6]],
    [f(2, 'address'), [1, 2, 3, 5, 6]],
    [f(2, 'address', { inputs: [{ id: '2.2', label: '', isHidden: true }] }), [1, 3, 5, 6]],
    [f(3, 'text'), []],
  ])('%j -> visible sub-inputs %j', (field, expected) => {
    expect(visibleSubInputs(field)).toEqual(expected);
  });
});

describe('hidden inputs (spec 3 "Form data")', () => {
  const input = (over: Partial<HiddenInputsInput> = {}): HiddenInputsInput => ({
    formId: 7,
    page: 1,
    lastPage: 3,
    method: 'ajax',
    uniqueId: 'u1',
    uploadedFiles: {},
    speeds: emptySpeeds(),
    versionHash: 'abc',
    displayTitle: true,
    displayDescription: false,
    ...over,
  });
  const map = (over: Partial<HiddenInputsInput> = {}) => Object.fromEntries(hiddenInputs(input(over)));

  it('resting on page 1 of 3 -> source 1, target 2, empty save flag, method, version_hash, speeds', () => {
    expect(map()).toEqual({
      is_submit_7: '1',
      gform_submit: '7',
      gform_unique_id: 'u1',
      gform_save: '',
      gform_source_page_number_7: '1',
      gform_target_page_number_7: '2',
      gform_field_values: '',
      gform_submission_method_7: 'ajax',
      gform_submission_method: 'ajax',
      gform_theme: '',
      gform_style_settings: '',
      gform_uploaded_files_7: '',
      gform_uploaded_files: '',
      version_hash: 'abc',
      gform_submission_speeds: '{"pages":{}}',
    });
  });
  it('last page -> target 0', () => {
    expect(map({ page: 3 }).gform_target_page_number_7).toBe('0');
  });
  it('pending previous from page 2 -> source 2, target 1', () => {
    const m = map({ page: 2, pending: { method: 'ajax', source: 2, target: 1, save: false } });
    expect([m.gform_source_page_number_7, m.gform_target_page_number_7]).toEqual(['2', '1']);
  });
  it('save-and-continue -> gform_save 1', () => {
    expect(map({ pending: { method: 'ajax', source: 1, target: 1, save: true } }).gform_save).toBe('1');
  });
  it('automation detected (no version hash) -> no version_hash input at all', () => {
    expect('version_hash' in map({ versionHash: undefined })).toBe(false);
  });
  it('iframe method -> gform_ajax marker; the filter switching to ajax drops it', () => {
    expect(map({ method: 'iframe' }).gform_ajax).toBe('form_id=7&title=1&description=0&tabindex=0&theme=gravity-theme');
    expect('gform_ajax' in map({ method: 'iframe', pending: { method: 'ajax', source: 1, target: 2, save: false } })).toBe(false);
  });
  it('reCAPTCHA -> g-recaptcha-response input', () => {
    expect(map({ recaptchaToken: 'tok' })['g-recaptcha-response']).toBe('tok');
    expect('g-recaptcha-response' in map()).toBe(false);
  });
  it('speeds -> JSON pages map of number lists', () => {
    let s = recordSpeed(emptySpeeds(), 1, 1234.4);
    s = recordSpeed(s, 1, 99.6);
    s = recordSpeed(s, 2, -5);
    expect(map({ speeds: s }).gform_submission_speeds).toBe('{"pages":{"1":[1234,100],"2":[0]}}');
  });
  it.each([
    [{}, ''],
    [{ input_3: [] }, ''],
    [{ input_3: [{ temp_filename: 'a.tmp', uploaded_filename: 'a.pdf' }] }, '{"input_3":[{"temp_filename":"a.tmp","uploaded_filename":"a.pdf"}]}'],
  ])('uploaded files %j -> %j', (files, expected) => {
    expect(uploadedFilesValue(files)).toBe(expected);
  });
  it('ajax fields (spec 3) -> nonce, action, form_id, urls, display flags 1/0', () => {
    expect(ajaxSubmissionFields({ formId: 7, nonce: 'n', pageUrl: 'http://x/a?b', referer: 'http://x/a?b', displayTitle: true, displayDescription: false })).toEqual([
      ['gform_ajax_nonce', 'n'],
      ['action', 'gform_submit_form'],
      ['form_id', '7'],
      ['current_page_url', 'http://x/a?b'],
      ['ajax_referer', 'http://x/a?b'],
      ['display_title', '1'],
      ['display_description', '0'],
    ]);
  });
  it('send-link -> token, email and the send marker', () => {
    expect(sendLinkFields('t', 'a@b.nl')).toEqual([
      ['gform_resume_token', 't'],
      ['gform_resume_email', 'a@b.nl'],
      ['gform_send_resume_link', 't'],
    ]);
  });
  it('state_{id} as the server printed it, right after gform_unique_id (as in Gravity Forms\' footer); none when not printed', () => {
    const pairs = hiddenInputs(input({ state: 'WyJbXSIsIjQ1In0=' }));
    const names = pairs.map(([k]) => k);
    expect(names.indexOf('state_7')).toBe(names.indexOf('gform_unique_id') + 1);
    expect(Object.fromEntries(pairs).state_7).toBe('WyJbXSIsIjQ1In0=');
    expect(names.filter((n) => n.startsWith('state_'))).toEqual(['state_7']);
    expect('state_7' in map()).toBe(false);
  });
  it('the server-printed gform_ajax marker is posted as it is (iframe), its theme and styles as gform_theme / gform_style_settings', () => {
    const marker = 'form_id=7&title=1&description=1&tabindex=0&theme=orbital&styles=[]&hash=5f0c1e';
    const m = map({ method: 'iframe', ajaxMarker: marker });
    expect(m.gform_ajax).toBe(marker);
    expect([m.gform_theme, m.gform_style_settings]).toEqual(['orbital', '[]']);
    // the ajax method posts the theme too (the form's own hidden inputs) but no marker
    const a = map({ ajaxMarker: marker });
    expect(['gform_ajax' in a, a.gform_theme]).toEqual([false, 'orbital']);
  });
  it.each<[string | undefined, { theme: string; styles: string }]>([
    [undefined, { theme: '', styles: '' }],
    ['', { theme: '', styles: '' }],
    ['form_id=1&title=1', { theme: '', styles: '' }],
    ['form_id=1&amp;title=1&amp;theme=gravity-theme&amp;hash=x', { theme: 'gravity-theme', styles: '' }],
    ['form_id=1&theme=orbital&styles={"theme":"orbital"}&hash=x', { theme: 'orbital', styles: '{"theme":"orbital"}' }],
  ])('marker %j -> %j', (marker, expected) => {
    expect(markerTheme(marker)).toEqual(expected);
  });
  it('no version_hash from the page -> none posted (never one made up in the browser)', () => {
    expect(hiddenInputs(input({ versionHash: undefined })).some(([k]) => k === 'version_hash')).toBe(false);
  });
});

describe('bot check (spec 5: version_hash only when no automation)', () => {
  const human = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  it.each<[string, AutomationMarkers, boolean]>([
    ['a plain browser', { webdriver: false, userAgent: human, globals: [], documentAttributes: [], languages: 2 }, false],
    ['nothing known', {}, false],
    ['navigator.webdriver', { webdriver: true, userAgent: human }, true],
    ['HeadlessChrome agent', { userAgent: human.replace('Chrome/', 'HeadlessChrome/') }, true],
    ['PhantomJS agent', { userAgent: 'Mozilla/5.0 PhantomJS/2.1' }, true],
    ['callPhantom global', { globals: ['callPhantom'] }, true],
    ['nightmare global', { globals: ['__nightmare'] }, true],
    ['webdriver attribute on <html>', { documentAttributes: ['webdriver'] }, true],
    ['no languages', { languages: 0, userAgent: human }, true],
  ])('%s -> automated %s', (_n, markers, expected) => {
    expect(isAutomated(markers)).toBe(expected);
  });
});

describe('per-form state store (spec 3: by form id and key, with watchers)', () => {
  it('set/get by form id and key -> values kept apart per form', () => {
    const s = createFormStateStore();
    s.set(1, 'page', 2);
    s.set(2, 'page', 5);
    expect([s.get(1, 'page'), s.get(2, 'page'), s.get(3, 'page')]).toEqual([2, 5, undefined]);
    expect(s.snapshot(1)).toEqual({ page: 2 });
  });
  it('watchers -> called for their form and keys only, with the previous value; unchanged values are quiet', () => {
    const s = createFormStateStore();
    const seen: StateChange[] = [];
    const all: string[] = [];
    const off = s.watch(1, ['page'], (c) => seen.push(c));
    s.watch(1, '*', (c) => all.push(c.key));
    s.set(1, 'page', 1);
    s.set(1, 'page', 1);
    s.set(1, 'total', 9);
    s.set(2, 'page', 3);
    s.update<number>(1, 'page', (p) => (p ?? 0) + 1);
    off();
    s.set(1, 'page', 7);
    expect(seen).toEqual([
      { formId: 1, key: 'page', value: 1, previous: undefined },
      { formId: 1, key: 'page', value: 2, previous: 1 },
    ]);
    expect(all).toEqual(['page', 'total', 'page', 'page']);
  });
  it('clear -> values and watchers gone', () => {
    const s = createFormStateStore();
    let calls = 0;
    s.watch(1, '*', () => calls++);
    s.set(1, 'a', 1);
    s.clear(1);
    s.set(1, 'a', 2);
    expect(calls).toBe(1);
    expect(s.snapshot(1)).toEqual({ a: 2 });
  });
});

describe('element config (form object + attributes)', () => {
  const fields = [{ id: 1, type: 'text', label: 'Naam' }];
  it.each<[string, unknown, Record<string, unknown>, unknown]>([
    ['form-id only -> load later, postback default', undefined, { formId: 3 }, { ok: true, value: { formId: 3, submissionMethod: 'postback', displayTitle: false, displayDescription: false } }],
    ['inline form with id, no form-id -> id from the form', { id: 4, fields }, { submissionMethod: 'ajax', displayTitle: true }, { ok: true }],
    ['bad method -> issue on submission-method', undefined, { formId: 1, submissionMethod: 'fax' }, { ok: false, path: 'submission-method' }],
    ['no id anywhere -> issue on form-id', { fields }, {}, { ok: false, path: 'form-id' }],
    ['form-id not a number -> issue on form-id', undefined, { formId: 'abc' }, { ok: false, path: 'form-id' }],
    ['fields missing -> issue on config.fields', { id: 1 }, { formId: 1 }, { ok: false, path: 'config.fields' }],
    ['field without type -> read (it renders nothing, with a warning)', { fields: [{ id: 1 }] }, { formId: 1 }, { ok: true }],
    ['field id not a number -> read (that field is left out)', { fields: [{ id: 'x', type: 'text' }] }, { formId: 1 }, { ok: true }],
    ['fields "" (nothing to render) -> issue on config.fields', { fields: '' }, { formId: 1 }, { ok: false, path: 'config.fields' }],
  ])('%s', (_n, json, props, expected) => {
    const r = parseGformConfig({ json, props });
    expect(r.ok).toBe((expected as { ok: boolean }).ok);
    if (!r.ok) expect(r.issue.path).toBe((expected as { path: string }).path);
    else if ((expected as { value?: unknown }).value) expect(r.value).toEqual((expected as { value: unknown }).value);
  });
  it('inline form -> fields typed, unknown keys kept, defaults filled', () => {
    const r = parseFormObject({ id: 1, fields: [{ id: 1, type: 'text', custom: 1 }], confirmations: {} });
    expect(r.ok && r.value.fields[0]).toMatchObject({ id: 1, type: 'text', label: '', isRequired: false, custom: 1 });
    expect(r.ok && (r.value as Record<string, unknown>).confirmations).toEqual({});
  });
  it.each<[unknown, unknown]>([
    [{ token: 'abc', values: { input_1: 'x', input_2: ['a', 'b'], input_3: 4 }, page: 2 }, { token: 'abc', values: { input_1: 'x', input_2: ['a', 'b'] }, page: 2 }],
    [{ token: '' }, null],
    ['x', null],
    [{ token: 't' }, { token: 't', values: {}, page: 1 }],
  ])('resume %j -> %j', (json, expected) => {
    expect(parseResume(json)).toEqual(expected);
  });
});
