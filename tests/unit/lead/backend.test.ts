import { describe, expect, it } from 'vitest';
import { idempotencyKey, leadCreate, leadUpdate, recordId, statsCreate, statsUpdate } from '../../../demo/server/seoaic/validate';

const entry = { type: 'single', question: 'Gelegenheid?', answer: 'Verjaardag' };
const contact = { type: 'contact_fields', question: 'Contact?', answer: [{ field: 'Naam', value: 'Sanne' }] };
const lead = { lead_data: [entry, contact], title: 'Taart', url: 'https://bakkerij.nl/taart' };
const block = { id: 'smaak', type: 'single', question: 'Smaak?', answers: [{ id: 11, text: 'Slagroom' }] };

const message = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return `${(e as { status: number }).status} ${(e as Error).message}`;
  }
};

describe('reference backend: lead bodies (400 naming the field)', () => {
  it('a good create -> stored as sent, status initiated', () => {
    expect(leadCreate(lead)).toEqual({ ...lead, status: 'initiated' });
  });

  it.each<[string, unknown, string]>([
    ['not an object', [lead], '400 Body must be a JSON object'],
    ['lead_data missing', { ...lead, lead_data: undefined }, '400 Field "lead_data" must be an array'],
    ['entry type', { ...lead, lead_data: [{ ...entry, type: 'radio' }] }, '400 Field "lead_data[0].type" must be one of "single", "multi", "textfield", "contact_fields"'],
    ['answer not text', { ...lead, lead_data: [entry, { ...entry, answer: 3 }] }, '400 Field "lead_data[1].answer" must be a string'],
    ['contact answer not a list', { ...lead, lead_data: [{ ...contact, answer: 'x' }] }, '400 Field "lead_data[0].answer" must be an array'],
    ['contact value missing', { ...lead, lead_data: [{ ...contact, answer: [{ field: 'Naam' }] }] }, '400 Field "lead_data[0].answer[0].value" must be a string'],
    ['question too long', { ...lead, lead_data: [{ ...entry, question: 'x'.repeat(2001) }] }, '400 Field "lead_data[0].question" must be at most 2000 characters'],
    ['title missing', { ...lead, title: undefined }, '400 Field "title" must be a string'],
    ['url not http', { ...lead, url: 'javascript:alert(1)' }, '400 Field "url" must be an http(s) address'],
    ['bad status', { ...lead, status: 'won' }, '400 Field "status" must be one of "initiated", "captured"'],
  ])('create, %s -> %s', (_name, body, expected) => {
    expect(message(() => leadCreate(body))).toBe(expected);
  });

  it.each<[unknown, string]>([
    [{ status: 'captured', lead_data: [entry] }, 'ok'],
    [{ lead_data: [entry] }, '400 Field "status" must be one of "initiated", "captured"'],
    [{ status: 'initiated' }, '400 Field "lead_data" must be an array'],
  ])('update %j -> %s', (body, expected) => {
    expect(message(() => leadUpdate(body))).toBe(expected);
  });
});

describe('reference backend: article stats bodies', () => {
  it('a good create; post_id as a numeric string is read as PHP does', () => {
    expect(statsCreate({ post_id: '482', blocks_count: 3, data: [block, { id: 2, type: 'textfield', question: 'T', answers: '-/-' }] })).toEqual({
      post_id: 482,
      blocks_count: 3,
      data: [block, { id: 2, type: 'textfield', question: 'T', answers: '-/-' }],
    });
  });

  it.each<[string, unknown, string]>([
    ['post_id missing', { blocks_count: 1, data: [] }, '400 Field "post_id" must be a whole number'],
    ['post_id 0', { post_id: 0, blocks_count: 1, data: [] }, '400 Field "post_id" must be between 1 and 9007199254740991'],
    ['blocks_count text', { post_id: 1, blocks_count: 'drie', data: [] }, '400 Field "blocks_count" must be a whole number'],
    ['data missing', { post_id: 1, blocks_count: 1 }, '400 Field "data" must be an array'],
    ['entry id missing', { post_id: 1, blocks_count: 1, data: [{ ...block, id: '' }] }, '400 Field "data[0].id" must be a number or a non-empty string'],
    ['single answers text', { post_id: 1, blocks_count: 1, data: [{ ...block, answers: 'x' }] }, '400 Field "data[0].answers" must be an array'],
    ['choice without text', { post_id: 1, blocks_count: 1, data: [{ ...block, answers: [{ id: 1 }] }] }, '400 Field "data[0].answers[0].text" must be a string'],
    ['textfield answers a list', { post_id: 1, blocks_count: 1, data: [{ id: 1, type: 'textfield', question: 'T', answers: [] }] }, '400 Field "data[0].answers" must be a string'],
  ])('create, %s -> %s', (_name, body, expected) => {
    expect(message(() => statsCreate(body))).toBe(expected);
  });

  it('update -> {data}', () => {
    expect(statsUpdate({ data: [block] })).toEqual({ data: [block] });
    expect(message(() => statsUpdate({}))).toBe('400 Field "data" must be an array');
  });
});

describe('reference backend: ids and idempotency keys', () => {
  it.each<[string | undefined, string]>([
    ['12', 'ok'],
    ['0', '400 Field "id" must be a whole number from 1'],
    ['1e3', '400 Field "id" must be a whole number from 1'],
    [undefined, '400 Field "id" must be a whole number from 1'],
  ])('record id %j -> %s', (raw, expected) => {
    expect(message(() => recordId(raw))).toBe(expected);
  });

  it.each<[string | string[] | undefined, string]>([
    [undefined, 'ok'],
    ['0f9c2b7e-3f43-4a51-9d3c-2a7e1b0c9d11', 'ok'],
    [['a', 'b'], 'ok'],
    ['', '400 Header "Idempotency-Key" must be 1 to 200 visible ASCII characters'],
    ['with space', '400 Header "Idempotency-Key" must be 1 to 200 visible ASCII characters'],
    ['x'.repeat(201), '400 Header "Idempotency-Key" must be 1 to 200 visible ASCII characters'],
  ])('idempotency key %j -> %s', (header, expected) => {
    expect(message(() => idempotencyKey(header))).toBe(expected);
  });
});
