import { describe, expect, it } from 'vitest';
import { isFinished, parseSubmissionResponse, type SubmissionOutcome } from '../../../src/core/forms/response';
import {
  FORM_NOT_FOUND,
  initialSubmissionState,
  isLocked,
  submitErrorText,
  transition,
  type PreSubmissionDetail,
  type SubmissionEffect,
  type SubmissionEvent,
  type SubmissionState,
} from '../../../src/core/forms/submission';
import type { SubmissionMethod, SubmissionType } from '../../../src/core/forms/types';

const base = (over: Partial<SubmissionState> = {}): SubmissionState => ({ ...initialSubmissionState({ formId: 1, lastPage: 3, method: 'ajax', page: 2 }), ...over });
const submit = (submissionType: SubmissionType, over: Partial<Extract<SubmissionEvent, { type: 'SUBMIT' }>> = {}): SubmissionEvent => ({
  type: 'SUBMIT',
  submissionType,
  buttonInForm: true,
  activeButton: true,
  hasConfig: true,
  ...over,
});
const filtered = (detail: Partial<PreSubmissionDetail>, opts: { canceled?: boolean; needsToken?: boolean } = {}): SubmissionEvent => ({
  type: 'FILTERED',
  detail: { submissionType: 'next', submissionMethod: 'ajax', displayConfirmation: true, abort: false, ...detail },
  canceled: opts.canceled ?? false,
  needsToken: opts.needsToken ?? false,
});
const run = (state: SubmissionState, ...events: SubmissionEvent[]) => {
  let s = state;
  const effects: SubmissionEffect[] = [];
  for (const e of events) {
    const t = transition(s, e);
    s = t.state;
    effects.push(...t.effects);
  }
  return { state: s, effects };
};
const data = (d: Record<string, unknown>): SubmissionOutcome => ({ kind: 'data', data: { is_valid: true, validation_messages: {}, ...d } as never });

