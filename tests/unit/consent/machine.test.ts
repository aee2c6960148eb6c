import { describe, expect, it } from 'vitest';
import { bodyPadding, initialState, openButtonVisible, transition, type ConsentEvent, type ConsentState, type MachineOptions } from '../../../src/core/consent/machine';

const opts: MachineOptions = { alwaysVisible: false, reload: false, defaultLevel: 2 };
const always: MachineOptions = { ...opts, alwaysVisible: true };
const reload: MachineOptions = { ...opts, reload: true };
const fresh = (o = opts) => initialState(true, null, o);
const run = (events: ConsentEvent[], o = opts, start = fresh(o)) => events.reduce((s, e) => transition(s, e, o), start);
const view = (s: ConsentState, o = opts) => ({ banner: s.banner, modal: s.modal, success: s.success, open: openButtonVisible(s, o), consent: s.consent });

describe('consent machine', () => {
  it.each<[string, ConsentEvent[], MachineOptions, ReturnType<typeof view>]>([
    ['load without consent', [], opts, { banner: 'shown', modal: 'closed', success: false, open: false, consent: null }],
    ['ACCEPT 5', [{ type: 'ACCEPT', level: 5 }], opts, { banner: 'hidden', modal: 'closed', success: true, open: true, consent: { level: 5, categories: [5, 6, 7, 8] } }],
    ['ACCEPT with reload -> no success message', [{ type: 'ACCEPT', level: 5 }], reload, { banner: 'hidden', modal: 'closed', success: false, open: true, consent: { level: 5, categories: [5, 6, 7, 8] } }],
    ['ACCEPT, always visible -> banner stays, no open button', [{ type: 'ACCEPT', level: 3 }], always, { banner: 'shown', modal: 'closed', success: true, open: false, consent: { level: 3, categories: [5, 6] } }],
    ['OPEN', [{ type: 'OPEN' }], opts, { banner: 'shown', modal: 'open', success: false, open: false, consent: null }],
    ['OPEN, CLOSE button', [{ type: 'OPEN' }, { type: 'CLOSE', via: 'button' }], opts, { banner: 'shown', modal: 'closed', success: false, open: false, consent: null }],
    ['OPEN, CLOSE outside', [{ type: 'OPEN' }, { type: 'CLOSE', via: 'outside' }], opts, { banner: 'shown', modal: 'closed', success: false, open: false, consent: null }],
    ['OPEN, CLOSE outside, always visible -> stays open', [{ type: 'OPEN' }, { type: 'CLOSE', via: 'outside' }], always, { banner: 'shown', modal: 'open', success: false, open: false, consent: null }],
    ['OPEN, CLOSE escape, always visible -> stays open', [{ type: 'OPEN' }, { type: 'CLOSE', via: 'escape' }], always, { banner: 'shown', modal: 'open', success: false, open: false, consent: null }],
    ['OPEN, CLOSE button, always visible -> closes', [{ type: 'OPEN' }, { type: 'CLOSE', via: 'button' }], always, { banner: 'shown', modal: 'closed', success: false, open: false, consent: null }],
    ['OPEN, DECLINED -> block all recorded', [{ type: 'OPEN' }, { type: 'DECLINED' }], opts, { banner: 'hidden', modal: 'closed', success: false, open: true, consent: { level: 1, categories: [] } }],
    ['OPEN, SAVE', [{ type: 'OPEN' }, { type: 'SAVE', consent: { level: 2, categories: [6, 8] } }], opts, { banner: 'hidden', modal: 'closed', success: true, open: true, consent: { level: 2, categories: [6, 8] } }],
    ['SAVE, SUCCESS_DONE', [{ type: 'SAVE', consent: { level: 4, categories: [5, 6, 7] } }, { type: 'SUCCESS_DONE' }], opts, { banner: 'hidden', modal: 'closed', success: false, open: true, consent: { level: 4, categories: [5, 6, 7] } }],
    ['EXTERNAL_CONSENT (blocking form)', [{ type: 'EXTERNAL_CONSENT', consent: { level: 1, categories: [] } }], opts, { banner: 'hidden', modal: 'closed', success: false, open: true, consent: { level: 1, categories: [] } }],
    ['POPUP_FAILED, OPEN -> nothing shown', [{ type: 'POPUP_FAILED' }, { type: 'OPEN' }], opts, { banner: 'shown', modal: 'closed', success: false, open: false, consent: null }],
  ])('%s -> %j', (_name, events, o, expected) => {
    expect(view(run(events, o), o)).toEqual(expected);
  });

  it('ACCEPT 5 -> the modal would show level 5; DECLINED -> block all', () => {
    expect(run([{ type: 'ACCEPT', level: 5 }]).selection).toEqual({ level: 5, categories: [] });
    expect(run([{ type: 'OPEN' }, { type: 'DECLINED' }]).selection).toEqual({ level: 1, categories: [] });
  });

  it('SELECT goes through the selection reducer', () => {
    const s = run([{ type: 'OPEN' }, { type: 'SELECT', action: { type: 'SELECT_LEVEL', level: 1 } }, { type: 'SELECT', action: { type: 'TOGGLE_CATEGORY', category: 7, checked: true } }]);
    expect(s.selection).toEqual({ level: null, categories: [7] });
  });

  it.each<[string, ConsentState, string, ReturnType<typeof bodyPadding>]>([
    ['bottom panel, no consent', fresh(), 'bottom-panel', 'bottom'],
    ['top panel, no consent', fresh(), 'top-panel', 'top'],
    ['full panel', fresh(), 'full-panel', null],
    ['modern', fresh(), 'modern', null],
    ['after accept', run([{ type: 'ACCEPT', level: 5 }]), 'bottom-panel', null],
    ['always visible with consent', initialState(true, { level: 5, categories: [5, 6, 7, 8] }, always), 'bottom-panel', null],
  ])('bodyPadding: %s (%s) -> %s', (_name, s, style, expected) => expect(bodyPadding(s, style)).toBe(expected));

  it('load with consent -> banner hidden, open button shown, modal at the recorded level', () => {
    const s = initialState(false, { level: 3, categories: [5, 6] }, opts);
    expect(view(s)).toEqual({ banner: 'hidden', modal: 'closed', success: false, open: true, consent: { level: 3, categories: [5, 6] } });
    expect(s.selection).toEqual({ level: 3, categories: [] });
  });
});
