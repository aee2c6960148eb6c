import { describe, expect, it } from 'vitest';
import { parseEbFormConfig } from '../../../src/core/ebform/config';
import { bodyFingerprint, configBody, controlName, idOfName, printedBody, submissionKey, type BodyEntry } from '../../../src/core/ebform/request';

const config = (fields: unknown[], extra: Record<string, unknown> = {}) => {
  const r = parseEbFormConfig({ form_fields: fields, ...extra }, { widgetId: 'abc1234', postId: 42, refererTitle: 'Contact – Bakkerij' });
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
};
/** Entries as text: files as `File(name,size)`. */
const show = (entries: BodyEntry[]) => entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : `File(${(v as File).name},${v.size})`}`);
const head = ['post_id=42', 'form_id=abc1234', 'referer_title=Contact – Bakkerij'];
const tail = ['action=elementor_pro_forms_send_form', 'referrer=https://bakkerij.test/contact/'];
const body = (fields: unknown[], values: Record<string, unknown>, extra?: Record<string, unknown>) =>
  show(configBody({ config: config(fields, extra), values: values as never, referrer: 'https://bakkerij.test/contact/' }));

describe('configBody: the request body for every field type', () => {
  it.each([
    ['text', { custom_id: 'n', field_type: 'text' }, 'Jan', ['form_fields[n]=Jan']],
    ['text left empty', { custom_id: 'n', field_type: 'text' }, undefined, ['form_fields[n]=']],
    ['email', { custom_id: 'e', field_type: 'email' }, 'jan@example.nl', ['form_fields[e]=jan@example.nl']],
    ['textarea', { custom_id: 'm', field_type: 'textarea' }, 'a\nb', ['form_fields[m]=a\nb']],
    ['url', { custom_id: 'u', field_type: 'url' }, 'https://x.nl', ['form_fields[u]=https://x.nl']],
    ['tel', { custom_id: 't', field_type: 'tel' }, '+31 6', ['form_fields[t]=+31 6']],
    ['number', { custom_id: 'q', field_type: 'number' }, '3', ['form_fields[q]=3']],
    ['date', { custom_id: 'd', field_type: 'date' }, '2026-12-01', ['form_fields[d]=2026-12-01']],
    ['time', { custom_id: 'h', field_type: 'time' }, '09:30', ['form_fields[h]=09:30']],
    ['password', { custom_id: 'p', field_type: 'password' }, 's3cret', ['form_fields[p]=s3cret']],
    ['hidden', { custom_id: 'src', field_type: 'hidden', field_value: 'ad' }, 'ad', ['form_fields[src]=ad']],
    ['honeypot (empty)', { custom_id: 'hp', field_type: 'honeypot' }, '', ['form_fields[hp]=']],
    ['radio', { custom_id: 'r', field_type: 'radio', field_options: 'A|a\nB|b' }, 'b', ['form_fields[r]=b']],
    ['radio, nothing chosen', { custom_id: 'r', field_type: 'radio', field_options: 'A|a\nB|b' }, undefined, ['form_fields[r]=']],
    ['select', { custom_id: 's', field_type: 'select', field_options: 'A|a\nB|b' }, 'a', ['form_fields[s]=a']],
    ['select multiple', { custom_id: 's', field_type: 'select', allow_multiple: 'true', field_options: 'A|a\nB|b' }, ['a', 'b'], ['form_fields[s][]=a', 'form_fields[s][]=b']],
    ['select multiple, nothing chosen', { custom_id: 's', field_type: 'select', allow_multiple: 'true', field_options: 'A|a\nB|b' }, [], ['form_fields[s]=']],
    ['checkbox of one option', { custom_id: 'c', field_type: 'checkbox', field_options: 'Ja|yes' }, ['yes'], ['form_fields[c]=yes']],
    ['checkbox of two options', { custom_id: 'c', field_type: 'checkbox', field_options: 'A|a\nB|b' }, ['a', 'b'], ['form_fields[c][]=a', 'form_fields[c][]=b']],
    ['checkbox, nothing ticked (posted as "")', { custom_id: 'c', field_type: 'checkbox', field_options: 'A|a\nB|b' }, [], ['form_fields[c]=']],
    ['acceptance ticked', { custom_id: 'ok', field_type: 'acceptance' }, 'on', ['form_fields[ok]=on']],
    ['acceptance not ticked', { custom_id: 'ok', field_type: 'acceptance' }, undefined, ['form_fields[ok]=']],
    ['html (not posted)', { custom_id: 'h', field_type: 'html', field_html: '<p>x</p>' }, undefined, []],
    ['step (not posted)', { custom_id: 's1', field_type: 'step' }, undefined, []],
  ])('%s', (_name, field, value, want) => {
    expect(body([field], value === undefined ? {} : { [(field as { custom_id: string }).custom_id]: value })).toEqual([...head, ...want, ...tail]);
  });

  it('upload, single: the file, or an empty file part when none is chosen (as FormData posts it)', () => {
    const f = { custom_id: 'f', field_type: 'upload' };
    expect(body([f], { f: [new File(['abc'], 'a.jpg')] })).toEqual([...head, 'form_fields[f]=File(a.jpg,3)', ...tail]);
    expect(body([f], {})).toEqual([...head, 'form_fields[f]=File(,0)', ...tail]);
    expect(body([f], { f: [new File(['a'], '1.jpg'), new File(['b'], '2.jpg')] })).toEqual([...head, 'form_fields[f]=File(1.jpg,1)', ...tail]);
  });

  it('upload, multiple: form_fields[id][] for each file', () => {
    const f = { custom_id: 'f', field_type: 'upload', allow_multiple_upload: 'yes' };
    expect(body([f], { f: [new File(['a'], '1.jpg'), new File(['bb'], '2.png')] })).toEqual([...head, 'form_fields[f][]=File(1.jpg,1)', 'form_fields[f][]=File(2.png,2)', ...tail]);
  });

  it('queried_id only on singular pages; the reCAPTCHA token after the fields', () => {
    const r = parseEbFormConfig({ form_fields: [{ custom_id: 'n' }, { custom_id: 'cap', field_type: 'recaptcha_v3' }] }, { widgetId: 'w', postId: 1, queriedId: 9, refererTitle: 'T' });
    if (!r.ok) throw new Error();
    expect(show(configBody({ config: r.value, values: { n: 'x' }, referrer: 'https://s/', recaptchaToken: 'tok' }))).toEqual([
      'post_id=1', 'form_id=w', 'referer_title=T', 'queried_id=9', 'form_fields[n]=x', 'g-recaptcha-response=tok', 'action=elementor_pro_forms_send_form', 'referrer=https://s/',
    ]);
  });

  it('keeps the form order and carries no nonce', () => {
    const out = body([{ custom_id: 'b' }, { custom_id: 'a', field_type: 'email' }], { a: 'x@y.nl', b: 'B' });
    expect(out).toEqual([...head, 'form_fields[b]=B', 'form_fields[a]=x@y.nl', ...tail]);
    expect(out.join('&')).not.toMatch(/nonce/);
  });
});

describe('controlName', () => {
  it.each([
    [{ id: 'a', type: 'text', multiple: false, options: [] }, 'form_fields[a]'],
    [{ id: 'a', type: 'select', multiple: true, options: [] }, 'form_fields[a][]'],
    [{ id: 'a', type: 'checkbox', multiple: false, options: [{ label: 'x', value: 'x' }] }, 'form_fields[a]'],
    [{ id: 'a', type: 'checkbox', multiple: false, options: [{ label: 'x', value: 'x' }, { label: 'y', value: 'y' }] }, 'form_fields[a][]'],
    [{ id: 'a', type: 'upload', multiple: true, options: [] }, 'form_fields[a][]'],
  ])('%j', (f, want) => expect(controlName(f as never)).toBe(want));
});

describe('printedBody (enhance mode: the printed form\'s own entries)', () => {
  const entries: BodyEntry[] = [['post_id', '42'], ['form_id', 'abc1234'], ['referer_title', 'T'], ['form_fields[name]', 'Jan'], ['form_fields[kind][]', 'a']];
  it('adds action and referrer after the entries', () => {
    expect(show(printedBody({ entries, choiceFields: ['kind'], referrer: 'https://s/p' }))).toEqual([
      'post_id=42', 'form_id=abc1234', 'referer_title=T', 'form_fields[name]=Jan', 'form_fields[kind][]=a', 'action=elementor_pro_forms_send_form', 'referrer=https://s/p',
    ]);
  });
  it('posts "" for a choice field with nothing chosen (a checkbox-only form still posts form_fields)', () => {
    expect(show(printedBody({ entries: entries.slice(0, 3), choiceFields: ['kind', 'agree'], referrer: 'r' }))).toEqual([
      'post_id=42', 'form_id=abc1234', 'referer_title=T', 'form_fields[kind]=', 'form_fields[agree]=', 'action=elementor_pro_forms_send_form', 'referrer=r',
    ]);
  });
  it('never doubles an action or referrer a page put in the form', () => {
    expect(show(printedBody({ entries: [['action', 'x'], ['referrer', 'y']], choiceFields: [], referrer: 'r' }))).toEqual(['action=elementor_pro_forms_send_form', 'referrer=r']);
  });
});

describe('idOfName', () => {
  it.each([
    ['form_fields[name]', 'name'],
    ['form_fields[kind][]', 'kind'],
    ['post_id', undefined],
    ['form_fields[]', undefined],
  ])('%s', (n, want) => expect(idOfName(n)).toBe(want));
});

describe('the submission key (Idempotency-Key): the same values sent again after a lost answer keep it', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png', lastModified: 1 });
  const a: BodyEntry[] = [['form_fields[name]', 'Jan'], ['form_fields[photo]', file('a.png', 10)]];
  let n = 0;
  const make = () => `key-${++n}`;
  it.each([
    ['the same text and files', a, true],
    ['another text value', [['form_fields[name]', 'Els'], a[1]!] as BodyEntry[], false],
    ['a file of another size', [a[0]!, ['form_fields[photo]', file('a.png', 11)]] as BodyEntry[], false],
    ['a file of another name', [a[0]!, ['form_fields[photo]', file('b.png', 10)]] as BodyEntry[], false],
    ['one field less', [a[0]!] as BodyEntry[], false],
  ])('%s -> same key: %s', (_label, body, same) => {
    const first = submissionKey(null, bodyFingerprint(a), make);
    const next = submissionKey(first, bodyFingerprint(body), make);
    expect(next.key === first.key).toBe(same);
  });
  it('no pending submission -> a new key each time', () => {
    expect(submissionKey(null, 'x', make).key).not.toBe(submissionKey(null, 'x', make).key);
  });
});