describe('submit checks (spec 5 "Submit flow", in order)', () => {
  it.each<[string, Partial<Extract<SubmissionEvent, { type: 'SUBMIT' }>>, Partial<SubmissionState>, string | null]>([
    ['button outside the form -> not-connected', { buttonInForm: false }, {}, 'not-connected'],
    ['outside the form and no active button -> not-connected first', { buttonInForm: false, activeButton: false }, { status: 'sending' }, 'not-connected'],
    ['no visible enabled active button -> no-active-button', { activeButton: false }, {}, 'no-active-button'],
    ['no active button while sending -> no-active-button first', { activeButton: false }, { status: 'sending' }, 'no-active-button'],
    ['a submission in progress -> in-progress', {}, { status: 'sending' }, 'in-progress'],
    ['filtering counts as in progress -> in-progress', {}, { status: 'filtering' }, 'in-progress'],
    ['waiting for a captcha token -> in-progress', {}, { status: 'awaiting-token' }, 'in-progress'],
    ['confirmation shown (done) -> in-progress', {}, { status: 'done' }, 'in-progress'],
    ['all checks pass -> no error', {}, {}, null],
  ])('%s', (_n, event, state, error) => {
    const t = transition(base(state), submit('next', event));
    const logs = t.effects.filter((e) => e.type === 'log');
    if (error === null) {
      expect(logs).toEqual([]);
      expect(t.state.status).toBe('filtering');
    } else {
      expect(logs).toEqual([{ type: 'log', error }]);
      expect(t.state).toEqual(base(state)); // refused: nothing changes, nothing is sent
    }
  });

  it('no config -> "Form 1 not found." and nothing is sent, lock stays free', () => {
    const t = transition(base(), submit('submit', { hasConfig: false }));
    expect(t.state.error).toBe('Form 1 not found.');
    expect(t.effects).toEqual([]);
    expect(isLocked(t.state)).toBe(false);
    expect(FORM_NOT_FOUND).toBe('Form {id} not found.');
  });

  it('console texts name what went wrong (spec 8)', () => {
    expect(submitErrorText('not-connected', { id: 1 })).toMatch(/not connected to a form.*invalid HTML in an HTML field/);
    expect(submitErrorText('no-active-button', { id: 4 })).toMatch(/Active button not found for form #4/);
    expect(submitErrorText('in-progress', { id: 4 })).toMatch(/another submission is already in progress/);
    expect(submitErrorText('unsupported', { id: 4 })).toMatch(/Unsupported submission flow.*button-click handler/);
    expect(submitErrorText('iframe-filter', { id: 4 })).toMatch(/iframe submission method cannot be set via the gform-pre-submission filter/);
    expect(submitErrorText('config-path', { id: 4, path: 'X/1' })).toBe('Invalid config path format: "X/1".');
  });
});

describe('every submission type -> pending page numbers, save flag and the pre-submission detail', () => {
  it.each<[SubmissionType, number, { source: number; target: number; save: boolean }]>([
    ['next', 2, { source: 2, target: 3, save: false }],
    ['next', 1, { source: 1, target: 2, save: false }],
    ['previous', 2, { source: 2, target: 1, save: false }],
    ['previous', 3, { source: 3, target: 2, save: false }],
    ['submit', 3, { source: 3, target: 0, save: false }],
    ['save-continue', 2, { source: 2, target: 2, save: true }],
    ['send-link', 2, { source: 2, target: 2, save: false }],
  ])('%s on page %i -> %j', (type, page, expected) => {
    const t = transition(base({ page }), submit(type));
    expect(t.state.pending).toMatchObject({ type, method: 'ajax', displayConfirmation: true, ...expected });
    expect(t.effects).toEqual([{ type: 'pre-submission', detail: { submissionType: type, submissionMethod: 'ajax', displayConfirmation: true, abort: false } }]);
    expect(isLocked(t.state)).toBe(true);
  });
});

describe('every filter outcome (spec 4: abort, change method, no confirmation)', () => {
  const pending = (method: SubmissionMethod) => transition(base({ method }), submit('next')).state;
  it.each<[string, SubmissionMethod, SubmissionEvent, { status: string; method?: SubmissionMethod; displayConfirmation?: boolean; effects: SubmissionEffect['type'][]; log?: string }]>([
    ['unchanged -> send with ajax', 'ajax', filtered({}), { status: 'sending', method: 'ajax', effects: ['send'] }],
    ['abort flag -> lock released, aborted event', 'ajax', filtered({ abort: true }), { status: 'idle', effects: ['aborted'] }],
    ['preventDefault -> lock released, aborted event', 'ajax', filtered({}, { canceled: true }), { status: 'idle', effects: ['aborted'] }],
    ['ajax -> postback', 'ajax', filtered({ submissionMethod: 'postback' }), { status: 'sending', method: 'postback', effects: ['send'] }],
    ['postback -> ajax', 'postback', filtered({ submissionMethod: 'ajax' }), { status: 'sending', method: 'ajax', effects: ['send'] }],
    ['iframe -> ajax removes the iframe target and marker', 'iframe', filtered({ submissionMethod: 'ajax' }), { status: 'sending', method: 'ajax', effects: ['iframe-off', 'send'] }],
    ['iframe -> postback removes the iframe target and marker', 'iframe', filtered({ submissionMethod: 'postback' }), { status: 'sending', method: 'postback', effects: ['iframe-off', 'send'] }],
    ['ajax -> iframe is refused with a console error', 'ajax', filtered({ submissionMethod: 'iframe' }), { status: 'sending', method: 'ajax', effects: ['log', 'send'], log: 'iframe-filter' }],
    ['postback -> iframe is refused with a console error', 'postback', filtered({ submissionMethod: 'iframe' }), { status: 'sending', method: 'postback', effects: ['log', 'send'], log: 'iframe-filter' }],
    ['iframe stays iframe -> send by iframe', 'iframe', filtered({ submissionMethod: 'iframe' }), { status: 'sending', method: 'iframe', effects: ['send'] }],
    ['unknown method -> ignored', 'ajax', filtered({ submissionMethod: 'carrier-pigeon' as SubmissionMethod }), { status: 'sending', method: 'ajax', effects: ['send'] }],
    ['confirmation display off -> kept in the submission', 'ajax', filtered({ displayConfirmation: false }), { status: 'sending', method: 'ajax', displayConfirmation: false, effects: ['send'] }],
    ['a captcha token is needed -> wait for it, nothing sent yet', 'ajax', filtered({}, { needsToken: true }), { status: 'awaiting-token', method: 'ajax', effects: ['await-token'] }],
  ])('%s', (_n, method, event, expected) => {
    const t = transition(pending(method), event);
    expect(t.state.status).toBe(expected.status);
    expect(t.effects.map((e) => e.type)).toEqual(expected.effects);
    if (expected.method) expect(t.state.pending?.method).toBe(expected.method);
    if (expected.displayConfirmation !== undefined) expect(t.state.pending?.displayConfirmation).toBe(expected.displayConfirmation);
    if (expected.log) expect(t.effects[0]).toEqual({ type: 'log', error: expected.log });
    if (expected.status === 'idle') expect(t.state.pending).toBe(null);
  });

  it('a filter event while idle -> ignored', () => {
    expect(transition(base(), filtered({ abort: true })).effects).toEqual([]);
  });
  it('after an abort a new submit passes the lock', () => {
    const s = run(base(), submit('next'), filtered({ abort: true })).state;
    expect(transition(s, submit('next')).state.status).toBe('filtering');
  });
});

describe('captcha token', () => {
  const waiting = run(base(), submit('submit'), filtered({}, { needsToken: true })).state;
  it('TOKEN -> sending', () => {
    const t = transition(waiting, { type: 'TOKEN' });
    expect(t.state.status).toBe('sending');
    expect(t.effects.map((e) => e.type)).toEqual(['send']);
  });
  it('TOKEN_FAILED -> idle with the message', () => {
    const t = transition(waiting, { type: 'TOKEN_FAILED', message: 'captcha' });
    expect(t.state).toMatchObject({ status: 'idle', error: 'captcha', pending: null });
  });
});

describe('answers (spec 4)', () => {
  const sending = (type: SubmissionType, page = 2, over: Partial<PreSubmissionDetail> = {}) => run(base({ page }), submit(type), filtered(over)).state;

  it('next answered with page 3 -> page 3, page-change and post-render, lock free', () => {
    const t = transition(sending('next'), { type: 'RESPONSE', outcome: data({ page_number: 3, source_page_number: 2 }) });
    expect(t.state).toMatchObject({ status: 'idle', page: 3, pending: null, validation: {}, error: null });
    expect(t.effects).toEqual([{ type: 'page-change', page: 3 }, { type: 'post-render' }]);
  });
  it('previous answered without page_number -> the target page', () => {
    const t = transition(sending('previous'), { type: 'RESPONSE', outcome: data({}) });
    expect(t.state.page).toBe(1);
  });
  it('page number beyond the last page -> clamped', () => {
    expect(transition(sending('next'), { type: 'RESPONSE', outcome: data({ page_number: 9 }) }).state.page).toBe(3);
  });
  it('validation errors -> messages, focus the errors block, stay on the page', () => {
    const t = transition(sending('next'), { type: 'RESPONSE', outcome: data({ is_valid: false, page_number: 2, validation_messages: { 5: 'Verplicht' } }) });
    expect(t.state).toMatchObject({ status: 'idle', page: 2, validation: { 5: 'Verplicht' } });
    expect(t.effects).toEqual([{ type: 'focus-errors' }, { type: 'post-render' }]);
  });
  it('validation errors on another page -> that page is shown', () => {
    const t = transition(sending('submit', 3), { type: 'RESPONSE', outcome: data({ is_valid: false, page_number: 1, validation_messages: { 2: 'x' } }) });
    expect(t.state.page).toBe(1);
    expect(t.effects[0]).toEqual({ type: 'page-change', page: 1 });
  });
  it('a later valid answer clears the messages', () => {
    const s = transition(sending('next'), { type: 'RESPONSE', outcome: data({ is_valid: false, validation_messages: { 5: 'x' } }) }).state;
    const t = run(s, submit('next'), filtered({}), { type: 'RESPONSE', outcome: data({ page_number: 3 }) });
    expect(t.state.validation).toEqual({});
  });
  it('failure -> banner text, submitting flag cleared, page kept', () => {
    const t = transition(sending('next'), { type: 'RESPONSE', outcome: { kind: 'failure', message: 'Serverfout' } });
    expect(t.state).toMatchObject({ status: 'idle', error: 'Serverfout', page: 2, pending: null });
    expect(isLocked(t.state)).toBe(false);
  });
  it('message confirmation -> confirmation view, done, confirmation event', () => {
    const t = transition(sending('submit', 3), { type: 'RESPONSE', outcome: data({ confirmation_type: 'message', confirmation_markup: '<p>Bedankt</p>' }) });
    expect(t.state.view).toEqual({ kind: 'confirmation', markup: '<p>Bedankt</p>' });
    expect(t.state.status).toBe('done');
    expect(t.effects).toEqual([{ type: 'confirmation' }, { type: 'post-render' }]);
  });
  it('redirect confirmation -> redirect effect, form kept while leaving', () => {
    const t = transition(sending('submit', 3), { type: 'RESPONSE', outcome: data({ confirmation_type: 'redirect', confirmation_redirect: '/bedankt' }) });
    expect(t.effects).toEqual([{ type: 'confirmation' }, { type: 'redirect', url: '/bedankt' }]);
    expect(t.state.view).toEqual({ kind: 'form' });
  });
  it('confirmation display turned off by the filter -> no confirmation view, no redirect, event still fires', () => {
    const s1 = transition(sending('submit', 3, { displayConfirmation: false }), { type: 'RESPONSE', outcome: data({ confirmation_type: 'message', confirmation_markup: 'x' }) });
    expect(s1.state.view).toEqual({ kind: 'form' });
    expect(s1.effects).toEqual([{ type: 'confirmation' }]);
    const s2 = transition(sending('submit', 3, { displayConfirmation: false }), { type: 'RESPONSE', outcome: data({ confirmation_type: 'redirect', confirmation_redirect: '/x' }) });
    expect(s2.effects).toEqual([{ type: 'confirmation' }]);
  });
  it('save-and-continue -> saved view with token and url, saved event', () => {
    const t = transition(sending('save-continue'), { type: 'RESPONSE', outcome: data({ resume_token: 'abc', resume_url: '/x?gf_token=abc', submission_type: 'save_and_continue' }) });
    expect(t.state.view).toEqual({ kind: 'saved', token: 'abc', url: '/x?gf_token=abc' });
    expect(t.effects[0]).toEqual({ type: 'saved', token: 'abc', url: '/x?gf_token=abc' });
  });
  it('send-link -> link-sent view with the server markup', () => {
    const s = transition(sending('save-continue'), { type: 'RESPONSE', outcome: data({ resume_token: 'abc', resume_url: '/x' }) }).state;
    const t = run(s, submit('send-link'), filtered({ submissionType: 'send-link' }), { type: 'RESPONSE', outcome: data({ confirmation_type: 'message', confirmation_markup: '<p>Verstuurd</p>', submission_type: 'send_link' }) });
    expect(t.state.view).toEqual({ kind: 'link-sent', markup: '<p>Verstuurd</p>' });
  });
  it('an answer while idle -> ignored', () => {
    expect(transition(base(), { type: 'RESPONSE', outcome: data({ page_number: 3 }) }).effects).toEqual([]);
  });
  it('RESTORE (a postback answer rendered by the server) -> same handling as an answer', () => {
    const t = transition(base({ page: 1, method: 'postback' }), { type: 'RESTORE', submissionType: 'next', source: 1, target: 2, outcome: data({ page_number: 2 }) });
    expect(t.state.page).toBe(2);
    const v = transition(base({ page: 1 }), { type: 'RESTORE', submissionType: 'next', source: 1, target: 2, outcome: data({ is_valid: false, page_number: 1, validation_messages: { 2: 'x' } }) });
    expect(v.state.validation).toEqual({ 2: 'x' });
    expect(v.effects).toContainEqual({ type: 'focus-errors' });
  });
  it('GOTO_PAGE -> page change within 1..last', () => {
    expect(transition(base({ page: 1 }), { type: 'GOTO_PAGE', page: 7 }).state.page).toBe(3);
    expect(transition(base({ page: 1 }), { type: 'GOTO_PAGE', page: 1 }).effects).toEqual([]);
  });
  it('DISMISS_ERROR -> banner gone', () => {
    expect(transition(base({ error: 'x' }), { type: 'DISMISS_ERROR' }).state.error).toBe(null);
  });
});

/**
 * Gravity Forms' own answers, as reference/gravityforms-server.md section 2 records them (2.9.3 bare
 * JSON, 2.10.2 between gf:json markers), read end to end: the text through parseSubmissionResponse
 * into the machine. The first row is the bug of issue 29: a valid "Next" carries confirmation keys.
 */
describe('Gravity Forms answers, read as the server sent them (issue 29)', () => {
  const sending = (type: SubmissionType, page: number) => run(base({ page }), submit(type), filtered({ submissionType: type })).state;
  const gfNext = '{"success":true,"data":{"is_valid":true,"page_number":2,"source_page_number":1,"confirmation_message":"","confirmation_type":"message","entry_id":"","is_spam":""}}';
  const gfInvalid =
    '{"success":true,"data":{"is_valid":false,"validation_messages":{"2":"The email address entered is invalid, please check the formatting (e.g. email@domain.com)."},"page_number":1,"source_page_number":1,"validation_summary":"<div class=\\"gform_validation_errors\\" id=\\"gform_1_validation_container\\"><h2 class=\\"gform_submission_error\\">There was a problem with your submission.</h2></div>"}}';
  const gfDone = '{"success":true,"data":{"is_valid":true,"page_number":0,"source_page_number":2,"confirmation_message":"<div id=\'gform_confirmation_message_1\'>Bedankt!</div>","confirmation_type":"message","entry_id":"12","is_spam":false,"confirmation_markup":"<div id=\'gform_confirmation_wrapper_1\'><div id=\'gform_confirmation_message_1\'>Bedankt!</div></div>"}}';
  const gfDoneNoMarkup = '{"success":true,"data":{"is_valid":true,"page_number":0,"source_page_number":1,"confirmation_message":"<p>Dank je</p>","confirmation_type":"message","entry_id":"13","is_spam":false}}';
  const gfRedirect = '{"success":true,"data":{"is_valid":true,"page_number":0,"source_page_number":2,"confirmation_message":"","confirmation_redirect":"http://127.0.0.1:8091/bedankt/","confirmation_type":"redirect","entry_id":"14","is_spam":false}}';
  const gfSpam = '{"success":true,"data":{"is_valid":true,"page_number":0,"source_page_number":2,"confirmation_message":"<p>Bedankt!</p>","confirmation_type":"message","entry_id":"15","is_spam":true}}';
  const gfNonce = '{"success":false,"data":"Your session has expired. Please refresh the page and try again."}';
  const read = (text: string) => parseSubmissionResponse({ ok: true, status: 200, text }, 'Onbekende fout');
  const wrap = (json: string) => `<!-- gf:json_start -->${json}<!-- gf:json_end -->`;

  it.each<[string, string, SubmissionType, number, (t: ReturnType<typeof transition>) => void]>([
    ['2.9.3: a valid Next with confirmation keys -> page 2, never the (empty) confirmation', gfNext, 'next', 1, (t) => {
      expect(t.state).toMatchObject({ page: 2, status: 'idle', view: { kind: 'form' } });
      expect(t.effects).toEqual([{ type: 'page-change', page: 2 }, { type: 'post-render' }]);
    }],
    ['2.10.2 (marked): the same page change', wrap(gfNext), 'next', 1, (t) => expect(t.state).toMatchObject({ page: 2, view: { kind: 'form' } })],
    ['validation_messages keyed by field id -> on field 2, page 1', gfInvalid, 'next', 1, (t) => {
      expect(t.state).toMatchObject({ page: 1, validation: { 2: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).' } });
      expect(t.effects[0]).toEqual({ type: 'focus-errors' });
    }],
    ['finished (page_number 0) with confirmation_markup -> the confirmation', gfDone, 'submit', 2, (t) => {
      expect(t.state.status).toBe('done');
      expect(t.state.view).toEqual({ kind: 'confirmation', markup: "<div id='gform_confirmation_wrapper_1'><div id='gform_confirmation_message_1'>Bedankt!</div></div>" });
    }],
    ['finished with only confirmation_message -> that message', gfDoneNoMarkup, 'submit', 1, (t) => expect(t.state.view).toEqual({ kind: 'confirmation', markup: '<p>Dank je</p>' })],
    ['finished with a redirect -> the redirect', gfRedirect, 'submit', 2, (t) => expect(t.effects).toContainEqual({ type: 'redirect', url: 'http://127.0.0.1:8091/bedankt/' })],
    ['spam (is_spam true) -> the visitor sees the same confirmation, as Gravity Forms shows it', gfSpam, 'submit', 2, (t) => expect(t.state.view).toEqual({ kind: 'confirmation', markup: '<p>Bedankt!</p>' })],
    ['a refused nonce -> the server\'s message in the banner, page kept', gfNonce, 'next', 1, (t) => expect(t.state).toMatchObject({ page: 1, error: 'Your session has expired. Please refresh the page and try again.', status: 'idle' })],
  ])('%s', (_name, text, type, page, check) => {
    check(transition(sending(type, page), { type: 'RESPONSE', outcome: read(text) }));
  });

  it.each<[Record<string, unknown>, number, boolean]>([
    [{ page_number: 2, confirmation_type: 'message' }, 0, false],
    [{ page_number: 0 }, 2, true],
    [{ page_number: 0, confirmation_type: 'message' }, 0, true],
    [{ confirmation_type: 'message' }, 2, true],
    [{}, 0, true],
    [{}, 2, false],
    [{ page_number: 3 }, 0, false],
  ])('isFinished(%j, target %i) -> %s', (d, target, finished) => {
    expect(isFinished(d as never, target)).toBe(finished);
  });
});

describe('the element\'s method attribute changes (METHOD)', () => {
  it('later submissions use the new method; an unchanged method keeps the same state object', () => {
    const s = base({ method: 'ajax' });
    expect(transition(s, { type: 'METHOD', method: 'ajax' })).toEqual({ state: s, effects: [] });
    expect(transition(s, { type: 'METHOD', method: 'ajax' }).state).toBe(s);
    const t = transition(s, { type: 'METHOD', method: 'postback' });
    expect(t.effects).toEqual([]);
    expect(t.state).toEqual({ ...s, method: 'postback' });
    expect(transition(t.state, submit('submit')).state.pending?.method).toBe('postback');
  });

  it('a submission under way keeps its own method', () => {
    const sending = transition(base({ method: 'ajax' }), submit('submit')).state;
    const t = transition(sending, { type: 'METHOD', method: 'iframe' });
    expect(t.state.pending?.method).toBe('ajax');
    expect(t.state.method).toBe('iframe');
  });
});
