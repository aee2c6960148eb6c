import { describe, expect, it } from 'vitest';
import {
  GF_JSON_END,
  GF_JSON_START,
  PRODUCT_CONFIG_ERROR,
  configRequest,
  extractMarkedJson,
  parseConfigResponse,
  parsePostback,
  parseSubmissionResponse,
  parseValidateConfigResponse,
  type HttpOutcome,
} from '../../../src/core/forms/response';
import { cleanUniqueId, outcomeOfPostbackPage, redirectOfPostbackText } from '../../../src/core/forms/markup';

const UNKNOWN = 'Onbekende fout';
const marked = (json: string, before = '', after = '') => `${before}${GF_JSON_START}${json}${GF_JSON_END}${after}`;
const ok = (text: string): HttpOutcome => ({ ok: true, status: 200, text });

describe('gf:json markers', () => {
  it.each([
    [marked('{"a":1}'), '{"a":1}'],
    [marked(' {"a":1} ', '<p>noise</p>', '<p>trailing</p>'), '{"a":1}'],
    ['{"a":1}', null],
    [`${GF_JSON_START}{"a":1}`, null],
    [`${GF_JSON_END}{"a":1}${GF_JSON_START}`, null],
    [marked(''), ''],
  ])('%j -> %j', (text, expected) => {
    expect(extractMarkedJson(text)).toBe(expected);
  });
});

describe('config response (spec 7 "Form config load", spec 8)', () => {
  const cases: [string, HttpOutcome, { ok: boolean; log?: RegExp; data?: unknown }][] = [
    ['markers with success true -> data', ok(marked('{"success":true,"data":{"id":1,"fields":[]}}')), { ok: true, data: { id: 1, fields: [] } }],
    ['markers inside other text -> data', ok(marked('{"success":true,"data":{"id":2}}', '<html>', '</html>')), { ok: true, data: { id: 2 } }],
    ['HTTP 500 -> unknown error', { ok: false, kind: 'http', status: 500, text: 'boom', message: 'HTTP 500' }, { ok: false, log: /request failed/ }],
    ['network failure -> unknown error', { ok: false, kind: 'network', message: 'offline' }, { ok: false, log: /request failed/ }],
    ['no markers -> unknown error', ok('{"success":true,"data":{}}'), { ok: false, log: /no gf:json markers/ }],
    ['garbage between markers -> unknown error', ok(marked('{nope')), { ok: false, log: /could not be parsed/ }],
    ['success false -> unknown error, server text logged', ok(marked('{"success":false,"data":"Form 9 not found."}')), { ok: false, log: /success false: Form 9 not found\./ }],
    ['data not an object -> unknown error', ok(marked('{"success":true,"data":"x"}')), { ok: false, log: /not an object/ }],
    ['no success key -> unknown error', ok(marked('{"data":{}}')), { ok: false, log: /could not be parsed/ }],
  ];
  it.each(cases)('%s', (_name, res, expected) => {
    const r = parseConfigResponse(res, UNKNOWN);
    expect(r.ok).toBe(expected.ok);
    if (r.ok) expect(r.data).toEqual(expected.data);
    else {
      expect(r.message).toBe(UNKNOWN);
      expect(r.log).toMatch(expected.log!);
    }
  });
});

describe('config request (spec 7: args, config_path, query_string)', () => {
  it('form 12 -> action, args {"form_ids":[12]}, config_path gform_forms/12, query string without ?', () => {
    expect(configRequest(12, { nonce: 'n1', queryString: '?gf_token=abc&x=1' })).toEqual({
      ok: true,
      fields: { action: 'gform_get_config', args: '{"form_ids":[12]}', config_path: 'gform_forms/12', query_string: 'gf_token=abc&x=1', gform_ajax_nonce: 'n1' },
    });
  });
  it('no nonce -> no gform_ajax_nonce field', () => {
    const r = configRequest(3);
    expect(r.ok && 'gform_ajax_nonce' in r.fields).toBe(false);
  });
  it.each([
    ['Gform_Forms/', 'Invalid config path format: "Gform_Forms/1"'],
    ['gform forms/', 'Invalid config path format: "gform forms/1"'],
    ['../', 'Invalid config path format: "../1"'],
  ])('base path %j -> %j', (basePath, error) => {
    expect(configRequest(1, { basePath })).toEqual({ ok: false, error });
  });
});

