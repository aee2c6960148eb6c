import { describe, expect, it } from 'vitest';
import { readAnswer, readErrors, readPopup, readResult, safeRedirect } from '../../../src/core/ebform/answer';

const base = 'https://bakkerij.test/contact/';

describe('readAnswer: each response shape of wp_send_json_*', () => {
  it('success with a message', () => {
    expect(readAnswer({ success: true, data: { message: 'Bedankt', data: [] } }, base)).toMatchObject({ kind: 'success', message: 'Bedankt', redirectUrl: undefined, popup: undefined });
  });
  it('success with redirect_url (relative, absolute; javascript: refused)', () => {
    expect(readAnswer({ success: true, data: { message: '', data: { redirect_url: '/bedankt/' } } }, base)).toMatchObject({ redirectUrl: 'https://bakkerij.test/bedankt/' });
    expect(readAnswer({ success: true, data: { message: '', data: { redirect_url: 'https://elders.nl/x?a=1' } } }, base)).toMatchObject({ redirectUrl: 'https://elders.nl/x?a=1' });
    expect(readAnswer({ success: true, data: { message: '', data: { redirect_url: 'javascript:alert(1)' } } }, base)).toMatchObject({ redirectUrl: undefined });
  });
  it('success with a popup action', () => {
    expect(readAnswer({ success: true, data: { message: 'ok', data: { popup: { action: 'open', id: '77' } } } }, base)).toMatchObject({ popup: { action: 'open', id: '77' } });
    expect(readAnswer({ success: true, data: { message: 'ok', data: { popup: { action: 'close', do_not_show_again: 'yes' } } } }, base)).toMatchObject({ popup: { action: 'close', id: undefined, doNotShowAgain: true } });
  });
  it('failure with errors as an object', () => {
    expect(readAnswer({ success: false, data: { message: 'Fout', errors: { kind: 'Verplicht', agree: 'Verplicht' }, data: [] } }, base)).toEqual({
      kind: 'invalid', message: 'Fout', errors: { kind: 'Verplicht', agree: 'Verplicht' }, data: {}, raw: { message: 'Fout', errors: { kind: 'Verplicht', agree: 'Verplicht' }, data: [] },
    });
  });
  it('failure with errors: [] (PHP\'s empty array): no field errors', () => {
    expect(readAnswer({ success: false, data: { message: 'Your submission failed because of an error.', errors: [], data: [] } }, base)).toMatchObject({ kind: 'invalid', errors: {} });
  });
  it('failure without data at all', () => {
    expect(readAnswer({ success: false }, base)).toMatchObject({ kind: 'invalid', message: '', errors: {} });
  });
  it.each([[0], ['0'], [null], [[]], [{ data: {} }], [{ success: 'true' }]])('%j is a transport failure (shape)', (json) => {
    expect(readAnswer(json, base)).toEqual({ kind: 'failure', reason: 'shape', status: 200 });
  });
});

describe('readResult: transport failures', () => {
  it.each([
    [{ ok: false, kind: 'network' } as const, 'network'],
    [{ ok: false, kind: 'timeout' } as const, 'timeout'],
    [{ ok: false, kind: 'http', status: 500 } as const, 'http'],
    [{ ok: false, kind: 'unparseable', status: 200 } as const, 'unparseable'],
  ])('%j', (r, reason) => expect(readResult(r, base)).toMatchObject({ kind: 'failure', reason }));
  it('an ok result is read as an answer', () => expect(readResult({ ok: true, data: { success: true, data: { message: 'x' } } }, base)).toMatchObject({ kind: 'success', message: 'x' }));
});

describe('readErrors', () => {
  it.each([
    [[], {}],
    [{}, {}],
    [{ a: 'x', b: '', c: 3, d: null }, { a: 'x', c: '3' }],
    [['x'], { 0: 'x' }],
    ['text', {}],
    [null, {}],
  ])('%j', (v, want) => expect(readErrors(v)).toEqual(want));
});

describe('readPopup', () => {
  it.each([
    [{ action: 'open', id: 5 }, { action: 'open', id: '5' }],
    [{ action: 'open' }, undefined],
    [{ action: 'close' }, { action: 'close', id: undefined, doNotShowAgain: false }],
    [{ action: 'toggle', id: 1 }, undefined],
    ['open', undefined],
  ])('%j', (v, want) => expect(readPopup(v)).toEqual(want));
});

describe('safeRedirect', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['data:text/html,x', undefined],
    ['//elders.nl/', 'https://elders.nl/'],
    ['?ok=1', 'https://bakkerij.test/contact/?ok=1'],
  ])('%j', (v, want) => expect(safeRedirect(v, base)).toBe(want));
});
