import { describe, expect, it } from 'vitest';
import { countMoments, INITIAL_STATE, isAutomatic, popupTransition, type EbPopupEvent, type EbPopupState } from '../../../src/core/builder/popup-machine';
import { readPopupSettings } from '../../../src/core/builder/popup-settings';

const open = (over: Partial<Extract<EbPopupEvent, { type: 'OPEN' }>> = {}): EbPopupEvent => ({ type: 'OPEN', source: 'page_load', disabled: false, popped: false, avoidMultiple: false, ...over });
const OPEN: EbPopupState = { status: 'open', openedBy: 'click' };

describe('popupTransition', () => {
  it('closed + OPEN -> open; counts, marks the page, emits show (in that order)', () => {
    expect(popupTransition(INITIAL_STATE, open())).toEqual({
      state: { status: 'open', openedBy: 'page_load' },
      effects: [{ type: 'count', moment: 'open' }, { type: 'markPopped' }, { type: 'emitShow' }],
    });
  });
  it('open + OPEN -> nothing', () => {
    expect(popupTransition(OPEN, open())).toEqual({ state: OPEN, effects: [] });
  });
  it('disabled (do not show again) -> nothing, whatever opens it', () => {
    for (const source of ['page_load', 'action', 'open_selector', 'method'] as const) {
      expect(popupTransition(INITIAL_STATE, open({ source, disabled: true })).effects).toEqual([]);
    }
  });
  it.each([
    ['a trigger, another pop-up popped, avoid on -> stays closed', 'exit_intent', true, true, 'closed'],
    ['a trigger, none popped yet, avoid on -> opens', 'exit_intent', false, true, 'open'],
    ['a trigger, popped, avoid off -> opens', 'scrolling', true, false, 'open'],
    ['an action link, popped, avoid on -> opens (not automatic)', 'action', true, true, 'open'],
    ['the open selector, popped, avoid on -> opens', 'open_selector', true, true, 'open'],
    ['show(), popped, avoid on -> opens', 'method', true, true, 'open'],
  ] as const)('avoid_multiple_popups: %s', (_name, source, popped, avoidMultiple, status) => {
    expect(popupTransition(INITIAL_STATE, open({ source, popped, avoidMultiple })).state.status).toBe(status);
  });
  it('open + CLOSE (no exit animation) -> closed; counts, emits hide', () => {
    expect(popupTransition(OPEN, { type: 'CLOSE', animated: false })).toEqual({
      state: { status: 'closed', openedBy: 'click' },
      effects: [{ type: 'count', moment: 'close' }, { type: 'emitHide' }],
    });
  });
  it('open + CLOSE (exit animation) -> closing, then EXIT_DONE -> closed', () => {
    const closing = popupTransition(OPEN, { type: 'CLOSE', animated: true }).state;
    expect(closing.status).toBe('closing');
    expect(popupTransition(closing, { type: 'EXIT_DONE' })).toEqual({ state: { status: 'closed', openedBy: 'click' }, effects: [] });
  });
  it('closing + OPEN -> open again; closed + CLOSE / EXIT_DONE -> nothing', () => {
    expect(popupTransition({ status: 'closing', openedBy: 'click' }, open()).state.status).toBe('open');
    expect(popupTransition(INITIAL_STATE, { type: 'CLOSE', animated: false }).effects).toEqual([]);
    expect(popupTransition(INITIAL_STATE, { type: 'EXIT_DONE' }).state).toBe(INITIAL_STATE);
  });
  it.each([
    ['page_load', true],
    ['adblock_detection', true],
    ['action', false],
    ['method', false],
  ] as const)('isAutomatic(%s) -> %s', (s, expected) => {
    expect(isAutomatic(s)).toBe(expected);
  });
});

describe('countMoments: what each moment counts', () => {
  const timing = (t: unknown) => {
    const r = readPopupSettings({ timing: t });
    if (!r.ok) throw new Error('bad');
    return r.value.timing;
  };
  it.each([
    ['no times rule: popup_{id}_times on open', [], 'open', { persisting: true, period: undefined }],
    ['no times rule: nothing on close', [], 'close', { persisting: false, period: undefined }],
    ['times per day on open: both on open', { times: 'yes', times_period: 'day' }, 'open', { persisting: true, period: 'day' }],
    ['times per day on open: nothing on close', { times: 'yes', times_period: 'day' }, 'close', { persisting: false, period: undefined }],
    ['times per session on close: nothing on open', { times: 'yes', times_period: 'session', times_count: 'close' }, 'open', { persisting: false, period: undefined }],
    ['times per session on close: both on close', { times: 'yes', times_period: 'session', times_count: 'close' }, 'close', { persisting: true, period: 'session' }],
    ['persisting on close', { times: 'yes', times_count: 'close' }, 'close', { persisting: true, period: undefined }],
  ] as const)('%s', (_name, t, moment, expected) => {
    expect(countMoments(timing(t), moment)).toEqual(expected);
  });
});