describe('validate config response (spec 5, spec 8 exact message)', () => {
  it.each<[string, HttpOutcome, { ok: boolean; message?: string; data?: unknown }]>([
    ['success true -> data', ok('{"success":true,"data":{"products":[]}}'), { ok: true, data: { products: [] } }],
    ['success false with message -> that message', ok('{"success":false,"data":{"message":"Prijs ontbreekt."}}'), { ok: false, message: 'Prijs ontbreekt.' }],
    ['success false with a string -> that string', ok('{"success":false,"data":"Nee."}'), { ok: false, message: 'Nee.' }],
    ['success false without message -> exact spec message', ok('{"success":false,"data":{}}'), { ok: false, message: PRODUCT_CONFIG_ERROR }],
    ['unparseable -> exact spec message', ok('<html>'), { ok: false, message: PRODUCT_CONFIG_ERROR }],
    ['HTTP 500 text -> exact spec message', { ok: false, kind: 'http', status: 500, text: 'oops', message: 'x' }, { ok: false, message: PRODUCT_CONFIG_ERROR }],
    ['HTTP 400 JSON with message -> that message', { ok: false, kind: 'http', status: 400, text: '{"success":false,"data":{"message":"Ongeldige config."}}', message: 'x' }, { ok: false, message: 'Ongeldige config.' }],
    ['marked success -> data', ok(marked('{"success":true,"data":1}')), { ok: true, data: 1 }],
  ])('%s', (_n, res, expected) => {
    expect(parseValidateConfigResponse(res)).toEqual(expected);
  });
  it('the exact message of spec section 8', () => {
    expect(PRODUCT_CONFIG_ERROR).toBe('There was an unknown error processing your request. Product config could not be validated. Please try again.');
  });
});

describe('submission response (spec 3 "Submission response data read")', () => {
  it.each<[string, HttpOutcome, unknown]>([
    [
      'page change -> data with page numbers',
      ok('{"success":true,"data":{"is_valid":true,"page_number":2,"source_page_number":1,"uploaded_files":{}}}'),
      { kind: 'data', data: { is_valid: true, page_number: 2, source_page_number: 1, uploaded_files: {}, validation_messages: {} } },
    ],
    [
      'validation -> messages by field id (empty and non-string dropped)',
      ok('{"success":true,"data":{"is_valid":false,"page_number":"1","validation_messages":{"2":"Dit veld is verplicht.","3":"","4":5}}}'),
      { kind: 'data', data: { is_valid: false, page_number: 1, validation_messages: { 2: 'Dit veld is verplicht.' } } },
    ],
    [
      'confirmation -> type and markup',
      ok('{"success":true,"data":{"is_valid":true,"confirmation_type":"message","confirmation_markup":"<p>Bedankt</p>"}}'),
      { kind: 'data', data: { is_valid: true, confirmation_type: 'message', confirmation_markup: '<p>Bedankt</p>', validation_messages: {} } },
    ],
    [
      'redirect -> type and url; unknown type dropped',
      ok('{"success":true,"data":{"is_valid":true,"confirmation_type":"redirect","confirmation_redirect":"/bedankt"}}'),
      { kind: 'data', data: { is_valid: true, confirmation_type: 'redirect', confirmation_redirect: '/bedankt', validation_messages: {} } },
    ],
    ['marked text (iframe answer) -> data', ok(marked('{"success":true,"data":{"is_valid":true,"page_number":3}}')), { kind: 'data', data: { is_valid: true, page_number: 3, validation_messages: {} } }],
    ['success false with message -> failure with the server text', ok('{"success":false,"data":"Je sessie is verlopen."}'), { kind: 'failure', message: 'Je sessie is verlopen.' }],
    ['HTTP 500 JSON error -> failure with the server text', { ok: false, kind: 'http', status: 500, text: '{"success":false,"data":{"code":"x","message":"Databasefout"}}', message: 'HTTP 500' }, { kind: 'failure', message: 'Databasefout' }],
    ['HTTP 500 html -> failure with the unknown error', { ok: false, kind: 'http', status: 500, text: '<h1>500</h1>', message: 'HTTP 500' }, { kind: 'failure', message: UNKNOWN }],
    ['timeout -> unknown error', { ok: false, kind: 'timeout', message: 'timed out' }, { kind: 'failure', message: UNKNOWN }],
    ['garbage -> unknown error', ok('not json'), { kind: 'failure', message: UNKNOWN }],
    ['data not an object -> unknown error', ok('{"success":true,"data":[1]}'), { kind: 'failure', message: UNKNOWN }],
  ])('%s', (_n, res, expected) => {
    expect(parseSubmissionResponse(res, UNKNOWN)).toEqual(expected);
  });
});

describe('postback block (a postback answer page)', () => {
  const block = { form_id: 1, submission_type: 'next', source_page_number: 1, target_page_number: 2, response: { success: true, data: { is_valid: true, page_number: 2 } }, values: { input_1_3: 'Jan', 'input_5[]': ['10', '30'], bad: 3 } };
  it('a next answer -> type, pages, outcome and values', () => {
    expect(parsePostback(block, 1, UNKNOWN)).toEqual({
      submissionType: 'next',
      source: 1,
      target: 2,
      outcome: { kind: 'data', data: { is_valid: true, page_number: 2, validation_messages: {} } },
      values: { input_1_3: 'Jan', 'input_5[]': ['10', '30'] },
    });
  });
  it.each<[string, unknown]>([
    ['another form', { ...block, form_id: 2 }],
    ['unknown type', { ...block, submission_type: 'x' }],
    ['not an object', 'x'],
    ['absent', undefined],
  ])('%s -> null', (_n, json) => {
    expect(parsePostback(json, 1, UNKNOWN)).toBe(null);
  });
  it('a failed response -> failure outcome', () => {
    expect(parsePostback({ ...block, response: { success: false, data: 'Nee' } }, 1, UNKNOWN)?.outcome).toEqual({ kind: 'failure', message: 'Nee' });
  });
});

describe('Gravity Forms iframe answers (issue 29): the redirect and the unique id', () => {
  it.each<[string, string | null]>([
    ['<script>function gformRedirect(){document.location.href="http:\\/\\/x.nl\\/bedankt\\/";}</script>', 'http://x.nl/bedankt/'],
    ["<script>function gformRedirect(){document.location.href='/a?b=1';}gformRedirect();</script>", '/a?b=1'],
    ['<script>function gformRedirect(){document.location.href="";}</script>', null],
    ['<script>document.location.href="/x"</script>', null],
    ['<body class="GF_AJAX_POSTBACK"></body>', null],
  ])('%s -> %j', (text, url) => {
    expect(redirectOfPostbackText(text)).toBe(url);
  });
  it.each<[unknown, string]>([
    ['6b089e1e681df', '6b089e1e681df'],
    ['', ''],
    ['a b', ''],
    ['../x', ''],
    [42, ''],
  ])('unique id %j -> %j', (v, out) => {
    expect(cleanUniqueId(v)).toBe(out);
  });
  it('outcomeOfPostbackPage: redirect first; the form on page 2 -> a page change carrying the id; the postback without the form -> confirmation', () => {
    expect(outcomeOfPostbackPage(null, 'x', '/b')).toEqual({ kind: 'data', data: { is_valid: true, page_number: 0, confirmation_type: 'redirect', confirmation_redirect: '/b', validation_messages: {} } });
    const reading = { fieldMessages: {}, formMessage: '', confirmation: '', page: 2, uniqueId: 'abc123', hasForm: true, postback: true, content: '<form></form>' };
    expect(outcomeOfPostbackPage(reading, 'x')).toEqual({ kind: 'data', data: { is_valid: true, page_number: 2, validation_messages: {}, gform_unique_id: 'abc123' } });
    expect(outcomeOfPostbackPage({ ...reading, page: 0, hasForm: false, content: '' }, 'x')).toEqual({ kind: 'data', data: { is_valid: true, page_number: 0, confirmation_type: 'message', confirmation_markup: '', validation_messages: {} } });
    expect(outcomeOfPostbackPage({ ...reading, page: 0, hasForm: false, postback: false }, 'x')).toEqual({ kind: 'failure', message: 'x' });
  });
});
